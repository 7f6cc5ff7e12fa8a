import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { DecisionBar, type DecisionBarHandle } from "./DecisionBar.tsx";
import { ReviewDetail } from "./ReviewDetail.tsx";
import { ReviewList } from "./ReviewList.tsx";
import { shortcutOf } from "./shortcuts.ts";
import type { DecisionInput, ReviewDetailData, ReviewListItem } from "./types.ts";

type ListAnswer = { items: ReviewListItem[]; open: number };

/**
 * /-priv/mda/safecontrol: the review queue (issue 12). Reports and flagged captures, automatic bans
 * first, then oldest first; one decision per item; keyboard: J/K move, D dismiss, W warn, B ban,
 * V look at the pictures.
 */
export function ReviewQueue() {
  const { t } = useTranslation("admin");
  const [tab, setTab] = useState<"open" | "decided">("open");
  const list = useAdminQuery<ListAnswer>(`/api/admin/reviews?status=${tab}`, { refreshMs: 10_000 });
  const items = list.data?.items ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const detail = useAdminQuery<ReviewDetailData>(selected ? `/api/admin/reviews/${selected}` : null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const bar = useRef<DecisionBarHandle | null>(null);

  // The first item is selected as the queue arrives, and again when the selected one left it.
  useEffect(() => {
    if (items.length === 0) return;
    if (!selected || !items.some((item) => item.id === selected)) setSelected(items[0]?.id ?? null);
  }, [items, selected]);

  const move = useCallback(
    (step: number) => {
      const index = items.findIndex((item) => item.id === selected);
      const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
      if (next) {
        setSelected(next.id);
        setError(null);
      }
    },
    [items, selected],
  );

  const decide = useCallback(
    async (input: DecisionInput) => {
      if (!selected || busy) return;
      setBusy(true);
      setError(null);
      const result = await adminSend<{ item: { decision: string } }>(
        "POST",
        `/api/admin/reviews/${selected}/decision`,
        input,
      );
      setBusy(false);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setDone(t(`reviews.done.${input.decision}`));
      const index = items.findIndex((item) => item.id === selected);
      setSelected(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
      list.reload();
    },
    [selected, busy, items, list, t],
  );

  const detailData = detail.data?.item.id === selected ? detail.data : null;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const action = shortcutOf({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        target: event.target as HTMLElement | null,
      });
      if (!action) return;
      event.preventDefault();
      if (action === "next") move(1);
      else if (action === "previous") move(-1);
      else if (action === "look") setRevealed(new Set(detailData?.captures.map((c) => c.id) ?? []));
      else if (detailData?.item.status === "open") {
        if (action === "ban") bar.current?.openBan();
        else bar.current?.decide(action);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move, detailData]);

  return (
    <>
      <h1>{t("site:pages.adminSafe.title")}</h1>
      <p className="admin-lead">{t("reviews.lead")}</p>
      <div className="admin-tabs" role="tablist" aria-label={t("reviews.tabs")}>
        {(["open", "decided"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className="admin-tab"
            onClick={() => {
              setTab(value);
              setSelected(null);
            }}
          >
            {t(`reviews.tab.${value}`)}
            {value === "open" && list.data && tab === "open" ? ` (${list.data.open})` : ""}
          </button>
        ))}
      </div>
      <p className="admin-muted admin-shortcuts">{t("reviews.shortcuts")}</p>
      <ErrorBox error={list.error} onRetry={list.reload} />
      {done ? (
        <p className="admin-success" role="status" data-testid="decision-done">
          {done}
        </p>
      ) : null}
      <div className="review-layout">
        <div className="review-layout__list">
          <Loading show={list.loading && !list.data} />
          {list.data ? (
            <ReviewList
              items={items}
              selected={selected}
              onSelect={(id) => {
                setSelected(id);
                setError(null);
              }}
            />
          ) : null}
        </div>
        <div className="review-layout__detail">
          <Loading show={detail.loading && !detailData} />
          <ErrorBox error={detail.error} onRetry={detail.reload} />
          {detailData ? (
            <>
              <ReviewDetail
                detail={detailData}
                revealed={revealed}
                onReveal={(id) => setRevealed((current) => new Set([...current, id]))}
              />
              {detailData.item.status === "open" ? (
                <DecisionBar
                  key={detailData.item.id}
                  ref={bar}
                  detail={detailData}
                  busy={busy}
                  error={error}
                  onDecide={(input) => void decide(input)}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
