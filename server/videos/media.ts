import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MAX_INPUT_PIXELS, sniffImage } from "#server/media/images.ts";

export type VideoType = "video/mp4" | "video/webm";

const ascii = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, start + length));

// ISO base media brands browsers play as MP4; QuickTime ("qt  ") is refused: not every browser plays it.
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);

/** The video type by magic bytes (never by name or declared type), or null. */
export function sniffVideo(bytes: Uint8Array): VideoType | null {
  if (bytes.length < 32) return null;
  if (ascii(bytes, 4, 4) === "ftyp" && MP4_BRANDS.has(ascii(bytes, 8, 4))) return "video/mp4";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // EBML header: the DocType element (0x42 0x82) says "webm" (plain Matroska is refused).
    const head = ascii(bytes, 0, Math.min(bytes.length, 64));
    if (head.includes("\u0042\u0082\u0084webm")) return "video/webm";
  }
  return null;
}

export const VIDEO_EXTENSIONS: Record<VideoType, string> = { "video/mp4": "mp4", "video/webm": "webm" };

/** Largest side of a stored poster. */
const POSTER_SIDE = 720;

/** A poster image checked by its bytes and re-encoded as WebP without metadata; null when it is not an image. */
export async function encodePoster(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (!sniffImage(bytes)) return null;
  try {
    const out = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: POSTER_SIDE, height: POSTER_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout({ seconds: 10 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

export type ProbedVideo = {
  /** First frame as an image (JPEG), when ffmpeg could make one. */
  poster: Uint8Array | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
};

const availability = new Map<string, Promise<boolean>>();

function run(file: string, args: string[], timeoutMs: number) {
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 4_000_000 }, (error, _stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stderr: String(stderr) });
    });
  });
}

/** True when `ffmpegPath` runs (checked once per path); an empty path means "never use ffmpeg". */
export function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  if (!ffmpegPath) return Promise.resolve(false);
  let known = availability.get(ffmpegPath);
  if (!known) {
    known = run(ffmpegPath, ["-hide_banner", "-version"], 5000).then((r) => r.code === 0);
    availability.set(ffmpegPath, known);
  }
  return known;
}

/** Reads "Duration: 00:01:02.50" and the first video stream's "WxH" from ffmpeg's report. */
export function parseFfmpegReport(stderr: string): Omit<ProbedVideo, "poster"> {
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationSeconds = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : null;
  const s = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    durationSeconds: durationSeconds !== null && Number.isFinite(durationSeconds) ? durationSeconds : null,
    width: s ? Number(s[1]) : null,
    height: s ? Number(s[2]) : null,
  };
}

/**
 * Poster (first frame), duration and size of a video with ffmpeg, when it is installed; all null
 * otherwise (the admin upload then sends the browser's first frame, the grid shows the video's own).
 */
export async function probeVideo(
  ffmpegPath: string,
  bytes: Uint8Array,
  type: VideoType,
): Promise<ProbedVideo> {
  const none: ProbedVideo = { poster: null, durationSeconds: null, width: null, height: null };
  if (!(await ffmpegAvailable(ffmpegPath))) return none;
  const dir = await mkdtemp(path.join(tmpdir(), "acaso-video-"));
  try {
    const input = path.join(dir, `in.${VIDEO_EXTENSIONS[type]}`);
    const output = path.join(dir, "poster.jpg");
    await writeFile(input, bytes);
    const result = await run(
      ffmpegPath,
      ["-hide_banner", "-nostdin", "-y", "-i", input, "-frames:v", "1", "-q:v", "3", output],
      60_000,
    );
    const report = parseFfmpegReport(result.stderr);
    const poster = result.code === 0 ? await readFile(output).catch(() => null) : null;
    return { ...report, poster: poster ? new Uint8Array(poster) : null };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
