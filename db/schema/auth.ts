import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Raw bytes; node-postgres hands back a Buffer and PGlite a Uint8Array, both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Accounts (issue 6). E-mails are stored lower-cased; the index on lower() keeps them unique anyway. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** argon2id PHC string; null for accounts that only sign in with a provider. */
    passwordHash: text("password_hash"),
    role: text("role").$type<UserRole>().notNull().default("user"),
    displayName: text("display_name"),
    /** Spec §5 username helper output; unique when set. */
    username: text("username"),
    avatarMediaId: uuid("avatar_media_id").references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last successful sign-in (admin users screen, issue 12). */
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Set by an administrator (issue 12): no sign-in, every session ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_idx").on(t.username),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the cookie token. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** Keyed hash of the client IP: enough to tell sessions apart, useless to locate anyone. */
    ipHash: text("ip_hash"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Password reset tokens: stored hashed, single use, valid one hour (issue 6 item 3). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** Links an account to a third-party identity (OpenID Connect issuer name + `sub`). */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_id_idx").on(t.userId)],
);

/** Uploaded images (avatars), validated and cleaned on the server before they are stored. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_owner_id_idx").on(t.ownerId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Media = typeof media.$inferSelect;
