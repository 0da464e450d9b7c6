import type { ActivityLogView } from '@contracts/request-views';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { formatDateTime } from '@/lib/display-format';

const USER_TYPE_LABELS: Record<ActivityLogView['userType'], string> = {
  admin: 'Admin',
  provider: 'Provider',
  customer: 'Customer',
  system: 'System',
};

export function ActivityLogCard({ activity }: { activity: readonly ActivityLogView[] }) {
  return (
    <CardSection title="Activity Log">
      {activity.length === 0 ? (
        <p className="text-sm text-slate-500">No activity yet</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {activity.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
              <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-500 tabular-nums sm:w-44">
                {formatDateTime(entry.createdAt)}
              </time>
              <span className="flex-1 text-slate-900">
                {entry.action}
                {entry.staffName && <span className="text-slate-500"> by {entry.staffName}</span>}
              </span>
              <Badge tone={entry.userType === 'admin' ? 'brand' : 'neutral'} className="self-start sm:self-auto">
                {USER_TYPE_LABELS[entry.userType] ?? entry.userType}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
