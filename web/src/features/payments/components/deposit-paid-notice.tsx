import { formatUsd } from '@domain/money';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useIntl } from 'react-intl';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/language-provider';

type DepositPaidNoticeProps = { depositCents: number; paidAt: string | null };

export function DepositPaidNotice({ depositCents, paidAt }: DepositPaidNoticeProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const amount = formatUsd(depositCents);
  const paid = paidAt ? new Date(paidAt) : null;

  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <BadgeCheckIcon className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-semibold">{intl.formatMessage({ id: 'payment.paid.title' })}</p>
        <p className="text-sm">
          {paidAt && paid && !Number.isNaN(paid.getTime())
            ? intl.formatMessage(
                { id: 'payment.paid.descriptionWithDate' },
                {
                  amount,
                  // In the viewer's time zone; Spanish writes the date out ('5 de enero de 2025').
                  paidAt: intl.formatDate(paid, { dateStyle: language === 'en' ? 'medium' : 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
                  time: (chunks) => <time dateTime={paidAt}>{chunks}</time>,
                },
              )
            : intl.formatMessage({ id: 'payment.paid.description' }, { amount })}
        </p>
      </div>
    </div>
  );
}
