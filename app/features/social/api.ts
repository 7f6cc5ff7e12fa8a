import { api } from "#app/features/auth/api.ts";
import type { OwnProfile, ProfileUpdate, PublicProfile } from "#common/social/profile.ts";

export type { OwnProfile, PublicProfile };

/** Calls of the social area's profile API (server/social/http.ts), through the one HTTP client. */
export const socialApi = {
  updateProfile: (body: ProfileUpdate) => api<{ profile: OwnProfile }>("PATCH", "/api/social/profile", body),
  resendVerification: (lang: string) =>
    api<{ ok: true; alreadyVerified: boolean }>("POST", "/api/social/verify-email/resend", { lang }),
  profiles: (ids: string[]) =>
    api<{ profiles: PublicProfile[] }>(
      "GET",
      `/api/social/profiles?ids=${ids.map(encodeURIComponent).join(",")}`,
    ),
};
