import { useParams } from 'react-router-dom';
import { cities } from '@/content/cities';
import { counties, countyOrFirst } from '@/content/counties';
import { services } from '@/content/services';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { ChipList, LinkGrid, MarketingSection } from './marketing-section';

export function CountyPage() {
  const { countyName } = useParams();
  const county = countyOrFirst(countyName);
  const countyCities = county.citySlugs.flatMap((slug) => cities.filter((city) => city.slug === slug));

  return (
    <MarketingLayout
      title={`Roadside Assistance in ${county.name}, TX`}
      description={`24/7 roadside assistance across ${county.name}, Texas: towing, jump starts, flat tires, lockouts and fuel delivery.`}
      eyebrow="DFW service area"
      heading={`Roadside Assistance in ${county.name}`}
      lead={<p>{county.intro}</p>}
    >
      <MarketingSection title={`Cities in ${county.name}`}>
        <LinkGrid links={countyCities.map((city) => ({ to: paths.city(city.slug), label: city.name }))} />
        <p className="mt-4 text-slate-700">
          We also cover {county.otherCommunities.join(', ')} and the rest of {county.name}.
        </p>
      </MarketingSection>

      <div className="grid gap-12 md:grid-cols-2">
        <MarketingSection title="Highways">
          <ChipList label={`Highways in ${county.name}`} items={county.highways} />
        </MarketingSection>
        <MarketingSection title="Landmarks">
          <ChipList label={`Landmarks in ${county.name}`} items={county.landmarks} />
        </MarketingSection>
      </div>

      <MarketingSection title="Services">
        <LinkGrid links={services.map((service) => ({ to: paths.service(service.slug), label: service.title }))} />
      </MarketingSection>

      <MarketingSection title="Other counties we serve">
        <LinkGrid
          links={counties
            .filter((other) => other.slug !== county.slug)
            .map((other) => ({ to: paths.county(other.slug), label: other.name }))}
        />
      </MarketingSection>
    </MarketingLayout>
  );
}
