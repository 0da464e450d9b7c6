import type { MySecurityView } from '@contracts/staff-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MY_SIGN_IN_PATH, mySignInKeys } from './my-sign-in-keys';

export const getMySecurity = (signal?: AbortSignal) => apiClient.get<MySecurityView>(`${MY_SIGN_IN_PATH}/security`, { signal });

export const mySecurityQueryOptions = () => queryOptions({ queryKey: mySignInKeys.security, queryFn: ({ signal }) => getMySecurity(signal) });

export const useMySecurity = () => useQuery(mySecurityQueryOptions());
