import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

// The reference points, on the same machine, same run: a bare Fastify JSON route for the API, and
// a bare HTML page (a heading and a paragraph, no script, no style sheet, no font, no image) for
// the pages: what Lighthouse counts on this machine for a page that does nothing.
//
// With APP_URL (the app under measure), a second page reference: `/document/<route>` is that
// route's page from the app with every <script> element taken out, so a page's HTML, inline
// styles, fonts and images are measured without any script; the files it loads (/assets, /media,
// the favicon) are passed through from the app, so the page is the same document on one origin.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>Bare page</h1><p>A heading and a paragraph: the reference for the pages.</p></body></html>';
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(BARE_PAGE));

const appUrl = process.env.APP_URL;
if (appUrl) {
  /** The page without its scripts: inline and external, module or classic, JSON data included. */
  const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  app.get('/document/*', async (request, reply) => {
    const route = `/${(request.params as { '*': string })['*']}`;
    const page = await fetch(`${appUrl}${route}`);
    if (!page.ok || !page.headers.get('content-type')?.includes('text/html')) return reply.code(502).send(`${route}: ${page.status}`);
    const html = withoutScripts(await page.text());
    if (/<script\b/i.test(html)) return reply.code(500).send(`${route}: a script is left in the page`);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // Compressed as the app sends its pages, so that the document weighs the same on the simulated network.
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html));
  });
  // Everything else the document asks for comes from the app as it is (its type and caching).
  app.setNotFoundHandler(async (request, reply) => {
    const file = await fetch(`${appUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    for (const header of ['content-type', 'cache-control', 'etag', 'last-modified']) if (file.headers.get(header)) reply.header(header, file.headers.get(header));
    return reply.code(file.status).send(Buffer.from(await file.arrayBuffer()));
  });
}

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
