// The desk's business accounts: the /admin/accounts list and invoices, and each account's page with its keys and people.
export { accountPaths } from './account-paths';
export { accountKeys, adminInvoiceFileUrl, type InvoiceFilter } from './api/account-keys';
export { useCreateApiKey, useInviteAccountMember, useRevokeApiKey } from './api/change-account';
export { useAccount, useAccounts } from './api/get-accounts';
export { useInvoices, useMarkInvoicePaid } from './api/invoices';
export { AccountMembersList, InviteMemberForm } from './components/account-members-panel';
export { AccountSummary } from './components/account-summary';
export { AccountsTable } from './components/accounts-table';
export { ApiKeysPanel } from './components/api-keys-panel';
export { EditAccountButton } from './components/edit-account-button';
export { InvoicesTable } from './components/invoices-table';
export { NewAccountButton } from './components/new-account-button';
