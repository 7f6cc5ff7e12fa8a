import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

export function SiteHeader({ variant }: { variant?: "admin" }) {
  const site = useSite();
  const path = usePagePath();
  const { t } = useTranslation("common");
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
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
