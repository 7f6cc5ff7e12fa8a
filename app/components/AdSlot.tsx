// The ad slot lives in the ads feature (issue 13); pages import it from here.
export { AdSlot } from "#app/features/ads/AdSlot.tsx";
export type { SdaPlacement as AdPlacement } from "#common/ads/schema.ts";
