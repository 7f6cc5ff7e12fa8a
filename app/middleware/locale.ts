import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import {
  entryForPattern,
  localizedPath,
  matchPattern,
  PAGES,
  type PageDef,
  type PageId,
  type PageParams,
  splitLocalePrefix,
} from "#app/i18n/route-table.ts";
import { isLocale, LOCALE_COOKIE, type Locale } from "#common/locales.ts";
import { getServices } from "#server/context.ts";

export { LOCALE_COOKIE };
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type PageContext = {
  lang: Locale;
  defaultLocale: Locale;
  /** The page of the route table, absent for resource routes. */
  pageId?: PageId;
  /** Parameters of the table pattern (e.g. target of an alternative page). */
  params: PageParams;
  /** Path and query string as requested, for the 404 messages of spec §8. */
  fullPath: string;
  /**
   * No page of the table answers this path in this language. Thrown by the loaders (assertFound),
   * not here, so the root loader still runs and the 404 page is rendered in the right language.
   */
  notFound?: boolean;
};

export const pageContext = createContext<PageContext | null>(null);

/** The page context set by localeMiddleware; resource routes fall back to the default language. */
export function getPageContext(context: Readonly<RouterContextProvider>): PageContext {
  const value = context.get(pageContext);
  if (value) return value;
  const { publicConfig } = getServices(context);
  return {
    lang: publicConfig.defaultLanguage,
    defaultLocale: publicConfig.defaultLanguage,
    params: {},
    fullPath: "/",
  };
}

/** Spec §8: no route for the path. */
export function notFound(fullPath: string): never {
  throw data(`Page not found: ${fullPath}`, { status: 404 });
}

/** Spec §5, §8: a page's validate hook said no. */
export function validationFailed(fullPath: string): never {
  throw data(`Page Not Found: ${fullPath}`, { status: 404 });
}

/** Throws the spec §8 "no route" 404 when the locale middleware found no page for the path. */
export function assertFound(context: Readonly<RouterContextProvider>): PageContext {
  const page = getPageContext(context);
  if (page.notFound) notFound(page.fullPath);
  return page;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A cookie is whatever the browser (or anyone) sent: a broken escape is no cookie, not a 500.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Decides the language of the request (spec §4.1): the /{lang} prefix, else the runtime default
 * language. Also: /{defaultLocale}/... redirects to the unprefixed URL, an unprefixed path that is
 * not the default language's path for the page is a 404, and `/` follows the remembered language.
 */
export const localeMiddleware: MiddlewareFunction<Response> = ({ url, pattern, context, request }, next) => {
  const { publicConfig } = getServices(context);
  const defaultLocale = publicConfig.defaultLanguage;
  const fullPath = `${url.pathname}${url.search}`;
  const [prefix, rest] = splitLocalePrefix(url.pathname);
  const entry = entryForPattern(pattern);
  if (!entry) {
    // The catch-all "*" route (no page matches: its loader answers 404 in the prefix's language)
    // and resource routes (robots.txt, sitemap.xml, /api: default language).
    const notFound = pattern === "*" || pattern.endsWith("/*");
    context.set(pageContext, {
      lang: prefix ?? defaultLocale,
      defaultLocale,
      params: {},
      fullPath,
      notFound,
    });
    return next();
  }
  if (entry.lang !== null && entry.lang === defaultLocale) {
    throw redirect(`${rest}${url.search}`, 301);
  }
  const lang = entry.lang ?? defaultLocale;
  const pathname = entry.lang !== null && prefix === entry.lang ? rest : url.pathname;
  const paths: PageDef["paths"] = PAGES[entry.pageId].paths;
  const tablePattern = paths[lang];
  const params = tablePattern === undefined ? null : matchPattern(tablePattern, pathname);
  if (!params) {
    context.set(pageContext, { lang, defaultLocale, params: {}, fullPath, notFound: true });
    return next();
  }

  if (entry.pageId === "home" && entry.lang === null && request.method === "GET") {
    const remembered = readCookie(request, LOCALE_COOKIE);
    if (isLocale(remembered) && remembered !== defaultLocale) {
      throw redirect(localizedPath("home", remembered, defaultLocale) ?? "/", 302);
    }
  }
  context.set(pageContext, { lang, defaultLocale, pageId: entry.pageId, params, fullPath });
  return next();
};
