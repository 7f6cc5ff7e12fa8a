/** Spec §9: the tag script loads 3.5 s after start... */
export const ANALYTICS_START_DELAY_MS = 3500;
/** ...and a page view is sent 1 s after each navigation. */
export const PAGE_VIEW_DELAY_MS = 1000;

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let tag: string | null = null;
let loaded = false;

/** Spec §6: analytics never runs on the private admin pages. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?-priv(?:\/|$)/.test(pathname);
}

/** Loads the analytics tag after the start delay; nothing at all when no tag id is configured. */
export function startAnalytics(options: { tagId: string | null }): () => void {
  if (!options.tagId || typeof window === "undefined" || loaded) return () => {};
  tag = options.tagId;
  const timer = setTimeout(() => {
    if (isPrivatePath(location.pathname) || loaded || !tag) return;
    loaded = true;
    const w = window as AnalyticsWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // biome-ignore lint/complexity/noArguments: the tag library's documented calling convention
      w.dataLayer?.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", tag, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag)}`;
    document.head.appendChild(script);
    sendPageView(location.pathname + location.search);
  }, ANALYTICS_START_DELAY_MS);
  return () => clearTimeout(timer);
}

function sendPageView(path: string): void {
  const w = window as AnalyticsWindow;
  if (!loaded || !w.gtag || isPrivatePath(path.split("?")[0] ?? path)) return;
  w.gtag("event", "page_view", { page_path: path, page_location: location.href, page_title: document.title });
}

/** Called on every client navigation: the page view goes out 1 s later (after the head updated). */
export function trackNavigation(path: string): () => void {
  if (typeof window === "undefined") return () => {};
  const timer = setTimeout(() => sendPageView(path), PAGE_VIEW_DELAY_MS);
  return () => clearTimeout(timer);
}
