import { describe, expect, it } from "vitest";
import type { SdaItem } from "#common/ads/schema.ts";
import { boxOf, slotStyle } from "./dom-slot.ts";

const item = (config: SdaItem["config"]) =>
  ({
    id: "a",
    placement: "aboveStartButton",
    platform: "house",
    typeSda: "rennab",
    enabled: true,
    config,
  }) as SdaItem;

describe("island ad slot box (issue 13, decision 050)", () => {
  it("sizes like AdSlot.tsx: the ad's box, 468×60 by default, max width never above the width", () => {
    expect(boxOf(item({}))).toEqual({ width: 468, height: 60, maxWidth: 468 });
    expect(boxOf(item({ width: 300, height: 250, maxWidth: 500 }))).toEqual({
      width: 300,
      height: 250,
      maxWidth: 300,
    });
    expect(boxOf(item({ width: 728, height: 90, maxWidth: 468 }))).toEqual({
      width: 728,
      height: 90,
      maxWidth: 468,
    });
  });

  it("reserves the box's aspect ratio at full width up to its max width", () => {
    const style = slotStyle({ width: 728, height: 90, maxWidth: 468 });
    expect(style).toContain("max-width:468px");
    expect(style).toContain("aspect-ratio:728 / 90");
    expect(style).toContain("width:100%");
    expect(style).toContain("overflow:hidden");
  });
});
