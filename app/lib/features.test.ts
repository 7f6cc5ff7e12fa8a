import { describe, expect, it } from "vitest";
import { aiHomePath, aiSubdirRedirect, featureEnabled } from "./features.ts";

const site = (
  contentIdent: string,
  flags: Partial<{ hasTiktokPages: boolean; hasStoriesPages: boolean }> = {},
) => ({
  contentIdent,
  aiSubdir: "ai",
  hasTiktokPages: false,
  hasStoriesPages: false,
  ...flags,
});

describe("features of a site (spec §1, §2.4)", () => {
  it.each([
    [undefined, "acaso", {}, true],
    ["tiktok", "acaso", {}, false],
    ["tiktok", "acaso", { hasTiktokPages: true }, true],
    ["stories", "acaso", { hasStoriesPages: true }, true],
    ["aitools", "acaso", {}, false],
    ["aichat", "acaso", {}, false],
    ["aitools", "aitools", {}, true],
    ["aichat", "aitools", {}, false],
    ["aichat", "aichat", {}, true],
    ["aitools", "aichat", {}, false],
    ["aitools", "aigeneral", {}, true],
    ["aichat", "aigeneral", {}, true],
  ] as const)("%s on %s %j -> %s", (feature, ident, flags, expected) => {
    expect(featureEnabled(feature, site(ident, flags))).toBe(expected);
  });

  it("starts an AI site at its tools (English when the language has none) or its chat", () => {
    expect(aiHomePath("pt", "pt", site("aitools"))).toBe("/ferramentas-ia");
    expect(aiHomePath("en", "pt", site("aitools"))).toBe("/en/ai-tools");
    expect(aiHomePath("de", "pt", site("aitools"))).toBe("/en/ai-tools");
    expect(aiHomePath("de", "pt", site("aichat"))).toBe("/de/ai/chat");
    expect(aiHomePath("pt", "pt", { ...site("aichat"), aiSubdir: "assistente" })).toBe("/assistente/chat");
    expect(aiHomePath("pt", "pt", site("acaso"))).toBeNull();
  });

  it("leads the AI sub-directory itself to the chat, only on a site that has the chat", () => {
    expect(aiSubdirRedirect("ai", "pt", "pt", site("aichat"))).toBe("/ai/chat");
    expect(aiSubdirRedirect("ai", "de", "pt", site("aigeneral"))).toBe("/de/ai/chat");
    expect(aiSubdirRedirect("assistente", "en", "pt", { ...site("aichat"), aiSubdir: "assistente" })).toBe(
      "/en/assistente/chat",
    );
    expect(aiSubdirRedirect("ai", "pt", "pt", site("aitools"))).toBeNull();
    expect(aiSubdirRedirect("ai", "pt", "pt", site("acaso"))).toBeNull();
    expect(aiSubdirRedirect("other", "pt", "pt", site("aichat"))).toBeNull();
  });
});
