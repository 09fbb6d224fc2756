import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { appSecretKey, type Executor } from '@tenuta/core';

/** The app_secrets row whose key encrypts the webhooks' signing secrets. */
const KEY_NAME = 'octo-webhook-secrets';
const VERSION = 'v1';

/** A new signing secret: shown once to the reseller's system, which verifies deliveries with it. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The secret as stored: AES-256-GCM under the application's own key, bound to the webhook's id
 * (a ciphertext copied onto another webhook does not decrypt). `v1.<iv>.<ciphertext>.<tag>`.
 */
export async function encryptWebhookSecret(db: Executor, webhookId: string, secret: string): Promise<string> {
  const key = await appSecretKey(db, KEY_NAME);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(webhookId, 'utf8'));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export async function decryptWebhookSecret(db: Executor, webhookId: string, stored: string): Promise<string> {
  const [version, iv, ct, tag] = stored.split('.');
  if (version !== VERSION || !iv || !ct || !tag) throw new Error('unreadable webhook secret');
  const key = await appSecretKey(db, KEY_NAME);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(webhookId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
