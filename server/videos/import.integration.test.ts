// `npm run videos:import -- DIR` end to end (a child process with the server's configuration),
// then the catalogue and its files as the import left them.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { shortVideos } from "#db/schema/short-videos.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { createLocalStorage, createMemoryStorage } from "#server/storage/index.ts";
import { fakeFfmpeg, hasFfmpeg, testVideo } from "../../tests/helpers/videos.ts";
import { importDirectory } from "./import.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function importCli(dir: string, dataDir: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/videos-import.ts", dir], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe("videos:import", () => {
  it("imports videos with their sidecars, refuses bad ones with a reason, and is idempotent", async () => {
    const dir = tmp("acaso-import-src-");
    const dataDir = tmp("acaso-import-data-");
    writeFileSync(path.join(dir, "a.webm"), testVideo(1));
    writeFileSync(
      path.join(dir, "a.json"),
      JSON.stringify({
        caption: "Sunset at the beach #Beach #summer",
        creatorName: "Ana",
        creatorUrl: "https://example.com/@ana",
        hashtags: ["travel", "#Beach"],
        addedAt: "2026-01-02T03:04:05Z",
      }),
    );
    writeFileSync(path.join(dir, "a.png"), tinyPngBytes());
    writeFileSync(path.join(dir, "b.webm"), testVideo(2));
    writeFileSync(
      path.join(dir, "b.json"),
      JSON.stringify({ creatorName: "Bruno", hashtags: "cats, #funny" }),
    );
    writeFileSync(path.join(dir, "fake.mp4"), Buffer.from("this is not a video, whatever its name says"));
    writeFileSync(path.join(dir, "fake.json"), JSON.stringify({ creatorName: "X" }));
    writeFileSync(path.join(dir, "nosidecar.webm"), testVideo(3));
    writeFileSync(path.join(dir, "badmeta.webm"), testVideo(4));
    writeFileSync(
      path.join(dir, "badmeta.json"),
      JSON.stringify({ creatorName: "", creatorUrl: "javascript:x" }),
    );
    writeFileSync(path.join(dir, "notes.txt"), "ignored");

    const first = await importCli(dir, dataDir);
    expect(first.code, first.output).toBe(1);
    expect(first.output).toContain("2 imported, 0 already present, 3 refused");
    expect(first.output).toMatch(/refused {3}fake\.mp4: not an MP4 or WebM video/);
    expect(first.output).toContain("nosidecar.webm: no sidecar nosidecar.json");
    expect(first.output).toMatch(/badmeta\.webm: sidecar fields invalid: creatorName, creatorUrl/);

    const database = await openDatabase({ dataDir });
    try {
      const storage = createLocalStorage(path.join(dataDir, "files"));
      const again = await importDirectory(dir, { db: database.db, storage, maxBytes: 1e8, ffmpegPath: "" });
      expect(again.map((o) => o.status)).toEqual(["present", "present", "refused", "refused", "refused"]);
      const capped = await importDirectory(dir, {
        db: database.db,
        storage: createMemoryStorage(),
        maxBytes: 1000,
        ffmpegPath: "",
      });
      expect(
        capped.filter((o) => o.status === "refused" && o.reason.includes("VIDEO_MAX_BYTES")),
      ).toHaveLength(4);
      const rows = await database.db.select().from(shortVideos).orderBy(shortVideos.creatorName);
      expect(rows).toHaveLength(2);
      const [a, b] = rows;
      expect(a).toMatchObject({
        caption: "Sunset at the beach #Beach #summer",
        creatorName: "Ana",
        creatorUrl: "https://example.com/@ana",
        mimeType: "video/webm",
        posterType: "image/webp",
      });
      expect(a?.hashtags.sort()).toEqual(["beach", "summer", "travel"]);
      expect(a?.addedAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
      expect(b?.hashtags.sort()).toEqual(["cats", "funny"]);
      // Without ffmpeg and without an image beside it, a video has no poster (the grid shows its first frame).
      expect(b?.posterKey !== null).toBe(hasFfmpeg());
      if (hasFfmpeg()) expect(b?.durationSeconds).toBeGreaterThan(0.5);
      expect(Buffer.from((await storage.read(a?.fileKey ?? "")) ?? [])).toEqual(Buffer.from(testVideo(1)));
      const poster = await storage.read(a?.posterKey ?? "");
      expect(poster?.subarray(8, 12).toString()).toBe("WEBP");
    } finally {
      await database.close();
    }
  });

  it("takes the poster, duration and size from ffmpeg when it runs, before a sidecar image", async () => {
    // A stand-in ffmpeg whose first frame is a 4x6 image; the sidecar image is 1x1.
    const bin = tmp("acaso-import-ffmpeg-");
    const frame = await sharp({ create: { width: 4, height: 6, channels: 3, background: "#08f" } })
      .png()
      .toBuffer();
    const ffmpegPath = fakeFfmpeg(bin, new Uint8Array(frame), { duration: "00:00:03.50", size: "64x96" });
    const dir = tmp("acaso-import-src-");
    writeFileSync(path.join(dir, "with-image.webm"), testVideo(5));
    writeFileSync(path.join(dir, "with-image.json"), JSON.stringify({ creatorName: "Ana" }));
    writeFileSync(path.join(dir, "with-image.png"), tinyPngBytes());
    writeFileSync(path.join(dir, "bare.webm"), testVideo(6));
    writeFileSync(path.join(dir, "bare.json"), JSON.stringify({ creatorName: "Bruno" }));
    const database = await openDatabase({ dataDir: tmp("acaso-import-data-") });
    try {
      const storage = createMemoryStorage();
      const outcomes = await importDirectory(dir, { db: database.db, storage, maxBytes: 1e8, ffmpegPath });
      expect(outcomes.map((o) => o.status)).toEqual(["imported", "imported"]);
      const rows = await database.db.select().from(shortVideos).orderBy(shortVideos.creatorName);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ durationSeconds: 3.5, width: 64, height: 96, posterType: "image/webp" });
        const poster = await storage.read(row.posterKey ?? "");
        const meta = await sharp(poster ?? Buffer.alloc(0)).metadata();
        expect([meta.format, meta.width, meta.height], row.creatorName).toEqual(["webp", 4, 6]);
      }
    } finally {
      await database.close();
    }
  });
});
