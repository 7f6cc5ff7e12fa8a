/** Emoji reactions flying up over the stranger's video (issue 16); the chat log announces them. */
import { memo } from "react";
import type { Reaction } from "../use-video-chat.ts";

/** A stable, spread-out horizontal start for each reaction (no randomness in render). */
const lane = (id: number) => 12 + ((id * 37) % 70);

function EmojiReactionsView({ reactions }: { reactions: Reaction[] }) {
  if (reactions.length === 0) return null;
  return (
    <div className="vc-reactions" aria-hidden="true">
      {reactions.map((reaction) => (
        <span
          key={reaction.id}
          className="vc-reaction"
          data-from={reaction.from}
          data-testid="reaction"
          style={{ left: `${lane(reaction.id)}%` }}
        >
          {reaction.emoji}
        </span>
      ))}
    </div>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const EmojiReactions = memo(EmojiReactionsView);
