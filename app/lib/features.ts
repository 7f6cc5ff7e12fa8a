import { localizedPath, type PageDef } from "#app/i18n/route-table.ts";
import { aiFeatures } from "#common/ai/tools.ts";
import type { Locale } from "#common/locales.ts";
import type { PublicConfig } from "#common/public-config.ts";

/** Whether a page's feature is on for this site (route table `feature`, spec §1 and §2.4). */
export function featureEnabled(
  feature: PageDef["feature"],
  config: Pick<PublicConfig, "hasTiktokPages" | "hasStoriesPages" | "contentIdent">,
): boolean {
  switch (feature) {
    case undefined:
      return true;
    case "tiktok":
      return config.hasTiktokPages;
    case "stories":
      return config.hasStoriesPages;
    case "aitools":
      return aiFeatures(config.contentIdent).tools;
    case "aichat":
      return aiFeatures(config.contentIdent).chat;
  }
}

/**
 * Where an AI sister site starts (its home `/` leads there): the tools index in this language (or
 * in English, the tools being in English and Portuguese only), else the AI chat. Null on the main site.
 */
export function aiHomePath(
  lang: Locale,
  defaultLocale: Locale,
  config: Pick<PublicConfig, "contentIdent" | "aiSubdir">,
): string | null {
  const ai = aiFeatures(config.contentIdent);
  if (ai.tools) {
    return localizedPath("aiTools", lang, defaultLocale) ?? localizedPath("aiTools", "en", defaultLocale);
  }
  if (ai.chat) return localizedPath("aiChat", lang, defaultLocale, { aiSubdir: config.aiSubdir });
  return null;
}

/**
 * The AI sub-directory itself (`/{AI_SUBDIR}`, any language) on a site with the AI chat leads to
 * the chat in that language (decision 054); null anywhere else (then it is an ordinary slug).
 */
export function aiSubdirRedirect(
  slug: string,
  lang: Locale,
  defaultLocale: Locale,
  config: Pick<PublicConfig, "contentIdent" | "aiSubdir">,
): string | null {
  if (slug !== config.aiSubdir || !aiFeatures(config.contentIdent).chat) return null;
  return localizedPath("aiChat", lang, defaultLocale, { aiSubdir: config.aiSubdir });
}
