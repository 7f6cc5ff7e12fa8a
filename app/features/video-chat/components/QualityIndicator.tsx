/** Connection quality during a match (issue 16): bars, with round trip, loss and route in words. */
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { Quality } from "../quality.ts";

const BARS = { good: 3, fair: 2, poor: 1 } as const;

function QualityIndicatorView({ quality }: { quality: Quality | null }) {
  const { t } = useTranslation("chatScreen");
  if (!quality) return null;
  const route = quality.relayed ? t("quality.relayed") : t("quality.direct");
  const details = t("quality.details", {
    rtt: quality.rttMs ?? "–",
    loss: quality.lossPercent ?? 0,
    route,
  });
  const label = `${t("quality.label", { level: t(`quality.${quality.level}`) })}. ${details}`;
  return (
    <p
      className="vc-quality"
      data-testid="quality"
      data-level={quality.level}
      data-route={quality.relayed ? "relay" : "direct"}
      title={label}
    >
      <span className="vc-bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} data-on={bar <= BARS[quality.level] || undefined} />
        ))}
      </span>
      <span className="vc-visually-hidden">{label}</span>
      {quality.rttMs !== null && (
        <span className="vc-quality-rtt" aria-hidden="true">
          {quality.rttMs} ms{quality.relayed ? " · TURN" : ""}
        </span>
      )}
    </p>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const QualityIndicator = memo(QualityIndicatorView);
