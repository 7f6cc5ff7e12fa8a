import type { MetaDescriptor } from "react-router";
import { localizedPath, type PageId, type PageParams, pageLanguages } from "#app/i18n/route-table.ts";
import { LOCALE_NAMES, type Locale } from "#common/locales.ts";

/** Everything spec §2.6 puts in a page head, computed by the page loader. */
export type Head = {
  title: string;
  description: string;
  keywords: string;
  siteName: string;
  lang: Locale;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
};

export type HeadInput = {
  pageId: PageId;
  lang: Locale;
  defaultLocale: Locale;
  params: PageParams;
  siteUrl: string;
  siteName: string;
  title: string;
  description: string;
  keywords: string;
  noindex?: boolean;
  /** Languages in which this page exists (slug pages: those with stored content). */
  languages?: Locale[];
};

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

export function buildHead(input: HeadInput): Head {
  const languages = input.languages ?? pageLanguages(input.pageId);
  const urlOf = (lang: Locale) => {
    const path = localizedPath(input.pageId, lang, input.defaultLocale, input.params);
    return path === null ? null : absolute(input.siteUrl, path);
  };
  const alternates: Head["alternates"] = [];
  for (const lang of languages) {
    const href = urlOf(lang);
    if (href) alternates.push({ hreflang: LOCALE_NAMES[lang].iso, href });
  }
  // x-default: the unprefixed (default language) URL, else the current language's.
  const fallback = languages.includes(input.defaultLocale) ? urlOf(input.defaultLocale) : urlOf(input.lang);
  if (fallback) alternates.push({ hreflang: "x-default", href: fallback });
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    siteName: input.siteName,
    lang: input.lang,
    canonical: urlOf(input.lang) ?? absolute(input.siteUrl, "/"),
    alternates,
    noindex: input.noindex ?? false,
  };
}

/** The route `meta` export of every page: head tags from the loader's `head`. */
export function headMeta(head: Head | undefined): MetaDescriptor[] {
  if (!head) return [];
  const ogLocale = LOCALE_NAMES[head.lang].iso.replace("-", "_");
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { name: "keywords", content: head.keywords },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: head.siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonical },
    { property: "og:locale", content: ogLocale },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonical },
    ...head.alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: a.href,
    })),
  ];
}
