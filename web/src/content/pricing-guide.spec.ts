import { LOCALES, type Language } from '@domain/language';
import { DEFAULT_RATE_CARD, publishedRanges } from '@domain/rate-card';
import { createIntl } from 'react-intl';
import { MESSAGES } from '@/i18n/all-messages';
import { depositExample, formatGuidePrice, formatWholeDollars, guidePriceFor, livePrice, pricingGuide } from './pricing-guide';
import { services } from './services';

const intlIn = (language: Language) => createIntl({ locale: LOCALES[language], messages: MESSAGES[language] });

describe('pricingGuide', () => {
  /** The first card's range of a service in whole dollars, as the page rounds it. */
  const firstCard = (serviceType: string) => {
    const range = publishedRanges(DEFAULT_RATE_CARD).find((published) => published.serviceType === serviceType)!;
    return `$${Math.round(range.lowCents / 100)}–$${Math.round(range.highCents / 100)}`;
  };

  it.each([
    ['en', 'Custom quote'],
    ['es', 'Cotización personalizada'],
  ] as const)('quotes the first rate card’s ranges, and a custom price for heavy duty (%s)', (language, custom) => {
    const intl = intlIn(language);
    expect(Object.fromEntries(pricingGuide.map((entry) => [entry.serviceSlug, formatGuidePrice(intl, entry.price)]))).toEqual({
      'emergency-towing': firstCard('Towing'),
      'jump-start-service': firstCard('Jump Start'),
      'flat-tire-change': firstCard('Tire Change'),
      'lockout-assistance': firstCard('Lockout Service'),
      'fuel-delivery': firstCard('Fuel Delivery'),
      'heavy-duty-towing': custom,
    });
    // The spec's towing range is the first card's: $75 in business hours, a 15-mile tow after hours $125.
    expect(formatGuidePrice(intl, guidePriceFor('emergency-towing')!.price)).toBe('$75–$125');
  });

  it('prices each row by its service on the card, in cents', () => {
    expect(pricingGuide.map((entry) => [entry.serviceSlug, entry.serviceType])).toEqual([
      ['emergency-towing', 'Towing'],
      ['jump-start-service', 'Jump Start'],
      ['flat-tire-change', 'Tire Change'],
      ['lockout-assistance', 'Lockout Service'],
      ['fuel-delivery', 'Fuel Delivery'],
      ['heavy-duty-towing', null],
    ]);
    expect(guidePriceFor('jump-start-service')?.price).toEqual({ lowCents: 6_500, highCents: 8_125 });
  });

  it('rounds each end to the nearest dollar, and shows one price when both ends meet', () => {
    const intl = intlIn('en');
    expect(formatGuidePrice(intl, { lowCents: 6_549, highCents: 8_150 })).toBe('$65–$82');
    expect(formatGuidePrice(intl, { lowCents: 9_500, highCents: 9_520 })).toBe('$95');
    expect(formatGuidePrice(intl, { lowCents: 150_000, highCents: 212_500 })).toBe('$1,500–$2,125');
  });

  it('shows the card in force once it is read, and the first card’s until then', () => {
    const towing = guidePriceFor('emergency-towing')!;
    const heavy = guidePriceFor('heavy-duty-towing')!;
    const live = [{ serviceType: 'Towing', lowCents: 9_000, highCents: 15_000 }] as const;
    expect(livePrice(towing, undefined)).toEqual(towing.price);
    expect(livePrice(towing, live)).toEqual({ lowCents: 9_000, highCents: 15_000 });
    // A row the card does not price keeps what the page shows: heavy duty stays a custom quote.
    expect(livePrice(heavy, [{ serviceType: 'Heavy Duty Towing', lowCents: 35_000, highCents: 60_000 }])).toBe('custom');
    expect(livePrice(guidePriceFor('lockout-assistance')!, live)).toEqual(guidePriceFor('lockout-assistance')!.price);
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
