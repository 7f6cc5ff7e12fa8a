import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * A stand-in for ffmpeg (a shell script) for machines without it: `-version` succeeds, and a run
 * copies `frame` (an image) to its last argument, the output, and prints the report lines ffmpeg
 * prints on stderr (duration, the video stream's size). It also keeps the input it was given as
 * `input.bin` beside itself, so a test can check what was sent. Returns the script's path.
 */
export function fakeFfmpeg(
  dir: string,
  frame: Uint8Array,
  report = { duration: "00:00:02.40", size: "48x64" },
) {
  const script = path.join(dir, "ffmpeg");
  writeFileSync(path.join(dir, "frame.img"), frame);
  writeFileSync(
    script,
    [
      "#!/bin/sh",
      'if [ "$2" = "-version" ]; then echo "ffmpeg version stand-in"; exit 0; fi',
      'input=""; prev=""',
      'for arg; do [ "$prev" = "-i" ] && input="$arg"; prev="$arg"; last="$arg"; done',
      `cp "$input" "${dir}/input.bin"`,
      `cp "${dir}/frame.img" "$last"`,
      `echo "  Duration: ${report.duration}, start: 0.000000, bitrate: 13 kb/s" >&2`,
      `echo "  Stream #0:0: Video: vp8, yuv420p(tv, progressive), ${report.size}, SAR 1:1, 10 fps" >&2`,
      "exit 0",
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  return script;
}
