/**
 * The text chat: the conversation, "Stranger is typing…", emoji reactions and the text box (issue 16).
 * On desktop a column beside the videos; on phones the last messages float over the lower part of
 * the video and the text box sits above the controls (and above the on-screen keyboard).
 */
import { type FormEvent, memo, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "#common/protocol/constants.ts";
import type { SystemNotice } from "../machine.ts";
import type { ChatLine } from "../use-video-chat.ts";
import { Icon } from "./icons.tsx";

export const EMOJIS = ["👋", "😀", "😂", "😍", "👍", "❤️", "😮", "😢"] as const;

/** Notices added by issue 16 live in the chatScreen namespace; the others in chat. */
const NEW_NOTICES: ReadonlySet<SystemNotice> = new Set(["peerReconnecting", "peerBack", "resumed"]);

function ChatPanelView(props: {
  lines: ChatLine[];
  enabled: boolean;
  peerTyping: boolean;
  onSend: (text: string) => void;
  onTyping: (text: string) => void;
  onEmoji: (emoji: string) => void;
}) {
  const { t } = useTranslation("chat");
  const { t: ts } = useTranslation("chatScreen");
  const [text, setText] = useState("");
  const [pickerOpen, setPickerOpen] = useState(false);
  const inputId = useId();
  const pickerId = useId();
  const boxRef = useRef<HTMLDivElement | null>(null);
  /** Whether the newest line is in view; then the log follows new lines and size changes. */
  const atEnd = useRef(true);
  const lastLine = props.lines.at(-1)?.id;
  useEffect(() => {
    const box = boxRef.current;
    if (lastLine !== undefined && box && atEnd.current) box.scrollTop = box.scrollHeight;
  }, [lastLine]);
  useEffect(() => {
    // Rotating the phone, the keyboard opening or the layout changing keeps the newest line in view.
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const onScroll = () => {
      atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    };
    const observer = new ResizeObserver(() => {
      if (atEnd.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    box.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener("scroll", onScroll);
    };
  }, []);
  useEffect(() => {
    if (!props.enabled) setPickerOpen(false);
  }, [props.enabled]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    props.onSend(text);
    setText("");
  }

  const notice = (name: SystemNotice) =>
    NEW_NOTICES.has(name) ? ts(`notices.${name}`) : t(`notices.${name}`);

  return (
    <section className="vc-chat" aria-label={t("chat.title")} data-no-swipe>
      <div
        ref={boxRef}
        className="vc-log"
        role="log"
        aria-live="polite"
        aria-label={t("chat.log")}
        data-testid="chat-log"
      >
        <ol>
          {props.lines.length === 0 && (
            <li className="vc-line vc-line-system vc-line-empty">{t("chat.empty")}</li>
          )}
          {props.lines.map((line) => (
            <li key={line.id} className={`vc-line vc-line-${line.from}`} data-from={line.from}>
              {line.from === "system" && line.notice ? (
                notice(line.notice)
              ) : (
                <>
                  <span className="vc-who">{line.from === "me" ? t("chat.you") : t("chat.stranger")}: </span>
                  <span className={line.emoji ? "vc-emoji" : undefined}>{line.text}</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="vc-typing" data-testid="typing" hidden={!props.peerTyping}>
        {ts("typing")}
      </p>
      <fieldset id={pickerId} className="vc-emojis" data-open={pickerOpen || undefined}>
        <legend className="vc-visually-hidden">{t("chat.emoji")}</legend>
        {EMOJIS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            disabled={!props.enabled}
            onClick={() => props.onEmoji(emoji)}
            aria-label={`${t("chat.emoji")} ${emoji}`}
          >
            {emoji}
          </button>
        ))}
      </fieldset>
      <form className="vc-form" onSubmit={submit}>
        <button
          type="button"
          className="vc-emoji-toggle"
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          disabled={!props.enabled}
          onClick={() => setPickerOpen((open) => !open)}
          title={ts("emojiPicker")}
        >
          <Icon name="emoji" />
          <span className="vc-visually-hidden">{ts("emojiPicker")}</span>
        </button>
        <label htmlFor={inputId} className="vc-visually-hidden">
          {t("chat.input")}
        </label>
        <input
          id={inputId}
          data-testid="chat-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            props.onTyping(event.target.value);
          }}
          maxLength={LIMITS.messageChars}
          placeholder={t("chat.placeholder")}
          disabled={!props.enabled}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button
          type="submit"
          className="vc-send"
          data-testid="chat-send"
          disabled={!props.enabled || !text.trim()}
        >
          <Icon name="send" />
          <span className="vc-label">{t("chat.send")}</span>
        </button>
      </form>
    </section>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const ChatPanel = memo(ChatPanelView);
