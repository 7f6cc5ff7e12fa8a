import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, optionalUserText, stripForbiddenCharacters, userText } from "./text.ts";

describe("userText", () => {
  const single = userText({ max: 10 });
  const multi = userText({ max: 50, multiline: true });

  it.each([
    ["hello", true],
    ["  hi  ", true],
    ["", false],
    ["   ", false],
    ["a\u0000b", false],
    ["a\u0007b", false],
    ["a\u001bb", false],
    ["a\u007fb", false],
    ["a\u0085b", false],
    ["a\nb", false],
    ["a\tb", false],
    ["01234567890", false],
    ["olá 😀", true],
    ["a\ud800b", false],
    ["a\udc00b", false],
  ])("single line %j accepted: %s", (text, ok) => {
    expect(single.safeParse(text).success).toBe(ok);
  });

  it.each([
    ["line 1\nline 2", true],
    ["tab\there", true],
    ["crlf\r\nok", true],
    ["nul\u0000", false],
    ["v\u000bt", false],
  ])("multi line %j accepted: %s", (text, ok) => {
    expect(multi.safeParse(text).success).toBe(ok);
  });

  it("trims before checking the length", () => {
    expect(single.parse("   abc   ")).toBe("abc");
  });

  it("optional text turns empty into undefined and still refuses control characters", () => {
    const schema = optionalUserText({ max: 5 });
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("abc")).toBe("abc");
    expect(schema.safeParse("a\u0000").success).toBe(false);
  });
});

describe("stripForbiddenCharacters", () => {
  it("removes control characters and lone surrogates, keeps pairs", () => {
    expect(stripForbiddenCharacters("a\u0000b\u0007c\ud800d😀")).toBe("abcd😀");
    expect(stripForbiddenCharacters("a\nb", true)).toBe("a\nb");
    expect(stripForbiddenCharacters("a\nb")).toBe("ab");
    expect(hasForbiddenCharacters(stripForbiddenCharacters("x\u0000\udfff"))).toBe(false);
  });
});
