import type { FleetProviderView, FleetView } from '@contracts/offer-views';
import type { AdminSocketEvents } from '@contracts/socket-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { connectNamespace } from '@/lib/socket-client';
import { fleetKeys, fleetQueryOptions } from '../api/fleet';

type FleetListenEvents = Pick<{ [Event in keyof AdminSocketEvents]: (payload: AdminSocketEvents[Event]) => void }, 'fleet.provider' | 'request.created' | 'request.changed' | 'request.deleted'>;

/**
 * The fleet, live: a provider's move or duty change patches the cached fleet (positions come often and
 * must not refetch anything); a request created, changed or deleted reads the fleet again.
 */
export function useFleet() {
  const queryClient = useQueryClient();
  const query = useQuery(fleetQueryOptions());

  useEffect(() => {
    const socket = connectNamespace('/admin') as Socket<FleetListenEvents>;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) refetch();
      connectedBefore = true;
    });
    socket.on('fleet.provider', ({ onDuty, ...provider }) =>
      queryClient.setQueryData<FleetView>(fleetKeys.all, (fleet) => fleet && { ...fleet, providers: placed(fleet.providers, provider, onDuty) }),
    );
    socket.on('request.created', refetch);
    socket.on('request.changed', refetch);
    socket.on('request.deleted', refetch);
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);

  return query;
}

/** The fleet's providers with this one moved, added (went on duty) or taken off (went off duty). */
function placed(providers: FleetProviderView[], provider: FleetProviderView, onDuty: boolean): FleetProviderView[] {
  const others = providers.filter((item) => item.id !== provider.id);
  return onDuty ? [...others, provider] : others;
}
