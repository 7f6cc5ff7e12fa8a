import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "#app/components/LanguageSwitcher.tsx";
import { adminHttp } from "#app/features/admin/api.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";

/** Brand, the menu button (phones), the signed-in administrator, language and log out. */
export function AdminHeader(props: {
  email: string;
  navId: string | null;
  menuOpen: boolean;
  onMenu(): void;
}) {
  const { t } = useTranslation("admin");
  const site = useSite();
  const path = usePagePath();
  const [leaving, setLeaving] = useState(false);
  async function logOut() {
    setLeaving(true);
    await adminHttp.post("/api/admin/session/logout").catch(() => null);
    // Whatever the answer, the next page load decides: a live session would come back here.
    window.location.assign(path("adminLogin"));
  }
  return (
    <header className="admin-header">
      <Link to={path("admin")} className="brand">
        <span className="brand__mark" aria-hidden="true">
          ●
        </span>
        {site?.publicConfig.appName ?? "Acaso"}
        <span className="brand__tag">{t("shell.title")}</span>
      </Link>
      {props.navId ? (
        <button
          type="button"
          className="button button--secondary button--small admin-header__menu"
          aria-expanded={props.menuOpen}
          aria-controls={props.navId}
          onClick={props.onMenu}
          data-testid="admin-menu"
        >
          {props.menuOpen ? t("shell.closeMenu") : t("shell.menu")}
        </button>
      ) : null}
      <div className="admin-header__end">
        <span className="admin-header__who" data-testid="admin-email">
          <span className="visually-hidden">{t("shell.signedInAs")} </span>
          {props.email}
        </span>
        <LanguageSwitcher />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void logOut()}
          disabled={leaving}
          data-testid="admin-logout"
        >
          {leaving ? t("shell.loggingOut") : t("shell.logOut")}
        </button>
      </div>
    </header>
  );
}
