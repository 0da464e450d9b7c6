import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Every answer names the request id its log lines carry: the caller's own, or a fresh UUID. */
export const echoRequestId = fp(async (instance) => {
  instance.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
});
