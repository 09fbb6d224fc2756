import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { octoApiKeys, octoWebhooks } from '@tenuta/db';
import { DomainError, lockingTransaction } from '@tenuta/core';
import type { OctoWebhookDeps, OctoWebhookOwner } from './octo-webhook-deps.ts';
import { octoWebhookView, type OctoWebhookView } from './octo-webhook-view.ts';
import { encryptWebhookSecret, newWebhookSecret } from './webhook-secret.ts';
import { webhookUrl } from './webhook-url.ts';

/** Webhooks one key may keep: one per receiving system, a few spare. */
export const OCTO_WEBHOOKS_PER_KEY = 5;
const HEADERS_MAX = 10;
/** Headers a delivery sets itself: a reseller's header never replaces them. */
const OWN_HEADERS = new Set(['host', 'content-type', 'content-length', 'connection', 'transfer-encoding', 'user-agent', 'octo-signature', 'octo-event', 'octo-delivery']);

export interface OctoWebhookInput {
  url: string;
  event: string;
  retryOnError?: boolean;
  headers?: Record<string, string>;
}

const bad = (message: string, detail: string) => new DomainError('validation_error', message, detail);

function extraHeaders(h: Record<string, string> | undefined): Record<string, string> {
  const entries = Object.entries(h ?? {});
  if (entries.length > HEADERS_MAX) throw bad(`At most ${HEADERS_MAX} headers`, 'octo_webhook_headers_invalid');
  for (const [name, value] of entries) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/.test(name) || OWN_HEADERS.has(name.toLowerCase()))
      throw bad(`The header ${JSON.stringify(name)} cannot be set`, 'octo_webhook_headers_invalid');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a header value is one line without control characters
    if (typeof value !== 'string' || value.length > 1000 || /[\u0000-\u001f\u007f]/.test(value))
      throw bad(`The header ${JSON.stringify(name)} has a value that cannot be sent`, 'octo_webhook_headers_invalid');
  }
  return Object.fromEntries(entries);
}

/**
 * POST /octo/webhooks: a webhook of the calling key for `booking_update`, with a new signing secret
 * returned this once (stored encrypted). At most five live webhooks per key, counted under the
 * key's row lock.
 */
export async function registerOctoWebhook(deps: OctoWebhookDeps, owner: OctoWebhookOwner, input: OctoWebhookInput): Promise<OctoWebhookView & { secret: string }> {
  if (input.event !== 'booking_update') throw bad('The only event is booking_update', 'octo_webhook_event_invalid');
  const url = webhookUrl(input.url, { localInstall: deps.localInstall });
  const headers = extraHeaders(input.headers);
  const id = randomUUID();
  const secret = newWebhookSecret();
  // Read (and made, the first time) outside the transaction: the key's own short statements.
  const secretEncrypted = await encryptWebhookSecret(deps.db, id, secret);
  const row = await lockingTransaction(deps.db, async (tx) => {
    const [key] = await tx
      .select({ id: octoApiKeys.id })
      .from(octoApiKeys)
      .where(and(eq(octoApiKeys.id, owner.keyId), eq(octoApiKeys.partnerId, owner.partnerId), isNull(octoApiKeys.revokedAt)))
      .for('update');
    if (!key) throw new DomainError('unauthorized', 'This API key was revoked', 'octo_key_revoked');
    const [live] = await tx
      .select({ n: count() })
      .from(octoWebhooks)
      .where(and(eq(octoWebhooks.keyId, owner.keyId), isNull(octoWebhooks.deletedAt)));
    if ((live?.n ?? 0) >= OCTO_WEBHOOKS_PER_KEY) throw bad(`At most ${OCTO_WEBHOOKS_PER_KEY} webhooks per API key: delete one first`, 'octo_webhook_limit');
    const [w] = await tx
      .insert(octoWebhooks)
      .values({ id, keyId: owner.keyId, url, secretEncrypted, eventTypes: ['booking_update'], retryOnError: input.retryOnError ?? true, headers, createdAt: deps.clock.now() })
      .returning();
    return w!;
  });
  return { ...octoWebhookView(row), secret };
}
