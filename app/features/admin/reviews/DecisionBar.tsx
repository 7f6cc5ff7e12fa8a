import { forwardRef, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BAN_DURATIONS, BAN_REASONS, type BanDuration, type BanReason } from "#common/moderation.ts";
import type { AdminApiError } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";
import type { DecisionInput, ReviewDetailData } from "./types.ts";

export type DecisionBarHandle = {
  /** Decides with what the form holds (shortcuts D and W). */
  decide(decision: "dismiss" | "warn"): void;
  /** Opens the ban form and focuses it (shortcut B). */
  openBan(): void;
};

/** One decision per item: dismiss, warn or ban, with a note and the minor (legal hold) mark. */
export const DecisionBar = forwardRef<
  DecisionBarHandle,
  {
    detail: ReviewDetailData;
    busy: boolean;
    error: AdminApiError | null;
    onDecide(input: DecisionInput): void;
  }
>(function DecisionBar(props, ref) {
  const { t } = useTranslation("admin");
  const id = useId();
  const { subject, item } = props.detail;
  const [note, setNote] = useState("");
  const [minor, setMinor] = useState(item.reason === "minor");
  const [reason, setReason] = useState<BanReason>(item.reason);
  const [banOpen, setBanOpen] = useState(false);
  const [duration, setDuration] = useState<BanDuration>("24h");
  const [targets, setTargets] = useState({
    ident: Boolean(subject.ident),
    account: Boolean(subject.account),
    ip: false,
  });
  const durationRef = useRef<HTMLSelectElement | null>(null);
  const common = () => ({ ...(note.trim() ? { note: note.trim() } : {}), minor, reason });
  const decide = (decision: "dismiss" | "warn") => props.onDecide({ decision, ...common() });
  useImperativeHandle(ref, () => ({
    decide,
    openBan() {
      setBanOpen(true);
      setTimeout(() => durationRef.current?.focus(), 0);
    },
  }));

  return (
    <section className="admin-panel decision-bar" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("reviews.decide")}</h2>
      <div className="decision-bar__fields">
        <label>
          {t("reviews.reason")}
          <select value={reason} onChange={(event) => setReason(event.target.value as BanReason)}>
            {BAN_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("reviews.note")}
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
            maxLength={1000}
          />
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={minor}
            onChange={(event) => setMinor(event.target.checked)}
            data-testid="minor"
          />
          {t("reviews.minor")}
        </label>
      </div>
      <ErrorBox error={props.error} />
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={props.busy}
          onClick={() => decide("dismiss")}
          aria-keyshortcuts="D"
          data-testid="decide-dismiss"
        >
          {t("reviews.dismiss")} <kbd>D</kbd>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={props.busy}
          onClick={() => decide("warn")}
          aria-keyshortcuts="W"
          data-testid="decide-warn"
        >
          {t("reviews.warn")} <kbd>W</kbd>
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={props.busy}
          onClick={() => setBanOpen((open) => !open)}
          aria-expanded={banOpen}
          aria-keyshortcuts="B"
          data-testid="decide-ban"
        >
          {t("reviews.ban")} <kbd>B</kbd>
        </button>
      </div>
      {banOpen ? (
        <form
          className="ban-form"
          onSubmit={(event) => {
            event.preventDefault();
            props.onDecide({ decision: "ban", ...common(), ban: { duration, targets } });
          }}
          data-testid="ban-form"
        >
          <label>
            {t("bans.duration")}
            <select
              ref={durationRef}
              value={duration}
              onChange={(event) => setDuration(event.target.value as BanDuration)}
            >
              {BAN_DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`durations.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="admin-fieldset">
            <legend>{t("bans.targets")}</legend>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={targets.ident}
                disabled={!subject.ident}
                onChange={(event) => setTargets({ ...targets, ident: event.target.checked })}
              />
              {t("bans.targetIdent")}
            </label>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={targets.account}
                disabled={!subject.account}
                onChange={(event) => setTargets({ ...targets, account: event.target.checked })}
              />
              {subject.account
                ? t("bans.targetAccountOf", { email: subject.account.email ?? subject.account.id })
                : t("bans.targetAccount")}
            </label>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={targets.ip}
                disabled={!subject.ipHash}
                onChange={(event) => setTargets({ ...targets, ip: event.target.checked })}
              />
              {t("bans.targetIp")}
            </label>
            <p className="admin-muted">{t("bans.ipHint")}</p>
          </fieldset>
          <button
            type="submit"
            className="button button--danger"
            disabled={props.busy || (!targets.ident && !targets.account && !targets.ip)}
            data-testid="ban-confirm"
          >
            {t("reviews.banNow")}
          </button>
        </form>
      ) : null}
    </section>
  );
});
