import { counties } from './counties';
import { footerCountyLinks, footerServiceLinks } from './footer-links';
import { footerServices } from './services';

describe('footer links', () => {
  it('name every service page with its title, in order', () => {
    expect(footerServiceLinks.map(({ slug, title }) => ({ slug, title }))).toEqual(footerServices.map(({ slug, title }) => ({ slug, title })));
  });

  it('name every county page, in order', () => {
    expect(footerCountyLinks.map(({ slug, name }) => ({ slug, name }))).toEqual(counties.map(({ slug, name }) => ({ slug, name })));
  });
});
