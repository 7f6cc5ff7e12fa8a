// The ad layer's names (issue 13), without zod: the page's ad slot imports these, not the schemas.

/** Spec §2.8 placements. */
export const SDA_PLACEMENTS = [
  "belowStartButton",
  "aboveStartButton",
  "chatSearching",
  "betweenStories",
  "betweenStoriesSocialExternal18",
] as const;
export type SdaPlacement = (typeof SDA_PLACEMENTS)[number];

/** Spec §3 platforms, plus `house`: our own image banner, which needs no ad-network account. */
export const SDA_PLATFORMS = ["sdaterra", "adycash", "starstraffic", "exoclic", "house"] as const;
export type SdaPlatform = (typeof SDA_PLATFORMS)[number];
/** Networks whose script is a third party's: only with the visitor's consent (decision 031). */
export const THIRD_PARTY_PLATFORMS: readonly SdaPlatform[] = [
  "sdaterra",
  "adycash",
  "starstraffic",
  "exoclic",
];

/** Spec §3 ad type: `rennab` (banner). */
export const SDA_TYPES = ["rennab"] as const;
export type SdaType = (typeof SDA_TYPES)[number];

/** Spec §9 default banner size. */
export const DEFAULT_BANNER = { width: 468, height: 60 } as const;
