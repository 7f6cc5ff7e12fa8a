import { describe, expect, it } from "vitest";
import { hydrates } from "./hydration.ts";

describe("hydration opt-out (decision 050)", () => {
  it("hydrates unless the deepest route says hydrate: false", () => {
    expect(hydrates([])).toBe(true);
    expect(hydrates([{ handle: undefined }, { handle: { appScreen: true } }])).toBe(true);
    expect(hydrates([{}, { handle: { hydrate: false } }])).toBe(false);
    // Only the deepest match decides: a layout cannot turn hydration off for its pages.
    expect(hydrates([{ handle: { hydrate: false } }, { handle: {} }])).toBe(true);
    expect(hydrates([{}, { handle: { hydrate: 0 } }])).toBe(true);
  });
});
