import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "#app/lib/site.ts";
import { type RewardStatus, remainingMinutes } from "#common/rewards/index.ts";
import { rewardsApi } from "./api.ts";
import { filterName } from "./names.ts";

/** How often the badge re-reads the balance and filter while the chat is open. */
const REFRESH_MS = 60_000;

/**
 * Issue 13: the balance and the partner filter in force, visible in the chat itself (not only in its
 * settings dialog): "Deutsch · 12 min · 40 credits". Read once the chat is in use (`active`, e.g.
 * after the first Start), so the page's load asks for nothing more; an anonymous visitor (401) or
 * rewards switched off shows nothing and is not asked again. Pressing it opens the settings dialog,
 * where credits are earned and spent (not during a match, like the settings button). `data-filter-active`
 * marks the search as filtered.
 */
export function FilterBadge(props: { active: boolean; disabled?: boolean; onOpen: () => void }) {
  const { t } = useTranslation("rewards");
  const pageLang = useSite()?.lang ?? "en";
  const [status, setStatus] = useState<RewardStatus | null>(null);
  const [gone, setGone] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const { active } = props;

  useEffect(() => {
    if (!active || gone) return;
    let cancelled = false;
    const read = async () => {
      const result = await rewardsApi.status();
      if (cancelled) return;
      if (result.ok) {
        setStatus(result.data);
        setNow(Date.now());
      } else if (result.problem.error === "loginRequired" || result.problem.error === "disabled") {
        setGone(true);
      }
    };
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active, gone]);

  // The minutes count down between reads.
  useEffect(() => {
    if (!status?.filter) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [status?.filter]);

  if (gone || !status || !status.enabled) return null;
  const filter = status.filter;
  const minutes = filter ? remainingMinutes(Date.parse(filter.endsAt), now) : 0;
  const filtering = filter !== null && minutes > 0;
  const parts = [
    ...(filtering && filter ? [t("filterActiveShort", { lang: filterName(filter, pageLang), minutes })] : []),
    t("balance", { count: status.balance }),
  ];
  return (
    <button
      type="button"
      className="rw-badge"
      data-testid="filter-badge"
      data-filter-active={filtering ? "true" : "false"}
      title={t("title")}
      aria-label={`${t("title")}: ${parts.join(", ")}`}
      disabled={props.disabled}
      onClick={props.onOpen}
    >
      {parts.join(" · ")}
    </button>
  );
}
