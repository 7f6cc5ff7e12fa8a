/**
 * Imports a folder of short videos into the catalogue (issue 15):
 *   npm run videos:import -- ./my-videos
 * Each `name.mp4` / `name.webm` needs a `name.json` sidecar:
 *   { "caption": "Sunset #beach", "creatorName": "Ana", "creatorUrl": "https://…", "hashtags": ["travel"] }
 * and may have a `name.jpg` poster (ffmpeg, when installed, makes one from the first frame instead).
 * Uses the server's configuration (DATABASE_URL or PGlite in DATA_DIR, files under DATA_DIR/files).
 * With PGlite, stop the server first: the embedded database allows one process at a time.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#db/client.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createLocalStorage } from "#server/storage/index.ts";
import { importDirectory } from "#server/videos/import.ts";
import { ffmpegAvailable } from "#server/videos/media.ts";

async function main(): Promise<number> {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error("usage: npm run videos:import -- <directory with videos and their .json sidecars>");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const hasFfmpeg = await ffmpegAvailable(config.FFMPEG_PATH);
    console.warn(
      hasFfmpeg
        ? "ffmpeg found: posters are made from each video's first frame"
        : "ffmpeg not found: posters come from name.jpg/.png/.webp beside each video, if any",
    );
    const outcomes = await importDirectory(path.resolve(dir), {
      db: database.db,
      storage: createLocalStorage(path.join(config.dataDir, "files")),
      maxBytes: config.VIDEO_MAX_BYTES,
      ffmpegPath: config.FFMPEG_PATH,
    });
    for (const o of outcomes) {
      if (o.status === "imported")
        console.warn(`imported  ${o.file} -> ${o.id}${o.poster ? "" : " (no poster)"}`);
      else if (o.status === "present")
        console.warn(`present   ${o.file} (already in the catalogue as ${o.id})`);
      else console.error(`refused   ${o.file}: ${o.reason}`);
    }
    const count = (status: string) => outcomes.filter((o) => o.status === status).length;
    console.warn(
      `${count("imported")} imported, ${count("present")} already present, ${count("refused")} refused`,
    );
    return count("refused") > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
