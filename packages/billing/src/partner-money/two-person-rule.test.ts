import { describe, expect, it } from 'vitest';
import { secondPersonConflict } from './two-person-rule.ts';

describe('two people for money leaving the estate', () => {
  const accountant = { id: 7, role: 'accountant' };
  it('refuses whoever gathered, changed or confirmed the tax status behind a payout', () => {
    expect(secondPersonConflict({ preparedBy: 7, changedBy: null, taxConfirmedBy: null }, accountant)).toBe('prepared');
    expect(secondPersonConflict({ preparedBy: 3, changedBy: 7, taxConfirmedBy: null }, accountant)).toBe('changed');
    expect(secondPersonConflict({ preparedBy: null, changedBy: null, taxConfirmedBy: 7 }, accountant)).toBe('tax_status');
  });
  it('lets anyone else approve, the monthly job and the seed counting as nobody', () => {
    expect(secondPersonConflict({ preparedBy: null, changedBy: null, taxConfirmedBy: null }, accountant)).toBeNull();
    expect(secondPersonConflict({ preparedBy: 3, changedBy: 4, taxConfirmedBy: 5 }, accountant)).toBeNull();
  });
  it('lets an owner approve anything, own changes included', () => {
    expect(secondPersonConflict({ preparedBy: 1, changedBy: 1, taxConfirmedBy: 1 }, { id: 1, role: 'owner' })).toBeNull();
  });
});
