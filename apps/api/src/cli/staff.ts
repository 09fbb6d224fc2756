/**
 * `npm run staff -- <command>`: staff accounts from the command line.
 *
 *   add --email E --role owner|manager|front_desk|accountant [--name N] [--locale it|en]
 *       creates the account (or renews an invited one's link) and prints a one-time
 *       link (24 h) that sets its password. This is how the estate's first owner is made.
 *   list
 *       every staff account with its role and status.
 *
 * It uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR: the running site's
 * server when it is up, otherwise it starts it for the command.
 */
import { parseArgs } from 'node:util';
import { closeDatabase, createDatabase, runMigrations, staffRoles, type StaffRole } from '@tenuta/db';
import { systemClock, isDomainError } from '@tenuta/core';
import { createStaffAccount, listTeam } from '@tenuta/identity';
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';
import { openCommandDatabase } from './command-database.ts';

const usage = `Usage:
  npm run staff -- add --email E --role ${staffRoles.join('|')} [--name N] [--locale it|en]
  npm run staff -- list`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } },
  });
  const command = positionals[0];
  if (command !== 'add' && command !== 'list') {
    console.error(usage);
    return 2;
  }
  if (command === 'add') {
    if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) return fail('--email: an e-mail address is required');
    if (!staffRoles.includes(values.role as StaffRole)) return fail(`--role: one of ${staffRoles.join(', ')}`);
    if (values.locale && values.locale !== 'it' && values.locale !== 'en') return fail('--locale: it or en');
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  const db = createDatabase(database.url, { max: 2 });
  try {
    await runMigrations(db);
    if (command === 'list') {
      for (const s of await listTeam(db)) console.log(`${s.id}\t${s.email}\t${s.name}\t${s.role}\t${s.status}${s.totp_enabled ? '\t2FA' : ''}`);
      return 0;
    }
    const r = await createStaffAccount(
      { db, clock: systemClock, publicUrl: config.publicUrl },
      { email: values.email!, role: values.role as StaffRole, ...(values.name ? { name: values.name } : {}), ...(values.locale ? { locale: values.locale as 'it' | 'en' } : {}) },
    );
    console.log(`Staff account ${r.staff.email} (${r.staff.role}) is ready for its password.`);
    console.log(`Open this link within 24 hours (${r.expiresAt.toISOString()}) to set it; it works once:`);
    console.log(`\n  ${r.link}\n`);
    if (r.staff.role === 'owner') console.log('Owners then set up a second factor (an authenticator app) at their first sign-in.');
    return 0;
  } catch (e) {
    if (isDomainError(e)) return fail(e.message);
    throw e;
  } finally {
    await closeDatabase(db);
    await database.close();
  }
}

function fail(message: string): number {
  console.error(`${message}\n\n${usage}`);
  return 2;
}

runCommand(main);
