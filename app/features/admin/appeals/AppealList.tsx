import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { AppealCard, type AppealView } from "./AppealCard.tsx";

/** /-priv/mda/safecontrol/appeals: appeals against bans (DSA Art. 20), open ones oldest first. */
export function AppealList() {
  const { t } = useTranslation("admin");
  const [tab, setTab] = useState<"open" | "decided">("open");
  const query = useAdminQuery<{ appeals: AppealView[]; open: number }>(`/api/admin/appeals?status=${tab}`, {
    refreshMs: 15_000,
  });
  return (
    <>
      <h1>{t("site:pages.adminAppeals.title")}</h1>
      <p className="admin-lead">{t("appeals.lead")}</p>
      <div className="admin-tabs" role="tablist" aria-label={t("reviews.tabs")}>
        {(["open", "decided"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className="admin-tab"
            onClick={() => setTab(value)}
          >
            {t(`reviews.tab.${value}`)}
          </button>
        ))}
      </div>
      <ErrorBox error={query.error} onRetry={query.reload} />
      <Loading show={query.loading && !query.data} />
      {query.data && query.data.appeals.length === 0 ? <p>{t("appeals.empty")}</p> : null}
      <ul className="appeal-list">
        {query.data?.appeals.map((appeal) => (
          <AppealCard key={appeal.id} appeal={appeal} onDecided={query.reload} />
        ))}
      </ul>
    </>
  );
}
