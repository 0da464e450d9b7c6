import type { PartnerJobStatus } from '@domain/business-accounts';
import { Badge } from '@/components/ui/badge';
import { JOB_STATUS_WORDS } from '../lib/job-words';

export function JobStatusBadge({ status }: { status: PartnerJobStatus }) {
  const words = JOB_STATUS_WORDS[status];
  return <Badge tone={words.tone}>{words.label}</Badge>;
}
