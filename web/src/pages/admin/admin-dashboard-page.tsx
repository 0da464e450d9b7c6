import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminSession } from '@/features/admin-auth';
import {
  ActiveRequests,
  boardCounts,
  NewRequestsPanel,
  RequestsBoardSkeleton,
  useAdminRequestEvents,
  useAdminRequests,
  useCleanupOnLoad,
  useNewRequestAlerts,
  useNotificationPermission,
} from '@/features/admin-requests';
import { CompletedTab } from '@/features/completed-jobs';
import { PhoneRequestForm } from '@/features/payments/admin';
import { FeedStatus } from './feed-status';
import { LoadError } from './load-error';
import { useLoadErrorToast } from './use-load-error-toast';

export function AdminDashboardPage() {
  const { data: session } = useAdminSession();
  const requests = useAdminRequests();
  const alerts = useNewRequestAlerts();
  const feed = useAdminRequestEvents({ onCreated: alerts.add });
  const notifications = useNotificationPermission();
  useCleanupOnLoad();
  useLoadErrorToast(requests, 'Failed to load requests');

  const counts = requests.data ? boardCounts(requests.data) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Admin Dashboard | DFW Roadside Assistance</title>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {session && <p className="mt-1 text-sm text-slate-600">Signed in as {session.email}</p>}
          <FeedStatus status={feed} className="mt-2" />
        </div>
        {notifications.permission === 'default' && (
          <Button variant="ghost" size="sm" onClick={notifications.request}>
            <BellIcon className="size-4" />
            Enable alerts
          </Button>
        )}
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:max-w-md">
        <CountTile label="Pending" value={counts?.pending} tone="text-amber-700" />
        <CountTile label="Negotiating" value={counts?.negotiating} tone="text-sky-700" />
      </dl>

      <Tabs defaultValue="active" className="mt-8 flex flex-col">
        <TabsList aria-label="Requests">
          <TabsTrigger value="active">Active</TabsTrigger>
          <TabsTrigger value="phone">Phone Request</TabsTrigger>
          <TabsTrigger value="completed">Completed</TabsTrigger>
        </TabsList>

        <TabsContent value="active">
          {requests.data ? (
            <ActiveRequests requests={requests.data} />
          ) : requests.isError ? (
            <LoadError message="Failed to load requests" onRetry={() => requests.refetch()} retrying={requests.isFetching} />
          ) : (
            <RequestsBoardSkeleton />
          )}
        </TabsContent>
        <TabsContent value="phone">
          <PhoneRequestForm />
        </TabsContent>
        <TabsContent value="completed">
          <CompletedTab />
        </TabsContent>
      </Tabs>

      <NewRequestsPanel alerts={alerts.alerts} onDismiss={alerts.dismiss} />
    </div>
  );
}

function CountTile({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-3xl font-bold tabular-nums ${tone}`}>{value ?? '—'}</dd>
    </div>
  );
}
