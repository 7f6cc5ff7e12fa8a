import { eq } from "drizzle-orm";
import {
  localizedPath,
  PAGE_IDS,
  PAGES,
  type PageDef,
  type PageId,
  type PageParams,
  pageLanguages,
} from "#app/i18n/route-table.ts";
import { isAiSite } from "#app/layouts/choose.ts";
import { ALTERNATIVE_TARGET_KEYS } from "#app/lib/alternative-targets.ts";
import { featureEnabled } from "#app/lib/features.ts";
import { isLocale, LOCALE_NAMES, type Locale } from "#common/locales.ts";
import { contentPages } from "#db/schema/content.ts";
import { getServices } from "#server/context.ts";
import { getVideoProvider } from "#server/videos/index.ts";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Entry = { pageId: PageId; params: PageParams; languages: Locale[] };

/** Sitemap URLs of short-video player pages (the newest of the catalogue). */
const MAX_VIDEO_URLS = 1000;

/**
 * Every public page in every language, each with its hreflang alternates (issue 3 item 4). An AI
 * sister site lists its own AI pages, on its own URL (issue 15); the main site never lists them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { publicConfig, database } = services;
  const defaultLocale = publicConfig.defaultLanguage;
  const aiSite = isAiSite(publicConfig.contentIdent);
  const entries: Entry[] = [];
  for (const pageId of PAGE_IDS) {
    const def: PageDef = PAGES[pageId];
    if (!def.indexable || def.guard) continue;
    if (!featureEnabled(def.feature, publicConfig)) continue;
    const aiPage = def.feature === "aitools" || def.feature === "aichat";
    if (aiSite !== aiPage) continue;
    if (pageId === "aiChat") {
      entries.push({ pageId, params: { aiSubdir: publicConfig.aiSubdir }, languages: pageLanguages(pageId) });
      continue;
    }
    if (pageId === "tiktokVideo") {
      const { videos } = await getVideoProvider(services).list({
        order: "latest",
        page: 1,
        perPage: MAX_VIDEO_URLS,
      });
      for (const video of videos) {
        entries.push({ pageId, params: { id: video.id }, languages: pageLanguages(pageId) });
      }
      continue;
    }
    if (pageId === "slug" || pageId === "tiktokPopular" || pageId === "stories") {
      // Optional-page lists appear once, without a page number; slugs come from the database.
      if (pageId !== "slug") entries.push({ pageId, params: {}, languages: pageLanguages(pageId) });
      continue;
    }
    if (pageId === "alternative") {
      for (const target of ALTERNATIVE_TARGET_KEYS) {
        entries.push({ pageId, params: { target }, languages: pageLanguages(pageId) });
      }
      continue;
    }
    entries.push({ pageId, params: {}, languages: pageLanguages(pageId) });
  }
  const rows = aiSite
    ? []
    : await database.db
        .select({ slug: contentPages.slug, locale: contentPages.locale })
        .from(contentPages)
        .where(eq(contentPages.published, true));
  const slugs = new Map<string, Locale[]>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    slugs.set(row.slug, [...(slugs.get(row.slug) ?? []), row.locale]);
  }
  for (const [slug, languages] of slugs)
    entries.push({ pageId: "slug", params: { allSlug: slug }, languages });

  const url = (pageId: PageId, lang: Locale, params: PageParams) => {
    const path = localizedPath(pageId, lang, defaultLocale, params);
    return path === null
      ? null
      : new URL(path, aiSite ? publicConfig.currentSiteUrl : publicConfig.siteUrl).toString();
  };
  const out: string[] = [];
  for (const entry of entries) {
    const alternates = entry.languages
      .map((lang) => ({ lang, href: url(entry.pageId, lang, entry.params) }))
      .filter((a): a is { lang: Locale; href: string } => a.href !== null);
    for (const { href } of alternates) {
      out.push(
        `<url><loc>${escapeXml(href)}</loc>${alternates
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${LOCALE_NAMES[a.lang].iso}" href="${escapeXml(a.href)}"/>`,
          )
          .join("")}</url>`,
      );
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${out.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
