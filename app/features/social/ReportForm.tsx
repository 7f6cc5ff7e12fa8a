import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SOCIAL_LIMITS } from "#common/protocol/constants.ts";

/** A short reason, then the report goes to the review queue; says whether it was sent. */
export function ReportForm(props: {
  onSubmit(reason: string): Promise<boolean>;
  onDone(): void;
  ns: "rooms" | "directChats";
}) {
  const { t } = useTranslation(props.ns);
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  if (status === "sent")
    return (
      <p className="report-form report-form--sent" role="status">
        {t("reportSent")}{" "}
        <button type="button" className="link-button" onClick={props.onDone}>
          {t("close")}
        </button>
      </p>
    );
  return (
    <form
      className="report-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!reason.trim()) return;
        setStatus("sending");
        setStatus((await props.onSubmit(reason.trim())) ? "sent" : "failed");
      }}
    >
      <label>
        {t("reportReason")}
        <input
          value={reason}
          maxLength={SOCIAL_LIMITS.reportReasonChars}
          onChange={(event) => setReason(event.target.value)}
          required
          data-testid="report-reason"
        />
      </label>
      <button type="submit" className="button button--small" disabled={status === "sending"}>
        {t("reportSend")}
      </button>
      <button type="button" className="button button--small button--secondary" onClick={props.onDone}>
        {t("cancel")}
      </button>
      {status === "failed" ? <span role="alert">{t("errors.internal")}</span> : null}
    </form>
  );
}
