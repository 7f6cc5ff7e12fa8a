// Lighthouse (mobile, the default config) on home, contact and one alternative page against a
// production build started here. Prints the four category scores and writes the JSON to
// bench/results/. Goal (issue 3): accessibility, best practices and SEO 100, performance ≥ 95.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) after one warm-up run and the median
// of each score is reported, since simulated-throttling scores move a few points between runs.
// The build comes from ACASO_BUILD_DIR (default build/), like the e2e fixtures.
// Usage: npm run build && node bench/lighthouse.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp } from "../tests/e2e/fixtures.ts";

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/contato", "/app/alternativa-a-omegle"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// Metric medians printed next to the scores (ms, except the unitless layout shift).
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Full Lighthouse reports of every run, for digging into a score (not kept by default).
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

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
    // The first run warms up caches and the JIT; the next RUNS are the measurement.
    await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no result for ${url}`);
      runs.push(result.lhr);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        const name = `${page.replace(/\W+/g, "_") || "home"}-${i}.json`;
        writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
      }
    }
    const scores: Record<string, number | null> = {};
    for (const category of CATEGORIES) {
      const values = runs.map((lhr) => lhr.categories[category]?.score ?? null);
      const score = median(values.filter((v): v is number => v !== null));
      scores[category] = score == null ? null : Math.round(score * 100);
    }
    for (const metric of METRICS) {
      const value = median(runs.map((lhr) => lhr.audits[metric]?.numericValue ?? 0));
      scores[metric] = value == null ? null : Math.round(value * 1000) / 1000;
    }
    results[page] = scores;
    rows.push({ page, ...scores } as Record<string, string | number>);
    const failing = [
      ...new Set(
        runs.flatMap((lhr) =>
          Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                a.scoreDisplayMode !== "informative" &&
                a.scoreDisplayMode !== "manual",
            )
            .map((a) => a.id),
        ),
      ),
    ];
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
  `${JSON.stringify({ date: new Date().toISOString(), formFactor: "mobile", runs: RUNS, results }, null, 2)}\n`,
);
console.log(`written ${path.relative(process.cwd(), file)}`);
