import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NudityCheckSettings } from "#common/moderation.ts";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

/** The nudity model's two thresholds: the chat's on-device blur, and flagging stored captures. */
export function NudityCheckForm(props: { value: NudityCheckSettings; onSaved(): void }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    setSaved(false);
    const result = await adminSend("PUT", "/api/admin/safecontrol/nudity-check", {
      blurThreshold: Number(data.get("blurThreshold")) / 100,
      flagThreshold: Number(data.get("flagThreshold")) / 100,
    });
    if (!result.ok) return setError(result.error);
    setSaved(true);
    props.onSaved();
  }
  return (
    <section className="admin-panel" aria-labelledby="nudity-title">
      <h2 id="nudity-title">{t("safeConfig.nudityTitle")}</h2>
      <p className="admin-muted">{t("safeConfig.nudityIntro")}</p>
      <form className="admin-form" onSubmit={submit} noValidate data-testid="nudity-form">
        <label>
          {t("safeConfig.blurThreshold")}
          <input
            name="blurThreshold"
            type="number"
            min={0}
            max={100}
            step={1}
            defaultValue={Math.round(props.value.blurThreshold * 100)}
            inputMode="numeric"
          />
        </label>
        <label>
          {t("safeConfig.flagThreshold")}
          <input
            name="flagThreshold"
            type="number"
            min={0}
            max={100}
            step={1}
            defaultValue={Math.round(props.value.flagThreshold * 100)}
            inputMode="numeric"
          />
        </label>
        <ErrorBox error={error} />
        {saved ? (
          <p className="admin-success" role="status">
            {t("safeConfig.saved")}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t("common.save")}
        </button>
      </form>
    </section>
  );
}
