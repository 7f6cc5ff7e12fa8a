import { SiteShell } from "#app/components/SiteShell.tsx";
import { assertFound } from "#app/middleware/locale.ts";
import type { Route } from "./+types/default";

// A path no page answers in this language is a 404 before any page renders (spec §8).
export function loader({ context }: Route.LoaderArgs) {
  assertFound(context);
  return null;
}

export default function Layout() {
  return <SiteShell section="default" />;
}
