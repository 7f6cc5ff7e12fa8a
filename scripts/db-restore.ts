/**
 * Restores the embedded PGlite database from a backup of `npm run db:backup` (issue 17):
 *   npm run db:restore -- --from acaso-backup.tar.gz
 * Stop the server first. The current database is moved aside (DATA_DIR/pglite.before-restore-…),
 * never deleted. With DATABASE_URL (PostgreSQL) this prints the pg_restore command instead.
 */
import { parseArgs } from "node:util";
import { restorePglite } from "#server/backup/pglite.ts";
import { ConfigError, loadConfig } from "#server/config.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" acaso.dump',
    );
    return 2;
  }
  if (!values.from) {
    console.error("usage: npm run db:restore -- --from <backup.tar.gz>");
    return 2;
  }
  const { previous } = await restorePglite(config.dataDir, values.from);
  console.log(
    `restored ${values.from} into ${config.dataDir}/pglite${previous ? ` (the previous database is in ${previous})` : ""}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
