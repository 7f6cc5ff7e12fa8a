import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend } from "../api.ts";
import { DateTime, ErrorBox } from "../ui/Status.tsx";
import type { BanView } from "./types.ts";

const SHORTER = ["1h", "24h", "7d", "30d"] as const;
const LADDER = ["1h", "24h", "7d", "30d", "permanent"] as const;

/** One ban: its targets and terms; lift it or shorten it (both are decisions, audited). */
export function BanRow(props: { ban: BanView; onChanged(): void }) {
  const { t } = useTranslation("admin");
  const { ban } = props;
  const [note, setNote] = useState("");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const active = !ban.liftedAt && (ban.endsAt === null || new Date(ban.endsAt).getTime() > Date.now());
  async function run(request: Promise<{ ok: true } | { ok: false; error: AdminApiError }>) {
    setBusy(true);
    setError(null);
    const result = await request;
    setBusy(false);
    if (result.ok) props.onChanged();
    else setError(result.error);
  }
  return (
    <li className="admin-panel ban-row" data-testid="ban-row" data-ban={ban.id}>
      <div className="ban-row__head">
        <strong>{t(`reasons.${ban.reason}`)}</strong>
        <span className={`admin-badge ${active ? "admin-badge--danger" : ""}`}>
          {active ? t("bans.active") : ban.liftedAt ? t("bans.lifted") : t("bans.ended")}
        </span>
        {ban.source === "auto" ? (
          <span className="admin-badge admin-badge--warn">{t("bans.auto")}</span>
        ) : null}
      </div>
      <dl className="admin-facts">
        <dt>{t("bans.targets")}</dt>
        <dd>
          {ban.ident ? <span className="admin-mono">{ban.ident}</span> : null}
          {ban.account ? <span> · {ban.account.email ?? ban.account.id}</span> : null}
          {ban.ipHash ? (
            <span className="admin-muted">
              {" · "}
              {t("reviews.ipHash")} <span className="admin-mono">{ban.ipHash}</span>
            </span>
          ) : null}
        </dd>
        <dt>{t("bans.period")}</dt>
        <dd>
          <DateTime value={ban.startsAt} /> →{" "}
          {ban.endsAt ? <DateTime value={ban.endsAt} /> : t("durations.permanent")}
        </dd>
        <dt>{t("bans.by")}</dt>
        <dd>{ban.createdBy ?? t("audit.system")}</dd>
        {ban.note ? (
          <>
            <dt>{t("reviews.note")}</dt>
            <dd className="admin-pre">{ban.note}</dd>
          </>
        ) : null}
        {ban.liftedAt ? (
          <>
            <dt>{t("bans.liftedAt")}</dt>
            <dd>
              <DateTime value={ban.liftedAt} />{" "}
              {ban.liftNote ? <span className="admin-pre">— {ban.liftNote}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {active ? (
        <div className="ban-row__actions">
          <label className="admin-field">
            {t("reviews.note")}
            <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
          </label>
          <div className="admin-actions">
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() =>
                void run(
                  adminSend("DELETE", `/api/admin/bans/${ban.id}`, note.trim() ? { note: note.trim() } : {}),
                )
              }
              data-testid="ban-lift"
            >
              {t("bans.lift")}
            </button>
            {SHORTER.filter((duration) => LADDER.indexOf(duration) < LADDER.indexOf(ban.duration)).map(
              (duration) => (
                <button
                  key={duration}
                  type="button"
                  className="button button--small button--secondary"
                  disabled={busy}
                  onClick={() =>
                    void run(adminSend("POST", `/api/admin/bans/${ban.id}/shorten`, { duration }))
                  }
                >
                  {t("bans.shortenTo", { duration: t(`durations.${duration}`) })}
                </button>
              ),
            )}
          </div>
          <ErrorBox error={error} />
        </div>
      ) : null}
    </li>
  );
}
