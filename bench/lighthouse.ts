// Lighthouse (mobile, the default config) on home, contact and one alternative page against a
// production build started here. Prints the four category scores and writes the JSON to
// bench/results/. Goal (issue 3): accessibility, best practices and SEO 100, performance ≥ 95.
// Usage: npm run build && node bench/lighthouse.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp } from "../tests/e2e/fixtures.ts";

const PAGES = ["/", "/contato", "/app/alternativa-a-omegle"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const app = await startApp({ LOG_LEVEL: "error" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const rows: Record<string, string | number>[] = [];
const results: Record<string, Record<string, number | null>> = {};
try {
  for (const page of PAGES) {
    const url = `${app.url}${page}`;
    // The first run warms up caches and the JIT; the second is the measurement.
    await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no result for ${url}`);
    const scores: Record<string, number | null> = {};
    for (const category of CATEGORIES) {
      const score = result.lhr.categories[category]?.score;
      scores[category] = score == null ? null : Math.round(score * 100);
    }
    results[page] = scores;
    rows.push({ page, ...scores } as Record<string, string | number>);
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id);
    if (failing.length) console.log(`${page}: audits below 100: ${failing.join(", ")}`);
  }
} finally {
  chrome.kill();
  await app.stop();
}
console.table(rows);
const outDir = path.join(import.meta.dirname, "results");
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), formFactor: "mobile", results }, null, 2)}\n`,
);
console.log(`written ${path.relative(process.cwd(), file)}`);
