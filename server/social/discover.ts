import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_DISCOVER_CONFIG,
  type DiscoverConfig,
  type DiscoverPostAdmin,
  type DiscoverPostInput,
  type DiscoverRoom,
  discoverConfigSchema,
  type FeedItem,
  type FeedPage,
  isActive,
  mixFeed,
  type PinnedView,
} from "#common/social/discover.ts";
import type { Db } from "#db/client.ts";
import { type DiscoverPost, discoverPosts, discoverSettings, media } from "#db/schema/index.ts";
import { mediaUrl } from "#server/auth/service.ts";
import { reencodeImage } from "#server/media/images.ts";
import type { Stories } from "./stories.ts";

/**
 * Where the feed gets chat rooms (issue 14: rooms are built by the rooms feature). The rooms
 * feature calls `social.discover.setRoomSource(...)` at start-up; until then the feed has no rooms
 * and room pins show their own title and text without a live count.
 */
export type RoomSource = {
  /** The open rooms with the most people in them now, busiest first. */
  busiest(limit: number): Promise<DiscoverRoom[]>;
  /** These rooms (pinned posts), open ones only. */
  byIds(ids: string[]): Promise<DiscoverRoom[]>;
};

const NO_ROOMS: RoomSource = { busiest: async () => [], byIds: async () => [] };
/** How deep the infinite scroll goes into stories (a day of stories; a bound on one query). */
const MAX_FEED_STORIES = 500;

export type Discover = ReturnType<typeof createDiscover>;

export function createDiscover(deps: { db: Db; stories: Stories; now: () => number }) {
  const { db, stories, now } = deps;
  let rooms: RoomSource = NO_ROOMS;

  function state(post: DiscoverPost): DiscoverPostAdmin["state"] {
    const at = now();
    if (post.startsAt && post.startsAt.getTime() > at) return "scheduled";
    if (post.endsAt && post.endsAt.getTime() <= at) return "ended";
    return "active";
  }

  function adminView(post: DiscoverPost): DiscoverPostAdmin {
    return {
      id: post.id,
      kind: post.kind,
      storyId: post.storyId,
      roomId: post.roomId,
      url: post.url,
      title: post.title,
      text: post.text,
      imageUrl: post.imageMediaId ? mediaUrl(post.imageMediaId, post.title) : null,
      position: post.position,
      startsAt: post.startsAt?.toISOString() ?? null,
      endsAt: post.endsAt?.toISOString() ?? null,
      state: state(post),
      createdAt: post.createdAt.toISOString(),
    };
  }

  function values(input: DiscoverPostInput) {
    return {
      kind: input.kind,
      storyId: input.kind === "story" ? (input.storyId ?? null) : null,
      roomId: input.kind === "room" ? (input.roomId ?? null) : null,
      url: input.kind === "link" ? (input.url ?? null) : null,
      title: input.title,
      text: input.text ?? "",
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    };
  }

  async function readConfig(): Promise<{ config: DiscoverConfig; updatedAt: Date | null }> {
    const [row] = await db.select().from(discoverSettings).where(eq(discoverSettings.id, 1)).limit(1);
    const parsed = discoverConfigSchema.safeParse(row?.config);
    return {
      config: parsed.success ? parsed.data : DEFAULT_DISCOVER_CONFIG,
      updatedAt: row?.updatedAt ?? null,
    };
  }

  /** Active pinned posts in order, resolved for display; a story pin whose story is gone is left out. */
  async function activePinned(limit: number, viewerId: string | null): Promise<PinnedView[]> {
    if (limit === 0) return [];
    const all = await db
      .select()
      .from(discoverPosts)
      .orderBy(asc(discoverPosts.position), asc(discoverPosts.createdAt));
    const active = all.filter((post) => isActive(post, now()));
    const storyIds = active.flatMap((p) => (p.kind === "story" && p.storyId ? [p.storyId] : []));
    const roomIds = active.flatMap((p) => (p.kind === "room" && p.roomId ? [p.roomId] : []));
    const [storyList, roomList] = await Promise.all([
      stories.byIds(storyIds, viewerId),
      roomIds.length ? rooms.byIds(roomIds).catch(() => []) : Promise.resolve([]),
    ]);
    const storyById = new Map(storyList.map((s) => [s.id, s]));
    const roomById = new Map(roomList.map((r) => [r.id, r]));
    const out: PinnedView[] = [];
    for (const post of active) {
      const story = post.storyId ? (storyById.get(post.storyId) ?? null) : null;
      if (post.kind === "story" && !story) continue;
      out.push({
        id: post.id,
        kind: post.kind,
        title: post.title,
        text: post.text,
        url: post.url,
        imageUrl: post.imageMediaId ? mediaUrl(post.imageMediaId, post.title) : (story?.imageUrl ?? null),
        story,
        room: post.roomId ? (roomById.get(post.roomId) ?? null) : null,
      });
      if (out.length >= limit) break;
    }
    return out;
  }

  return {
    setRoomSource(source: RoomSource) {
      rooms = source;
    },
    readConfig,

    async writeConfig(config: DiscoverConfig, adminId: string) {
      await db
        .insert(discoverSettings)
        .values({ id: 1, config, updatedBy: adminId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: discoverSettings.id,
          set: { config, updatedBy: adminId, updatedAt: new Date() },
        });
    },

    /**
     * One page of the feed from `cursor` (an offset): pinned posts first, then stories and the
     * busiest rooms mixed by the config. Computed per request from live data: a story that expired
     * or a room that emptied is simply not there on the next page.
     */
    async feed(cursor: number, viewerId: string | null): Promise<FeedPage> {
      const { config } = await readConfig();
      const end = cursor + config.pageSize;
      const pinned = await activePinned(config.pinnedLimit, viewerId);
      const storyList = config.includeStories
        ? await stories.latest(Math.min(MAX_FEED_STORIES, Math.max(0, end - pinned.length) + 1), viewerId)
        : [];
      const roomList =
        config.includeRooms && config.roomsLimit > 0
          ? await rooms.busiest(config.roomsLimit).catch(() => [])
          : [];
      const items: FeedItem[] = [
        ...pinned.map((post): FeedItem => ({ type: "pinned", key: `p:${post.id}`, post })),
        ...mixFeed(storyList, roomList, config.roomEvery).map(
          (entry): FeedItem =>
            "story" in entry
              ? { type: "story", key: `s:${entry.story.id}`, story: entry.story }
              : { type: "room", key: `r:${entry.room.id}`, room: entry.room },
        ),
      ];
      const page = items.slice(cursor, end);
      return { items: page, nextCursor: items.length > end ? end : null };
    },

    async list(): Promise<DiscoverPostAdmin[]> {
      const rows = await db
        .select()
        .from(discoverPosts)
        .orderBy(asc(discoverPosts.position), asc(discoverPosts.createdAt));
      return rows.map(adminView);
    },

    async get(id: string): Promise<DiscoverPostAdmin | null> {
      const [row] = await db.select().from(discoverPosts).where(eq(discoverPosts.id, id)).limit(1);
      return row ? adminView(row) : null;
    },

    /** A new pin goes to the end of the order. */
    async create(input: DiscoverPostInput, adminId: string): Promise<DiscoverPostAdmin> {
      const [last] = await db
        .select({ max: sql<number>`coalesce(max(${discoverPosts.position}), -1)` })
        .from(discoverPosts);
      const [row] = await db
        .insert(discoverPosts)
        .values({ ...values(input), position: Number(last?.max ?? -1) + 1, createdBy: adminId })
        .returning();
      if (!row) throw new Error("discover insert returned nothing");
      return adminView(row);
    },

    async update(id: string, input: DiscoverPostInput): Promise<DiscoverPostAdmin | null> {
      const [row] = await db
        .update(discoverPosts)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(discoverPosts.id, id))
        .returning();
      return row ? adminView(row) : null;
    },

    async remove(id: string): Promise<DiscoverPostAdmin | null> {
      const [row] = await db.delete(discoverPosts).where(eq(discoverPosts.id, id)).returning();
      if (row?.imageMediaId) await db.delete(media).where(eq(media.id, row.imageMediaId));
      return row ? adminView(row) : null;
    },

    /** Sets the order: `ids` must be every pin exactly once. */
    async reorder(ids: string[]): Promise<boolean> {
      const rows = await db.select({ id: discoverPosts.id }).from(discoverPosts);
      const known = new Set(rows.map((r) => r.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
        return false;
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx.update(discoverPosts).set({ position }).where(eq(discoverPosts.id, id));
        }
      });
      return true;
    },

    /** The image of a pin (link posts): checked and re-encoded like every upload. */
    async setImage(
      id: string,
      bytes: Uint8Array,
    ): Promise<{ ok: true; post: DiscoverPostAdmin } | { ok: false; status: number; msg: string }> {
      const [post] = await db.select().from(discoverPosts).where(eq(discoverPosts.id, id)).limit(1);
      if (!post) return { ok: false, status: 404, msg: "not found" };
      const image = await reencodeImage(bytes);
      if (!image.ok) return { ok: false, status: 400, msg: image.reason };
      const [stored] = await db
        .insert(media)
        .values({
          ownerId: null,
          mimeType: image.mime,
          byteSize: image.bytes.length,
          width: image.width,
          height: image.height,
          data: image.bytes,
        })
        .returning({ id: media.id });
      if (!stored) throw new Error("media insert returned nothing");
      const [row] = await db
        .update(discoverPosts)
        .set({ imageMediaId: stored.id, updatedAt: new Date() })
        .where(eq(discoverPosts.id, id))
        .returning();
      if (post.imageMediaId) await db.delete(media).where(inArray(media.id, [post.imageMediaId]));
      if (!row) return { ok: false, status: 404, msg: "not found" };
      return { ok: true, post: adminView(row) };
    },
  };
}
