import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RewardSettings } from "#common/rewards/index.ts";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading, SaveFooter } from "../ui/Status.tsx";
import { type HouseVideoInfo, HouseVideoUpload } from "./HouseVideoUpload.tsx";
import { RewardFigures, type RewardFiguresData } from "./RewardFigures.tsx";

type ConfigAnswer = {
  config: RewardSettings;
  updatedAt: string | null;
  figures: RewardFiguresData;
  houseVideo: HouseVideoInfo;
  houseVideoMaxBytes: number;
  countriesKnown: boolean;
};

/** Reads the form into the settings' shape (the server validates it with the same zod schema). */
function readForm(form: HTMLFormElement): RewardSettings {
  const data = new FormData(form);
  const number = (name: string) => Number(data.get(name) ?? 0);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return {
    enabled: data.get("enabled") === "on",
    creditsPerView: number("creditsPerView"),
    minWatchSeconds: number("minWatchSeconds"),
    dailyCapPerAccount: number("dailyCapPerAccount"),
    dailyCapPerIp: number("dailyCapPerIp"),
    cooldownSeconds: number("cooldownSeconds"),
    filterMinutesPerCredit: number("filterMinutesPerCredit"),
    filterLanguages: text("filterLanguages")
      .split(/[\s,]+/)
      .map((code) => code.toLowerCase())
      .filter(Boolean),
    filterCountries: text("filterCountries")
      .split(/[\s,]+/)
      .map((code) => code.toUpperCase())
      .filter(Boolean),
    source: data.get("source") === "vast" ? "vast" : "house",
    houseVideoUrl: text("houseVideoUrl"),
    vastTagUrl: text("vastTagUrl"),
  };
}

function NumberField(props: { name: keyof RewardSettings; value: number; min: number; max: number }) {
  const { t } = useTranslation("adminRewards");
  return (
    <label>
      {t(props.name)}
      <input
        type="number"
        name={props.name}
        min={props.min}
        max={props.max}
        step={1}
        defaultValue={props.value}
        inputMode="numeric"
        required
      />
    </label>
  );
}

/** /-priv/mda/rewardcontrol/config: the settings of rewarded views and partner filters (issue 13). */
export function RewardConfigForm() {
  const { t } = useTranslation("adminRewards");
  const query = useAdminQuery<ConfigAnswer>("/api/admin/rewardcontrol/config");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [source, setSource] = useState<RewardSettings["source"]>("house");
  // A fresh read resets the form's inputs (they are uncontrolled).
  useEffect(() => {
    if (!query.data) return;
    setVersion((n) => n + 1);
    setSource(query.data.config.source);
  }, [query.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setSavedAt(null);
    const result = await adminSend("PUT", "/api/admin/rewardcontrol/config", readForm(event.currentTarget));
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSavedAt(Date.now());
    query.reload();
  }

  const config = query.data?.config;
  return (
    <>
      <h1>{t("site:pages.adminRewardConfig.title")}</h1>
      <p className="admin-lead">{t("lead")}</p>
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error} onRetry={query.reload} />
      {query.data ? <RewardFigures figures={query.data.figures} /> : null}
      {config ? (
        <form
          key={`rewards-${version}`}
          className="admin-form"
          onSubmit={submit}
          data-testid="reward-config-form"
          noValidate
        >
          <label className="admin-check">
            <input type="checkbox" name="enabled" defaultChecked={config.enabled} />
            {t("enabled")}
          </label>
          <p className="admin-muted">{t("enabledHint")}</p>
          <fieldset className="admin-fieldset">
            <legend>{t("earning")}</legend>
            <NumberField name="creditsPerView" value={config.creditsPerView} min={1} max={100} />
            <NumberField name="minWatchSeconds" value={config.minWatchSeconds} min={1} max={600} />
            <p className="admin-muted">{t("minWatchHint")}</p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("limits")}</legend>
            <NumberField name="dailyCapPerAccount" value={config.dailyCapPerAccount} min={0} max={1000} />
            <NumberField name="dailyCapPerIp" value={config.dailyCapPerIp} min={0} max={10000} />
            <NumberField name="cooldownSeconds" value={config.cooldownSeconds} min={0} max={86400} />
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("filter")}</legend>
            <NumberField
              name="filterMinutesPerCredit"
              value={config.filterMinutesPerCredit}
              min={1}
              max={1440}
            />
            <label>
              {t("filterLanguages")}
              <input
                name="filterLanguages"
                defaultValue={config.filterLanguages.join(", ")}
                aria-describedby="reward-languages-hint"
                autoCapitalize="off"
                spellCheck={false}
              />
            </label>
            <p id="reward-languages-hint" className="admin-muted">
              {t("filterLanguagesHint")}
            </p>
            <label>
              {t("filterCountries")}
              <input
                name="filterCountries"
                defaultValue={config.filterCountries.join(", ")}
                aria-describedby="reward-countries-hint"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </label>
            <p id="reward-countries-hint" className="admin-muted" data-testid="reward-countries-hint">
              {t("filterCountriesHint", {
                state: query.data?.countriesKnown ? t("countriesOn") : t("countriesOff"),
              })}
            </p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("video")}</legend>
            <label>
              {t("source")}
              <select
                name="source"
                value={source}
                onChange={(event) => setSource(event.target.value === "vast" ? "vast" : "house")}
              >
                <option value="house">{t("sourceHouse")}</option>
                <option value="vast">{t("sourceVast")}</option>
              </select>
            </label>
            <label>
              {t("houseVideoUrl")}
              <input
                name="houseVideoUrl"
                type="url"
                defaultValue={config.houseVideoUrl}
                aria-describedby="reward-house-hint"
                placeholder="https://…/video.mp4"
              />
            </label>
            <p id="reward-house-hint" className="admin-muted">
              {t("houseVideoHint")}
            </p>
            <label>
              {t("vastTagUrl")}
              <input
                name="vastTagUrl"
                type="url"
                defaultValue={config.vastTagUrl}
                aria-describedby="reward-vast-hint"
                placeholder="https://…/vast.xml"
                required={source === "vast"}
              />
            </label>
            <p id="reward-vast-hint" className="admin-muted">
              {t("vastHint")}
            </p>
          </fieldset>
          <SaveFooter
            error={error}
            saved={Boolean(savedAt)}
            savedText={t("saved")}
            savedTestId="reward-config-saved"
            updatedAtLabel={t("updatedAt")}
            updatedAt={query.data?.updatedAt}
            saving={saving}
          />
        </form>
      ) : null}
      {config && query.data ? (
        <HouseVideoUpload
          current={query.data.houseVideo}
          addressSet={Boolean(config.houseVideoUrl)}
          maxBytes={query.data.houseVideoMaxBytes}
          onChanged={query.reload}
        />
      ) : null}
    </>
  );
}
