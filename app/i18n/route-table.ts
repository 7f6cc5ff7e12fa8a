import { LOCALES, type Locale } from "#common/locales.ts";

/**
 * THE localized route table (spec §2.1, §2.2): every page with its path in each language.
 * routes.ts turns it into route entries; links, hreflang alternates, the sitemap and the locale
 * middleware read it. Path syntax: `[name]` is a required parameter, `[[name]]` an optional one;
 * a parameter may sit inside a segment (`alternativa-a-[target]`), which the router cannot express,
 * so such a segment becomes one router parameter and the locale middleware extracts the real value.
 */

/** Which layout rule of spec §2.3 applies to a page (resolved at runtime by chooseLayout). */
export type PageSection = "default" | "videochat" | "social" | "private" | "auth" | "none";
export type Guard = "user" | "admin";

export type PageDef = {
  /** Route module, relative to app/. */
  file: string;
  /** Path per language; a language without a path has no such page (tiktok pages: en, pt, es). */
  paths: Partial<Record<Locale, string>>;
  section: PageSection;
  guard?: Guard;
  /** Listed in the sitemap and indexable (spec §2.6); private, personal and auth pages are not. */
  indexable: boolean;
  /**
   * Exists only when a runtime setting turns it on (spec §2.4 "if enabled"): tiktok and stories by
   * their flags, aitools and aichat by the sister site's content ident (spec §1, app/lib/features.ts).
   */
  feature?: "tiktok" | "stories" | "aitools" | "aichat";
};

const everywhere = (path: string): Partial<Record<Locale, string>> =>
  Object.fromEntries(LOCALES.map((lang) => [lang, path]));

/** One AI tool page: under /ai-tools in English and /ferramentas-ia in Portuguese. */
const aiTool = (en: string, pt: string) =>
  ({
    file: "routes/ai/tool.tsx",
    paths: { en: `/ai-tools/${en}`, pt: `/ferramentas-ia/${pt}` },
    section: "default",
    indexable: true,
    feature: "aitools",
  }) as const;

export const PAGES = {
  home: { file: "routes/site/home.tsx", paths: everywhere("/"), section: "videochat", indexable: true },
  chat: { file: "routes/site/chat.tsx", paths: everywhere("/chat"), section: "videochat", indexable: true },
  appHome: {
    file: "routes/site/app-home.tsx",
    paths: everywhere("/app"),
    section: "default",
    indexable: true,
  },
  randomVideoChat: {
    file: "routes/site/chat.tsx",
    paths: {
      en: "/app/random-video-chat",
      pt: "/app/video-chat-aleatorio",
      es: "/app/video-chat-aleatorio",
      de: "/app/random-video-chat",
      fr: "/app/video-chat-aleatoire",
      it: "/app/random-video-chat",
    },
    section: "default",
    indexable: true,
  },
  alternative: {
    file: "routes/site/alternative.tsx",
    paths: {
      en: "/app/[target]-alternative",
      pt: "/app/alternativa-a-[target]",
      es: "/app/alternativa-a-[target]",
      it: "/app/alternativa-a-[target]",
      fr: "/app/alternative-a-[target]",
      de: "/app/[target]-alternativ",
    },
    section: "videochat",
    indexable: true,
  },
  contact: {
    file: "routes/site/contact.tsx",
    paths: {
      en: "/contact",
      pt: "/contato",
      es: "/contacto",
      it: "/contatto",
      fr: "/contact",
      de: "/kontakt",
    },
    section: "default",
    indexable: true,
  },
  privacyPolicy: {
    file: "routes/site/legal.tsx",
    paths: everywhere("/privacy-policy"),
    section: "default",
    indexable: true,
  },
  rules: { file: "routes/site/legal.tsx", paths: everywhere("/rules"), section: "default", indexable: true },
  terms: { file: "routes/site/legal.tsx", paths: everywhere("/terms"), section: "default", indexable: true },
  authLogin: {
    file: "routes/auth/login.tsx",
    paths: everywhere("/app/auth/login"),
    section: "auth",
    indexable: false,
  },
  authForgotPassword: {
    file: "routes/auth/forgot-password.tsx",
    paths: everywhere("/app/auth/forgot-password"),
    section: "auth",
    indexable: false,
  },
  authOauthLogin: {
    file: "routes/auth/oauth.tsx",
    paths: everywhere("/app/auth/oauth2/[provider]/login"),
    section: "auth",
    indexable: false,
  },
  authOauthRedirect: {
    file: "routes/auth/oauth.tsx",
    paths: everywhere("/app/auth/oauth2/[provider]/redirect"),
    section: "auth",
    indexable: false,
  },
  authResetPassword: {
    file: "routes/auth/reset-password.tsx",
    paths: everywhere("/app/auth/reset-password/[token]"),
    section: "auth",
    indexable: false,
  },
  // Issue 14 (social area, "stories" engineer): social home and stories pages.
  social: {
    file: "routes/social/home.tsx",
    paths: everywhere("/app/social"),
    section: "social",
    guard: "user",
    indexable: false,
  },
  // Issue 14 (rooms and direct chats): the chats and chat-room pages.
  socialChats: {
    file: "routes/social/chats.tsx",
    paths: everywhere("/app/social/chats"),
    section: "social",
    guard: "user",
    indexable: false,
  },
  // Spec §2.1 declares no login guard for the chat room.
  socialChatRoom: {
    file: "routes/social/chat-room.tsx",
    paths: everywhere("/app/social/chat-room"),
    section: "social",
    indexable: false,
  },
  userAccount: {
    file: "routes/auth/account.tsx",
    paths: everywhere("/app/user/account"),
    section: "social",
    guard: "user",
    indexable: false,
  },
  // Issue 14: social and user pages get the social layout (spec §2.3).
  stories: {
    file: "routes/social/stories.tsx",
    paths: everywhere("/social/stories/[[page]]"),
    section: "social",
    indexable: true,
    feature: "stories",
  },
  tiktok: {
    file: "routes/videos/list.tsx",
    paths: { en: "/tiktok", pt: "/tiktok", es: "/tiktok" },
    section: "default",
    indexable: true,
    feature: "tiktok",
  },
  tiktokPopular: {
    file: "routes/videos/list.tsx",
    paths: {
      en: "/tiktok/popular-videos/[[page]]",
      pt: "/tiktok/popular-videos/[[page]]",
      es: "/tiktok/popular-videos/[[page]]",
    },
    section: "default",
    indexable: true,
    feature: "tiktok",
  },
  tiktokHashtag: {
    file: "routes/videos/list.tsx",
    paths: {
      en: "/tiktok/hashtag/[hashtag]",
      pt: "/tiktok/hashtag/[hashtag]",
      es: "/tiktok/hashtag/[hashtag]",
    },
    section: "default",
    indexable: false,
    feature: "tiktok",
  },
  tiktokHashtagPopular: {
    file: "routes/videos/list.tsx",
    paths: {
      en: "/tiktok/hashtag/[hashtag]/popular",
      pt: "/tiktok/hashtag/[hashtag]/popular",
      es: "/tiktok/hashtag/[hashtag]/popular",
    },
    section: "default",
    indexable: false,
    feature: "tiktok",
  },
  tiktokDownload: {
    file: "routes/videos/download.tsx",
    paths: { en: "/tiktok/download", pt: "/tiktok/baixar", es: "/tiktok/descargar" },
    section: "default",
    indexable: true,
    feature: "tiktok",
  },
  // Issue 15: the player page of one video (its own URL, head and structured data).
  tiktokVideo: {
    file: "routes/videos/video.tsx",
    paths: { en: "/tiktok/video/[id]", pt: "/tiktok/video/[id]", es: "/tiktok/video/[id]" },
    section: "default",
    indexable: true,
    feature: "tiktok",
  },
  // Issue 15: the AI tools of the sister sites (spec §1), in English and Portuguese. The index is
  // the twelfth tool; the others share one route module.
  aiTools: {
    file: "routes/ai/tools-index.tsx",
    paths: { en: "/ai-tools", pt: "/ferramentas-ia" },
    section: "default",
    indexable: true,
    feature: "aitools",
  },
  aiLyricsGenerator: aiTool("lyrics-generator", "gerador-de-letras"),
  aiTravelGuide: aiTool("travel-guide", "guia-de-viagem"),
  aiArticleWriter: aiTool("article-writer", "escritor-de-artigos"),
  aiLanguagePlan: aiTool("language-learning-plan-generator", "gerador-de-plano-de-idiomas"),
  aiStudyPlan: aiTool("study-plan-generator", "gerador-de-plano-de-estudos"),
  aiLessonGenerator: aiTool("lesson-generator", "gerador-de-aulas"),
  aiLifeCoach: aiTool("life-coach", "coach-de-vida"),
  aiBookSummary: aiTool("book-summary", "resumo-de-livros"),
  aiBookRecommendations: aiTool("book-recommendations", "recomendacoes-de-livros"),
  aiPromptGenerator: aiTool("prompt-generator", "gerador-de-prompts"),
  aiVideoScript: aiTool("video-script-generator", "gerador-de-roteiros-de-video"),
  // Issue 15: the AI chat, under AI_SUBDIR (a runtime setting, hence a parameter the page checks;
  // spec §2.3 gives paths in that sub-directory the gptsection layout).
  aiChat: {
    file: "routes/ai/chat.tsx",
    paths: everywhere("/[aiSubdir]/chat"),
    section: "default",
    indexable: true,
    feature: "aichat",
  },
  admin: {
    file: "routes/admin/home.tsx",
    paths: everywhere("/-priv/mda"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminLogin: {
    file: "routes/admin/login.tsx",
    paths: everywhere("/-priv/mda/login"),
    section: "none",
    indexable: false,
  },
  adminAdsConfig: {
    // Issue 13 (ads)
    file: "routes/admin/ads-control.tsx",
    paths: everywhere("/-priv/mda/adscontrol/config"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminRewardConfig: {
    // Issue 13: rewards (rewards engineer).
    file: "routes/admin/reward-config.tsx",
    paths: everywhere("/-priv/mda/rewardcontrol/config"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminSafeConfig: {
    file: "routes/admin/safe-config.tsx",
    paths: everywhere("/-priv/mda/safecontrol/config"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminSafe: {
    file: "routes/admin/reviews.tsx",
    paths: everywhere("/-priv/mda/safecontrol"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminSdaManagerConfig: {
    // Issue 13 (ads)
    file: "routes/admin/sda-manager.tsx",
    paths: everywhere("/-priv/mda/sdamanager/config"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Issue 14 (social, "stories" engineer): socialmanager post-discover screens.
  adminDiscoverConfig: {
    file: "routes/admin/discover-config.tsx",
    paths: everywhere("/-priv/mda/socialmanager/post-discover/config"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Spec §2.1 declares no guard for the discover list; it lives in the private admin layout, which
  // checks every admin page for itself (issue 12), so it is admin-only like its siblings.
  adminDiscoverList: {
    file: "routes/admin/discover-list.tsx",
    paths: everywhere("/-priv/mda/socialmanager/post-discover/list"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Issue 14 (rooms): chat rooms in the admin area.
  adminRooms: {
    file: "routes/admin/rooms.tsx",
    paths: everywhere("/-priv/mda/socialmanager/rooms"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Admin screens beyond the spec's list (issue 12); every one is in app/features/admin/screens.ts.
  adminBans: {
    file: "routes/admin/bans.tsx",
    paths: everywhere("/-priv/mda/safecontrol/bans"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminAppeals: {
    file: "routes/admin/appeals.tsx",
    paths: everywhere("/-priv/mda/safecontrol/appeals"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminUsers: {
    file: "routes/admin/users.tsx",
    paths: everywhere("/-priv/mda/users"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminReload: {
    file: "routes/admin/reload.tsx",
    paths: everywhere("/-priv/mda/reload"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminSecurity: {
    file: "routes/admin/security.tsx",
    paths: everywhere("/-priv/mda/security"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  adminAudit: {
    file: "routes/admin/audit.tsx",
    paths: everywhere("/-priv/mda/audit"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Issue 15: the short-video catalogue (upload, list, delete).
  adminVideos: {
    file: "routes/admin/videos.tsx",
    paths: everywhere("/-priv/mda/videos"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Issue 13 (ads): the two between-stories placements, previewed in the admin area until the
  // stories pages place them.
  adminSdaStoriesPreview: {
    file: "routes/admin/sda-stories-preview.tsx",
    paths: everywhere("/-priv/mda/sdamanager/stories"),
    section: "private",
    guard: "admin",
    indexable: false,
  },
  // Matched last (spec §2.1): the router ranks static segments above a dynamic one.
  slug: {
    file: "routes/site/slug.tsx",
    paths: everywhere("/[allSlug]"),
    section: "videochat",
    indexable: true,
  },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
export type PageParams = Record<string, string | undefined>;

export function pageDef(id: PageId): PageDef {
  return PAGES[id];
}

export function pageLanguages(id: PageId): Locale[] {
  const paths: PageDef["paths"] = PAGES[id].paths;
  return LOCALES.filter((lang) => paths[lang] !== undefined);
}

/** Table pattern -> router path: `[x]` -> `:x`, `[[x]]` -> `:x?`, `a-[x]-b` -> `:xSegment`. */
export function toRouterPath(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) => {
      const optional = /^\[\[(\w+)\]\]$/.exec(segment);
      if (optional) return `:${optional[1]}?`;
      const whole = /^\[(\w+)\]$/.exec(segment);
      if (whole) return `:${whole[1]}`;
      const partial = /\[(\w+)\]/.exec(segment);
      if (partial) return `:${partial[1]}Segment`;
      return segment;
    })
    .join("/");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const matcherCache = new Map<string, RegExp>();

function matcherFor(pattern: string): RegExp {
  const cached = matcherCache.get(pattern);
  if (cached) return cached;
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = /^\[\[(\w+)\]\]$/.exec(segment);
    if (optional) {
      source += `(?:/(?<${optional[1]}>[^/]+))?`;
      continue;
    }
    source += `/${segment
      .split(/(\[\w+\])/)
      .map((part) => {
        const param = /^\[(\w+)\]$/.exec(part);
        return param ? `(?<${param[1]}>[^/]+?)` : escapeRegExp(part);
      })
      .join("")}`;
  }
  const regexp = new RegExp(`^${source}/?$`);
  matcherCache.set(pattern, regexp);
  return regexp;
}

/** Matches a pathname (without language prefix) against a table pattern; null when it does not fit. */
export function matchPattern(pattern: string, pathname: string): PageParams | null {
  const match = matcherFor(pattern).exec(pathname === "" ? "/" : pathname);
  if (!match) return null;
  const params: PageParams = {};
  for (const [key, value] of Object.entries(match.groups ?? {})) {
    params[key] = value === undefined ? undefined : decodeURIComponent(value);
  }
  return params;
}

/** Fills a table pattern with parameters; a missing required parameter is an error. */
export function fillPattern(pattern: string, params: PageParams = {}): string {
  const filled = pattern
    .replace(/\/\[\[(\w+)\]\]/g, (_, name: string) => {
      const value = params[name];
      return value ? `/${encodeURIComponent(value)}` : "";
    })
    .replace(/\[(\w+)\]/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`Missing parameter ${name} for ${pattern}`);
      return encodeURIComponent(value);
    });
  return filled === "" ? "/" : filled;
}

/**
 * The URL path of a page in one language: the default language has no prefix, the others are
 * under /{lang} (issue 3, item 1). Null when the page does not exist in that language.
 */
export function localizedPath(
  id: PageId,
  lang: Locale,
  defaultLocale: Locale,
  params: PageParams = {},
): string | null {
  const paths: PageDef["paths"] = PAGES[id].paths;
  const pattern = paths[lang];
  if (pattern === undefined) return null;
  const path = fillPattern(pattern, params);
  if (lang === defaultLocale) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

export type RouteEntry = {
  id: string;
  /** Router path without leading slash ("" for the unprefixed home). */
  path: string;
  pageId: PageId;
  /** The language of the prefix, or null for an unprefixed route (the runtime default language). */
  lang: Locale | null;
};

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/**
 * Every router route of one page: one per language under /{lang}, plus one per distinct path
 * without prefix (the union over languages, because which language is the unprefixed one is a
 * runtime setting; the locale middleware 404s a path that is not the default language's).
 */
export function routeEntries(id: PageId): RouteEntry[] {
  const paths: PageDef["paths"] = PAGES[id].paths;
  const entries: RouteEntry[] = [];
  for (const lang of pageLanguages(id)) {
    const routerPath = trimSlashes(toRouterPath(paths[lang] ?? "/"));
    entries.push({
      id: `page.${id}.${lang}`,
      path: routerPath ? `${lang}/${routerPath}` : lang,
      pageId: id,
      lang,
    });
  }
  const unprefixed = [
    ...new Set(pageLanguages(id).map((lang) => trimSlashes(toRouterPath(paths[lang] ?? "/")))),
  ];
  unprefixed.forEach((path, index) => {
    entries.push({ id: `page.${id}.x${index}`, path, pageId: id, lang: null });
  });
  return entries;
}

let byPattern: Map<string, RouteEntry> | undefined;
/**
 * Every router pattern -> its entry, built on first use (the server's first request): the browser
 * never asks, and building it at import cost every hydrated page ≈ 70 ms at Lighthouse's 4× CPU
 * slowdown (decision 052 amendment). Throws on two pages claiming one pattern.
 */
function patternTable(): Map<string, RouteEntry> {
  if (byPattern) return byPattern;
  const table = new Map<string, RouteEntry>();
  for (const id of PAGE_IDS) {
    for (const entry of routeEntries(id)) {
      const key = trimSlashes(entry.path);
      const existing = table.get(key);
      if (existing && existing.pageId !== id) {
        throw new Error(`Route table conflict: ${entry.path} is both ${existing.pageId} and ${id}`);
      }
      table.set(key, entry);
    }
  }
  byPattern = table;
  return table;
}

/** The page and prefix language behind a matched router pattern (middleware `pattern` argument). */
export function entryForPattern(pattern: string): RouteEntry | undefined {
  return patternTable().get(trimSlashes(pattern));
}

/** Splits a language prefix off a pathname: "/en/contact" -> ["en", "/contact"]. */
export function splitLocalePrefix(pathname: string): [Locale | null, string] {
  const first = pathname.split("/")[1];
  const lang = LOCALES.find((l) => l === first) ?? null;
  if (!lang) return [null, pathname];
  const rest = pathname.slice(lang.length + 1);
  return [lang, rest === "" ? "/" : rest];
}
