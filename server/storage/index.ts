import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * THE storage of files (ARCHITECTURE "storage/"): safety captures, story images, short videos,
 * house banners. One interface, chosen once at start-up; the default keeps files under
 * DATA_DIR/files. Several nodes need a shared directory (a volume) or another implementation.
 * Metadata (content type, owner, lifetime) lives in the database rows that name the key.
 */
export type StoredObject = { key: string; size: number; sha256: string };

export type FileStorage = {
  readonly kind: string;
  /** Writes the bytes under `key` (replacing any previous file) and returns size and SHA-256. */
  put(key: string, data: Uint8Array): Promise<StoredObject>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the file (optionally a byte range, inclusive end), or null when there is none. */
  stream(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; size: number } | null>;
  /** Size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are relative paths of safe segments: `captures/2026/11/<uuid>.jpg`. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,7}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export class StorageKeyError extends Error {
  override name = "StorageKeyError";
}

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
  return key;
}

/** A fresh key under a prefix: `newKey("stories", "webp")` -> `stories/2026-11/<uuid>.webp`. */
export function newKey(prefix: string, extension: string, now = new Date()): string {
  const month = now.toISOString().slice(0, 7);
  return assertKey(`${prefix}/${month}/${randomUUID()}.${extension}`);
}

function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...assertKey(key).split("/"));
  async function sizeOf(key: string): Promise<number | null> {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }
  return {
    kind: "local",
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, a crash never leaves one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
      return { key, size: data.byteLength, sha256: sha256(data) };
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async stream(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    size: sizeOf,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** For tests: the same contract in memory. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: "memory",
    async put(key, data) {
      files.set(assertKey(key), Buffer.from(data));
      return { key, size: data.byteLength, sha256: sha256(data) };
    },
    async read(key) {
      return files.get(assertKey(key)) ?? null;
    },
    async stream(key, range) {
      const data = files.get(assertKey(key));
      if (!data) return null;
      const slice = range ? data.subarray(range.start, range.end + 1) : data;
      return { body: Readable.from([slice]), size: data.byteLength };
    },
    async size(key) {
      return files.get(assertKey(key))?.byteLength ?? null;
    },
    async delete(key) {
      files.delete(assertKey(key));
    },
  };
}
