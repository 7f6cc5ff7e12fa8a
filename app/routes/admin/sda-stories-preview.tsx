import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { AdSlot } from "#app/components/AdSlot.tsx";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/sda-stories-preview";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { head: (await adminHead(context)).head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

const STORIES = [1, 2, 3, 4, 5, 6];

/**
 * Issue 13: the between-stories placements (spec §2.8) as a feed would show them, with the real
 * rules (once per session, the 60-minute gate) — where the stories pages will put <AdSlot>.
 */
export default function Screen() {
  const { t } = useTranslation("adminAds");
  return (
    <>
      <h1>{t("stories.title")}</h1>
      <p className="admin-lead">{t("stories.lead")}</p>
      <ol style={{ listStyle: "none", padding: 0, display: "grid", gap: 12, maxWidth: 480 }}>
        {STORIES.map((n) => (
          <Fragment key={n}>
            <li className="admin-panel" style={{ minHeight: 80 }}>
              {t("stories.story")} {n}
            </li>
            {n === 2 ? (
              <li>
                <AdSlot placement="betweenStories" />
              </li>
            ) : null}
            {n === 4 ? (
              <li>
                <AdSlot placement="betweenStoriesSocialExternal18" />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
