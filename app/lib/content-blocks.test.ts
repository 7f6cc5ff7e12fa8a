import { describe, expect, it } from "vitest";
import { contentBlocksSchema, parseInlineStyle, safeUrl } from "./content-blocks.ts";

describe("content blocks (spec §3)", () => {
  it("accepts every item type", () => {
    const blocks = [
      {
        class: "intro",
        style: "max-width: 40rem",
        items: [
          { type: "h2", t: "Hello" },
          { type: "p", t: "Text" },
          { type: "img", src: "/a.png", alt: "A", al: "left" },
          { type: "divider" },
          { type: "ul", l: ["one", "two"] },
          { type: "cards", cards: [{ title: "T", text: "x", href: "/y" }] },
        ],
      },
    ];
    expect(contentBlocksSchema.safeParse(blocks).success).toBe(true);
  });

  it("rejects unknown types and bad alignments", () => {
    expect(contentBlocksSchema.safeParse([{ items: [{ type: "script", t: "x" }] }]).success).toBe(false);
    expect(
      contentBlocksSchema.safeParse([{ items: [{ type: "img", src: "/a", alt: "", al: "top" }] }]).success,
    ).toBe(false);
  });

  it("parses inline styles and drops dangerous values", () => {
    expect(parseInlineStyle("max-width: 40rem; background-color:#fff;bad; x: url(javascript:1)")).toEqual({
      maxWidth: "40rem",
      backgroundColor: "#fff",
    });
  });

  it("allows only relative and http(s) URLs", () => {
    expect(safeUrl("/img/a.png")).toBe("/img/a.png");
    expect(safeUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("//evil.example/x")).toBeNull();
  });
});
