import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loginStore } from "#app/features/auth/store.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { SocialAction, SocialPush } from "#common/protocol/index.ts";
import type { SocialAck } from "./connection.ts";

type SocialLink = {
  call(payload: SocialAction, reauthenticate?: boolean): Promise<SocialAck | { ok: false; error: string }>;
  subscribe(listener: (push: SocialPush) => void): () => void;
};

type Phase = "idle" | "sent" | "asked" | "friends" | "peerAnonymous" | "failed";

/**
 * "Add as friend" during a video chat match (issue 14): when both strangers pressed it, a direct chat
 * between them exists (neither sees the other's e-mail). Anonymous people get the login modal first.
 */
export function AddFriendButton({ matchId, social }: { matchId: string; social: SocialLink }) {
  const { t } = useTranslation("directChats");
  const path = usePagePath();
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(
    () =>
      social.subscribe((push) => {
        if (push.type === "friendRequested" && push.matchId === matchId)
          setPhase((p) => (p === "idle" ? "asked" : p));
        if (push.type === "friendAdded" && push.matchId === matchId) setPhase("friends");
      }),
    [social, matchId],
  );

  async function press(afterLogin = false) {
    const ack = await social.call({ type: "friendAdd", matchId }, afterLogin);
    if (ack.ok) setPhase(ack.conversationId ? "friends" : "sent");
    else if (ack.error === "loginRequired") askLogin();
    else setPhase(ack.error === "peerNotLoggedIn" ? "peerAnonymous" : "failed");
  }

  function askLogin() {
    loginStore.requireLogin({ onSuccess: () => void press(true) });
  }

  if (phase === "friends") {
    return (
      <a
        className="vc-control vc-friend vc-friend--done"
        href={path("socialChats")}
        data-testid="friend-added"
        title={t("friend.added")}
        target="_blank"
        rel="noopener"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 12l5 5L20 6" />
        </svg>
        {/* On phones a round icon button like the other controls (its words stay for screen readers). */}
        <span className="vc-label">{t("friend.added")}</span>
      </a>
    );
  }
  const label =
    phase === "sent"
      ? t("friend.sent")
      : phase === "asked"
        ? t("friend.accept")
        : phase === "peerAnonymous"
          ? t("friend.peerAnonymous")
          : phase === "failed"
            ? t("friend.failed")
            : t("friend.add");
  return (
    <button
      type="button"
      className={`vc-control vc-friend${phase === "asked" ? " vc-friend--asked" : ""}`}
      data-testid="add-friend"
      data-phase={phase}
      title={label}
      disabled={phase === "sent" || phase === "peerAnonymous"}
      onClick={() => {
        if (!loginStore.get().isLoggedIn) askLogin();
        else void press();
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="9" cy="8" r="4" />
        <path d="M2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
      </svg>
      <span className="vc-label">{label}</span>
    </button>
  );
}
