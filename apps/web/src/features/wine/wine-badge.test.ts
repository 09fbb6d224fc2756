import { describe, expect, it } from 'vitest';
import { wineBadge } from './wine-badge.ts';

describe('wineBadge', () => {
  it('is Tradizione up to 35 included', () => {
    expect(wineBadge(0)).toBe('Tradizione');
    expect(wineBadge(25)).toBe('Tradizione');
    expect(wineBadge(30)).toBe('Tradizione');
    expect(wineBadge(35)).toBe('Tradizione');
  });
  it('is Premium above 35 and up to 45 included', () => {
    expect(wineBadge(35.01)).toBe('Premium');
    expect(wineBadge(40)).toBe('Premium');
    expect(wineBadge(45)).toBe('Premium');
  });
  it('is Esclusiva above 45', () => {
    expect(wineBadge(45.01)).toBe('Esclusiva');
    expect(wineBadge(50)).toBe('Esclusiva');
    expect(wineBadge(250)).toBe('Esclusiva');
  });
});
