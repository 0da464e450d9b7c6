import type { StaffListView } from '@contracts/staff-views';
import type { StaffRole } from '@domain/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STAFF_PATH } from './get-staff';
import { staffKeys } from './staff-keys';

export type InviteStaffBody = { name: string; email: string; phone: string; role: StaffRole };

const memberPath = (id: string) => `${STAFF_PATH}/${encodeURIComponent(id)}`;

export const inviteStaff = (body: InviteStaffBody) => apiClient.post<StaffListView>(`${STAFF_PATH}/invitations`, body);
export const revokeInvitation = (id: string) => apiClient.delete<StaffListView>(`${STAFF_PATH}/invitations/${encodeURIComponent(id)}`);
export const changeStaffRole = ({ id, role }: { id: string; role: StaffRole }) => apiClient.patch<StaffListView>(`${memberPath(id)}/role`, { role });
export const deactivateStaff = (id: string) => apiClient.post<StaffListView>(`${memberPath(id)}/deactivate`);
export const reactivateStaff = (id: string) => apiClient.post<StaffListView>(`${memberPath(id)}/reactivate`);

/** Every change answers the whole list as changed: it replaces the cached one, no refetch. */
function useStaffChange<T>(change: (input: T) => Promise<StaffListView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.list,
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(staffKeys.list, list),
  });
}

export const useInviteStaff = () => useStaffChange(inviteStaff);
export const useRevokeInvitation = () => useStaffChange(revokeInvitation);
export const useChangeStaffRole = () => useStaffChange(changeStaffRole);
export const useDeactivateStaff = () => useStaffChange(deactivateStaff);
export const useReactivateStaff = () => useStaffChange(reactivateStaff);
