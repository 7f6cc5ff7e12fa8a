import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageDef } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { usePagePath } from "#app/lib/site.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/placeholder";

// Pages owned by later issues (auth, social, account, admin, tiktok, stories): a titled page now,
// replaced by their own route module in the route table.
export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = getServices(context);
  // validate hook: short-video and stories pages exist only when enabled (spec §2.4 "if enabled").
  const page = await loadPage(context, ({ pageId }) => {
    if (!pageId) return false;
    const feature = pageDef(pageId).feature;
    if (feature === "tiktok") return publicConfig.hasTiktokPages;
    if (feature === "stories") return publicConfig.hasStoriesPages;
    return true;
  });
  return {
    head: pageHead(context, page, { description: page.t("site:placeholder.description"), noindex: true }),
    pageId: page.pageId,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  const path = usePagePath();
  return (
    <div className="page page--narrow">
      <h1>{t(`pages.${loaderData.pageId}.title`)}</h1>
      <p>{t("placeholder.text")}</p>
      <p>
        <Link to={path("chat")} className="button">
          {t("placeholder.cta")}
        </Link>
      </p>
    </div>
  );
}
