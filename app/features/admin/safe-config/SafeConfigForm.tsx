import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NudityCheckSettings } from "#common/moderation.ts";
import type { SafeControlConfig } from "#common/protocol/index.ts";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading, SaveFooter } from "../ui/Status.tsx";
import { NudityCheckForm } from "./NudityCheckForm.tsx";
import { RetentionPanel } from "./RetentionPanel.tsx";

type ConfigAnswer = { config: SafeControlConfig; nudityCheck: NudityCheckSettings; updatedAt: string | null };

/** Reads the form into the spec §3 shape (the server validates it with the same schema). */
function readForm(form: HTMLFormElement): SafeControlConfig {
  const data = new FormData(form);
  const on = (name: string) => data.get(name) === "on";
  const seconds = (name: string) => Number(data.get(name) ?? 0);
  return {
    media: {
      imageAtEnter: { enabled: on("imageAtEnter") },
      videoAtEnter: {
        enabled: on("videoAtEnter"),
        minDurationSec: seconds("minDurationSec"),
        durationSec: seconds("durationSec"),
      },
      imgScreenAtChatStart: { enabled: on("imgScreenAtChatStart") },
    },
  };
}

/** /-priv/mda/safecontrol/config: what the browsers capture for safety control (spec §3). */
export function SafeConfigForm() {
  const { t } = useTranslation("admin");
  const query = useAdminQuery<ConfigAnswer>("/api/admin/safecontrol/config");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  // A fresh read resets the form's inputs (they are uncontrolled).
  useEffect(() => {
    if (query.data) setVersion((n) => n + 1);
  }, [query.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const result = await adminSend("PUT", "/api/admin/safecontrol/config", readForm(event.currentTarget));
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSavedAt(Date.now());
    query.reload();
  }

  const media = query.data?.config.media;
  return (
    <>
      <h1>{t("site:pages.adminSafeConfig.title")}</h1>
      <p className="admin-lead">{t("safeConfig.lead")}</p>
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error} onRetry={query.reload} />
      {media ? (
        <form
          key={`config-${version}`}
          className="admin-form"
          onSubmit={submit}
          data-testid="safe-config-form"
          noValidate
        >
          <fieldset className="admin-fieldset">
            <legend>{t("safeConfig.imageAtEnter")}</legend>
            <label className="admin-check">
              <input type="checkbox" name="imageAtEnter" defaultChecked={media.imageAtEnter.enabled} />
              {t("safeConfig.enabled")}
            </label>
            <p className="admin-muted">{t("safeConfig.imageAtEnterHint")}</p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("safeConfig.videoAtEnter")}</legend>
            <label className="admin-check">
              <input type="checkbox" name="videoAtEnter" defaultChecked={media.videoAtEnter.enabled} />
              {t("safeConfig.enabled")}
            </label>
            <label>
              {t("safeConfig.minDurationSec")}
              <input
                type="number"
                name="minDurationSec"
                min={0}
                max={600}
                step={1}
                defaultValue={media.videoAtEnter.minDurationSec}
                inputMode="numeric"
              />
            </label>
            <label>
              {t("safeConfig.durationSec")}
              <input
                type="number"
                name="durationSec"
                min={0}
                max={600}
                step={1}
                defaultValue={media.videoAtEnter.durationSec}
                inputMode="numeric"
              />
            </label>
            <p className="admin-muted">{t("safeConfig.videoAtEnterHint")}</p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("safeConfig.imgScreenAtChatStart")}</legend>
            <label className="admin-check">
              <input
                type="checkbox"
                name="imgScreenAtChatStart"
                defaultChecked={media.imgScreenAtChatStart.enabled}
              />
              {t("safeConfig.enabled")}
            </label>
            <p className="admin-muted">{t("safeConfig.imgScreenAtChatStartHint")}</p>
          </fieldset>
          <SaveFooter
            error={error}
            saved={Boolean(savedAt)}
            savedText={t("safeConfig.saved")}
            savedTestId="safe-config-saved"
            updatedAtLabel={t("safeConfig.updatedAt")}
            updatedAt={query.data?.updatedAt}
            saving={saving}
          />
        </form>
      ) : null}
      {query.data ? (
        <NudityCheckForm key={`nudity-${version}`} value={query.data.nudityCheck} onSaved={query.reload} />
      ) : null}
      <RetentionPanel />
    </>
  );
}
