import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { staffAccounts } from '@tenuta/db';
import { DomainError, type Executor } from '@tenuta/core';

const PERIOD = 30;
const ISSUER = 'Tenuta';

const totpFor = (secret: string, label: string) => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step a code is valid for (±1 step of clock drift), or null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const clean = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const delta = totpFor(secret, 'x').validate({ token: clean, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The current code (tests and the demo only). */
export const totpCode = (secret: string, now: Date): string => totpFor(secret, 'x').generate({ timestamp: now.getTime() });

export async function enrolmentOffer(secret: string, email: string): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** What checking a code gave: accepted (its step now spent), wrong, or right but its step already spent. */
export type TotpCheck = 'ok' | 'invalid' | 'reused';

/**
 * Checks a code against the account's secret and spends its time step: the
 * same code (or an older one) is never accepted twice. Locks the account row.
 */
export async function spendTotpCode(tx: Executor, staffId: number, secret: string, code: string, now: Date): Promise<TotpCheck> {
  const [row] = await tx.select({ last: staffAccounts.totpLastStep }).from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
  const step = matchTotp(secret, code, now);
  if (step === null) return 'invalid';
  if (row?.last != null && step <= row.last) return 'reused';
  await tx.update(staffAccounts).set({ totpLastStep: step }).where(eq(staffAccounts.id, staffId));
  return 'ok';
}

export const invalidCode = () => new DomainError('validation_error', 'The code is not valid: check the time on your phone and try again', 'totp_invalid');

/**
 * A right code whose 30-second step was already spent (typed twice, or just used to sign in
 * elsewhere): said plainly, so nobody thinks their phone's clock is wrong.
 */
export const reusedCode = () =>
  new DomainError('validation_error', 'This code has already been used: wait for the next one in your app (a new code appears every 30 seconds)', 'totp_reused');

/** The error for a check that was not `ok`. */
export const codeRefused = (check: Exclude<TotpCheck, 'ok'>) => (check === 'reused' ? reusedCode() : invalidCode());
