import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { hasModalHost, loginStore } from "./store.ts";

/**
 * Links that meet the login: plain links in the HTML (without JavaScript they work as before: the
 * login page, or the server's guard that sends to it with the return path), upgraded to the spec
 * §4.2 login modal once the page's script runs.
 */

/** A click the page may take over: the primary button, no modifier (new tab, download…), not yet handled. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** Waits for the page's one me call, so a visitor whose session is still being read is not asked to log in. */
async function knownLoginState(): Promise<boolean> {
  if (!loginStore.get().hasRequestedMe) await loginStore.requestMe();
  return loginStore.get().isLoggedIn;
}

/** The header's "Log in": opens the modal; the href is the login page (no-JS fallback). */
export function LoginModalLink(props: {
  to: string;
  className?: string;
  successMessage?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const { to, successMessage, children, ...rest } = props;
  return (
    <Link
      to={to}
      {...rest}
      onClick={(event) => {
        if (!isPlainClick(event) || !hasModalHost()) return;
        event.preventDefault();
        loginStore.requireLogin(successMessage ? { successMessage } : {});
      }}
    >
      {children}
    </Link>
  );
}

/**
 * A link to a login-only page (spec §2.1 guards): logged in, it is an ordinary link; otherwise the
 * modal opens and the page is opened once the login succeeded (the spec §4.2 success callback).
 */
export function LoginRequiredLink(props: {
  to: string;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const navigate = useNavigate();
  const { to, children, ...rest } = props;
  return (
    <Link
      to={to}
      {...rest}
      onClick={(event) => {
        if (!isPlainClick(event) || loginStore.get().isLoggedIn) return;
        event.preventDefault();
        void knownLoginState().then((loggedIn) => {
          if (loggedIn || !hasModalHost()) return void navigate(to);
          loginStore.requireLogin({ onSuccess: () => void navigate(to) });
        });
      }}
    >
      {children}
    </Link>
  );
}
