/**
 * Spec §9 "reload guard for chunk errors valid for 10 seconds". After a deploy, a tab opened before
 * it still asks for the old build's hashed files, which are gone: a lazily loaded part of the page
 * (the socket client, the robot check, a language) fails to load. The page then reloads itself once
 * to get the new build; if the same page fails again within 10 s, it does not reload again (the
 * files are really broken, not just old) and the error takes its normal course — never a loop.
 */
export const RELOAD_GUARD_TTL_MS = 10_000;
const STORAGE_KEY = "acaso:chunk-reload";

export type ReloadGuardDeps = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  /** The page being reloaded (pathname + search): a reload of another page is not a loop. */
  path: string;
  reload: () => void;
};

/** Reloads unless this page was reloaded for the same reason less than 10 s ago; true if it did. */
export function reloadOnce(deps: ReloadGuardDeps): boolean {
  try {
    const last = JSON.parse(deps.storage?.getItem(STORAGE_KEY) ?? "null") as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (last && last.path === deps.path && typeof last.at === "number") {
      const age = deps.now() - last.at;
      if (age >= 0 && age < RELOAD_GUARD_TTL_MS) return false;
    }
  } catch {
    // unreadable entry: treat as none
  }
  try {
    deps.storage?.setItem(STORAGE_KEY, JSON.stringify({ path: deps.path, at: deps.now() }));
  } catch {
    // Without storage there is no way to remember: do not risk a loop.
    return false;
  }
  if (!deps.storage) return false;
  deps.reload();
  return true;
}

/** Errors browsers give when a script or stylesheet of a dynamic import cannot be fetched. */
const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.some((pattern) => pattern.test(message));
}

function browserDeps(): ReloadGuardDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    now: Date.now,
    path: `${location.pathname}${location.search}`,
    reload: () => location.reload(),
  };
}

let installed = false;

/** Listens for Vite's preload failures and unhandled chunk errors (once per page). */
export function installChunkReloadGuard(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  // Vite fires this (cancelable) when a dynamic import's files cannot be loaded.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce(browserDeps())) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(browserDeps());
  });
}
