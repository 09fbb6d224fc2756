import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator.ts';
import { validationText } from './validation-text.ts';

const catalogue = {
  errors: {
    checkFields: 'Controlla: {{fields}}.',
    fieldLine: '{{field}} {{problem}}',
    fields: { duration_minutes: 'la durata (minuti)', capacity: 'la capienza', guest_name: "il nome dell'ospite" },
    issue: {
      too_small: 'deve essere almeno {{limit}}',
      too_short_one: 'deve avere almeno {{count}} carattere',
      too_short_other: 'deve avere almeno {{count}} caratteri',
      required: 'è obbligatorio',
      invalid: 'non è valido',
    },
  },
};
const t = createTranslator({ lng: 'it', fallbackLng: 'it', defaultNS: 'staff', resources: { it: { staff: catalogue } } }).t;

describe('a validation error in words', () => {
  it('names each field the catalogue knows, with its bound and the plural it takes', () => {
    const body = {
      code: 'validation_error',
      fields: [
        { field: 'duration_minutes', path: 'duration_minutes', issue: 'too_small', limit: 15 },
        { field: 'guest_name', path: 'guest_name', issue: 'too_short', limit: 2 },
        { field: 'capacity', path: 'capacity', issue: 'too_big', limit: 500 },
      ],
    };
    expect(validationText(t, body)).toBe("Controlla: la durata (minuti) deve essere almeno 15; il nome dell'ospite deve avere almeno 2 caratteri; la capienza non è valido.");
    expect(validationText(t, { fields: [{ field: 'guest_name', path: 'guest_name', issue: 'too_short', limit: 1 }] })).toBe(
      "Controlla: il nome dell'ospite deve avere almeno 1 carattere.",
    );
  });

  it('says nothing of fields it cannot name, nor of an answer without fields (no developer text)', () => {
    expect(validationText(t, { fields: [{ field: 'x_internal', path: 'x_internal', issue: 'required' }] })).toBeNull();
    expect(validationText(t, { detail: 'duration_minutes: Too small: expected number to be >=15' })).toBeNull();
    expect(validationText(t, undefined)).toBeNull();
  });
});
