import { describe, expect, it } from "vitest";
import { REDACTED_SEGMENT, redactPath } from "./request-log.ts";

describe("redactPath (issue 17 finding 8)", () => {
  const token = "Q2xhdWRlIHdhcyBoZXJlIDEyMzQ1Njc4OTAxMjM0NTY3";
  it.each([
    [`/app/auth/reset-password/${token}`, `/app/auth/reset-password/${REDACTED_SEGMENT}`],
    [`/en/app/auth/reset-password/${token}?x=1`, `/en/app/auth/reset-password/${REDACTED_SEGMENT}`],
    ["/app/auth/reset-password/short", `/app/auth/reset-password/${REDACTED_SEGMENT}`],
    [`/api/auth/sessions/${"ab12".repeat(16)}`, `/api/auth/sessions/${REDACTED_SEGMENT}`],
    [`/anything/${token}/more`, `/anything/${REDACTED_SEGMENT}/more`],
  ])("hides the secret in %s", (input, expected) => {
    expect(redactPath(input)).toBe(expected);
  });

  it.each([
    ["/"],
    ["/en/app/random-video-chat"],
    ["/app/alternativa-a-omegle-e-chatroulette-2024"],
    ["/api/media/img/0b4b2e4e-8d1c-4c7e-9a51-2f0c3a7b9d11/anna"],
    ["/api/auth/sessions"],
    ["/assets/entry.client-7y9sWmk5.js"],
  ])("keeps %s", (input) => {
    expect(redactPath(input)).toBe(input);
  });

  it("drops the query string and fragment", () => {
    expect(redactPath("/app/auth/oauth2/google/redirect?code=abc&state=def")).toBe(
      "/app/auth/oauth2/google/redirect",
    );
    expect(redactPath("/x#frag")).toBe("/x");
    expect(redactPath(undefined)).toBe("");
  });
});
