import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '@tenuta/core';
import { isCommonPassword } from './common-passwords.ts';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** argon2id, 19 MiB, 2 iterations, 1 lane (OWASP's minimum for argon2id). */
const options = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified when the account is unknown: a login takes as long either way. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('tenuta-decoy-password-never-used'));

export type PasswordProblem = 'too_short' | 'too_long' | 'common';

export function passwordProblem(password: string, context: readonly string[] = []): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'too_short';
  if (length > PASSWORD_MAX) return 'too_long';
  if (isCommonPassword(password, context)) return 'common';
  return null;
}

const messages: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${PASSWORD_MIN} characters long`,
  too_long: `The password must be at most ${PASSWORD_MAX} characters long`,
  common: 'This password is too common or too easy to guess: choose another',
};

/** Throws a validation_error (detail = the problem code) when the password is not acceptable. */
export function assertAcceptablePassword(password: string, context: readonly string[] = []): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new DomainError('validation_error', messages[problem], `password_${problem}`);
}
