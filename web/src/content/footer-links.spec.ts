import { counties } from './counties';
import { footerCountyLinks, footerServiceLinks } from './footer-links';
import { footerServices } from './services';

describe('footer links', () => {
  it('name every service page with its title, in order', () => {
    expect(footerServiceLinks.map(({ slug, titleId }) => ({ slug, titleId }))).toEqual(footerServices.map(({ slug, titleId }) => ({ slug, titleId })));
  });

  it('name every county page, in order', () => {
    expect(footerCountyLinks.map(({ slug, nameId }) => ({ slug, nameId }))).toEqual(counties.map(({ slug, nameId }) => ({ slug, nameId })));
  });
});
