import type { AdminCardBalanceView, CardView } from '@contracts/payment-views';
import { formatUsd } from '@domain/money';
import { cardBrandName } from '@domain/receipt';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { CardIcon } from '@/components/ui/icons';
import { formatBusinessDateTime } from '@/lib/display-format';

const PAID_WITH: Record<NonNullable<AdminCardBalanceView['paidWith']>, string> = {
  saved_card: 'One tap with the saved card',
  checkout: 'Another card',
};

const cardWords = (card: CardView) => `${cardBrandName(card.brand)} ending in ${card.last4}`;

/**
 * The balance of a card job, paid through us: due (and when it was texted again), or paid and when, with
 * the tip, the card and how it was paid: one tap with the card saved at the deposit, or another card.
 */
export function CardBalanceCard({ cardBalance }: { cardBalance: AdminCardBalanceView }) {
  const paid = cardBalance.status === 'paid';
  return (
    <CardSection
      title="Card Balance"
      icon={<CardIcon className="size-5 text-brand-700" />}
      actions={paid ? <Badge tone="success">Paid</Badge> : <Badge tone="warning">Due</Badge>}
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Item term="Balance">{formatUsd(cardBalance.balanceCents)}</Item>
        {paid ? (
          <Item term="Paid">{formatBusinessDateTime(cardBalance.paidAt)}</Item>
        ) : (
          <Item term="Reminded">{cardBalance.remindedAt ? formatBusinessDateTime(cardBalance.remindedAt) : 'Not yet'}</Item>
        )}
        {paid && <Item term="Tip">{cardBalance.tipCents > 0 ? formatUsd(cardBalance.tipCents) : 'No tip'}</Item>}
        {paid && <Item term="Total charged">{formatUsd(cardBalance.balanceCents + cardBalance.tipCents)}</Item>}
        {cardBalance.card && <Item term="Card">{cardWords(cardBalance.card)}</Item>}
        {cardBalance.paidWith && <Item term="Paid with">{PAID_WITH[cardBalance.paidWith]}</Item>}
      </dl>
    </CardSection>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
