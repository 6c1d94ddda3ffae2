/**
 * `npm run backup`: a consistent backup of the database while the server runs, into DATA_DIR/backups/
 * (src/server/db/backup.ts). Prints the file written.
 */
import { loadConfig } from '../src/server/config.ts';
import { backupEmbedded, backupExternal } from '../src/server/db/backup.ts';

try {
  const config = loadConfig();
  const file = config.databaseUrl
    ? await backupExternal(config.databaseUrl, config.dataDir)
    : await backupEmbedded(config.dataDir);
  console.log(file);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
