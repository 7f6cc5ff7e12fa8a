import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";
import { UserDetail, type UserView } from "./UserDetail.tsx";

/** /-priv/mda/users: find an account by e-mail or id, see it, act on it. */
export function UserScreen() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [selected, setSelected] = useState<string | null>(null);
  const list = useAdminQuery<{ users: UserView[] }>(`/api/admin/users?${new URLSearchParams({ q })}`);
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelected(null);
    setParams({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() });
  }
  const users = list.data?.users ?? [];
  const shown = selected ?? (users.length === 1 ? (users[0]?.id ?? null) : null);
  return (
    <>
      <h1>{t("site:pages.adminUsers.title")}</h1>
      <p className="admin-lead">{t("users.lead")}</p>
      <search>
        <form className="admin-filters" onSubmit={search}>
          <label>
            {t("users.search")}
            <input name="q" defaultValue={q} maxLength={320} key={q} />
          </label>
          <button type="submit" className="button button--small">
            {t("users.find")}
          </button>
        </form>
      </search>
      <ErrorBox error={list.error} onRetry={list.reload} />
      <Loading show={list.loading && !list.data} />
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="users">
          <thead>
            <tr>
              <th>{t("users.email")}</th>
              <th>{t("users.role")}</th>
              <th>{t("users.created")}</th>
              <th>{t("users.lastLogin")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} aria-selected={user.id === shown}>
                <td>
                  <button type="button" className="admin-linkish" onClick={() => setSelected(user.id)}>
                    {user.email}
                  </button>
                  {user.disabledAt ? (
                    <span className="admin-badge admin-badge--danger"> {t("users.disabled")}</span>
                  ) : null}
                </td>
                <td>{t(`users.roles.${user.role}`)}</td>
                <td>
                  <DateTime value={user.createdAt} />
                </td>
                <td>
                  <DateTime value={user.lastLoginAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && users.length === 0 ? <p>{t("users.none")}</p> : null}
      {shown ? <UserDetail key={shown} id={shown} onChanged={list.reload} /> : null}
    </>
  );
}
