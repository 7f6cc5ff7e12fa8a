/** Ad placements of spec §2.8 that the pages reserve now. */
export type AdPlacement = "aboveStartButton" | "belowStartButton" | "chatSearching";

/**
 * Where an ad goes. Renders nothing until the ads issue fills it (spec §5: nothing is shown
 * without an enabled config), so it costs no layout shift today.
 */
export function AdSlot(_props: { placement: AdPlacement }) {
  return null;
}
