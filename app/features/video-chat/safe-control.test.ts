import { describe, expect, it } from "vitest";
import { DEFAULT_SAFE_CONTROL_CONFIG, type SafeControlConfig } from "#common/protocol/index.ts";
import { imageWithinLimit, plannedCaptures, recordingTimes, videoWithinLimit } from "./safe-control.ts";

const allOn: SafeControlConfig = {
  media: {
    imageAtEnter: { enabled: true },
    videoAtEnter: { enabled: true, minDurationSec: 2, durationSec: 5 },
    imgScreenAtChatStart: { enabled: true },
  },
};

describe("safe control", () => {
  it("captures nothing in development (spec §6)", () => {
    expect(plannedCaptures(allOn, true)).toEqual({
      imageAtEnter: false,
      videoAtEnter: false,
      imgScreenAtChatStart: false,
    });
  });

  it("captures nothing with the default config (all off) or without a config", () => {
    expect(Object.values(plannedCaptures(DEFAULT_SAFE_CONTROL_CONFIG, false))).toEqual([false, false, false]);
    expect(Object.values(plannedCaptures(null, false))).toEqual([false, false, false]);
  });

  it("captures what the config enables", () => {
    expect(plannedCaptures(allOn, false)).toEqual({
      imageAtEnter: true,
      videoAtEnter: true,
      imgScreenAtChatStart: true,
    });
    const onlyScreen = structuredClone(allOn);
    onlyScreen.media.imageAtEnter.enabled = false;
    onlyScreen.media.videoAtEnter.enabled = false;
    expect(plannedCaptures(onlyScreen, false)).toEqual({
      imageAtEnter: false,
      videoAtEnter: false,
      imgScreenAtChatStart: true,
    });
  });

  it("records for durationSec + 1 s in chunks of minDurationSec + 500 ms (spec §9)", () => {
    expect(recordingTimes({ enabled: true, minDurationSec: 2, durationSec: 5 })).toEqual({
      stopAfterMs: 6000,
      chunkMs: 2500,
    });
  });

  it("does not send images over 1,000,000 characters nor videos over 9,000,000 bytes (spec §5)", () => {
    expect(imageWithinLimit("x".repeat(1_000_000))).toBe(true);
    expect(imageWithinLimit("x".repeat(1_000_001))).toBe(false);
    expect(videoWithinLimit(9_000_000)).toBe(true);
    expect(videoWithinLimit(9_000_001)).toBe(false);
    expect(videoWithinLimit(0)).toBe(false);
  });
});
