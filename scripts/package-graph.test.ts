import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (npm run graph), no type declarations
import { documentedBlock, graphBlock, packageGraph, violations } from './package-graph.mjs';

describe('the package graph', () => {
  it('keeps every import rule of .dependency-cruiser.cjs (layers one way, no cycle, packages reached by name)', () => {
    expect(violations()).toEqual([]);
  }, 60_000);

  it('is drawn in docs/architecture.md as the code has it (npm run graph redraws it)', () => {
    const graph: string = packageGraph();
    // The layers the rules promise are visible in the picture: billing builds on booking, never the reverse.
    expect(graph).toMatch(/flowchart/);
    expect(documentedBlock()).toBe(graphBlock(graph));
  }, 60_000);

  it('finds a broken rule when there is one', () => {
    expect(() => documentedBlock('no markers here')).toThrow(/package-graph/);
  });
});
