import { describe, expect, it } from "vitest";
import { buildConstraints, classifyMediaError, detectBrowser } from "./media.ts";

describe("buildConstraints (spec §5)", () => {
  it("asks for audio and video with an ideal 920×720 on portrait screens", () => {
    const constraints = buildConstraints({}, true);
    expect(constraints.audio).toBeTruthy();
    expect(constraints.video).toMatchObject({ width: { ideal: 920 }, height: { ideal: 720 } });
  });

  it("leaves the size to the browser on landscape screens", () => {
    const video = buildConstraints({}, false).video as MediaTrackConstraints;
    expect(video.width).toBeUndefined();
    expect(video.height).toBeUndefined();
  });

  it("pins the chosen devices", () => {
    const constraints = buildConstraints({ videoDeviceId: "cam2", audioDeviceId: "mic3" }, false);
    expect(constraints.video).toMatchObject({ deviceId: { exact: "cam2" } });
    expect(constraints.audio).toMatchObject({ deviceId: { exact: "mic3" } });
  });
});

describe("classifyMediaError (spec §8: denial vs other errors)", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["PermissionDeniedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "no-device"],
    ["OverconstrainedError", "no-device"],
    ["NotReadableError", "in-use"],
    ["TypeError", "error"],
  ])("%s -> %s", (name, kind) => {
    expect(classifyMediaError(new DOMException("x", name)).kind).toBe(kind);
  });

  it("handles non-errors", () => {
    expect(classifyMediaError("boom")).toEqual({ kind: "error", message: "boom" });
  });
});

describe("detectBrowser", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
      "chrome",
    ],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0", "edge"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", "firefox"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      "safari",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SamsungBrowser/27.0 Chrome/125.0 Mobile Safari/537.36",
      "samsung",
    ],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 OPR/120.0", "opera"],
    ["curl/8.0", "other"],
  ])("%s", (ua, family) => {
    expect(detectBrowser(ua)).toBe(family);
  });
});
