import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspHeader } from './security.ts';

/** Server-side redirects (docs/product.md, Public routes; the client router has them too). */
export const redirects: Record<string, { to: string; status: 301 | 302 }> = {
  '/privacy': { to: '/privacy-policy', status: 301 },
  '/login/partner': { to: '/partner/login', status: 301 },
  '/partner': { to: '/partner/dashboard', status: 302 },
};

/**
 * A Location of this site for `target` (a path with its query), whatever a
 * browser makes of it: browsers drop tabs and newlines and read "\\" as "/",
 * so "//x", "/\\x" and "/<tab>/x" all name another host. Leading slashes
 * collapse to one, anything outside printable ASCII is percent-encoded, and
 * what still resolves elsewhere becomes "/".
 */
export function sameSiteLocation(target: string): string {
  const probe = 'http://site.invalid';
  try {
    const printable = target.replace(/[\t\n\r]/g, '').replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    const location = `/${printable.replace(/^[/\\]+/, '')}`;
    return new URL(location, probe).origin === probe ? location : '/';
  } catch {
    return '/';
  }
}

/**
 * Pages with a parameter in their address, each one document that the browser renders with what
 * the address carries: `/manage/{id}` is the document built as `manage/`. That folder has no
 * address of its own.
 */
const parameterPages: { path: RegExp; document: string }[] = [{ path: /^\/manage\/[^/]+$/, document: 'manage' }];
const documentsWithoutAddress = /^\/(manage|404)$/;

/**
 * Developer pages (the /test-booking page): served outside production (200).
 * In production they answer 404 with the not-found page as static HTML (its
 * scripts removed: nothing of the developer page runs).
 */
export const developmentOnlyPages = [/^\/test-booking$/i];
const isDevelopmentOnly = (pathname: string) => developmentOnlyPages.some((r) => r.test(pathname));

/** The staff back office: its own single-page app (built into staff-app/), served for every /staff path. */
const isStaffPath = (pathname: string) => /^\/staff(\/|$)/i.test(pathname);
/** The partner area: its own single-page app too (built into partner-app/), served for every /partner path. */
const isPartnerPath = (pathname: string) => /^\/partner(\/|$)/i.test(pathname);
/** The scanner decodes QR codes in a worker that it starts from a blob: URL. */
const staffCsp = cspHeader().replace(/; object-src/, "; worker-src 'self' blob:; object-src");

interface HtmlPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  csp: string;
}

/** Drops every script and module preload: what is left is a static page. */
export const stripScripts = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Folder of the English documents in the web build. */
const ENGLISH_DOCUMENTS = 'en';
/** Whether the request's cookies say the visitor chose English (the `locale` cookie the site sets with the choice). */
export const englishChosen = (cookie: string | undefined): boolean => /(?:^|;)\s*locale=en\s*(?:;|$)/.test(cookie ?? '');

/** The language a link asks for (`?lang=it` or `?lang=en`, as e-mails and referral links write it). */
export function linkLocale(search: string): 'it' | 'en' | undefined {
  const v = new URLSearchParams(search).get('lang');
  return v === 'it' || v === 'en' ? v : undefined;
}

/** The visitor's language choice, as the site's own language switch stores it (a year, first-party). */
export const localeCookie = (locale: 'it' | 'en'): string => `locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * Serves the built web app: hashed assets with long caching, the pages' documents
 * with a CSP that allows exactly their inline scripts, one document for each page
 * with a parameter and the 404 page (HTTP 404) for everything else.
 */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export async function registerWeb(app: FastifyInstance, options: { buildDir: string; developmentPages?: boolean }): Promise<PageFallback | undefined> {
  const root = path.resolve(options.buildDir);
  // NODE_ENV from the app's config (buildApp decorates it before the web plugin).
  const developmentPages = options.developmentPages ?? app.config?.NODE_ENV !== 'production';
  const available = existsSync(path.join(root, 'index.html'));
  const cache = new Map<string, HtmlPage>();

  /** `withoutScripts`: the page as static HTML (no scripts, no module preloads), nothing to hydrate. */
  async function loadPage(file: string, withoutScripts = false): Promise<HtmlPage | undefined> {
    const key = withoutScripts ? `${file}#static` : file;
    const hit = cache.get(key);
    if (hit) return hit;
    if (!existsSync(file)) return undefined;
    let raw = await readFile(file);
    if (withoutScripts) raw = Buffer.from(stripScripts(raw.toString('utf8')));
    const page = { raw, gzip: gzipSync(raw), br: brotliCompressSync(raw), csp: cspHeader(inlineScriptHashes(raw.toString('utf8'))) };
    cache.set(key, page);
    return page;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
    const accept = String(request.headers['accept-encoding'] ?? '');
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      // The language cookie chooses between a page's Italian and English documents.
      .header('vary', 'accept-encoding, cookie');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.raw);
  }

  if (available) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Documents are sent by the handler below, never as files: the English ones (en/) at the
      // pages' own addresses, the developer page outside production only.
      globIgnore: ['**/*.html', '**/*.html.br', '**/*.html.gz', 'en/**', 'test-booking/**'],
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath);
        const hashed = ['assets', path.join('staff-app', 'assets'), path.join('partner-app', 'assets')].some((dir) => rel.startsWith(dir + path.sep));
        if (hashed) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (rel.startsWith(`media${path.sep}`) || rel.startsWith(`fonts${path.sep}`)) res.header('cache-control', 'public, max-age=604800');
        else res.header('cache-control', 'public, max-age=300');
      },
    });
  }

  for (const [from, { to, status }] of Object.entries(redirects)) {
    app.get(from, { schema: { hide: true } }, (_req, reply) => reply.redirect(to, status));
  }

  if (!available) return undefined;
  return async (request, reply) => {
    // The path as sent: parsing it as a URL would read "//host" and "\\host" as another host.
    const q = request.url.indexOf('?');
    const rawPath = q === -1 ? request.url : request.url.slice(0, q);
    const search = q === -1 ? '' : request.url.slice(q);
    // A trailing slash is dropped as sent (still encoded): a decoded "%2F" or "%5C" never becomes part of a Location.
    const rawClean = rawPath.replace(/\/+$/, '') || '/';
    if (rawClean !== rawPath) return reply.redirect(sameSiteLocation(rawClean + search), 301);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = rawPath;
    }
    const clean = pathname.replace(/\/+$/, '') || '/';
    if (isStaffPath(clean)) {
      const staff = await loadPage(path.join(root, 'staff-app', 'index.html'));
      if (staff) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        return sendPage(request, reply, { ...staff, csp: staffCsp }, 200);
      }
    }
    if (isPartnerPath(clean)) {
      const partner = await loadPage(path.join(root, 'partner-app', 'index.html'));
      if (partner) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        return sendPage(request, reply, partner, 200);
      }
    }
    // A link that names a language (`?lang=en`: a referral link, an e-mail) opens the page in it
    // from the first byte and keeps it as the visitor's choice; otherwise a visitor who chose
    // English gets the English document of a page (docs/decisions/0030).
    const asked = linkLocale(search);
    if (asked) reply.header('set-cookie', localeCookie(asked));
    const english = asked ? asked === 'en' : englishChosen(request.headers.cookie);
    const docs = english ? [path.join(root, ENGLISH_DOCUMENTS), root] : [root];
    const document = async (dir: string, withoutScripts = false) => {
      for (const base of docs) {
        // The Italian not-found page is built as 404.html, every other document as <path>/index.html.
        const page =
          (await loadPage(path.join(base, dir, 'index.html'), withoutScripts)) ?? (dir === '404' ? await loadPage(path.join(base, '404.html'), withoutScripts) : undefined);
        if (page) return page;
      }
      return undefined;
    };
    // Never let a path walk out of the build folder; the English documents have no address of their own.
    const candidate = path.join(root, clean, 'index.html');
    const englishFolder = clean === `/${ENGLISH_DOCUMENTS}` || clean.startsWith(`/${ENGLISH_DOCUMENTS}/`);
    if (candidate.startsWith(root + path.sep) && !clean.includes('\0') && path.extname(clean) === '' && !englishFolder) {
      const devOnly = isDevelopmentOnly(clean);
      // In production a developer page is the not-found page as static HTML.
      if (devOnly && !developmentPages) {
        const staticNotFound = await document('404', true);
        if (staticNotFound) return sendPage(request, reply, staticNotFound, 404);
      }
      const named = parameterPages.find((p) => p.path.test(clean))?.document;
      const page = named ? await document(named) : documentsWithoutAddress.test(clean) ? undefined : await document(devOnly ? clean.toLowerCase() : clean);
      if (page) return sendPage(request, reply, page, 200);
    }
    const notFoundPage = await document('404');
    if (notFoundPage) return sendPage(request, reply, notFoundPage, 404);
    return reply.status(404).type('text/plain').send('Pagina non trovata');
  };
}
