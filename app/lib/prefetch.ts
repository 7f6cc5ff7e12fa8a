/**
 * Spec §9 link prefetch: nothing is prefetched on a slow or data-saving connection, and at most 5
 * preloads run at once (a pointer sweeping over the footer does not start fifteen downloads). The
 * policy is plain functions; app/components/SiteLink.tsx applies it to the site's links.
 */
export const MAX_CONCURRENT_PRELOADS = 5;

/** The Network Information API fields the policy reads (Chromium; absent elsewhere). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** False when the visitor asked to save data or the connection is 2G-slow. */
export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g/.test(connection.effectiveType ?? "");
}

/** The browser's connection, when it tells. */
export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

export type PreloadQueue = {
  /** Resolves with a release function once one of the slots is free. */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
};

/** At most `limit` preloads hold a slot; the others wait in order. Releasing twice is harmless. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  let active = 0;
  const waiting: ((release: () => void) => void)[] = [];
  const grant = (resolve: (release: () => void) => void) => {
    active++;
    let released = false;
    resolve(() => {
      if (released) return;
      released = true;
      active--;
      const next = waiting.shift();
      if (next) grant(next);
    });
  };
  return {
    acquire() {
      return new Promise((resolve) => {
        if (active < limit) grant(resolve);
        else waiting.push(resolve);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The page's one queue. */
export const preloads = createPreloadQueue();
