import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AgreementDialog, type AgreementText } from '@/components/ui/agreement-dialog';
import { useLanguage } from '@/i18n/language-provider';
import type { MessageId } from '@/i18n/messages';
import { CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES } from '../lib/customer-terms';

type TermsDialogProps = {
  open: boolean;
  onAccept: () => void;
  /** Decline, Escape and a click outside all mean the customer did not agree. */
  onDecline: () => void;
};

/**
 * The customer terms and liability modal shown before an offer is accepted (spec §2), in the reader's
 * language; a translation opens by saying that the English text governs.
 */
export function TermsDialog(props: TermsDialogProps) {
  const intl = useIntl();
  const { language } = useLanguage();

  const agreement = useMemo<AgreementText>(() => {
    const text = (id: MessageId) => intl.formatMessage({ id }, CUSTOMER_TERMS_VALUES);
    const intro = text(CUSTOMER_TERMS.intro);
    return {
      title: text(CUSTOMER_TERMS.title),
      lastUpdated: text(CUSTOMER_TERMS.lastUpdated),
      intro: language === 'en' ? intro : `${text(CUSTOMER_TERMS.translationNotice)} ${intro}`,
      summary: CUSTOMER_TERMS.summary.map(text),
      full: CUSTOMER_TERMS.full.map((section) => ({ heading: text(section.heading), paragraphs: section.paragraphs.map(text) })),
      checkboxLabel: text(CUSTOMER_TERMS.checkboxLabel),
    };
  }, [intl, language]);

  return <AgreementDialog agreement={agreement} {...props} />;
}
