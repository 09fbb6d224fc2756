import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurity(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: baseCsp },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
