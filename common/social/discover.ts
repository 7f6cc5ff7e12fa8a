import { z } from "zod";
import { userText } from "../text.ts";
import type { StoryView } from "./stories.ts";

/**
 * The discover feed settings (socialmanager post-discover config, issue 14): how many pinned posts
 * lead the feed and what is mixed in after them.
 */
export const discoverConfigSchema = z.object({
  /** Pinned posts shown at the top (the first this many active ones, in their order). */
  pinnedLimit: z.number().int().min(0).max(20),
  /** Mix fresh stories in after the pinned posts. */
  includeStories: z.boolean(),
  /** Mix the busiest chat rooms in after the pinned posts. */
  includeRooms: z.boolean(),
  /** How many rooms at most (the busiest first). */
  roomsLimit: z.number().int().min(0).max(50),
  /** One room after every this many stories. */
  roomEvery: z.number().int().min(1).max(20),
  /** Items per page of the infinite scroll. */
  pageSize: z.number().int().min(4).max(50),
});
export type DiscoverConfig = z.infer<typeof discoverConfigSchema>;

export const DEFAULT_DISCOVER_CONFIG: DiscoverConfig = {
  pinnedLimit: 5,
  includeStories: true,
  includeRooms: true,
  roomsLimit: 10,
  roomEvery: 3,
  pageSize: 12,
};

const httpsUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), { message: "http or https only" });
const isoDate = z.iso.datetime({ offset: true });

/** A pinned post as the admin list creates or edits it (the image of a link post is uploaded apart). */
export const discoverPostInputSchema = z
  .object({
    kind: z.enum(["story", "room", "link"]),
    storyId: z.uuid().nullable().optional(),
    roomId: z.string().trim().min(1).max(100).nullable().optional(),
    url: httpsUrl.nullable().optional(),
    title: userText({ max: 120 }),
    text: z.union([z.literal(""), userText({ max: 500, multiline: true })]).default(""),
    startsAt: isoDate.nullable().optional(),
    endsAt: isoDate.nullable().optional(),
  })
  .superRefine((post, ctx) => {
    if (post.kind === "story" && !post.storyId)
      ctx.addIssue({ code: "custom", path: ["storyId"], message: "required" });
    if (post.kind === "room" && !post.roomId)
      ctx.addIssue({ code: "custom", path: ["roomId"], message: "required" });
    if (post.kind === "link" && !post.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "required" });
    if (post.startsAt && post.endsAt && Date.parse(post.endsAt) <= Date.parse(post.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "before start" });
  });
export type DiscoverPostInput = z.input<typeof discoverPostInputSchema>;

/** A chat room as the feed shows it; the rooms feature supplies them (server/social/discover.ts hook). */
export type DiscoverRoom = {
  id: string;
  name: string;
  description: string;
  language: string | null;
  /** People in the room now. */
  online: number;
};

/** A pinned post as the feed shows it. */
export type PinnedView = {
  id: string;
  kind: "story" | "room" | "link";
  title: string;
  text: string;
  url: string | null;
  imageUrl: string | null;
  story: StoryView | null;
  room: DiscoverRoom | null;
};

export type FeedItem =
  | { type: "pinned"; key: string; post: PinnedView }
  | { type: "story"; key: string; story: StoryView }
  | { type: "room"; key: string; room: DiscoverRoom };

export type FeedPage = { items: FeedItem[]; nextCursor: number | null };

/** An admin list row (GET /api/admin/discover/posts). */
export type DiscoverPostAdmin = {
  id: string;
  kind: "story" | "room" | "link";
  storyId: string | null;
  roomId: string | null;
  url: string | null;
  title: string;
  text: string;
  imageUrl: string | null;
  position: number;
  startsAt: string | null;
  endsAt: string | null;
  /** scheduled (starts later), active, ended. */
  state: "scheduled" | "active" | "ended";
  createdAt: string;
};

/**
 * The order of the mixed part of the feed (after the pinned posts): stories newest first with one
 * room after every `roomEvery` stories; the rest of the rooms (or all of them, without stories)
 * follow. Pure, so it is tested without a database.
 */
export function mixFeed<S, R>(
  stories: S[],
  rooms: R[],
  roomEvery: number,
): Array<{ story: S } | { room: R }> {
  const out: Array<{ story: S } | { room: R }> = [];
  let r = 0;
  stories.forEach((story, i) => {
    out.push({ story });
    if ((i + 1) % roomEvery === 0 && r < rooms.length) out.push({ room: rooms[r++] as R });
  });
  while (r < rooms.length) out.push({ room: rooms[r++] as R });
  return out;
}

/** Whether a pinned post is in its schedule at `now` (no start: from creation; no end: open). */
export function isActive(post: { startsAt: Date | null; endsAt: Date | null }, now: number): boolean {
  if (post.startsAt && post.startsAt.getTime() > now) return false;
  if (post.endsAt && post.endsAt.getTime() <= now) return false;
  return true;
}
