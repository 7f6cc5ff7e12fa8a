import { useRouteLoaderData } from "react-router";
import { localizedPath, type PageId, type PageParams } from "#app/i18n/route-table.ts";
import type { Locale } from "#common/locales.ts";
import type { PublicConfig } from "#common/public-config.ts";

/** What the root loader gives every component (see root.tsx). */
export type SiteData = {
  lang: Locale;
  defaultLocale: Locale;
  publicConfig: PublicConfig;
  buildId: string;
  /** The current page in every language (for the language switcher). */
  languages: { lang: Locale; href: string }[];
};

export function useSite(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}

/** Link target of a page in the current language; "/" when the page does not exist in it. */
export function usePagePath(): (id: PageId, params?: PageParams) => string {
  const site = useSite();
  const lang = site?.lang ?? "en";
  const defaultLocale = site?.defaultLocale ?? lang;
  return (id, params) => localizedPath(id, lang, defaultLocale, params) ?? "/";
}
