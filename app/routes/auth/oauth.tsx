import { redirectDocument } from "react-router";
import { loadPage } from "#app/lib/page.server.ts";
import { getAuth } from "#server/auth/http.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/oauth";

/**
 * /app/auth/oauth2/{provider}/login and /redirect (spec §2.1). The sign-in itself is answered by the
 * Express routes of server/auth/http.ts before the router sees the request; this module is the
 * page's validate hook (spec §5, §8): a provider that does not exist or is not configured is a 404
 * "Page Not Found", never a page (issue 11 item 4).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const providers = getAuth(getServices(context)).providers;
  const page = await loadPage(context, ({ params }) => providers.includes(params.provider ?? ""));
  // A configured provider reached through a client-side navigation (a .data request): load the
  // document, which the Express route answers.
  throw redirectDocument(page.fullPath);
}

export default function OAuthStep() {
  return null;
}
