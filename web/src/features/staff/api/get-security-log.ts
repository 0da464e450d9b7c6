import type { StaffSecurityEventView } from '@contracts/staff-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STAFF_PATH } from './get-staff';
import { staffKeys } from './staff-keys';

export const getSecurityLog = (signal?: AbortSignal) => apiClient.get<StaffSecurityEventView[]>(`${STAFF_PATH}/security-log`, { signal });

export const securityLogQueryOptions = () => queryOptions({ queryKey: staffKeys.securityLog, queryFn: ({ signal }) => getSecurityLog(signal) });

export const useSecurityLog = (enabled = true) => useQuery({ ...securityLogQueryOptions(), enabled });
