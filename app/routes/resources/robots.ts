import { getServices } from "#server/context.ts";
import type { Route } from "./+types/robots";

// Private and personal areas stay out of search engines; everything else is listed in the sitemap.
export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = getServices(context);
  // This instance's own sitemap (a sister site lists its own pages on its own URL).
  const sitemap = new URL("/sitemap.xml", publicConfig.currentSiteUrl).toString();
  const body = [
    "User-agent: *",
    "Disallow: /-priv/",
    "Disallow: /api/",
    "Disallow: /*/-priv/",
    "Allow: /",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
