/**
 * `npm run restore FILE`: brings a backup back into an empty DATA_DIR (a `.tar.gz` of the embedded
 * database; the next start replays it) or into the empty external DATABASE_URL (a `.dump`).
 */
import { loadConfig } from '../src/server/config.ts';
import { restoreEmbedded, restoreExternal } from '../src/server/db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE');
  process.exit(1);
}
try {
  const config = loadConfig();
  if (file.endsWith('.dump')) {
    if (!config.databaseUrl)
      throw new Error('a .dump restores into an external database: set DATABASE_URL to an empty one');
    await restoreExternal(file, config.databaseUrl);
  } else {
    restoreEmbedded(file, config.dataDir);
  }
  console.log(`Restored ${file}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
