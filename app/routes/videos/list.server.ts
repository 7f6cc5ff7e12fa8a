import { type RouterContextProvider, redirect } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { featureEnabled } from "#app/lib/features.ts";
import { type LoadedPage, loadPage, pageHead } from "#app/lib/page.server.ts";
import { validationFailed } from "#app/middleware/locale.ts";
import { normalizeHashtag, pageCount, pageExists, parsePageParam, VIDEOS_PER_PAGE } from "#common/videos.ts";
import { getServices } from "#server/context.ts";
import { getVideoProvider } from "#server/videos/index.ts";

/** Validate hook of every short-video page: only when the section is enabled (spec §2.4). */
export async function loadVideoPage(context: Readonly<RouterContextProvider>): Promise<LoadedPage> {
  const { publicConfig } = getServices(context);
  return loadPage(context, () => featureEnabled("tiktok", publicConfig));
}

/** Latest, popular (paginated) and hashtag lists (spec §2.2). */
export async function loadVideoList(context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  const page = await loadVideoPage(context);
  const pageId = page.pageId;
  const order = pageId === "tiktokPopular" || pageId === "tiktokHashtagPopular" ? "popular" : "latest";
  let number = 1;
  if (pageId === "tiktokPopular") {
    const parsed = parsePageParam(page.params.page);
    if (parsed.kind === "invalid") validationFailed(page.fullPath);
    // /popular-videos/1 is page one under a second URL: send it to the canonical one.
    if (parsed.kind === "canonical") {
      throw redirect(localizedPath("tiktokPopular", page.lang, page.defaultLocale) ?? "/", 301);
    }
    number = parsed.page;
  }
  let hashtag: string | undefined;
  if (pageId === "tiktokHashtag" || pageId === "tiktokHashtagPopular") {
    const raw = page.params.hashtag ?? "";
    const tag = normalizeHashtag(raw);
    if (!tag) validationFailed(page.fullPath);
    if (tag !== raw) {
      throw redirect(localizedPath(pageId, page.lang, page.defaultLocale, { hashtag: tag }) ?? "/", 301);
    }
    hashtag = tag;
  }
  const list = await getVideoProvider(services).list({
    order,
    hashtag,
    page: number,
    perPage: VIDEOS_PER_PAGE,
  });
  // Past the last page, and a hashtag nobody used, are 'Page Not Found' (spec §5).
  if (!pageExists(number, list.total) || (hashtag && list.total === 0)) validationFailed(page.fullPath);
  const t = page.t;
  const texts =
    pageId === "tiktokPopular"
      ? {
          title: number > 1 ? t("videos:popular.titlePage", { page: number }) : t("videos:popular.title"),
          heading: t("videos:popular.heading"),
          description: t("videos:popular.description"),
          lead: t("videos:popular.lead"),
        }
      : pageId === "tiktokHashtag"
        ? {
            title: t("videos:hashtag.title", { tag: hashtag }),
            heading: t("videos:hashtag.heading", { tag: hashtag }),
            description: t("videos:hashtag.description", { tag: hashtag }),
            lead: "",
          }
        : pageId === "tiktokHashtagPopular"
          ? {
              title: t("videos:hashtag.popularTitle", { tag: hashtag }),
              heading: t("videos:hashtag.popularHeading", { tag: hashtag }),
              description: t("videos:hashtag.popularDescription", { tag: hashtag }),
              lead: "",
            }
          : {
              title: t("videos:latest.title"),
              heading: t("videos:latest.heading"),
              description: t("videos:latest.description"),
              lead: t("videos:latest.lead"),
            };
  return {
    head: pageHead(context, page, { title: texts.title, description: texts.description }),
    pageId,
    heading: texts.heading,
    lead: texts.lead,
    hashtag: hashtag ?? null,
    videos: list.videos,
    page: number,
    pages: pageCount(list.total),
  };
}
