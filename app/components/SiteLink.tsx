import { type Ref, useEffect, useRef, useState } from "react";
import { Link, type LinkProps, PrefetchPageLinks } from "react-router";
import { canPrefetch, currentConnection, preloads } from "#app/lib/prefetch.ts";

/** A slot is given back after this long even if the browser never reports the preload's end. */
const SLOT_MAX_MS = 10_000;
/** Nothing to load (already cached, or the current page): the slot is given back after this. */
const SLOT_IDLE_MS = 1000;

export type SiteLinkProps = Omit<LinkProps, "prefetch"> & {
  /** False for links whose page should not be fetched ahead (default: prefetch on intent). */
  prefetch?: boolean;
};

/**
 * The site's link: React Router's Link, whose target page (route modules and data) is fetched ahead
 * when the visitor shows intent (pointer over it, focus, touch), under the spec §9 policy of
 * app/lib/prefetch.ts — not on a slow or data-saving connection, at most 5 preloads at a time.
 */
export function SiteLink({ prefetch = true, onMouseEnter, onFocus, onTouchStart, ...props }: SiteLinkProps) {
  const [page, setPage] = useState<string | null>(null);
  const asked = useRef(false);
  const release = useRef<(() => void) | null>(null);
  const loading = useRef({ started: 0, settled: 0 });

  useEffect(() => () => release.current?.(), []);
  useEffect(() => {
    if (!page) return;
    const max = setTimeout(() => release.current?.(), SLOT_MAX_MS);
    const idle = setTimeout(() => {
      if (loading.current.started === 0) release.current?.();
    }, SLOT_IDLE_MS);
    return () => {
      clearTimeout(max);
      clearTimeout(idle);
    };
  }, [page]);

  const intent = () => {
    const to = props.to;
    if (!prefetch || asked.current || typeof to !== "string" || props.reloadDocument) return;
    if (!canPrefetch(currentConnection())) return;
    asked.current = true;
    void preloads.acquire().then((free) => {
      release.current = () => {
        release.current = null;
        free();
      };
      setPage(to);
    });
  };
  // Each <link> the prefetch renders is counted when it mounts and when it loads or fails.
  const track: Ref<HTMLLinkElement> = (element) => {
    if (element) loading.current.started++;
  };
  const settle = () => {
    loading.current.settled++;
    if (loading.current.settled >= loading.current.started) release.current?.();
  };

  return (
    <>
      <Link
        {...props}
        prefetch="none"
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          intent();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          intent();
        }}
        onTouchStart={(event) => {
          onTouchStart?.(event);
          intent();
        }}
      />
      {page ? (
        // Passed through to every <link> it renders (its props are spread onto them).
        <PrefetchPageLinks page={page} {...({ onLoad: settle, onError: settle, ref: track } as object)} />
      ) : null}
    </>
  );
}
