import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@tenuta/booking';
import type { Database } from '@tenuta/db';
import { buildApp, type AppConfig } from '../app.ts';

/** A built web app in miniature: prerendered pages, the SPA shell, the 404 page (and a stale /test-booking page). */
let buildDir: string;
const page = (name: string) =>
  `<!DOCTYPE html><html lang="it"><head><title>${name}</title><link rel="modulepreload" href="/assets/entry.js"/></head><body><h1>${name}</h1><script>window.__ctx = 1;</script><script type="module" src="/assets/entry.js"></script></body></html>`;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-web-'));
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404/index.html': page('Pagina non trovata'),
    '__spa-fallback.html': page('shell'),
    'faq/index.html': page('FAQ'),
    'booking-success/index.html': page('Esito della prenotazione'),
    'test-booking/index.html': page('Prova delle prenotazioni'),
  };
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(buildDir, file)), { recursive: true });
    await writeFile(path.join(buildDir, file), html);
  }
});
afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

async function appIn(env: AppConfig['NODE_ENV']): Promise<FastifyInstance> {
  // No route here touches the database.
  const app = await buildApp({
    deps: { db: undefined as unknown as Database, clock: systemClock },
    config: { publicUrl: 'http://localhost:3000', HOLD_MINUTES: 20, NODE_ENV: env, dataDir: '/tmp/tenuta-test' },
    webBuildDir: buildDir,
  });
  await app.ready();
  return app;
}

describe('the developer page /test-booking', () => {
  it('answers 404 in production, whatever the spelling, and its files are not served', async () => {
    const app = await appIn('production');
    try {
      for (const url of ['/test-booking', '/Test-Booking', '/test-booking?booking=1', '/test-booking/index.html', '/test-booking/']) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode === 301) {
          expect(res.headers.location).toBe('/test-booking');
          continue;
        }
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('Prova delle prenotazioni');
        // The not-found page; for the page itself as static HTML (readable without JavaScript, nothing to hydrate).
        expect(res.body, url).toContain('<h1>Pagina non trovata</h1>');
        if (!url.endsWith('.html')) {
          expect(res.body, url).not.toMatch(/<script|modulepreload/);
          expect(res.headers['content-security-policy'], url).toContain("script-src 'self';");
        }
      }
      expect((await app.inject({ method: 'HEAD', url: '/test-booking' })).statusCode).toBe(404);
      // Other pages as before.
      expect((await app.inject({ method: 'GET', url: '/faq' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/booking-success?booking=BK-X' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  for (const env of ['development', 'test'] as const) {
    it(`is the SPA shell in ${env}`, async () => {
      const app = await appIn(env);
      try {
        const res = await app.inject({ method: 'GET', url: '/test-booking' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<h1>shell</h1>');
        expect((await app.inject({ method: 'HEAD', url: '/test-booking' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/test-booking/index.html' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  }
});
