import type { RouterContextProvider } from "react-router";
import { getI18n, loadLanguage } from "#app/i18n/i18n.ts";
import type { PageId } from "#app/i18n/route-table.ts";
import { assertFound, type PageContext, validationFailed } from "#app/middleware/locale.ts";
import { getServices } from "#server/context.ts";
import { buildHead, type Head, type HeadInput } from "./head.ts";

export type LoadedPage = PageContext & {
  pageId: PageId;
  t: (key: string, options?: Record<string, unknown>) => string;
};

/**
 * The first step of every page loader: 404 when the locale middleware found no page, the page's
 * validate hook (spec §5: false -> 404 'Page Not Found'), and a translator for its language.
 */
export async function loadPage(
  context: Readonly<RouterContextProvider>,
  validate?: (page: PageContext) => boolean | Promise<boolean>,
): Promise<LoadedPage> {
  const page = assertFound(context);
  if (!page.pageId) throw new Error("loadPage called outside a page route");
  if (validate && !(await validate(page))) validationFailed(page.fullPath);
  await loadLanguage(page.lang);
  const i18n = getI18n(page.lang);
  return { ...page, pageId: page.pageId, t: (key, options) => String(i18n.t(key, options ?? {})) };
}

/** The head of a page: title and description from `site:pages.<pageId>` unless given. */
export function pageHead(
  context: Readonly<RouterContextProvider>,
  page: LoadedPage,
  overrides: Partial<
    Pick<HeadInput, "title" | "description" | "keywords" | "noindex" | "languages" | "siteUrl">
  > = {},
): Head {
  const { publicConfig } = getServices(context);
  const appName = publicConfig.appName;
  const title = overrides.title ?? page.t(`site:pages.${page.pageId}.title`);
  return buildHead({
    pageId: page.pageId,
    lang: page.lang,
    defaultLocale: page.defaultLocale,
    params: page.params,
    // Sister sites' own pages (AI tools, AI chat) are canonical on the sister site's URL.
    siteUrl: overrides.siteUrl ?? publicConfig.siteUrl,
    siteName: appName,
    title: page.pageId === "home" ? `${appName}: ${title}` : `${title} | ${appName}`,
    description: overrides.description ?? page.t(`site:pages.${page.pageId}.description`),
    keywords: overrides.keywords ?? page.t("site:keywords"),
    noindex: overrides.noindex ?? false,
    ...(overrides.languages ? { languages: overrides.languages } : {}),
  });
}
