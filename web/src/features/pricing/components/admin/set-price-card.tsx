import { commissionCents, formatUsd, PLATFORM_FEE_PERCENT } from '@domain/money';
import { ERROR_CODES } from '@contracts/error-codes';
import type { AdminRequestView } from '@contracts/request-views';
import { toast } from '@/lib/toast';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';
import { PriceSuggestion, useRequestSuggestion } from '@/features/rate-card/admin';
import { useSetPrice } from '../../api/set-price';
import { PRICING_MESSAGES } from '../../lib/pricing-messages';
import { priceSplit } from '../../lib/price-split';
import { AmountForm } from './amount-form';

/** Spec §2: 'Set Price for Service', while the request is pending admin review. */
export function SetPriceCard({ request, disabled }: { request: AdminRequestView; disabled: boolean }) {
  const setPrice = useSetPrice(request.id);
  const suggestion = useRequestSuggestion(request.id);

  async function submit(cents: number): Promise<void> {
    await setPrice.mutateAsync(cents);
    const { title, description } = PRICING_MESSAGES.priceSet(cents);
    toast.success(title, { description });
  }

  return (
    <CardSection title="Set Price for Service" icon={<DollarIcon className="size-5 text-brand-700" />}>
      <AmountForm
        label="Service price"
        submitLabel="Set Price"
        pendingLabel="Setting Price..."
        pending={setPrice.isPending}
        disabled={disabled}
        invalid={PRICING_MESSAGES.invalidPrice}
        invalidCode={ERROR_CODES.invalidPrice}
        failed={PRICING_MESSAGES.setPriceFailed}
        onSubmit={submit}
        preview={(cents) => <PricePreview cents={cents} depositPercent={request.depositPercentage} />}
        suggestion={(fill) => <PriceSuggestion suggestion={suggestion} onUse={fill} disabled={setPrice.isPending} />}
      />
    </CardSection>
  );
}

function PricePreview({ cents, depositPercent }: { cents: number | null; depositPercent: number }) {
  const split = priceSplit(cents ?? 0, depositPercent);
  const show = (value: number) => (cents === null ? '—' : formatUsd(value));
  return (
    <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
      <PreviewItem term={`Customer deposit now (${split.depositPercent}%)`} value={show(split.depositCents)} />
      <PreviewItem term={`Platform commission (${PLATFORM_FEE_PERCENT}%)`} value={show(commissionCents(split.totalCents))} />
      <PreviewItem term={`Provider collects on site (${100 - split.depositPercent}%)`} value={show(split.onSiteCents)} />
    </dl>
  );
}

function PreviewItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
