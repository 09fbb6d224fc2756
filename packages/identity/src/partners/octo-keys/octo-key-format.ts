import { randomBytes } from 'node:crypto';
import { hashToken } from '../../tokens.ts';

/** Every key starts so: a leaked one is recognisable in a scan of logs or repositories. */
export const OCTO_KEY_PREFIX = 'octo_';
/** Longer than any key we make, shorter than anything worth hashing. */
export const OCTO_KEY_MAX_LENGTH = 100;

export interface NewOctoKey {
  /** The whole key: shown once to whoever made it, never stored. */
  key: string;
  hash: string;
  last4: string;
}

export const octoKeyParts = (key: string): NewOctoKey => ({ key, hash: hashToken(key), last4: key.slice(-4) });

/** A new key: the prefix and 256 random bits (base64url). */
export const newOctoKey = (): NewOctoKey => octoKeyParts(`${OCTO_KEY_PREFIX}${randomBytes(32).toString('base64url')}`);

/** What the database keeps of a presented key (its SHA-256), or undefined for what cannot be one. */
export const presentedKeyHash = (key: string | undefined): string | undefined => (key && key.length <= OCTO_KEY_MAX_LENGTH ? hashToken(key) : undefined);
