import { getPageContext, notFound } from "#app/middleware/locale.ts";
import type { Route } from "./+types/not-found";

// The last route ("*"): no page matches the path. Being a real route (rather than the router's
// own no-match) lets the middleware run (mini-app redirect) and the 404 page use the language.
export function loader({ context }: Route.LoaderArgs) {
  notFound(getPageContext(context).fullPath);
}

export default function NotFound() {
  return null;
}
