import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { STORY_LIMITS, STORY_REPORT_REASONS, type StoryView } from "#common/social/stories.ts";
import { UserText } from "../UserText.tsx";
import { storiesApi } from "./api.ts";

/** Pixels down a finger must travel to close the viewer. */
const SWIPE_CLOSE_PX = 80;

/**
 * The full-screen story viewer (issue 14): a progress bar per story (the current one fills over
 * STORY_LIMITS.viewMs, then the next story opens), tap the right or left side or press the arrow
 * keys for next / previous, swipe down or Escape to close. The owner deletes; any logged-in user
 * reports.
 */
export function StoryViewer({
  stories,
  start,
  loggedIn,
  onClose,
  onDeleted,
}: {
  stories: StoryView[];
  start: number;
  loggedIn: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("stories");
  const [index, setIndex] = useState(start);
  const [paused, setPaused] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragY, setDragY] = useState(0);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const story = stories[index];

  const next = useCallback(() => {
    setNotice(null);
    setIndex((i) => {
      if (i + 1 >= stories.length) {
        onClose();
        return i;
      }
      return i + 1;
    });
  }, [stories.length, onClose]);
  const previous = useCallback(() => {
    setNotice(null);
    setIndex((i) => Math.max(0, i - 1));
  }, []);

  useEffect(() => {
    dialog.current?.focus();
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (reporting) return;
      if (event.key === "ArrowRight") next();
      else if (event.key === "ArrowLeft") previous();
      else if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [next, previous, onClose, reporting]);

  if (!story) return null;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    setPaused(true);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || drag.current.id !== event.pointerId) return;
    setDragY(Math.max(0, event.clientY - drag.current.y));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    drag.current = null;
    setPaused(false);
    setDragY(0);
    if (!start) return;
    const dy = event.clientY - start.y;
    const dx = event.clientX - start.x;
    if (dy > SWIPE_CLOSE_PX && Math.abs(dy) > Math.abs(dx)) {
      onClose();
      return;
    }
    // A tap: the left third goes back, the rest goes on.
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const box = event.currentTarget.getBoundingClientRect();
      if (event.clientX - box.left < box.width / 3) previous();
      else next();
    }
  }

  async function remove() {
    if (!story) return;
    const result = await storiesApi.remove(story.id);
    if (result.ok) onDeleted();
    else setNotice(t("viewer.deleteFailed"));
  }

  const holding = paused || reporting;
  return (
    <div
      ref={dialog}
      className="story-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t("viewer.label")}
      tabIndex={-1}
      style={
        dragY ? { transform: `translateY(${dragY}px)`, opacity: Math.max(0.4, 1 - dragY / 400) } : undefined
      }
    >
      <div className="story-viewer__progress" aria-hidden="true">
        {stories.map((s, i) => (
          <span key={s.id} className="story-viewer__bar">
            <span
              key={i === index ? `${s.id}-active` : s.id}
              className={
                i < index
                  ? "story-viewer__fill story-viewer__fill--done"
                  : i === index
                    ? "story-viewer__fill story-viewer__fill--active"
                    : "story-viewer__fill"
              }
              style={
                i === index
                  ? {
                      animationDuration: `${STORY_LIMITS.viewMs}ms`,
                      animationPlayState: holding ? "paused" : "running",
                    }
                  : undefined
              }
              onAnimationEnd={i === index ? next : undefined}
            />
          </span>
        ))}
      </div>
      <header className="story-viewer__top">
        <span className="story-viewer__author">
          {story.author.avatarUrl ? <img src={story.author.avatarUrl} alt="" width={32} height={32} /> : null}
          <strong>@{story.author.username}</strong>
        </span>
        <span className="story-viewer__actions">
          {story.mine ? (
            <button type="button" className="story-viewer__button" onClick={remove}>
              {t("viewer.delete")}
            </button>
          ) : loggedIn ? (
            <button type="button" className="story-viewer__button" onClick={() => setReporting(true)}>
              {t("viewer.report")}
            </button>
          ) : null}
          <button
            type="button"
            className="story-viewer__button"
            onClick={onClose}
            aria-label={t("viewer.close")}
          >
            ✕
          </button>
        </span>
      </header>
      <div
        className="story-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setPaused(false);
          setDragY(0);
        }}
      >
        <img
          className="story-viewer__image"
          src={story.imageUrl}
          alt={story.caption || t("viewer.imageAlt")}
          draggable={false}
        />
      </div>
      {story.caption ? (
        <p className="story-viewer__caption">
          <UserText text={story.caption} />
        </p>
      ) : null}
      {notice ? (
        <p className="story-viewer__notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="story-viewer__nav">
        <button type="button" onClick={previous} disabled={index === 0} aria-label={t("viewer.previous")}>
          ‹
        </button>
        <span>
          {index + 1} / {stories.length}
        </span>
        <button type="button" onClick={next} aria-label={t("viewer.next")}>
          ›
        </button>
      </div>
      {reporting ? (
        <ReportForm
          storyId={story.id}
          onDone={(sent) => {
            setReporting(false);
            setNotice(sent ? t("report.sent") : null);
          }}
        />
      ) : null}
    </div>
  );
}

function ReportForm({ storyId, onDone }: { storyId: string; onDone: (sent: boolean) => void }) {
  const { t } = useTranslation("stories");
  const [reason, setReason] = useState<(typeof STORY_REPORT_REASONS)[number]>("other");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <form
      className="story-report"
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        const result = await storiesApi.report(storyId, reason, text.trim() || undefined);
        setSending(false);
        if (result.ok) onDone(true);
        else setError(result.status === 429 ? t("report.tooMany") : t("report.failed"));
      }}
    >
      <h2>{t("report.title")}</h2>
      <label>
        {t("report.reason")}
        <select value={reason} onChange={(e) => setReason(e.target.value as typeof reason)}>
          {STORY_REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`report.reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("report.details")}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={STORY_LIMITS.reportReasonChars}
          rows={3}
        />
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-setup__actions">
        <button type="submit" className="button" disabled={sending}>
          {t("report.send")}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDone(false)}
        >
          {t("report.cancel")}
        </button>
      </div>
    </form>
  );
}
