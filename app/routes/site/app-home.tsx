import { and, asc, eq } from "drizzle-orm";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PageId } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { contentPages } from "#db/schema/content.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/app-home";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const { database } = getServices(context);
  // The content pages of this language: the footer's "Pages" entry lands here (spec §2.4).
  const pages = await database.db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(and(eq(contentPages.locale, page.lang), eq(contentPages.published, true)))
    .orderBy(asc(contentPages.title))
    .limit(100);
  return { head: pageHead(context, page), pages };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function AppHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  const path = usePagePath();
  const site = useSite();
  const sections: { id: PageId; key: string }[] = [
    { id: "chat", key: "videoChat" },
    { id: "randomVideoChat", key: "randomVideoChat" },
    { id: "socialChatRoom", key: "chatRooms" },
    ...(site?.publicConfig.hasStoriesPages ? [{ id: "stories" as const, key: "stories" }] : []),
    ...(site?.publicConfig.hasTiktokPages && ["en", "pt", "es"].includes(site.lang)
      ? [{ id: "tiktok" as const, key: "tiktok" }]
      : []),
    { id: "contact", key: "contact" },
  ];
  return (
    <div className="page">
      <h1>{t("appHome.heading")}</h1>
      <p className="hero__lead">{t("appHome.lead")}</p>
      <ul className="cards">
        {sections.map(({ id, key }) => (
          <li key={id} className="card">
            <h2>
              <Link to={path(id)}>{t(`appHome.sections.${key}.title`)}</Link>
            </h2>
            <p>{t(`appHome.sections.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      {loaderData.pages.length > 0 ? (
        <section className="section">
          <h2>{t("appHome.pagesTitle")}</h2>
          <ul className="pill-list">
            {loaderData.pages.map((p) => (
              <li key={p.slug}>
                <Link to={path("slug", { allSlug: p.slug })}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section">
        <h2>{t("appHome.legalTitle")}</h2>
        <ul className="pill-list">
          <li>
            <Link to={path("terms")}>{t("pages.terms.title")}</Link>
          </li>
          <li>
            <Link to={path("privacyPolicy")}>{t("pages.privacyPolicy.title")}</Link>
          </li>
          <li>
            <Link to={path("rules")}>{t("pages.rules.title")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
