import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from './build.mjs';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside dist/ (ignored by git), so its imports resolve from the same node_modules as the real output.
const outDir = path.join(api, 'dist', `test-${process.pid}`);
const outfile = path.join(outDir, 'main.js');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build of the API', () => {
  it('is one ES module: the workspace packages inside, node_modules imported, and it runs under plain node', async () => {
    await buildApi({ outfile });
    const code = readFileSync(outfile, 'utf8');
    const specifiers = [...code.matchAll(/(?:^|\n)import\s[^;]*?from\s*"([^"]+)"|import\("([^"]+)"\)/g)].map((m) => m[1] ?? m[2]!);
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((s) => s.startsWith('@tenuta/') || s.endsWith('.ts') || s.startsWith('.'))).toEqual([]);
    expect(specifiers).toContain('fastify');
    expect(code).not.toMatch(/\btsx\b/);
    // Plain node, no TypeScript loader: every import links, then the config check stops it (exit 2).
    const run = spawnSync(process.execPath, [outfile], { env: { PATH: process.env.PATH, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT="not-a-port"');
    expect(run.status).toBe(2);
    // The linked source map leads stack traces back to the TypeScript files without carrying their
    // text: a server started with --enable-source-maps keeps every map it loads in memory.
    const map = JSON.parse(readFileSync(`${outfile}.map`, 'utf8')) as { sources: string[]; sourcesContent?: unknown };
    expect(map.sources).toContain('../../src/main.ts');
    expect(map.sourcesContent).toBeUndefined();
  }, 60_000);
});
