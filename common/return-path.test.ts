import { describe, expect, it } from "vitest";
import { RETURN_PATH_MAX_CHARS, safeReturnPath } from "./return-path.ts";

const SITE = "https://acaso.example";
const check = (value: unknown) => safeReturnPath(value, SITE, "/app");

describe("safeReturnPath (issue 17 findings 2 and 11)", () => {
  it.each([
    ["/app/social", "/app/social"],
    ["/en/app/user/account?tab=1", "/en/app/user/account?tab=1"],
    ["/app/x#part", "/app/x#part"],
    // Non-Latin-1 characters come back percent-encoded: safe in a Location header.
    ["/app/ação", "/app/a%C3%A7%C3%A3o"],
    ["/app?q=€", "/app?q=%E2%82%AC"],
    // A path that merely contains an encoded tab stays a path on this site.
    ["/%09/evil.example", "/%09/evil.example"],
  ])("keeps %j as %j", (input, expected) => {
    expect(check(input)).toBe(expected);
  });

  it.each([
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n//evil.example"],
    ["/app\u0000"],
    ["/app\u007f"],
    ["/app\u0085"],
    ["https://evil.example"],
    ["https://acaso.example/app"],
    ["javascript:alert(1)"],
    ["app/social"],
    [""],
    [undefined],
    [42],
    [`/${"a".repeat(RETURN_PATH_MAX_CHARS)}`],
  ])("refuses %j", (input) => {
    expect(check(input)).toBe("/app");
  });

  it("compares origins, not prefixes", () => {
    expect(safeReturnPath("//acaso.example.evil.example/", SITE, "/")).toBe("/");
    expect(safeReturnPath("/x", "http://localhost:3000", "/")).toBe("/x");
  });
});
