import { useRouteLoaderData } from "react-router";
import { localizedPath, type PageId, type PageParams } from "#app/i18n/route-table.ts";
import type { SdaBox } from "#common/ads/rules.ts";
import type { SdaPlacement } from "#common/ads/schema.ts";
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
  /** Key of the encrypted ad config (issue 13, decision 029), delivered apart from the config. */
  sdaKey?: string;
  /** Space each start-button ad placement reserves in the server render (issue 13). */
  sdaBoxes?: Partial<Record<SdaPlacement, SdaBox>>;
  /** The visitor's consent to third-party scripts, from its cookie; null: not asked yet (decision 031). */
  consent?: { ads: boolean; analytics: boolean } | null;
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
