import type { StaffListView, StaffMemberPageView } from '@contracts/staff-views';
import type { StaffRole } from '@domain/staff-roles';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STAFF_PATH } from './get-staff';
import { staffMemberPath } from './get-staff-member';
import { staffKeys } from './staff-keys';

export type InviteStaffBody = { name: string; email: string; phone: string; role: StaffRole };

export const inviteStaff = (body: InviteStaffBody) => apiClient.post<StaffListView>(`${STAFF_PATH}/invitations`, body);
export const revokeInvitation = (id: string) => apiClient.delete<StaffListView>(`${STAFF_PATH}/invitations/${encodeURIComponent(id)}`);
export const changeStaffRole = ({ id, role }: { id: string; role: StaffRole }) => apiClient.patch<StaffListView>(`${staffMemberPath(id)}/role`, { role });
export const deactivateStaff = (id: string) => apiClient.post<StaffListView>(`${staffMemberPath(id)}/deactivate`);
export const reactivateStaff = (id: string) => apiClient.post<StaffListView>(`${staffMemberPath(id)}/reactivate`);
/** Texts them a link to set a new password and factor; refused when they have no mobile number. */
export const sendStaffReset = (id: string) => apiClient.post<StaffListView>(`${staffMemberPath(id)}/reset`);
export const changeStaffPolicies = (body: { viewersNeedSecondFactor: boolean }) => apiClient.put<StaffListView>(`${STAFF_PATH}/policies`, body);
/** Ends every session they have, their live connections included. */
export const signOutStaffEverywhere = (id: string) => apiClient.post<StaffMemberPageView>(`${staffMemberPath(id)}/sign-out`);

/** Each change is a line in the security log, and may change what a member's page shows. */
const refreshAfterChange = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: staffKeys.securityLog });
  void queryClient.invalidateQueries({ queryKey: staffKeys.members });
};

/** Every change answers the whole list as changed: it replaces the cached one, no refetch. */
function useStaffChange<T>(change: (input: T) => Promise<StaffListView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.list,
    mutationFn: change,
    onSuccess: (list) => {
      queryClient.setQueryData(staffKeys.list, list);
      refreshAfterChange(queryClient);
    },
  });
}

export const useInviteStaff = () => useStaffChange(inviteStaff);
export const useRevokeInvitation = () => useStaffChange(revokeInvitation);
export const useChangeStaffRole = () => useStaffChange(changeStaffRole);
export const useDeactivateStaff = () => useStaffChange(deactivateStaff);
export const useReactivateStaff = () => useStaffChange(reactivateStaff);
export const useSendStaffReset = () => useStaffChange(sendStaffReset);
export const useChangeStaffPolicies = () => useStaffChange(changeStaffPolicies);

export function useSignOutStaffEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: staffKeys.members,
    mutationFn: signOutStaffEverywhere,
    onSuccess: (page) => {
      queryClient.setQueryData(staffKeys.member(page.member.id), page);
      void queryClient.invalidateQueries({ queryKey: staffKeys.securityLog });
    },
  });
}
