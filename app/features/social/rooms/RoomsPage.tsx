import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { http } from "#app/lib/http.ts";
import type { RoomSummary } from "#common/protocol/index.ts";
import { useLiveRoomCounts } from "./live-counts.ts";
import { RoomView } from "./RoomView.tsx";

/**
 * How often the list itself is read again while the page is visible (rooms opened or closed); the
 * counts are pushed over the socket as they change (decision 049).
 */
const LIST_EVERY_MS = 60_000;

/**
 * /app/social/chat-room (issue 14): the open rooms with how many are in each now; `?room=<id>` opens
 * one beside the list (on phones instead of it, with a way back).
 */
export function RoomsPage(props: {
  rooms: RoomSummary[];
  roomId: string | null;
  lang: string;
  basePath: string;
}) {
  const { t } = useTranslation("rooms");
  const [rooms, setRooms] = useState(props.rooms);
  const live = useLiveRoomCounts();

  useEffect(() => {
    let stopped = false;
    async function read() {
      if (document.visibilityState !== "visible") return;
      // A failed read changes nothing: the next one tries again.
      const result = await http.get<{ rooms: RoomSummary[] }>("/api/rooms");
      if (result.ok && Array.isArray(result.data?.rooms) && !stopped) setRooms(result.data.rooms);
    }
    void read();
    const timer = setInterval(read, LIST_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  const open = props.roomId;
  return (
    <div className={`social-split${open ? " social-split--open" : ""}`}>
      <nav className="social-split__list" aria-labelledby="rooms-title">
        <h1 id="rooms-title">{t("title")}</h1>
        <p className="muted">{t("lead")}</p>
        {rooms.length === 0 ? <p data-testid="rooms-empty">{t("none")}</p> : null}
        <ul className="room-list" data-testid="room-list">
          {rooms.map((room) => (
            <li key={room.id}>
              <Link
                to={`${props.basePath}?room=${room.id}`}
                className={`room-list__item${room.id === open ? " room-list__item--active" : ""}`}
                aria-current={room.id === open ? "page" : undefined}
              >
                <span className="room-list__name">{room.name}</span>
                <span className="room-list__meta">
                  <span className="room-list__lang">{room.language.toUpperCase()}</span>
                  <span className="room-list__count" data-testid="room-list-count">
                    {t("present", { count: live.get(room.id) ?? room.present })}
                  </span>
                </span>
                {room.description ? <span className="room-list__description">{room.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="social-split__main">
        {open ? (
          <>
            <Link to={props.basePath} className="social-back">
              ← {t("back")}
            </Link>
            <RoomView key={open} roomId={open} lang={props.lang} />
          </>
        ) : (
          <p className="social-split__hint muted">{t("pick")}</p>
        )}
      </div>
    </div>
  );
}
