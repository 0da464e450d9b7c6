import type { Params } from 'nestjs-pino';
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
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

/** The root logger, for the request log (the api's http-app). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** The process's one logger: JSON lines through pino, with every capability redacted from every line (see log-redaction.ts). */
export function rootLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    serializers: {
      // The request log (request-log.ts) hands these pino's serialized request and response; a
      // service's line may hand raw ones.
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
      streamWrite: redactText,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Nest's logger (nestjs-pino) writes through the root logger. Its per-request middleware (pino-http's
 * child logger for every request, and the async context a service's line would read the request from)
 * is applied to no route: requests are logged by request-log.ts, once each as they finish, which took
 * some 6 to 8 % off the tracking lookup's path. A service's line names the ids it is about.
 */
export function loggerParams(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}
