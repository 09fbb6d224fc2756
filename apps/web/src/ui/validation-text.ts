import type { ValidationField } from '@tenuta/contracts';
import type { TFunction } from '../i18n/translator.ts';

/** The `fields` of a validation_error answer (see ErrorResponse in @tenuta/contracts), when there are any. */
export function validationFieldsOf(body: unknown): ValidationField[] {
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is ValidationField => !!f && typeof f === 'object' && typeof f.field === 'string' && typeof f.issue === 'string');
}

/**
 * A validation_error in the reader's words: "Durata (minuti): almeno 15; Capienza: almeno 1."
 * Each field by its label (`<prefix>fields.<name>`) and what is wrong (`<prefix>issue.<issue>`,
 * plural by its bound), in the app's catalogue. Null when no field is one the catalogue names:
 * the caller says something general instead of showing the server's developer text.
 */
export function validationText(t: TFunction, body: unknown, prefix = 'errors.'): string | null {
  const lines: string[] = [];
  for (const f of validationFieldsOf(body)) {
    const label = t(`${prefix}fields.${f.field}`, { defaultValue: '' });
    if (!label) continue;
    const what = t(`${prefix}issue.${f.issue}`, { defaultValue: '', count: f.limit ?? 0, limit: f.limit ?? '' }) || t(`${prefix}issue.invalid`);
    const line = t(`${prefix}fieldLine`, { field: label, problem: what });
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length > 0 ? t(`${prefix}checkFields`, { fields: lines.join('; ') }) : null;
}
