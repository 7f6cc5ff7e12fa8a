import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "#app/lib/http.ts";
import { SOCIAL_LIMITS } from "#common/protocol/constants.ts";
import type { DirectMessage, SocialProfile } from "#common/protocol/index.ts";
import { AuthorName } from "../AuthorName.tsx";
import { Composer } from "../Composer.tsx";
import { type SocialConnection, socialConnection } from "../connection.ts";
import { MessageText, shortTime } from "../MessageText.tsx";
import { ReportForm } from "../ReportForm.tsx";
import { refreshUnread } from "../unread.ts";
import { useMessageList } from "../useMessageList.ts";

/** The browser sends "typing" at most this often while the person types. */
const TYPING_EVERY_MS = 2500;
/** "typing…" is shown this long after the last signal. */
const TYPING_SHOWN_MS = 4000;

type View = {
  messages: DirectMessage[];
  peer: SocialProfile | null;
  blocked: boolean;
  online: boolean;
  hasOlder: boolean;
  error: string | null;
  loaded: boolean;
};

const initial: View = {
  messages: [],
  peer: null,
  blocked: false,
  online: false,
  hasOlder: true,
  error: null,
  loaded: false,
};

function Mark({ message }: { message: DirectMessage }) {
  const { t } = useTranslation("directChats");
  const kind = message.readAt ? "read" : message.deliveredAt ? "delivered" : "sent";
  return (
    <span
      className={`dm-mark dm-mark--${kind}`}
      data-testid="dm-mark"
      data-mark={kind}
      title={t(`marks.${kind}`)}
    >
      {kind === "sent" ? "✓" : "✓✓"}
      <span className="visually-hidden">{t(`marks.${kind}`)}</span>
    </span>
  );
}

/** One direct chat: history (older on scroll), live messages and marks, typing, images, block, report. */
export function ConversationView(props: { conversationId: string; userId: string; lang: string }) {
  const { conversationId, userId, lang } = props;
  const { t } = useTranslation("directChats");
  const [view, setView] = useState<View>(initial);
  const [text, setText] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const conn = useRef<SocialConnection | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const lastTyping = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scroll = useMessageList(async () => {
    const first = view.messages[0];
    if (!conn.current || !first || !view.hasOlder) return null;
    const ack = await conn.current.call({ type: "dmHistory", conversationId, before: first.at });
    if (!ack.ok) return null;
    return () =>
      setView((v) => ({
        ...v,
        messages: [...(ack.messages as DirectMessage[]), ...v.messages],
        hasOlder: ack.messages.length >= SOCIAL_LIMITS.historyPage,
      }));
  });

  const markRead = useCallback(() => {
    if (document.visibilityState !== "visible") return;
    void conn.current?.call({ type: "dmRead", conversationId }).then(() => refreshUnread());
  }, [conversationId]);

  const load = useCallback(async () => {
    const c = conn.current;
    if (!c) return;
    const ack = await c.call({ type: "dmHistory", conversationId });
    if (!ack.ok) {
      setView({ ...initial, loaded: true, error: ack.error });
      return;
    }
    scroll.stickToBottom();
    setView({
      messages: ack.messages,
      peer: ack.peer,
      blocked: ack.blocked,
      online: ack.online,
      hasOlder: ack.messages.length >= SOCIAL_LIMITS.historyPage,
      error: null,
      loaded: true,
    });
    markRead();
  }, [conversationId, markRead, scroll]);

  useEffect(() => {
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    setView(initial);
    void socialConnection().then((c) => {
      if (cancelled) return;
      conn.current = c;
      cleanups.push(
        c.onReady((ok) => {
          if (ok) void load();
        }),
        c.subscribe((push) => {
          if (push.type === "dmMessage" && push.message.conversationId === conversationId) {
            const message = push.message;
            setView((v) =>
              v.messages.some((m) => m.id === message.id) ? v : { ...v, messages: [...v.messages, message] },
            );
            if (message.senderId !== userId) {
              setPeerTyping(false);
              setView((v) => (v.online ? v : { ...v, online: true }));
              if (document.visibilityState === "visible") markRead();
              else void c.call({ type: "dmDelivered", conversationId, messageIds: [message.id] });
            }
          } else if (push.type === "dmReceipt" && push.conversationId === conversationId) {
            const ids = new Set(push.messageIds);
            setView((v) => ({
              ...v,
              messages: v.messages.map((m) =>
                ids.has(m.id)
                  ? push.kind === "read"
                    ? { ...m, readAt: push.at, deliveredAt: m.deliveredAt ?? push.at }
                    : { ...m, deliveredAt: push.at }
                  : m,
              ),
            }));
          } else if (push.type === "dmTyping" && push.conversationId === conversationId) {
            setPeerTyping(true);
            setView((v) => (v.online ? v : { ...v, online: true }));
            clearTimeout(typingTimer.current);
            typingTimer.current = setTimeout(() => setPeerTyping(false), TYPING_SHOWN_MS);
          }
        }),
      );
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") markRead();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(typingTimer.current);
    };
  }, [conversationId, userId, load, markRead]);

  function refusal(error: string, retryAfterMs?: number): string {
    if (error === "rateLimited")
      return t("errors.wait", { seconds: Math.ceil((retryAfterMs ?? 1000) / 1000) });
    return t(`errors.${error}`, { defaultValue: t("errors.internal") });
  }

  async function send() {
    const body = text.trim();
    if (!body || !conn.current) return;
    const ack = await conn.current.call({ type: "dmSend", conversationId, text: body });
    if (!ack.ok) {
      setSendError(refusal(ack.error, ack.retryAfterMs));
      return;
    }
    setSendError(null);
    setText("");
    scroll.stickToBottom();
    const message = ack.message as DirectMessage;
    setView((v) =>
      v.messages.some((m) => m.id === message.id) ? v : { ...v, messages: [...v.messages, message] },
    );
  }

  async function sendImage(file: File) {
    if (file.size > SOCIAL_LIMITS.imageBytes) {
      setSendError(t("errors.imageTooLarge"));
      return;
    }
    setUploading(true);
    try {
      // Through the page's one HTTP client (a POST: never repeated).
      const result = await http.post<{ message?: DirectMessage }>(`/api/chats/${conversationId}/images`, {
        headers: { "content-type": file.type || "application/octet-stream" },
        body: file,
      });
      if (!result.ok || !result.data?.message) {
        const msg = result.ok ? undefined : result.errors[0]?.msg;
        setSendError(
          result.status === 413
            ? t("errors.imageTooLarge")
            : msg
              ? refusal(msg)
              : result.status === 0
                ? t("errors.internal")
                : t("errors.imageInvalid"),
        );
        return;
      }
      const message = result.data.message;
      setSendError(null);
      scroll.stickToBottom();
      setView((v) =>
        v.messages.some((m) => m.id === message.id) ? v : { ...v, messages: [...v.messages, message] },
      );
    } catch {
      setSendError(t("errors.internal"));
    } finally {
      setUploading(false);
    }
  }

  function onInput(value: string) {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void conn.current?.call({ type: "dmTyping", conversationId });
    }
  }

  async function toggleBlock() {
    if (!conn.current) return;
    if (!view.blocked && !window.confirm(t("confirmBlock"))) return;
    const ack = await conn.current.call({ type: view.blocked ? "dmUnblock" : "dmBlock", conversationId });
    if (ack.ok) setView((v) => ({ ...v, blocked: ack.blocked }));
  }

  if (view.error) {
    return (
      <section className="dm" data-testid="dm-gone">
        <p role="alert">{refusal(view.error)}</p>
      </section>
    );
  }

  const readOnly = view.loaded && view.peer === null;
  return (
    <section className="dm" aria-labelledby="dm-title" data-testid="dm">
      <header className="dm__head">
        <h2 id="dm-title">
          <span className={`online-dot${view.online ? " online-dot--on" : ""}`} aria-hidden="true" />
          {view.peer ? <AuthorName profile={view.peer} /> : view.loaded ? t("deletedUser") : "…"}
          <span className="visually-hidden">{view.online ? t("online") : t("offline")}</span>
        </h2>
        {view.peer ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={toggleBlock}
            data-testid="dm-block"
          >
            {view.blocked ? t("unblock") : t("block")}
          </button>
        ) : null}
      </header>
      <ol className="dm__messages" ref={scroll.list} data-testid="dm-messages" onScroll={scroll.onScroll}>
        {view.loaded && view.messages.length === 0 ? (
          <li className="room__empty">{t("emptyConversation")}</li>
        ) : null}
        {view.messages.map((message) => {
          const mine = message.senderId === userId;
          return (
            <li
              key={message.id}
              className={`dm-message${mine ? " dm-message--mine" : ""}`}
              data-testid="dm-message"
            >
              <div className="dm-message__bubble">
                {message.deleted ? (
                  <em className="muted">{t("deleted")}</em>
                ) : (
                  <>
                    {message.image ? (
                      <a href={message.image} target="_blank" rel="noopener">
                        <img
                          src={message.image}
                          alt={t("image")}
                          className="dm-message__image"
                          loading="lazy"
                        />
                      </a>
                    ) : null}
                    {message.text ? (
                      <span className="dm-message__text">
                        <MessageText text={message.text} />
                      </span>
                    ) : null}
                  </>
                )}
                <span className="dm-message__meta">
                  <time dateTime={message.at}>{shortTime(message.at, lang)}</time>
                  {mine ? <Mark message={message} /> : null}
                </span>
              </div>
              {!mine && !message.deleted ? (
                <button
                  type="button"
                  className="link-button dm-message__report"
                  onClick={() => setReporting(reporting === message.id ? null : message.id)}
                >
                  {t("report")}
                </button>
              ) : null}
              {reporting === message.id ? (
                <ReportForm
                  ns="directChats"
                  onSubmit={async (reason) => {
                    const ack = await conn.current?.call({ type: "dmReport", messageId: message.id, reason });
                    return ack?.ok ?? false;
                  }}
                  onDone={() => setReporting(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="dm__typing" aria-live="polite" data-testid="dm-typing">
        {peerTyping && view.peer ? t("typing", { name: view.peer.username }) : ""}
      </p>
      {readOnly ? (
        <p className="composer composer--anonymous">{t("readOnly")}</p>
      ) : view.blocked ? (
        <p className="composer composer--anonymous">{t("youBlocked")}</p>
      ) : (
        <Composer
          id="dm-input"
          testId="dm-input"
          text={text}
          onText={onInput}
          onSend={() => void send()}
          labels={{ emoji: t("emoji"), placeholder: t("placeholder"), send: t("send") }}
          error={uploading ? t("uploading") : sendError}
          before={
            <>
              <button
                type="button"
                className="button button--secondary composer__attach"
                onClick={() => fileInput.current?.click()}
                disabled={uploading}
                aria-label={t("attach")}
                title={t("attach")}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <rect x="3" y="4" width="18" height="16" rx="2" />
                  <circle cx="9" cy="10" r="2" />
                  <path d="M21 17l-5-5-9 8" />
                </svg>
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hidden
                data-testid="dm-file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) void sendImage(file);
                }}
              />
            </>
          }
        />
      )}
    </section>
  );
}
