import { describe, expect, it } from "vitest";
import { roundOnline } from "./presence.ts";

describe("roundOnline", () => {
  it.each([
    [-3, 0],
    [0, 0],
    [1, 1],
    [19, 19],
    [21, 20],
    [23, 25],
    [99, 100],
    [104, 100],
    [105, 110],
    [498, 500],
    [1234, 1200],
    [1250, 1300],
    [9_949, 9_900],
    [12_345, 12_000],
    [2.7, 2],
  ])("%d reads as %d", (count, shown) => {
    expect(roundOnline(count)).toBe(shown);
  });
});
