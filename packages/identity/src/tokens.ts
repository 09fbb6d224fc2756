import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe (the raw value only ever travels to its owner). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
