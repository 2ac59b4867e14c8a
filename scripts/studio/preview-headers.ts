// The built sites forbid framing (X-Frame-Options: DENY, frame-ancestors 'none' or the operator's origins);
// in the studio, the editor of the same origin frames them for its preview.
import type { FastifyReply, FastifyRequest } from 'fastify';

const FRAME_ANCESTORS = /frame-ancestors[^;]*/i;

export async function framableBySameOrigin(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && FRAME_ANCESTORS.test(policy))
    reply.header('content-security-policy', policy.replace(FRAME_ANCESTORS, "frame-ancestors 'self'"));
  return payload;
}
