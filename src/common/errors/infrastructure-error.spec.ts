import { AppError } from './app-error';
import { isDependencyUnreachable, targetOf, unavailableError, UnreachableDependencyError } from './infrastructure-error';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe(isDependencyUnreachable.name, () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED')],
    ['ioredis without a connection', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['ioredis giving up on a command', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['ioredis timing out', new Error('Command timed out')],
    ['Redis loading its dataset', new Error('LOADING Redis is loading the dataset in memory')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('recognises %s', (_name, error) => {
    expect(isDependencyUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a product refusal', new AppError('conflict', 'concurrent_change', 'Someone else just changed this request.')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['text that merely mentions loading', new Error('Vehicle LOADING ramp broke')],
  ])('leaves %s alone', (_name, error) => {
    expect(isDependencyUnreachable(error)).toBe(false);
  });
});

describe(unavailableError.name, () => {
  it('turns an unreachable dependency into a 503 with a retry hint', () => {
    const error = unavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    expect(error).toEqual(expect.objectContaining({ kind: 'unavailable', code: 'service_unavailable', retryAfterSeconds: 5 }));
    expect(error?.message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
  });
});

describe(UnreachableDependencyError.name, () => {
  it('names the variable and the address tried, never the credentials', () => {
    const target = targetOf('postgres://app:s3cret@db.internal/roadside', 5432);
    const error = new UnreachableDependencyError('DATABASE_URL', 'PostgreSQL', target, withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'));
    expect(error.message).toBe('Cannot connect to PostgreSQL at db.internal:5432 (DATABASE_URL): connect ECONNREFUSED 10.0.0.5:5432');
  });

  it("reads the first reason of Node's multi-address connect failure", () => {
    const aggregate = Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:6379', 'ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(new UnreachableDependencyError('REDIS_URL', 'Redis', 'localhost:6379', aggregate).message).toBe(
      'Cannot connect to Redis at localhost:6379 (REDIS_URL): connect ECONNREFUSED ::1:6379',
    );
  });
});
