import { describe, expect, it } from "vitest";
import { shortcutOf } from "./shortcuts.ts";

const press = (key: string, extra: Partial<Parameters<typeof shortcutOf>[0]> = {}) =>
  shortcutOf({ key, ctrlKey: false, altKey: false, metaKey: false, target: { tagName: "BODY" }, ...extra });

describe("review shortcuts", () => {
  it.each([
    ["j", "next"],
    ["K", "previous"],
    ["d", "dismiss"],
    ["w", "warn"],
    ["b", "ban"],
    ["v", "look"],
    ["x", null],
    ["Enter", null],
  ])("%s -> %s", (key, action) => {
    expect(press(key)).toBe(action);
  });

  it("leaves modified keys to the browser and typing to the fields", () => {
    expect(press("d", { ctrlKey: true })).toBeNull();
    expect(press("b", { metaKey: true })).toBeNull();
    expect(press("w", { altKey: true })).toBeNull();
    expect(press("d", { target: { tagName: "textarea" } })).toBeNull();
    expect(press("d", { target: { tagName: "INPUT" } })).toBeNull();
    expect(press("d", { target: { tagName: "DIV", isContentEditable: true } })).toBeNull();
  });
});
