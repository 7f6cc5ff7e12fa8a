import { SiteShell } from "#app/components/SiteShell.tsx";
import { assertFound } from "#app/middleware/locale.ts";
import type { Route } from "./+types/default";
import { AuthHost } from "./AuthHost.tsx";
import { signInProviders } from "./providers.server.ts";

// A path no page answers in this language is a 404 before any page renders (spec §8).
export function loader({ context }: Route.LoaderArgs) {
  assertFound(context);
  return { providers: signInProviders(context) };
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteShell section="default" />
      <AuthHost providers={loaderData?.providers ?? []} />
    </>
  );
}
