import { useTranslation } from "react-i18next";

export type AiStatus = { configured: boolean; budgetSpent: boolean };

/** Why the forms are disabled, when they are: AI not configured, or today's budget spent. */
export function AiStatusNotice({ status }: { status: AiStatus }) {
  const { t } = useTranslation("ai");
  if (!status.configured) {
    return (
      <p className="ai-notice" role="status" data-testid="ai-not-configured">
        {t("notConfigured")}
      </p>
    );
  }
  if (status.budgetSpent) {
    return (
      <p className="ai-notice" role="status" data-testid="ai-budget-spent">
        {t("budgetSpent")}
      </p>
    );
  }
  return null;
}

export function aiDisabled(status: AiStatus): boolean {
  return !status.configured || status.budgetSpent;
}
