import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { http } from "#app/lib/http.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { DiscoverRoom, FeedItem, FeedPage, PinnedView } from "#common/social/discover.ts";
import type { StoryView } from "#common/social/stories.ts";
import { useLiveRoomCounts } from "./rooms/live-counts.ts";
import { StoryViewer } from "./stories/StoryViewer.tsx";
import { UserText } from "./UserText.tsx";

/**
 * The discover feed of the social home (issue 14): the first page comes server-rendered, the next
 * ones load when the end of the list scrolls into view (GET /api/social/discover?cursor=n).
 */
/** Counts pushed over the socket (decision 049), by room id; the cards fall back to the rendered one. */
const LiveCounts = createContext<ReadonlyMap<string, number>>(new Map());

export function DiscoverFeed({ initial }: { initial: FeedPage }) {
  const { t } = useTranslation("social");
  const [items, setItems] = useState<FeedItem[]>(initial.items);
  const [cursor, setCursor] = useState<number | null>(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (cursor === null || loading) return;
    setLoading(true);
    setFailed(false);
    const result = await http.request<FeedPage>(`/api/social/discover?cursor=${cursor}`);
    setLoading(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setItems((before) => {
      const seen = new Set(before.map((i) => i.key));
      return [...before, ...result.data.items.filter((i) => !seen.has(i.key))];
    });
    setCursor(result.data.nextCursor);
  }, [cursor, loading]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || cursor === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [cursor, loadMore]);

  // Every story of the feed (pinned ones included) in feed order, for the viewer.
  const stories = useMemo(
    () =>
      items.flatMap((item) =>
        item.type === "story"
          ? [item.story]
          : item.type === "pinned" && item.post.story
            ? [item.post.story]
            : [],
      ),
    [items],
  );
  const openStory = (story: StoryView) => setOpen(stories.findIndex((s) => s.id === story.id));

  // The socket is opened only when the feed shows a room.
  const showsRooms = items.some((item) => item.type === "room" || (item.type === "pinned" && item.post.room));
  const live = useLiveRoomCounts(showsRooms);

  if (items.length === 0) return <p className="stories-empty">{t("feed.empty")}</p>;
  return (
    <LiveCounts.Provider value={live}>
      <ul className="discover-feed">
        {items.map((item) => (
          <li key={item.key} className={`discover-item discover-item--${item.type}`}>
            {item.type === "pinned" ? (
              <PinnedCard post={item.post} onOpenStory={openStory} />
            ) : item.type === "story" ? (
              <StoryCard story={item.story} onOpen={() => openStory(item.story)} />
            ) : (
              <RoomCard room={item.room} />
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="discover-more" aria-live="polite">
        {loading ? t("feed.loading") : null}
        {failed ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void loadMore()}
          >
            {t("feed.retry")}
          </button>
        ) : null}
        {cursor === null ? <span className="hint">{t("feed.end")}</span> : null}
      </div>
      {open !== null && open >= 0 ? (
        <StoryViewer
          stories={stories}
          start={open}
          loggedIn
          onClose={() => setOpen(null)}
          onDeleted={() => {
            // The owner deleted it from the feed: it leaves the list at once.
            const gone = stories[open]?.id;
            setItems((before) =>
              before.filter(
                (i) =>
                  !(i.type === "story" && i.story.id === gone) &&
                  !(i.type === "pinned" && i.post.story?.id === gone),
              ),
            );
            setOpen(null);
          }}
        />
      ) : null}
    </LiveCounts.Provider>
  );
}

function StoryCard({ story, onOpen }: { story: StoryView; onOpen: () => void }) {
  const { t } = useTranslation("social");
  return (
    <button type="button" className="discover-card discover-card--story" onClick={onOpen}>
      <img src={story.imageUrl} alt="" loading="lazy" width={story.width} height={story.height} />
      <span className="discover-card__label">{t("feed.story")}</span>
      <span className="discover-card__title">@{story.author.username}</span>
      {story.caption ? <span className="discover-card__text">{story.caption}</span> : null}
    </button>
  );
}

function RoomCard({ room, title, text }: { room: DiscoverRoom; title?: string; text?: string }) {
  const { t } = useTranslation("social");
  // Decision 049: the count follows joins and leaves, pushed over the page's social socket.
  const live = useContext(LiveCounts);
  const path = usePagePath();
  return (
    <Link
      className="discover-card discover-card--room"
      to={`${path("socialChatRoom")}?room=${encodeURIComponent(room.id)}`}
    >
      <span className="discover-card__label">{t("feed.room")}</span>
      <span className="discover-card__title">{title ?? room.name}</span>
      {text || room.description ? (
        <span className="discover-card__text">{text || room.description}</span>
      ) : null}
      <span className="discover-card__online">
        <span className="online-dot" aria-hidden="true" />{" "}
        {t("feed.online", { count: live.get(room.id) ?? room.online })}
      </span>
    </Link>
  );
}

function PinnedCard({ post, onOpenStory }: { post: PinnedView; onOpenStory: (story: StoryView) => void }) {
  const { t } = useTranslation("social");
  const path = usePagePath();
  const body = (
    <>
      {post.imageUrl ? <img src={post.imageUrl} alt="" loading="lazy" /> : null}
      <span className="discover-card__label">{t("feed.pinned")}</span>
      <span className="discover-card__title">{post.title}</span>
      {post.text ? (
        <span className="discover-card__text">
          <UserText text={post.text} />
        </span>
      ) : null}
    </>
  );
  if (post.kind === "story" && post.story) {
    const story = post.story;
    return (
      <button
        type="button"
        className="discover-card discover-card--pinned"
        onClick={() => onOpenStory(story)}
      >
        {body}
      </button>
    );
  }
  if (post.kind === "room") {
    if (post.room) return <RoomCard room={post.room} title={post.title} text={post.text} />;
    return (
      <Link className="discover-card discover-card--pinned" to={path("socialChatRoom")}>
        {body}
      </Link>
    );
  }
  return (
    <a
      className="discover-card discover-card--pinned"
      href={post.url ?? "#"}
      rel="nofollow ugc noopener"
      target="_blank"
    >
      {body}
      {post.url ? <span className="discover-card__host">{safeHost(post.url)}</span> : null}
    </a>
  );
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
