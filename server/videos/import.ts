import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { videoMetaSchema } from "#common/video-meta.ts";
import { hashtagsIn } from "#common/videos.ts";
import type { Db } from "#db/client.ts";
import type { FileStorage } from "#server/storage/index.ts";
import { addVideo } from "./catalogue.ts";

export type ImportOutcome =
  | { file: string; status: "imported"; id: string; poster: boolean }
  | { file: string; status: "present"; id: string }
  | { file: string; status: "refused"; reason: string };

const VIDEO_FILE = /\.(mp4|m4v|webm)$/i;
const POSTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * `npm run videos:import -- DIR`: every video file of DIR (mp4, webm) with its JSON sidecar of the
 * same name (`clip.mp4` + `clip.json`: caption, creatorName, creatorUrl, hashtags, addedAt) and an
 * optional poster image (`clip.jpg`, used when ffmpeg is not installed). Files already in the
 * catalogue (same bytes) are left alone, so running it again is harmless.
 */
export async function importDirectory(
  dir: string,
  deps: { db: Db; storage: FileStorage; maxBytes: number; ffmpegPath: string },
): Promise<ImportOutcome[]> {
  const names = (await readdir(dir)).filter((name) => VIDEO_FILE.test(name)).sort();
  const outcomes: ImportOutcome[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const base = file.slice(0, -path.extname(name).length);
    const size = (await stat(file)).size;
    if (size > deps.maxBytes) {
      outcomes.push({
        file: name,
        status: "refused",
        reason: `larger than VIDEO_MAX_BYTES (${deps.maxBytes})`,
      });
      continue;
    }
    const sidecar = await readIfExists(`${base}.json`);
    if (!sidecar) {
      outcomes.push({ file: name, status: "refused", reason: `no sidecar ${path.basename(base)}.json` });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(sidecar.toString("utf8"));
    } catch {
      outcomes.push({ file: name, status: "refused", reason: "sidecar is not valid JSON" });
      continue;
    }
    const meta = videoMetaSchema.safeParse(json);
    if (!meta.success) {
      const fields = [...new Set(meta.error.issues.map((i) => i.path.join(".") || "(root)"))];
      outcomes.push({
        file: name,
        status: "refused",
        reason: `sidecar fields invalid: ${fields.join(", ")}`,
      });
      continue;
    }
    let poster: Buffer | null = null;
    for (const extension of POSTER_EXTENSIONS) {
      poster ??= await readIfExists(`${base}${extension}`);
    }
    const caption = meta.data.caption ?? "";
    const result = await addVideo(deps, {
      bytes: new Uint8Array(await readFile(file)),
      caption,
      creatorName: meta.data.creatorName,
      creatorUrl: meta.data.creatorUrl,
      hashtags: [...meta.data.hashtags, ...hashtagsIn(caption)],
      poster: poster ? new Uint8Array(poster) : null,
      addedAt: meta.data.addedAt ? new Date(meta.data.addedAt) : undefined,
    });
    if (!result.ok) {
      const reasons = {
        notVideo: "not an MP4 or WebM video (checked by its bytes)",
        tooLarge: `larger than VIDEO_MAX_BYTES (${deps.maxBytes})`,
        empty: "empty file",
      };
      outcomes.push({ file: name, status: "refused", reason: reasons[result.reason] });
    } else if (result.created) {
      outcomes.push({
        file: name,
        status: "imported",
        id: result.video.id,
        poster: result.video.posterUrl !== null,
      });
    } else {
      outcomes.push({ file: name, status: "present", id: result.video.id });
    }
  }
  return outcomes;
}
