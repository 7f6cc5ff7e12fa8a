import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoryView } from "#common/social/stories.ts";
import { StoryAdSlot } from "./StoryAdSlot.tsx";
import { StoryViewer } from "./StoryViewer.tsx";

/** Where the reserved ad places go in a page of stories (after these many tiles). */
const AD_AFTER: Record<number, "betweenStories" | "betweenStoriesSocialExternal18"> = {
  4: "betweenStories",
  8: "betweenStoriesSocialExternal18",
};

/** The tiles of one page of stories; a tile opens the full-screen viewer there. */
export function StoriesGrid({
  stories,
  loggedIn,
  onChanged,
}: {
  stories: StoryView[];
  loggedIn: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation("stories");
  const [open, setOpen] = useState<number | null>(null);
  if (stories.length === 0) return <p className="stories-empty">{t("empty")}</p>;
  return (
    <>
      <ul className="stories-grid">
        {stories.map((story, index) => (
          <Fragment key={story.id}>
            <li className="story-tile">
              <button
                type="button"
                className="story-tile__open"
                onClick={() => setOpen(index)}
                aria-label={t("open", { name: story.author.username ?? "" })}
              >
                <img
                  src={story.imageUrl}
                  alt=""
                  loading={index < 4 ? "eager" : "lazy"}
                  width={story.width}
                  height={story.height}
                />
                <span className="story-tile__author">@{story.author.username}</span>
                {story.caption ? <span className="story-tile__caption">{story.caption}</span> : null}
              </button>
            </li>
            {AD_AFTER[index + 1] && index + 1 < stories.length ? (
              <li className="story-tile story-tile--ad">
                <StoryAdSlot placement={AD_AFTER[index + 1] ?? "betweenStories"} />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ul>
      {open !== null ? (
        <StoryViewer
          stories={stories}
          start={open}
          loggedIn={loggedIn}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
