/** Report the current stranger (spec §1): a reason, optional details; Esc cancels. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#common/protocol/constants.ts";
import { ModalForm } from "./ModalForm.tsx";

const REPORT_REASONS = ["nudity", "minor", "harassment", "violence", "spam", "other"] as const;

export default function ReportDialog(props: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation("chat");
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>("nudity");
  const [details, setDetails] = useState("");
  return (
    <ModalForm
      open={props.open}
      title={t("report.title")}
      testId="report-dialog"
      onCancel={props.onCancel}
      onSubmit={() => {
        const extra = details.trim();
        props.onSubmit(extra ? `${reason}: ${extra}` : reason);
        setDetails("");
      }}
    >
      {() => (
        <>
          <p>{t("report.description")}</p>
          <fieldset>
            <legend className="vc-visually-hidden">{t("report.title")}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="vc-radio">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="vc-field">
            {t("report.details")}
            <textarea
              value={details}
              maxLength={LIMITS.reportReasonChars - 20}
              onChange={(event) => setDetails(event.target.value)}
              rows={2}
            />
          </label>
          <div className="vc-buttons">
            <button type="button" onClick={props.onCancel}>
              {t("report.cancel")}
            </button>
            <button type="submit" className="vc-danger" data-testid="report-submit">
              {t("report.submit")}
            </button>
          </div>
        </>
      )}
    </ModalForm>
  );
}
