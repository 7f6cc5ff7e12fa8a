import { useTranslation } from "react-i18next";
import { useSite } from "#app/lib/site.ts";
import { mapFormErrors } from "#common/form-errors.ts";
import type { AdminApiError } from "../api.ts";

/** A failed admin API call, in the page language (spec §8 messages), with a retry when given. */
export function ErrorBox(props: { error: AdminApiError | null; onRetry?: () => void }) {
  const { t } = useTranslation("admin");
  const site = useSite();
  if (!props.error) return null;
  const messages = mapFormErrors(
    props.error.errors.length ? props.error.errors : [{ field: "_form", typeError: "internalError" }],
    { lang: site?.lang ?? "en" },
  );
  return (
    <div className="admin-error" role="alert" data-testid="admin-error">
      {messages.map((m, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
        <p key={index}>
          {m.field !== "_form" ? <strong>{m.field}: </strong> : null}
          {m.error}
        </p>
      ))}
      {props.onRetry ? (
        <button type="button" className="button button--small button--secondary" onClick={props.onRetry}>
          {t("common.retry")}
        </button>
      ) : null}
    </div>
  );
}

export function Loading(props: { show: boolean }) {
  const { t } = useTranslation("admin");
  if (!props.show) return null;
  return (
    <p className="admin-muted" role="status" aria-live="polite">
      {t("common.loading")}
    </p>
  );
}

/** A date and time in the page language (moderators compare times across screens). */
export function DateTime(props: { value: string | null | undefined }) {
  const site = useSite();
  if (!props.value) return <span className="admin-muted">—</span>;
  const date = new Date(props.value);
  return (
    <time dateTime={props.value} title={props.value}>
      {date.toLocaleString(site?.lang ?? "en", { dateStyle: "short", timeStyle: "medium" })}
    </time>
  );
}
