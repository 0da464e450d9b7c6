import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse as parseQuery } from 'node:querystring';
import type { Readable } from 'node:stream';
import { ERROR_CODES } from '../../contracts/error-codes';
import { AppError } from '../errors/app-error';
import { apiPathOf } from './routed-path';
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

const BODY_LIMIT_BYTES = BODY_LIMIT_KB * 1024;

/**
 * Reads JSON bodies under /api (forms on the Twilio webhooks) within explicit limits, keeps the bytes
 * as sent for webhook signatures, and answers every unreadable body with a 400, 413 or 415 that says
 * what to change. Upload routes read their own multipart bodies.
 */
export function readRequestBodies(): FastifyPluginAsync {
  return fp(async (instance) => {
    instance.removeAllContentTypeParsers();
    instance.addHook('preParsing', async (request, _reply, payload) => {
      const refusal = refusalOf(request);
      if (refusal) throw refusal;
      // Fastify reads no body on these methods; one sent all the same is read, and judged, as on any other.
      if (UNREAD_METHODS.has(request.method) && hasBody(request) && isApi(request)) {
        request.body = mediaTypeOf(request) === FORM_TYPE ? await readForm(request, payload) : await readJson(request, payload);
      }
      return payload;
    });
    instance.addContentTypeParser(JSON_TYPE, readJson);
    instance.addContentTypeParser(FORM_TYPE, readForm);
    // A body outside /api (no route takes one) is let go unread, as before.
    instance.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.once('end', () => done(null));
      payload.once('error', () => done(null));
    });
  });
}

const UNREAD_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const isApi = (request: FastifyRequest): boolean => apiPathOf(request) !== null;

function refusalOf(request: FastifyRequest): AppError | null {
  const path = apiPathOf(request);
  if (!hasBody(request) || path === null) return null;
  const upload = request.method === 'POST' ? uploadAt(path) : undefined;
  if (upload) return mediaTypeOf(request) === UPLOAD_TYPE ? null : unsupported(`Send ${upload.send}.`);
  return refuseUnreadable(request, takesFormBody(path));
}

async function readJson(request: FastifyRequest, payload: Readable): Promise<unknown> {
  const body = parseJson(await readBody(request, payload));
  const problem = jsonShapeProblem(body);
  if (problem) throw problem;
  return body;
}

async function readForm(request: FastifyRequest, payload: Readable): Promise<unknown> {
  const text = (await readBody(request, payload)).toString('utf8');
  // Counted before parsing: querystring would cut a longer form short without a word, and a 413 says why.
  if (text.split('&').length > FORM_FIELD_LIMIT) throw tooLarge(`The form has too many fields: the limit is ${FORM_FIELD_LIMIT}.`);
  return parseQuery(text);
}

function hasBody(request: FastifyRequest): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
}

const mediaTypeOf = (request: FastifyRequest): string | undefined => request.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();

function refuseUnreadable(request: FastifyRequest, form: boolean): AppError | null {
  if (mediaTypeOf(request) !== (form ? FORM_TYPE : JSON_TYPE)) {
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

/** The body's bytes, kept on the request for webhook signatures, which are computed over the bytes as sent. */
function readBody(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const tooLargeBody = () => tooLarge(`The request body is too large: the limit is ${BODY_LIMIT_KB} KB.`);
  const endedEarly = () => malformed('The request body ended before the length it announced.');
  const declared = request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']);
  if (declared !== undefined && declared > BODY_LIMIT_BYTES) return Promise.reject(tooLargeBody());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: AppError) => {
      payload.removeAllListeners('data');
      payload.removeAllListeners('end');
      reject(error);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) return stop(tooLargeBody());
      chunks.push(chunk);
    });
    payload.once('error', () => stop(endedEarly()));
    payload.once('aborted', () => stop(endedEarly()));
    payload.once('end', () => {
      if (declared !== undefined && size !== declared) return reject(endedEarly());
      const raw = Buffer.concat(chunks);
      (request as RawBodyRequest<FastifyRequest>).rawBody = raw;
      resolve(raw);
    });
  });
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw malformed('The request body is not valid JSON.');
  }
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
