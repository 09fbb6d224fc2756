/**
 * `npm run restore -- FILE [--yes]`: replaces the configured database with a backup made by
 * `npm run backup` (pg_restore of a custom-format dump, in one transaction, after dropping every
 * application schema: a clean restore).
 *
 * A database that holds data is replaced only with --yes, and only after a backup of it has been
 * written to DATA_DIR/backups (printed), so a wrong restore can be undone. Stop the site first
 * when you can; if it is running, restart it afterwards.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';
import { backupDatabase, backupsDir, databaseHoldsData, isCustomFormatDump, otherApplicationSessions, restoreDatabase, serverMajor } from './backups.ts';
import { openCommandDatabase } from './command-database.ts';
import { findPgTools } from './pg-tools.ts';

const usage = 'Usage: npm run restore -- FILE [--yes]   (FILE: a .dump written by npm run backup)';

/** The command line, or undefined (after saying why) when it cannot be read. */
function readArgs() {
  try {
    return parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', default: false } } });
  } catch (e) {
    console.error(`${(e as Error).message}\n${usage}`);
    return undefined;
  }
}

async function main(): Promise<number> {
  const parsed = readArgs();
  if (!parsed) return 2;
  const { positionals, values } = parsed;
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`${file}: no such file\n${usage}`);
    return 2;
  }
  if (!(await isCustomFormatDump(file))) {
    console.error(`${file}: not a pg_dump custom-format backup\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    const tools = findPgTools(await serverMajor(database.url));
    if (await databaseHoldsData(database.url)) {
      if (!values.yes) {
        console.error(
          `The database (${database.source}) holds data: restoring replaces all of it with ${path.basename(file)}.\n` +
            `Run again with --yes to go ahead (with npm, after --: npm run restore -- ${positionals[0]} --yes).` +
            (process.env.npm_config_yes ? '\n(npm kept a --yes given before -- for itself.)' : ''),
        );
        return 2;
      }
      // No rotation here: it could delete the very file being restored (the next npm run backup rotates).
      const safety = await backupDatabase({ url: database.url, dir: backupsDir(config.dataDir), tools });
      console.error(`Saved the current database first: ${safety.file}`);
    }
    const running = await otherApplicationSessions(database.url);
    await restoreDatabase({ url: database.url, file, tools });
    console.error(`Restored ${path.basename(file)} into the database (${database.source}) with pg_restore ${tools.version}.`);
    if (running > 0) console.error('The site is connected to this database: restart it, so that nothing it keeps in memory predates the restore.');
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
