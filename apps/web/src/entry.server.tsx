import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { documentDataFor, loadDocumentData } from './app/document-data.server.ts';
import { pagePath } from './app/paths.ts';
import { i18n } from './i18n/index.ts';

/**
 * Renders a page at build time (public pages are prerendered; the site has no server rendering).
 * A document under /en is the English one (docs/decisions/0030): the translator switches before
 * the render. Pages are prerendered one after another, so the one translator serves them all.
 * Every page waits for all its content: the document is complete, as a crawler needs it. The
 * static data a page shows is read first and carried in the document (app/document-data.server.ts).
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const page = pagePath(pathname);
  await i18n.changeLanguage(page === pathname ? 'it' : 'en');
  await loadDocumentData(page);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const rendered = new PassThrough();
        const chunks: Buffer[] = [];
        rendered.on('data', (chunk: Buffer) => chunks.push(chunk));
        rendered.on('end', () => {
          // The data block goes at the end of the body, after the page it describes.
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.lastIndexOf('</body>');
          const block = documentDataFor(page);
          headers.set('Content-Type', 'text/html');
          resolve(new Response(at < 0 || !block ? html : `${html.slice(0, at)}${block}${html.slice(at)}`, { headers, status }));
        });
        pipe(rendered);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
