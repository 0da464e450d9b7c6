import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/app-config';
import {
  redactError,
  redactRequest,
  redactResponse,
  redactText,
  redactValue,
  type SerializedRequest,
  type SerializedResponse,
} from './log-redaction';

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

function serializeRequest(req: unknown): unknown {
  if (!isObject(req)) return req;
  return redactRequest(('raw' in req ? req : stdSerializers.req(req as IncomingMessage)) as SerializedRequest);
}

function serializeResponse(res: unknown): unknown {
  if (!isObject(res)) return res;
  return redactResponse(('raw' in res ? res : stdSerializers.res(res as ServerResponse)) as SerializedResponse);
}

/** pino takes an error's own message as the line's message when none is given; take it first, to redact it. */
function withErrorMessage(args: unknown[]): unknown[] {
  const [first, message] = args;
  if (message !== undefined || first === null || typeof first !== 'object') return args;
  const error = first instanceof Error ? first : (first as { err?: unknown }).err;
  if (!(error instanceof Error) || ('msg' in first && (first as { msg?: unknown }).msg !== undefined)) return args;
  return [first instanceof Error ? { err: first } : first, error.message, ...args.slice(2)];
}

/** JSON logs through pino, with every capability redacted from every line (see log-redaction.ts). */
export function loggerParams(config: AppConfig, destination?: DestinationStream): Params {
  const options: Options = {
    level: config.logLevel,
    serializers: {
      // pino-http hands these pino's serialized request, response and error; a logger outside a
      // request (nestjs-pino's own) hands the raw ones.
      req: serializeRequest,
      res: serializeResponse,
      err: (err) => redactError(err instanceof Error ? stdSerializers.err(err) : err),
    },
    hooks: {
      // Messages and merged objects of every logger, services' own lines included.
      logMethod(args, method) {
        method.apply(this, withErrorMessage(args).map((arg) => redactValue(arg)) as Parameters<typeof method>);
      },
      // Defence in depth behind the serializers and the hook above: the finished line is checked once
      // more, so a field added to a log line later (a binding, say) is caught by its name or its shape.
      // Checked as the line is written rather than as each request's logger is made, which every
      // request would pay for, logged or not.
      streamWrite: redactText,
    },
    autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') === true || request.url === '/api/metrics' },
  };
  return {
    pinoHttp: destination ? [options, destination] : options,
    // nestjs-pino's default, '*', is the old wildcard Nest warns about at every start; this is the same routes, every one under /api.
    forRoutes: [{ path: '/{*path}', method: RequestMethod.ALL }],
  };
}
