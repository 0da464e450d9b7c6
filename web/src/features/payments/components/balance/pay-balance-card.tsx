import { ERROR_CODES } from '@contracts/error-codes';
import type { CardBalanceView } from '@contracts/payment-views';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePayWithSavedCard, useStartBalanceCheckout } from '../../api/card-balance';
import { usePageExit } from '../../hooks/use-page-exit';
import { tipCentsOf, type TipChoice } from '../../lib/tip';
import { useBalanceWords } from './balance-words';
import { TipPicker } from './tip-picker';

type PayBalanceCardProps = {
  balance: CardBalanceView;
  balanceCode: string;
  /** Reads the balance again: it was paid meanwhile, or its saved card is gone. */
  onStale: () => void;
};

/**
 * The tip, then one tap with the card saved at the deposit ('Pay $195.50 with Visa ending in 4242'),
 * or another card on the checkout page. Without a saved card, the checkout page is the only way.
 */
export function PayBalanceCard({ balance, balanceCode, onStale }: PayBalanceCardProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { card, usd } = useBalanceWords();
  const savedCardPay = usePayWithSavedCard(balanceCode);
  const checkout = useStartBalanceCheckout(balanceCode);
  const { leaving, leave } = usePageExit();
  const [choice, setChoice] = useState<TipChoice>({ kind: 'none' });
  const [tried, setTried] = useState(false);
  const [pressed, setPressed] = useState<'saved' | 'checkout' | null>(null);
  const tipInput = useRef<HTMLInputElement>(null);

  const tipCents = tipCentsOf(choice, balance.tips, balance.maxTipCents);
  const typed = choice.kind === 'custom' ? choice.text.trim() : '';
  const tipError =
    choice.kind === 'custom' && tipCents === null && (typed !== '' || tried)
      ? intl.formatMessage({ id: 'payment.balance.tip.invalid' }, { max: usd(balance.maxTipCents) })
      : null;
  const amount = usd(balance.balanceCents + (tipCents ?? 0));
  const busy = savedCardPay.isPending || checkout.isPending || leaving;

  function choose(next: TipChoice) {
    setChoice(next);
    setTried(false);
  }

  async function pay(way: 'saved' | 'checkout') {
    if (tipCents === null) {
      setTried(true);
      tipInput.current?.focus();
      return;
    }
    setPressed(way);
    try {
      if (way === 'saved') await savedCardPay.mutateAsync({ tipCents });
      else leave((await checkout.mutateAsync({ tipCents })).url);
    } catch (error) {
      showRefusal(error);
    }
  }

  function showRefusal(error: unknown) {
    const title = intl.formatMessage({ id: 'payment.deposit.error.title' });
    if (isApiError(error) && error.code === ERROR_CODES.balancePaid) {
      // Paid meanwhile (another tap, or the checkout page): the page shows it paid.
      onStale();
      toast.info(errorText(error));
      return;
    }
    if (isApiError(error) && error.code === ERROR_CODES.noSavedCard) onStale();
    // The bank's wish to confirm the payment: the checkout page can ask for it, the one tap cannot.
    const needsConfirmation = isApiError(error) && error.code === ERROR_CODES.cardNeedsConfirmation;
    if (needsConfirmation || (isApiError(error) && error.code === ERROR_CODES.cardDeclined)) {
      toast.error(intl.formatMessage({ id: 'payment.balance.error.declinedTitle' }), {
        description: intl.formatMessage({ id: needsConfirmation ? 'payment.balance.error.confirmWithBank' : 'payment.balance.error.declined' }),
      });
      return;
    }
    if (isApiError(error) && error.code === ERROR_CODES.invalidTip) {
      toast.error(title, { description: intl.formatMessage({ id: 'payment.balance.tip.invalid' }, { max: usd(balance.maxTipCents) }) });
      return;
    }
    toast.error(title, { description: errorText(error, intl.formatMessage({ id: 'payment.balance.error.description' })) });
  }

  const payingLabel = intl.formatMessage({ id: 'payment.balance.paying' });
  return (
    <div className="space-y-5">
      <TipPicker balance={balance} choice={choice} onChange={choose} error={tipError} disabled={busy} inputRef={tipInput} />
      <div className="space-y-3">
        {balance.savedCard ? (
          <>
            <Button variant="accent" size="lg" className="h-auto min-h-13 w-full py-3 leading-snug text-balance" disabled={busy} onClick={() => void pay('saved')}>
              <LockIcon className="size-5 shrink-0" />
              {busy && pressed === 'saved'
                ? payingLabel
                : intl.formatMessage({ id: 'payment.balance.payWithCard' }, { amount, card: card(balance.savedCard) })}
            </Button>
            <Button variant="outline" className="w-full" disabled={busy} onClick={() => void pay('checkout')}>
              {busy && pressed === 'checkout' ? payingLabel : intl.formatMessage({ id: 'payment.balance.payAnotherCard' })}
            </Button>
          </>
        ) : (
          <Button variant="accent" size="lg" className="h-auto min-h-13 w-full py-3 leading-snug text-balance" disabled={busy} onClick={() => void pay('checkout')}>
            <LockIcon className="size-5 shrink-0" />
            {busy ? payingLabel : intl.formatMessage({ id: 'payment.balance.payByCard' }, { amount })}
          </Button>
        )}
        <p className="text-center text-xs text-slate-600">{intl.formatMessage({ id: 'payment.balance.secureNote' })}</p>
      </div>
    </div>
  );
}
