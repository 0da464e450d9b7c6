import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError, badRequest, conflict } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { CustomerRequestView } from '../../contracts/request-views';
import { REDIS } from '../../infra/redis/redis.module';
import type { CustomerRequest } from '../request-core/entities/customer-request.entity';
import { IntakeIdempotencyKey } from './entities/intake-idempotency-key.entity';

const KEY_SHAPE = /^[\x20-\x7E]{8,128}$/;
/**
 * How long an attempt holds its key. A retry waits for the attempt to answer, or for its hold to
 * run out (its process died) and then runs itself; the table keeps that from making a second request.
 */
const CLAIM_MS = 5_000;
const WAIT_STEP_MS = 100;
/** A little longer than a hold, so a retry outwaits an attempt whose process died. */
const WAIT_STEPS = Math.ceil((CLAIM_MS * 1.5) / WAIT_STEP_MS);
const ANSWER_SECONDS = 24 * 60 * 60;

/** An Idempotency-Key header and the body it came with, both hashed. */
export interface IntakeClaim {
  keyHash: string;
  fingerprint: string;
}

type StoredClaim =
  | { state: 'pending'; fingerprint: string; token: string }
  | { state: 'done'; fingerprint: string; response: CustomerRequestView };

/** Another attempt with the same key committed its request first. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Another attempt with this Idempotency-Key created the request first.');
    this.name = 'IdempotencyKeyTaken';
  }
}

/**
 * A customer on a weak signal resubmits when an answer is lost; with the same Idempotency-Key
 * that retry gets the first answer again instead of a second request and a second text. Redis
 * holds the claim (one attempt at a time) and the answer for a day; the table written with the
 * request is what keeps a second request out when Redis forgot or a process died mid-request.
 */
@Injectable()
export class IntakeIdempotencyService {
  private readonly logger = new Logger(IntakeIdempotencyService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Null without a header; a 400 for a header that cannot be a key. */
  claimFor(header: string | undefined, body: object): IntakeClaim | null {
    if (header === undefined) return null;
    if (!KEY_SHAPE.test(header)) {
      throw badRequest(
        ERROR_CODES.invalidIdempotencyKey,
        'The Idempotency-Key header must be 8 to 128 printable characters, for example a random UUID.',
      );
    }
    return { keyHash: sha256(header), fingerprint: sha256(canonicalJson(body)) };
  }

  /** Runs `create` once per key and answers every retry with its result, waiting for an attempt still running. */
  async once(claim: IntakeClaim, create: () => Promise<CustomerRequestView>): Promise<CustomerRequestView> {
    const key = redisKey(claim);
    for (let step = 0; step < WAIT_STEPS; step++) {
      const token = randomUUID();
      const pending: StoredClaim = { state: 'pending', fingerprint: claim.fingerprint, token };
      if ((await this.redis.set(key, JSON.stringify(pending), 'PX', CLAIM_MS, 'NX')) === 'OK') {
        return this.run(claim, token, create);
      }
      const earlier = await this.earlierAnswer(claim);
      if (earlier) return earlier;
      await delay(WAIT_STEP_MS);
    }
    throw inFlight(Math.max(Math.ceil(((await this.redis.pttl(key)) || WAIT_STEP_MS) / 1000), 1));
  }

  /** Inside the intake's transaction, after its request is flushed: ties the key to that request. */
  async record(tx: EntityManager, claim: IntakeClaim, request: CustomerRequest, response: CustomerRequestView): Promise<void> {
    try {
      await tx.insert(IntakeIdempotencyKey, { ...claim, request, response, createdAt: this.clock.now() });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new IdempotencyKeyTaken();
      throw error;
    }
  }

  private async run(claim: IntakeClaim, token: string, create: () => Promise<CustomerRequestView>): Promise<CustomerRequestView> {
    try {
      const response = (await this.recorded(claim)) ?? (await create());
      await this.remember(claim, response);
      return response;
    } catch (error) {
      const response = error instanceof IdempotencyKeyTaken ? await this.recorded(claim) : null;
      if (response) {
        await this.remember(claim, response);
        return response;
      }
      await this.release(claim, token);
      throw error;
    }
  }

  /** The answer of an attempt that got the key first; null while it runs or once its hold is gone. */
  private async earlierAnswer(claim: IntakeClaim): Promise<CustomerRequestView | null> {
    const stored = await this.redis.get(redisKey(claim));
    if (!stored) return null;
    const earlier = JSON.parse(stored) as StoredClaim;
    if (earlier.fingerprint !== claim.fingerprint) throw reused();
    return earlier.state === 'done' ? earlier.response : null;
  }

  private async recorded(claim: IntakeClaim): Promise<CustomerRequestView | null> {
    const row = await this.em.fork().findOne(IntakeIdempotencyKey, { keyHash: claim.keyHash });
    if (!row) return null;
    if (row.fingerprint !== claim.fingerprint) throw reused();
    return row.response;
  }

  private async remember(claim: IntakeClaim, response: CustomerRequestView): Promise<void> {
    const done: StoredClaim = { state: 'done', fingerprint: claim.fingerprint, response };
    try {
      await this.redis.set(redisKey(claim), JSON.stringify(done), 'EX', ANSWER_SECONDS);
    } catch (error) {
      // The request is stored and its key recorded with it; a retry finds it there.
      this.logger.warn(`Could not keep the answer of an intake for its retries: ${(error as Error).message}`);
    }
  }

  /** Frees the key for a retry after a refusal or a failure, unless another attempt holds it by now. */
  private async release(claim: IntakeClaim, token: string): Promise<void> {
    const key = redisKey(claim);
    try {
      const stored = await this.redis.get(key);
      if (stored && (JSON.parse(stored) as Partial<StoredClaim & { token: string }>).token === token) {
        await this.redis.del(key);
      }
    } catch (error) {
      this.logger.warn(`Could not free an Idempotency-Key after a failed intake: ${(error as Error).message}`);
    }
  }
}

const redisKey = (claim: IntakeClaim) => `intake-idempotency:${claim.keyHash}`;

const inFlight = (retryAfterSeconds: number) =>
  new AppError(
    'conflict',
    ERROR_CODES.idempotencyKeyInFlight,
    'This request is still being submitted. Please wait a moment and try again.',
    retryAfterSeconds,
  );

const reused = () =>
  conflict(
    ERROR_CODES.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
  );

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with its keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
