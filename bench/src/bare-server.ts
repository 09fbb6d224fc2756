import Fastify from 'fastify';

// The reference points, on the same machine, same run: a bare Fastify JSON route for the API, and
// a bare HTML page (a heading and a paragraph, no script, no style sheet, no font, no image) for
// the pages: what Lighthouse counts on this machine for a page that does nothing.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>Bare page</h1><p>A heading and a paragraph: the reference for the pages.</p></body></html>';
app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(BARE_PAGE));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
