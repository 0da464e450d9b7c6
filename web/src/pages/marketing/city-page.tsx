import { useParams } from 'react-router-dom';
import { cities, citiesInCounty, findCity, type City } from '@/content/cities';
import { counties } from '@/content/counties';
import { services } from '@/content/services';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { ChipList, LinkGrid, MarketingSection } from './marketing-section';

const allCityLinks = cities.map((city) => ({ to: paths.city(city.slug), label: city.name }));
const serviceLinks = [
  ...services.map((service) => ({ to: paths.service(service.slug), label: service.title })),
  { to: paths.pricing, label: 'Pricing guide', hint: 'Typical prices for common jobs' },
];

export function CityPage() {
  const { citySlug } = useParams();
  const city = findCity(citySlug);
  return city ? <CityLanding city={city} /> : <UnknownCity />;
}

function CityLanding({ city }: { city: City }) {
  const county = counties.find((candidate) => candidate.slug === city.countySlug);
  const neighbours = citiesInCounty(city.countySlug).filter((other) => other.slug !== city.slug);

  return (
    <MarketingLayout
      title={`Roadside Assistance in ${city.name}, TX`}
      description={`24/7 towing, jump starts, flat tires, lockouts and fuel delivery in ${city.name}, TX. Agree a price first, then track your provider live.`}
      eyebrow={county ? `${county.name}, Texas` : 'Texas'}
      heading={`Roadside Assistance in ${city.name}`}
      lead={<p>{city.intro}</p>}
    >
      <MarketingSection title={`Where we help in ${city.name}`}>
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">Neighbourhoods and landmarks</h3>
            <ChipList label={`Places in ${city.name}`} items={city.places} />
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">Highways</h3>
            <ChipList label={`Highways through ${city.name}`} items={city.highways} />
          </div>
        </div>
      </MarketingSection>

      <MarketingSection
        title={`Services in ${city.name}`}
        intro="Every job is priced before anyone is sent. See the pricing guide for typical ranges."
      >
        <LinkGrid links={serviceLinks} />
      </MarketingSection>

      {county && (
        <MarketingSection title={`More of ${county.name}`}>
          <LinkGrid
            links={[
              { to: paths.county(county.slug), label: county.name, hint: 'Highways, landmarks and cities' },
              ...neighbours.map((other) => ({ to: paths.city(other.slug), label: other.name })),
            ]}
          />
        </MarketingSection>
      )}
    </MarketingLayout>
  );
}

function UnknownCity() {
  return (
    <MarketingLayout
      title="City not found"
      description="We could not find that city. See the Dallas/Fort Worth cities we serve."
      heading="We could not find that city"
      lead={
        <p>
          We do not have a page for that place. We serve Dallas, Tarrant, Collin and Denton counties; choose your city
          below, or request help directly if you are nearby.
        </p>
      }
    >
      <MarketingSection title="Cities we serve">
        <LinkGrid links={allCityLinks} />
      </MarketingSection>
    </MarketingLayout>
  );
}
