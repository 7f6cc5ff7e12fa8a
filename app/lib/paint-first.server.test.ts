import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { createPaintFirstRewriter, PAINT_WAIT_FALLBACK_MS, paintFirstLoader } from "./paint-first.server.ts";

const BOOTSTRAP = `;
import * as route0 from "/assets/root-A.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-B.js"}, "x": "</div>"};
import("/assets/entry.client-B.js");`;

const PAGE = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-B.js" nonce="N1=="/>',
  '<link rel="modulepreload" href="/assets/root-A.js?v=1&amp;x=2" nonce="N1=="/>',
  '<link rel="stylesheet" href="/assets/site.css"/><style>.a{color:red}</style></head>',
  '<body><main><p>Hello &lt;world&gt;</p></main><script nonce="N1==">window.__reactRouterContext = {};</script>',
  `<script nonce="N1==" type="module" async="">${BOOTSTRAP}</script>`,
  '<script nonce="N1==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

function rewriteInChunks(html: string, cuts: number[]): string {
  const rewriter = createPaintFirstRewriter();
  let out = "";
  let at = 0;
  for (const cut of [...cuts, html.length]) {
    out += rewriter.write(html.slice(at, cut));
    at = cut;
  }
  return out + rewriter.end();
}

/** Runs the loader in a fake page and returns what it added to the document. */
function runLoader(loader: string, options: { paints: boolean }) {
  const added: Array<Record<string, string>> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const frames: Array<() => void> = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const context = {
    JSON,
    document: {
      querySelector: (selector: string) => (selector === "script[nonce]" ? { nonce: "N1==" } : null),
      createElement: element,
      head: { append: (node: Record<string, string>) => added.push({ ...node, where: "head" }) },
      body: { append: (node: Record<string, string>) => added.push({ ...node, where: "body" }) },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  vm.runInNewContext(loader, context);
  expect(added).toEqual([]);
  if (options.paints) for (const frame of frames.splice(0)) frame();
  // Timers in order of their delay: the frame's 0 ms one first, then the fallback.
  for (const timer of timers.sort((a, b) => a.ms - b.ms)) timer.fn();
  return { added, timers };
}

describe("paint-first script loading (issue 16, decision 051)", () => {
  it("moves the module preloads into a loader that runs the bootstrap after the first frame", () => {
    const out = rewriteInChunks(PAGE, []);
    expect(out).not.toContain('<link rel="modulepreload"');
    // The rest of the page is untouched, the bootstrap keeps its tag (hydration matches it).
    expect(out).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(out).toContain("<p>Hello &lt;world&gt;</p>");
    expect(out).toContain('<script nonce="N1==" type="module" async="">const h=');
    expect(out).not.toContain("</div>"); // escaped inside the loader's string
    const loader = out.slice(
      out.indexOf('async="">') + 'async="">'.length,
      out.indexOf("</script>", out.indexOf('async="">')),
    );
    const { added } = runLoader(loader, { paints: true });
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-B.js", nonce: "N1==", where: "head" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-A.js?v=1&x=2", nonce: "N1==", where: "head" },
      { tag: "script", type: "module", nonce: "N1==", textContent: BOOTSTRAP, where: "body" },
    ]);
  });

  it("loads the scripts once, after the fallback delay, in a tab that never paints", () => {
    const loader = paintFirstLoader(["/a.js"], "import('/a.js')");
    const { added, timers } = runLoader(loader, { paints: false });
    expect(timers.map((timer) => timer.ms)).toEqual([PAINT_WAIT_FALLBACK_MS]);
    expect(added.map((node) => node.tag)).toEqual(["link", "script"]);
    const both = runLoader(loader, { paints: true });
    expect(both.added.map((node) => node.tag)).toEqual(["link", "script"]);
  });

  it("gives the same page whatever the chunk boundaries", () => {
    const whole = rewriteInChunks(PAGE, []);
    for (let cut = 1; cut < PAGE.length; cut++) {
      expect(rewriteInChunks(PAGE, [cut])).toBe(whole);
    }
    for (let size = 1; size <= 64; size *= 2) {
      const cuts = Array.from({ length: Math.floor(PAGE.length / size) }, (_, i) => (i + 1) * size);
      expect(rewriteInChunks(PAGE, cuts)).toBe(whole);
    }
  });

  it("gives a page without the bootstrap its preloads back, and leaves other pages alone", () => {
    const island = PAGE.replace(/<script nonce="N1==" type="module" async="">[\s\S]*?<\/script>/, "");
    const out = rewriteInChunks(island, [40, 200]);
    expect(out.match(/<link rel="modulepreload"/g)).toHaveLength(2);
    expect(out).toContain("<p>Hello &lt;world&gt;</p>");
    const plain = "<html><body><script>let a = 1 < 2;</script><p>x</p></body></html>";
    expect(rewriteInChunks(plain, [10, 20, 30])).toBe(plain);
  });
});
