import { lazy, Suspense, useEffect } from "react";
import { loginStore, registerModalHost, useLoginState } from "#app/features/auth/store.ts";

// The modal's forms (and their validation code) load only when a page asks for a login, so the
// first load of every page stays small (docs/decisions/007-page-performance.md).
const LoginModal = lazy(() =>
  import("#app/features/auth/pages.tsx").then((module) => ({ default: module.LoginModal })),
);

/**
 * The accounts part every page layout shares: the spec §4.2 login modal (shown by
 * loginStore.requireLogin()) and the login state seeded by GET /api/auth/me, once per page load
 * (the store shares one call however many layouts mount; failures are ignored, spec §7.1).
 */
export function AuthHost({ providers }: { providers: string[] }) {
  const { modal } = useLoginState();
  useEffect(() => {
    void loginStore.requestMe();
  }, []);
  // Login links open the modal only where a host can show it (app/features/auth/LoginLinks.tsx).
  useEffect(() => registerModalHost(), []);
  if (!modal.show) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal providers={providers} />
    </Suspense>
  );
}
