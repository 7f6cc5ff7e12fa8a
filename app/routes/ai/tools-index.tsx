import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AiStatusNotice } from "#app/features/ai/AiStatus.tsx";
import aiCss from "#app/features/ai/ai.css?url";
import { headMeta } from "#app/lib/head.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { AI_TOOLS, TOOL_IDS } from "#common/ai/tools.ts";
import type { Route } from "./+types/tools-index";
import { loadAiPage } from "./page.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: aiCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { status, head, title, chatEnabled } = await loadAiPage(context, "aitools");
  return { status, head, title, chatEnabled };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** The AI tools index (spec §1: the twelfth tool): every tool with what it does. */
export default function ToolsIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("ai");
  const path = usePagePath();
  const site = useSite();
  return (
    <div className="ai-page">
      <h1>{loaderData.title}</h1>
      <p className="ai-page__lead">{t("tools.aiTools.lead")}</p>
      <AiStatusNotice status={loaderData.status} />
      <ul className="ai-tools">
        {TOOL_IDS.map((tool) => {
          const pageId = AI_TOOLS[tool].pageId;
          return (
            <li key={tool} className="ai-tools__item">
              <h2>
                <Link to={path(pageId)}>{t(`tools.${pageId}.title`)}</Link>
              </h2>
              <p>{t(`tools.${pageId}.lead`)}</p>
            </li>
          );
        })}
        {loaderData.chatEnabled ? (
          <li className="ai-tools__item">
            <h2>
              <Link to={path("aiChat", { aiSubdir: site?.publicConfig.aiSubdir ?? "ai" })}>
                {t("index.chatTitle")}
              </Link>
            </h2>
            <p>{t("index.chatText")}</p>
          </li>
        ) : null}
      </ul>
      <p className="ai-disclaimer">{t("disclaimer")}</p>
    </div>
  );
}
