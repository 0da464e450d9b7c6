// An account's own views, shared by the desk's account page and the account's portal: its keys (a new one shown once), people and invoices.
export { AccountMembersList, InviteMemberForm } from './components/account-members-panel';
export { ApiKeysPanel } from './components/api-keys-panel';
export { InvoicesTable } from './components/invoices-table';
export { SecretOnce } from './components/secret-once';
