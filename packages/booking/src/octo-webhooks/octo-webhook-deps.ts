import type { CoreDeps } from '@tenuta/core';

/** What the webhook use cases need: the database, the clock, and whether this is a local install (loopback PUBLIC_URL). */
export interface OctoWebhookDeps extends Pick<CoreDeps, 'db' | 'clock'> {
  /** A local install delivers to any http(s) address (a receiver on this machine); a public one only to public https ones. */
  localInstall: boolean;
}

/** The key an OCTO call comes with: webhooks belong to it. */
export interface OctoWebhookOwner {
  keyId: number;
  partnerId: number;
}
