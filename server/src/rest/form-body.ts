// The body types the API reads besides JSON and multipart: application/x-www-form-urlencoded
// (spec 000 §7: `lemond/` sends a form), parsed into a plain object of text fields, as multipart
// fields are; a repeated name keeps its last value. Fastify's text/plain parser is removed: a
// text body reached handlers as a string (an action ran on it, a multipart route failed with a
// 500); now every route refuses it with the 415 of an unsupported type.
import type { FastifyInstance } from 'fastify';

export function registerFormBody(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
