import type { PortalMeView } from '@contracts/account-views';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { businessKeys } from '../api/business-keys';

/** A session that ended meanwhile (any portal read answered 401) brings the sign-in back, rather than an error on each card. */
export function usePortalSessionWatch() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryKey[0] !== businessKeys.all[0]) return;
        if (event.query.queryKey[1] === businessKeys.me[1]) return;
        if (isApiError(event.query.state.error, 401)) queryClient.setQueryData<PortalMeView | null>(businessKeys.me, null);
      }),
    [queryClient],
  );
}
