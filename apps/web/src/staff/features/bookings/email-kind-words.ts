import type { NotificationKindName } from '@tenuta/contracts';

/**
 * Every kind of e-mail has words in both languages (staffEmailKinds.json): a kind added to the
 * outbox without them makes these two lines fail the typecheck, naming the missing kind, so the
 * booking's e-mail list never shows a raw key.
 */
type Missing<Words> = Exclude<NotificationKindName, keyof Words>;
type ItWords = typeof import('../../i18n/it/staffEmailKinds.json')['kinds'];
type EnWords = typeof import('../../i18n/en/staffEmailKinds.json')['kinds'];
export const everyKindHasItalianWords: [Missing<ItWords>] extends [never] ? true : { missing: Missing<ItWords> } = true;
export const everyKindHasEnglishWords: [Missing<EnWords>] extends [never] ? true : { missing: Missing<EnWords> } = true;

/** The catalogue key of a kind's words (namespace staffEmailKinds). */
export const emailKindKey = (kind: NotificationKindName): `kinds.${NotificationKindName}` => `kinds.${kind}`;
