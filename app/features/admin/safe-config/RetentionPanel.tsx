import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox } from "../ui/Status.tsx";

type Retention = {
  retentionDays: number;
  legalHoldDays: number;
  lastRun: {
    at: string;
    by: string | null;
    result: { capturesDeleted: number; conversationsCleared: number } | null;
  } | null;
};

/** How long evidence is kept, the job's last run, and a button to run it now. */
export function RetentionPanel() {
  const { t } = useTranslation("admin");
  const query = useAdminQuery<Retention>("/api/admin/retention");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    const result = await adminSend("POST", "/api/admin/retention/run");
    setBusy(false);
    if (result.ok) query.reload();
    else setError(result.error);
  }
  const data = query.data;
  return (
    <section className="admin-panel" aria-labelledby="retention-title">
      <h2 id="retention-title">{t("retention.title")}</h2>
      {data ? (
        <>
          <p>{t("retention.rule", { days: data.retentionDays, hold: data.legalHoldDays })}</p>
          <p className="admin-muted">
            {data.lastRun ? (
              <>
                {t("retention.last")} <DateTime value={data.lastRun.at} /> ·{" "}
                {data.lastRun.by ?? t("audit.system")} ·{" "}
                {t("retention.result", {
                  captures: data.lastRun.result?.capturesDeleted ?? 0,
                  lines: data.lastRun.result?.conversationsCleared ?? 0,
                })}
              </>
            ) : (
              t("retention.never")
            )}
          </p>
        </>
      ) : null}
      <ErrorBox error={error ?? query.error} />
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run()}>
        {t("retention.run")}
      </button>
    </section>
  );
}
