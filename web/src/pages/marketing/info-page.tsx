import { useParams } from 'react-router-dom';
import { infoTopicOrFirst, infoTopics } from '@/content/info-topics';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { LinkGrid, MarketingSection } from './marketing-section';

export function InfoPage() {
  const { infoType } = useParams();
  const topic = infoTopicOrFirst(infoType);
  const related = [
    ...infoTopics.filter((other) => other.slug !== topic.slug).map((other) => ({ to: paths.info(other.slug), label: other.title })),
    { to: paths.pricing, label: 'Pricing guide', hint: 'Typical prices for common jobs' },
  ];

  return (
    <MarketingLayout
      title={topic.title}
      description={topic.summary}
      eyebrow={topic.title}
      heading={topic.heading}
      lead={<p>{topic.summary}</p>}
    >
      <article className="max-w-3xl space-y-4 text-lg text-slate-700">
        {topic.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>

      <MarketingSection title="More about how we work">
        <LinkGrid links={related} />
      </MarketingSection>
    </MarketingLayout>
  );
}
