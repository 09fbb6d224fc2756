import { describe, expect, it } from 'vitest';
import { addPlainStylesheets } from './plain-stylesheets.ts';

describe('addPlainStylesheets', () => {
  it('links x.css right after React Router’s x.css#, once', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/b.css#"/><link rel="stylesheet" href="/assets/b.css#"/></head><body><link rel="stylesheet" href="/assets/c.css#"/></body></html>';
    expect(addPlainStylesheets(html)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/b.css#"/><link rel="stylesheet" href="/assets/b.css"/><link rel="stylesheet" href="/assets/b.css#"/></head><body><link rel="stylesheet" href="/assets/c.css#"/></body></html>',
    );
  });

  it('adds nothing when x.css is already linked or there is no head', () => {
    const linked = '<head><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/a.css#"/></head>';
    expect(addPlainStylesheets(linked)).toBe(linked);
    expect(addPlainStylesheets('<p>no head</p>')).toBe('<p>no head</p>');
  });
});
