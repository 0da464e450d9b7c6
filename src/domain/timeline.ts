export interface TimelineInput {
  status: string;
  adminPriceCents: number | null;
  finalPriceCents: number | null;
  paymentStatus: string | null;
  depositPaid: boolean;
  /** A business account booked the help: it is billed, so no payment is awaited. */
  onAccount?: boolean;
}

export type TimelineStep = {
  key: string;
  title: string;
  done: boolean;
  current: boolean;
  label: 'Completed' | 'Pending' | 'In Progress';
};

type StepRule = { key: string; title: string; isDone: (input: TimelineInput) => boolean; isPriceStep?: true };

const statusIn =
  (...statuses: string[]) =>
  (input: TimelineInput): boolean =>
    statuses.includes(input.status);

/** For a business account's job, the payment step says the account is billed, once the job is priced. */
const BILLED_TO_ACCOUNT: StepRule = { key: 'billed_to_account', title: 'Billed to the Account', isDone: (i) => i.finalPriceCents != null };

const STEP_RULES: readonly StepRule[] = [
  { key: 'submitted', title: 'Request Submitted', isDone: () => true },
  { key: 'admin_review', title: 'Admin Review Complete', isDone: (i) => i.adminPriceCents != null, isPriceStep: true },
  { key: 'price_approved', title: 'Price Approved', isDone: (i) => i.finalPriceCents != null, isPriceStep: true },
  {
    key: 'payment',
    title: 'Payment Completed',
    isDone: (i) => i.paymentStatus === 'completed' || i.paymentStatus === 'upfront_paid' || i.depositPaid,
  },
  {
    key: 'provider_assigned',
    title: 'Provider Assigned',
    isDone: statusIn('assigned', 'provider_assigned', 'en_route', 'arrived', 'in_progress', 'completed'),
  },
  { key: 'en_route', title: 'Provider En Route', isDone: statusIn('en_route', 'arrived', 'in_progress', 'completed') },
  { key: 'arrived', title: 'Provider Arrived', isDone: statusIn('arrived', 'in_progress', 'completed') },
  { key: 'in_progress', title: 'Service In Progress', isDone: statusIn('in_progress', 'completed') },
  { key: 'completed', title: 'Service Completed', isDone: statusIn('completed') },
];

export function buildTimeline(input: TimelineInput): TimelineStep[] {
  const rules = input.onAccount ? STEP_RULES.map((rule) => (rule.key === 'payment' ? BILLED_TO_ACCOUNT : rule)) : STEP_RULES;
  const doneFlags = rules.map((rule) => rule.isDone(input));
  const lastDone = doneFlags.lastIndexOf(true);
  return rules.map((rule, index) => {
    const done = doneFlags[index];
    const awaitingPrice = rule.isPriceStep === true && index === lastDone + 1 && input.status !== 'cancelled';
    return {
      key: rule.key,
      title: rule.title,
      done,
      current: index === lastDone,
      label: done ? 'Completed' : awaitingPrice ? 'In Progress' : 'Pending',
    };
  });
}
