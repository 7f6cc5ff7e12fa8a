import { type RouterContextProvider, redirect } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { featureEnabled } from "#app/lib/features.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { validationFailed } from "#app/middleware/locale.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import { storyPageCount } from "#common/social/stories.ts";
import { parsePageParam } from "#common/videos.ts";
import { getServices } from "#server/context.ts";
import { getSocial } from "#server/social/http.ts";

/**
 * /social/stories/{page?} (issue 14): server-rendered pages of visible stories, newest first. Each
 * page has its own canonical URL (page 1 has no segment; /1 redirects there); past the last page
 * is a 404.
 */
export async function loadStoriesPage(request: Request, context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  const page = await loadPage(context, () => featureEnabled("stories", services.publicConfig));
  const parsed = parsePageParam(page.params.page);
  if (parsed.kind === "invalid") validationFailed(page.fullPath);
  if (parsed.kind === "canonical")
    throw redirect(localizedPath("stories", page.lang, page.defaultLocale) ?? "/", 301);
  const number = parsed.page;
  const social = getSocial(services);
  const user = await getSessionUser(request, context);
  const { total, stories } = await social.stories.page(number, user?.id ?? null);
  const pages = storyPageCount(total);
  if (number > pages) validationFailed(page.fullPath);
  const profile = user ? await social.profiles.ownProfile(user.id) : null;
  const title =
    number > 1 ? page.t("stories:titlePage", { page: number }) : page.t("site:pages.stories.title");
  return {
    head: pageHead(context, page, { title, description: page.t("stories:description") }),
    lang: page.lang,
    page: number,
    pages,
    total,
    stories,
    viewer: user
      ? { id: user.id, verified: profile?.verified ?? false, username: profile?.username ?? null }
      : null,
  };
}
