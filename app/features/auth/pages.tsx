import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  accountSchema,
  changePasswordSchema,
  deleteAccountSchema,
  PROVIDER_UNAVAILABLE,
  resetConfirmSchema,
  resetRequestSchema,
} from "#common/auth/schemas.ts";
import { mapFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { usernameSlug } from "#common/slug.ts";
import { toUploadedFile, type UploadedFile } from "#common/upload.ts";
import { api, type PublicUser } from "./api.ts";
import { FormErrors, LoginForm, RobotCheck, SignupForm } from "./components.tsx";
import { useFormErrors, useLang, useSchemaForm } from "./forms.ts";
import { resizeForUpload } from "./resize.ts";
import { loginStore, logout, useLoginState } from "./store.ts";

/** Spec §4.2 login modal: shown by loginStore.requireLogin(), closes itself on success. */
export function LoginModal(props: { providers?: string[] }) {
  const { t } = useTranslation("auth");
  const { modal } = useLoginState();
  if (!modal.show) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="login-modal-title">
        <h2 id="login-modal-title">{t("modal.title")}</h2>
        <button
          type="button"
          className="modal-close"
          onClick={() => loginStore.closeModal()}
          aria-label={t("modal.close")}
        >
          ×
        </button>
        <LoginForm providers={props.providers ?? []} onSuccess={(user) => loginStore.loginSucceeded(user)} />
      </div>
    </div>
  );
}

/** /app/auth/login: log in or sign up, then go back where the guard sent the visitor from. */
export function LoginPage(props: {
  /** The page's h1 (its title in the route table); the form's own title otherwise. */
  title?: string;
  providers?: string[];
  returnTo?: string;
  error?: string | null;
  resetPath?: string;
}) {
  const { t } = useTranslation("auth");
  const lang = useLang();
  const [mode, setMode] = useState<"login" | "signup">("login");
  /** The address a sign-up was just sent for: the page shows "check your inbox". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = () => window.location.assign(props.returnTo ?? "/app");
  // ?error=oauthCodeRequired|oauthRegistired from the provider redirect (spec §8), or the
  // provider could not be reached at all (issue 11 item 4).
  const providerError =
    props.error === PROVIDER_UNAVAILABLE
      ? [{ error: t("login.providerUnavailable"), field: "_form", fieldLabel: "", fieldShowed: false }]
      : props.error
        ? mapFormErrors([{ field: "_form", typeError: props.error as never }], { lang })
        : [];
  if (sentTo !== null) {
    return (
      <div className="auth-page">
        <h1>{t("signup.checkInboxTitle")}</h1>
        <div className="auth-check-inbox" role="status" data-testid="signup-check-inbox">
          <p>{t("signup.checkInbox", { email: sentTo })}</p>
          <p className="hint">{t("signup.checkInboxHint")}</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setSentTo(null);
            setMode("login");
          }}
        >
          {t("signup.backToLogin")}
        </button>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1>{mode === "login" ? (props.title ?? t("login.title")) : t("signup.title")}</h1>
      <FormErrors errors={providerError} />
      {mode === "login" ? (
        <LoginForm
          providers={props.providers ?? []}
          returnTo={props.returnTo}
          onSuccess={done}
          footer={
            <p>
              <a href={props.resetPath ?? "/app/auth/reset-password"}>{t("login.forgot")}</a>{" "}
              <button type="button" className="link" onClick={() => setMode("signup")}>
                {t("login.noAccount")}
              </button>
            </p>
          }
        />
      ) : (
        <>
          <SignupForm onSent={setSentTo} />
          <button type="button" className="link" onClick={() => setMode("login")}>
            {t("signup.haveAccount")}
          </button>
        </>
      )}
    </div>
  );
}

/** The reset request form (answers the same whether or not the address has an account). */
export function ResetRequestPage(props: { title?: string }) {
  const { t } = useTranslation("auth");
  const lang = useLang();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: resetRequestSchema,
    read: (data) => ({ ...Object.fromEntries(data), lang }),
    send: (input) => api("POST", "/api/auth/password-reset/request", input),
    onSuccess: () => setSent(true),
  });
  return (
    <div className="auth-page">
      <h1>{props.title ?? t("reset.requestTitle")}</h1>
      {sent ? (
        <p role="status">{t("reset.requestSent")}</p>
      ) : (
        <form method="post" className="auth-form" onSubmit={form.onSubmit} noValidate>
          <p>{t("reset.requestIntro")}</p>
          <label>
            {t("fields.email")}
            <input name="email" type="email" autoComplete="email" />
          </label>
          <p className="field-error">{form.forField("email")}</p>
          <RobotCheck />
          <FormErrors errors={form.errors} />
          <button type="submit">{t("reset.requestSubmit")}</button>
        </form>
      )}
    </div>
  );
}

/** /app/auth/reset-password/{token}: choose the new password. */
export function ResetConfirmPage(props: { token: string; loginPath?: string; title?: string }) {
  const { t } = useTranslation("auth");
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    schema: resetConfirmSchema,
    read: (data) => ({ token: props.token, password: String(data.get("password") ?? "") }),
    send: (input) => api("POST", "/api/auth/password-reset/confirm", input),
    onSuccess: () => {
      loginStore.setUser(null);
      setDone(true);
    },
  });
  return (
    <div className="auth-page">
      <h1>{props.title ?? t("reset.confirmTitle")}</h1>
      {done ? (
        <p role="status">
          {t("reset.done")} <a href={props.loginPath ?? "/app/auth/login"}>{t("login.title")}</a>
        </p>
      ) : (
        <form method="post" className="auth-form" onSubmit={form.onSubmit} noValidate>
          <label>
            {t("fields.newPassword")}
            <input name="password" type="password" autoComplete="new-password" />
          </label>
          <p className="field-error">{form.forField("password")}</p>
          <FormErrors errors={form.errors} />
          <button type="submit">{t("reset.confirmSubmit")}</button>
        </form>
      )}
    </div>
  );
}

type SessionRow = {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
};

/** /app/user/account (spec §2.1; logged-in only through the route guard). */
export function AccountPage(props: { user: PublicUser }) {
  const { t } = useTranslation("auth");
  const lang = useLang();
  const [user, setUser] = useState(props.user);
  const [message, setMessage] = useState("");
  const [sessions, setSessions] = useState<SessionRow[]>([]);
  const [username, setUsername] = useState(user.username ?? "");
  const loadSessions = useCallback(async () => {
    const result = await api<{ sessions: SessionRow[] }>("GET", "/api/auth/sessions");
    if (result.ok) setSessions(result.data.sessions);
  }, []);
  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);

  const profile = useSchemaForm({
    schema: accountSchema,
    read: (data) => ({ displayName: String(data.get("displayName") ?? ""), username }),
    send: (input) => api<{ user: PublicUser }>("PATCH", "/api/auth/account", input),
    onSuccess: (data) => {
      setUser(data.user);
      loginStore.setUser(data.user);
      setMessage(t("account.saved"));
    },
  });
  const password = useSchemaForm({
    schema: changePasswordSchema,
    send: (input) => api("POST", "/api/auth/account/password", input),
    onSuccess: (_data, form) => {
      form.reset();
      setMessage(t("account.passwordChanged"));
      void loadSessions();
    },
  });
  const removal = useSchemaForm({
    schema: deleteAccountSchema,
    send: (input) => api("DELETE", "/api/auth/account", input),
    onSuccess: () => {
      loginStore.setUser(null);
      window.location.assign("/");
    },
  });
  // The server's answers about an upload (server/media/images.ts), in words a person can act on.
  const avatar = useFormErrors({
    custom: (e: ServerFormError) => {
      if (e.typeError !== "invalid" || (e.field !== "avatar" && e.msg !== "too large")) return undefined;
      if (e.msg === "too large" || e.msg === "image too large") return t("account.avatarTooLarge");
      if (e.msg === "malformed image") return t("account.avatarCorrupt");
      return t("account.avatarNotImage");
    },
  });

  // The chosen picture, shown at once while it uploads (spec §3 upload result { base64, name }).
  const [preview, setPreview] = useState<UploadedFile | null>(null);

  async function uploadAvatar(file: File | undefined) {
    if (!file) return;
    try {
      const blob = await resizeForUpload(file);
      setPreview(await toUploadedFile(blob, file.name));
      setMessage(t("account.avatarUploading"));
      const result = await api<{ user: PublicUser }>("POST", "/api/auth/account/avatar", blob);
      avatar.show(result);
      setMessage(result.ok ? t("account.avatarUploaded") : "");
      if (result.ok) setUser(result.data.user);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setPreview(null);
    }
  }

  return (
    <div className="account-page">
      <h1>{t("account.title")}</h1>
      {message ? <p role="status">{message}</p> : null}

      <section>
        <h2>{t("account.profile")}</h2>
        {preview ? (
          <img
            src={preview.base64}
            alt={preview.name}
            width={96}
            height={96}
            className="avatar avatar--pending"
            data-testid="avatar-preview"
          />
        ) : user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={96} height={96} className="avatar" />
        ) : null}
        <label>
          {t("account.avatarChoose")}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => void uploadAvatar(e.currentTarget.files?.[0])}
          />
        </label>
        <FormErrors errors={avatar.errors} />
        <form method="post" onSubmit={profile.onSubmit} noValidate>
          <label>
            {t("fields.displayName")}
            <input name="displayName" defaultValue={user.displayName ?? ""} maxLength={60} />
          </label>
          <label>
            {t("fields.username")}
            {/* Spec §5 username helper, applied as the user types. */}
            <input
              value={username}
              onChange={(e) => setUsername(usernameSlug(e.currentTarget.value))}
              maxLength={30}
            />
          </label>
          <FormErrors errors={profile.errors} />
          <p className="field-error">{profile.forField("username")}</p>
          <button type="submit">{t("account.save")}</button>
        </form>
      </section>

      <section>
        <h2>{t("account.password")}</h2>
        <form method="post" onSubmit={password.onSubmit} noValidate>
          {user.hasPassword ? (
            <label>
              {t("fields.currentPassword")}
              <input name="currentPassword" type="password" autoComplete="current-password" />
            </label>
          ) : null}
          <p className="field-error">{password.forField("currentPassword")}</p>
          <label>
            {t("fields.newPassword")}
            <input name="newPassword" type="password" autoComplete="new-password" />
          </label>
          <p className="field-error">{password.forField("newPassword")}</p>
          <FormErrors errors={password.errors} />
          <button type="submit">{t("account.changePassword")}</button>
        </form>
      </section>

      <section>
        <h2>{t("account.sessions")}</h2>
        <ul className="sessions">
          {sessions.map((s) => (
            <li key={s.id}>
              <span>{s.current ? t("account.thisDevice") : (s.userAgent ?? "?")}</span>{" "}
              <span>{t("account.lastSeen", { date: new Date(s.lastSeenAt).toLocaleString(lang) })}</span>{" "}
              {s.current ? null : (
                <button
                  type="button"
                  onClick={async () => {
                    await api("DELETE", `/api/auth/sessions/${s.id}`);
                    void loadSessions();
                  }}
                >
                  {t("account.revoke")}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={async () => {
            await api("DELETE", "/api/auth/sessions");
            void loadSessions();
          }}
        >
          {t("account.revokeOthers")}
        </button>
        <button type="button" onClick={() => void logout().then(() => window.location.assign("/"))}>
          {t("account.logout")}
        </button>
      </section>

      <section>
        <h2>{t("account.deleteTitle")}</h2>
        <p>{t("account.deleteWarning")}</p>
        <form method="post" onSubmit={removal.onSubmit} noValidate>
          {user.hasPassword ? (
            <label>
              {t("fields.password")}
              <input name="password" type="password" autoComplete="current-password" />
            </label>
          ) : null}
          <FormErrors errors={removal.errors} />
          <p className="field-error">{removal.forField("password")}</p>
          <button type="submit" className="danger">
            {t("account.deleteSubmit")}
          </button>
        </form>
      </section>
    </div>
  );
}
