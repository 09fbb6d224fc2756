/**
 * `npm run backup`: a pg_dump (custom format) of the configured database into
 * DATA_DIR/backups/tenuta-<UTC time>.dump, keeping the newest BACKUP_KEEP (14).
 *
 * It uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR: the running site's server
 * when it is up (the dump is one consistent snapshot; the site keeps serving), otherwise it
 * starts it for the command. Prints the file's path on the last line.
 */
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';
import { backupDatabase, backupsDir } from './backups.ts';
import { openCommandDatabase } from './command-database.ts';

async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error('Usage: npm run backup   (no arguments; BACKUP_KEEP sets how many backups are kept)');
    return 2;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    const r = await backupDatabase({ url: database.url, dir: backupsDir(config.dataDir), keep: config.BACKUP_KEEP });
    console.error(`Backed up the database (${database.source}) with pg_dump ${r.tools.version}: ${(r.bytes / 1024).toFixed(0)} KiB.`);
    if (r.rotated.length) console.error(`Removed ${r.rotated.length} older backup(s), keeping the newest ${config.BACKUP_KEEP}: ${r.rotated.join(', ')}`);
    console.log(r.file);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
