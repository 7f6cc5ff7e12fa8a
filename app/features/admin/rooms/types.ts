import type { RoomMessage, SocialProfile } from "#common/protocol/index.ts";

/** GET /api/admin/rooms rows. */
export type AdminRoom = {
  id: string;
  name: string;
  description: string;
  language: string;
  slowModeSeconds: number;
  closed: boolean;
  present: number;
  createdAt: string;
};
export type RoomListAnswer = { rooms: AdminRoom[] };
export type RoomMessagesAnswer = { messages: RoomMessage[] };
export type SanctionsAnswer = {
  sanctions: Array<{
    id: string;
    kind: "mute" | "remove";
    until: string;
    reason: string;
    user: SocialProfile | null;
  }>;
};
