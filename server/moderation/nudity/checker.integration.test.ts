import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createNudityChecker } from "./checker.ts";

describe("the server-side nudity check (the real nsfwjs model in a worker thread)", () => {
  it("scores a still image between 0 and 1 off the event loop, and ignores what is not one", async () => {
    const checker = createNudityChecker({ logger: createLogger({ LOG_LEVEL: "silent" } as never) });
    try {
      const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3060c0" } })
        .png()
        .toBuffer();
      // The event loop keeps turning while the model loads and runs.
      let ticks = 0;
      const ticker = setInterval(() => {
        ticks += 1;
      }, 20);
      const score = await checker.check(picture);
      clearInterval(ticker);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThan(0.5);
      expect(ticks).toBeGreaterThan(5);
      expect(await checker.check(new TextEncoder().encode("not a picture at all"))).toBeNull();
      expect(checker.stats()).toMatchObject({ backend: "wasm", checked: 1 });
    } finally {
      await checker.close();
    }
  });
});
