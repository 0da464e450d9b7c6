import { LOCALES, type Language } from '@domain/language';
import { createIntl } from 'react-intl';
import { MESSAGES } from '@/i18n/all-messages';
import { depositExample, formatGuidePrice, formatWholeDollars, guidePriceFor, pricingGuide } from './pricing-guide';
import { services } from './services';

const intlIn = (language: Language) => createIntl({ locale: LOCALES[language], messages: MESSAGES[language] });

describe('pricingGuide', () => {
  it.each([
    ['en', 'Custom quote'],
    ['es', 'Cotización personalizada'],
  ] as const)('quotes the spec ranges, and a custom price for heavy duty (%s)', (language, custom) => {
    const intl = intlIn(language);
    expect(Object.fromEntries(pricingGuide.map((entry) => [entry.serviceSlug, formatGuidePrice(intl, entry.price)]))).toEqual({
      'emergency-towing': '$75–$125',
      'jump-start-service': '$65–$85',
      'flat-tire-change': '$75–$95',
      'lockout-assistance': '$85–$105',
      'fuel-delivery': '$75–$95',
      'heavy-duty-towing': custom,
    });
  });

  it('labels each row as the table shows it today', () => {
    const intl = intlIn('en');
    expect(pricingGuide.map((entry) => intl.formatMessage({ id: entry.labelId }))).toEqual([
      'Towing',
      'Jump start',
      'Flat tire change',
      'Lockout',
      'Fuel delivery',
      'Heavy duty towing',
    ]);
  });

  it('refers only to services that have a page', () => {
    const slugs = services.map((service) => service.slug);
    for (const entry of pricingGuide) expect(slugs).toContain(entry.serviceSlug);
  });

  it('has no range for a service the spec does not price', () => {
    expect(guidePriceFor('winch-out-service')).toBeUndefined();
    expect(guidePriceFor('jump-start-service')?.price).toEqual({ minDollars: 65, maxDollars: 85 });
  });
});

describe('depositExample', () => {
  it('splits a price into the 15% card deposit and the 85% paid on site', () => {
    expect(depositExample(100)).toEqual({ percent: 15, totalDollars: 100, depositDollars: 15, onSiteDollars: 85 });
  });

  it('reads the same in both languages: on a $100 job, a $15 deposit and $85 on site', () => {
    const { totalDollars, depositDollars, onSiteDollars } = depositExample(100);
    for (const language of ['en', 'es'] as const) {
      const intl = intlIn(language);
      const text = intl.formatMessage(
        { id: 'content.pricing.payment.example' },
        { total: formatWholeDollars(intl, totalDollars), deposit: formatWholeDollars(intl, depositDollars), onSite: formatWholeDollars(intl, onSiteDollars) },
      );
      expect(text).toContain('$100');
      expect(text).toContain('$15');
      expect(text).toContain('$85');
      if (language === 'en') expect(text).toBe('For example, on a $100 job you pay a $15 deposit and $85 to the provider.');
    }
  });
});
