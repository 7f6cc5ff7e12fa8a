import { describe, expect, it } from "vitest";
import { splitLinks } from "./links.ts";

describe("splitLinks", () => {
  it.each([
    ["no links here", [{ text: "no links here" }]],
    [
      "see https://example.com/a?b=1.",
      [
        { text: "see " },
        { text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
        { text: "." },
      ],
    ],
    ["javascript:alert(1) stays text", [{ text: "javascript:alert(1) stays text" }]],
    ["<b>http://x.y</b>", [{ text: "<b>" }, { text: "http://x.y", href: "http://x.y/" }, { text: "</b>" }]],
    [
      "two http://a.io and https://b.io",
      [
        { text: "two " },
        { text: "http://a.io", href: "http://a.io/" },
        { text: " and " },
        { text: "https://b.io", href: "https://b.io/" },
      ],
    ],
  ])("%s", (input, expected) => {
    expect(splitLinks(input)).toEqual(expected);
  });
});
