import { describe, expect, it } from "vitest";
import { fitWithin } from "./resize.ts";

describe("fitWithin (spec §5: 600x600, proportions kept)", () => {
  it.each([
    [1200, 600, { width: 600, height: 300 }],
    [600, 1200, { width: 300, height: 600 }],
    [3000, 3000, { width: 600, height: 600 }],
    [400, 200, { width: 400, height: 200 }],
    [601, 1, { width: 600, height: 1 }],
  ])("%i x %i -> %j", (w, h, expected) => {
    expect(fitWithin(w, h)).toEqual(expected);
  });
});
