import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "#common/locales.ts";
import type { Resources } from "./types.ts";

// One chunk per language: a page downloads only the catalogue of its own language.
const loaders = import.meta.glob<{ default: Resources }>("./locales/*/index.ts");
const loaded = new Map<Locale, Resources>();
const instances = new Map<Locale, i18n>();

export async function loadLanguage(lang: Locale): Promise<void> {
  if (loaded.has(lang)) return;
  const load = loaders[`./locales/${lang}/index.ts`];
  if (!load) throw new Error(`No catalogue for language ${lang}`);
  loaded.set(lang, (await load()).default);
}

/** A ready i18next instance for one language (resources must be loaded first). */
export function getI18n(lang: Locale): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const resources = loaded.get(lang);
  if (!resources) throw new Error(`Language ${lang} is not loaded`);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  withPlainLookups(instance, resources);
  instances.set(lang, instance);
  return instance;
}

/** What i18next's fixed `t` carries besides being callable. */
type Fixed = ((...args: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: unknown;
};

/**
 * Issue 16 (decision 052): most calls are `t("some.key")` for a plain string, and i18next's general
 * path (option objects, key extraction, resolution, interpolation, nesting) costs tens of
 * microseconds each, a noticeable part of a page's hydration on a slow phone. The `t` functions
 * handed to components (react-i18next asks `getFixedT`) answer those calls from the catalogue
 * directly: a single string key of the namespace, found as a string with no interpolation or
 * nesting marker, is exactly what i18next would return. Anything else (options, a count, a context,
 * "ns:key", a missing key, an object) goes to i18next as before.
 */
function withPlainLookups(instance: i18n, resources: Resources): void {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Fixed;
  const plain = new Map<string, Map<string, string | null>>();
  const fixedFor = (...args: unknown[]): Fixed => {
    const fixed = getFixedT(...args);
    const ns = fixed.ns;
    if (typeof ns !== "string" || fixed.keyPrefix || !Object.hasOwn(resources, ns)) return fixed;
    const bundle = (resources as Record<string, unknown>)[ns];
    const known = plain.get(ns) ?? new Map<string, string | null>();
    plain.set(ns, known);
    const fast = (key: unknown, ...rest: unknown[]): unknown => {
      if (rest.length === 0 && typeof key === "string") {
        let text = known.get(key);
        if (text === undefined) {
          text = plainString(bundle, key);
          known.set(key, text);
        }
        if (text !== null) return text;
      }
      return fixed(key, ...rest);
    };
    return Object.assign(fast, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    });
  };
  instance.getFixedT = fixedFor as unknown as i18n["getFixedT"];
}

/** The catalogue's string at a dotted key when i18next would return it unchanged; otherwise null. */
export function plainString(bundle: unknown, key: string): string | null {
  if (key.includes(":")) return null;
  let value: unknown = bundle;
  for (const part of key.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value !== "string" || value.includes("{{") || value.includes("$t(")) return null;
  return value;
}
