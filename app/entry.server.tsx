import { PassThrough, pipeline, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
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

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could be the start of a module preload tag. */
function partialPreloadSuffix(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length--) {
    if (MODULE_PRELOAD.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/**
 * The page paints from the server's HTML and its inlined stylesheet; the hydration scripts are not
 * needed for that, so their module preloads are fetched at low priority instead of competing with
 * the document (docs/decisions/007-page-performance.md). Rewrites the tags as the HTML streams,
 * holding back only a possible partial tag at the end of a chunk.
 */
function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const keep = partialPreloadSuffix(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

// The framework's default Node entry, kept except for the logging above and the preload priority.
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
          const html = lowPriorityModulePreloads();
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
