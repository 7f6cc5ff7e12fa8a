import { AdSlot } from "#app/features/ads/AdSlot.tsx";

/**
 * Spec §2.8 "between stories" placements: a reserved, fixed-size place in the stories grid, filled by
 * the ads feature (issue 13) with its once-per-session / once-per-hour rules (spec §5).
 */
export type StoryAdPlacement = "betweenStories" | "betweenStoriesSocialExternal18";

export function StoryAdSlot({ placement }: { placement: StoryAdPlacement }) {
  return (
    <div className="story-ad-slot" data-ad-placement={placement}>
      <AdSlot placement={placement} />
    </div>
  );
}
