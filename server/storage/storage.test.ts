import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertKey, createLocalStorage, createMemoryStorage, type FileStorage, newKey } from "./index.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

const implementations: [string, () => Promise<FileStorage>][] = [
  ["memory", async () => createMemoryStorage()],
  [
    "local",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "acaso-storage-"));
      dirs.push(dir);
      return createLocalStorage(dir);
    },
  ],
];

describe.each(implementations)("%s storage", (_name, make) => {
  it("stores, reads, streams ranges, sizes and deletes", async () => {
    const storage = await make();
    const key = newKey("captures", "jpg");
    const stored = await storage.put(key, new TextEncoder().encode("hello world"));
    expect(stored).toEqual({
      key,
      size: 11,
      sha256: "b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9",
    });
    expect((await storage.read(key))?.toString()).toBe("hello world");
    expect(await storage.size(key)).toBe(11);
    const whole = await storage.stream(key);
    expect(await collect(whole!.body)).toBe("hello world");
    const part = await storage.stream(key, { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(await collect(part!.body)).toBe("world");
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.delete(key);
  });

  it("refuses keys that could leave the root", async () => {
    const storage = await make();
    for (const key of [
      "../x",
      "a/../../x",
      "/etc/passwd",
      "a//b",
      "",
      ".hidden",
      "a/./b",
      "a\\b",
      "a\u0000b",
    ]) {
      await expect(storage.put(key, new Uint8Array(1))).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe("local storage", () => {
  it("leaves no temporary file behind", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "acaso-storage-"));
    dirs.push(dir);
    const storage = createLocalStorage(dir);
    await storage.put("a/b.txt", new Uint8Array([1, 2, 3]));
    expect(await readdir(path.join(dir, "a"))).toEqual(["b.txt"]);
  });
});

describe("keys", () => {
  it("accepts nested safe segments", () => {
    expect(assertKey("stories/2026-11/x.webp")).toBe("stories/2026-11/x.webp");
    expect(newKey("videos", "mp4", new Date("2026-11-23T00:00:00Z"))).toMatch(
      /^videos\/2026-11\/[0-9a-f-]{36}\.mp4$/,
    );
  });
});
