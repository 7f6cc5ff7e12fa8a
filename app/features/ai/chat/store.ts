import { CHAT_LIMITS } from "#common/ai/tools.ts";

/**
 * AI chat conversations live in the visitor's browser only (localStorage): the server never
 * stores prompts or answers (issue 15).
 */
export type ChatMessage = { role: "user" | "assistant"; content: string; stopped?: boolean };
export type Conversation = {
  id: string;
  title: string;
  /** Renamed by the visitor: no longer follows the first message. */
  named?: boolean;
  updatedAt: number;
  messages: ChatMessage[];
};

export const STORAGE_KEY = "acaso.ai-chat.v1";
/** Oldest conversations are dropped past this many. */
const MAX_CONVERSATIONS = 100;

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return (m?.role === "user" || m?.role === "assistant") && typeof m.content === "string";
}

function isConversation(value: unknown): value is Conversation {
  const c = value as Conversation;
  return (
    typeof c?.id === "string" &&
    typeof c.title === "string" &&
    typeof c.updatedAt === "number" &&
    Array.isArray(c.messages) &&
    c.messages.every(isMessage)
  );
}

export function loadConversations(storage: Storage = localStorage): Conversation[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(isConversation).sort((a, b) => b.updatedAt - a.updatedAt)
      : [];
  } catch {
    return [];
  }
}

/** Saves, dropping the oldest conversations when the browser's quota is reached. */
export function saveConversations(list: Conversation[], storage: Storage = localStorage): void {
  let kept = list.slice(0, MAX_CONVERSATIONS);
  while (kept.length > 0) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(kept));
      return;
    } catch {
      kept = kept.slice(0, -1);
    }
  }
  storage.removeItem(STORAGE_KEY);
}

export function titleFrom(text: string, fallback: string): string {
  const line = text.trim().split("\n")[0]?.trim() ?? "";
  if (!line) return fallback;
  return line.length > 48 ? `${line.slice(0, 47)}…` : line;
}

/** What is sent along: the latest messages within the server's caps (common/ai/tools.ts). */
export function messagesToSend(messages: ChatMessage[]): { role: "user" | "assistant"; content: string }[] {
  const picked: { role: "user" | "assistant"; content: string }[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && picked.length < CHAT_LIMITS.messages; i--) {
    const m = messages[i] as ChatMessage;
    if (!m.content.trim()) continue;
    const content = m.content.slice(0, CHAT_LIMITS.messageChars);
    if (total + content.length > CHAT_LIMITS.totalChars) break;
    total += content.length;
    picked.unshift({ role: m.role, content });
  }
  // The server wants the visitor's words last; a cut conversation starts with them too.
  while (picked.at(-1)?.role === "assistant") picked.pop();
  while (picked[0]?.role === "assistant") picked.shift();
  return picked;
}

export function newId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
