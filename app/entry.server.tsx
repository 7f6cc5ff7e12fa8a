import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { paintFirstScripts } from "#app/lib/paint-first.server.ts";
import { getCspNonce, getServices } from "#server/context.ts";
import { redactPath } from "#server/request-log.ts";

export const streamTimeout = 5_000;

/**
 * Spec §2.5: the error is logged (thrown responses such as 404s are answers, not errors). The
 * router's own 4xx answers (a POST to a page without an action, an OPTIONS request) are the
 * client's mistake: info with the path, not an error (issue 11 item 8).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const path = redactPath(new URL(request.url).pathname);
  try {
    const { logger } = getServices(context);
    if (isRouteErrorResponse(error) && error.status < 500) {
      logger.info({ status: error.status, path, method: request.method }, error.statusText || "refused");
    } else {
      logger.error({ err: error, path }, "request failed");
    }
  } catch {
    console.error(error);
  }
};

// The framework's default Node entry, kept except for the logging above and the script loading
// after the first paint (app/lib/paint-first.server.ts).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // The response's CSP nonce (server/security/csp.ts): on React Router's inline scripts,
    // modulepreloads and module entry, and on React's own inline scripts.
    const nonce = getCspNonce(loadContext);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const html = paintFirstScripts();
          pipeline(body, html, () => {});
          const stream = createReadableStreamFromReadable(html);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // After the shell, the status is sent already: log it (structured), the stream carries on.
          if (shellRendered) getServices(loadContext).logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}
