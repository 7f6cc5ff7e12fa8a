import type { SdaConfig, SdaItem, SdaPlacement, SdaSettings } from "./schema.ts";

/**
 * THE ad rules of spec §5 (issue 13), pure: the browser's <AdSlot> and the tests call them with the
 * config, the visitor's data and the time; no I/O here.
 */

/** Spec §9: the once-per-hour gate opens again only after more than 60 minutes. */
export const HOUR_GATE_MS = 60 * 60 * 1000;

/** Placements where the frequency rule applies (spec §5). */
export const FREQUENCY_PLACEMENTS: readonly SdaPlacement[] = ["belowStartButton", "aboveStartButton"];
/** Placements under the once-per-session rule and the once-per-hour gate (spec §5). */
export const STORY_PLACEMENTS: readonly SdaPlacement[] = ["betweenStories", "betweenStoriesSocialExternal18"];

/** Spec §5: nothing without an enabled config; only enabled ads of this placement, in list order. */
export function eligibleAds(config: SdaConfig | null | undefined, placement: SdaPlacement): SdaItem[] {
  if (!config?.enabled) return [];
  return config.sdaList.filter((item) => item.enabled && item.placement === placement);
}

/**
 * Spec §5 frequency rule: skip an ad this visitor saw less than minTimeSameAdsByUser seconds ago; if
 * every one is skipped, the first matching ad anyway. With the rule off: the first.
 */
export function pickByFrequency(
  ads: readonly SdaItem[],
  frequency: SdaSettings["frequency"],
  lastShown: Readonly<Record<string, number>>,
  now: number,
): SdaItem | null {
  const first = ads[0];
  if (!first) return null;
  if (!frequency.enabled) return first;
  const minMs = frequency.minTimeSameAdsByUser * 1000;
  const fresh = ads.find((ad) => {
    const at = lastShown[ad.id];
    return at === undefined || now - at >= minMs;
  });
  return fresh ?? first;
}

/** Spec §5/§9 once-per-hour gate: open when nothing is stored or more than 60 minutes passed. */
export function hourGateOpen(storedAt: number | null | undefined, now: number): boolean {
  if (storedAt === null || storedAt === undefined || !Number.isFinite(storedAt)) return true;
  return now - storedAt > HOUR_GATE_MS;
}

/** The localStorage key of the gate of one suffix (spec §5 "a locally stored timestamp per suffix"). */
export function hourGateKey(suffix: string): string {
  return `acaso:sda-hour:${suffix}`;
}

/** Between stories (spec §5): once per session, and only when the hour gate of the placement is open. */
export function storyAdAllowed(input: {
  shownThisSession: boolean;
  gateStoredAt: number | null | undefined;
  now: number;
}): boolean {
  return !input.shownThisSession && hourGateOpen(input.gateStoredAt, input.now);
}

/** Spec §4.4 chat searching ad control: match count, ids already shown, time of the last ad. */
export type SearchingControl = {
  count: number;
  shownIds: string[];
  lastShownAt: number | null;
};

export const INITIAL_SEARCHING_CONTROL: SearchingControl = { count: 0, shownIds: [], lastShownAt: null };

/**
 * One match (search) seen by the searching screen, spec §5: stop once `limit` ads were shown; count
 * the match; nothing while the count is at or below minIntervalMatches; otherwise reset the count,
 * and nothing if the last ad was shown within minIntervalTime seconds. When an ad shows, it is the
 * first eligible one not shown yet (all shown: start over).
 */
export function searchingStep(
  control: SearchingControl,
  settings: SdaSettings["chat"]["searching"],
  ads: readonly SdaItem[],
  now: number,
): { control: SearchingControl; ad: SdaItem | null } {
  if (control.shownIds.length >= settings.limit) return { control, ad: null };
  const count = control.count + 1;
  if (count <= settings.minIntervalMatches) return { control: { ...control, count }, ad: null };
  const reset = { ...control, count: 0 };
  if (control.lastShownAt !== null && now - control.lastShownAt < settings.minIntervalTime * 1000) {
    return { control: reset, ad: null };
  }
  if (ads.length === 0) return { control: reset, ad: null };
  const ad = ads.find((item) => !control.shownIds.includes(item.id)) ?? (ads[0] as SdaItem);
  return { control: { count: 0, shownIds: [...control.shownIds, ad.id], lastShownAt: now }, ad };
}

/**
 * The banner's box (spec §9 default 468×60), scaled down to fit maxWidth (the phone's width when
 * narrower) keeping proportions, so the reserved space is known before any script runs.
 */
export function bannerBox(
  fields: { width?: number | undefined; height?: number | undefined; maxWidth?: number | undefined },
  available: number,
): { width: number; height: number; scale: number } {
  const width = fields.width ?? 468;
  const height = fields.height ?? 60;
  const limit = Math.min(fields.maxWidth ?? width, available > 0 ? available : width, width);
  const scale = limit < width ? limit / width : 1;
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

/** A reserved box (CSS pixels before scaling): the server render keeps this space for the slot. */
export type SdaBox = { width: number; height: number; maxWidth?: number | undefined };

/**
 * The space each start-button placement reserves in the server render (layout shift 0): the largest
 * eligible banner of the placement, third-party ones only with consent; none when nothing can show.
 */
export function reservedBoxes(
  config: SdaConfig | null | undefined,
  options: { thirdParty: boolean; isThirdParty: (item: SdaItem) => boolean },
): Partial<Record<SdaPlacement, SdaBox>> {
  const out: Partial<Record<SdaPlacement, SdaBox>> = {};
  for (const placement of FREQUENCY_PLACEMENTS) {
    const ads = eligibleAds(config, placement).filter(
      (item) => options.thirdParty || !options.isThirdParty(item),
    );
    let box: SdaBox | undefined;
    for (const item of ads) {
      const width = item.config.width ?? 468;
      const height = item.config.height ?? 60;
      const maxWidth = Math.min(item.config.maxWidth ?? width, width);
      if (!box || height / width > box.height / box.width || maxWidth > (box.maxWidth ?? box.width)) {
        box = { width, height, maxWidth };
      }
    }
    if (box) out[placement] = box;
  }
  return out;
}
