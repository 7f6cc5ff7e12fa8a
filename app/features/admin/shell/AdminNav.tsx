import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import { navigation, screenLabel } from "../screens.ts";

/** The admin navigation, built from THE registry of screens (../screens.ts). */
export function AdminNav(props: { id: string; open: boolean; onNavigate(): void }) {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  return (
    <nav
      id={props.id}
      className="admin-nav"
      data-open={props.open ? "true" : "false"}
      aria-label={t("shell.navLabel")}
      data-testid="admin-nav"
    >
      {navigation().map(({ group, screens }) => (
        <section key={group} className="admin-nav__group" aria-labelledby={`${props.id}-${group}`}>
          <h2 id={`${props.id}-${group}`} className="admin-nav__heading">
            {t(`groups.${group}`)}
          </h2>
          <ul>
            {screens.map((screen) => (
              <li key={screen.page}>
                {screen.notConfigured ? (
                  // Later issues fill these screens: an entry that says so, not a dead link.
                  <span className="admin-nav__item admin-nav__item--off" data-screen={screen.page}>
                    {t(screenLabel(screen))}
                    <span className="admin-badge">{t("shell.notConfigured")}</span>
                  </span>
                ) : (
                  <NavLink
                    to={path(screen.page)}
                    end
                    className="admin-nav__item"
                    data-screen={screen.page}
                    onClick={props.onNavigate}
                  >
                    {t(screenLabel(screen))}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
