// The invitee's side: the page a texted invitation opens, before any sign-in.
export { useInvitationPage } from './api/invitation';
export { JoinDeskForm } from './components/join-desk-form';
