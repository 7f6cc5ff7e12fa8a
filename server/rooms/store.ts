import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import {
  chatRooms,
  conversations,
  directMessages,
  friendRequests,
  type RoomSanctionKind,
  roomMessages,
  roomSanctions,
  userBlocks,
} from "#db/schema/index.ts";

export type RoomRow = typeof chatRooms.$inferSelect;
export type RoomMessageRow = typeof roomMessages.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type SanctionRow = typeof roomSanctions.$inferSelect;

export type RoomInput = {
  name: string;
  description: string;
  language: string;
  slowModeSeconds: number;
};

/** The pair's order in `conversations` (userA < userB). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** Every query of rooms and direct chats (issue 14), over PGlite or PostgreSQL. */
export function createSocialStore(database: Database) {
  const { db } = database;
  return {
    // ---- rooms --------------------------------------------------------------------------------
    listRooms(options: { includeClosed?: boolean } = {}): Promise<RoomRow[]> {
      return db
        .select()
        .from(chatRooms)
        .where(options.includeClosed ? undefined : isNull(chatRooms.closedAt))
        .orderBy(asc(chatRooms.name));
    },
    async room(id: string): Promise<RoomRow | null> {
      const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
      return row ?? null;
    },
    async createRoom(input: RoomInput, createdBy: string | null): Promise<RoomRow> {
      const [row] = await db
        .insert(chatRooms)
        .values({ ...input, createdBy })
        .returning();
      if (!row) throw new Error("room insert returned nothing");
      return row;
    },
    async updateRoom(id: string, input: Partial<RoomInput> & { closed?: boolean }): Promise<RoomRow | null> {
      const { closed, ...fields } = input;
      const [row] = await db
        .update(chatRooms)
        .set({
          ...fields,
          ...(closed === undefined ? {} : { closedAt: closed ? new Date() : null }),
          updatedAt: new Date(),
        })
        .where(eq(chatRooms.id, id))
        .returning();
      return row ?? null;
    },
    /** The newest `limit` messages before `before` (all when absent), oldest first. */
    async roomHistory(roomId: string, limit: number, before?: Date): Promise<RoomMessageRow[]> {
      const rows = await db
        .select()
        .from(roomMessages)
        .where(and(eq(roomMessages.roomId, roomId), before ? lt(roomMessages.createdAt, before) : undefined))
        .orderBy(desc(roomMessages.createdAt), desc(roomMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    async addRoomMessage(input: {
      roomId: string;
      senderId: string;
      body: string;
      mentions: string[];
      at: Date;
    }): Promise<RoomMessageRow> {
      const [row] = await db
        .insert(roomMessages)
        .values({ ...input, createdAt: input.at })
        .returning();
      if (!row) throw new Error("room message insert returned nothing");
      return row;
    },
    async roomMessage(id: string): Promise<RoomMessageRow | null> {
      const [row] = await db.select().from(roomMessages).where(eq(roomMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Clears a message's text; null when there is no such message. */
    async deleteRoomMessage(id: string): Promise<RoomMessageRow | null> {
      const [row] = await db
        .update(roomMessages)
        .set({ body: null, deletedAt: new Date() })
        .where(eq(roomMessages.id, id))
        .returning();
      return row ?? null;
    },
    /** The sanction in force for this user in this room (a removal outranks a mute). */
    async activeSanction(roomId: string, userId: string, now: Date): Promise<SanctionRow | null> {
      const rows = await db
        .select()
        .from(roomSanctions)
        .where(
          and(
            eq(roomSanctions.roomId, roomId),
            eq(roomSanctions.userId, userId),
            isNull(roomSanctions.liftedAt),
            gt(roomSanctions.until, now),
          ),
        );
      return rows.find((row) => row.kind === "remove") ?? rows[0] ?? null;
    },
    async addSanction(input: {
      roomId: string;
      userId: string;
      kind: RoomSanctionKind;
      until: Date;
      reason: string;
      createdBy: string;
    }): Promise<SanctionRow> {
      const [row] = await db.insert(roomSanctions).values(input).returning();
      if (!row) throw new Error("sanction insert returned nothing");
      return row;
    },
    async liftSanction(id: string): Promise<SanctionRow | null> {
      const [row] = await db
        .update(roomSanctions)
        .set({ liftedAt: new Date() })
        .where(and(eq(roomSanctions.id, id), isNull(roomSanctions.liftedAt)))
        .returning();
      return row ?? null;
    },
    sanctions(roomId: string, now: Date): Promise<SanctionRow[]> {
      return db
        .select()
        .from(roomSanctions)
        .where(
          and(eq(roomSanctions.roomId, roomId), isNull(roomSanctions.liftedAt), gt(roomSanctions.until, now)),
        )
        .orderBy(desc(roomSanctions.createdAt));
    },

    // ---- direct chats -------------------------------------------------------------------------
    /** The conversation if `userId` is one of its two people, with the other's id (null: deleted). */
    async conversationOf(
      conversationId: string,
      userId: string,
    ): Promise<{ row: ConversationRow; peerId: string | null } | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            or(eq(conversations.userA, userId), eq(conversations.userB, userId)),
          ),
        )
        .limit(1);
      if (!row) return null;
      return { row, peerId: row.userA === userId ? row.userB : row.userA };
    },
    async conversationsOf(userId: string): Promise<Array<{ row: ConversationRow; peerId: string | null }>> {
      const rows = await db
        .select()
        .from(conversations)
        .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(200);
      return rows.map((row) => ({ row, peerId: row.userA === userId ? row.userB : row.userA }));
    },
    /** The last message of each conversation. */
    async lastMessages(conversationIds: string[]): Promise<Map<string, DirectMessageRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([directMessages.conversationId])
        .from(directMessages)
        .where(inArray(directMessages.conversationId, conversationIds))
        .orderBy(directMessages.conversationId, desc(directMessages.createdAt), desc(directMessages.id));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },
    /** Unread messages per conversation for `userId` (sent by the other person, not read, not deleted). */
    async unreadCounts(userId: string, conversationIds?: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ conversationId: directMessages.conversationId, n: sql<number>`count(*)::int` })
        .from(directMessages)
        .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
        .where(
          and(
            or(eq(conversations.userA, userId), eq(conversations.userB, userId)),
            conversationIds ? inArray(directMessages.conversationId, conversationIds) : undefined,
            isNull(directMessages.readAt),
            isNull(directMessages.deletedAt),
            or(isNull(directMessages.senderId), ne(directMessages.senderId, userId)),
          ),
        )
        .groupBy(directMessages.conversationId);
      return new Map(rows.map((row) => [row.conversationId, Number(row.n)]));
    },
    async dmHistory(conversationId: string, limit: number, before?: Date): Promise<DirectMessageRow[]> {
      const rows = await db
        .select()
        .from(directMessages)
        .where(
          and(
            eq(directMessages.conversationId, conversationId),
            before ? lt(directMessages.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    async addDirectMessage(input: {
      conversationId: string;
      senderId: string;
      body: string | null;
      imageKey?: string | null;
      imageMime?: string | null;
      at: Date;
    }): Promise<DirectMessageRow> {
      const { at, ...values } = input;
      const [row] = await db
        .insert(directMessages)
        .values({ ...values, createdAt: at })
        .returning();
      if (!row) throw new Error("direct message insert returned nothing");
      await db
        .update(conversations)
        .set({ lastMessageAt: at })
        .where(eq(conversations.id, input.conversationId));
      return row;
    },
    async directMessage(id: string): Promise<DirectMessageRow | null> {
      const [row] = await db.select().from(directMessages).where(eq(directMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Marks these messages (sent to `recipientId`) delivered; the ids that changed. */
    async markDelivered(
      conversationId: string,
      recipientId: string,
      ids: string[],
      at: Date,
    ): Promise<string[]> {
      const rows = await db
        .update(directMessages)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(directMessages.conversationId, conversationId),
            inArray(directMessages.id, ids),
            isNull(directMessages.deliveredAt),
            ne(directMessages.senderId, recipientId),
          ),
        )
        .returning({ id: directMessages.id });
      return rows.map((row) => row.id);
    },
    /** Every message of the conversation sent to `recipientId` becomes read (and delivered). */
    async markRead(conversationId: string, recipientId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(directMessages)
        .set({
          readAt: at,
          deliveredAt: sql`coalesce(${directMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(directMessages.conversationId, conversationId),
            isNull(directMessages.readAt),
            ne(directMessages.senderId, recipientId),
          ),
        )
        .returning({ id: directMessages.id });
      return rows.map((row) => row.id);
    },
    /** Whether either of the two blocked the other. */
    async blockedBetween(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async blockedBy(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ blockedId: userBlocks.blockedId })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, userId));
      return new Set(rows.map((row) => row.blockedId));
    },
    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },
    /**
     * `from` pressed "Add as friend" for `to` in match `matchId`. When `to` had pressed it too, the
     * conversation of the pair exists from now on (made once; an existing one is reused).
     */
    async friendRequest(
      matchId: string,
      from: string,
      to: string,
    ): Promise<{ conversationId: string | null }> {
      return db.transaction(async (tx) => {
        await tx
          .insert(friendRequests)
          .values({ matchId, fromUserId: from, toUserId: to })
          .onConflictDoNothing();
        const [reverse] = await tx
          .select()
          .from(friendRequests)
          .where(
            and(
              eq(friendRequests.matchId, matchId),
              eq(friendRequests.fromUserId, to),
              eq(friendRequests.toUserId, from),
            ),
          )
          .limit(1);
        if (!reverse) return { conversationId: null };
        const [userA, userB] = orderedPair(from, to);
        await tx.insert(conversations).values({ userA, userB, matchId }).onConflictDoNothing();
        const [row] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
          .limit(1);
        return { conversationId: row?.id ?? null };
      });
    },
  };
}

export type SocialStore = ReturnType<typeof createSocialStore>;
