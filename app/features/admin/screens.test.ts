import { describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import { PAGE_IDS, PAGES, type PageDef } from "#app/i18n/route-table.ts";
import { ADMIN_GROUPS, ADMIN_SCREENS, navigation, screenLabel } from "./screens.ts";

/** Looks up "ns:a.b.c" in the English catalogue. */
function english(key: string): unknown {
  const [ns, path] = key.split(":") as [string, string];
  let node: unknown = (en as Record<string, unknown>)[ns];
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe("the admin screens registry", () => {
  it("lists every private page of the route table exactly once (the login page has no layout)", () => {
    const privatePages = PAGE_IDS.filter((id) => (PAGES[id] as PageDef).section === "private").sort();
    expect(ADMIN_SCREENS.map((screen) => screen.page).sort()).toEqual(privatePages);
  });

  it("points only at admin-only pages", () => {
    for (const screen of ADMIN_SCREENS) {
      const page = PAGES[screen.page] as PageDef;
      expect(page.paths.en, screen.page).toMatch(/^\/-priv\/mda/);
      expect(page.guard, screen.page).toBe("admin");
    }
  });

  it("shows the screens later issues fill as 'not configured yet', and routes them to that page", () => {
    const off = ADMIN_SCREENS.filter((screen) => screen.notConfigured).map((screen) => screen.page);
    for (const page of off) {
      expect((PAGES[page] as PageDef).file, page).toBe("routes/admin/not-configured.tsx");
    }
    // A built screen never points at the not-configured page (a forgotten flag would hide it).
    for (const screen of ADMIN_SCREENS.filter((s) => !s.notConfigured)) {
      expect((PAGES[screen.page] as PageDef).file, screen.page).not.toBe("routes/admin/not-configured.tsx");
    }
  });

  it("has a label (and description) in the English catalogue for every entry", () => {
    for (const screen of ADMIN_SCREENS) {
      expect(typeof english(screenLabel(screen)), screenLabel(screen)).toBe("string");
      if (screen.description) expect(typeof english(screen.description), screen.description).toBe("string");
    }
    for (const group of ADMIN_GROUPS) expect(typeof english(`admin:groups.${group}`)).toBe("string");
  });

  it("groups the navigation in the declared order, leaving empty groups out", () => {
    const groups = navigation().map((entry) => entry.group);
    expect(groups).toEqual(ADMIN_GROUPS.filter((group) => groups.includes(group)));
    expect(groups[0]).toBe("overview");
    expect(navigation([{ page: "admin", group: "system" }])).toEqual([
      { group: "system", screens: [{ page: "admin", group: "system" }] },
    ]);
  });
});
