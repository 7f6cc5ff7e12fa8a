import { useTranslation } from "react-i18next";
import { useSite } from "#app/lib/site.ts";
import { mapFormErrors } from "#common/form-errors.ts";
import type { AdminApiError } from "../api.ts";

/** A failed admin API call, in the page language (spec §8 messages), with a retry when given. */
export function ErrorBox(props: { error: AdminApiError | null; onRetry?: () => void }) {
  const { t } = useTranslation("admin");
  const site = useSite();
  if (!props.error) return null;
  // A decision the rules refused (409 with a code): say which rule, in the page language.
  if (props.error.code) {
    return (
      <div className="admin-error" role="alert" data-testid="admin-error" data-code={props.error.code}>
        <p>{t(`errors.codes.${props.error.code}`, { defaultValue: t("errors.text") })}</p>
      </div>
    );
  }
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

/** The end of a settings form: error, "saved", last update and the save button (one for every form). */
export function SaveFooter(props: {
  error: AdminApiError | null;
  saved: boolean;
  savedText: string;
  savedTestId: string;
  updatedAtLabel: string;
  updatedAt: string | null | undefined;
  saving: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <ErrorBox error={props.error} />
      {props.saved ? (
        <p className="admin-success" role="status" data-testid={props.savedTestId}>
          {props.savedText}
        </p>
      ) : null}
      <p className="admin-muted">
        {props.updatedAtLabel} <DateTime value={props.updatedAt} />
      </p>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={props.saving}>
          {props.saving ? t("common.saving") : t("common.save")}
        </button>
      </div>
    </>
  );
}
