import type { ReactNode } from "react";
import { SOCIAL_LIMITS } from "#common/protocol/constants.ts";
import { EmojiRow } from "./MessageText.tsx";

/**
 * The message composer of chat rooms and direct chats: emoji row, text box (Enter sends, Shift+Enter
 * is a new line), send button, error line and character count. `before` goes left of the text box
 * (the direct chat's picture button), `note` above the emoji row (a room's mute notice).
 */
export function Composer(props: {
  id: string;
  testId: string;
  text: string;
  onText: (value: string) => void;
  onSend: () => void;
  labels: { emoji: string; placeholder: string; send: string };
  error: ReactNode;
  disabled?: boolean;
  sendDisabled?: boolean;
  before?: ReactNode;
  note?: ReactNode;
}) {
  const { text, onText, onSend, labels } = props;
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {props.note}
      <EmojiRow
        label={labels.emoji}
        onPick={(emoji) => onText((text + emoji).slice(0, SOCIAL_LIMITS.messageChars))}
      />
      <div className="composer__row">
        {props.before}
        <label className="visually-hidden" htmlFor={props.id}>
          {labels.placeholder}
        </label>
        <textarea
          id={props.id}
          rows={1}
          value={text}
          maxLength={SOCIAL_LIMITS.messageChars}
          placeholder={labels.placeholder}
          disabled={props.disabled}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              onSend();
            }
          }}
          data-testid={props.testId}
        />
        <button
          type="submit"
          className="button"
          disabled={props.sendDisabled || props.disabled || !text.trim()}
        >
          {labels.send}
        </button>
      </div>
      <p className="composer__meta">
        <span role="alert" className="composer__error">
          {props.error}
        </span>
        <span>
          {text.length}/{SOCIAL_LIMITS.messageChars}
        </span>
      </p>
    </form>
  );
}
