// Runs the browser tests the way CI does: a fresh production build, then Vitest's e2e project
// inside a private network namespace that has only loopback, so nothing leaves the machine.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const extra = process.argv.slice(2);

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && process.env.ACASO_NO_APT !== "1") {
    console.error("Chromium is missing: installing Debian's chromium with apt-get…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}.\nInstall it with: sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary)`,
  );
  process.exit(1);
}

ensureChromium();
if (process.env.ACASO_SKIP_BUILD !== "1") {
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const vitest = [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--project", "e2e", ...extra];
const canUnshare = process.getuid?.() === 0 && process.env.ACASO_NO_NETNS !== "1";
const quoted = [process.execPath, ...vitest].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
const result = canUnshare
  ? spawnSync("unshare", ["-n", "--", "sh", "-c", `ip link set lo up && exec ${quoted}`], {
      cwd: root,
      stdio: "inherit",
    })
  : spawnSync(process.execPath, vitest, { cwd: root, stdio: "inherit" });
if (!canUnshare) console.error("note: not root, browser tests ran without a private network namespace");
process.exit(result.status ?? 1);
