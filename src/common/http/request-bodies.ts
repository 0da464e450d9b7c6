import type { RawBodyRequest } from '@nestjs/common';
import { json, urlencoded } from 'express';
import type { Request, RequestHandler } from 'express';
import { ERROR_CODES } from '../../contracts/error-codes';
import { AppError } from '../errors/app-error';
import { answerWithError } from './answer-with-error';
import { takesFormBody } from './signed-webhooks';

const BODY_LIMIT_KB = 100;
/** Twilio's callbacks carry a few dozen fields. */
const FORM_FIELD_LIMIT = 200;
/** The API's bodies are a few levels deep; far deeper ones make validation recurse past the stack. */
const DEPTH_LIMIT = 32;

const JSON_TYPE = 'application/json';
const UPLOAD_TYPE = 'multipart/form-data';
/** The addresses that take files, each read (and size-limited) by its own route, with what to send. Relative to /api. */
const UPLOADS: ReadonlyArray<{ path: RegExp; send: string }> = [
  { path: /^\/jobs\/[^/]+\/photos\/?$/i, send: `the photo as ${UPLOAD_TYPE}, in the field named photo` },
  { path: /^\/provider-applications\/?$/i, send: `the application as ${UPLOAD_TYPE}: the form in the field named application, with its files` },
  { path: /^\/admin\/providers\/[^/]+\/documents\/?$/i, send: `the documents as ${UPLOAD_TYPE}: the credentials in the field named credentials, with their files` },
];

const uploadAt = (path: string) => UPLOADS.find((upload) => upload.path.test(path));

export const takesUpload = (path: string): boolean => uploadAt(path) !== undefined;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Webhook signatures are computed over the bytes as sent. */
const keepRawBody = (request: RawBodyRequest<Request>, _response: unknown, buffer: Buffer): void => {
  request.rawBody = buffer;
};

/**
 * Mounted on /api: reads JSON bodies (forms on the Twilio webhooks) within explicit limits and
 * answers every unreadable body with a 400, 413 or 415 that says what to change.
 */
export function readRequestBodies(): RequestHandler {
  const common = { limit: `${BODY_LIMIT_KB}kb`, inflate: false, verify: keepRawBody };
  // Not strict: a body of `null` or `[]` is valid JSON, and gets its own message below.
  const parseJson = json({ ...common, strict: false });
  const parseForm = urlencoded({ ...common, extended: false, parameterLimit: FORM_FIELD_LIMIT });

  return (request, response, next) => {
    if (!hasBody(request)) return next();
    const upload = request.method === 'POST' ? uploadAt(request.path) : undefined;
    if (upload) {
      return request.is(UPLOAD_TYPE) ? next() : answerWithError(request, response, unsupported(`Send ${upload.send}.`));
    }
    const form = takesFormBody(request.path);
    const refusal = refuseUnreadable(request, form);
    if (refusal) return answerWithError(request, response, refusal);
    (form ? parseForm : parseJson)(request, response, (error?: unknown) => {
      const problem = error ? toBodyError(error) : form ? null : jsonShapeProblem(request.body);
      if (problem) return answerWithError(request, response, problem);
      next();
    });
  };
}

function hasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
}

function refuseUnreadable(request: Request, form: boolean): AppError | null {
  if (!request.is(form ? FORM_TYPE : JSON_TYPE)) {
    return unsupported(
      form
        ? `This address accepts form posts only: send the body as ${FORM_TYPE}.`
        : `This address accepts JSON only: send the body as ${JSON_TYPE}.`,
    );
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1].toLowerCase();
  if (charset !== undefined && charset !== 'utf-8') {
    return unsupported('Send the request body encoded as UTF-8.');
  }
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== '' && encoding !== 'identity') {
    return unsupported('Send the request body uncompressed: compressed bodies (Content-Encoding) are not accepted.');
  }
  return null;
}

/** body-parser's errors carry a `type`; anything else it passes on is not the client's doing. */
function toBodyError(error: unknown): unknown {
  const { type, status } = error as { type?: string; status?: number };
  switch (type) {
    case 'entity.parse.failed':
      return malformed('The request body is not valid JSON.');
    case 'entity.too.large':
      return tooLarge(`The request body is too large: the limit is ${BODY_LIMIT_KB} KB.`);
    case 'parameters.too.many':
      return tooLarge(`The form has too many fields: the limit is ${FORM_FIELD_LIMIT}.`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupported('Send the request body uncompressed and encoded as UTF-8.');
    case 'request.aborted':
    case 'request.size.invalid':
      return malformed('The request body ended before the length it announced.');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) return malformed('The request body could not be read.');
  return error;
}

function jsonShapeProblem(body: unknown): AppError | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return malformed('The request body must be a JSON object.');
  if (nestedDeeperThan(body, DEPTH_LIMIT)) return malformed(`The request body is nested too deeply: at most ${DEPTH_LIMIT} levels.`);
  return null;
}

/** Iterative, so a hostile body cannot exhaust the stack here either. */
function nestedDeeperThan(value: object, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

const malformed = (message: string) => new AppError('bad_request', ERROR_CODES.malformedBody, message);
const tooLarge = (message: string) => new AppError('payload_too_large', ERROR_CODES.bodyTooLarge, message);
const unsupported = (message: string) => new AppError('unsupported_media_type', ERROR_CODES.unsupportedBody, message);
