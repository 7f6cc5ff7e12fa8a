import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { usePagePath } from "#app/lib/site.ts";

/** Per-screen error boundary: the shell and navigation stay usable when one screen fails. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("admin");
  const path = usePagePath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="admin-error" role="alert">
      <h1>{t("errors.title", { status })}</h1>
      <p>{status === 403 ? t("errors.forbidden") : t("errors.text")}</p>
      <p>
        <Link to={path("admin")}>{t("notConfigured.back")}</Link>
      </p>
    </div>
  );
}
