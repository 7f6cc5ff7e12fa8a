import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "#app/lib/site.ts";
import { useModeration } from "./context.tsx";
import { formatDate } from "./dates.ts";

/** A moderator's warning, shown at the visitor's next search until they acknowledge it. */
export function WarningNotice() {
  const { t } = useTranslation("moderation");
  const { status, dismissWarning } = useModeration();
  const ref = useRef<HTMLDialogElement | null>(null);
  const warning = status?.warning ?? null;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (warning && !dialog.open) dialog.showModal();
    if (!warning && dialog.open) dialog.close();
  }, [warning]);
  return (
    <dialog
      ref={ref}
      className="moderation-dialog"
      aria-labelledby="warning-title"
      data-testid="moderation-warning"
      onCancel={(event) => {
        event.preventDefault();
        dismissWarning();
      }}
    >
      {warning ? (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            dismissWarning();
          }}
        >
          <h2 id="warning-title">{t("warning.title")}</h2>
          <p>{t("warning.text", { reason: t(`reasons.${warning.reason}`) })}</p>
          <button type="submit" className="button">
            {t("warning.ok")}
          </button>
        </form>
      ) : null}
    </dialog>
  );
}

/** The outcome of the visitor's appeal, once, on their next visit. */
export function AppealOutcomeNotice() {
  const { t } = useTranslation("moderation");
  const site = useSite();
  const { status, dismissOutcome } = useModeration();
  const outcome = status?.appealOutcome;
  if (!outcome) return null;
  const text =
    outcome.status === "accepted"
      ? t("outcome.accepted")
      : outcome.banEndsAt
        ? t("outcome.rejected", { date: formatDate(outcome.banEndsAt, site?.lang ?? "en") })
        : t("outcome.rejectedPermanent");
  return (
    <div
      className="moderation-banner"
      role="status"
      data-testid="appeal-outcome"
      data-outcome={outcome.status}
    >
      <p>{text}</p>
      <button type="button" className="button button--small button--secondary" onClick={dismissOutcome}>
        {t("outcome.ok")}
      </button>
    </div>
  );
}
