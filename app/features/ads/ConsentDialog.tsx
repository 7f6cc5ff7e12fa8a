import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isPrivatePath } from "#app/lib/analytics.ts";
import { usePageHydrates } from "#app/lib/hydration.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import css from "./ads.css?inline";
import {
  closeConsentDialog,
  openConsentDialog,
  setConsent,
  useConsent,
  useConsentDialogOpen,
} from "./consent.ts";

/**
 * The consent dialog (issue 13, decision 031): asked before any third-party ad or analytics script
 * loads; accept, reject or choose; remembered in a cookie; reopened from the footer. Not on the
 * admin pages (no third-party script runs there).
 */
export function ConsentDialog() {
  const site = useSite();
  const consent = useConsent(site?.consent);
  const reopened = useConsentDialogOpen();
  const { pathname } = useLocation();
  const { t } = useTranslation("ads");
  const path = usePagePath();
  const [choosing, setChoosing] = useState(false);
  const [ads, setAds] = useState(consent?.ads ?? false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const open = !isPrivatePath(pathname) && (consent === null || reopened);
  const hydrates = usePageHydrates();

  useEffect(() => {
    if (reopened) {
      setChoosing(true);
      setAds(consent?.ads ?? false);
      setAnalytics(consent?.analytics ?? false);
      ref.current?.querySelector<HTMLElement>("input, button")?.focus();
    }
  }, [reopened, consent]);

  if (!hydrates) {
    if (isPrivatePath(pathname)) return null;
    const appName = site?.publicConfig.appName ?? "Acaso";
    const privacy = path("privacyPolicy");
    // No React in the browser (decision 050): the island script shows this markup. A first visit gets
    // the dialog itself; a visitor who chose gets it as a template the footer link brings back.
    return consent === null ? (
      <IslandConsentDialog titleId={titleId} appName={appName} privacyHref={privacy} />
    ) : (
      <template data-consent-template="">
        <IslandConsentDialog titleId={titleId} appName={appName} privacyHref={privacy} />
      </template>
    );
  }
  if (!open) return null;
  return (
    <section
      ref={ref}
      className="consent"
      role="dialog"
      aria-labelledby={titleId}
      data-testid="consent-dialog"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <h2 id={titleId}>{t("consent.title")}</h2>
      <p>
        {t("consent.text", { app: site?.publicConfig.appName ?? "Acaso" })}{" "}
        <Link to={path("privacyPolicy")}>{t("consent.policy")}</Link>
      </p>
      {choosing ? (
        <fieldset className="consent__choices">
          <label>
            <input
              type="checkbox"
              checked={ads}
              onChange={(event) => setAds(event.target.checked)}
              data-testid="consent-ads"
            />
            <span>
              {t("consent.ads")}
              <span className="consent__hint">{t("consent.adsHint")}</span>
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              data-testid="consent-analytics"
            />
            <span>
              {t("consent.analytics")}
              <span className="consent__hint">{t("consent.analyticsHint")}</span>
            </span>
          </label>
        </fieldset>
      ) : null}
      <div className="consent__actions">
        <button
          type="button"
          onClick={() => setConsent({ ads: false, analytics: false })}
          data-testid="consent-reject"
        >
          {t("consent.reject")}
        </button>
        {choosing ? (
          <button type="button" onClick={() => setConsent({ ads, analytics })} data-testid="consent-save">
            {t("consent.save")}
          </button>
        ) : (
          <button type="button" onClick={() => setChoosing(true)} data-testid="consent-choose">
            {t("consent.choose")}
          </button>
        )}
        <button
          type="button"
          className="consent__primary"
          onClick={() => setConsent({ ads: true, analytics: true })}
          data-testid="consent-accept"
        >
          {t("consent.accept")}
        </button>
        {reopened && consent !== null ? (
          <button type="button" onClick={closeConsentDialog}>
            {t("consent.close")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The dialog of a page served without React (decision 050): every control is in the markup, the
 * island script (app/island/home-island.ts) shows the ones the mode needs and answers the buttons.
 */
function IslandConsentDialog(props: { titleId: string; appName: string; privacyHref: string }) {
  const { t } = useTranslation("ads");
  return (
    <section className="consent" role="dialog" aria-labelledby={props.titleId} data-testid="consent-dialog">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <h2 id={props.titleId}>{t("consent.title")}</h2>
      <p>
        {t("consent.text", { app: props.appName })} <a href={props.privacyHref}>{t("consent.policy")}</a>
      </p>
      <fieldset className="consent__choices" data-consent-choices="" hidden>
        <label>
          <input type="checkbox" data-testid="consent-ads" />
          <span>
            {t("consent.ads")}
            <span className="consent__hint">{t("consent.adsHint")}</span>
          </span>
        </label>
        <label>
          <input type="checkbox" data-testid="consent-analytics" />
          <span>
            {t("consent.analytics")}
            <span className="consent__hint">{t("consent.analyticsHint")}</span>
          </span>
        </label>
      </fieldset>
      <div className="consent__actions">
        <button type="button" data-testid="consent-reject">
          {t("consent.reject")}
        </button>
        <button type="button" data-testid="consent-save" hidden>
          {t("consent.save")}
        </button>
        <button type="button" data-testid="consent-choose">
          {t("consent.choose")}
        </button>
        <button type="button" className="consent__primary" data-testid="consent-accept">
          {t("consent.accept")}
        </button>
        <button type="button" data-consent-close="" hidden>
          {t("consent.close")}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the dialog (spec §2.4 footer; decision 031). */
export function ConsentFooterLink() {
  const { t } = useTranslation("ads");
  return (
    <button type="button" className="consent-link" onClick={openConsentDialog} data-testid="consent-footer">
      {t("consent.footer")}
    </button>
  );
}
