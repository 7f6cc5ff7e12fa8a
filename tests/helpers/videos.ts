import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/videos/tiny.webm");
const COLORS = ["red", "blue", "green", "orange", "purple", "teal", "yellow", "gray"];

let ffmpeg: boolean | undefined;
export function hasFfmpeg(): boolean {
  if (ffmpeg === undefined) {
    try {
      execFileSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
      ffmpeg = true;
    } catch {
      ffmpeg = false;
    }
  }
  return ffmpeg;
}

/**
 * A small distinct playable video, made without network: with ffmpeg (a 1 s 64x96 VP8 clip of
 * one colour) when it is installed, else the committed 1.6 kB fixture (VP8, 48x64, 1.2 s, recorded
 * once with Chromium's MediaRecorder) with an EBML Void element appended, which players ignore,
 * so that each copy has different bytes (the catalogue keeps one row per file content).
 */
export function testVideo(index: number): Uint8Array {
  if (hasFfmpeg()) {
    const dir = mkdtempSync(path.join(tmpdir(), "acaso-testvideo-"));
    try {
      const out = path.join(dir, "v.webm");
      execFileSync(
        "ffmpeg",
        [
          "-hide_banner",
          "-loglevel",
          "error",
          "-f",
          "lavfi",
          "-i",
          `color=c=${COLORS[index % COLORS.length]}:s=64x96:d=1:r=10`,
          "-c:v",
          "libvpx",
          "-b:v",
          "50k",
          "-metadata",
          `title=test-${index}`,
          out,
        ],
        { stdio: "ignore" },
      );
      return new Uint8Array(readFileSync(out));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const fixture = readFileSync(FIXTURE);
  const marker = Buffer.from(`acaso-test-${index}`);
  const voidElement = Buffer.concat([Buffer.from([0xec, 0x80 | marker.length]), marker]);
  return new Uint8Array(Buffer.concat([fixture, voidElement]));
}
