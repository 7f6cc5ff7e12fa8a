import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_ACTIONS } from "#common/admin/audit.ts";
import { useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { AuditEntryRow } from "./AuditEntryRow.tsx";
import { AuditFilters } from "./AuditFilters.tsx";
import {
  type AuditEntryView,
  type AuditFilterValues,
  type AuditPage,
  auditQuery,
  EMPTY_FILTERS,
} from "./types.ts";

/** /-priv/mda/audit: the audit trail, newest first, filtered; "older" pages by keyset. */
export function AuditList() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_FILTERS);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [rows, setRows] = useState<AuditEntryView[]>([]);
  const query = useAdminQuery<AuditPage>(auditQuery(filters, before));
  useEffect(() => {
    if (!query.data) return;
    const page = query.data.entries;
    setRows((current) => (before === undefined ? page : [...current, ...page]));
  }, [query.data, before]);
  return (
    <>
      <h1>{t("site:pages.adminAudit.title")}</h1>
      <p className="admin-lead">{t("audit.lead")}</p>
      <AuditFilters
        actions={query.data?.actions ?? AUDIT_ACTIONS}
        value={filters}
        onChange={(next) => {
          setBefore(undefined);
          setFilters(next);
        }}
      />
      <ErrorBox error={query.error} onRetry={query.reload} />
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="audit-table">
          <thead>
            <tr>
              <th>{t("audit.when")}</th>
              <th>{t("audit.actor")}</th>
              <th>{t("audit.action")}</th>
              <th>{t("audit.target")}</th>
              <th>{t("audit.change")}</th>
              <th>{t("audit.ipHash")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Loading show={query.loading} />
      {!query.loading && rows.length === 0 && !query.error ? <p>{t("audit.empty")}</p> : null}
      {query.data?.next ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setBefore(query.data?.next ?? undefined)}
        >
          {t("audit.older")}
        </button>
      ) : null}
    </>
  );
}
