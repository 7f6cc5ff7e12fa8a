import type { PageId } from "#app/i18n/route-table.ts";

/** Sections of the admin navigation, in display order. */
export const ADMIN_GROUPS = ["overview", "safety", "accounts", "ads", "social", "content", "system"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** One screen of the admin area: a page of the route table and its place in the navigation. */
export type AdminScreen = {
  /** The route-table page (app/i18n/route-table.ts, section "private") this entry opens. */
  page: PageId;
  group: AdminGroup;
  /** i18n key ("namespace:key") of the entry's label; default: the page title `site:pages.<page>.title`. */
  label?: string;
  /** i18n key of a one-line description on the admin home; none: the entry has no card there. */
  description?: string;
  /** Not built yet: listed as "not configured yet" without a link (the page says the same). */
  notConfigured?: boolean;
  /** Reached from another screen only (no navigation entry). */
  hidden?: boolean;
};

/**
 * THE registry of admin screens (docs/admin-api.md "Adding a screen"): the navigation, the admin
 * home's cards and the tests read it. A later feature adds (or un-flags) a line here and a page in
 * the route table; no shell component changes.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { page: "admin", group: "overview", label: "admin:nav.home" },
  { page: "adminSafe", group: "safety", label: "admin:nav.reviews", description: "admin:home.cards.reviews" },
  { page: "adminAppeals", group: "safety", description: "admin:home.cards.appeals" },
  { page: "adminBans", group: "safety", description: "admin:home.cards.bans" },
  {
    page: "adminSafeConfig",
    group: "safety",
    label: "admin:nav.safeConfig",
    description: "admin:home.cards.safeConfig",
  },
  { page: "adminUsers", group: "accounts", description: "admin:home.cards.users" },
  { page: "adminAdsConfig", group: "ads", description: "adminAds:control.lead" },
  { page: "adminRewardConfig", group: "ads", description: "adminRewards:card" },
  { page: "adminSdaManagerConfig", group: "ads", description: "adminAds:manager.lead" },
  { page: "adminSdaStoriesPreview", group: "ads", label: "adminAds:stories.title" },
  { page: "adminDiscoverConfig", group: "social", description: "adminSocial:home.config" },
  { page: "adminDiscoverList", group: "social", description: "adminSocial:home.list" },
  { page: "adminRooms", group: "social", description: "adminRooms:card" },
  { page: "adminReload", group: "system", description: "admin:home.cards.reload" },
  { page: "adminVideos", group: "content", description: "videos:admin.card" },
  { page: "adminAudit", group: "system", description: "admin:home.cards.audit" },
  { page: "adminSecurity", group: "system" },
];

/** The label key of a screen. */
export function screenLabel(screen: AdminScreen): string {
  return screen.label ?? `site:pages.${screen.page}.title`;
}

/** Navigation entries grouped in display order (empty groups left out). */
export function navigation(
  screens: readonly AdminScreen[] = ADMIN_SCREENS,
): Array<{ group: AdminGroup; screens: AdminScreen[] }> {
  return ADMIN_GROUPS.map((group) => ({
    group,
    screens: screens.filter((screen) => screen.group === group && !screen.hidden),
  })).filter((entry) => entry.screens.length > 0);
}

export function screenOf(page: PageId | undefined): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => screen.page === page);
}
