import { useEffect, useId, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AdminHeader } from "./AdminHeader.tsx";
import { AdminNav } from "./AdminNav.tsx";
import "../admin.css";

/**
 * The private admin layout (spec §2.3 private-adm): header, navigation from the screens registry,
 * the screen. On a phone the navigation folds behind the menu button; from 60rem it is a sidebar.
 * `navigation: false` is the enrolment-only shell of an admin without a second factor.
 */
export function AdminShell(props: { email: string; navigation: boolean }) {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // A new screen closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="admin-shell layout-private-adm" data-layout="private-adm">
      <AdminHeader
        email={props.email}
        navId={props.navigation ? navId : null}
        menuOpen={open}
        onMenu={() => setOpen((value) => !value)}
      />
      <div className="admin-body">
        {props.navigation ? <AdminNav id={navId} open={open} onNavigate={() => setOpen(false)} /> : null}
        <main id="main" tabIndex={-1} className="admin-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
