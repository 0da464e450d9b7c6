import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { badRequest, conflict } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { CustomerRequestView } from '../../contracts/request-views';
import type { RequestRecord } from '../../domain/request-record';
import { IntakeIdempotencyKey } from './entities/intake-idempotency-key.entity';

const KEY_SHAPE = /^[\x20-\x7E]{8,128}$/;

/** An Idempotency-Key header and the body it came with, both hashed. */
export interface IntakeClaim {
  keyHash: string;
  fingerprint: string;
}

/** Another attempt with the same key committed its request first. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Another attempt with this Idempotency-Key created the request first.');
    this.name = 'IdempotencyKeyTaken';
  }
}

/**
 * A customer on a weak signal resubmits when an answer is lost; with the same Idempotency-Key that
 * retry gets the first answer again instead of a second request and a second text. The key's row is
 * written in the request's own transaction under a unique key, so the database alone decides: an
 * attempt running beside the first waits on that row, then finds the first one's answer, and its own
 * request and texts are rolled back with it. A process that died mid-request leaves nothing behind.
 */
@Injectable()
export class IntakeIdempotencyService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Null without a header; a 400 for a header that cannot be a key. A `scope` keeps one caller's keys
   * apart from another's (a business account's from the public form's).
   */
  claimFor(header: string | undefined, body: object, scope = ''): IntakeClaim | null {
    if (header === undefined) return null;
    if (!KEY_SHAPE.test(header)) {
      throw badRequest(
        ERROR_CODES.invalidIdempotencyKey,
        'The Idempotency-Key header must be 8 to 128 printable characters, for example a random UUID.',
      );
    }
    return { keyHash: sha256(scope ? `${scope}:${header}` : header), fingerprint: sha256(canonicalJson(body)) };
  }

  /** The answer a committed attempt with this key gave; a 409 when the key came with another body. */
  async recorded<View = CustomerRequestView>(claim: IntakeClaim): Promise<View | null> {
    const row = await this.em.fork().findOne(IntakeIdempotencyKey, { keyHash: claim.keyHash });
    if (!row) return null;
    if (row.fingerprint !== claim.fingerprint) throw reused();
    return row.response as View;
  }

  /** Inside the intake's transaction, after its request is flushed: ties the key to that request. */
  async record(tx: EntityManager, claim: IntakeClaim, request: RequestRecord, response: object): Promise<void> {
    try {
      await tx.insert(IntakeIdempotencyKey, { ...claim, request: request.id, response, createdAt: this.clock.now() });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new IdempotencyKeyTaken();
      throw error;
    }
  }
}

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
