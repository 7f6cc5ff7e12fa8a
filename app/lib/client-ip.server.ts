import { createContext, type RouterContextProvider } from "react-router";

// Set by the Express entry (getLoadContext: `context.set(clientIpContext, req.ip)`), which loads a
// separate copy of this module from the SSR bundle's: the key lives on globalThis so both agree.
const shared = globalThis as typeof globalThis & {
  __acasoClientIpContext?: ReturnType<typeof createContext<string | null>>;
};
shared.__acasoClientIpContext ??= createContext<string | null>(null);
export const clientIpContext = shared.__acasoClientIpContext;

/** The visitor's IP as Express resolved it (trust proxy settings apply), for per-IP rate limits. */
export function getClientIp(request: Request, context: Readonly<RouterContextProvider>): string {
  const fromServer = context.get(clientIpContext);
  if (fromServer) return fromServer;
  // Until the entry sets the context: the proxy header, else one shared bucket.
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
