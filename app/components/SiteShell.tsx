import { Outlet, useLocation } from "react-router";
import type { PageSection } from "#app/i18n/route-table.ts";
import { splitLocalePrefix } from "#app/i18n/route-table.ts";
import { chooseLayout } from "#app/layouts/choose.ts";
import { useSite } from "#app/lib/site.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** The frame every layout route renders; the layout name of spec §2.3 picks its variant. */
export function SiteShell({ section }: { section: PageSection }) {
  const site = useSite();
  const location = useLocation();
  const layout = chooseLayout({
    section,
    pathname: splitLocalePrefix(location.pathname)[1],
    contentIdent: site?.publicConfig.contentIdent ?? "acaso",
    aiSubdir: site?.publicConfig.aiSubdir ?? "ai",
    defaultLayout: site?.publicConfig.defaultLayout ?? "videochatsection",
  });
  return (
    <div className={`shell layout-${layout}`} data-layout={layout}>
      <SiteHeader {...(layout === "private-adm" ? { variant: "admin" as const } : {})} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* The admin area and the AI chat (a full-height app screen) have no footer. */}
      {layout === "private-adm" || layout === "gptsection" ? null : <SiteFooter />}
    </div>
  );
}
