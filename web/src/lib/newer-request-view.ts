import { replaceEqualDeep } from '@tanstack/react-query';

type Stamped = { updatedAt: string };

/**
 * Keeps the cached request when the incoming copy was read before it was last changed. A refetch
 * that began before a change the socket already delivered (on reconnecting, say) would otherwise put
 * the older request back on the page: an arrival code shown again after the provider arrived.
 */
export function keepNewerRequestView<View extends Stamped>(cached: View | undefined, incoming: View): View {
  if (cached && Date.parse(incoming.updatedAt) < Date.parse(cached.updatedAt)) return cached;
  return replaceEqualDeep(cached, incoming);
}
