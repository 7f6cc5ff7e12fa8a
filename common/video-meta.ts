import { z } from "zod";
import { optionalUserText, userText } from "./text.ts";
import { normalizeHashtag } from "./videos.ts";

/** Longest caption (TikTok's own limit). */
export const CAPTION_MAX = 2200;

/**
 * What is said about a catalogue video, by the import sidecar (`clip.json` beside `clip.mp4`) and
 * the admin upload form alike. Hashtags may be a list or a text ("#a #b, c"); those written in the
 * caption are added.
 */
export const videoMetaSchema = z.object({
  caption: optionalUserText({ max: CAPTION_MAX, multiline: true }),
  creatorName: userText({ max: 100 }),
  creatorUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)])
    .optional()
    .transform((v) => (v ? v : undefined)),
  hashtags: z
    .union([z.array(z.string().max(101)).max(30), z.string().max(2000)])
    .optional()
    .transform((v) => (typeof v === "string" ? v.split(/[\s,]+/) : (v ?? [])))
    .pipe(
      z
        .array(z.string())
        .transform((list) => list.filter(Boolean))
        .refine((list) => list.every((tag) => normalizeHashtag(tag) !== null), {
          message: "invalid",
        }),
    ),
  /** ISO date when the video was first published (import only; default: now). */
  addedAt: z.iso.datetime({ offset: true }).optional(),
});

export type VideoMeta = z.infer<typeof videoMetaSchema>;
