import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/locales.ts";
import {
  entryForPattern,
  fillPattern,
  localizedPath,
  matchPattern,
  PAGE_IDS,
  pageLanguages,
  routeEntries,
  splitLocalePrefix,
  toRouterPath,
} from "./route-table.ts";

describe("route table (spec §2.1, §2.2)", () => {
  it.each([
    ["contact", "pt", "/contato"],
    ["contact", "es", "/contacto"],
    ["contact", "en", "/contact"],
    ["contact", "it", "/contatto"],
    ["contact", "fr", "/contact"],
    ["contact", "de", "/kontakt"],
    ["randomVideoChat", "en", "/app/random-video-chat"],
    ["randomVideoChat", "pt", "/app/video-chat-aleatorio"],
    ["randomVideoChat", "es", "/app/video-chat-aleatorio"],
    ["randomVideoChat", "fr", "/app/video-chat-aleatoire"],
    ["tiktokDownload", "pt", "/tiktok/baixar"],
    ["tiktokDownload", "es", "/tiktok/descargar"],
    ["tiktokDownload", "en", "/tiktok/download"],
  ] as const)("%s in %s is %s (default language, no prefix)", (id, lang, path) => {
    expect(localizedPath(id, lang, lang)).toBe(path);
  });

  it.each([
    ["en", "/en/app/omegle-alternative"],
    ["pt", "/pt/app/alternativa-a-omegle"],
    ["es", "/es/app/alternativa-a-omegle"],
    ["it", "/it/app/alternativa-a-omegle"],
    ["fr", "/fr/app/alternative-a-omegle"],
    ["de", "/de/app/omegle-alternativ"],
  ] as const)("alternative page in %s is %s under its prefix", (lang, path) => {
    expect(localizedPath("alternative", lang, lang === "pt" ? "en" : "pt", { target: "omegle" })).toBe(path);
  });

  it("puts the default language's home at / and the others at /{lang}", () => {
    expect(localizedPath("home", "pt", "pt")).toBe("/");
    expect(localizedPath("home", "en", "pt")).toBe("/en");
    expect(localizedPath("chat", "de", "pt")).toBe("/de/chat");
  });

  it("has short-video pages only in en, pt and es", () => {
    expect(pageLanguages("tiktok")).toEqual(["pt", "es", "en"]);
    expect(localizedPath("tiktok", "de", "pt")).toBeNull();
  });

  it("turns table patterns into router paths", () => {
    expect(toRouterPath("/app/alternativa-a-[target]")).toBe("/app/:targetSegment");
    expect(toRouterPath("/app/auth/reset-password/[token]")).toBe("/app/auth/reset-password/:token");
    expect(toRouterPath("/social/stories/[[page]]")).toBe("/social/stories/:page?");
  });

  it("matches and fills patterns, optional parts included", () => {
    expect(matchPattern("/app/[target]-alternativ", "/app/emerald-chat-alternativ")).toEqual({
      target: "emerald-chat",
    });
    expect(matchPattern("/app/alternativa-a-[target]", "/app/omegle-alternative")).toBeNull();
    expect(matchPattern("/social/stories/[[page]]", "/social/stories")).toEqual({ page: undefined });
    expect(matchPattern("/social/stories/[[page]]", "/social/stories/3")).toEqual({ page: "3" });
    expect(matchPattern("/", "/")).toEqual({});
    expect(matchPattern("/contato", "/contato/")).toEqual({});
    expect(fillPattern("/social/stories/[[page]]")).toBe("/social/stories");
    expect(fillPattern("/tiktok/hashtag/[hashtag]", { hashtag: "a b" })).toBe("/tiktok/hashtag/a%20b");
    expect(() => fillPattern("/app/auth/reset-password/[token]")).toThrow(/token/);
  });

  it("generates one prefixed route per language and the union of unprefixed paths", () => {
    const contact = routeEntries("contact");
    expect(contact.filter((e) => e.lang !== null).map((e) => e.path)).toEqual([
      "pt/contato",
      "es/contacto",
      "en/contact",
      "de/kontakt",
      "fr/contact",
      "it/contatto",
    ]);
    expect(contact.filter((e) => e.lang === null).map((e) => e.path)).toEqual([
      "contato",
      "contacto",
      "contact",
      "kontakt",
      "contatto",
    ]);
    expect(
      routeEntries("alternative")
        .filter((e) => e.lang === null)
        .map((e) => e.path),
    ).toEqual(["app/:targetSegment"]);
  });

  it("maps every generated router path back to its page, with unique ids", () => {
    const ids = new Set<string>();
    for (const id of PAGE_IDS) {
      for (const entry of routeEntries(id)) {
        expect(ids.has(entry.id)).toBe(false);
        ids.add(entry.id);
        expect(entryForPattern(`/${entry.path}`)?.pageId).toBe(id);
      }
    }
    expect(entryForPattern("robots.txt")).toBeUndefined();
  });

  it("splits the language prefix", () => {
    expect(splitLocalePrefix("/en/contact")).toEqual(["en", "/contact"]);
    expect(splitLocalePrefix("/en")).toEqual(["en", "/"]);
    expect(splitLocalePrefix("/english")).toEqual([null, "/english"]);
    for (const lang of LOCALES) expect(splitLocalePrefix(`/${lang}/x`)[0]).toBe(lang);
  });
});
