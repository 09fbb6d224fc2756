import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { pagePath } from './app/paths.ts';
import { i18n } from './i18n/index.ts';

/**
 * Renders a page at build time (public pages are prerendered; the site has no server rendering).
 * A document under /en is the English one (docs/decisions/0020): the translator switches before
 * the render. Pages are prerendered one after another, so the one translator serves them all.
 * Every page waits for all its content: the document is complete, as a crawler needs it.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  await i18n.changeLanguage(pagePath(pathname) === pathname ? 'it' : 'en');
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
