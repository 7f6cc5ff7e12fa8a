import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend } from "../api.ts";
import type { BanView } from "../bans/types.ts";
import { DateTime, ErrorBox } from "../ui/Status.tsx";

export type AppealView = {
  id: string;
  status: "open" | "accepted" | "rejected";
  text: string;
  locale: string;
  createdAt: string;
  appellantIdent: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionNote: string | null;
  ban: BanView;
  mayDecide: boolean;
};

/** One appeal: the person's words (as text), the ban it is about, the decision. */
export function AppealCard(props: { appeal: AppealView; onDecided(): void }) {
  const { t } = useTranslation("admin");
  const { appeal } = props;
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  async function decide(decision: "accept" | "reject") {
    setBusy(true);
    setError(null);
    const result = await adminSend("POST", `/api/admin/appeals/${appeal.id}/decision`, {
      decision,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) props.onDecided();
    else setError(result.error);
  }
  return (
    <li className="admin-panel" data-testid="appeal" data-appeal={appeal.id}>
      <div className="ban-row__head">
        <strong>{t(`reasons.${appeal.ban.reason}`)}</strong>
        <span className="admin-badge">{t(`appeals.status.${appeal.status}`)}</span>
        <span className="admin-muted">
          <DateTime value={appeal.createdAt} /> · {appeal.locale.toUpperCase()}
        </span>
      </div>
      <blockquote className="admin-quote admin-pre" data-testid="appeal-text">
        {appeal.text}
      </blockquote>
      <dl className="admin-facts">
        <dt>{t("appeals.ban")}</dt>
        <dd>
          <DateTime value={appeal.ban.startsAt} /> →{" "}
          {appeal.ban.endsAt ? <DateTime value={appeal.ban.endsAt} /> : t("durations.permanent")} ·{" "}
          {appeal.ban.createdBy ?? t("bans.auto")}
          {appeal.ban.liftedAt ? ` · ${t("bans.lifted")}` : ""}
        </dd>
        <dt>{t("bans.targets")}</dt>
        <dd className="admin-mono">
          {appeal.ban.ident ?? appeal.ban.account?.email ?? appeal.appellantIdent ?? "—"}
        </dd>
        {appeal.ban.note ? (
          <>
            <dt>{t("reviews.note")}</dt>
            <dd className="admin-pre">{appeal.ban.note}</dd>
          </>
        ) : null}
        {appeal.decidedAt ? (
          <>
            <dt>{t("reviews.decision")}</dt>
            <dd>
              {appeal.decidedBy} · <DateTime value={appeal.decidedAt} />
              {appeal.decisionNote ? <span className="admin-pre"> — {appeal.decisionNote}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {appeal.status === "open" ? (
        appeal.mayDecide ? (
          <div>
            <label className="admin-field">
              {t("reviews.note")}
              <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
            </label>
            <div className="admin-actions">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void decide("accept")}
                data-testid="appeal-accept"
              >
                {t("appeals.accept")}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void decide("reject")}
                data-testid="appeal-reject"
              >
                {t("appeals.reject")}
              </button>
            </div>
            <ErrorBox error={error} />
          </div>
        ) : (
          <p className="admin-muted">{t("appeals.notYou")}</p>
        )
      ) : null}
    </li>
  );
}
