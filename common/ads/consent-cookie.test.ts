import { describe, expect, it } from "vitest";
import { consentFromCookieHeader, formatConsent, parseConsent } from "./consent-cookie.ts";

describe("consent cookie (decision 031)", () => {
  it.each([
    ["v1-11", { ads: true, analytics: true }],
    ["v1-10", { ads: true, analytics: false }],
    ["v1-00", { ads: false, analytics: false }],
    ["v2-11", null],
    ["yes", null],
    ["", null],
    [undefined, null],
  ] as const)("%s", (value, consent) => {
    expect(parseConsent(value)).toEqual(consent);
  });
  it("round trip and reading a Cookie header", () => {
    const consent = { ads: false, analytics: true };
    expect(parseConsent(formatConsent(consent))).toEqual(consent);
    expect(consentFromCookieHeader(`a=1; acaso_consent=${formatConsent(consent)}; b=2`)).toEqual(consent);
    expect(consentFromCookieHeader("a=1")).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });
});
