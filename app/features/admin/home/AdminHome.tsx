import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import { ADMIN_SCREENS, screenLabel } from "../screens.ts";

/** /-priv/mda: the admin home. */
export function AdminHome() {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  const cards = ADMIN_SCREENS.filter((screen) => screen.description && !screen.notConfigured);
  return (
    <>
      <h1>{t("site:pages.admin.title")}</h1>
      <p className="admin-lead">{t("home.lead")}</p>
      <ul className="admin-cards">
        {cards.map((screen) => (
          <li key={screen.page}>
            <Link to={path(screen.page)} className="admin-card">
              <h2>{t(screenLabel(screen))}</h2>
              <p>{t(screen.description ?? "")}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
