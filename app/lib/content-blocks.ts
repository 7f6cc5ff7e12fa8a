import { z } from "zod";
import type { ContentBlock } from "#db/schema/content.ts";

const textTag = z.enum(["h2", "h3", "h4", "p", "strong", "em", "blockquote"]);

/** Checks stored blocks before rendering (an admin-authored row must not break a page). */
export const contentBlocksSchema = z.array(
  z.object({
    class: z.string().max(200).optional(),
    style: z.string().max(1000).optional(),
    items: z.array(
      z.discriminatedUnion("type", [
        z.object({
          type: z.literal("img"),
          src: z.string().min(1),
          alt: z.string(),
          al: z.enum(["left", "right", "center"]).optional(),
        }),
        z.object({ type: z.literal("divider") }),
        z.object({ type: z.literal("ul"), l: z.array(z.string()) }),
        z.object({
          type: z.literal("cards"),
          cards: z.array(z.object({ title: z.string(), text: z.string(), href: z.string().optional() })),
        }),
        z.object({ type: textTag, t: z.string() }),
      ]),
    ),
  }),
) satisfies z.ZodType<ContentBlock[]>;

/**
 * A block's inline `style` string ("max-width: 40rem; color: #333") as a React style object.
 * Only plain declarations: no url() and no expressions, since the text comes from the database.
 */
export function parseInlineStyle(style: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!style) return result;
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || !value || /url\(|expression\(|[<>]/i.test(value)) continue;
    result[property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return result;
}

/** Only relative links and http(s) URLs are rendered as links or images. */
export function safeUrl(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
