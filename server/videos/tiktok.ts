import { count, inArray } from "drizzle-orm";
import { z } from "zod";
import { hashtagsIn, normalizeHashtag } from "#common/videos.ts";
import type { Db } from "#db/client.ts";
import { shortVideoPlays } from "#db/schema/short-videos.ts";
import type { Logger } from "#server/logger.ts";
import type { Video, VideoProvider, VideoSummary } from "./types.ts";

/** TikTok's embed player (an iframe by video id: no script of theirs runs in our pages). */
export const TIKTOK_PLAYER_URL = "https://www.tiktok.com/player/v1/";

const oembedSchema = z.object({
  title: z.string().max(5000).default(""),
  author_name: z.string().max(200).default(""),
  author_url: z.string().url().max(500).optional(),
  thumbnail_url: z.string().url().max(2000).optional(),
  thumbnail_width: z.coerce.number().optional(),
  thumbnail_height: z.coerce.number().optional(),
  embed_product_id: z.string().max(40).optional(),
});

/** The numeric id of a TikTok video URL (`https://www.tiktok.com/@who/video/7234…`), or null. */
export function tiktokVideoId(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" || !/(^|\.)tiktok\.com$/.test(parsed.hostname)) return null;
    return /\/video\/(\d{5,25})(?:\/|$)/.exec(parsed.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** TikTok ids carry their creation time in the upper 32 bits (seconds). */
function createdAt(id: string): Date {
  try {
    const seconds = Number(BigInt(id) >> 32n);
    return seconds > 1_400_000_000 && seconds < 4_000_000_000 ? new Date(seconds * 1000) : new Date(0);
  } catch {
    return new Date(0);
  }
}

type Entry = Omit<VideoSummary, "plays"> & { sourceUrl: string };

export type TiktokProviderOptions = {
  db: Db;
  logger: Logger;
  /** Public TikTok video URLs (TIKTOK_VIDEO_URLS). */
  urls: string[];
  /** The oEmbed endpoint (TIKTOK_OEMBED_URL). */
  oembedUrl: string;
  fetch?: typeof fetch;
  /** Metadata is fetched again after this long (default 1 h). */
  ttlMs?: number;
  now?: () => number;
};

const playKey = (id: string) => `tiktok:${id}`;

/**
 * Public TikTok videos by URL through TikTok's official oEmbed endpoint and embed player: the
 * operator lists the URLs, we fetch their oEmbed metadata (title, author, thumbnail), never the
 * pages or the files. Plays are our own counts, once per visitor, in PostgreSQL.
 */
export function createTiktokProvider(options: TiktokProviderOptions): VideoProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? 60 * 60 * 1000;
  let entries: Entry[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  async function fetchOne(url: string): Promise<Entry | null> {
    const id = tiktokVideoId(url);
    if (!id) {
      options.logger.warn({ url }, "TIKTOK_VIDEO_URLS: not a TikTok video URL");
      return null;
    }
    const endpoint = new URL(options.oembedUrl);
    endpoint.searchParams.set("url", url);
    try {
      const response = await doFetch(endpoint, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`oEmbed answered ${response.status}`);
      const meta = oembedSchema.parse(await response.json());
      return {
        id,
        caption: meta.title,
        creatorName: meta.author_name || "TikTok",
        creatorUrl: meta.author_url ?? null,
        hashtags: hashtagsIn(meta.title),
        addedAt: createdAt(id).toISOString(),
        posterUrl: meta.thumbnail_url ?? null,
        previewUrl: null,
        durationSeconds: null,
        width: meta.thumbnail_width ?? null,
        height: meta.thumbnail_height ?? null,
        sourceUrl: url,
      };
    } catch (err) {
      options.logger.warn({ err, url }, "TikTok oEmbed failed");
      return null;
    }
  }

  async function load(): Promise<Entry[]> {
    if (now() - loadedAt < ttl) return entries;
    loading ??= (async () => {
      const found: Entry[] = [];
      // A few at a time: the operator's list may be long, TikTok's endpoint is not ours.
      for (let i = 0; i < options.urls.length; i += 4) {
        const batch = await Promise.all(options.urls.slice(i, i + 4).map(fetchOne));
        for (const entry of batch) if (entry && !found.some((e) => e.id === entry.id)) found.push(entry);
      }
      // A failed refresh keeps what we had rather than emptying the pages.
      if (found.length > 0 || entries.length === 0) entries = found;
      loadedAt = now();
    })().finally(() => {
      loading = undefined;
    });
    await loading;
    return entries;
  }

  async function plays(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await options.db
      .select({ key: shortVideoPlays.videoKey, n: count() })
      .from(shortVideoPlays)
      .where(inArray(shortVideoPlays.videoKey, ids.map(playKey)))
      .groupBy(shortVideoPlays.videoKey);
    return new Map(rows.map((r) => [r.key.slice("tiktok:".length), r.n]));
  }

  function toVideo(entry: Entry, n: number): Video {
    const { sourceUrl, ...rest } = entry;
    return {
      ...rest,
      plays: n,
      player: { kind: "embed", src: `${TIKTOK_PLAYER_URL}${entry.id}`, sourceUrl },
      downloadable: false,
    };
  }

  return {
    kind: "tiktok",
    async list({ order, hashtag, page, perPage }) {
      let all = await load();
      if (hashtag !== undefined) {
        const tag = normalizeHashtag(hashtag);
        all = tag ? all.filter((e) => e.hashtags.includes(tag)) : [];
      }
      const counts = await plays(all.map((e) => e.id));
      const withPlays = all.map((e) => ({ ...e, plays: counts.get(e.id) ?? 0 }));
      withPlays.sort((a, b) =>
        order === "popular"
          ? b.plays - a.plays || b.addedAt.localeCompare(a.addedAt)
          : b.addedAt.localeCompare(a.addedAt),
      );
      const videos = withPlays
        .slice((page - 1) * perPage, page * perPage)
        .map(({ sourceUrl: _url, ...v }) => v);
      return { videos, total: withPlays.length };
    },
    async get(id) {
      const entry = (await load()).find((e) => e.id === id);
      if (!entry) return null;
      return toVideo(entry, (await plays([id])).get(id) ?? 0);
    },
    async recordPlay(id, visitor) {
      if (!(await load()).some((e) => e.id === id)) return false;
      const inserted = await options.db
        .insert(shortVideoPlays)
        .values({ videoKey: playKey(id), visitor })
        .onConflictDoNothing()
        .returning({ key: shortVideoPlays.videoKey });
      return inserted.length > 0;
    },
  };
}
