import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLoginState } from "#app/features/auth/store.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

export function SiteHeader({ variant }: { variant?: "admin" }) {
  const site = useSite();
  const path = usePagePath();
  const { t } = useTranslation("common");
  const { t: ta } = useTranslation("auth");
  const { isLoggedIn } = useLoginState();
  const appName = site?.publicConfig.appName ?? "Acaso";
  return (
    <header className="site-header">
      <Link to={variant === "admin" ? path("admin") : path("home")} className="brand">
        <span className="brand__mark" aria-hidden="true">
          ●
        </span>
        {appName}
        {variant === "admin" ? <span className="brand__tag">{t("nav.admin")}</span> : null}
      </Link>
      <nav aria-label={t("nav.label")} className="site-header__nav">
        <Link to={path("chat")} className="button button--small">
          {t("nav.videoChat")}
        </Link>
        {variant === "admin" ? null : (
          <Link
            to={isLoggedIn ? path("userAccount") : path("authLogin")}
            className="site-header__account"
            data-testid="header-account"
          >
            {isLoggedIn ? ta("nav.account") : ta("nav.login")}
          </Link>
        )}
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
