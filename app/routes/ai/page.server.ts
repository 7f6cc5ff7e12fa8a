import type { RouterContextProvider } from "react-router";
import { featureEnabled } from "#app/lib/features.ts";
import { type LoadedPage, loadPage, pageHead } from "#app/lib/page.server.ts";
import { getAiService } from "#server/ai/service.ts";
import { getServices } from "#server/context.ts";

/**
 * Every AI page: exists only on the sister site that has the feature (spec §1), is canonical on
 * that site's own URL, and knows whether AI is configured and today's budget is left.
 */
export async function loadAiPage(
  context: Readonly<RouterContextProvider>,
  feature: "aitools" | "aichat",
  validate?: (page: LoadedPage) => boolean,
) {
  const services = getServices(context);
  const page = await loadPage(
    context,
    (p) => featureEnabled(feature, services.publicConfig) && (validate?.(p as LoadedPage) ?? true),
  );
  const status = await getAiService(services).status();
  const texts =
    feature === "aichat"
      ? { title: page.t("ai:chat.title"), description: page.t("ai:chat.description") }
      : {
          title: page.t(`ai:tools.${page.pageId}.title`),
          description: page.t(`ai:tools.${page.pageId}.description`),
        };
  const head = pageHead(context, page, { ...texts, siteUrl: services.publicConfig.currentSiteUrl });
  return {
    page,
    status,
    head,
    title: texts.title,
    chatEnabled: featureEnabled("aichat", services.publicConfig),
  };
}
