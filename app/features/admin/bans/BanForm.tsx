import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BAN_DURATIONS, BAN_REASONS } from "#common/moderation.ts";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

/** A ban without a review item: by a browser ident and/or an account's e-mail. */
export function BanForm(props: { onBanned(): void }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    setBusy(true);
    setError(null);
    const result = await adminSend("POST", "/api/admin/bans", {
      ...(text("ident") ? { ident: text("ident") } : {}),
      ...(text("email") ? { email: text("email") } : {}),
      reason: text("reason"),
      duration: text("duration"),
      ...(text("note") ? { note: text("note") } : {}),
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    form.reset();
    props.onBanned();
  }
  return (
    <details className="admin-panel">
      <summary>{t("bans.new")}</summary>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label>
          {t("bans.ident")}
          <input name="ident" maxLength={64} autoComplete="off" />
        </label>
        <label>
          {t("bans.email")}
          <input name="email" type="email" maxLength={320} autoComplete="off" />
        </label>
        <label>
          {t("reviews.reason")}
          <select name="reason" defaultValue="other">
            {BAN_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("bans.duration")}
          <select name="duration" defaultValue="24h">
            {BAN_DURATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`durations.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("reviews.note")}
          <textarea name="note" rows={2} maxLength={1000} />
        </label>
        <ErrorBox error={error} />
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("reviews.banNow")}
        </button>
      </form>
    </details>
  );
}
