import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AiStatusNotice, aiDisabled } from "#app/features/ai/AiStatus.tsx";
import aiCss from "#app/features/ai/ai.css?url";
import { ToolForm } from "#app/features/ai/ToolForm.tsx";
import { headMeta } from "#app/lib/head.ts";
import { usePagePath } from "#app/lib/site.ts";
import { toolOfPage } from "#common/ai/tools.ts";
import type { Route } from "./+types/tool";
import { loadAiPage } from "./page.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: aiCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { page, status, head, title } = await loadAiPage(context, "aitools");
  const tool = toolOfPage(page.pageId);
  if (!tool) throw new Error(`no AI tool for page ${page.pageId}`);
  return { head, title, tool, pageId: page.pageId, lang: page.lang, status };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** One AI tool page (spec §1): its form and the streamed answer. */
export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("ai");
  const path = usePagePath();
  const { status, tool, pageId, lang } = loaderData;
  return (
    <div className="ai-page page--narrow">
      <p className="ai-breadcrumb">
        <Link to={path("aiTools")}>{t("tools.aiTools.title")}</Link>
      </p>
      <h1>{loaderData.title}</h1>
      <p className="ai-page__lead">{t(`tools.${pageId}.lead`)}</p>
      <AiStatusNotice status={status} />
      <ToolForm key={tool} tool={tool} lang={lang} disabled={aiDisabled(status)} />
      <p className="ai-disclaimer">{t("disclaimer")}</p>
    </div>
  );
}
