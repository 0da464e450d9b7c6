import { depositExample, formatGuidePrice, guidePriceFor, pricingGuide } from './pricing-guide';
import { services } from './services';

describe('pricingGuide', () => {
  it('quotes the spec ranges, and a custom price for heavy duty', () => {
    expect(Object.fromEntries(pricingGuide.map((entry) => [entry.serviceSlug, formatGuidePrice(entry.price)]))).toEqual({
      'emergency-towing': '$75–$125',
      'jump-start-service': '$65–$85',
      'flat-tire-change': '$75–$95',
      'lockout-assistance': '$85–$105',
      'fuel-delivery': '$75–$95',
      'heavy-duty-towing': 'Custom quote',
    });
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
    expect(depositExample(100)).toEqual({ percent: 15, total: '$100', deposit: '$15', onSite: '$85' });
  });
});
