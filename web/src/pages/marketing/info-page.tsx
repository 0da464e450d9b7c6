import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { infoTopicOrFirst, infoTopics } from '@/content/info-topics';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { LinkGrid, MarketingSection } from './marketing-section';

export function InfoPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { infoType } = useParams();
  const topic = infoTopicOrFirst(infoType);
  const title = intl.formatMessage({ id: topic.titleId });
  const summary = intl.formatMessage({ id: topic.summaryId });
  const related = [
    ...infoTopics
      .filter((other) => other.slug !== topic.slug)
      .map((other) => ({ to: localizedPath(paths.info(other.slug), language), label: intl.formatMessage({ id: other.titleId }) })),
    {
      to: localizedPath(paths.pricing, language),
      label: intl.formatMessage({ id: 'content.pricingLink.label' }),
      hint: intl.formatMessage({ id: 'content.pricingLink.hint' }),
    },
  ];

  return (
    <MarketingLayout
      title={title}
      description={summary}
      eyebrow={title}
      heading={intl.formatMessage({ id: topic.headingId })}
      lead={<p>{summary}</p>}
    >
      <article className="max-w-3xl space-y-4 text-lg text-slate-700">
        {topic.paragraphIds.map((id) => (
          <p key={id}>{intl.formatMessage({ id })}</p>
        ))}
      </article>

      <MarketingSection title={intl.formatMessage({ id: 'content.info.page.more' })}>
        <LinkGrid links={related} />
      </MarketingSection>
    </MarketingLayout>
  );
}
