import type { RouterContextProvider } from "react-router";
import { getAuth } from "#server/auth/http.ts";
import { getServices } from "#server/context.ts";

/** The configured third-party sign-in providers (configuration, not code), for the login modal. */
export function signInProviders(context: Readonly<RouterContextProvider>): string[] {
  return getAuth(getServices(context)).providers;
}
