import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "#db/client.ts";
import type { Config, PublicConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import type { FileStorage } from "./storage/index.ts";

/** Process-wide services handed to loaders and actions through the typed router context. */
export type AppServices = {
  config: Config;
  publicConfig: PublicConfig;
  database: Database;
  logger: Logger;
  /** Stored files (captures, stories, videos, banners): server/storage. */
  storage: FileStorage;
  /** Identifies this build; the client polls /builds/latest.json to detect new deployments. */
  buildId: string;
};

// The Node entry and the SSR bundle load separate copies of this module: keep the one key on
// globalThis so both sides agree on its identity.
const shared = globalThis as typeof globalThis & {
  __acasoServicesContext?: ReturnType<typeof createContext<AppServices>>;
};
shared.__acasoServicesContext ??= createContext<AppServices>();
export const servicesContext = shared.__acasoServicesContext;

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

// Set by the Express entry (getLoadContext: `context.set(clientIpContext, req.ip)`); shared through
// globalThis like the services key above.
const sharedIp = globalThis as typeof globalThis & {
  __acasoClientIpContext?: ReturnType<typeof createContext<string | null>>;
};
sharedIp.__acasoClientIpContext ??= createContext<string | null>(null);
export const clientIpContext = sharedIp.__acasoClientIpContext;

/** The visitor's IP as Express resolved it (trust proxy settings apply), for per-IP rate limits. */
export function getClientIp(request: Request, context: Readonly<RouterContextProvider>): string {
  const fromServer = context.get(clientIpContext);
  if (fromServer) return fromServer;
  // Until the entry sets the context: the proxy header, else one shared bucket.
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** An error the Express layer caught before React Router could take the request (issue 11 item 4). */
export type ErrorPageRequest = { status: number; message: string };

// Set by server/http-errors.ts when it renders the product's error page for such an error (bad URL
// encoding, a method the router cannot take); the catch-all route throws it. Shared like the above.
const sharedError = globalThis as typeof globalThis & {
  __acasoErrorPageContext?: ReturnType<typeof createContext<ErrorPageRequest | null>>;
};
sharedError.__acasoErrorPageContext ??= createContext<ErrorPageRequest | null>(null);
export const errorPageContext = sharedError.__acasoErrorPageContext;

// The Content-Security-Policy nonce of this response (server/security/csp.ts), set by the Express
// entry from `res.locals.cspNonce`; entry.server.tsx hands it to React Router. Shared like the above.
const sharedNonce = globalThis as typeof globalThis & {
  __acasoCspNonceContext?: ReturnType<typeof createContext<string | undefined>>;
};
sharedNonce.__acasoCspNonceContext ??= createContext<string | undefined>(undefined);
export const cspNonceContext = sharedNonce.__acasoCspNonceContext;

/** The nonce of this response's CSP, or undefined outside the Express entry (tests, prerendering). */
export function getCspNonce(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(cspNonceContext);
}
