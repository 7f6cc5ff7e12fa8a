import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags proven on these machines: loopback peer connections with a fake camera and microphone. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--allow-loopback-in-peer-connection",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

export type RunningApp = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Output the server printed so far (for failure messages). */
  output(): string;
  /** SIGTERM, wait for exit; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, "../..");

// Servers still running when the test process ends (a before-all hook that timed out never got to
// assign, so never stops, the server it was starting): killed, so they do not slow every later file.
const runningApps = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of runningApps)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/**
 * Starts the production build (npm run build must have run) as a separate process, the way
 * `npm start` does, with a throwaway DATA_DIR unless one is given.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const buildDir = path.resolve(ROOT, process.env.ACASO_BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error("No production build: run `npm run build` first");
  }
  // A build outside the project (ACASO_BUILD_DIR=/tmp/…) still resolves its external packages.
  const modules = path.join(buildDir, "node_modules");
  if (!buildDir.startsWith(`${ROOT}${path.sep}`) && !existsSync(modules)) {
    symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "acaso-e2e-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SITE_URL: `http://localhost:${port}`,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  runningApps.add(child);
  child.once("exit", () => runningApps.delete(child));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // generous: a loaded 2-core CI box
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Waits until React has hydrated `selector` (its DOM node carries React's fiber). A click on the
 * server's markup before that does nothing a handler would do: the scripts start after the first
 * paint (decision 051), so `goto`'s load event can come before them.
 */
export async function hydrated(page: Page, selector = "body"): Promise<void> {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\``,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type Stranger = { context: BrowserContext; page: Page };

/**
 * One person at their own computer: an independent browser context (own cookies and storage)
 * with the fake camera and microphone allowed, unless `camera: false` denies them.
 */
export async function newStranger(
  browser: Browser,
  options: {
    camera?: boolean;
    baseURL?: string;
    viewport?: { width: number; height: number };
    /** Show the connection check before the first search (issue 16); skipped (remembered) otherwise. */
    connectionCheck?: boolean;
    /** A touch screen (touch events and pointers of type "touch"). */
    touch?: boolean;
    /**
     * The ads consent (issue 13, decision 031): "ask" shows the dialog; otherwise the choice is
     * already made (default "reject": no third-party script, the dialog does not cover the page).
     */
    consent?: "ask" | "accept" | "reject";
  } = {},
): Promise<Stranger> {
  const context = await browser.newContext({
    permissions: options.camera === false ? [] : ["camera", "microphone"],
    baseURL: options.baseURL,
    viewport: options.viewport ?? { width: 1024, height: 768 },
    ...(options.touch ? { hasTouch: true } : {}),
  });
  if (!options.connectionCheck) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem("acaso:connectionCheck", "skipped");
      } catch {
        // pages without storage show the check; the chat tests never open one
      }
    });
  }
  const consent = options.consent ?? "reject";
  if (consent !== "ask") {
    const value = consent === "accept" ? "v1-11" : "v1-00";
    if (options.baseURL) await context.addCookies([{ name: "acaso_consent", value, url: options.baseURL }]);
    await context.addInitScript((cookie: string) => {
      try {
        // biome-ignore lint/suspicious/noDocumentCookie: a test's pre-made choice on any origin it opens
        if (!document.cookie.includes("acaso_consent=")) document.cookie = `acaso_consent=${cookie}; Path=/`;
      } catch {
        // a sandboxed frame (an Adsterra ad, no allow-same-origin) has no cookies: nothing to set
      }
    }, value);
  }
  if (options.camera === false) {
    // The fake-UI flag auto-accepts prompts; make this person's browser refuse instead.
    await context.addInitScript(() => {
      const denied = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = denied;
    });
  }
  const page = await context.newPage();
  return { context, page };
}

/** The ready-made pair for video chat tests: two strangers in independent contexts. */
export async function twoStrangers(browser: Browser, baseURL?: string): Promise<[Stranger, Stranger]> {
  return Promise.all([newStranger(browser, { baseURL }), newStranger(browser, { baseURL })]);
}
