import { createHash, randomBytes } from 'node:crypto';
import { octoApiKeys, type Database } from '@tenuta/db';
import { partnerSession, type TestPartnerOptions, type TestPartnerUser } from './partner-test-fixtures.ts';

export interface TestOctoApiKey {
  keyId: number;
  partnerId: number;
  key: string;
  headers: { authorization: string };
}

/** A reseller's key with the reseller's owner signed in (its partner area). */
export interface TestOctoKey extends TestOctoApiKey {
  owner: TestPartnerUser;
}

/** An OCTO API key of an existing partner, written straight to the database (as createOctoKey stores it). */
export async function insertOctoKey(db: Database, partnerId: number, name = 'Test system'): Promise<TestOctoApiKey> {
  const key = `octo_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(octoApiKeys)
    .values({ partnerId, name, keyHash: createHash('sha256').update(key, 'utf8').digest('base64url'), keyLast4: key.slice(-4) })
    .returning({ id: octoApiKeys.id });
  return { keyId: row!.id, partnerId, key, headers: { authorization: `Bearer ${key}` } };
}

/** A reseller (on account, with its contract and a signed-in owner) and an OCTO key of it: for inject tests of /octo routes. */
export async function octoReseller(db: Database, options: TestPartnerOptions = {}): Promise<TestOctoKey> {
  const owner = await partnerSession(db, { type: 'reseller', ...options });
  return { ...(await insertOctoKey(db, owner.partnerId)), owner };
}
