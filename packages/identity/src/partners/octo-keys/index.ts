/** A reseller's keys to the OCTO API: made, listed and revoked by its owner or staff; checked on every call. */
export { authenticateOctoKey, octoKeyAuthenticator, type OctoKeyHolder } from './authenticate-octo-key.ts';
export { createOctoKey, type CreatedOctoKey } from './create-octo-key.ts';
export { listOctoKeys } from './list-octo-keys.ts';
export { revokeOctoKey } from './revoke-octo-key.ts';
export { DEMO_OCTO_KEY, revokeDemoOctoKeys, seedDemoOctoKey } from './demo-octo-key.ts';
export { OCTO_KEY_NAME_MAX, OCTO_KEYS_PER_PARTNER, type OctoKeyActor } from './octo-key-rules.ts';
export { OCTO_KEY_PREFIX } from './octo-key-format.ts';
export type { OctoKeyView } from './octo-key-views.ts';
