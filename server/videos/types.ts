import type { Readable } from "node:stream";

/** A video as the grid shows it (spec §2.2 short-video pages). */
export type VideoSummary = {
  id: string;
  caption: string;
  creatorName: string;
  creatorUrl: string | null;
  hashtags: string[];
  plays: number;
  /** ISO date. */
  addedAt: string;
  posterUrl: string | null;
  /** A file the grid can play muted on hover; null for embedded players. */
  previewUrl: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
};

export type VideoPlayer =
  | { kind: "file"; src: string; type: string }
  /** An official embed player by URL (an iframe), e.g. TikTok's. */
  | { kind: "embed"; src: string; sourceUrl: string };

export type Video = VideoSummary & { player: VideoPlayer; downloadable: boolean };

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
