import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isFactorRequired, setFactorSetUpNeeded } from '../api/factor-gate';

/**
 * Any query or mutation the server refused because the person must set up a second factor first (their
 * role, or an owner's new policy, needs one they lack) shuts the gate: the desk then shows them only that.
 */
export function useFactorRequiredWatch() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refused = (error: unknown) => {
      if (isFactorRequired(error)) setFactorSetUpNeeded(queryClient, true);
    };
    // A page opened directly may have been refused before this watch began (the header loads beside it).
    if (queryClient.getQueryCache().getAll().some((query) => isFactorRequired(query.state.error))) setFactorSetUpNeeded(queryClient, true);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
