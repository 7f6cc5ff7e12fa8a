import { data } from "react-router";
import { getPageContext, notFound } from "#app/middleware/locale.ts";
import { errorPageContext } from "#server/context.ts";
import type { Route } from "./+types/not-found";

// The last route ("*"): no page matches the path. Being a real route (rather than the router's
// own no-match) lets the middleware run (mini-app redirect) and the 404 page use the language.
export function loader({ context }: Route.LoaderArgs) {
  // An error the Express layer caught (server/http-errors.ts): its status on the product's page.
  const forced = context.get(errorPageContext);
  if (forced) throw data(forced.message, { status: forced.status });
  notFound(getPageContext(context).fullPath);
}

// A POST (or PUT, DELETE…) to a path nothing answers is the same 404, not a "no action" 405 logged
// as a server error (issue 11 item 8).
export function action({ context }: Route.ActionArgs) {
  notFound(getPageContext(context).fullPath);
}

export default function NotFound() {
  return null;
}
