import { useIntl } from 'react-intl';
import { CityGridSection } from './sections/city-grid-section';
import { ClosingCtaSection } from './sections/closing-cta-section';
import { HeroSection } from './sections/hero-section';
import { HowItWorksSection } from './sections/how-it-works-section';
import { PlatformNoticeSection } from './sections/platform-notice-section';
import { ServicesSection } from './sections/services-section';
import { TestimonialsSection } from './sections/testimonials-section';
import { VehicleTypesSection } from './sections/vehicle-types-section';
import { WhyChooseUsSection } from './sections/why-choose-us-section';

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage({ id: 'marketing.home.title' })}</title>
      <meta name="description" content={intl.formatMessage({ id: 'marketing.home.description' })} />
      <HeroSection />
      <CityGridSection />
      <VehicleTypesSection />
      <WhyChooseUsSection />
      <ServicesSection />
      <HowItWorksSection />
      <PlatformNoticeSection />
      <TestimonialsSection />
      <ClosingCtaSection />
    </>
  );
}
