import { bigint, date, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * Tokens spent per UTC day by the whole deployment (AI_DAILY_TOKENS, issue 15). Counts only:
 * prompts and answers are never stored on the server.
 */
export const aiDailyUsage = pgTable("ai_daily_usage", {
  day: date("day", { mode: "string" }).primaryKey(),
  tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
  requests: integer("requests").notNull().default(0),
});
