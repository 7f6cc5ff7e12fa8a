import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePagePath } from "#app/lib/site.ts";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";
import { RecoveryCodes } from "./RecoveryCodes.tsx";

type Started = { secret: string; uri: string; qrSvg: string };

/** First sign-in of an administrator without a second factor: scan, confirm one code, keep the codes. */
export function Enrolment() {
  const { t } = useTranslation("admin");
  const id = useId();
  const path = usePagePath();
  const [started, setStarted] = useState<Started | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    const result = await adminSend<Started>("POST", "/api/admin/session/enrol/start");
    setBusy(false);
    if (result.ok) setStarted(result.data);
    else setError(result.error);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    const result = await adminSend<{ recoveryCodes: string[] }>("POST", "/api/admin/session/enrol/confirm", {
      code,
    });
    setBusy(false);
    if (result.ok) setCodes(result.data.recoveryCodes);
    else setError(result.error);
  }

  if (codes) {
    return (
      <>
        <p className="admin-success" role="status">
          {t("security.enrolled")}
        </p>
        <RecoveryCodes codes={codes} />
        {/* A full load: the layout now shows the whole navigation. */}
        <a className="button" href={path("admin")} data-testid="enrolment-continue">
          {t("security.continue")}
        </a>
      </>
    );
  }

  return (
    <>
      <p className="admin-lead">{t("security.enrolIntro")}</p>
      {started ? (
        <div className="admin-enrol">
          <img
            className="admin-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.qrSvg)}`}
            alt={t("security.qrAlt")}
            width={220}
            height={220}
          />
          <div>
            <p>{t("security.manual")}</p>
            <p className="admin-mono" data-testid="totp-secret">
              {started.secret}
            </p>
            <form className="admin-form" onSubmit={confirm} noValidate>
              <label htmlFor={`${id}-code`}>{t("security.firstCode")}</label>
              <input
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
              />
              <ErrorBox error={error} />
              <button type="submit" className="button" disabled={busy}>
                {t("security.confirm")}
              </button>
            </form>
          </div>
        </div>
      ) : (
        <>
          <ErrorBox error={error} />
          <button
            type="button"
            className="button"
            onClick={() => void start()}
            disabled={busy}
            data-testid="enrol-start"
          >
            {t("security.start")}
          </button>
        </>
      )}
    </>
  );
}
