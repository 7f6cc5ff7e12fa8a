import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePagePath } from "#app/lib/site.ts";
import { loginSchema, ROBOT_CHECK_REQUIRED, signupSchema } from "#common/auth/schemas.ts";
import type { MappedFormError, ServerFormError } from "#common/form-errors.ts";
import type { Locale } from "#common/locales.ts";
import { api, type PublicUser } from "./api.ts";
import { useLang, useSchemaForm } from "./forms.ts";
import { loginStore } from "./store.ts";

export function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <p className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}

export function FormErrors({ errors }: { errors: MappedFormError[] }) {
  const general = errors.filter((e) => !e.fieldShowed);
  if (general.length === 0) return null;
  return (
    <div className="form-errors" role="alert">
      {general.map((e) => (
        <p key={`${e.field}:${e.error}`}>{e.error}</p>
      ))}
    </div>
  );
}

/** The widget's own texts ("I'm not a robot", "Verifying…") in each of our languages. */
const ALTCHA_LANGUAGES: Record<Locale, [string, () => Promise<unknown>]> = {
  pt: ["pt-br", () => import("altcha/i18n/pt-br")],
  es: ["es-es", () => import("altcha/i18n/es-es")],
  en: ["en", () => import("altcha/i18n/en")],
  de: ["de", () => import("altcha/i18n/de")],
  fr: ["fr-fr", () => import("altcha/i18n/fr-fr")],
  it: ["it", () => import("altcha/i18n/it")],
};

/** No artificial delay on top of the proof of work; no third-party attribution link. */
const ALTCHA_CONFIGURATION = JSON.stringify({ minDuration: 0, hideFooter: true });

/** The self-hosted robot check (spec §7.3, action general); its payload goes in the form as `altcha`. */
export function RobotCheck(
  props: {
    /** "onsubmit" (default): solved when the form is submitted; "onload": solved at once. */
    auto?: "onsubmit" | "onload";
    /** Called with the payload once solved (for requests sent by script rather than by the form). */
    onVerified?: (payload: string) => void;
  } = {},
) {
  const lang = useLang();
  const [code, loadLanguage] = ALTCHA_LANGUAGES[lang];
  const ref = useRef<HTMLElement>(null);
  const { onVerified } = props;
  useEffect(() => {
    // The widget registers a custom element and needs the DOM: load it in the browser only,
    // with the texts of the page's language.
    void loadLanguage().then(() => import("altcha"));
  }, [loadLanguage]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onVerified) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (detail?.state === "verified" && detail.payload) onVerified(detail.payload);
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, [onVerified]);
  // auto="onsubmit": the first submit is held while the proof of work runs, then sent again with
  // the payload, so nobody has to tick a box (the work is the check, not the click).
  return (
    <altcha-widget
      ref={ref}
      challenge="/api/auth/altcha/challenge"
      name="altcha"
      language={code}
      auto={props.auto ?? "onsubmit"}
      configuration={ALTCHA_CONFIGURATION}
    />
  );
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
      />
      <FieldError text={props.error} />
    </div>
  );
}

// Every form below posts (method="post"): were one submitted before the page's script runs, the
// password goes in a request body, never in a URL (logs, history).

/** E-mail + password login, shared by the login page, the modal and the admin login (spec §4.2). */
export function LoginForm(props: {
  onSuccess: (user: PublicUser) => void;
  providers?: string[];
  returnTo?: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation("auth");
  const { t: ts } = useTranslation("security");
  // Shown once the server asks for it: the account's budget of failed passwords is spent
  // (issue 17 finding 4, docs/decisions/013-login-throttling-spares-the-owner.md).
  const [robotCheck, setRobotCheck] = useState(false);
  const needsCheck = (errors: readonly ServerFormError[]) =>
    errors.some((e) => e.msg === ROBOT_CHECK_REQUIRED);
  const form = useSchemaForm({
    schema: loginSchema,
    send: (input) => api<{ user: PublicUser }>("POST", "/api/auth/login", input),
    onSuccess: ({ user }) => {
      loginStore.setUser(user);
      props.onSuccess(user);
    },
    onFailure: (errors) => {
      if (needsCheck(errors)) setRobotCheck(true);
      loginStore.loginFailed(errors);
    },
    custom: (error) => (error.msg === ROBOT_CHECK_REQUIRED ? ts("login.robotCheck") : undefined),
  });
  const path = usePagePath();
  const returnTo = props.returnTo ? `?${new URLSearchParams({ redirect: props.returnTo })}` : "";
  return (
    <form method="post" className="auth-form" onSubmit={form.onSubmit} noValidate>
      <Field
        name="email"
        type="email"
        autoComplete="username"
        label={t("fields.email")}
        error={form.forField("email")}
      />
      <Field
        name="password"
        type="password"
        autoComplete="current-password"
        label={t("fields.password")}
        error={form.forField("password")}
      />
      {robotCheck ? <RobotCheck /> : null}
      <FormErrors errors={form.errors} />
      <button type="submit" disabled={form.busy}>
        {t("login.submit")}
      </button>
      {props.providers?.includes("google") ? (
        <a className="button-secondary" href={`${path("authOauthLogin", { provider: "google" })}${returnTo}`}>
          {t("login.withGoogle")}
        </a>
      ) : null}
      {props.footer}
    </form>
  );
}

/**
 * Sign-up (issue 17 finding 12, decision 046): the server answers "check your inbox" whether or
 * not the address already has an account, and starts no session; the mailed link signs in.
 */
export function SignupForm(props: { onSent: (email: string) => void }) {
  const { t } = useTranslation("auth");
  const lang = useLang();
  const form = useSchemaForm({
    schema: signupSchema,
    // The mail goes out in the page's language.
    read: (data) => ({ ...Object.fromEntries(data), lang }),
    send: (input) => api<{ ok: true; checkInbox: true }>("POST", "/api/auth/signup", input),
    onSuccess: (_answer, element) => {
      props.onSent(String(new FormData(element).get("email") ?? "").trim());
    },
  });
  return (
    <form method="post" className="auth-form" onSubmit={form.onSubmit} noValidate>
      <Field
        name="displayName"
        autoComplete="nickname"
        label={t("fields.displayName")}
        error={form.forField("displayName")}
      />
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t("fields.email")}
        error={form.forField("email")}
      />
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={t("fields.password")}
        error={form.forField("password")}
      />
      <p className="hint">{t("signup.passwordHint")}</p>
      <RobotCheck />
      <FormErrors errors={form.errors} />
      <button type="submit" disabled={form.busy}>
        {t("signup.submit")}
      </button>
    </form>
  );
}
