import type { Locale } from "./locales.ts";

/** Spec §3 public runtime config: the only settings that reach the browser. */
export type PublicConfig = {
  baseUrl: string;
  isDev: boolean;
  siteUrl: string;
  currentSiteUrl: string;
  redirectToMainSite: boolean;
  defaultLanguage: Locale;
  defaultLayout: string;
  contentIdent: string;
  aiSubdir: string;
  appName: string;
  isMiniApp: boolean;
  hasTiktokPages: boolean;
  hasStoriesPages: boolean;
  /** Analytics tag id, or null when analytics is off. */
  analyticsId: string | null;
  /** Default of the user's "hide my IP" (relay-only ICE) setting (issue 5). */
  hideIpDefault: boolean;
};
