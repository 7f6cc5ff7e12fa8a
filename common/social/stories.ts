import { z } from "zod";
import { optionalUserText, userText } from "../text.ts";

/** Issue 14 "Stories": the limits both sides apply. */
export const STORY_LIMITS = {
  captionChars: 280,
  /** A story is visible this long after it was posted. */
  lifetimeMs: 24 * 60 * 60 * 1000,
  /** Stories per page of /social/stories/{page?}. */
  perPage: 12,
  reportReasonChars: 500,
  /** How long the viewer shows one story before moving to the next. */
  viewMs: 6000,
} as const;

export const STORY_REPORT_REASONS = ["nudity", "minor", "harassment", "violence", "spam", "other"] as const;

/** The caption travels percent-encoded in the X-Story-Caption header beside the raw image bytes. */
export const STORY_CAPTION_HEADER = "x-story-caption";

export const storyCaption = optionalUserText({ max: STORY_LIMITS.captionChars, multiline: true });

export const storyReportSchema = z.object({
  reason: z.enum(STORY_REPORT_REASONS),
  text: optionalUserText({ max: STORY_LIMITS.reportReasonChars, multiline: true }),
});

export const storyIdSchema = z.uuid();
export const storyTextSchema = userText({ max: STORY_LIMITS.captionChars, multiline: true });

/** A story as lists and the viewer show it. The author is a public card (never an e-mail). */
export type StoryView = {
  id: string;
  imageUrl: string;
  width: number;
  height: number;
  caption: string;
  createdAt: string;
  expiresAt: string;
  author: {
    id: string;
    username: string | null;
    displayName: string | null;
    avatarUrl: string | null;
  };
  /** True when the viewer posted it (they may delete it). */
  mine: boolean;
};

/** The page segment of /social/stories/{page?}: absent = 1; "1" has its own canonical (no segment). */
export function storyPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STORY_LIMITS.perPage));
}
