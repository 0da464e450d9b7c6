import { Inject, Injectable } from '@nestjs/common';
import type { Session } from 'fastify';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import type { StaffDeviceView } from '../../../contracts/staff-views';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { REDIS } from '../../../infra/redis/redis.module';
import { endSessions, sessionKey } from '../redis-session-store';

const indexKey = (staffId: string) => `staff-sessions:${staffId}`;

/** What the devices list calls a session: a hash of its id, so the page never holds a live session id. */
export const deviceHandle = (sessionId: string): string => createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/**
 * Where each member of staff is signed in: a Redis set of their session ids beside the sessions
 * themselves. A session that expired on its own is dropped from the set when the list is next read.
 */
@Injectable()
export class StaffDevicesService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async track(staffId: string, sessionId: string): Promise<void> {
    await this.redis.multi().sadd(indexKey(staffId), sessionId).expire(indexKey(staffId), this.config.session.maxAgeSeconds).exec();
  }

  async forget(staffId: string, sessionId: string): Promise<void> {
    await this.redis.srem(indexKey(staffId), sessionId);
  }

  async list(staffId: string, askingSessionId: string | null): Promise<StaffDeviceView[]> {
    const live = await this.liveSessions(staffId);
    return live
      .map(({ id, session }) => ({
        id: deviceHandle(id),
        device: session.device ?? 'Unknown browser',
        address: session.address ?? null,
        startedAt: new Date(session.startedAt ?? 0).toISOString(),
        lastSeenAt: new Date(session.lastSeenAt ?? session.startedAt ?? 0).toISOString(),
        thisDevice: id === askingSessionId,
      }))
      .sort((a, b) => Number(b.thisDevice) - Number(a.thisDevice) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Signs out the session behind a handle; false if it is gone already. */
  async signOut(staffId: string, handle: string): Promise<boolean> {
    const session = (await this.liveSessions(staffId)).find(({ id }) => deviceHandle(id) === handle);
    if (!session) return false;
    await this.end(staffId, [session.id]);
    return true;
  }

  /** Every session of theirs but the one asking (none, to sign them out everywhere), feeds included. */
  async signOutAllBut(staffId: string, keepSessionId: string | null): Promise<void> {
    const ids = (await this.redis.smembers(indexKey(staffId))).filter((id) => id !== keepSessionId);
    await this.end(staffId, ids);
    if (keepSessionId === null) this.realtime.disconnectAdmin(staffId);
  }

  private async end(staffId: string, sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await endSessions(this.redis.multi(), sessionIds, this.config.session.ttlSeconds)
      .srem(indexKey(staffId), ...sessionIds)
      .exec();
    for (const id of sessionIds) this.realtime.disconnectAdminSession(id);
  }

  private async liveSessions(staffId: string): Promise<{ id: string; session: Session }[]> {
    const ids = await this.redis.smembers(indexKey(staffId));
    if (ids.length === 0) return [];
    const texts = await this.redis.mget(...ids.map(sessionKey));
    const gone = ids.filter((_, index) => texts[index] === null);
    if (gone.length > 0) await this.redis.srem(indexKey(staffId), ...gone);
    return ids.flatMap((id, index) => {
      const text = texts[index];
      if (text === null) return [];
      const session = JSON.parse(text) as Session;
      // A session left half-way through signing in, or someone else's after a reset, is not theirs.
      return session.adminId === staffId ? [{ id, session }] : [];
    });
  }
}
