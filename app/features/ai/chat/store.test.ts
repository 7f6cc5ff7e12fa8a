import { describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "#common/ai/tools.ts";
import {
  type Conversation,
  loadConversations,
  messagesToSend,
  STORAGE_KEY,
  saveConversations,
  titleFrom,
} from "./store.ts";

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  quota = Number.POSITIVE_INFINITY;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException("full", "QuotaExceededError");
    this.data.set(key, value);
  }
}

const conversation = (id: string, updatedAt: number, content = "hello"): Conversation => ({
  id,
  title: id,
  updatedAt,
  messages: [{ role: "user", content }],
});

describe("AI chat conversations in the browser", () => {
  it("round-trips, newest first, and ignores damaged data", () => {
    const storage = new MemoryStorage();
    saveConversations([conversation("a", 1), conversation("b", 2)], storage);
    expect(loadConversations(storage).map((c) => c.id)).toEqual(["b", "a"]);
    storage.setItem(STORAGE_KEY, "{not json");
    expect(loadConversations(storage)).toEqual([]);
    storage.setItem(STORAGE_KEY, JSON.stringify([{ id: 1 }, conversation("c", 3)]));
    expect(loadConversations(storage).map((c) => c.id)).toEqual(["c"]);
  });

  it("drops the oldest conversations when the quota is reached", () => {
    const storage = new MemoryStorage();
    const list = [conversation("new", 3, "x".repeat(100)), conversation("old", 1, "y".repeat(100))];
    storage.quota = JSON.stringify(list.slice(0, 1)).length;
    saveConversations(list, storage);
    expect(loadConversations(storage).map((c) => c.id)).toEqual(["new"]);
  });

  it("sends the latest messages within the caps, starting with the visitor's", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? ("assistant" as const) : ("user" as const),
      content: `m${i}`,
    }));
    const sent = messagesToSend(many);
    expect(sent.length).toBeLessThanOrEqual(CHAT_LIMITS.messages);
    expect(sent[0]?.role).toBe("user");
    expect(sent.at(-1)?.content).toBe("m28");
    const big = [
      { role: "user" as const, content: "a".repeat(CHAT_LIMITS.messageChars) },
      { role: "assistant" as const, content: "b".repeat(CHAT_LIMITS.messageChars) },
      { role: "user" as const, content: "c".repeat(CHAT_LIMITS.messageChars) },
      { role: "assistant" as const, content: "d".repeat(CHAT_LIMITS.messageChars) },
      { role: "user" as const, content: "e" },
    ];
    const total = messagesToSend(big).reduce((n, m) => n + m.content.length, 0);
    expect(total).toBeLessThanOrEqual(CHAT_LIMITS.totalChars);
    expect(messagesToSend(big).at(-1)?.content).toBe("e");
  });

  it("titles a conversation by its first line", () => {
    expect(titleFrom("  How do I sort an array?\nthanks", "New chat")).toBe("How do I sort an array?");
    expect(titleFrom("   ", "New chat")).toBe("New chat");
    expect(titleFrom("x".repeat(60), "New chat")).toHaveLength(48);
  });
});
