import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { isLocale, LOCALE_NAMES, type Locale } from "#common/locales.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/root";
import { getI18n, loadLanguage } from "./i18n/i18n.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = getServices(context);
  const first = new URL(request.url).pathname.split("/")[1];
  const lang: Locale = isLocale(first) ? first : publicConfig.defaultLanguage;
  await loadLanguage(lang);
  return { lang, publicConfig };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLanguage(data.lang);
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "en";
  return (
    <html lang={LOCALE_NAMES[lang].iso} data-lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider> : children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main>
      <title>{status === 404 ? "Page not found" : "Error"}</title>
      <meta name="robots" content="noindex" />
      <h1>{status}</h1>
      <p>{message}</p>
    </main>
  );
}
