import { type MiddlewareFunction, redirect } from "react-router";
import { errorPageContext, getServices } from "#server/context.ts";

/** Spec §1: paths a mini-app keeps serving itself; everything else goes to the main site. */
export function staysOnMiniApp(pathname: string): boolean {
  return pathname === "/" || pathname.startsWith("/api") || pathname.startsWith("/-priv");
}

/** Mini-app mode (spec §1, §9): 301 to the same path on the main site. */
export const miniAppMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  const { publicConfig } = getServices(context);
  if (!publicConfig.isMiniApp || staysOnMiniApp(url.pathname)) return next();
  // The error page of a request the Express layer refused is answered here, not redirected.
  if (context.get(errorPageContext)) return next();
  const target = new URL(`${url.pathname}${url.search}`, publicConfig.siteUrl);
  throw redirect(target.toString(), 301);
};
