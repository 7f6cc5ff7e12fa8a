import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import { useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox } from "../ui/Status.tsx";

type Stats = {
  at: string;
  scope: "cluster" | "process";
  totals: { connected: number; searching: number; inMatch: number; matchesPerMinute: number };
  reportsLastHour: number;
  openReviews: number;
  openAppeals: number;
  nodes: Array<{
    nodeId: string;
    connected: number;
    searching: number;
    inMatch: number;
    matchesPerMinute: number;
    lagMs: number;
    at: string;
    stale: boolean;
  }>;
};

/** Refreshed every few seconds while the page is visible (issue 12). */
export const REFRESH_MS = 3000;

function Figure(props: { label: string; value: number | undefined; testId: string; to?: string }) {
  const body = (
    <>
      <span className="admin-figure" data-testid={props.testId}>
        {props.value ?? "—"}
      </span>
      <span className="admin-muted">{props.label}</span>
    </>
  );
  return (
    <li>
      {props.to ? (
        <Link to={props.to} className="admin-card">
          {body}
        </Link>
      ) : (
        <div className="admin-card">{body}</div>
      )}
    </li>
  );
}

/** The admin home's live figures: the whole deployment (every node with Redis), and a row per node. */
export function LiveFigures() {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  const stats = useAdminQuery<Stats>("/api/admin/stats", { refreshMs: REFRESH_MS });
  const data = stats.data;
  return (
    <section aria-labelledby="live-title" aria-busy={stats.loading}>
      <h2 id="live-title" className="admin-section-title">
        {t("home.live")}{" "}
        <span className="admin-muted admin-small">
          {data ? (data.scope === "cluster" ? t("home.scopeCluster") : t("home.scopeProcess")) : null}
          {data ? (
            <>
              {" · "}
              <DateTime value={data.at} />
            </>
          ) : null}
        </span>
      </h2>
      <ErrorBox error={stats.error} />
      <ul className="admin-cards admin-figures" data-testid="live-figures">
        <Figure label={t("home.connected")} value={data?.totals.connected} testId="fig-connected" />
        <Figure label={t("home.searching")} value={data?.totals.searching} testId="fig-searching" />
        <Figure label={t("home.inMatch")} value={data?.totals.inMatch} testId="fig-in-match" />
        <Figure
          label={t("home.matchesPerMinute")}
          value={data?.totals.matchesPerMinute}
          testId="fig-matches"
        />
        <Figure label={t("home.reportsLastHour")} value={data?.reportsLastHour} testId="fig-reports" />
        <Figure
          label={t("home.openReviews")}
          value={data?.openReviews}
          testId="fig-reviews"
          to={path("adminSafe")}
        />
        <Figure
          label={t("home.openAppeals")}
          value={data?.openAppeals}
          testId="fig-appeals"
          to={path("adminAppeals")}
        />
      </ul>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="nodes">
          <caption className="visually-hidden">{t("home.nodes")}</caption>
          <thead>
            <tr>
              <th>{t("home.node")}</th>
              <th className="num">{t("home.connected")}</th>
              <th className="num">{t("home.searching")}</th>
              <th className="num">{t("home.inMatch")}</th>
              <th className="num">{t("home.lag")}</th>
              <th>{t("home.heartbeat")}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.nodes ?? []).map((node) => (
              <tr key={node.nodeId}>
                <td className="admin-mono">
                  {node.nodeId}{" "}
                  {node.stale ? (
                    <span className="admin-badge admin-badge--danger">{t("home.stale")}</span>
                  ) : null}
                </td>
                <td className="num">{node.connected}</td>
                <td className="num">{node.searching}</td>
                <td className="num">{node.inMatch}</td>
                <td className="num">{node.lagMs} ms</td>
                <td>
                  <DateTime value={node.at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
