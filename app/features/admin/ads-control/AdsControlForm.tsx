import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SdaSettings } from "#common/ads/schema.ts";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading, SaveFooter } from "../ui/Status.tsx";

type Answer = { settings: SdaSettings; updatedAt: string | null };

function readForm(form: HTMLFormElement): SdaSettings {
  const data = new FormData(form);
  const on = (name: string) => data.get(name) === "on";
  const int = (name: string) => Number(data.get(name) ?? Number.NaN);
  return {
    enabled: on("enabled"),
    frequency: { enabled: on("frequencyEnabled"), minTimeSameAdsByUser: int("minTimeSameAdsByUser") },
    chat: {
      searching: {
        limit: int("limit"),
        minIntervalMatches: int("minIntervalMatches"),
        minIntervalTime: int("minIntervalTime"),
      },
    },
  };
}

function NumberField(props: { name: string; label: string; value: number; max: number }) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        name={props.name}
        min={0}
        max={props.max}
        step={1}
        required
        defaultValue={props.value}
        inputMode="numeric"
        data-testid={`ads-${props.name}`}
      />
    </label>
  );
}

/** /-priv/mda/adscontrol/config: spec §3 ad configuration settings (enabled, frequency, chat.searching). */
export function AdsControlForm() {
  const { t } = useTranslation("adminAds");
  const query = useAdminQuery<Answer>("/api/admin/sda/settings");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (query.data) setVersion((n) => n + 1);
  }, [query.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setSaved(false);
    const result = await adminSend("PUT", "/api/admin/sda/settings", {
      settings: readForm(event.currentTarget),
    });
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSaved(true);
    query.reload();
  }

  const settings = query.data?.settings;
  return (
    <>
      <h1>{t("site:pages.adminAdsConfig.title")}</h1>
      <p className="admin-lead">{t("control.lead")}</p>
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error} onRetry={query.reload} />
      {settings ? (
        <form
          key={version}
          className="admin-form"
          onSubmit={submit}
          data-testid="ads-control-form"
          noValidate
        >
          <fieldset className="admin-fieldset">
            <legend>{t("control.enabled")}</legend>
            <label className="admin-check">
              <input
                type="checkbox"
                name="enabled"
                defaultChecked={settings.enabled}
                data-testid="ads-enabled"
              />
              {t("control.enabled")}
            </label>
            <p className="admin-muted">{t("control.enabledHint")}</p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("control.frequency")}</legend>
            <label className="admin-check">
              <input type="checkbox" name="frequencyEnabled" defaultChecked={settings.frequency.enabled} />
              {t("control.frequencyEnabled")}
            </label>
            <NumberField
              name="minTimeSameAdsByUser"
              label={t("control.minTime")}
              value={settings.frequency.minTimeSameAdsByUser}
              max={30 * 24 * 3600}
            />
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("control.searching")}</legend>
            <NumberField
              name="limit"
              label={t("control.limit")}
              value={settings.chat.searching.limit}
              max={10_000}
            />
            <NumberField
              name="minIntervalMatches"
              label={t("control.minIntervalMatches")}
              value={settings.chat.searching.minIntervalMatches}
              max={1000}
            />
            <NumberField
              name="minIntervalTime"
              label={t("control.minIntervalTime")}
              value={settings.chat.searching.minIntervalTime}
              max={24 * 3600}
            />
          </fieldset>
          <SaveFooter
            error={error}
            saved={Boolean(saved)}
            savedText={t("control.saved")}
            savedTestId="ads-control-saved"
            updatedAtLabel={t("control.updatedAt")}
            updatedAt={query.data?.updatedAt}
            saving={saving}
          />
        </form>
      ) : null}
    </>
  );
}
