import type { StaffMemberPageView } from '@contracts/staff-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STAFF_PATH } from './get-staff';
import { staffKeys } from './staff-keys';

export const staffMemberPath = (id: string) => `${STAFF_PATH}/${encodeURIComponent(id)}`;

export const getStaffMember = (id: string, signal?: AbortSignal) => apiClient.get<StaffMemberPageView>(staffMemberPath(id), { signal });

export const staffMemberQueryOptions = (id: string) => queryOptions({ queryKey: staffKeys.member(id), queryFn: ({ signal }) => getStaffMember(id, signal) });

export const useStaffMember = (id: string, enabled = true) => useQuery({ ...staffMemberQueryOptions(id), enabled });
