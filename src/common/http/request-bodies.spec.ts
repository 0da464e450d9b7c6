import type { RawBodyRequest } from '@nestjs/common';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import request from 'supertest';
import { AppError } from '../errors/app-error';
import { STATUS_BY_KIND } from '../errors/app-error.filter';
import { readRequestBodies } from './request-bodies';

/** The body reader alone, in front of routes that echo what it read. */
async function appReading() {
  const fastify = Fastify();
  await fastify.register(readRequestBodies());
  fastify.setErrorHandler((error: AppError, _request, reply) => reply.status(STATUS_BY_KIND[error.kind]).send({ message: error.message }));
  const echo = async (req: FastifyRequest, reply: FastifyReply) =>
    reply.send({ body: req.body, raw: (req as RawBodyRequest<FastifyRequest>).rawBody?.toString('latin1') ?? null });
  fastify.post('/api/payments/webhook', echo);
  fastify.post('/api/sms/status', echo);
  fastify.post('/api/things', echo);
  await fastify.ready();
  return fastify.server;
}

const nested = (levels: number) => `{"x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('readRequestBodies', () => {
  let app: Awaited<ReturnType<typeof appReading>>;
  beforeAll(async () => {
    app = await appReading();
  });

  it('keeps the exact bytes of a JSON body for signatures', async () => {
    const sent = '{ "type" : "payment_intent.succeeded",\n  "amount":1250 }';
    const response = await request(app).post('/api/payments/webhook').set('Content-Type', 'application/json').send(sent).expect(200);
    expect(response.body).toEqual({ body: { type: 'payment_intent.succeeded', amount: 1250 }, raw: sent });
  });

  it('keeps the exact bytes of a webhook form, whose fields stay flat', async () => {
    const sent = 'MessageSid=SM1&MessageStatus=delivered&a%5Bb%5D=1';
    const response = await request(app).post('/api/sms/status').type('form').send(sent).expect(200);
    expect(response.body).toEqual({ body: { MessageSid: 'SM1', MessageStatus: 'delivered', 'a[b]': '1' }, raw: sent });
  });

  it('takes a body of exactly 100 KB and refuses one byte more', async () => {
    const exactly = (size: number) => `{"notes":"${'a'.repeat(size - '{"notes":""}'.length)}"}`;
    await request(app).post('/api/things').set('Content-Type', 'application/json').send(exactly(102_400)).expect(200);
    const response = await request(app).post('/api/things').set('Content-Type', 'application/json').send(exactly(102_401)).expect(413);
    expect(response.body.message).toBe('The request body is too large: the limit is 100 KB.');
  });

  it('takes 32 levels of nesting and refuses 33', async () => {
    await request(app).post('/api/things').set('Content-Type', 'application/json').send(nested(32)).expect(200);
    const response = await request(app).post('/api/things').set('Content-Type', 'application/json').send(nested(33)).expect(400);
    expect(response.body.message).toBe('The request body is nested too deeply: at most 32 levels.');
  });

  it('takes 200 form fields on a webhook and refuses 201', async () => {
    const form = (count: number) => Array.from({ length: count }, (_, i) => `F${i}=1`).join('&');
    await request(app).post('/api/sms/status').type('form').send(form(200)).expect(200);
    const response = await request(app).post('/api/sms/status').type('form').send(form(201)).expect(413);
    expect(response.body.message).toBe('The form has too many fields: the limit is 200.');
  });

  it('accepts UTF-8 declared or not, in any case, and a Content-Encoding of identity', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/json; charset="UTF-8"', 'Application/JSON']) {
      await request(app).post('/api/things').set('Content-Type', type).set('Content-Encoding', 'identity').send('{"a":1}').expect(200);
    }
  });

  it('leaves requests without a body alone, whatever their Content-Type', async () => {
    const response = await request(app).post('/api/things').set('Content-Type', 'text/plain').expect(200);
    expect(response.body).toEqual({ raw: null });
  });
});
