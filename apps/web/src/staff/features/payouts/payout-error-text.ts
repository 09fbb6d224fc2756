import type { TFunction } from '../../../i18n/translator.ts';
import { isStaffApiError } from '../../app/api.ts';

const translatorOptions = new Set(['count', 'defaultValue', 'returnObjects', 'lng', 'ns']);

/** The answer's fields a message names (a SEPA file refused for one payout names it: payout_id, partner). */
const answerFields = (body: unknown): Record<string, string | number> =>
  body && typeof body === 'object'
    ? Object.fromEntries(Object.entries(body).filter((e): e is [string, string | number] => !translatorOptions.has(e[0]) && (typeof e[1] === 'string' || typeof e[1] === 'number')))
    : {};

/** This page's own wording of a failed call (its `errors.<detail>`, filled with the answer's fields), or '' when it has none. */
export const payoutErrorText = (t: TFunction, error: unknown): string =>
  isStaffApiError(error) && error.detail ? t(`errors.${error.detail}`, { ...answerFields(error.body), defaultValue: '' }) : '';
