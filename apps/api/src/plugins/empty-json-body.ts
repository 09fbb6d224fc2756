import type { FastifyInstance } from 'fastify';

/**
 * Many fetch wrappers send `content-type: application/json` on every call,
 * also on DELETE and body-less POSTs. In the calling plugin's scope, an empty
 * JSON body is read as "no body" instead of a 400; anything else goes
 * through Fastify's own (prototype-poisoning-safe) JSON parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
}
