import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { systemClock } from '@tenuta/core';
import { acceptStaffToken } from '@tenuta/identity';

const run = promisify(execFile);
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff.ts');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.drop();
});

const staff = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: database.url, PUBLIC_URL: 'https://tenuta.example', ALLOW_PAYMENT_SIMULATOR: 'true', LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run staff', () => {
  it('add: makes the first owner and prints a one-time link on the public address that sets the password', { timeout: 60_000 }, async () => {
    const r = await staff('add', '--email', 'Giulia@Example.com', '--role', 'owner', '--name', 'Giulia Ferrero');
    expect(r.code, r.stderr).toBe(0);
    const link = /https:\/\/tenuta\.example\/staff\/setup\/([A-Za-z0-9_-]{43})/.exec(r.stdout);
    expect(link, r.stdout).not.toBeNull();
    expect(r.stdout).toContain('24 hours');
    const view = await acceptStaffToken(
      { db: database.db, clock: systemClock, publicUrl: 'https://tenuta.example' },
      { token: link![1]!, password: 'vendemmia nelle langhe 1963' },
    );
    expect(view).toMatchObject({ email: 'giulia@example.com', role: 'owner', status: 'active', totp_required: true });
    const list = await staff('list');
    expect(list.stdout).toMatch(/giulia@example\.com\tGiulia Ferrero\towner\tactive/);
    // An active account is not made again.
    const again = await staff('add', '--email', 'giulia@example.com', '--role', 'manager');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  // Three command runs, side by side: each starts Node with the TypeScript loader.
  it('refuses a bad role or e-mail with the usage, exit code 2', { timeout: 60_000 }, async () => {
    const attempts = [['add', '--email', 'x@example.com', '--role', 'boss'], ['add', '--role', 'owner'], ['remove']];
    const results = await Promise.all(attempts.map((args) => staff(...args)));
    for (const [i, r] of results.entries()) {
      expect(r.code, attempts[i]!.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage:');
    }
  });
});
