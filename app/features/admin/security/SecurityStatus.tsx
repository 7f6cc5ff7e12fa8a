import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";
import { RecoveryCodes } from "./RecoveryCodes.tsx";

type Status = {
  required: boolean;
  enrolled: boolean;
  confirmedAt: string | null;
  recoveryCodesLeft: number;
  sessionMethod: "totp" | "recovery" | "notRequired";
};

/** An enrolled administrator: the factor's state and new recovery codes on demand. */
export function SecurityStatus() {
  const { t } = useTranslation("admin");
  const id = useId();
  const query = useAdminQuery<Status>("/api/admin/security");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function regenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    const result = await adminSend<{ recoveryCodes: string[] }>(
      "POST",
      "/api/admin/security/recovery-codes",
      {
        code,
      },
    );
    setBusy(false);
    if (result.ok) {
      setCodes(result.data.recoveryCodes);
      query.reload();
    } else setError(result.error);
  }
  const status = query.data;
  return (
    <>
      <Loading show={query.loading && !status} />
      <ErrorBox error={query.error} onRetry={query.reload} />
      {status ? (
        <section className="admin-panel">
          <dl className="admin-facts">
            <dt>{t("security.state")}</dt>
            <dd>
              {status.enrolled ? (
                <span className="admin-badge admin-badge--ok">{t("security.on")}</span>
              ) : (
                <span className="admin-badge admin-badge--warn">{t("security.off")}</span>
              )}
            </dd>
            <dt>{t("security.since")}</dt>
            <dd>
              <DateTime value={status.confirmedAt} />
            </dd>
            <dt>{t("security.codesLeft")}</dt>
            <dd data-testid="codes-left">{status.recoveryCodesLeft}</dd>
            <dt>{t("security.thisSession")}</dt>
            <dd>{t(`security.methods.${status.sessionMethod}`)}</dd>
          </dl>
          {!status.required ? <p className="admin-muted">{t("security.notRequired")}</p> : null}
        </section>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {status?.enrolled ? (
        <section className="admin-panel">
          <h2>{t("security.regenerateTitle")}</h2>
          <p className="admin-muted">{t("security.regenerateIntro")}</p>
          <form className="admin-form" onSubmit={regenerate} noValidate>
            <label htmlFor={`${id}-code`}>{t("security.currentCode")}</label>
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <ErrorBox error={error} />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t("security.regenerate")}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
