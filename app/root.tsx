import { useContext, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  UNSAFE_FrameworkContext,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "#common/locales.ts";
import { adsRootData } from "#server/ads/root-data.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { LoadingBar } from "./components/LoadingBar.tsx";
import { NotificationArea } from "./components/NotificationArea.tsx";
import { UpdateBanner } from "./components/UpdateBanner.tsx";
import { ConsentDialog } from "./features/ads/ConsentDialog.tsx";
import { useConsent } from "./features/ads/consent.ts";
import { getI18n, loadLanguage } from "./i18n/i18n.ts";
import { localizedPath, splitLocalePrefix } from "./i18n/route-table.ts";
import islandScript from "./island/home-island.ts?worker&url";
import { ISLAND_DATA_ID, type IslandData, serializeIslandData } from "./island/island-data.ts";
import { startAnalytics, trackNavigation } from "./lib/analytics.ts";
import { installErrorLogging } from "./lib/client-log.ts";
import { usePageHydrates } from "./lib/hydration.ts";
import type { SiteData } from "./lib/site.ts";
import { guardMiddleware } from "./middleware/guards.ts";
import { getPageContext, localeMiddleware } from "./middleware/locale.ts";
import { miniAppMiddleware } from "./middleware/mini-app.ts";
import { privatePagesMiddleware } from "./middleware/private-pages.ts";
import globalCss from "./styles/global.css?inline";
import globalStyles from "./styles/global.css?url";

// Spec §4.1 order: mini-app redirect first, then the locale (and route) decision, then the guard
// the route table declares for the page.
// privatePagesMiddleware wraps them all: it marks the answer of a logged-in page private.
export const middleware: Route.MiddlewareFunction[] = [
  privatePagesMiddleware,
  miniAppMiddleware,
  localeMiddleware,
  guardMiddleware,
];

// The global stylesheet (about 2 kB compressed) is inlined in the server-rendered head so the first
// paint waits for no other request (docs/decisions/007-page-performance.md). The client reuses the
// text the server sent, so the stylesheet is not shipped a second time inside the JavaScript.
// Development keeps the <link> so Vite can hot-reload it.
const GLOBAL_CSS_ID = "global-css";
const inlineCss = import.meta.env.DEV
  ? null
  : import.meta.env.SSR
    ? globalCss
    : (document.getElementById(GLOBAL_CSS_ID)?.textContent ?? "");

export const links: Route.LinksFunction = () => [
  ...(inlineCss === null ? [{ rel: "stylesheet", href: globalStyles }] : []),
  // Inline icon: no extra request and no 404 in the console.
  {
    rel: "icon",
    type: "image/svg+xml",
    href: "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Ccircle cx=%2216%22 cy=%2216%22 r=%2214%22 fill=%22%23ffb020%22/%3E%3C/svg%3E",
  },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const { publicConfig, buildId, database, config } = getServices(context);
  const page = getPageContext(context);
  await loadLanguage(page.lang);
  // The switcher keeps the visitor on the same page; pages with no equivalent go to that home.
  const languages = LOCALES.map((lang) => {
    const same =
      page.pageId && !page.notFound && page.pageId !== "slug"
        ? localizedPath(page.pageId, lang, page.defaultLocale, page.params)
        : null;
    return { lang, href: same ?? localizedPath("home", lang, page.defaultLocale) ?? "/" };
  });
  // Issue 13: the ad config's key reaches the page here, never beside the config (decision 029); the
  // boxes the start-button ads reserve; the visitor's consent (decision 031).
  const ads = await adsRootData(request, { database, secret: config.sessionSecret });
  return { lang: page.lang, defaultLocale: page.defaultLocale, publicConfig, buildId, languages, ...ads };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLanguage(data.lang);
  return data;
}

// The language, the switcher and the page ids change with the path, so re-run on every navigation.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

/** A number no text holds, to turn a translated count back into the island's `{{count}}`. */
const COUNT_MARK = 987_654_321;

/** What the island script of a page served without React needs (decision 050), translated here. */
function islandData(data: SiteData): IslandData {
  const t = getI18n(data.lang).t;
  const unread = (key: "one" | "other") =>
    t(`directChats:unreadBadge_${key}`, { count: COUNT_MARK }).replace(String(COUNT_MARK), "{{count}}");
  return {
    isDev: data.publicConfig.isDev,
    analyticsId: data.publicConfig.analyticsId,
    sdaKey: data.sdaKey,
    account: {
      href: localizedPath("userAccount", data.lang, data.defaultLocale) ?? "/",
      label: t("auth:nav.account"),
    },
    unread: { one: unread("one"), other: unread("other") },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  // Decision 050: a route whose handle says `hydrate: false` (the home) gets no React in the browser,
  // only its island script, with the response's CSP nonce like React Router's scripts.
  const hydrate = usePageHydrates();
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // Without root data (the root loader itself failed) the prefix is the best guess.
  const lang: Locale = data?.lang ?? splitLocalePrefix(location.pathname)[0] ?? "pt";
  return (
    <html lang={LOCALE_NAMES[lang].iso} data-lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12121a" />
        <Meta />
        {inlineCss === null ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet
          <style id={GLOBAL_CSS_ID} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        )}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {data ? getI18n(lang).t("common:skipToContent") : "Skip to content"}
        </a>
        {data ? <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider> : children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            {data ? (
              <script
                type="application/json"
                id={ISLAND_DATA_ID}
                nonce={nonce}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
                dangerouslySetInnerHTML={{ __html: serializeIslandData(islandData(data)) }}
              />
            ) : null}
            <script type="module" src={islandScript} nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { publicConfig } = loaderData;
  // Issue 13 (decision 031): analytics only after the visitor agreed to it.
  const consent = useConsent(loaderData.consent);
  const analyticsAllowed = consent?.analytics === true;
  useEffect(() => {
    installErrorLogging({ isDev: publicConfig.isDev });
    if (!analyticsAllowed) return;
    return startAnalytics({ tagId: publicConfig.analyticsId });
  }, [publicConfig.isDev, publicConfig.analyticsId, analyticsAllowed]);
  const location = useLocation();
  const pagePath = `${location.pathname}${location.search}`;
  useEffect(() => trackNavigation(pagePath), [pagePath]);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <NotificationArea />
      <UpdateBanner buildId={loaderData.buildId} />
      <ConsentDialog />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
