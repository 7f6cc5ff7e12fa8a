// JavaScript a first visit downloads before the page is interactive (issue 17 "Throughput and
// weight"): every script and modulepreload the server-rendered HTML names, gzipped at level 9 the way
// a CDN would serve it. Lazy chunks (dialogs, the socket client, the nudity model) are not counted:
// they load later or on demand. Goals: home ≤ 100 KB, chat page ≤ 180 KB.
// Also printed, not part of that figure: the page language's catalogue (app/i18n/locales/<lang>), which
// app/entry.client.tsx imports (dynamic import, so the HTML does not name it) and awaits before
// hydrating: a first visit downloads it too.
// A page served without React (decision 050: the home) names only its island script; the island
// imports the ad slot's machinery (rules, config decryption, zod) as soon as it starts, so the chunks
// an island imports, statically or not, are counted too: that is what the browser loads.
// Usage: npm run build && npm run bench:js-weight
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startApp } from "../tests/e2e/fixtures.ts";

const PAGES: Array<{ name: string; path: string; goalKb: number }> = [
  { name: "home (/en)", path: "/en", goalKb: 100 },
  { name: "home (default locale /)", path: "/", goalKb: 100 },
  { name: "chat (/en/chat)", path: "/en/chat", goalKb: 180 },
];

/** Script URLs of an HTML page: <script src>, <link rel=modulepreload> and module imports. */
export function scriptUrls(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) if (match[1]) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    if (match[1]) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g))
    if (match[1]) found.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["'](\/[^"']+\.js)["']/g))
    if (match[1]) found.add(match[1]);
  return [...found];
}

/** Chunks a script imports (`import "./x.js"`, `from "./x.js"`, `import("./x.js")`), as URLs. */
export function importedChunks(code: string, base: URL): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
    if (match[1]) found.add(new URL(match[1], base).pathname);
  return [...found];
}

/** The island scripts of `urls` with everything they import, transitively. */
async function withIslandImports(base: URL, urls: string[]): Promise<string[]> {
  const all = new Set(urls);
  const queue = urls.filter((url) => /\/assets\/[\w-]*island[\w-]*\.js$/.test(url));
  for (let url = queue.shift(); url; url = queue.shift()) {
    const target = new URL(url, base);
    for (const chunk of importedChunks(await (await fetch(target)).text(), target)) {
      if (all.has(chunk)) continue;
      all.add(chunk);
      queue.push(chunk);
    }
  }
  return [...all];
}

/**
 * gzip -9 size (KB) of the catalogue chunk of `lang`: the file app/i18n/i18n.ts's loader for
 * "./locales/<lang>/index.ts" imports, found in the scripts the page names.
 */
async function catalogueKb(base: URL, scripts: string[], lang: string): Promise<number | undefined> {
  const pattern = new RegExp(`"\\./locales/${lang}/index\\.ts":[^\\n]*?import\\(\\W?\\./([\\w.-]+\\.js)`);
  for (const url of scripts) {
    const text = await (await fetch(new URL(url, base))).text();
    const file = pattern.exec(text)?.[1];
    if (!file) continue;
    const body = Buffer.from(await (await fetch(new URL(file, new URL(url, base)))).arrayBuffer());
    return Math.round(gzipSync(body, { level: 9 }).length / 102.4) / 10;
  }
  return undefined;
}

const app = await startApp({});
const results: Record<
  string,
  { files: number; rawKb: number; gzipKb: number; goalKb: number; catalogueGzipKb?: number }
> = {};
try {
  for (const page of PAGES) {
    const res = await fetch(new URL(page.path, app.url), { redirect: "follow" });
    const html = await res.text();
    const urls = await withIslandImports(new URL(app.url), scriptUrls(html));
    let raw = 0;
    let gz = 0;
    const files: Array<{ url: string; gzip: number }> = [];
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, app.url))).arrayBuffer());
      const size = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gz += size;
      files.push({ url, gzip: size });
    }
    // JS_WEIGHT_FILES=1: every file with its gzip size, biggest first (what to look at next).
    if (process.env.JS_WEIGHT_FILES === "1")
      for (const file of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    const lang = /<html[^>]*\sdata-lang="([a-z]{2})"/.exec(html)?.[1];
    const catalogue = lang ? await catalogueKb(new URL(app.url), urls, lang) : undefined;
    results[page.name] = {
      files: urls.length,
      rawKb: Math.round(raw / 102.4) / 10,
      gzipKb: Math.round(gz / 102.4) / 10,
      goalKb: page.goalKb,
      ...(catalogue === undefined ? {} : { catalogueGzipKb: catalogue }),
    };
    const r = results[page.name];
    console.log(
      `${page.name.padEnd(26)} ${String(r?.files).padStart(3)} files  ${String(r?.rawKb).padStart(7)} KB raw  ${String(r?.gzipKb).padStart(6)} KB gzip  (goal ≤ ${page.goalKb} KB${(r?.gzipKb ?? 0) <= page.goalKb ? ", met" : ", NOT met"})${catalogue === undefined ? "" : `  + ${lang} catalogue ${catalogue} KB gzip before hydration`}`,
    );
  }
} finally {
  await app.stop();
}
const outDir = path.join(import.meta.dirname, "results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "js-weight.json"),
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
