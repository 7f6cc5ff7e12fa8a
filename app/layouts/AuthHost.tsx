import { useEffect } from "react";
import { LoginModal } from "#app/features/auth/pages.tsx";
import { loginStore } from "#app/features/auth/store.ts";

/**
 * The accounts part every page layout shares: the spec §4.2 login modal (shown by
 * loginStore.requireLogin()) and the login state seeded by GET /api/auth/me, once per page load
 * (the store shares one call however many layouts mount; failures are ignored, spec §7.1).
 */
export function AuthHost({ providers }: { providers: string[] }) {
  useEffect(() => {
    void loginStore.requestMe();
  }, []);
  return <LoginModal providers={providers} />;
}
