import { useMatches } from "react-router";

/**
 * Whether the browser hydrates this page (decision 050). A route opts out with
 * `export const handle = { hydrate: false }`: the deepest match decides. Such a page is served as
 * HTML plus the island script (app/island/home-island.ts), with no React in the browser.
 */
export function hydrates(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  const deepest = matches.at(-1)?.handle as { hydrate?: unknown } | undefined;
  return deepest?.hydrate !== false;
}

/**
 * In the browser React only runs on a page that hydrated: a later client navigation to an opted-out
 * route (a link from /chat to the home) renders it as an ordinary React page, scripts and all.
 */
export function usePageHydrates(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || hydrates(matches);
}
