import type { AdminFeedStatus } from '@/features/admin-requests';
import { cn } from '@/lib/cn';

const DISPLAY: Record<AdminFeedStatus, { text: string; dot: string }> = {
  live: { text: 'Live updates on', dot: 'bg-emerald-500' },
  connecting: { text: 'Connecting to live updates…', dot: 'bg-amber-400 animate-pulse motion-reduce:animate-none' },
  paused: { text: 'Live updates paused', dot: 'bg-red-500' },
};

export function FeedStatus({ status, className }: { status: AdminFeedStatus; className?: string }) {
  const { text, dot } = DISPLAY[status];
  return (
    <p role="status" className={cn('inline-flex items-center gap-2 text-xs font-medium text-slate-600', className)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {text}
    </p>
  );
}
