import { useTranslation } from "react-i18next";
import { DateTime } from "../ui/Status.tsx";
import type { AuditEntryView } from "./types.ts";

/** JSON of a before/after value as plain text (never HTML: values can hold user text). */
function json(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);
}

export function AuditEntryRow(props: { entry: AuditEntryView }) {
  const { t } = useTranslation("admin");
  const { entry } = props;
  const changed = entry.before !== null || entry.after !== null;
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td>
        <DateTime value={entry.at} />
      </td>
      <td>{entry.actor ? entry.actor.email : <span className="admin-muted">{t("audit.system")}</span>}</td>
      <td className="admin-mono">{entry.action}</td>
      <td className="admin-mono">{entry.target ? `${entry.target.type}:${entry.target.id ?? ""}` : "—"}</td>
      <td>
        {changed ? (
          <details>
            <summary>{t("audit.details")}</summary>
            <p className="admin-muted">{t("audit.before")}</p>
            <pre className="admin-pre admin-mono">{json(entry.before)}</pre>
            <p className="admin-muted">{t("audit.after")}</p>
            <pre className="admin-pre admin-mono">{json(entry.after)}</pre>
          </details>
        ) : (
          "—"
        )}
      </td>
      <td className="admin-mono" title={t("audit.ipHashHint")}>
        {entry.ipHash ? entry.ipHash.slice(0, 12) : "—"}
      </td>
    </tr>
  );
}
