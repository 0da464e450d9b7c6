import type { PaymentView } from '@contracts/payment-views';
import type { AdminRequestView } from '@contracts/request-views';
import { formatUsd } from '@domain/money';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { DollarIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { priceSplit, useAdminActions } from '@/features/pricing/admin';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { useGeneratePaymentLink } from '../../api/admin-payment-link';
import { ADMIN_PAYMENT_MESSAGES } from '../../lib/payment-messages';
import { PaymentLinkBox } from './payment-link-box';
import { RefundButton } from './refund-button';

type PaymentCardProps = {
  request: AdminRequestView;
  /** After the payment link (and so the request) is deleted: back to the board. */
  onDeleted: () => void;
};

/** Spec §2, admin request details: the deposit's state and the customer's payment link. */
export function PaymentCard({ request, onDeleted }: PaymentCardProps) {
  const generate = useGeneratePaymentLink(request.id);
  const [generatedUrl, setGeneratedUrl] = useState<string | null>(null);
  const actions = useAdminActions(request);
  // Newest first: the session that counts is the latest.
  const payment = request.payments[0] ?? null;

  if (request.finalPriceCents == null && !request.depositPaid && !payment) return null;

  const split = request.finalPriceCents == null ? null : priceSplit(request.finalPriceCents, request.depositPercentage, request.depositAmountCents);
  const depositCents = payment?.amountCents ?? split?.depositCents ?? null;
  const status = paymentStatus(request, payment);
  const linkUrl =
    generatedUrl ?? (request.paymentLinkId && request.trackingId ? `${window.location.origin}${paths.payment(request.id, request.trackingId)}` : null);
  const canLink = actions.has('create_payment_link');

  // Sent automatically once the price is agreed: pressing again texts the same link a second time.
  const alreadySent = request.paymentLinkSentAt !== null;

  async function handleGenerate() {
    try {
      const { url } = await generate.mutateAsync();
      if (!url) throw new Error('No payment link returned');
      setGeneratedUrl(url);
      const done = alreadySent ? ADMIN_PAYMENT_MESSAGES.linkResent : ADMIN_PAYMENT_MESSAGES.linkCreated;
      toast.success(done.title, { description: done.description });
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error, 409)) toast.error(error.title ?? 'Error', { description: error.message });
      else toast.error(ADMIN_PAYMENT_MESSAGES.linkFailed.title, { description: ADMIN_PAYMENT_MESSAGES.linkFailed.description });
    }
  }

  return (
    <CardSection
      title="Payment"
      icon={<DollarIcon className="size-5 text-brand-700" />}
      actions={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Item term={split ? `Deposit (${split.depositPercent}%)` : 'Deposit'}>{depositCents == null ? '—' : formatUsd(depositCents)}</Item>
        <Item term="Final price">{split ? formatUsd(split.totalCents) : '—'}</Item>
        {!request.depositPaid && <Item term="Link texted to customer">{alreadySent ? formatDateTime(request.paymentLinkSentAt) : 'Not yet'}</Item>}
        <Item term="Paid at">{formatDateTime(request.depositPaidAt ?? payment?.paidAt)}</Item>
        <Item term="Checkout session">
          {payment ? <span className="font-mono text-xs break-all">{payment.checkoutSessionId}</span> : '—'}
        </Item>
        {payment?.refundedAt && <Item term="Refunded at">{formatDateTime(payment.refundedAt)}</Item>}
      </dl>
      {payment?.dashboardUrl && (
        <a href={payment.dashboardUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
          View in payment dashboard
          <ExternalLinkIcon className="size-4" />
        </a>
      )}

      {!request.depositPaid && (
        <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
          {linkUrl && <PaymentLinkBox requestId={request.id} url={linkUrl} onDeleted={onDeleted} />}
          {canLink && (
            <Button variant={alreadySent ? 'outline' : 'primary'} size="sm" disabled={generate.isPending} onClick={() => void handleGenerate()}>
              {generate.isPending ? 'Sending...' : alreadySent ? 'Resend Payment Link' : 'Generate Payment Link'}
            </Button>
          )}
        </div>
      )}

      {actions.has('refund_deposit') && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">No provider is assigned yet, so the deposit can still be refunded.</p>
          <RefundButton requestId={request.id} depositCents={depositCents} />
        </div>
      )}
    </CardSection>
  );
}

function paymentStatus(request: AdminRequestView, payment: PaymentView | null): { label: string; tone: BadgeTone } {
  if (payment?.status === 'refunded') return { label: 'Refunded', tone: 'neutral' };
  if (payment?.status === 'mismatched') return { label: 'Amount Mismatch', tone: 'danger' };
  if (request.depositPaid) return { label: 'Deposit Paid', tone: 'success' };
  if (payment?.status === 'open' || request.paymentLinkSentAt || request.paymentLinkId) return { label: 'Awaiting Payment', tone: 'warning' };
  return { label: 'Not Requested', tone: 'neutral' };
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
