import type { Readable } from "node:stream";

import type { Video, VideoSummary } from "#common/video-types.ts";

export type { Video, VideoPlayer, VideoSummary } from "#common/video-types.ts";

export type VideoListQuery = {
  order: "latest" | "popular";
  hashtag?: string | undefined;
  /** 1-based. */
  page: number;
  perPage: number;
};

export type VideoList = { videos: VideoSummary[]; total: number };

export type StoredVideoFile = { body: Readable; size: number; type: string };

/**
 * Where videos come from, chosen once at start-up (VIDEO_PROVIDER): the catalogue in PostgreSQL
 * with files in the storage, or public TikTok videos through the official oEmbed/embed player.
 * Contract-tested in provider.contract.integration.test.ts.
 */
export type VideoProvider = {
  readonly kind: "catalogue" | "tiktok";
  list(query: VideoListQuery): Promise<VideoList>;
  get(id: string): Promise<Video | null>;
  /** Counts a play of `id` by `visitor` (an opaque key) once; false when already counted or unknown. */
  recordPlay(id: string, visitor: string): Promise<boolean>;
  /** Files this provider serves itself (catalogue only). */
  files?: {
    video(id: string, range?: { start: number; end: number }): Promise<StoredVideoFile | null>;
    poster(id: string): Promise<StoredVideoFile | null>;
  };
};
