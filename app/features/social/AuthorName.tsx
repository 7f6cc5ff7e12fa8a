import { useState } from "react";
import type { SocialProfile } from "#common/protocol/index.ts";
import { type PublicProfile, socialApi } from "./api.ts";
import { ProfileCard } from "./ProfileCard.tsx";

/** "@name" that opens the person's public profile card (issue 14: cards in rooms and chats). */
export function AuthorName({ profile }: { profile: SocialProfile }) {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<PublicProfile | null>(null);
  return (
    <span className="author-name">
      <button
        type="button"
        className="author-name__button"
        aria-expanded={open}
        onClick={async () => {
          const next = !open;
          setOpen(next);
          if (next && !card) {
            const result = await socialApi.profiles([profile.id]);
            if (result.ok) setCard(result.data.profiles[0] ?? null);
          }
        }}
      >
        @{profile.username}
      </button>
      {open ? (
        <span className="author-name__card" data-testid="profile-popover">
          {card ? <ProfileCard profile={card} /> : <span className="muted">…</span>}
        </span>
      ) : null}
    </span>
  );
}
