// Issue 17: `npm run db:backup` / `db:restore` of the embedded database bring back users, reports
// and bans — run as the commands run, against a PGlite data directory.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { chatReports, moderationBans, users } from "#db/schema/index.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "acaso-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the npm scripts' files the way `npm run` does, with its own DATA_DIR. */
function run(script: string, dataDir: string, args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "s".repeat(40) },
    encoding: "utf8",
  });
}

async function snapshot(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    return {
      users: (await db.select({ email: users.email }).from(users)).map((r) => r.email),
      reports: (await db.select({ reason: chatReports.reason }).from(chatReports)).map((r) => r.reason),
      bans: (await db.select({ ident: moderationBans.ident }).from(moderationBans)).map((r) => r.ident),
    };
  } finally {
    await database.close();
  }
}

describe("database backup and restore (PGlite)", () => {
  it("restores users, reports and bans into an empty and over a damaged data directory", async () => {
    const source = tempDir();
    const database = await openDatabase({ dataDir: source });
    await database.db.insert(users).values({ email: "kept@example.com", passwordHash: null });
    await database.db.insert(chatReports).values({
      matchId: "m1",
      reporterIdent: "reporter",
      reportedIdent: "reported",
      reason: "insults",
      messages: [{ from: "reported", text: "rude", at: 1 }],
    });
    await database.db
      .insert(moderationBans)
      .values({ ident: "reported", reason: "abuse", duration: "24h", source: "moderator" } as never);
    await database.close();
    const expected = await snapshot(source);
    expect(expected).toEqual({ users: ["kept@example.com"], reports: ["insults"], bans: ["reported"] });

    const file = path.join(tempDir(), "backup.tar.gz");
    expect(run("db-backup.ts", source, ["--out", file])).toContain("backed up");
    expect(existsSync(file)).toBe(true);

    // Onto a new machine: an empty DATA_DIR.
    const fresh = tempDir();
    run("db-restore.ts", fresh, ["--from", file]);
    expect(await snapshot(fresh)).toEqual(expected);

    // Over a damaged database: its rows are gone, the backup brings them back, the old one is kept.
    const damaged = await openDatabase({ dataDir: source });
    await damaged.db.delete(moderationBans);
    await damaged.db.delete(chatReports);
    await damaged.db.delete(users);
    await damaged.close();
    expect(await snapshot(source)).toEqual({ users: [], reports: [], bans: [] });
    expect(run("db-restore.ts", source, ["--from", file])).toContain("previous database");
    expect(await snapshot(source)).toEqual(expected);
    expect(readdirSync(source).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
  });

  it("points to pg_dump when DATABASE_URL is set", () => {
    let message = "";
    try {
      execFileSync(process.execPath, [path.join(ROOT, "scripts", "db-backup.ts")], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: "postgres://u@127.0.0.1:1/x", SESSION_SECRET: "s".repeat(40) },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      message = String((error as { stderr?: string }).stderr);
    }
    expect(message).toContain("pg_dump");
  });
});
