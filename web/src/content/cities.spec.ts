import { MESSAGES } from '@/i18n/all-messages';
import { cities, citiesInCounty, findCity } from './cities';
import { counties } from './counties';

const { en: contentEn, es: contentEs } = MESSAGES;

const SPEC_CITIES = ['Dallas', 'Fort Worth', 'Arlington', 'Plano', 'Irving', 'Garland', 'Frisco', 'McKinney', 'Mesquite', 'Carrollton', 'Denton', 'Richardson'];

describe('cities', () => {
  it('lists the twelve cities of the spec, slugged lowercase with hyphens', () => {
    expect(cities.map((city) => city.name)).toEqual(SPEC_CITIES);
    expect(cities.find((city) => city.name === 'Fort Worth')?.slug).toBe('fort-worth');
    expect(cities.find((city) => city.name === 'McKinney')?.slug).toBe('mckinney');
  });

  it.each([
    ['English', contentEn],
    ['Spanish', contentEs],
  ])('gives every city its own text in %s, not one paragraph with the name swapped', (_language, catalogue) => {
    const withoutName = cities.map((city) => catalogue[city.introId].replaceAll(city.name, '{city}'));
    expect(new Set(withoutName).size).toBe(cities.length);
    const openings = withoutName.map((intro) => intro.slice(0, 40));
    expect(new Set(openings).size).toBe(cities.length);
  });

  it('keeps the English intros a driver reads today', () => {
    expect(contentEn['content.city.fortWorth.intro']).toMatch(/^From a dead battery after a night in the Stockyards/);
    expect(contentEn['content.city.irving.intro']).toContain('If you have a flight to catch, say so in your request');
  });

  it('gives every city its places and highways', () => {
    for (const city of cities) {
      expect(city.placeIds.length).toBeGreaterThanOrEqual(3);
      expect(new Set(city.placeIds).size).toBe(city.placeIds.length);
      expect(city.highways.length).toBeGreaterThanOrEqual(2);
    }
    expect(cities[0].placeIds.map((id) => contentEn[id])).toContain('Deep Ellum');
  });

  it('places every city in a county whose page lists it', () => {
    for (const city of cities) {
      const county = counties.find((candidate) => candidate.slug === city.countySlug);
      expect(county?.citySlugs).toContain(city.slug);
    }
  });

  it('finds the cities of a county', () => {
    expect(citiesInCounty('tarrant-county').map((city) => city.name)).toEqual(['Fort Worth', 'Arlington']);
  });
});

describe('findCity', () => {
  it.each([
    ['fort-worth-roadside-assistance'],
    ['fort-worth'],
    ['Fort Worth'],
    ['FORT WORTH'],
    [' fort  worth '],
    ['Fort Worth-roadside-assistance'],
  ])('finds Fort Worth from %p', (param) => {
    expect(findCity(param)?.name).toBe('Fort Worth');
  });

  it('finds every city from the path the home page links', () => {
    for (const city of cities) expect(findCity(`${city.slug}-roadside-assistance`)).toBe(city);
  });

  it.each([['houston'], ['houston-roadside-assistance'], ['-roadside-assistance'], [''], [undefined]])(
    'finds no city for %p',
    (param) => {
      expect(findCity(param)).toBeUndefined();
    },
  );
});
