import { useTranslation } from "react-i18next";
import type { ImpressionRow } from "./types.ts";

const COLORS = ["#ffb020", "#4fc3f7", "#81c784", "#e57373", "#ba68c8", "#ffd54f", "#4db6ac", "#f06292"];
const W = 640;
const H = 220;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };

/** Days from `since` to today (UTC), as YYYY-MM-DD. */
export function daysSince(since: string, today = new Date()): string[] {
  const out: string[] = [];
  const end = today.toISOString().slice(0, 10);
  for (let d = new Date(`${since}T00:00:00Z`); out.length < 120; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    out.push(day);
    if (day >= end) break;
  }
  return out;
}

/**
 * Impressions per ad and placement over the last 30 days (issue 13): one line per ad × placement,
 * drawn as SVG (no chart library: a few hundred bytes), with the same figures in a table for screen
 * readers and copying.
 */
export function ImpressionsChart(props: {
  since: string;
  rows: ImpressionRow[];
  label: (sdaId: string, placement: string) => string;
}) {
  const { t } = useTranslation("adminAds");
  const days = daysSince(props.since);
  const series = new Map<string, { sdaId: string; placement: string; counts: Map<string, number> }>();
  for (const row of props.rows) {
    const key = `${row.sdaId}|${row.placement}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { sdaId: row.sdaId, placement: row.placement, counts: new Map() };
      series.set(key, entry);
    }
    entry.counts.set(row.day, (entry.counts.get(row.day) ?? 0) + row.count);
  }
  if (series.size === 0) return <p className="admin-muted">{t("manager.chartEmpty")}</p>;
  const max = Math.max(1, ...props.rows.map((row) => row.count));
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, days.length - 1);
  const y = (n: number) => H - PAD.bottom - (n * (H - PAD.top - PAD.bottom)) / max;
  const list = [...series.values()];
  return (
    <figure className="sda-chart" data-testid="sda-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t("manager.chartLabel")}
        style={{ width: "100%", height: "auto" }}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#888" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0)} textAnchor="end" fontSize="11" fill="currentColor">
          0
        </text>
        <text x={PAD.left} y={H - 6} fontSize="11" fill="currentColor">
          {days[0]}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize="11" textAnchor="end" fill="currentColor">
          {days.at(-1)}
        </text>
        {list.map((entry, index) => (
          <polyline
            key={`${entry.sdaId}|${entry.placement}`}
            fill="none"
            stroke={COLORS[index % COLORS.length]}
            strokeWidth="2"
            points={days.map((day, i) => `${x(i)},${y(entry.counts.get(day) ?? 0)}`).join(" ")}
          >
            <title>{props.label(entry.sdaId, entry.placement)}</title>
          </polyline>
        ))}
      </svg>
      <figcaption>
        <ul
          className="sda-chart__legend"
          style={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: 12 }}
        >
          {list.map((entry, index) => (
            <li key={`${entry.sdaId}|${entry.placement}`}>
              <span aria-hidden="true" style={{ color: COLORS[index % COLORS.length] }}>
                ■{" "}
              </span>
              {props.label(entry.sdaId, entry.placement)}:{" "}
              <strong data-testid="sda-chart-total">
                {[...entry.counts.values()].reduce((a, b) => a + b, 0)}
              </strong>
            </li>
          ))}
        </ul>
      </figcaption>
      <details>
        <summary>{t("manager.day")}</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("manager.day")}</th>
                {list.map((entry) => (
                  <th key={`${entry.sdaId}|${entry.placement}`} scope="col" className="num">
                    {props.label(entry.sdaId, entry.placement)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {list.map((entry) => (
                    <td key={`${entry.sdaId}|${entry.placement}`} className="num">
                      {entry.counts.get(day) ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
