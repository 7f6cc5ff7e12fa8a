import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RobotCheck } from "#app/features/auth/components.tsx";
import { ROBOT_CHECK_REQUIRED } from "#common/auth/schemas.ts";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

export type LoginNext = "secondFactor" | "enrol" | "done";

/** Step 1: e-mail and password of an administrator (POST /api/admin/session/login). */
export function PasswordStep(props: { onNext(next: LoginNext): void }) {
  const { t } = useTranslation("admin");
  const { t: ts } = useTranslation("security");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  // Asked for once the account's budget of failed passwords is spent (issue 17 finding 4).
  const [robotCheck, setRobotCheck] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const altcha = data.get("altcha");
    const result = await adminSend<{ next: LoginNext }>("POST", "/api/admin/session/login", {
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
      ...(typeof altcha === "string" && altcha ? { altcha } : {}),
    });
    setBusy(false);
    if (result.ok) return props.onNext(result.data.next);
    if (result.error.errors.some((e) => e.msg === ROBOT_CHECK_REQUIRED)) setRobotCheck(true);
    setError(result.error);
  }
  return (
    <form
      method="post"
      className="admin-form"
      onSubmit={submit}
      noValidate
      data-testid="admin-login-password"
    >
      <label htmlFor={`${id}-email`}>{t("login.email")}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t("login.password")}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      {robotCheck ? <RobotCheck /> : null}
      {robotCheck && error?.errors.some((e) => e.msg === ROBOT_CHECK_REQUIRED) ? (
        <p className="admin-error" role="alert" data-testid="admin-error">
          {ts("login.robotCheck")}
        </p>
      ) : (
        <ErrorBox error={error} />
      )}
      <button type="submit" className="button" disabled={busy}>
        {t("login.submit")}
      </button>
    </form>
  );
}

/** Step 2: the code of the authenticator app, or one recovery code. */
export function CodeStep(props: { onDone(): void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await adminSend("POST", "/api/admin/session/second-factor", {
      code: String(data.get("code") ?? ""),
    });
    setBusy(false);
    if (result.ok) props.onDone();
    else setError(result.error);
  }
  return (
    <form method="post" className="admin-form" onSubmit={submit} noValidate data-testid="admin-login-code">
      <h2>{t("login.codeTitle")}</h2>
      <p className="admin-muted">{t("login.codeIntro")}</p>
      <label htmlFor={`${id}-code`}>{t("login.code")}</label>
      <input
        id={`${id}-code`}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        maxLength={32}
        aria-describedby={`${id}-hint`}
        required
      />
      <p id={`${id}-hint`} className="admin-muted">
        {t("login.codeHint")}
      </p>
      <ErrorBox error={error} />
      <button type="submit" className="button" disabled={busy}>
        {t("login.verify")}
      </button>
    </form>
  );
}
