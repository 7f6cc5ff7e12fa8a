/**
 * Creates the first administrator, or promotes an existing account (issue 6 item 7):
 *   npm run admin:create -- --email admin@example.com --password '…' [--reset-password]
 * Uses the same configuration as the server (DATABASE_URL or PGlite in DATA_DIR). Stop the server
 * first when it runs on PGlite: the embedded database allows one process at a time.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { createAuthService } from "#server/auth/service.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createMailer } from "#server/mail/mailer.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "reset-password": { type: "boolean", default: false },
    },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error(
      "usage: npm run admin:create -- --email <address> --password <password> [--reset-password]",
    );
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const service = createAuthService({
      db: database.db,
      mailer: createMailer({ from: config.MAIL_FROM, outboxDir: `${config.dataDir}/outbox` }),
      policy: { idleMs: 1, absoluteMs: 1 },
      siteUrl: config.SITE_URL,
      appName: config.APP_NAME,
      defaultLocale: config.DEFAULT_LOCALE,
      avatarMaxBytes: config.AVATAR_MAX_BYTES,
    });
    const result = await service.ensureAdmin(email, password, { resetPassword: values["reset-password"] });
    if (!result.ok) {
      console.error(
        `refused: ${result.errors.map((e) => `${e.field} ${e.typeError}${e.min ? ` (min ${e.min})` : ""}${e.max ? ` (max ${e.max})` : ""}`).join(", ")}`,
      );
      return 1;
    }
    console.warn(`${result.created ? "created" : "promoted"} administrator ${result.user.email}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
