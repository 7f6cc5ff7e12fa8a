import { textParts } from "#common/protocol/text-parts.ts";

/**
 * User text as text (issue 14): never HTML. Links are shown as links marked
 * rel="nofollow ugc noopener" (opened in a new tab), mentions highlighted.
 */
export function MessageText({ text, me }: { text: string; me?: string | null | undefined }) {
  const parts = textParts(text);
  return (
    <>
      {parts.map((part, i) => {
        const key = `${i}-${part.kind}`;
        if (part.kind === "link")
          return (
            <a key={key} href={part.value} rel="nofollow ugc noopener" target="_blank">
              {part.value}
            </a>
          );
        if (part.kind === "mention")
          return (
            <span
              key={key}
              className={`mention${me && part.value.slice(1).toLowerCase() === me.toLowerCase() ? " mention--me" : ""}`}
            >
              {part.value}
            </span>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </>
  );
}

/** A few emoji for the composers (the keyboard's own picker works too). */
export const QUICK_EMOJI = ["😀", "😂", "😍", "👍", "🙏", "🔥", "🎉", "😢", "😮", "❤️"] as const;

export function EmojiRow({ onPick, label }: { onPick(emoji: string): void; label: string }) {
  return (
    <fieldset className="social-emoji" aria-label={label}>
      {QUICK_EMOJI.map((emoji) => (
        <button key={emoji} type="button" className="social-emoji__button" onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </fieldset>
  );
}

/** "14:05" today, a short date otherwise. */
export function shortTime(iso: string, lang: string): string {
  const date = new Date(iso);
  const today = new Date();
  const sameDay = date.toDateString() === today.toDateString();
  return sameDay
    ? date.toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString(lang, { day: "numeric", month: "short" });
}
