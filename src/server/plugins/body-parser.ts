/**
 * Request bodies: JSON only, strict UTF-8, no `__proto__` keys. Fastify's text/plain parser goes,
 * so any other content type is a 415 (errors.ts words it).
 */
import fastifyPlugin from 'fastify-plugin';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const bodyParser = fastifyPlugin(
  async (app) => {
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
      if (body.length === 0) {
        done(new HttpError(400, 'The request body is empty.'), undefined);
        return;
      }
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        done(new HttpError(400, 'The request body is not valid UTF-8.'), undefined);
        return;
      }
      try {
        done(
          null,
          JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
        );
      } catch {
        done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
      }
    });
  },
  { name: 'body-parser' },
);
