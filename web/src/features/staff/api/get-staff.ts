import type { StaffListView } from '@contracts/staff-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export const STAFF_PATH = '/api/admin/staff';

export const getStaff = (signal?: AbortSignal) => apiClient.get<StaffListView>(STAFF_PATH, { signal });

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.list, queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = (enabled = true) => useQuery({ ...staffQueryOptions(), enabled });
