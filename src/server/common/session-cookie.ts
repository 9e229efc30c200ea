/**
 * No answer of this server sets a cookie but the desk's session, at sign-in and sign-out: the
 * desk marks those replies, and `onlySessionCookies` (an onSend hook, run by the security headers
 * for every answer and by the desk after its cookie writer) drops any Set-Cookie from the rest,
 * so nothing a library adds slips through.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieAnswers = new WeakSet<FastifyReply>();

/** Lets this reply carry the desk's session cookie. */
export function allowSessionCookie(reply: FastifyReply): void {
  cookieAnswers.add(reply);
}

export async function onlySessionCookies(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!cookieAnswers.has(reply)) reply.removeHeader('set-cookie');
  return payload;
}
