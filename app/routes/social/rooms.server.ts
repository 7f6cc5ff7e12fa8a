import { z } from "zod";
import type { RoomSummary } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { createSocialStore } from "#server/rooms/store.ts";

const idSchema = z.uuid();

/** A `?room=` / `?c=` parameter: an id, or null for anything else. */
export function idParam(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && idSchema.safeParse(value).success ? value : null;
}

/** The open rooms for the server render (their live counts are read by the page right after). */
export async function openRooms(database: Database): Promise<RoomSummary[]> {
  const rooms = await createSocialStore(database).listRooms();
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    description: room.description,
    language: room.language as RoomSummary["language"],
    slowModeSeconds: room.slowModeSeconds,
    present: 0,
  }));
}
