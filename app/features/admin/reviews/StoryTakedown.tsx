import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

/** Takes a reported story down at once (issue 14): DELETE /api/admin/reviews/:id/story, audited. */
export function StoryTakedown({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation("adminSocial");
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState<AdminApiError | null>(null);
  async function takeDown() {
    if (!window.confirm(t("review.confirmTakedown"))) return;
    setState("busy");
    setError(null);
    const result = await adminSend("DELETE", `/api/admin/reviews/${reviewId}/story`);
    if (result.ok) setState("done");
    else {
      setState("idle");
      setError(result.error);
    }
  }
  if (state === "done")
    return (
      <p className="admin-success" role="status">
        {t("review.takedownDone")}
      </p>
    );
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button button--secondary"
        disabled={state === "busy"}
        onClick={() => void takeDown()}
      >
        {t("review.takedown")}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}
