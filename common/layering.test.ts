import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * CONVENTIONS habit 13 and issue 17 "Tidy": dependencies point one way. `server/` never imports
 * from `app/`; `common/` imports nothing but itself; browser code (features, components, lib, i18n)
 * never reaches `server/` (what both sides need lives in `common/`); and no cycles of runtime imports.
 * Reads the import statements of the source files, tests left out (type-only imports included:
 * they are still a dependency on the other side's code).
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const LAYERS = ["app", "server", "common", "db"] as const;
const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#server/": "server/",
  "#common/": "common/",
  "#db/": "db/",
};

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "+types") sourceFiles(rel, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$|\.test\.tsx?$/.test(entry.name)) {
      // Tests may read across layers (a server test checking the page text in a catalogue).
      out.push(rel);
    }
  }
  return out;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(type\s)?[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let target: string | null = null;
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) target = dir + specifier.slice(alias.length);
  }
  if (!target && specifier.startsWith(".")) target = path.join(path.dirname(from), specifier);
  if (!target) return null;
  return existsSync(path.join(ROOT, target)) ? path.normalize(target) : null;
}

/** Every file's imports; `runtimeOnly` leaves out `import type` (erased from the build). */
function importGraph(runtimeOnly = false): Map<string, string[]> {
  const files = LAYERS.flatMap((layer) => sourceFiles(layer));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const deps = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      if (runtimeOnly && match[1]) continue;
      const resolved = resolveImport(file, match[2] ?? match[3] ?? "");
      if (resolved && resolved !== file) deps.add(resolved);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node) ?? 0, lowLinks.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

const graph = importGraph();
const edges = [...graph].flatMap(([from, deps]) => deps.map((to) => ({ from, to })));
const layerOf = (file: string) => file.split(path.sep)[0];

/** Browser code: everything under app/ except server-only modules, route modules and middleware. */
function isBrowserCode(file: string): boolean {
  if (layerOf(file) !== "app" || /\.server\.tsx?$/.test(file)) return false;
  return ["features", "components", "lib", "i18n"].includes(file.split(path.sep)[1] ?? "");
}

describe("import layering", () => {
  it("finds the files it checks", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.normalize("server/app.ts"))?.length).toBeGreaterThan(5);
  });

  it("server/ never imports from app/", () => {
    const wrong = edges.filter((e) => layerOf(e.from) === "server" && layerOf(e.to) === "app");
    expect(wrong).toEqual([]);
  });

  it("common/ imports nothing outside common/", () => {
    const wrong = edges.filter((e) => layerOf(e.from) === "common" && layerOf(e.to) !== "common");
    expect(wrong).toEqual([]);
  });

  it("browser code (features, components, lib, i18n) does not reach server/", () => {
    const wrong = edges.filter((e) => isBrowserCode(e.from) && layerOf(e.to) === "server");
    expect(wrong).toEqual([]);
  });

  // Cycles of code that runs: a type-only import back (a shared type) is erased from the build and
  // cannot make a module see another half-initialised.
  it("has no cycles of runtime imports", () => {
    expect(importCycles(importGraph(true))).toEqual([]);
  });

  it("detects a cycle when there is one (the checker itself)", () => {
    const sample = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCycles(sample)).toEqual([["a", "b", "c"]]);
  });
});
