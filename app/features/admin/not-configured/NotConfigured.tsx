import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PageId } from "#app/i18n/route-table.ts";
import { usePagePath } from "#app/lib/site.ts";

/** Screens a later issue fills (ads, rewards, ad manager, discover): they say so instead of a 404. */
export function NotConfigured(props: { page: PageId }) {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  return (
    <>
      <h1>{t(`site:pages.${props.page}.title`)}</h1>
      <p className="admin-badge admin-badge--warn">{t("shell.notConfigured")}</p>
      <p className="admin-lead">{t("notConfigured.text")}</p>
      <p>
        <Link to={path("admin")} className="button button--secondary">
          {t("notConfigured.back")}
        </Link>
      </p>
    </>
  );
}
