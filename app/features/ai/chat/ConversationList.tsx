import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Conversation } from "./store.ts";

/** The conversations kept in this browser: open, rename, delete. */
export function ConversationList(props: {
  conversations: Conversation[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation("ai");
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="ai-chat__list">
      <button type="button" className="button ai-chat__new" onClick={props.onNew}>
        {t("chat.newChat")}
      </button>
      <h2 className="ai-chat__list-title">{t("chat.conversations")}</h2>
      {props.conversations.length === 0 ? <p className="ai-chat__empty">{t("chat.empty")}</p> : null}
      <ul data-testid="conversation-list">
        {props.conversations.map((c) => (
          <li key={c.id} className={c.id === props.currentId ? "is-current" : undefined}>
            {editing === c.id ? (
              <form
                className="ai-chat__rename"
                onSubmit={(event) => {
                  event.preventDefault();
                  const value = String(new FormData(event.currentTarget).get("title") ?? "").trim();
                  if (value) props.onRename(c.id, value.slice(0, 80));
                  setEditing(null);
                }}
              >
                <label className="visually-hidden" htmlFor={`rename-${c.id}`}>
                  {t("chat.renameLabel")}
                </label>
                <input
                  id={`rename-${c.id}`}
                  name="title"
                  defaultValue={c.title}
                  maxLength={80}
                  // Focus moves into the field the visitor just asked for.
                  ref={(input) => input?.focus()}
                />
                <button type="submit" className="button button--small">
                  {t("chat.save")}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setEditing(null)}
                >
                  {t("chat.cancel")}
                </button>
              </form>
            ) : (
              <>
                <button
                  type="button"
                  className="ai-chat__open"
                  aria-current={c.id === props.currentId ? "true" : undefined}
                  onClick={() => props.onOpen(c.id)}
                >
                  {c.title}
                </button>
                <span className="ai-chat__item-actions">
                  <button
                    type="button"
                    className="ai-chat__icon"
                    onClick={() => setEditing(c.id)}
                    aria-label={`${t("chat.rename")}: ${c.title}`}
                  >
                    ✎
                  </button>
                  <button
                    type="button"
                    className="ai-chat__icon"
                    aria-label={`${t("chat.delete")}: ${c.title}`}
                    onClick={() => {
                      if (window.confirm(t("chat.confirmDelete"))) props.onDelete(c.id);
                    }}
                  >
                    ×
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="ai-chat__kept">{t("chat.keptLocally")}</p>
    </div>
  );
}
