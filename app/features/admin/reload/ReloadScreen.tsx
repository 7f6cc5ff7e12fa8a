import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

/** /-priv/mda/reload: spec §4.6 forced browser reload, for everyone or for one person. */
export function ReloadScreen() {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  async function send(body: unknown) {
    setError(null);
    setDone(null);
    const result = await adminSend("POST", "/api/admin/reload", body);
    if (result.ok) setDone(t("reload.done"));
    else setError(result.error);
  }
  function one(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const who = String(data.get("who") ?? "").trim();
    void send(who.includes("@") ? { scope: "account", email: who } : { scope: "ident", ident: who });
  }
  return (
    <>
      <h1>{t("site:pages.adminReload.title")}</h1>
      <p className="admin-lead">{t("reload.lead")}</p>
      <ErrorBox error={error} />
      {done ? (
        <p className="admin-success" role="status">
          {done}
        </p>
      ) : null}
      <section className="admin-panel">
        <h2>{t("reload.oneTitle")}</h2>
        <form className="admin-form" onSubmit={one}>
          <label>
            {t("reload.who")}
            <input name="who" required maxLength={320} autoComplete="off" />
          </label>
          <button type="submit" className="button">
            {t("reload.one")}
          </button>
        </form>
      </section>
      <section className="admin-panel">
        <h2>{t("reload.allTitle")}</h2>
        <p className="admin-muted">{t("reload.allHint")}</p>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={confirmAll}
            onChange={(event) => setConfirmAll(event.target.checked)}
          />
          {t("reload.confirm")}
        </label>
        <button
          type="button"
          className="button button--danger"
          disabled={!confirmAll}
          onClick={() => void send({ scope: "everyone", reason: "admin" })}
        >
          {t("reload.all")}
        </button>
      </section>
    </>
  );
}
