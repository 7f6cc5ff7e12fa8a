import type { PageSection } from "#app/i18n/route-table.ts";

/** The layouts of spec §2.3 (the three AI-site defaults are named after their content ident). */
export const LAYOUTS = [
  "default",
  "app-social",
  "private-adm",
  "videochatsection",
  "gptsection",
  "aitools-default",
  "aichat-default",
  "aigeneral-default",
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Content idents of the sister sites (spec §1) and their own default layouts. */
export const AI_SITE_LAYOUTS: Record<string, LayoutName> = {
  aitools: "aitools-default",
  aichat: "aichat-default",
  aigeneral: "aigeneral-default",
};

export function isAiSite(contentIdent: string): boolean {
  return contentIdent in AI_SITE_LAYOUTS;
}

function isLayoutName(value: string): value is LayoutName {
  return (LAYOUTS as readonly string[]).includes(value);
}

export type LayoutInput = {
  section: PageSection;
  /** Path without the language prefix. */
  pathname: string;
  contentIdent: string;
  aiSubdir: string;
  defaultLayout: string;
};

/**
 * Spec §2.3 rules. The AI sub-directory comes first (the AI chat keeps its gptsection layout on
 * the AI sites too), and the admin and social areas keep theirs everywhere; an AI site's own
 * default layout then replaces both the default layout and the configured one (issue 15).
 */
export function chooseLayout(input: LayoutInput): LayoutName {
  const sub = input.aiSubdir.replace(/^\/+|\/+$/g, "");
  if (sub && (input.pathname === `/${sub}` || input.pathname.startsWith(`/${sub}/`))) return "gptsection";
  if (input.section === "private") return "private-adm";
  if (input.section === "social") return "app-social";
  const siteLayout = AI_SITE_LAYOUTS[input.contentIdent];
  if (siteLayout) return siteLayout;
  if (input.section === "default" || input.section === "auth") return "default";
  return isLayoutName(input.defaultLayout) ? input.defaultLayout : "videochatsection";
}
