import { lazy, type ReactNode, Suspense } from "react";
import { ModerationProvider, useModeration } from "./context.tsx";
import { AppealOutcomeNotice } from "./Notices.tsx";

// Loaded only for a banned visitor: the chat page's weight does not change (it carries the robot check).
const BanScreen = lazy(() => import("./BanScreen.tsx").then((module) => ({ default: module.BanScreen })));

function Gate(props: { children: ReactNode }) {
  const { status, refresh } = useModeration();
  // A banned visitor gets the statement and the appeal form instead of the chat (no camera, no socket).
  if (status?.ban) {
    return (
      <Suspense fallback={null}>
        <BanScreen ban={status.ban} onChange={() => void refresh()} />
      </Suspense>
    );
  }
  return (
    <>
      <AppealOutcomeNotice />
      {props.children}
    </>
  );
}

/**
 * Wraps the video chat (issue 12): reads this visitor's moderation status once per page and shows the
 * ban screen instead of the chat while a ban applies. The chat inside reads the same status
 * (useModeration: warnings, the blur threshold).
 */
export function ModerationGate(props: { children: ReactNode }) {
  return (
    <ModerationProvider>
      <Gate>{props.children}</Gate>
    </ModerationProvider>
  );
}
