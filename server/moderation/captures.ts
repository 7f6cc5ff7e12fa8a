import { and, desc, eq, gte, inArray, lte, or } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#db/client.ts";
import { type SafeControlCapture, safeControlCaptures } from "#db/schema/index.ts";
import { MAX_INPUT_PIXELS, sniffImage } from "../media/images.ts";
import { type FileStorage, newKey } from "../storage/index.ts";

export type NewCapture = {
  kind: string;
  ident: string | null;
  userId: string | null;
  ipHash: string | null;
  socketId: string;
  matchId: string | null;
  mimeType: string;
  data: Uint8Array;
};

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

function extensionOf(mimeType: string): string {
  if (EXTENSIONS[mimeType]) return EXTENSIONS[mimeType];
  if (mimeType.startsWith("video/mp4")) return "mp4";
  if (mimeType.startsWith("video/")) return "webm";
  return "bin";
}

/** Captures "around" a match: from this long before the report to a little after. */
const AROUND_BEFORE_MS = 30 * 60 * 1000;
const AROUND_AFTER_MS = 5 * 60 * 1000;

export type CaptureStore = ReturnType<typeof createCaptureStore>;

/**
 * Safety-control captures (issue 12): the bytes in THE file storage (server/storage), the row in
 * PostgreSQL with who sent it (ident, account, keyed address hash), its SHA-256 and its check score.
 */
export function createCaptureStore(db: Db, storage: FileStorage) {
  return {
    async save(capture: NewCapture): Promise<SafeControlCapture> {
      const key = newKey("captures", extensionOf(capture.mimeType));
      const stored = await storage.put(key, capture.data);
      try {
        const [row] = await db
          .insert(safeControlCaptures)
          .values({
            kind: capture.kind,
            ident: capture.ident,
            userId: capture.userId,
            ipHash: capture.ipHash,
            socketId: capture.socketId,
            matchId: capture.matchId,
            mimeType: capture.mimeType,
            byteSize: stored.size,
            storageKey: key,
            sha256: stored.sha256,
          })
          .returning();
        if (!row) throw new Error("capture insert returned nothing");
        return row;
      } catch (error) {
        // No file without its row: the retention job only finds files through rows.
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    async get(id: string): Promise<SafeControlCapture | undefined> {
      const [row] = await db
        .select()
        .from(safeControlCaptures)
        .where(eq(safeControlCaptures.id, id))
        .limit(1);
      return row;
    },

    /** The bytes of a capture (from the storage, or the row for captures from before issue 12). */
    async bytes(row: SafeControlCapture): Promise<Buffer | null> {
      if (row.storageKey) return storage.read(row.storageKey);
      return row.data ? Buffer.from(row.data) : null;
    },

    /** The captures of a person around a reported match, newest first. */
    async around(input: {
      ident: string | null;
      matchId: string | null;
      at: Date;
    }): Promise<SafeControlCapture[]> {
      const conditions = [];
      if (input.ident) {
        conditions.push(
          and(
            eq(safeControlCaptures.ident, input.ident),
            gte(safeControlCaptures.createdAt, new Date(input.at.getTime() - AROUND_BEFORE_MS)),
            lte(safeControlCaptures.createdAt, new Date(input.at.getTime() + AROUND_AFTER_MS)),
          ),
        );
      }
      if (input.matchId && input.ident) {
        conditions.push(
          and(eq(safeControlCaptures.matchId, input.matchId), eq(safeControlCaptures.ident, input.ident)),
        );
      }
      if (conditions.length === 0) return [];
      return db
        .select()
        .from(safeControlCaptures)
        .where(or(...conditions))
        .orderBy(desc(safeControlCaptures.createdAt))
        .limit(12);
    },

    async setScore(id: string, score: number): Promise<void> {
      await db
        .update(safeControlCaptures)
        .set({ nsfwScore: score, checkedAt: new Date() })
        .where(eq(safeControlCaptures.id, id));
    },

    /** Deletes captures and their files; returns how many rows went. */
    async remove(rows: Array<Pick<SafeControlCapture, "id" | "storageKey">>): Promise<number> {
      if (rows.length === 0) return 0;
      for (const row of rows) if (row.storageKey) await storage.delete(row.storageKey);
      const deleted = await db
        .delete(safeControlCaptures)
        .where(
          inArray(
            safeControlCaptures.id,
            rows.map((row) => row.id),
          ),
        )
        .returning({ id: safeControlCaptures.id });
      return deleted.length;
    },
  };
}

/**
 * What a moderator sees before choosing to look (issue 12): the picture shrunk to a few dozen pixels
 * and blurred, so no detail survives, re-encoded without metadata. Null for what is not a still image.
 */
export async function blurredPreview(bytes: Uint8Array): Promise<Buffer | null> {
  if (!sniffImage(bytes)) return null;
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 24, height: 24, fit: "inside" })
      .blur(2)
      .resize({ width: 240, height: 240, fit: "inside", kernel: "cubic" })
      .jpeg({ quality: 60 })
      .toBuffer();
  } catch {
    return null;
  }
}
