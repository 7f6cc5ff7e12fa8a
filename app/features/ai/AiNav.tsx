import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useSite } from "#app/lib/site.ts";
import { aiFeatures } from "#common/ai/tools.ts";

/** The links an AI sister site shows instead of the video chat's (header and footer), or null. */
export function useAiSiteLinks(): { to: string; label: string; id: string }[] | null {
  const site = useSite();
  const { t } = useTranslation("ai");
  if (!site) return null;
  const ai = aiFeatures(site.publicConfig.contentIdent);
  if (!ai.tools && !ai.chat) return null;
  const links: { to: string; label: string; id: string }[] = [];
  if (ai.tools) {
    const to =
      localizedPath("aiTools", site.lang, site.defaultLocale) ??
      localizedPath("aiTools", "en", site.defaultLocale);
    if (to) links.push({ to, label: t("nav.tools"), id: "aiTools" });
  }
  if (ai.chat) {
    const to = localizedPath("aiChat", site.lang, site.defaultLocale, {
      aiSubdir: site.publicConfig.aiSubdir,
    });
    if (to) links.push({ to, label: t("nav.chat"), id: "aiChat" });
  }
  return links;
}

export function AiNavLinks({ className }: { className?: string }) {
  const links = useAiSiteLinks() ?? [];
  return (
    <>
      {links.map((link) => (
        <Link key={link.id} to={link.to} className={className}>
          {link.label}
        </Link>
      ))}
    </>
  );
}
