import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/locales.ts";
import { getI18n, loadLanguage, plainString } from "./i18n.ts";

/** Every leaf key of a namespace ("a.b.c"). */
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("plain lookups (decision 052)", () => {
  it("answer a plain string and refuse what i18next must resolve", () => {
    const bundle = { a: { b: "Plain", v: "Hi {{name}}", n: "$t(a.b)!" }, c: "C" };
    expect(plainString(bundle, "a.b")).toBe("Plain");
    expect(plainString(bundle, "c")).toBe("C");
    expect(plainString(bundle, "a.v")).toBeNull();
    expect(plainString(bundle, "a.n")).toBeNull();
    expect(plainString(bundle, "a")).toBeNull();
    expect(plainString(bundle, "a.missing")).toBeNull();
    expect(plainString(bundle, "common:c")).toBeNull();
    expect(plainString(bundle, "toString")).toBeNull();
  });

  it.each(LOCALES)("give what i18next gives for every key of %s", async (lang) => {
    await loadLanguage(lang);
    const i18n = getI18n(lang);
    const resources = i18n.getDataByLanguage(lang) ?? {};
    let checked = 0;
    for (const [ns, bundle] of Object.entries(resources)) {
      const t = i18n.getFixedT(lang, ns) as unknown as (key: string, options?: object) => string;
      for (const key of keys(bundle)) {
        // The fast path (one argument) against i18next's own path (an options object forces it).
        expect(t(key), `${lang} ${ns}:${key}`).toBe(t(key, {}));
        checked++;
      }
      expect(t("no.such.key")).toBe(t("no.such.key", {}));
    }
    expect(checked).toBeGreaterThan(500);
  });
});
