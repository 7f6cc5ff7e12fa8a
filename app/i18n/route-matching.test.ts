// Decision 058: React Router's matcher indexed by leading static segments (scripts/patch-react-router.ts)
// must pick the same routes as React Router's own scan over every ranked branch, for the real route
// table (app/routes.ts, 365 routes) and for URLs that are near misses of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";

type RouteNode = { id?: string; path?: string; index?: boolean; children?: RouteNode[] };
type Match = {
  route: { id: string };
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
};
type Matcher = {
  update(routes: RouteNode[]): void;
  match(location: string, allowPartial?: boolean): Match[] | null;
};

const dist = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/production/lib/router");
// Not in react-router's package exports: the two modules are loaded by file (the patched one and
// the unchanged reference scan, matchRoutesImpl without precomputed branches).
const { V6RegExMatcher } = (await import(path.join(dist, "matcher.js"))) as {
  V6RegExMatcher: new (basename: string) => Matcher;
};
const { flattenAndRankRoutes, matchRoutesImpl } = (await import(path.join(dist, "utils.js"))) as {
  flattenAndRankRoutes: (routes: RouteNode[]) => unknown[];
  matchRoutesImpl: (
    routes: RouteNode[],
    location: string,
    basename: string,
    allowPartial: boolean,
    branches?: unknown[],
  ) => Match[] | null;
};

function toNode(entry: (typeof routes)[number]): RouteNode {
  return {
    id: entry.id ?? entry.file,
    ...(entry.path !== undefined ? { path: entry.path } : {}),
    ...(entry.index ? { index: true } : {}),
    ...(entry.children ? { children: entry.children.map(toNode) } : {}),
  };
}
// As the server build nests them: everything under the root route (path "").
const tree: RouteNode[] = [{ id: "root", path: "", children: routes.map(toNode) }];

function paths(nodes: RouteNode[], parent = ""): string[] {
  return nodes.flatMap((node) => {
    const own = node.path ? `${parent}/${node.path}` : parent;
    return [own || "/", ...paths(node.children ?? [], own)];
  });
}

function summary(matches: Match[] | null) {
  return matches?.map((m) => [m.route.id, m.pathname, m.pathnameBase, JSON.stringify(m.params)].join(" "));
}

describe("route matching index (decision 058)", () => {
  it("is applied to react-router's matcher", () => {
    expect(readFileSync(path.join(dist, "matcher.js"), "utf8")).toContain("acaso: decision 058");
  });

  const table = [...new Set(paths(tree))];
  const urls = new Set<string>([
    "",
    "/",
    "//",
    "///en",
    "en",
    "/en//",
    "/EN",
    "/En/",
    "/%65n",
    "/%2Fen",
    "/en%2Fapp",
  ]);
  table.forEach((p, i) => {
    const filled = p
      .replace(/:(\w+)\?/g, "opt")
      .replace(/:(\w+)/g, "value")
      .replace(/\*$/, "rest/of/it");
    urls.add(filled);
    urls.add(p.replace(/\/:\w+\?/g, ""));
    urls.add(filled.toUpperCase());
    urls.add(`${filled}/extra`);
    urls.add(`${filled}x`);
    // Rarer shapes on every 10th path (a full scan per URL is slow: keep the test in seconds).
    if (i % 10 === 0) {
      urls.add(`${filled}/`);
      urls.add(`${filled}//`);
      urls.add(filled.slice(0, -1));
      urls.add(filled.replace(/\//g, "//"));
      urls.add(filled.replace(/^\/[^/]+/, "/\u212Aey"));
      urls.add(filled.replace(/e/g, "%65"));
      urls.add(filled.replace(/a/g, "\u00e1"));
    }
  });
  for (const odd of [
    "/\u212Aey",
    "/ẞ",
    "/-priv/mda",
    "/api/x",
    "/robots.txt/",
    "/ROBOTS.TXT",
    "/a b",
    "/?x=1",
    "/#h",
  ]) {
    urls.add(odd);
  }

  it(`picks the same routes as the full scan for ${urls.size} URLs over the real route table`, () => {
    const matcher = new V6RegExMatcher("/");
    matcher.update(tree);
    // React Router's scan over every ranked branch, flattened once.
    const all = flattenAndRankRoutes(tree);
    let matched = 0;
    for (const url of urls) {
      for (const partial of [false, true]) {
        const expected = summary(matchRoutesImpl(tree, url, "/", partial, all));
        expect(summary(matcher.match(url, partial)), `${url} (partial ${partial})`).toEqual(expected);
        if (expected) matched++;
      }
    }
    // The URLs are mostly real pages, so most of them match something (not just the 404 splat).
    expect(matched).toBeGreaterThan(urls.size);
  }, 120_000);

  it("keeps a basename's behaviour", () => {
    const matcher = new V6RegExMatcher("/base");
    matcher.update(tree);
    for (const url of ["/base/en", "/base", "/base/app/chat", "/other/en", "/BASE/en", "/en"]) {
      expect(summary(matcher.match(url)), url).toEqual(summary(matchRoutesImpl(tree, url, "/base", false)));
    }
  });
});
