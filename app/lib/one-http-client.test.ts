import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 11 item 3: "One HTTP client used by every browser call." Every request browser code makes
 * goes through app/lib/http.ts (spec §9 retries, spec §8 error kinds). Reads the source of the
 * browser side (app/, tests and server-only modules left out) for a request made around it.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The client itself. */
const ALLOWED = new Set(["app/lib/http.ts"]);

function browserFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "+types") browserFiles(rel, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$|\.test\.tsx?$|\.server\.tsx?$/.test(entry.name)) {
      out.push(rel);
    }
  }
  return out;
}

/** A direct request: the global fetch (not `options.fetch`, a parameter), XHR, axios-like calls. */
const DIRECT = /(?<![.\w$])fetch\s*\(|(?:window|globalThis|self)\.fetch\b|\bXMLHttpRequest\b/;

/** Comments may talk about fetch; only code counts. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("one HTTP client for every browser call (issue 11 item 3)", () => {
  it("finds the direct requests it looks for", () => {
    expect(DIRECT.test('await fetch("/api/rooms")')).toBe(true);
    expect(DIRECT.test("globalThis.fetch(url)")).toBe(true);
    expect(DIRECT.test("new XMLHttpRequest()")).toBe(true);
    expect(DIRECT.test("await options.fetch()")).toBe(false);
    expect(DIRECT.test("fetchUserToken(ident)")).toBe(false);
    expect(DIRECT.test("useFetcher()")).toBe(false);
  });

  it("no browser module calls fetch or XMLHttpRequest except app/lib/http.ts", () => {
    const offenders = browserFiles("app")
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        code(readFileSync(path.join(ROOT, file), "utf8"))
          .split("\n")
          .flatMap((line, i) => (DIRECT.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
