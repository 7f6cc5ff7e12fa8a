import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import type { BanView } from "../bans/types.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";

export type UserView = {
  id: string;
  email: string;
  role: "user" | "admin";
  displayName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  disabledAt: string | null;
};

type Detail = {
  user: UserView;
  self: boolean;
  sessions: Array<{ createdAt: string; lastSeenAt: string; userAgent: string | null }>;
  bans: BanView[];
  secondFactor: { enrolled: boolean; confirmedAt: string | null } | null;
};

/** One account: what it is and its actions (disable, role, second factor reset, forced reload). */
export function UserDetail(props: { id: string; onChanged(): void }) {
  const { t } = useTranslation("admin");
  const query = useAdminQuery<Detail>(`/api/admin/users/${props.id}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function act(path: string, body: unknown, message: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    const result = await adminSend("POST", path, body);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setDone(message);
    query.reload();
    props.onChanged();
  }
  const data = query.data;
  if (!data) return <Loading show={query.loading} />;
  const { user } = data;
  return (
    <section className="admin-panel" data-testid="user-detail" aria-labelledby="user-title">
      <h2 id="user-title">{user.email}</h2>
      <dl className="admin-facts">
        <dt>{t("users.role")}</dt>
        <dd>{t(`users.roles.${user.role}`)}</dd>
        <dt>{t("users.created")}</dt>
        <dd>
          <DateTime value={user.createdAt} />
        </dd>
        <dt>{t("users.lastLogin")}</dt>
        <dd>
          <DateTime value={user.lastLoginAt} />
        </dd>
        <dt>{t("users.state")}</dt>
        <dd>
          {data.self ? null : user.disabledAt ? (
            <span className="admin-badge admin-badge--danger">{t("users.disabledSince")}</span>
          ) : (
            <span className="admin-badge admin-badge--ok">{t("users.enabled")}</span>
          )}{" "}
          {user.disabledAt ? <DateTime value={user.disabledAt} /> : null}
        </dd>
        {data.secondFactor ? (
          <>
            <dt>{t("security.state")}</dt>
            <dd>{data.secondFactor.enrolled ? t("security.on") : t("security.off")}</dd>
          </>
        ) : null}
        <dt>{t("users.sessions")}</dt>
        <dd>
          {data.sessions.length === 0 ? (
            t("users.noSessions")
          ) : (
            <ul>
              {data.sessions.map((session) => (
                <li key={session.createdAt}>
                  <DateTime value={session.lastSeenAt} /> ·{" "}
                  <span className="admin-muted">{session.userAgent?.slice(0, 80) ?? "—"}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t("users.bans")}</dt>
        <dd>
          {data.bans.length === 0 ? (
            t("bans.empty")
          ) : (
            <ul>
              {data.bans.map((ban) => (
                <li key={ban.id}>
                  {t(`reasons.${ban.reason}`)} · <DateTime value={ban.startsAt} /> →{" "}
                  {ban.endsAt ? <DateTime value={ban.endsAt} /> : t("durations.permanent")}
                  {ban.liftedAt ? ` · ${t("bans.lifted")}` : ""}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <ErrorBox error={error} />
      {done ? (
        <p className="admin-success" role="status">
          {done}
        </p>
      ) : null}
      <div className="admin-actions">
        {data.self ? null : user.disabledAt ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void act(`/api/admin/users/${user.id}/enable`, {}, t("users.didEnable"))}
          >
            {t("users.enable")}
          </button>
        ) : (
          <button
            type="button"
            className="button button--small button--danger"
            disabled={busy}
            onClick={() => void act(`/api/admin/users/${user.id}/disable`, {}, t("users.didDisable"))}
            data-testid="user-disable"
          >
            {t("users.disable")}
          </button>
        )}
        {user.role === "admin" ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() => void act(`/api/admin/users/${user.id}/role`, { role: "user" }, t("users.didRole"))}
          >
            {t("users.unmakeAdmin")}
          </button>
        ) : (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() =>
              void act(`/api/admin/users/${user.id}/role`, { role: "admin" }, t("users.didRole"))
            }
          >
            {t("users.makeAdmin")}
          </button>
        )}
        {user.role === "admin" && data.secondFactor?.enrolled && !data.self ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() =>
              void act(`/api/admin/users/${user.id}/second-factor/reset`, {}, t("users.didReset"))
            }
          >
            {t("users.resetFactor")}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() =>
            void act("/api/admin/reload", { scope: "account", email: user.email }, t("reload.done"))
          }
        >
          {t("users.reload")}
        </button>
      </div>
    </section>
  );
}
