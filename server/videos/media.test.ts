import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { fakeFfmpeg } from "../../tests/helpers/videos.ts";
import { parseRange } from "./http.ts";
import { encodePoster, ffmpegAvailable, parseFfmpegReport, probeVideo, sniffVideo } from "./media.ts";

const webm = new Uint8Array(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/videos/tiny.webm")),
);
const ascii = (text: string) => new TextEncoder().encode(text);
const mp4 = (brand: string) => {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 0x20], 0);
  bytes.set(ascii(`ftyp${brand}`), 4);
  return bytes;
};

describe("video sniffing", () => {
  it("knows MP4 and WebM by their bytes only", () => {
    expect(sniffVideo(webm)).toBe("video/webm");
    expect(sniffVideo(mp4("isom"))).toBe("video/mp4");
    expect(sniffVideo(mp4("mp42"))).toBe("video/mp4");
    // QuickTime and plain Matroska are refused: not every browser plays them.
    expect(sniffVideo(mp4("qt  "))).toBeNull();
    const matroska = webm.slice();
    matroska.set(ascii("mkvx"), webm.indexOf(0x77));
    expect(sniffVideo(matroska)).toBeNull();
    expect(sniffVideo(tinyPngBytes())).toBeNull();
    expect(sniffVideo(ascii("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffVideo(new Uint8Array(10))).toBeNull();
  });

  it("reads duration and size from ffmpeg's report", () => {
    const report = [
      "Input #0, matroska,webm, from 'in.webm':",
      "  Duration: 00:01:02.50, start: 0.000000, bitrate: 13 kb/s",
      "  Stream #0:0(eng): Video: vp8, yuv420p(tv, progressive), 64x96, SAR 1:1 DAR 2:3, 10 fps",
    ].join("\n");
    expect(parseFfmpegReport(report)).toEqual({ durationSeconds: 62.5, width: 64, height: 96 });
    expect(parseFfmpegReport("Duration: N/A")).toEqual({ durationSeconds: null, width: null, height: null });
  });

  it("never runs ffmpeg when FFMPEG_PATH is empty, and survives a missing binary", async () => {
    expect(await ffmpegAvailable("")).toBe(false);
    expect(await ffmpegAvailable("/no/such/ffmpeg")).toBe(false);
    expect(await probeVideo("/no/such/ffmpeg", webm, "video/webm")).toEqual({
      poster: null,
      durationSeconds: null,
      width: null,
      height: null,
    });
  });

  it("makes the poster from ffmpeg's first frame and reads its report when ffmpeg is installed", async () => {
    // A stand-in binary: the ffmpeg code path runs on machines without ffmpeg too.
    const dir = mkdtempSync(path.join(tmpdir(), "acaso-ffmpeg-"));
    try {
      const frame = tinyPngBytes();
      const ffmpeg = fakeFfmpeg(dir, frame);
      expect(await ffmpegAvailable(ffmpeg)).toBe(true);
      const probed = await probeVideo(ffmpeg, webm, "video/webm");
      expect(probed).toEqual({ poster: new Uint8Array(frame), durationSeconds: 2.4, width: 48, height: 64 });
      // ffmpeg was given the video's own bytes.
      expect(new Uint8Array(readFileSync(path.join(dir, "input.bin")))).toEqual(webm);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("re-encodes a poster image to WebP and refuses what is not an image", async () => {
    const poster = await encodePoster(tinyPngBytes());
    expect(
      Buffer.from(poster ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
    expect(await encodePoster(webm)).toBeNull();
  });
});

describe("byte ranges", () => {
  it.each([
    [null, 100, null],
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=0-500", 100, { start: 0, end: 99 }],
    ["bytes=100-", 100, "invalid"],
    ["bytes=9-1", 100, "invalid"],
    ["bytes=-0", 100, "invalid"],
    ["bytes=0-1,5-6", 100, "invalid"],
    ["items=0-1", 100, "invalid"],
  ] as const)("%s of %i bytes -> %j", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
