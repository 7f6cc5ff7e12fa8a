// The on-device nudity check in Chromium (issue 12): how long the model takes to load in the chat's
// Web Worker, how long one frame's inference takes, and the main thread's long tasks (> 50 ms)
// during a match, with the check on and with "Blur nudity" off, so a difference would show what the
// check costs the page. Two real Chromium contexts with fake cameras, against a production build.
// Usage: npm run build && npm run bench:nudity   (RUNS=2, MATCH_S=20)
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, newStranger, startApp } from "../tests/e2e/fixtures.ts";
import { printTable, quantile, writeResults } from "./support/lib.ts";

const RUNS = Number(process.env.RUNS ?? 2);
const MATCH_S = Number(process.env.MATCH_S ?? 20);

type PageFigures = {
  modelLoadMs: number | null;
  backend: string | null;
  inferences: number[];
  longTasks: number[];
};

/** Init script: keeps every long task of the page (the Long Tasks API) from the first moment. */
function recordLongTasks() {
  const tasks: Array<{ start: number; duration: number }> = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

async function stranger(browser: Browser, url: string, blur: boolean): Promise<Page> {
  // The browser tests' visitor: camera allowed, ads consent already answered (issue 13: the consent
  // dialog would cover the Start button) and the connection check (issue 16) skipped.
  const { context } = await newStranger(browser, { baseURL: url });
  await context.addInitScript(recordLongTasks);
  if (!blur) await context.addInitScript(() => localStorage.setItem("acaso:blurNudity", "off"));
  const page = await context.newPage();
  await page.goto(`${url}/chat`, { waitUntil: "networkidle" });
  return page;
}

async function start(page: Page) {
  const button = page.getByTestId("start");
  for (let i = 0; i < 150 && !(await button.isEnabled()); i++) await page.waitForTimeout(100);
  await button.click();
}

async function connected(page: Page) {
  for (let i = 0; i < 300; i++) {
    if ((await page.getByTestId("status").getAttribute("data-status")) === "connected") return;
    await page.waitForTimeout(100);
  }
  throw new Error("no match within 30 s");
}

async function figures(page: Page, since: number): Promise<PageFigures> {
  return page.evaluate((from) => {
    const load = performance.getEntriesByName("nudity-model-load")[0];
    return {
      modelLoadMs: load ? Math.round(load.duration) : null,
      backend: (globalThis as { __acasoNudityBackend?: string }).__acasoNudityBackend ?? null,
      inferences: performance.getEntriesByName("nudity-inference").map((e) => e.duration),
      longTasks: (
        window as unknown as { __longTasks: Array<{ start: number; duration: number }> }
      ).__longTasks
        .filter((task) => task.start >= from)
        .map((task) => task.duration),
    };
  }, since);
}

const app = await startApp({ LOG_LEVEL: "error" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const rows: Array<Record<string, string | number>> = [];
const runs: Array<Record<string, unknown>> = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const mode of ["check", "off"] as const) {
      const [a, b] = [
        await stranger(browser, app.url, mode === "check"),
        await stranger(browser, app.url, mode === "check"),
      ];
      await start(a);
      await start(b);
      await Promise.all([connected(a), connected(b)]);
      const since = await a.evaluate(() => performance.now());
      await a.waitForTimeout(MATCH_S * 1000);
      const measured = await figures(a, since);
      await a.context().close();
      await b.context().close();
      const during = measured.inferences.slice(1);
      rows.push({
        run,
        mode,
        backend: measured.backend ?? "—",
        "model load ms": measured.modelLoadMs ?? "—",
        frames: measured.inferences.length,
        "infer p50 ms": during.length ? Math.round(quantile(during, 0.5)) : "—",
        "infer p95 ms": during.length ? Math.round(quantile(during, 0.95)) : "—",
        "long tasks": measured.longTasks.length,
        "long task max ms": measured.longTasks.length ? Math.round(Math.max(...measured.longTasks)) : 0,
      });
      runs.push({ run, mode, ...measured });
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
printTable(`On-device nudity check, ${MATCH_S} s of a match (main-thread long tasks > 50 ms)`, rows);
writeResults("nudity-blur", { matchSeconds: MATCH_S, runs });
