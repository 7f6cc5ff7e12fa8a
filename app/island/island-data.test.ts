import { describe, expect, it } from "vitest";
import { type IslandData, parseIslandData, serializeIslandData, unreadText } from "./island-data.ts";

const DATA: IslandData = {
  isDev: false,
  analyticsId: "G-TEST",
  sdaKey: "k</script><!--&",
  account: { href: "/en/app/user/account", label: "Account" },
  unread: { one: "{{count}} unread message", other: "{{count}} unread messages" },
};

describe("island data (decision 050)", () => {
  it("round-trips through the script element's text, which nothing can close", () => {
    const text = serializeIslandData(DATA);
    expect(text).not.toMatch(/<|>|&/);
    expect(parseIslandData(text)).toEqual(DATA);
  });

  it("refuses what the server does not write", () => {
    expect(parseIslandData(null)).toBeNull();
    expect(parseIslandData("")).toBeNull();
    expect(parseIslandData("{not json")).toBeNull();
    expect(parseIslandData("null")).toBeNull();
    expect(parseIslandData(JSON.stringify({ ...DATA, isDev: "no" }))).toBeNull();
    expect(parseIslandData(JSON.stringify({ ...DATA, account: { href: 1, label: "x" } }))).toBeNull();
    expect(parseIslandData(JSON.stringify({ ...DATA, unread: { one: "x" } }))).toBeNull();
  });

  it("drops a key or tag id of the wrong type instead of passing it on", () => {
    const parsed = parseIslandData(JSON.stringify({ ...DATA, sdaKey: 5, analyticsId: {} }));
    expect(parsed?.sdaKey).toBeUndefined();
    expect(parsed?.analyticsId).toBeNull();
  });

  it("says one for 1 and other for the rest", () => {
    expect(unreadText(DATA.unread, 1)).toBe("1 unread message");
    expect(unreadText(DATA.unread, 2)).toBe("2 unread messages");
    expect(unreadText(DATA.unread, 120)).toBe("120 unread messages");
  });
});
