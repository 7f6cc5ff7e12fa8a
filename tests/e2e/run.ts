// Runs the browser tests the way CI does: a fresh production build, then Vitest's e2e project
// inside a private network namespace that has only loopback, so nothing leaves the machine.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const extra = process.argv.slice(2);

/**
 * A system program the browser tests need, installed from Debian with apt-get when missing and we
 * are root (a fresh CI machine); otherwise a clear message on how to install it.
 */
function ensureDebianPackage(options: {
  label: string;
  present: () => boolean;
  debianPackage: string;
  hint: string;
}) {
  if (options.present()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && process.env.ACASO_NO_APT !== "1") {
    console.error(`${options.label} is missing: installing Debian's ${options.debianPackage} with apt-get…`);
    if (!aptUpdated) execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    aptUpdated = true;
    execFileSync("apt-get", ["install", "-y", "-qq", options.debianPackage], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error(options.hint);
  process.exit(1);
}
let aptUpdated = false;

/** A program on PATH or in the system directories (Debian puts turnserver in /usr/bin). */
function onPath(binary: string): boolean {
  return [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/bin"].some(
    (dir) => dir !== "" && existsSync(path.join(dir, binary)),
  );
}

ensureDebianPackage({
  label: "Chromium",
  present: () => existsSync(CHROMIUM_PATH),
  debianPackage: "chromium",
  hint: `Browser tests need Chromium at ${CHROMIUM_PATH}.\nInstall it with: sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary)`,
});
// The relay tests run coturn (tests/e2e/services.ts startTurn; issue 17: `npm test` on a fresh machine).
ensureDebianPackage({
  label: "coturn (turnserver)",
  present: () => onPath("turnserver"),
  debianPackage: "coturn",
  hint: "Browser tests need coturn's turnserver.\nInstall it with: sudo apt-get install -y coturn",
});
if (process.env.ACASO_SKIP_BUILD !== "1") {
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// One file at a time by default: two at a time (E2E_WORKERS=2; each file has its own server,
// services and Chromium on free ports) passed on the 2-core CI box but took as long, every file
// twice as slow (the browsers saturate both cores): 821 s against 881 s for the suite, not worth
// the extra room for timing flakes.
const workers = process.env.E2E_WORKERS ?? "1";
const vitest = [
  path.join(root, "node_modules/vitest/vitest.mjs"),
  "run",
  "--project",
  "e2e",
  `--maxWorkers=${workers}`,
  ...extra,
];
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
