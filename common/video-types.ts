// Public shapes of short videos, shared by the pages and the server (issue 15).

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
