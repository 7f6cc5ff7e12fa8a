import { isRouteErrorResponse, useLocation } from "react-router";
import { getI18n } from "#app/i18n/i18n.ts";
import { isAiSite } from "#app/layouts/choose.ts";
import { usePagePath, useSite } from "#app/lib/site.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteLink as Link } from "./SiteLink.tsx";

// Used only when even the root loader failed, so no catalogue is loaded.
const FALLBACK: Record<string, string> = {
  "error.notFoundTitle": "Page not found",
  "error.title": "Something went wrong",
  "error.goHome": "Go home",
  "error.goVideoChat": "Go to video chat",
};

function describe(error: unknown, pathname: string): { status: number; message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    // The router's own "no route" answer (a path outside every route) gets the spec §8 text.
    const internal = (error as { internal?: boolean }).internal === true;
    if (error.status === 404 && internal) return { status: 404, message: `Page not found: ${pathname}` };
    return { status: error.status, message: typeof error.data === "string" ? error.data : error.statusText };
  }
  if (error instanceof Error) {
    return { status: 500, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { status: 500, message: "Unknown error" };
}

/** Spec §2.5 error page. The server logs the error (entry.server.tsx handleError). */
export function ErrorPage({ error }: { error: unknown }) {
  const site = useSite();
  const location = useLocation();
  const path = usePagePath();
  const t = site ? getI18n(site.lang).t : (key: string) => FALLBACK[key.replace("common:", "")] ?? key;
  const { status, message, stack } = describe(error, `${location.pathname}${location.search}`);
  const title = status === 404 ? t("common:error.notFoundTitle") : t("common:error.title");
  const showVideoChat = !isAiSite(site?.publicConfig.contentIdent ?? "");
  return (
    <div className="shell layout-error">
      <title>{`${title} | ${site?.publicConfig.appName ?? "Acaso"}`}</title>
      <meta name="robots" content="noindex" />
      {site ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} className="error-page">
        <p className="error-page__status">{status}</p>
        <h1>{title}</h1>
        <p className="error-page__message" data-testid="error-message">
          {message}
        </p>
        {site?.publicConfig.isDev && stack ? <pre className="error-page__stack">{stack}</pre> : null}
        <p className="error-page__actions">
          <Link to={path("home")} className="button">
            {t("common:error.goHome")}
          </Link>
          {showVideoChat ? (
            <Link to={path("chat")} className="button button--secondary">
              {t("common:error.goVideoChat")}
            </Link>
          ) : null}
        </p>
      </main>
      {site ? <SiteFooter /> : null}
    </div>
  );
}
