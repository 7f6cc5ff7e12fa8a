/**
 * The browser's anonymous ident (spec §3 user data `ident`), as the video chat keeps it in
 * localStorage (app/features/video-chat/use-video-chat.ts, key "acaso:userLocalIdent"). Moderation
 * only reads it: a ban or warning by ident is found with it.
 */
export const LOCAL_IDENT_KEY = "acaso:userLocalIdent";

export function readLocalIdent(): string | undefined {
  try {
    return localStorage.getItem(LOCAL_IDENT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
