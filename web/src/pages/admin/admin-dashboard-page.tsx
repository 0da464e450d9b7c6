import { STAFF_ROLE_LABELS } from '@domain/staff-roles';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminSession, useCan } from '@/features/admin-auth';
import {
  ActiveRequests,
  boardCounts,
  CancelledRequests,
  isActiveRequest,
  NewRequestsPanel,
  RequestsBoardSkeleton,
  useAdminRequestEvents,
  useAdminRequests,
  useCancelledRequests,
  useCleanupOnLoad,
  useNewRequestAlerts,
  useNotificationPermission,
} from '@/features/admin-requests';
import { CompletedTab } from '@/features/completed-jobs';
import { AutoDispatchSetting } from '@/features/dispatch/admin';
import { FleetMap } from '@/features/providers/admin';
import { PhoneRequestForm } from '@/features/requests/admin';
import { cn } from '@/lib/cn';
import { BalanceDueSection } from './balance-due-section';
import { FeedStatus } from './feed-status';
import { LoadError } from '@/components/load-error';
import { useLoadErrorToast } from './use-load-error-toast';

export function AdminDashboardPage() {
  const { data: session } = useAdminSession();
  const requests = useAdminRequests();
  const alerts = useNewRequestAlerts();
  const feed = useAdminRequestEvents({ onCreated: alerts.add });
  const notifications = useNotificationPermission();
  const mayAct = useCan('desk');
  useCleanupOnLoad(useCan('owner'));
  useLoadErrorToast(requests, 'Failed to load requests');

  const active = requests.data?.filter(isActiveRequest);
  const counts = boardCounts(active ?? []);
  // An alert whose request was deleted or cancelled meanwhile has nothing left to act on.
  const openAlerts = active ? alerts.alerts.filter((alert) => active.some((request) => request.id === alert.id)) : alerts.alerts;
  // The alerts take room of their own, never floating over a card: a column beside the list on wide
  // screens, and above the list on narrower ones.
  const docked = openAlerts.length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Admin Dashboard | DFW Roadside Assistance</title>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          {session && (
            <p className="mt-1 text-sm text-slate-600">
              Signed in as {session.name} ({STAFF_ROLE_LABELS[session.role]})
            </p>
          )}
          <FeedStatus status={feed} className="mt-2" />
        </div>
        {notifications.permission === 'default' && (
          <Button variant="ghost" size="sm" onClick={notifications.request}>
            <BellIcon className="size-4" />
            Enable alerts
          </Button>
        )}
      </div>

      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-6" aria-label={active ? `${active.length} active requests by stage` : undefined}>
        {counts.map(({ label, tone, count }) => (
          <CountTile key={label} label={label} value={active ? count : undefined} tone={tone} />
        ))}
      </dl>

      <AutoDispatchSetting className="mt-4 max-w-2xl" />

      <FleetMap className="mt-6" />

      <div className={cn('mt-8 grid items-start', docked && 'xl:grid-cols-[minmax(0,1fr)_18rem] xl:gap-x-6')}>
        <NewRequestsPanel
          alerts={openAlerts}
          onDismiss={alerts.dismiss}
          className={cn(docked && 'mb-6 xl:sticky xl:top-[calc(var(--header-height,4rem)+1rem)] xl:col-start-2 xl:row-start-1 xl:mb-0')}
        />
        <Tabs defaultValue="active" className={cn('flex min-w-0 flex-col', docked && 'xl:col-start-1 xl:row-start-1')}>
          <TabsList aria-label="Requests">
            <TabsTrigger value="active">Active</TabsTrigger>
            {mayAct && <TabsTrigger value="phone">Phone Request</TabsTrigger>}
            <TabsTrigger value="completed">Completed</TabsTrigger>
            <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
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
          {mayAct && (
            <TabsContent value="phone">
              <PhoneRequestForm />
            </TabsContent>
          )}
          <TabsContent value="completed">
            <BalanceDueSection />
            <CompletedTab />
          </TabsContent>
          <TabsContent value="cancelled">
            <CancelledTab />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

function CancelledTab() {
  const cancelled = useCancelledRequests();
  if (cancelled.data) return <CancelledRequests requests={cancelled.data} />;
  if (cancelled.isError) {
    return <LoadError message="Failed to load cancelled requests" onRetry={() => cancelled.refetch()} retrying={cancelled.isFetching} />;
  }
  return <RequestsBoardSkeleton />;
}

function CountTile({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums sm:text-3xl ${tone}`}>{value ?? '—'}</dd>
    </div>
  );
}
