import { describe, expect, it } from "vitest";
import {
  canPair,
  DEFAULT_PAIRING_OPTIONS,
  type PairingContext,
  pairingLanguage,
  pickPartner,
  planPairs,
} from "./rules.ts";
import type { Waiter } from "./types.ts";

/** Issue 13: a partner filter bought with reward credits, as the pairing rules see it. */

let seq = 0;
function waiter(id: string, extra: { since?: number; lang?: string; filter?: string } = {}): Waiter {
  seq += 1;
  return {
    userId: id,
    ident: `ident-${id}`,
    userData: { ident: `ident-${id}`, cameraEnabled: true, lang: extra.lang },
    ...(extra.filter ? { filter: { lang: extra.filter } } : {}),
    since: extra.since ?? 0,
    seq,
  };
}

function context(now = 0): PairingContext {
  return { now, options: DEFAULT_PAIRING_OPTIONS, isBlocked: () => false, recentPeers: () => [] };
}

const widen = DEFAULT_PAIRING_OPTIONS.widenAfterMs;

describe("pairingLanguage", () => {
  it.each([
    { lang: "en", filter: undefined, expected: "en" },
    { lang: "en", filter: "de", expected: "de" },
    { lang: "pt-BR", filter: undefined, expected: "pt" },
    { lang: undefined, filter: "fr", expected: "fr" },
    { lang: undefined, filter: undefined, expected: undefined },
  ])("speaks $lang, filter $filter -> $expected", ({ lang, filter, expected }) => {
    expect(pairingLanguage(waiter("x", { lang, filter }))).toBe(expected);
  });
});

describe("canPair with a filter", () => {
  it.each([
    {
      name: "filter matches the stranger's language",
      a: { lang: "en", filter: "de" },
      b: { lang: "de" },
      now: 0,
      ok: true,
    },
    {
      name: "filter matches a regional variant",
      a: { lang: "en", filter: "pt" },
      b: { lang: "pt-BR" },
      now: 0,
      ok: true,
    },
    {
      name: "filter refuses another language before widening",
      a: { lang: "en", filter: "de" },
      b: { lang: "en" },
      now: 0,
      ok: false,
    },
    {
      name: "filter refuses another language just before widening",
      a: { lang: "en", filter: "de" },
      b: { lang: "en" },
      now: widen - 1,
      ok: false,
    },
    {
      name: "widened: anyone will do",
      a: { lang: "en", filter: "de" },
      b: { lang: "en" },
      now: widen,
      ok: true,
    },
    {
      name: "a stranger with no language is never refused",
      a: { lang: "en", filter: "de" },
      b: {},
      now: 0,
      ok: true,
    },
    {
      name: "two filters for the same language",
      a: { lang: "en", filter: "it" },
      b: { lang: "fr", filter: "it" },
      now: 0,
      ok: true,
    },
  ])("$name", ({ a, b, now, ok }) => {
    const x = waiter("a", a);
    const y = waiter("b", b);
    expect(canPair(x, y, context(now))).toBe(ok);
    // Symmetric, as planPairs needs.
    expect(canPair(y, x, context(now))).toBe(ok);
  });
});

describe("preference and widening", () => {
  it("a filtering newcomer takes the speaker of the chosen language over an older waiter of their own", () => {
    const englishFirst = waiter("en-first", { lang: "en", since: 0 });
    const germanSecond = waiter("de-second", { lang: "de", since: 100 });
    const filtering = waiter("f", { lang: "en", filter: "de", since: 200 });
    expect(pickPartner(filtering, [englishFirst, germanSecond], context(300))?.userId).toBe("de-second");
    // Without the filter the same newcomer would take the English speaker.
    const plain = waiter("p", { lang: "en", since: 200 });
    expect(pickPartner(plain, [englishFirst, germanSecond], context(300))?.userId).toBe("en-first");
  });

  it("a filter still prefers the chosen language after widening, when such a stranger waits", () => {
    const english = waiter("en", { lang: "en", since: 0 });
    const german = waiter("de", { lang: "de", since: 50 });
    const filtering = waiter("f", { lang: "en", filter: "de", since: 0 });
    expect(pickPartner(filtering, [english, german], context(widen * 3))?.userId).toBe("de");
  });

  it("nobody waits for ever: with no speaker of the language the filter widens to anyone", () => {
    const filtering = waiter("f", { lang: "en", filter: "de", since: 0 });
    const english = waiter("en", { lang: "en", since: 10 });
    expect(planPairs([filtering, english], context(widen - 1))).toEqual([]);
    const pairs = planPairs([filtering, english], context(widen));
    expect(pairs.map(([x, y]) => [x.userId, y.userId])).toEqual([["f", "en"]]);
  });
});

/** Decision 048: a filter for a country, alone or with a language. */
describe("country filters", () => {
  function placed(
    id: string,
    extra: { since?: number; lang?: string; country?: string; want?: string; wantLang?: string } = {},
  ): Waiter {
    seq += 1;
    const filter =
      extra.want || extra.wantLang
        ? {
            ...(extra.want ? { country: extra.want } : {}),
            ...(extra.wantLang ? { lang: extra.wantLang } : {}),
          }
        : undefined;
    return {
      userId: id,
      ident: `ident-${id}`,
      userData: { ident: `ident-${id}`, cameraEnabled: true, lang: extra.lang },
      ...(extra.country ? { country: extra.country } : {}),
      ...(filter ? { filter } : {}),
      since: extra.since ?? 0,
      seq,
    };
  }

  it.each([
    {
      name: "from the country asked for",
      a: { lang: "en", want: "BR" },
      b: { lang: "pt", country: "BR" },
      now: 0,
      ok: true,
    },
    {
      name: "from another country",
      a: { lang: "en", want: "BR" },
      b: { lang: "en", country: "US" },
      now: 0,
      ok: false,
    },
    { name: "country unknown", a: { lang: "en", want: "BR" }, b: { lang: "en" }, now: 0, ok: false },
    {
      name: "another country, widened",
      a: { lang: "en", want: "BR" },
      b: { lang: "en", country: "US" },
      now: widen,
      ok: true,
    },
    {
      name: "both ask for each other's",
      a: { country: "PT", want: "BR" },
      b: { country: "BR", want: "PT" },
      now: 0,
      ok: true,
    },
    {
      name: "the other asks for a country I am not from",
      a: { lang: "pt", country: "BR" },
      b: { lang: "pt", country: "PT", want: "AO" },
      now: 0,
      ok: false,
    },
    {
      name: "language and country: both met",
      a: { lang: "en", want: "CH", wantLang: "de" },
      b: { lang: "de", country: "CH" },
      now: 0,
      ok: true,
    },
    {
      name: "language and country: language not met",
      a: { lang: "en", want: "CH", wantLang: "de" },
      b: { lang: "fr", country: "CH" },
      now: 0,
      ok: false,
    },
  ])("$name -> $ok", ({ a, b, now, ok }) => {
    expect(canPair(placed("a", a), placed("b", b), context(now))).toBe(ok);
    expect(canPair(placed("b", b), placed("a", a), context(now))).toBe(ok);
  });

  it("a country alone pairs on no language; with a language, on that language", () => {
    expect(pairingLanguage(placed("x", { lang: "en", want: "BR" }))).toBeUndefined();
    expect(pairingLanguage(placed("x", { lang: "en", want: "CH", wantLang: "de" }))).toBe("de");
  });

  it("once widened, prefers the country over the same language and over a longer wait", () => {
    const seeker = placed("seeker", { since: widen, lang: "en", country: "US", want: "BR" });
    const english = placed("english", { since: 0, lang: "en", country: "GB" });
    const brazilian = placed("brazilian", { since: 10, lang: "pt", country: "BR" });
    expect(pickPartner(seeker, [english, brazilian], context(widen + 1))?.userId).toBe("brazilian");
  });
});
