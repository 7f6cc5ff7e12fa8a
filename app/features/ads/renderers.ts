import type { SdaItem, SdaPlatform } from "#common/ads/schema.ts";

/**
 * The embeds of the four networks of spec §3 (issue 13), each as its network documents a display
 * (banner) zone, driven by the ad's config fields. They run only after the page's load event (a slow
 * or hanging network never delays the page or its load event) and only with consent (AdSlot.tsx).
 * Libraries load once per page (`loadScriptOnce`); each slot is cleared and served again on mount.
 *
 * - sdaterra (Adsterra): `atOptions = {key, format: "iframe", height, width, params}` then the
 *   zone's invoke.js. One global per banner, so each runs in its own sandboxed iframe: two banners
 *   on a page never read each other's atOptions.
 * - adycash (Adcash): aclib.js (id "aclib") once, then `aclib.runBanner({zoneId})` from a script
 *   inside the slot (the library places the banner where that script is).
 * - starstraffic (TrafficStars): the banner tag `<script src=".../bi.js" data-ts-spot data-ts-width
 *   data-ts-height>` inside the slot (the tag is the zone; the library itself is cached by the browser).
 * - exoclic (ExoClick): ad-provider.js once, `<ins class="{key}" data-zoneid="{zoneId}">` in the slot,
 *   then `(AdProvider = window.AdProvider || []).push({serve: {}})`.
 */

export const DEFAULT_LIBS = {
  adycash: "https://acscdn.com/script/aclib.js",
  starstraffic: "https://cdn.tsyndicate.com/sdk/v1/bi.js",
  exoclic: "https://a.magsrv.com/ad-provider.js",
} as const;

/** How long a network library may take before the slot is given up (left empty, logged). */
export const SCRIPT_TIMEOUT_MS = 8000;

export type RenderContext = {
  /** The page's CSP nonce, if any, for the inline parts of an embed. */
  nonce: string | undefined;
  onError(error: unknown): void;
};
export type Renderer = (slot: HTMLElement, item: SdaItem, context: RenderContext) => () => void;

function absolute(url: string): string {
  return url.startsWith("//") ? `https:${url}` : url;
}

const loading = new Map<string, Promise<void>>();

/** Loads a script once per page; rejects on error or after SCRIPT_TIMEOUT_MS (the tag stays). */
export function loadScriptOnce(src: string, nonce: string | undefined, id?: string): Promise<void> {
  const url = absolute(src);
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.async = true;
      script.src = url;
      if (id) script.id = id;
      if (nonce) script.nonce = nonce;
      script.dataset.sdaLib = "";
      const timer = setTimeout(() => reject(new Error(`script timeout: ${url}`)), SCRIPT_TIMEOUT_MS);
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        loading.delete(url);
        reject(new Error(`script failed: ${url}`));
      };
      document.head.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

function inlineScript(text: string, nonce: string | undefined): HTMLScriptElement {
  const script = document.createElement("script");
  if (nonce) script.nonce = nonce;
  script.textContent = text;
  return script;
}

const size = (item: SdaItem) => ({ width: item.config.width ?? 468, height: item.config.height ?? 60 });

function escapeAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

const sdaterra: Renderer = (slot, item, context) => {
  const { width, height } = size(item);
  const frame = document.createElement("iframe");
  // No allow-same-origin: the frame is its own opaque origin, with no access to our page or cookies.
  frame.setAttribute("sandbox", "allow-scripts allow-popups allow-popups-to-escape-sandbox");
  frame.setAttribute("scrolling", "no");
  frame.title = "sda";
  frame.width = String(width);
  frame.height = String(height);
  frame.style.border = "0";
  frame.dataset.sdaFrame = "sdaterra";
  const nonce = context.nonce ? ` nonce="${escapeAttr(context.nonce)}"` : "";
  const options = JSON.stringify({ key: item.config.key, format: "iframe", height, width, params: {} });
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden;background:transparent}</style></head><body><script${nonce}>atOptions = ${options.replace(/</g, "\\u003c")};</script><script${nonce} src="${escapeAttr(absolute(item.config.urlLib ?? ""))}"></script></body></html>`;
  slot.appendChild(frame);
  return () => frame.remove();
};

type AclibWindow = Window & { aclib?: { runBanner(options: { zoneId: string }): void } };

const adycash: Renderer = (slot, item, context) => {
  let live = true;
  loadScriptOnce(item.config.urlLib ?? DEFAULT_LIBS.adycash, context.nonce, "aclib")
    .then(() => {
      if (!live) return;
      if (!(window as AclibWindow).aclib) throw new Error("aclib missing");
      slot.appendChild(
        inlineScript(`aclib.runBanner(${JSON.stringify({ zoneId: item.config.zoneId })});`, context.nonce),
      );
    })
    .catch(context.onError);
  return () => {
    live = false;
  };
};

const starstraffic: Renderer = (slot, item, context) => {
  const { width, height } = size(item);
  const script = document.createElement("script");
  script.async = true;
  script.defer = true;
  if (context.nonce) script.nonce = context.nonce;
  script.src = absolute(item.config.urlLib ?? DEFAULT_LIBS.starstraffic);
  script.dataset.tsSpot = item.config.zoneId ?? "";
  script.dataset.tsWidth = String(width);
  script.dataset.tsHeight = String(height);
  const timer = setTimeout(
    () => context.onError(new Error("script timeout: starstraffic")),
    SCRIPT_TIMEOUT_MS,
  );
  script.onload = () => clearTimeout(timer);
  script.onerror = () => {
    clearTimeout(timer);
    context.onError(new Error("script failed: starstraffic"));
  };
  slot.appendChild(script);
  return () => clearTimeout(timer);
};

type ExoWindow = Window & { AdProvider?: unknown[] };

const exoclic: Renderer = (slot, item, context) => {
  const ins = document.createElement("ins");
  ins.className = item.config.key ?? "";
  ins.dataset.zoneid = item.config.zoneId ?? "";
  slot.appendChild(ins);
  const w = window as ExoWindow;
  w.AdProvider = w.AdProvider || [];
  w.AdProvider.push({ serve: {} });
  loadScriptOnce(item.config.urlLib ?? DEFAULT_LIBS.exoclic, context.nonce).catch(context.onError);
  return () => {};
};

/** Script renderers by platform (`house` is drawn by React itself). */
export const RENDERERS: Partial<Record<SdaPlatform, Renderer>> = { sdaterra, adycash, starstraffic, exoclic };

/** The page's nonce (set by the CSP module on its scripts), for inline embed parts. */
export function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || undefined;
}

/**
 * Resolves once the page has loaded and the browser is idle (at most 2 s after the load event). The
 * ad runtime (config decryption, rules) waits for it: it is needed neither for the first paint nor
 * the first tap, and the server's markup reserves the start-button boxes, so nothing moves when they
 * fill (decisions 050 and 051).
 */
export function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    afterLoad(() =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 50),
    );
  });
}

/** Runs `start` once the page's load event has passed (never delays it). */
export function afterLoad(start: () => void): () => void {
  if (document.readyState === "complete") {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }
  let live = true;
  const onLoad = () => {
    if (live) setTimeout(start, 0);
  };
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    live = false;
    window.removeEventListener("load", onLoad);
  };
}
