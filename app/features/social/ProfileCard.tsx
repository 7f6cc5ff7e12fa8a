import { useTranslation } from "react-i18next";
import type { PublicProfile } from "#common/social/profile.ts";
import { UserText } from "./UserText.tsx";

/**
 * The public profile card (issue 14): avatar, username, display name, bio, member since. Built from
 * a PublicProfile, which never carries the e-mail address. `compact` is the one-line form used in
 * lists (story author, room members).
 */
export function ProfileCard({ profile, compact = false }: { profile: PublicProfile; compact?: boolean }) {
  const { t, i18n } = useTranslation("profile");
  const name = profile.username ? `@${profile.username}` : t("card.noUsername");
  const initial = (profile.username ?? profile.displayName ?? "?").slice(0, 1).toUpperCase();
  const since = new Date(profile.memberSince).toLocaleDateString(i18n.language, {
    year: "numeric",
    month: "long",
  });
  return (
    <div className={compact ? "profile-card profile-card--compact" : "profile-card"}>
      {profile.avatarUrl ? (
        <img className="profile-card__avatar" src={profile.avatarUrl} alt="" width={48} height={48} />
      ) : (
        <span className="profile-card__avatar profile-card__avatar--initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <div className="profile-card__body">
        <strong className="profile-card__name">{name}</strong>
        {profile.displayName && !compact ? (
          <span className="profile-card__display">{profile.displayName}</span>
        ) : null}
        {profile.bio && !compact ? (
          <p className="profile-card__bio">
            <UserText text={profile.bio} />
          </p>
        ) : null}
        {!compact ? (
          <span className="profile-card__since">{t("card.memberSince", { date: since })}</span>
        ) : null}
      </div>
    </div>
  );
}
