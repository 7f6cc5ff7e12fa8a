import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ConversationSummary } from "#common/protocol/index.ts";
import { type SocialConnection, socialConnection } from "../connection.ts";
import { MessageText, shortTime } from "../MessageText.tsx";
import { refreshUnread } from "../unread.ts";
import { ConversationView } from "./ConversationView.tsx";

/**
 * /app/social/chats (issue 14): the conversation list (last message, unread count, online dot) and,
 * with `?c=<id>`, one conversation beside it (on phones instead of it).
 */
export function ChatsPage(props: {
  conversationId: string | null;
  userId: string;
  lang: string;
  basePath: string;
}) {
  const { t } = useTranslation("directChats");
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const conn = useRef<SocialConnection | null>(null);

  const load = useCallback(async () => {
    const ack = await conn.current?.call({ type: "dmList" });
    if (!ack) return;
    if (ack.ok) {
      setConversations(ack.conversations);
      setFailed(false);
    } else setFailed(true);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const cleanups: Array<() => void> = [];
    void socialConnection().then((c) => {
      if (cancelled) return;
      conn.current = c;
      cleanups.push(
        c.onReady((ok) => {
          if (ok) void load();
        }),
        c.subscribe((push) => {
          if (
            push.type === "dmMessage" ||
            push.type === "friendAdded" ||
            (push.type === "dmReceipt" && push.kind === "read")
          ) {
            void load();
            void refreshUnread();
          }
        }),
      );
    });
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [load]);

  const open = props.conversationId;
  return (
    <div className={`social-split${open ? " social-split--open" : ""}`}>
      <nav className="social-split__list" aria-labelledby="chats-title">
        <h1 id="chats-title">{t("title")}</h1>
        {failed ? <p role="alert">{t("errors.internal")}</p> : null}
        {conversations === null && !failed ? <p className="muted">{t("loading")}</p> : null}
        {conversations?.length === 0 ? <p data-testid="chats-empty">{t("none")}</p> : null}
        <ul className="conversation-list" data-testid="conversation-list">
          {conversations?.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`${props.basePath}?c=${conversation.id}`}
                className={`conversation-list__item${conversation.id === open ? " conversation-list__item--active" : ""}`}
                aria-current={conversation.id === open ? "page" : undefined}
                data-testid="conversation"
              >
                <span
                  className={`online-dot${conversation.online ? " online-dot--on" : ""}`}
                  aria-hidden="true"
                />
                <span className="conversation-list__text">
                  <span className="conversation-list__name">
                    {conversation.peer ? `@${conversation.peer.username}` : t("deletedUser")}
                    {conversation.online ? <span className="visually-hidden"> ({t("online")})</span> : null}
                  </span>
                  <span className="conversation-list__last">
                    {conversation.last ? (
                      conversation.last.deleted ? (
                        t("deleted")
                      ) : conversation.last.text ? (
                        <MessageText text={conversation.last.text.slice(0, 80)} />
                      ) : (
                        t("image")
                      )
                    ) : (
                      t("newFriend")
                    )}
                  </span>
                </span>
                <span className="conversation-list__side">
                  {conversation.last ? (
                    <time dateTime={conversation.last.at}>{shortTime(conversation.last.at, props.lang)}</time>
                  ) : null}
                  {conversation.unread > 0 && conversation.id !== open ? (
                    <span className="unread-badge" data-testid="conversation-unread">
                      {conversation.unread}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted social-split__foot">{t("howToFriend")}</p>
      </nav>
      <div className="social-split__main">
        {open ? (
          <>
            <Link to={props.basePath} className="social-back">
              ← {t("back")}
            </Link>
            <ConversationView key={open} conversationId={open} userId={props.userId} lang={props.lang} />
          </>
        ) : (
          <p className="social-split__hint muted">{t("pick")}</p>
        )}
      </div>
    </div>
  );
}
