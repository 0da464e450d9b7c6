// The owner's staff page: members, their roles, invitations, the sign-in policy and the security log; and each member's own page.
export { useStaff } from './api/get-staff';
export { useStaffMember } from './api/get-staff-member';
export { InviteForm } from './components/invite-form';
export { PendingInvitations } from './components/pending-invitations';
export { SecurityLog } from './components/security-log';
export { StaffMemberDetails } from './components/staff-member-details';
export { StaffMembers } from './components/staff-members';
export { ViewerPolicySwitch } from './components/viewer-policy-switch';
export { staffPaths } from './staff-paths';
