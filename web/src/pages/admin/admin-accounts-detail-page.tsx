import type { AccountDetailView } from '@contracts/account-views';
import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ArrowLeftIcon, InfoIcon, KeyIcon, ReceiptIcon, UserPlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import {
  AccountMembersList,
  accountPaths,
  AccountSummary,
  adminInvoiceFileUrl,
  ApiKeysPanel,
  EditAccountButton,
  InviteMemberForm,
  InvoicesTable,
  useAccount,
  useCreateApiKey,
  useInviteAccountMember,
  useMarkInvoicePaid,
  useRevokeApiKey,
} from '@/features/accounts/admin';
import { isApiError } from '@/lib/api-client';
import { LoadError } from '@/components/load-error';
import { NotForYourRole } from './not-for-your-role';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load the account';

/** One business account: its terms, API keys, the people who sign in to its portal, and its invoices. */
export function AdminAccountsDetailPage() {
  const mayRead = useCan('desk');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to={accountPaths.list} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Accounts
      </Link>
      {mayRead ? <Account /> : <NotForYourRole title="Business Account" message="Only owners and dispatchers can see the business accounts." />}
    </div>
  );
}

function Account() {
  const { id = '' } = useParams();
  const detail = useAccount(id);
  useLoadErrorToast(detail, LOAD_FAILED);

  if (detail.data) return <AccountDetail detail={detail.data} />;
  if (isApiError(detail.error, 404)) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center shadow-sm">
        <title>Account Not Found | Admin | DFW Roadside Assistance</title>
        <h1 className="text-xl font-semibold text-slate-900">Account Not Found</h1>
        <p className="mt-2 text-slate-700">{detail.error.message}</p>
      </div>
    );
  }
  if (detail.isError) return <LoadError message={LOAD_FAILED} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  return (
    <div role="status" aria-label="Loading the account" className="space-y-4">
      <title>Business Account | Admin | DFW Roadside Assistance</title>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

function AccountDetail({ detail }: { detail: AccountDetailView }) {
  const { account } = detail;
  const isOwner = useCan('owner');
  const createKey = useCreateApiKey(account.id);
  const revokeKey = useRevokeApiKey(account.id);
  const invite = useInviteAccountMember(account.id);
  const markPaid = useMarkInvoicePaid();

  return (
    <>
      <title>{`${account.name} | Admin | DFW Roadside Assistance`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{account.name}</h1>
          <p className="mt-1 text-sm text-slate-600">Business account, billed monthly.</p>
        </div>
        {isOwner && <EditAccountButton account={account} />}
      </div>
      <div className="mt-6 space-y-6">
        <CardSection title="Billing" icon={<InfoIcon className="size-5 text-brand-700" />}>
          <AccountSummary account={account} />
        </CardSection>
        <CardSection title="API Keys" icon={<KeyIcon className="size-5 text-brand-700" />}>
          <ApiKeysPanel
            keys={detail.keys}
            create={isOwner ? createKey.mutateAsync : undefined}
            creating={createKey.isPending}
            revoke={isOwner ? revokeKey.mutateAsync : undefined}
          />
        </CardSection>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CardSection title="People" icon={<UsersIcon className="size-5 text-brand-700" />}>
            <AccountMembersList members={detail.members} />
          </CardSection>
          {isOwner && (
            <CardSection title="Invite Someone" icon={<UserPlusIcon className="size-5 text-brand-700" />}>
              <InviteMemberForm invite={invite.mutateAsync} pending={invite.isPending} />
            </CardSection>
          )}
        </div>
        <CardSection title="Invoices" icon={<ReceiptIcon className="size-5 text-brand-700" />}>
          <InvoicesTable
            invoices={detail.invoices}
            fileUrl={adminInvoiceFileUrl}
            markPaid={isOwner ? (invoice) => markPaid.mutateAsync(invoice.id) : undefined}
            empty="No invoices yet: the first comes after the month of its first job."
          />
        </CardSection>
      </div>
    </>
  );
}
