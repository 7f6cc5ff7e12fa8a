import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loginStore, useLoginState } from "#app/features/auth/store.ts";
import { SOCIAL_LIMITS } from "#common/protocol/constants.ts";
import type { RoomMessage, RoomSummary, SocialProfile } from "#common/protocol/index.ts";
import { AuthorName } from "../AuthorName.tsx";
import { Composer } from "../Composer.tsx";
import { type SocialAck, type SocialConnection, socialConnection } from "../connection.ts";
import { MessageText, shortTime } from "../MessageText.tsx";
import { ReportForm } from "../ReportForm.tsx";
import { useMessageList } from "../useMessageList.ts";

type RoomState = {
  room: RoomSummary | null;
  messages: RoomMessage[];
  present: SocialProfile[];
  count: number;
  mutedUntil: string | null;
  /** A refusal that ends the visit (removed, closed, not found). */
  gone: string | null;
  hasOlder: boolean;
};

const empty: RoomState = {
  room: null,
  messages: [],
  present: [],
  count: 0,
  mutedUntil: null,
  gone: null,
  hasOlder: true,
};

/** One chat room: history (older on scroll), live messages, who is present, the composer. */
export function RoomView({ roomId, lang }: { roomId: string; lang: string }) {
  const { t } = useTranslation("rooms");
  const login = useLoginState();
  const me = login.user?.username ?? null;
  const [state, setState] = useState<RoomState>(empty);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [showPeople, setShowPeople] = useState(false);
  const conn = useRef<SocialConnection | null>(null);
  const scroll = useMessageList(async () => {
    const first = state.messages[0];
    if (!conn.current || !first || !state.hasOlder) return null;
    const ack = await conn.current.call({ type: "roomHistory", roomId, before: first.at });
    if (!ack.ok) return null;
    return () =>
      setState((s) => ({
        ...s,
        messages: [...(ack.messages as RoomMessage[]), ...s.messages],
        hasOlder: ack.messages.length >= SOCIAL_LIMITS.historyPage,
      }));
  });

  const join = useCallback(async () => {
    const c = conn.current;
    if (!c) return;
    const ack = await c.call({ type: "roomJoin", roomId });
    if (!ack.ok) {
      setState({ ...empty, gone: ack.error });
      return;
    }
    scroll.stickToBottom();
    setState({
      room: ack.room,
      messages: ack.messages,
      present: ack.present,
      count: ack.count,
      mutedUntil: ack.mutedUntil,
      gone: null,
      hasOlder: ack.messages.length >= SOCIAL_LIMITS.historyPage,
    });
  }, [roomId, scroll]);

  useEffect(() => {
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    setState(empty);
    void socialConnection().then((c) => {
      if (cancelled) return;
      conn.current = c;
      cleanups.push(
        c.onReady(() => void join()),
        c.subscribe((push) => {
          if ("roomId" in push && push.roomId !== roomId) return;
          setState((s) => {
            switch (push.type) {
              case "roomMessage":
                if (push.message.roomId !== roomId || s.messages.some((m) => m.id === push.message.id))
                  return s;
                return { ...s, messages: [...s.messages, push.message] };
              case "roomMessageDeleted":
                return {
                  ...s,
                  messages: s.messages.map((m) => (m.id === push.messageId ? { ...m, text: null } : m)),
                };
              case "roomPresence": {
                const others = s.present.filter((p) => p.id !== push.user?.id);
                return {
                  ...s,
                  count: Math.max(push.joined ? s.count + 1 : s.count - 1, 0),
                  present: push.user && push.joined ? [...others, push.user] : push.user ? others : s.present,
                };
              }
              case "roomSanction":
                return push.kind === "mute" ? { ...s, mutedUntil: push.until } : { ...s, gone: "removed" };
              case "roomClosed":
                return { ...s, gone: "closed" };
              default:
                return s;
            }
          });
        }),
      );
    });
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
      void conn.current?.call({ type: "roomLeave", roomId });
    };
  }, [roomId, join]);

  function errorText(ack: Extract<SocialAck, { ok: false }>): string {
    if (ack.error === "slowMode" || ack.error === "rateLimited")
      return t("errors.wait", { seconds: Math.ceil((ack.retryAfterMs ?? 1000) / 1000) });
    if (ack.error === "muted" && ack.until)
      return t("errors.mutedUntil", { time: shortTime(ack.until, lang) });
    return t(`errors.${ack.error}`, { defaultValue: t("errors.internal") });
  }

  async function send() {
    const body = text.trim();
    if (!body || !conn.current || sending) return;
    setSending(true);
    const ack = await conn.current.call({ type: "roomSend", roomId, text: body });
    setSending(false);
    if (!ack.ok) {
      setError(errorText(ack));
      return;
    }
    setError(null);
    setText("");
    scroll.stickToBottom();
    setState((s) =>
      s.messages.some((m) => m.id === ack.message.id) ? s : { ...s, messages: [...s.messages, ack.message] },
    );
  }

  if (state.gone) {
    return (
      <section className="room room--gone" data-testid="room-gone">
        <p role="alert">{t(`errors.${state.gone}`, { defaultValue: t("errors.internal") })}</p>
      </section>
    );
  }

  const muted = state.mutedUntil && new Date(state.mutedUntil).getTime() > Date.now();
  return (
    <section className="room" aria-labelledby="room-title" data-testid="room">
      <header className="room__head">
        <div>
          <h2 id="room-title">{state.room?.name ?? "…"}</h2>
          {state.room?.description ? <p className="room__description">{state.room.description}</p> : null}
        </div>
        <button
          type="button"
          className="button button--small button--secondary room__people-toggle"
          aria-expanded={showPeople}
          onClick={() => setShowPeople((v) => !v)}
          data-testid="room-count"
        >
          {t("present", { count: state.count })}
        </button>
      </header>
      <div className="room__body">
        <ol
          className="room__messages"
          ref={scroll.list}
          aria-live="polite"
          data-testid="room-messages"
          onScroll={scroll.onScroll}
        >
          {state.messages.length === 0 ? <li className="room__empty">{t("empty")}</li> : null}
          {state.messages.map((message) => (
            <li
              key={message.id}
              className={`room-message${message.mentions.includes((me ?? "").toLowerCase()) ? " room-message--mention" : ""}`}
              data-testid="room-message"
            >
              <span className="room-message__author">
                {message.author?.avatarUrl ? (
                  <img src={message.author.avatarUrl} alt="" width={24} height={24} loading="lazy" />
                ) : (
                  <span className="avatar-dot" aria-hidden="true">
                    {(message.author?.username ?? "?").slice(0, 1).toUpperCase()}
                  </span>
                )}
                {message.author ? (
                  <AuthorName profile={message.author} />
                ) : (
                  <strong>{t("deletedUser")}</strong>
                )}
                <time dateTime={message.at}>{shortTime(message.at, lang)}</time>
              </span>
              <span className="room-message__text">
                {message.text === null ? (
                  <em className="muted">{t("deleted")}</em>
                ) : (
                  <MessageText text={message.text} me={me} />
                )}
              </span>
              {login.isLoggedIn && message.text !== null && message.author?.username !== me ? (
                <button
                  type="button"
                  className="link-button room-message__report"
                  onClick={() => setReporting(reporting === message.id ? null : message.id)}
                >
                  {t("report")}
                </button>
              ) : null}
              {reporting === message.id ? (
                <ReportForm
                  onSubmit={async (reason) => {
                    const ack = await conn.current?.call({
                      type: "roomReport",
                      messageId: message.id,
                      reason,
                    });
                    return ack?.ok ?? false;
                  }}
                  onDone={() => setReporting(null)}
                  ns="rooms"
                />
              ) : null}
            </li>
          ))}
        </ol>
        <aside
          className={`room__people${showPeople ? " room__people--open" : ""}`}
          aria-label={t("peopleTitle")}
        >
          <h3>{t("peopleTitle")}</h3>
          <ul data-testid="room-people">
            {state.present.map((person) => (
              <li key={person.id}>
                <AuthorName profile={person} />
              </li>
            ))}
          </ul>
          {state.count > state.present.length ? (
            <p className="muted">{t("readers", { count: state.count - state.present.length })}</p>
          ) : null}
        </aside>
      </div>
      {login.isLoggedIn ? (
        <Composer
          id="room-input"
          testId="room-input"
          text={text}
          onText={setText}
          onSend={() => void send()}
          labels={{ emoji: t("emoji"), placeholder: t("placeholder"), send: t("send") }}
          error={error}
          disabled={Boolean(muted)}
          sendDisabled={sending}
          note={
            muted ? (
              <p className="composer__note" role="status">
                {t("errors.mutedUntil", { time: shortTime(state.mutedUntil as string, lang) })}
              </p>
            ) : null
          }
        />
      ) : (
        <p className="composer composer--anonymous">
          <button
            type="button"
            className="button"
            onClick={() =>
              loginStore.requireLogin({
                onSuccess: () => void conn.current?.reauthenticate().then(() => join()),
              })
            }
          >
            {t("loginToWrite")}
          </button>
        </p>
      )}
    </section>
  );
}
