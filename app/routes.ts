import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { PAGE_IDS, PAGES, type PageSection, routeEntries } from "./i18n/route-table.ts";

// Every page of the localized route table becomes one route per language under /{lang} plus the
// unprefixed paths; which language owns the unprefixed paths is decided at runtime by the locale
// middleware (docs/decisions/002-localized-routing.md).
function pagesOf(sections: PageSection[]): RouteConfigEntry[] {
  return PAGE_IDS.filter((id) => sections.includes(PAGES[id].section)).flatMap((id) =>
    routeEntries(id).map((entry) => route(entry.path, PAGES[id].file, { id: entry.id })),
  );
}

// Layout routes of spec §2.3; the layout modules apply the runtime parts of the rules (AI sites,
// the configured default layout).
export default [
  layout("layouts/default.tsx", pagesOf(["default", "auth"])),
  layout("layouts/videochat.tsx", pagesOf(["videochat"])),
  layout("layouts/social.tsx", pagesOf(["social"])),
  layout("layouts/private.tsx", pagesOf(["private"])),
  ...pagesOf(["none"]),
  route("robots.txt", "routes/resources/robots.ts"),
  // Issue 17: the floor page `npm run bench:ssr` measures the others against (noindex, unlinked).
  route("-/ssr-floor", "routes/site/ssr-floor.tsx"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("api/sys/log", "routes/resources/sys-log.ts"),
  // Issue 15: short-video files and plays, AI generation (streamed).
  route("api/videos/:id/:kind", "routes/api/videos.ts"),
  route("api/ai/tool", "routes/api/ai-tool.ts"),
  route("api/ai/chat", "routes/api/ai-chat.ts"),
  // No page matches: a 404 page rendered in the language of the prefix (spec §8).
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
