import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DiscoverPostAdmin } from "#common/social/discover.ts";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";
import { DiscoverPostForm } from "./DiscoverPostForm.tsx";

/**
 * /-priv/mda/socialmanager/post-discover/list: the pinned posts of the discover feed in their order,
 * with their schedule state; create, edit, move up or down, remove (issue 14). Every change is
 * audited by the API.
 */
export function DiscoverList() {
  const { t } = useTranslation(["adminSocial", "admin"]);
  const query = useAdminQuery<{ posts: DiscoverPostAdmin[] }>("/api/admin/discover/posts");
  const [editing, setEditing] = useState<DiscoverPostAdmin | "new" | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const posts = query.data?.posts ?? [];

  async function move(index: number, by: -1 | 1) {
    const ids = posts.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    setError(null);
    const result = await adminSend("PUT", "/api/admin/discover/order", { ids });
    if (!result.ok) setError(result.error);
    query.reload();
  }
  async function remove(post: DiscoverPostAdmin) {
    if (!window.confirm(t("list.confirmRemove", { title: post.title }))) return;
    setError(null);
    const result = await adminSend("DELETE", `/api/admin/discover/posts/${post.id}`);
    if (!result.ok) setError(result.error);
    query.reload();
  }

  return (
    <>
      <h1>{t("site:pages.adminDiscoverList.title")}</h1>
      <p className="admin-lead">{t("list.lead")}</p>
      {editing === null ? (
        <button type="button" className="button" onClick={() => setEditing("new")}>
          {t("list.create")}
        </button>
      ) : (
        <DiscoverPostForm
          key={editing === "new" ? "new" : editing.id}
          {...(editing === "new" ? {} : { post: editing })}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error ?? error} onRetry={query.reload} />
      {query.data && posts.length === 0 ? <p className="admin-muted">{t("list.empty")}</p> : null}
      {posts.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="discover-list">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>{t("list.title")}</th>
                <th>{t("list.kind")}</th>
                <th>{t("list.state")}</th>
                <th>{t("list.schedule")}</th>
                <th>{t("list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post, index) => (
                <tr key={post.id}>
                  <td className="num">{index + 1}</td>
                  <td>
                    <strong>{post.title}</strong>
                    {post.url ? <div className="admin-muted">{post.url}</div> : null}
                  </td>
                  <td>{t(`list.kinds.${post.kind}`)}</td>
                  <td>{t(`list.states.${post.state}`)}</td>
                  <td>
                    <DateTime value={post.startsAt} /> – <DateTime value={post.endsAt} />
                  </td>
                  <td>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={index === 0}
                        onClick={() => void move(index, -1)}
                        aria-label={t("list.up", { title: post.title })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={index === posts.length - 1}
                        onClick={() => void move(index, 1)}
                        aria-label={t("list.down", { title: post.title })}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setEditing(post)}
                      >
                        {t("list.edit")}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => void remove(post)}
                      >
                        {t("list.remove")}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
