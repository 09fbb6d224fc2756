import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Baseline headers on every response. Scripts: 'self' only; the HTML
 * plugin adds the hashes of the few inline scripts a prerendered page has.
 */
export const baseCsp = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function cspHeader(extraScriptSrc: string[] = []): string {
  return Object.entries(baseCsp)
    .map(([k, v]) => `${k} ${(k === 'script-src' ? [...v, ...extraScriptSrc] : v).join(' ')}`)
    .join('; ');
}

/**
 * The headers helmet sets for these options, computed ONCE: they do not
 * depend on the request, and computing them per request (as the Fastify
 * plugin does) was a sizeable share of a cached API answer's cost
 * (docs/decisions/0026).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export async function registerSecurity(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: baseCsp },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
