import { describe, expect, it } from "vitest";
import { PAGE_IDS, pageDef } from "#app/i18n/route-table.ts";
import { isPrivatePage, isPrivatePath } from "./private-pages.ts";

describe("private pages (issue 17 finding 10)", () => {
  it.each([
    "userAccount",
    "social",
    "socialChats",
    "socialChatRoom",
    "admin",
    "adminLogin",
    "adminDiscoverList",
  ] as const)("%s is private", (id) => {
    expect(isPrivatePage(id)).toBe(true);
  });

  it.each(["home", "chat", "contact", "authLogin", "terms", "slug", "stories"] as const)(
    "%s is public",
    (id) => {
      expect(isPrivatePage(id)).toBe(false);
    },
  );

  it("covers every guarded page of the route table, whatever is added later", () => {
    for (const id of PAGE_IDS) if (pageDef(id).guard) expect(isPrivatePage(id)).toBe(true);
  });

  it.each([
    ["/-priv/anything", true],
    ["/en/app/social/new-thing", true],
    ["/app/user", true],
    ["/de/-priv", true],
    ["/app/users", false],
    ["/app/socialize", false],
    ["/en/app", false],
  ])("path %s -> %s", (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});
