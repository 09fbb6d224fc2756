import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

describe('passwordProblem', () => {
  it('wants 12 to 128 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('a1b2c3d4e5f')).toBe('too_short');
    expect(passwordProblem('a1b2c3d4e5f6')).toBeNull();
    expect(passwordProblem('x'.repeat(100) + 'y'.repeat(28))).toBeNull();
    expect(passwordProblem(`${'xy'.repeat(64)}z`)).toBe('too_long');
    expect(passwordProblem('àèìòùàèìòùàè')).toBeNull();
  });

  it('refuses common passwords, also with digits or punctuation appended and in other case', () => {
    for (const p of ['password1234', 'Password1234!', 'QWERTY123456', 'tartufotartufo', 'iloveyouiloveyou', 'aaaaaaaaaaaa', 'abcabcabcabc', '123412341234']) {
      expect(passwordProblem(p), p).toBe('common');
    }
  });

  it('refuses the account’s own e-mail name', () => {
    expect(passwordProblem('giulia.ferrero', ['giulia.ferrero@tenuta.example'])).toBe('common');
    expect(passwordProblem('giulia.ferrero2026', ['giulia.ferrero@tenuta.example'])).toBe('common');
    expect(passwordProblem('le colline di giulia', ['giulia.ferrero@tenuta.example'])).toBeNull();
  });
});
