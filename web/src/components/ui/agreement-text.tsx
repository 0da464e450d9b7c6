import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-provider';
import type { MessageId } from '@/i18n/messages';
import { cn } from '@/lib/cn';

export type AgreementSection = { heading: string; paragraphs: readonly string[] };

/** What an agreement says: its title, the points everyone must see, and the full text behind a toggle. */
export type AgreementText = {
  title: string;
  lastUpdated?: string;
  /** Shown above the text in a translation: the English version governs. */
  notice?: string;
  intro: string;
  summary: readonly string[];
  full: readonly AgreementSection[];
  checkboxLabel: string;
  /** The toggle's words, when 'View Full Terms' does not name the document. */
  fullToggle?: { show: string; hide: string };
};

/** An agreement as catalogue entries, one per heading and paragraph, in reading order. */
export type AgreementIds = {
  title: MessageId;
  lastUpdated?: MessageId;
  translationNotice: MessageId;
  intro: MessageId;
  summary: readonly MessageId[];
  full: readonly { heading: MessageId; paragraphs: readonly MessageId[] }[];
  checkboxLabel: MessageId;
  fullToggle?: { show: MessageId; hide: MessageId };
};

/** An agreement in the reader's language; a translation carries the notice that the English text governs. */
export function useAgreementText(ids: AgreementIds, values: Record<string, string | number>): AgreementText {
  const intl = useIntl();
  const { language } = useLanguage();
  return useMemo(() => {
    const text = (id: MessageId) => intl.formatMessage({ id }, values);
    return {
      title: text(ids.title),
      lastUpdated: ids.lastUpdated && text(ids.lastUpdated),
      notice: language === 'en' ? undefined : text(ids.translationNotice),
      intro: text(ids.intro),
      summary: ids.summary.map(text),
      full: ids.full.map((section) => ({ heading: text(section.heading), paragraphs: section.paragraphs.map(text) })),
      checkboxLabel: text(ids.checkboxLabel),
      fullToggle: ids.fullToggle && { show: text(ids.fullToggle.show), hide: text(ids.fullToggle.hide) },
    };
  }, [intl, language, ids, values]);
}

/** The full text, a heading and its paragraphs per section: inside the agreement dialogs (h3) and on a page of its own (h2). */
export function AgreementSections({ sections, headingLevel = 3, className }: { sections: readonly AgreementSection[]; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('space-y-4', className)}>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="font-semibold text-slate-900">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-1">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
