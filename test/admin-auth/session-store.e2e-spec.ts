import type { Session } from 'fastify';
import Redis from 'ioredis';
import { endSessions, RedisSessionStore } from '../../src/modules/staff/redis-session-store';
import { TEST_ENV } from '../test-env';

const TTL_SECONDS = 60;
const session = (adminId: string) => ({ adminId, cookie: { originalMaxAge: TTL_SECONDS * 1000 } }) as unknown as Session;

describe('The staff session store', () => {
  let redis: Redis;
  let store: RedisSessionStore;
  const set = (id: string, value: Session) => new Promise<void>((resolve, reject) => store.set(id, value, (e) => (e ? reject(e) : resolve())));
  const get = (id: string) => new Promise<Session | null | undefined>((resolve, reject) => store.get(id, (e, s) => (e ? reject(e) : resolve(s))));
  const destroy = (id: string) => new Promise<void>((resolve, reject) => store.destroy(id, (e) => (e ? reject(e) : resolve())));

  beforeAll(() => {
    redis = new Redis(TEST_ENV.REDIS_URL, { keyPrefix: `session-store-test-${process.pid}:` });
    store = new RedisSessionStore(redis, TTL_SECONDS);
  });
  afterAll(async () => {
    const plain = new Redis(TEST_ENV.REDIS_URL);
    const keys = await plain.keys(`session-store-test-${process.pid}:*`);
    if (keys.length) await plain.del(...keys);
    await Promise.all([plain.quit(), redis.quit()]);
  });

  it('keeps a session it is given, and refreshes it on the next save', async () => {
    await set('open', session('a'));
    await set('open', session('b'));
    expect(await get('open')).toMatchObject({ adminId: 'b' });
    expect(await redis.ttl('sess:open')).toBeGreaterThan(0);
  });

  it('does not bring back a signed-out session that a request still under way saves again', async () => {
    await set('signed-out', session('a'));
    await destroy('signed-out');
    await set('signed-out', session('a'));
    expect(await get('signed-out')).toBeNull();
  });

  it('does not bring back sessions ended from elsewhere (another device, a deactivation)', async () => {
    await set('elsewhere-1', session('a'));
    await set('elsewhere-2', session('a'));
    await endSessions(redis.multi(), ['elsewhere-1', 'elsewhere-2'], TTL_SECONDS).exec();
    await set('elsewhere-1', session('a'));
    expect(await get('elsewhere-1')).toBeNull();
    expect(await get('elsewhere-2')).toBeNull();
  });
});
