import type { Database } from '@tenuta/db';
import type { Clock, Outbox } from '@tenuta/core';

/** What the identity use cases depend on. */
export interface IdentityDeps {
  db: Database;
  clock: Clock;
  /** Wakes the e-mail worker after a commit that queued e-mails. */
  outbox?: Outbox;
  /** The site's public origin (links in e-mails and printed setup links). */
  publicUrl: string;
}
