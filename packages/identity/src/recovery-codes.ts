import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { staffRecoveryCodes } from '@tenuta/db';
import { DomainError, type Executor } from '@tenuta/core';
import { hashToken } from './tokens.ts';

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits nobody mixes up when copying from paper (no 0/o, 1/l/i). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
const SHAPE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/** A code as typed (any case, spaces or dashes anywhere) reduced to its characters. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** One code: 12 characters of 31 (about 59 random bits), shown as xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return Array.from({ length: GROUPS }, (_, g) => chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join('')).join('-');
}

/** True when what was typed has a recovery code's shape (a TOTP code is six digits, never this). */
export const isRecoveryCode = (code: string): boolean => SHAPE.test(normalize(code));

/** What the database keeps of a code: its SHA-256, never the code. */
const hashRecoveryCode = (code: string) => hashToken(normalize(code));

export const invalidRecoveryCode = () => new DomainError('validation_error', 'This recovery code is not valid or has already been used', 'recovery_code_invalid');

/**
 * A new set of codes for the account, replacing every earlier one (used or not), in the caller's
 * transaction. The codes in clear exist only in the answer to the person who asked.
 */
export async function issueRecoveryCodes(tx: Executor, staffId: number, now: Date): Promise<string[]> {
  await dropRecoveryCodes(tx, staffId);
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const list = [...codes];
  await tx.insert(staffRecoveryCodes).values(list.map((c) => ({ staffId, codeHash: hashRecoveryCode(c), createdAt: now })));
  return list;
}

/** A factor that is replaced, reset or turned off takes its codes with it. */
export async function dropRecoveryCodes(tx: Executor, staffId: number): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/**
 * Spends one code of the account: a single UPDATE … WHERE used_at IS NULL, so two uses of one
 * code at once (or one code typed twice) succeed once. The codes left, or null when the code is
 * not one of the account's unused codes.
 */
export async function spendRecoveryCode(tx: Executor, staffId: number, code: string, now: Date): Promise<number | null> {
  if (!isRecoveryCode(code)) return null;
  const spent = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  if (spent.length === 0) return null;
  return recoveryCodesLeft(tx, staffId);
}

export async function recoveryCodesLeft(db: Executor, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
