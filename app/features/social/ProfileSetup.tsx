import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanUsername, type OwnProfile, PROFILE_LIMITS } from "#common/social/profile.ts";
import { socialApi } from "./api.ts";

/**
 * Username and bio form (issue 14): shown on the first visit of the social area until a username
 * is chosen, and later from "Edit profile". The preview applies the spec §5 username helper as the
 * server will.
 */
export function ProfileSetup({
  profile,
  onSaved,
  onCancel,
}: {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation("profile");
  const id = useId();
  const [username, setUsername] = useState(profile.username ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const locked = Boolean(profile.usernameChangeAllowedAt);
  const preview = cleanUsername(username);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const body: { username?: string; bio?: string | null } = { bio: bio.trim() || null };
    if (!locked && preview !== profile.username) body.username = username;
    const result = await socialApi.updateProfile(body);
    setSaving(false);
    if (result.ok) {
      onSaved(result.data.profile);
      return;
    }
    const first = result.errors[0];
    const field = first?.field === "bio" ? "bio" : first?.field === "username" ? "username" : "_form";
    let text = t("errors.generic");
    if (first?.typeError === "duplicated") text = t("errors.taken");
    else if (first?.typeError === "pending" && first.msg)
      text = t("errors.wait", { date: new Date(first.msg).toLocaleDateString(i18n.language) });
    else if (result.status === 429) text = t("errors.tooMany");
    else if (first?.msg === "controlCharacters") text = t("errors.control");
    else if (field === "username") text = t("errors.short");
    else if (field === "bio") text = t("errors.bioLong");
    setError({ field, text });
  }

  return (
    <form className="profile-setup" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-username`}>{t("setup.username")}</label>
      <input
        id={`${id}-username`}
        name="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
        maxLength={60}
        required
        disabled={locked}
        aria-invalid={error?.field === "username"}
        aria-describedby={`${id}-username-hint`}
      />
      <p className="hint" id={`${id}-username-hint`}>
        {locked && profile.usernameChangeAllowedAt
          ? t("errors.wait", {
              date: new Date(profile.usernameChangeAllowedAt).toLocaleDateString(i18n.language),
            })
          : preview && preview !== username
            ? t("setup.preview", { name: preview })
            : t("setup.usernameHint", { days: PROFILE_LIMITS.usernameChangeDays })}
      </p>
      {error?.field === "username" ? (
        <p className="field-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <label htmlFor={`${id}-bio`}>{t("setup.bio")}</label>
      <textarea
        id={`${id}-bio`}
        name="bio"
        value={bio}
        onChange={(e) => setBio(e.target.value)}
        maxLength={PROFILE_LIMITS.bioChars}
        rows={3}
        aria-invalid={error?.field === "bio"}
      />
      <p className="hint">{t("setup.bioHint", { max: PROFILE_LIMITS.bioChars })}</p>
      {error && error.field !== "username" ? (
        <p className="field-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <div className="profile-setup__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("setup.saving") : t("setup.save")}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary button--small" onClick={onCancel}>
            {t("setup.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
