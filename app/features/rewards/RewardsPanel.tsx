import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath, useSite } from "#app/lib/site.ts";
import type { RewardStatus } from "#common/rewards/index.ts";
import { type RewardProblem, rewardsApi } from "./api.ts";
import { countryName, filterName, languageName } from "./names.ts";
import { RewardPlayer } from "./RewardPlayer.tsx";
import "./rewards.css";

/**
 * Credits and the partner filter, in the chat's settings dialog (a group of its form, hence a
 * fieldset with its legend) (issue 13): the balance, the rewarded
 * video, and minutes of a filter for a language and/or, when the server knows visitors' countries,
 * a country (decision 048). Anonymous visitors are invited to log in.
 */
export function RewardsPanel() {
  const { t } = useTranslation("rewards");
  const site = useSite();
  const pageLang = site?.lang ?? "en";
  const path = usePagePath();
  const [status, setStatus] = useState<RewardStatus | null>(null);
  const [problem, setProblem] = useState<RewardProblem | null>(null);
  const [watching, setWatching] = useState(false);
  const [lang, setLang] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [credits, setCredits] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = useCallback(
    (p: RewardProblem) => t(`errors.${p.error}`, { seconds: p.retryAfterSeconds ?? 0 }),
    [t],
  );

  const refresh = useCallback(async () => {
    const result = await rewardsApi.status();
    if (result.ok) {
      setStatus(result.data);
      setProblem(null);
      const { filter, filterLanguages, filterCountries } = result.data;
      // First read: the filter in force, else the first language (and any country).
      setLang((current) => current ?? (filter ? (filter.lang ?? "") : (filterLanguages[0] ?? "")));
      setCountry(
        (current) =>
          current ?? (filter?.country && filterCountries.includes(filter.country) ? filter.country : ""),
      );
    } else {
      setProblem(result.problem);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function buy() {
    setBusy(true);
    setNotice(null);
    const result = await rewardsApi.buyFilter({
      ...(lang ? { lang } : {}),
      ...(country && offersCountries ? { country } : {}),
      credits,
    });
    setBusy(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    setNotice(
      t("bought", {
        lang: filterName(result.data.filter, pageLang),
        minutes: result.data.filter.remainingMinutes,
      }),
    );
    await refresh();
  }

  if (problem?.error === "loginRequired") {
    return (
      <fieldset className="rw-panel" data-testid="rewards-panel">
        <legend className="rw-title">{t("title")}</legend>
        <p>{t("loginNeeded")}</p>
        <Link className="rw-button" to={path("authLogin")}>
          {t("login")}
        </Link>
      </fieldset>
    );
  }

  const affordable = status ? Math.min(status.balance, 10) : 0;
  const offersCountries = (status?.filterCountries.length ?? 0) > 0;
  const chosen = Boolean(lang) || (offersCountries && Boolean(country));
  const nextAt = status?.nextViewAt ? new Date(status.nextViewAt) : null;
  return (
    <fieldset className="rw-panel" data-testid="rewards-panel">
      <legend className="rw-title">{t("title")}</legend>
      {status ? (
        <>
          <p className="rw-balance">
            <strong data-testid="rewards-balance" data-value={status.balance}>
              {t("balance", { count: status.balance })}
            </strong>
            {status.filter ? (
              <span
                className="rw-filter-on"
                data-testid="rewards-filter"
                data-lang={status.filter.lang ?? ""}
                data-country={status.filter.country ?? ""}
              >
                {t("filterActive", {
                  lang: filterName(status.filter, pageLang),
                  minutes: status.filter.remainingMinutes,
                })}
              </span>
            ) : (
              <span className="rw-muted">{t("noFilter")}</span>
            )}
          </p>
          {watching ? (
            <RewardPlayer
              problemText={problemText}
              onDone={() => {
                setWatching(false);
                void refresh();
              }}
            />
          ) : (
            <div className="rw-earn">
              <p className="rw-muted">
                {status.enabled ? t("earnHint", { count: status.creditsPerView }) : t("disabled")}{" "}
                {t("viewsToday", { n: status.viewsToday, cap: status.dailyCap })}
                {nextAt
                  ? ` ${t("nextViewAt", { time: nextAt.toLocaleTimeString(pageLang, { timeStyle: "short" }) })}`
                  : null}
              </p>
              <button
                type="button"
                className="rw-button rw-button--primary"
                data-testid="rewards-watch"
                disabled={!status.enabled || Boolean(nextAt)}
                onClick={() => {
                  setNotice(null);
                  setProblem(null);
                  setWatching(true);
                }}
              >
                {t("watch")}
              </button>
            </div>
          )}
          {status.filterLanguages.length > 0 || offersCountries ? (
            <div className="rw-buy">
              <label className="rw-field">
                {t("filterLanguage")}
                <select
                  value={lang ?? ""}
                  onChange={(event) => setLang(event.target.value)}
                  data-testid="rewards-lang"
                >
                  {offersCountries ? <option value="">{t("anyLanguage")}</option> : null}
                  {status.filterLanguages.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code, pageLang)}
                    </option>
                  ))}
                </select>
              </label>
              {offersCountries ? (
                <label className="rw-field">
                  {t("filterCountry")}
                  <select
                    value={country ?? ""}
                    onChange={(event) => setCountry(event.target.value)}
                    data-testid="rewards-country"
                  >
                    <option value="">{t("anyCountry")}</option>
                    {status.filterCountries
                      .map((code) => ({ code, name: countryName(code, pageLang) }))
                      .sort((a, b) => a.name.localeCompare(b.name, pageLang))
                      .map(({ code, name }) => (
                        <option key={code} value={code}>
                          {code === status.country ? t("yourCountry", { country: name }) : name}
                        </option>
                      ))}
                  </select>
                </label>
              ) : null}
              <label className="rw-field">
                {t("filterCredits")}
                <select
                  value={Math.min(credits, Math.max(affordable, 1))}
                  onChange={(event) => setCredits(Number(event.target.value))}
                  disabled={affordable < 1}
                  data-testid="rewards-credits"
                >
                  {Array.from({ length: Math.max(affordable, 1) }, (_, index) => index + 1).map((n) => (
                    <option key={n} value={n}>
                      {t("filterCreditsOption", { count: n, minutes: n * status.filterMinutesPerCredit })}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="rw-button"
                disabled={busy || affordable < 1 || !chosen}
                onClick={buy}
                data-testid="rewards-buy"
              >
                {t("buy")}
              </button>
              <p className="rw-muted">{t(offersCountries ? "filterHintCountry" : "filterHint")}</p>
            </div>
          ) : null}
        </>
      ) : null}
      {notice ? (
        <p className="rw-notice" role="status" data-testid="rewards-notice">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="rw-error" role="alert" data-testid="rewards-error" data-code={problem.error}>
          {problemText(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
