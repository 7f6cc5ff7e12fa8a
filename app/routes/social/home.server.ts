import { type RouterContextProvider, redirect } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { RETURN_PARAM } from "#app/middleware/guards.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import { getServices } from "#server/context.ts";
import { getSocial } from "#server/social/http.ts";

/** The social home (issue 14): the visitor's profile state, then the discover feed. */
export async function loadSocialHome(request: Request, context: Readonly<RouterContextProvider>) {
  const page = await loadPage(context);
  const user = await getSessionUser(request, context);
  // The route table's guard sent anonymous visitors away; this covers a session that just ended.
  if (!user) {
    const login = localizedPath("authLogin", page.lang, page.defaultLocale) ?? "/";
    throw redirect(`${login}?${new URLSearchParams({ [RETURN_PARAM]: page.fullPath })}`);
  }
  const services = getServices(context);
  const social = getSocial(services);
  const profile = await social.profiles.ownProfile(user.id);
  if (!profile) throw redirect("/");
  // The discover feed's first page is server-rendered; the rest loads on scroll.
  const feed = await social.discover.feed(0, user.id);
  const verifiedParam = new URL(request.url).searchParams.get("verified");
  return {
    head: pageHead(context, page, { noindex: true, description: page.t("social:home.description") }),
    lang: page.lang,
    email: user.email,
    profile,
    verifyOutcome:
      verifiedParam === "1" ? ("done" as const) : verifiedParam === "0" ? ("failed" as const) : null,
    storiesEnabled: services.publicConfig.hasStoriesPages,
    feed,
  };
}
