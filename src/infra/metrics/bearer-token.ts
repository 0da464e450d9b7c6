import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header carries `token` as its bearer token; compared in constant time. */
export function carriesBearerToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(token));
}

const digest = (value: string) => createHash('sha256').update(value).digest();
