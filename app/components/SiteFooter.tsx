import { useTranslation } from "react-i18next";
import { ConsentFooterLink } from "#app/features/ads/ConsentDialog.tsx";
import { useAiSiteLinks } from "#app/features/ai/AiNav.tsx";
import { featureEnabled } from "#app/lib/features.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { LOCALE_NAMES } from "#common/locales.ts";
import { rememberLanguage } from "./LanguageSwitcher.tsx";
import { SiteLink as Link } from "./SiteLink.tsx";

/** Spec §2.4 footer. */
export function SiteFooter() {
  const site = useSite();
  const path = usePagePath();
  const { t } = useTranslation("common");
  const aiLinks = useAiSiteLinks();
  if (!site) return null;
  const { publicConfig } = site;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <p className="site-footer__name">{publicConfig.appName}</p>
        <p>{t(aiLinks ? "aiSubtitle" : "appSubtitle")}</p>
      </div>
      <nav aria-label={t("footer.label")}>
        <ul className="site-footer__links">
          {aiLinks ? (
            // AI sister sites: their AI pages instead of the video chat and chat rooms (spec §2.5).
            aiLinks.map((link) => (
              <li key={link.id}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))
          ) : (
            <>
              <li>
                <Link to={path("chat")}>{t("footer.videoChat")}</Link>
              </li>
              <li>
                <Link to={path("socialChatRoom")}>{t("footer.chatRooms")}</Link>
              </li>
            </>
          )}
          {featureEnabled("tiktok", publicConfig) &&
          site.lang !== "de" &&
          site.lang !== "fr" &&
          site.lang !== "it" ? (
            <li>
              <Link to={path("tiktok")}>{t("footer.tiktok")}</Link>
            </li>
          ) : null}
          {publicConfig.hasStoriesPages ? (
            <li>
              <Link to={path("stories")}>{t("footer.stories")}</Link>
            </li>
          ) : null}
          <li>
            <Link to={path("appHome")}>{t("footer.pages")}</Link>
          </li>
          <li>
            <Link to={path("terms")}>{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to={path("privacyPolicy")}>{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to={path("rules")}>{t("footer.rules")}</Link>
          </li>
          <li>
            <Link to={path("contact")}>{t("footer.contact")}</Link>
          </li>
          <li>
            <ConsentFooterLink />
          </li>
        </ul>
      </nav>
      {publicConfig.isMiniApp ? null : (
        <nav
          aria-label={t("footer.languages")}
          className="site-footer__languages"
          data-testid="footer-languages"
        >
          <ul>
            {site.languages.map(({ lang, href }) => (
              <li key={lang}>
                <Link
                  to={href}
                  lang={LOCALE_NAMES[lang].iso}
                  hrefLang={LOCALE_NAMES[lang].iso}
                  aria-current={lang === site.lang ? "true" : undefined}
                  onClick={() => rememberLanguage(lang)}
                >
                  {LOCALE_NAMES[lang].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="site-footer__copy">{t("footer.copyright", { year, appName: publicConfig.appName })}</p>
    </footer>
  );
}
