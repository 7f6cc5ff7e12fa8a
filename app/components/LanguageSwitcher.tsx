import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSite } from "#app/lib/site.ts";
import { LOCALE_NAMES, type Locale } from "#common/locales.ts";

/** Spec §9 cookie: 365 days, path /, SameSite=Lax. */
export function rememberLanguage(lang: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference cookie read by the server
  document.cookie = `i18n_redirected=${lang}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

/** The current page in every language (issue 3 item 1: on every page). */
export function LanguageSwitcher() {
  const site = useSite();
  const { t } = useTranslation("common");
  if (!site) return null;
  return (
    <details className="lang-switcher">
      <summary>
        <span className="visually-hidden">{t("language.choose")}: </span>
        <span aria-hidden="true" className="lang-switcher__code">
          {site.lang.toUpperCase()}
        </span>
        <span className="lang-switcher__name">{LOCALE_NAMES[site.lang].name}</span>
      </summary>
      <ul>
        {site.languages.map(({ lang, href }) => (
          <li key={lang}>
            <Link
              to={href}
              lang={LOCALE_NAMES[lang].iso}
              hrefLang={LOCALE_NAMES[lang].iso}
              aria-current={lang === site.lang ? "true" : undefined}
              onClick={(event) => {
                rememberLanguage(lang);
                event.currentTarget.closest("details")?.removeAttribute("open");
              }}
            >
              {LOCALE_NAMES[lang].name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
