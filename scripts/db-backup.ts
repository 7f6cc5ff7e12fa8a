/**
 * Backs up the embedded PGlite database (issue 17):
 *   npm run db:backup -- [--out acaso-backup.tar.gz]
 * Stop the server first: PGlite allows one process at a time. With DATABASE_URL (PostgreSQL) this
 * prints the pg_dump command instead (docs/deploy.md "Backups").
 */
import { parseArgs } from "node:util";
import { backupPglite } from "#server/backup/pglite.ts";
import { ConfigError, loadConfig } from "#server/config.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g.\n  pg_dump --format=custom --file=acaso.dump "$DATABASE_URL"',
    );
    return 2;
  }
  const out = values.out ?? `acaso-backup-${new Date().toISOString().replaceAll(":", "-")}.tar.gz`;
  const { bytes } = await backupPglite(config.dataDir, out);
  console.log(`backed up ${config.dataDir}/pglite to ${out} (${bytes} bytes)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
