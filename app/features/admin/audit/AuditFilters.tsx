import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AuditFilterValues, EMPTY_FILTERS } from "./types.ts";

/** The audit screen's filters: action, actor, target, date range. Applied on submit. */
export function AuditFilters(props: {
  actions: readonly string[];
  value: AuditFilterValues;
  onChange(value: AuditFilterValues): void;
}) {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState(props.value);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onChange(draft);
  }
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t("audit.filters")}>
      <label>
        {t("audit.action")}
        <select value={draft.action} onChange={set("action")} data-testid="audit-action">
          <option value="">{t("audit.anyAction")}</option>
          {props.actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("audit.actor")}
        <input type="email" value={draft.actorEmail} onChange={set("actorEmail")} autoComplete="off" />
      </label>
      <label>
        {t("audit.targetType")}
        <input value={draft.targetType} onChange={set("targetType")} maxLength={64} />
      </label>
      <label>
        {t("audit.targetId")}
        <input value={draft.targetId} onChange={set("targetId")} maxLength={200} />
      </label>
      <label>
        {t("audit.from")}
        <input type="date" value={draft.from} onChange={set("from")} />
      </label>
      <label>
        {t("audit.to")}
        <input type="date" value={draft.to} onChange={set("to")} />
      </label>
      <button type="submit" className="button button--small">
        {t("audit.apply")}
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => {
          setDraft(EMPTY_FILTERS);
          props.onChange(EMPTY_FILTERS);
        }}
      >
        {t("audit.clear")}
      </button>
    </form>
  );
}
