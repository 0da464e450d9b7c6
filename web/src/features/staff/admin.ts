// The owner's staff page: members, their roles, and invitations.
export { useStaff } from './api/get-staff';
export { InviteForm } from './components/invite-form';
export { PendingInvitations } from './components/pending-invitations';
export { StaffMembers } from './components/staff-members';
