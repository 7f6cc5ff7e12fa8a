// The video provider contract (issue 15): the catalogue and the TikTok oEmbed provider answer the
// same questions the same way. The oEmbed provider talks to a loopback fake, never to TikTok.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { createLogger } from "#server/logger.ts";
import { createMemoryStorage } from "#server/storage/index.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type FakeOembed, fakeTiktokId, startFakeOembed } from "../../tests/helpers/fake-oembed.ts";
import { testVideo } from "../../tests/helpers/videos.ts";
import { addVideo, createCatalogueProvider } from "./catalogue.ts";
import { createTiktokProvider, tiktokVideoId } from "./tiktok.ts";
import type { VideoProvider } from "./types.ts";

const logger = createLogger({ LOG_LEVEL: "silent", isDev: false });

// Three videos, oldest first: (caption, creator, hashtags). TikTok ids carry their time.
const VIDEOS = [
  { caption: "Old one #cats", creator: "ana", tags: ["cats"] },
  { caption: "Middle #cats #funny", creator: "bruno", tags: ["cats", "funny"] },
  { caption: "Newest #dogs", creator: "carla", tags: ["dogs"] },
];
let oembed: FakeOembed;
const tiktokId = fakeTiktokId;
const tiktokUrl = (i: number) => oembed.videoUrl(i);
let oembedUrl = "";
const oembedCalls = () => oembed.calls();
beforeAll(async () => {
  oembed = await startFakeOembed(VIDEOS);
  oembedUrl = oembed.url;
});
afterAll(async () => {
  await oembed.close();
});

type Made = { provider: VideoProvider; ids: string[] };

const providers: [string, (database: Database) => Promise<Made>][] = [
  [
    "catalogue",
    async (database) => {
      const storage = createMemoryStorage();
      const ids: string[] = [];
      for (const [i, v] of VIDEOS.entries()) {
        const result = await addVideo(
          { db: database.db, storage, maxBytes: 1e7, ffmpegPath: "" },
          {
            bytes: testVideo(100 + i),
            caption: v.caption,
            creatorName: v.creator,
            hashtags: v.tags,
            addedAt: new Date(Date.UTC(2026, 0, 1 + i)),
          },
        );
        if (!result.ok) throw new Error(result.reason);
        ids.push(result.video.id);
      }
      return { provider: createCatalogueProvider({ db: database.db, storage }), ids };
    },
  ],
  [
    "tiktok oEmbed",
    async (database) => ({
      provider: createTiktokProvider({
        db: database.db,
        logger,
        // One URL the fake does not know, and one that is not a TikTok video URL: both left out.
        urls: [
          tiktokUrl(1),
          tiktokUrl(0),
          "https://www.tiktok.com/@x/video/123456789",
          "https://example.com/v",
          tiktokUrl(2),
        ],
        oembedUrl,
      }),
      ids: VIDEOS.map((_, i) => tiktokId(i)),
    }),
  ],
];

describe.each(testDatabases())("video providers on %s", (kind) => {
  // One database for both providers: their plays have different keys (uuid, tiktok:<id>).
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("asks the oEmbed endpoint once per URL and hour, not per page view", async () => {
    let now = 0;
    const provider = createTiktokProvider({
      db: database.db,
      logger,
      urls: [tiktokUrl(0), tiktokUrl(1)],
      oembedUrl,
      now: () => now,
    });
    const before = oembedCalls();
    await Promise.all([
      provider.list({ order: "latest", page: 1, perPage: 5 }),
      provider.list({ order: "popular", page: 1, perPage: 5 }),
      provider.get(tiktokId(0)),
    ]);
    expect(oembedCalls() - before).toBe(2);
    now += 61 * 60 * 1000;
    await provider.list({ order: "latest", page: 1, perPage: 5 });
    expect(oembedCalls() - before).toBe(4);
  });

  describe.each(providers)("%s", (_name, make) => {
    let provider: VideoProvider;
    let ids: string[];
    beforeAll(async () => {
      ({ provider, ids } = await make(database));
    });

    it("lists the latest first, with total and pages", async () => {
      const all = await provider.list({ order: "latest", page: 1, perPage: 10 });
      expect(all.total).toBe(3);
      expect(all.videos.map((v) => v.creatorName)).toEqual(["carla", "bruno", "ana"]);
      const second = await provider.list({ order: "latest", page: 2, perPage: 2 });
      expect(second.videos.map((v) => v.creatorName)).toEqual(["ana"]);
      expect(second.total).toBe(3);
      expect((await provider.list({ order: "latest", page: 3, perPage: 2 })).videos).toEqual([]);
    });

    it("filters by hashtag, whatever its case or '#'", async () => {
      const cats = await provider.list({ order: "latest", hashtag: "#CATS", page: 1, perPage: 10 });
      expect(cats.videos.map((v) => v.creatorName)).toEqual(["bruno", "ana"]);
      expect(cats.total).toBe(2);
      expect((await provider.list({ order: "latest", hashtag: "nope", page: 1, perPage: 10 })).total).toBe(0);
      expect((await provider.list({ order: "latest", hashtag: "a b", page: 1, perPage: 10 })).total).toBe(0);
    });

    it("gets one video with its player, and null for an unknown id", async () => {
      const video = await provider.get(ids[1] ?? "");
      expect(video).toMatchObject({ id: ids[1], creatorName: "bruno", plays: 0 });
      expect(video?.hashtags.sort()).toEqual(["cats", "funny"]);
      expect(video?.caption).toBe("Middle #cats #funny");
      if (provider.kind === "catalogue") {
        expect(video?.player).toEqual({
          kind: "file",
          src: `/api/videos/${ids[1]}/file`,
          type: "video/webm",
        });
        expect(video?.downloadable).toBe(true);
      } else {
        expect(video?.player).toEqual({
          kind: "embed",
          src: `https://www.tiktok.com/player/v1/${ids[1]}`,
          sourceUrl: tiktokUrl(1),
        });
        expect(video?.downloadable).toBe(false);
        expect(video?.posterUrl).toBe("https://p16.example/1.jpg");
      }
      expect(await provider.get("00000000-0000-4000-8000-000000000000")).toBeNull();
      expect(await provider.get("123")).toBeNull();
      expect(await provider.get("../../etc/passwd")).toBeNull();
    });

    it("counts a play once per visitor and orders popular by plays", async () => {
      const [a, b, c] = ids as [string, string, string];
      expect(await provider.recordPlay(a, "v1")).toBe(true);
      expect(await provider.recordPlay(a, "v1")).toBe(false);
      expect(await provider.recordPlay(a, "v2")).toBe(true);
      expect(await provider.recordPlay(b, "v1")).toBe(true);
      expect(await provider.recordPlay("00000000-0000-4000-8000-000000000000", "v1")).toBe(false);
      expect((await provider.get(a))?.plays).toBe(2);
      const popular = await provider.list({ order: "popular", page: 1, perPage: 10 });
      expect(popular.videos.map((v) => [v.id, v.plays])).toEqual([
        [a, 2],
        [b, 1],
        [c, 0],
      ]);
      const popularCats = await provider.list({ order: "popular", hashtag: "cats", page: 1, perPage: 1 });
      expect(popularCats.videos.map((v) => v.id)).toEqual([a]);
    });
  });
});

describe("tiktok oEmbed provider", () => {
  it("reads video ids from TikTok URLs only", () => {
    expect(tiktokVideoId("https://www.tiktok.com/@a.b/video/7234567890123456789?lang=en")).toBe(
      "7234567890123456789",
    );
    expect(tiktokVideoId("https://m.tiktok.com/v/7234567890123456789")).toBeNull();
    expect(tiktokVideoId("https://evil.example/@a/video/7234567890123456789")).toBeNull();
    expect(tiktokVideoId("http://www.tiktok.com/@a/video/7234567890123456789")).toBeNull();
  });
});
