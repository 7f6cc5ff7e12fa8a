import { Outlet, useLocation, useMatches } from "react-router";
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
  // A page whose route says `handle.appScreen` (the video chat) fills the window: no footer, no scroll.
  const appScreen = useMatches().some((m) => (m.handle as { appScreen?: boolean } | undefined)?.appScreen);
  const layout = chooseLayout({
    section,
    pathname: splitLocalePrefix(location.pathname)[1],
    contentIdent: site?.publicConfig.contentIdent ?? "acaso",
    aiSubdir: site?.publicConfig.aiSubdir ?? "ai",
    defaultLayout: site?.publicConfig.defaultLayout ?? "videochatsection",
  });
  return (
    <div className={`shell layout-${layout}${appScreen ? " shell--app" : ""}`} data-layout={layout}>
      <SiteHeader {...(layout === "private-adm" ? { variant: "admin" as const } : {})} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* The admin area and the full-height app screens (AI chat, video chat) have no footer. */}
      {layout === "private-adm" || layout === "gptsection" || appScreen ? null : <SiteFooter />}
    </div>
  );
}
