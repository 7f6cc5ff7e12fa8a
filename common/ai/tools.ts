/**
 * The AI tools of the sister sites (spec §1): ids, form fields and their caps. Plain data shared
 * by the pages (form fields, maxLength) and the server (validation, prompt building).
 * The AI tools index is the twelfth tool: a page listing the others, without a form.
 */

export type ToolField =
  | { name: string; kind: "text" | "textarea"; max: number; required: boolean }
  | { name: string; kind: "number"; min: number; max: number; required: boolean };

export type ToolDef = {
  /** Route table page id (also the translation key under `ai:tools`). */
  pageId: string;
  fields: readonly ToolField[];
};

const text = (name: string, max: number, required = true): ToolField => ({
  name,
  kind: "text",
  max,
  required,
});
const area = (name: string, max: number, required = true): ToolField => ({
  name,
  kind: "textarea",
  max,
  required,
});
const number = (name: string, min: number, max: number): ToolField => ({
  name,
  kind: "number",
  min,
  max,
  required: true,
});

export const AI_TOOLS = {
  lyricsGenerator: { pageId: "aiLyricsGenerator", fields: [area("topic", 500), text("style", 80, false)] },
  travelGuide: {
    pageId: "aiTravelGuide",
    fields: [text("destination", 120), number("days", 1, 14), area("interests", 400, false)],
  },
  articleWriter: { pageId: "aiArticleWriter", fields: [text("topic", 200), text("keywords", 200, false)] },
  languagePlan: {
    pageId: "aiLanguagePlan",
    fields: [
      text("language", 60),
      text("level", 60),
      number("minutesPerDay", 5, 240),
      area("goal", 400, false),
    ],
  },
  studyPlan: {
    pageId: "aiStudyPlan",
    fields: [text("subject", 200), number("weeks", 1, 52), number("hoursPerWeek", 1, 60)],
  },
  lessonGenerator: { pageId: "aiLessonGenerator", fields: [text("topic", 200), text("audience", 120)] },
  lifeCoach: { pageId: "aiLifeCoach", fields: [area("situation", 1500)] },
  bookSummary: { pageId: "aiBookSummary", fields: [text("bookTitle", 200), text("author", 120, false)] },
  bookRecommendations: { pageId: "aiBookRecommendations", fields: [area("likes", 600)] },
  promptGenerator: { pageId: "aiPromptGenerator", fields: [area("goal", 1000)] },
  videoScript: {
    pageId: "aiVideoScript",
    fields: [text("topic", 200), number("seconds", 15, 600), text("style", 80, false)],
  },
} as const satisfies Record<string, ToolDef>;

export type ToolId = keyof typeof AI_TOOLS;
export const TOOL_IDS = Object.keys(AI_TOOLS) as ToolId[];

export function isToolId(value: string): value is ToolId {
  return Object.hasOwn(AI_TOOLS, value);
}

/** The tool behind a route table page id (null for the index and other pages). */
export function toolOfPage(pageId: string): ToolId | null {
  return TOOL_IDS.find((id) => AI_TOOLS[id].pageId === pageId) ?? null;
}

/** Chat limits: what the browser may send of a conversation it keeps. */
export const CHAT_LIMITS = {
  /** Longest message a person types. */
  messageChars: 4000,
  /** Messages of the conversation sent along (the oldest are dropped first, in the browser). */
  messages: 20,
  /** All sent messages together. */
  totalChars: 16_000,
} as const;

/** Content idents of the sister sites and what each serves (spec §1, §2.3). */
export const AI_SITES = {
  aitools: { tools: true, chat: false },
  aichat: { tools: false, chat: true },
  aigeneral: { tools: true, chat: true },
} as const satisfies Record<string, { tools: boolean; chat: boolean }>;

export function aiFeatures(contentIdent: string): { tools: boolean; chat: boolean } {
  return (
    (AI_SITES as Record<string, { tools: boolean; chat: boolean }>)[contentIdent] ?? {
      tools: false,
      chat: false,
    }
  );
}

/** Error codes of the AI endpoints; the pages translate them (ai:errors.<code>). */
export const AI_ERROR_CODES = [
  "notConfigured",
  "invalid",
  "rateLimited",
  "robotCheck",
  "budgetSpent",
  "timeout",
  "upstreamBusy",
  "upstreamError",
  "unavailable",
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];
