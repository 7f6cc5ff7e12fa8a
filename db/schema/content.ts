import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Spec §3 dynamic content item types. `t` is the text of a text tag; `l` the entries of a list. */
export type ContentItem =
  | { type: "img"; src: string; alt: string; al?: "left" | "right" | "center" }
  | { type: "divider" }
  | { type: "ul"; l: string[] }
  | { type: "cards"; cards: { title: string; text: string; href?: string }[] }
  | { type: "h2" | "h3" | "h4" | "p" | "strong" | "em" | "blockquote"; t: string };

/** Spec §3 dynamic content block: class, style, items. */
export type ContentBlock = { class?: string; style?: string; items: ContentItem[] };

/** Catch-all slug pages (spec §2.1 /{allSlug}): one row per slug and language. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_pages_slug_locale_idx").on(t.slug, t.locale)],
);

export type ContentPage = typeof contentPages.$inferSelect;
export type NewContentPage = typeof contentPages.$inferInsert;
