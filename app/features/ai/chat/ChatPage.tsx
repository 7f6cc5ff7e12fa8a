import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RobotCheck } from "#app/features/auth/components.tsx";
import type { Locale } from "#common/locales.ts";
import { type AiStatus, AiStatusNotice, aiDisabled } from "../AiStatus.tsx";
import { Markdown } from "../Markdown.tsx";
import { type StreamOutcome, streamAnswer } from "../stream.ts";
import { ConversationList } from "./ConversationList.tsx";
import {
  type ChatMessage,
  type Conversation,
  loadConversations,
  messagesToSend,
  newId,
  saveConversations,
  titleFrom,
} from "./store.ts";

/**
 * The AI chat (gptsection layout): conversations kept in this browser, answers streamed as
 * Markdown with code blocks, stop and regenerate.
 */
export function ChatPage({ lang, status }: { lang: Locale; status: AiStatus }) {
  const { t } = useTranslation("ai");
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<StreamOutcome | null>(null);
  const [needsRobot, setNeedsRobot] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const pendingRetry = useRef<Conversation | null>(null);
  const disabled = aiDisabled(status);

  // The list is read after hydration: the server has none of it.
  useEffect(() => {
    const list = loadConversations();
    setConversations(list);
    setCurrentId(list[0]?.id ?? null);
    setLoaded(true);
    return () => controller.current?.abort();
  }, []);
  useEffect(() => {
    if (loaded) saveConversations(conversations);
  }, [conversations, loaded]);

  const current = conversations.find((c) => c.id === currentId) ?? null;
  const lastLength = current?.messages.at(-1)?.content.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the answer as it grows
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [lastLength, currentId]);

  const update = (id: string, change: (c: Conversation) => Conversation) =>
    setConversations((list) =>
      list.map((c) => (c.id === id ? change(c) : c)).sort((a, b) => b.updatedAt - a.updatedAt),
    );

  /** Asks for the next assistant message of `conversation` (which ends with the visitor's). */
  async function ask(conversation: Conversation, altcha?: string) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setOutcome(null);
    const id = conversation.id;
    update(id, (c) => ({ ...c, messages: [...c.messages, { role: "assistant", content: "" }] }));
    const appendToAnswer = (text: string) =>
      update(id, (c) => {
        const messages = c.messages.slice();
        const last = messages.at(-1) as ChatMessage;
        messages[messages.length - 1] = { ...last, content: last.content + text };
        return { ...c, messages, updatedAt: Date.now() };
      });
    const result = await streamAnswer(
      "/api/ai/chat",
      { lang, messages: messagesToSend(conversation.messages), ...(altcha ? { altcha } : {}) },
      { signal: abort.signal, onText: appendToAnswer },
    );
    if (controller.current === abort) controller.current = null;
    setBusy(false);
    const askRobot = !result.ok && result.code === "robotCheck" && !altcha;
    setOutcome(askRobot ? null : result);
    update(id, (c) => {
      const messages = c.messages.slice();
      const last = messages.at(-1);
      if (last?.role !== "assistant") return c;
      // A failed request leaves no empty bubble; a stopped answer stays, marked as such.
      if (!last.content) messages.pop();
      else if (!result.ok) messages[messages.length - 1] = { ...last, stopped: true };
      return { ...c, messages };
    });
    if (askRobot) pendingRetry.current = conversation;
    setNeedsRobot(askRobot);
  }

  // The server asked for the robot check: the widget solves it at once and the request goes again.
  const onVerified = (payload: string) => {
    setNeedsRobot(false);
    const retry = pendingRetry.current;
    pendingRetry.current = null;
    if (retry) void ask(retry, payload);
  };

  function send(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = String(data.get("message") ?? "").trim();
    if (!text || busy || disabled || needsRobot) return;
    const message: ChatMessage = { role: "user", content: text.slice(0, 4000) };
    let conversation: Conversation;
    if (current) {
      conversation = {
        ...current,
        title:
          current.named || current.messages.length > 0 ? current.title : titleFrom(text, t("chat.untitled")),
        messages: [...current.messages, message],
        updatedAt: Date.now(),
      };
      update(current.id, () => conversation);
    } else {
      conversation = {
        id: newId(),
        title: titleFrom(text, t("chat.untitled")),
        updatedAt: Date.now(),
        messages: [message],
      };
      setConversations((list) => [conversation, ...list]);
      setCurrentId(conversation.id);
    }
    form.reset();
    void ask(conversation);
  }

  function regenerate() {
    if (!current || busy) return;
    const messages = current.messages.slice();
    while (messages.at(-1)?.role === "assistant") messages.pop();
    if (messages.length === 0) return;
    const conversation = { ...current, messages };
    update(current.id, () => conversation);
    void ask(conversation);
  }

  const errorText =
    outcome && !outcome.ok
      ? outcome.code === "stopped"
        ? t("form.stopped")
        : t(`errors.${outcome.code}`)
      : null;
  const lastIsAnswer = current?.messages.at(-1)?.role === "assistant";

  return (
    <div className={`ai-chat${listOpen ? " ai-chat--list-open" : ""}`}>
      <aside className="ai-chat__side" aria-label={t("chat.conversations")}>
        <ConversationList
          conversations={conversations}
          currentId={currentId}
          onOpen={(id) => {
            setCurrentId(id);
            setListOpen(false);
            setOutcome(null);
          }}
          onNew={() => {
            controller.current?.abort();
            setCurrentId(null);
            setListOpen(false);
            setOutcome(null);
          }}
          onRename={(id, title) => update(id, (c) => ({ ...c, title, named: true }))}
          onDelete={(id) => {
            if (id === currentId) {
              controller.current?.abort();
              setCurrentId(null);
            }
            setConversations((list) => list.filter((c) => c.id !== id));
          }}
        />
      </aside>
      <section className="ai-chat__main">
        <div className="ai-chat__bar">
          <button
            type="button"
            className="button button--secondary button--small ai-chat__toggle"
            aria-expanded={listOpen}
            onClick={() => setListOpen((open) => !open)}
          >
            {listOpen ? t("chat.hideList") : t("chat.showList")}
          </button>
          <h1>{current?.title ?? t("chat.heading")}</h1>
        </div>
        <div className="ai-chat__messages" data-testid="chat-messages">
          <AiStatusNotice status={status} />
          {!current || current.messages.length === 0 ? (
            <p className="ai-chat__welcome">{t("chat.welcome")}</p>
          ) : null}
          {current?.messages.map((m, index) => (
            <article
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended or cut at the end
              key={index}
              className={`ai-msg ai-msg--${m.role}`}
              data-testid={`chat-${m.role}`}
              aria-label={m.role === "user" ? t("chat.you") : t("chat.assistant")}
            >
              {m.role === "user" ? (
                <p className="ai-msg__text">{m.content}</p>
              ) : (
                <Markdown text={m.content} />
              )}
            </article>
          ))}
          {errorText ? (
            <p
              className={outcome && !outcome.ok && outcome.code === "stopped" ? "ai-note" : "form__errors"}
              role="alert"
              data-testid="ai-error"
            >
              {errorText}
            </p>
          ) : null}
          <div ref={endRef} />
        </div>
        <form
          ref={formRef}
          className="ai-chat__composer"
          onSubmit={(event) => {
            event.preventDefault();
            send(event.currentTarget);
          }}
        >
          {needsRobot ? (
            <div className="ai-robot" role="status">
              <p>{t("form.robot")}</p>
              <RobotCheck auto="onload" onVerified={onVerified} />
            </div>
          ) : null}
          <label className="visually-hidden" htmlFor="ai-chat-input">
            {t("chat.placeholder")}
          </label>
          <textarea
            id="ai-chat-input"
            name="message"
            rows={2}
            maxLength={4000}
            placeholder={t("chat.placeholder")}
            disabled={disabled}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className="ai-chat__buttons">
            {busy ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => controller.current?.abort()}
              >
                {t("chat.stop")}
              </button>
            ) : (
              <>
                {lastIsAnswer ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={regenerate}
                    disabled={disabled}
                  >
                    {t("chat.regenerate")}
                  </button>
                ) : null}
                <button type="submit" className="button" disabled={disabled}>
                  {t("chat.send")}
                </button>
              </>
            )}
          </div>
        </form>
        <p className="ai-disclaimer ai-chat__disclaimer">{t("disclaimer")}</p>
      </section>
    </div>
  );
}
