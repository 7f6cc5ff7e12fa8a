import { describe, expect, it } from "vitest";
import { chooseLayout, type LayoutInput } from "./choose.ts";

const base: LayoutInput = {
  section: "videochat",
  pathname: "/",
  contentIdent: "acaso",
  aiSubdir: "ai",
  defaultLayout: "videochatsection",
};

describe("chooseLayout (spec §2.3)", () => {
  it.each([
    [{ section: "default" as const, pathname: "/contato" }, "default"],
    [{ section: "auth" as const, pathname: "/app/auth/login" }, "default"],
    [{ section: "private" as const, pathname: "/-priv/mda" }, "private-adm"],
    [{ section: "social" as const, pathname: "/app/social" }, "app-social"],
    [{ section: "videochat" as const, pathname: "/" }, "videochatsection"],
    [{ section: "videochat" as const, defaultLayout: "default" }, "default"],
    [{ section: "videochat" as const, defaultLayout: "nonsense" }, "videochatsection"],
    [{ section: "videochat" as const, pathname: "/ai/chat" }, "gptsection"],
    [{ section: "default" as const, pathname: "/ai" }, "gptsection"],
    [{ section: "default" as const, pathname: "/aim" }, "default"],
    [{ contentIdent: "aitools", section: "default" as const, pathname: "/ai-tools" }, "aitools-default"],
    [{ contentIdent: "aitools", section: "videochat" as const }, "aitools-default"],
    [{ contentIdent: "aichat" }, "aichat-default"],
    [{ contentIdent: "aigeneral", section: "auth" as const }, "aigeneral-default"],
    // The AI chat keeps gptsection on the AI sites; admin and social keep their own layouts.
    [{ contentIdent: "aichat", pathname: "/ai/chat" }, "gptsection"],
    [
      { contentIdent: "aichat", section: "default" as const, pathname: "/x/chat", aiSubdir: "x" },
      "gptsection",
    ],
    [{ contentIdent: "aitools", section: "private" as const }, "private-adm"],
    [{ contentIdent: "aitools", section: "social" as const }, "app-social"],
  ])("%j -> %s", (change, expected) => {
    expect(chooseLayout({ ...base, ...change })).toBe(expected);
  });
});
