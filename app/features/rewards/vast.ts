import { http } from "#app/lib/http.ts";

/**
 * The little of VAST (IAB VAST 2.0–4.x) a rewarded view needs: the linear creative's media file,
 * its impression URLs and its `start` / `complete` tracking URLs, following Wrapper ads
 * (VASTAdTagURI) a few levels deep and collecting their tracking too (the spec requires a wrapper's
 * pixels to fire along with the inline ad's). Runs in the browser (DOMParser).
 *
 * `complete` is the signal that the video played to the end; the server still measures the time
 * between start and finish itself (decision 041).
 */
export type VastAd = {
  mediaUrl: string;
  mimeType: string;
  impressions: string[];
  start: string[];
  complete: string[];
};

export class VastError extends Error {
  override name = "VastError";
}

const MAX_WRAPPERS = 4;

function texts(root: Element | Document, selector: string): string[] {
  return [...root.querySelectorAll(selector)]
    .map((node) => node.textContent?.trim() ?? "")
    .filter((url) => /^https?:\/\//i.test(url));
}

function tracking(root: Element, event: string): string[] {
  return [...root.querySelectorAll("Linear TrackingEvents Tracking")]
    .filter((node) => node.getAttribute("event") === event)
    .map((node) => node.textContent?.trim() ?? "")
    .filter((url) => /^https?:\/\//i.test(url));
}

/** The playable media file this browser can play, preferring mp4/webm progressive files. */
function pickMedia(ad: Element, canPlay: (type: string) => boolean): { url: string; type: string } | null {
  const files = [...ad.querySelectorAll("Linear MediaFiles MediaFile")]
    .map((node) => ({
      url: node.textContent?.trim() ?? "",
      type: node.getAttribute("type") ?? "",
      delivery: node.getAttribute("delivery") ?? "progressive",
    }))
    .filter((file) => /^https?:\/\//i.test(file.url) || file.url.startsWith("/"))
    .filter((file) => file.delivery === "progressive" && canPlay(file.type));
  return files[0] ?? null;
}

/** Parses one VAST document: the inline ad, or the next tag URL of a wrapper. */
export function parseVastDocument(
  doc: Document,
  canPlay: (type: string) => boolean,
):
  | { kind: "inline"; ad: VastAd }
  | { kind: "wrapper"; next: string; partial: Omit<VastAd, "mediaUrl" | "mimeType"> } {
  if (doc.querySelector("parsererror")) throw new VastError("not XML");
  const ad = doc.querySelector("VAST > Ad");
  if (!ad) throw new VastError("no ad");
  const partial = {
    impressions: texts(ad, "Impression"),
    start: tracking(ad, "start"),
    complete: tracking(ad, "complete"),
  };
  const wrapper = ad.querySelector("Wrapper");
  if (wrapper) {
    const next = wrapper.querySelector("VASTAdTagURI")?.textContent?.trim() ?? "";
    if (!/^https?:\/\//i.test(next)) throw new VastError("wrapper without a tag URL");
    return { kind: "wrapper", next, partial };
  }
  if (!ad.querySelector("InLine")) throw new VastError("neither InLine nor Wrapper");
  const media = pickMedia(ad, canPlay);
  if (!media) throw new VastError("no playable linear media file");
  return { kind: "inline", ad: { mediaUrl: media.url, mimeType: media.type, ...partial } };
}

/** Fetches a VAST tag (and its wrappers) and returns the ad to play. */
export async function loadVast(
  tagUrl: string,
  options: { canPlay: (type: string) => boolean; signal?: AbortSignal },
): Promise<VastAd> {
  const collected = { impressions: [] as string[], start: [] as string[], complete: [] as string[] };
  let url = tagUrl;
  for (let depth = 0; depth <= MAX_WRAPPERS; depth += 1) {
    // The network's ad server, not ours (CORS): no cookies of ours, XML asked for.
    const response = await http.get<unknown>(url, {
      credentials: "omit",
      headers: { accept: "application/xml, text/xml, */*" },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) throw new VastError(`tag answered ${response.status}`);
    const text = typeof response.data === "string" ? response.data : "";
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const parsed = parseVastDocument(doc, options.canPlay);
    const part = parsed.kind === "inline" ? parsed.ad : parsed.partial;
    collected.impressions.push(...part.impressions);
    collected.start.push(...part.start);
    collected.complete.push(...part.complete);
    if (parsed.kind === "inline") return { ...parsed.ad, ...collected };
    url = parsed.next;
  }
  throw new VastError("too many wrappers");
}

/** Fires tracking pixels the way VAST players do: an image request each, no credentials read. */
export function firePixels(urls: readonly string[]): void {
  for (const url of urls) {
    const image = new Image();
    image.referrerPolicy = "no-referrer";
    image.src = url.replaceAll("[TIMESTAMP]", encodeURIComponent(new Date().toISOString()));
  }
}
