import { useTranslation } from "react-i18next";
import { AiNavLinks, useAiSiteLinks } from "#app/features/ai/AiNav.tsx";
import { LoginModalLink, LoginRequiredLink } from "#app/features/auth/LoginLinks.tsx";
import { useLoginState } from "#app/features/auth/store.ts";
import { UnreadBadge } from "#app/features/social/UnreadBadge.tsx";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { SiteLink as Link } from "./SiteLink.tsx";

export function SiteHeader({ variant }: { variant?: "admin" }) {
  const site = useSite();
  const path = usePagePath();
  const { t } = useTranslation("common");
  const { t: ta } = useTranslation("auth");
  const { isLoggedIn } = useLoginState();
  const appName = site?.publicConfig.appName ?? "Acaso";
  // AI sister sites lead to their AI pages instead of the video chat (issue 15).
  const aiLinks = useAiSiteLinks();
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
        {aiLinks && variant !== "admin" ? (
          <AiNavLinks className="button button--small" />
        ) : (
          <Link to={path("chat")} className="button button--small">
            {t("nav.videoChat")}
          </Link>
        )}
        {variant === "admin" ? null : (
          // Login-only area: anonymous visitors get the login modal, then the page (spec §4.2).
          <LoginRequiredLink to={path("social")} className="site-header__social" data-testid="header-social">
            {ta("nav.social")}
            <UnreadBadge />
          </LoginRequiredLink>
        )}
        {variant === "admin" ? null : isLoggedIn ? (
          <Link to={path("userAccount")} className="site-header__account" data-testid="header-account">
            {ta("nav.account")}
          </Link>
        ) : (
          // The login page without JavaScript; the login modal once the page's script runs.
          <LoginModalLink
            to={path("authLogin")}
            className="site-header__account"
            data-testid="header-account"
            successMessage={ta("modal.loggedIn")}
          >
            {ta("nav.login")}
          </LoginModalLink>
        )}
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
