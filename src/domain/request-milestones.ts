import { statusRank, type RequestStatus } from './request-status';

/** The first time a request reached each step the owner's funnel counts, kept once and never moved back. */
export interface RequestMilestones {
  status: RequestStatus;
  pricedAt: Date | null;
  acceptedAt: Date | null;
  /** The lifecycle action that cancelled it, for why it was lost. */
  closedAction: string | null;
}

const PRICED_RANK = statusRank('admin_priced')!;
const ACCEPTED_RANK = statusRank('approved')!;

/** Stamps the steps the request's status has now reached, and the action that closed it. */
export function stampMilestones(request: RequestMilestones, action: string | null, now: Date): void {
  if (request.status === 'cancelled') {
    if (action && !request.closedAction) request.closedAction = action;
    return;
  }
  const rank = statusRank(request.status) ?? 0;
  if (rank >= PRICED_RANK && !request.pricedAt) request.pricedAt = now;
  if (rank >= ACCEPTED_RANK && !request.acceptedAt) request.acceptedAt = now;
}
