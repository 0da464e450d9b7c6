import type { CardBalanceView } from '@contracts/payment-views';
import { RECEIPT_MESSAGE_IDS as WORDS, serviceLabelId } from '@contracts/shared-messages';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useBalanceWords } from './balance-words';

/** The job and its money: the service and provider, the total, the deposit already paid and the balance left. */
export function BalanceSummary({ balance }: { balance: CardBalanceView }) {
  const intl = useIntl();
  const { usd } = useBalanceWords();
  const serviceId = serviceLabelId(balance.serviceType);
  const service = serviceId ? intl.formatMessage({ id: serviceId }) : balance.serviceType;
  return (
    <CardSection title={intl.formatMessage({ id: 'payment.balance.summary' })} icon={<DollarIcon className="size-5 text-brand-700" />}>
      <dl className="divide-y divide-slate-100 text-sm">
        {service && <Line label={intl.formatMessage({ id: WORDS.service })}>{service}</Line>}
        {balance.providerName && <Line label={intl.formatMessage({ id: WORDS.provider })}>{balance.providerName}</Line>}
        <Line label={intl.formatMessage({ id: WORDS.total })} money>
          {usd(balance.jobTotalCents)}
        </Line>
        <Line label={intl.formatMessage({ id: 'payment.balance.depositPaid' })} money>
          -{usd(balance.depositCents)}
        </Line>
        <Line label={intl.formatMessage({ id: 'payment.balance.balance' })} money strong>
          {usd(balance.balanceCents)}
        </Line>
      </dl>
    </CardSection>
  );
}

function Line({ label, money, strong, children }: { label: string; money?: boolean; strong?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-2', strong && 'text-base font-semibold')}>
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={cn('text-right font-medium break-words text-slate-900', money && 'whitespace-nowrap tabular-nums')}>{children}</dd>
    </div>
  );
}
