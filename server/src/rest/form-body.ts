// application/x-www-form-urlencoded bodies (spec 000 §7: `lemond/` sends a form): parsed into
// a plain object of text fields, as multipart fields are; a repeated name keeps its last value.
import type { FastifyInstance } from 'fastify';

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
