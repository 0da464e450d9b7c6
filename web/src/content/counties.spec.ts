import { MESSAGES } from '@/i18n/all-messages';
import { cities } from './cities';
import { counties, countyOrFirst } from './counties';

const { en: contentEn, es: contentEs } = MESSAGES;

describe('counties', () => {
  it('lists Dallas, Tarrant, Collin and Denton counties with their slugs', () => {
    expect(counties.map((county) => county.slug)).toEqual(['dallas-county', 'tarrant-county', 'collin-county', 'denton-county']);
  });

  it('names each county in English and Spanish, and by the short name its sentences take', () => {
    expect(counties.map((county) => contentEn[county.nameId])).toEqual(['Dallas County', 'Tarrant County', 'Collin County', 'Denton County']);
    expect(counties.map((county) => contentEs[county.nameId])).toEqual(['Condado de Dallas', 'Condado de Tarrant', 'Condado de Collin', 'Condado de Denton']);
    for (const county of counties) {
      expect(contentEn[county.nameId]).toBe(`${county.shortName} County`);
      expect(contentEn[county.introId].startsWith(`${county.shortName} County`)).toBe(true);
      expect(contentEs[county.introId].startsWith(`El condado de ${county.shortName}`)).toBe(true);
    }
  });

  it('links only cities that have a page, and every city from some county', () => {
    const citySlugs = new Set(cities.map((city) => city.slug));
    for (const county of counties) for (const slug of county.citySlugs) expect(citySlugs).toContain(slug);
    const listed = new Set(counties.flatMap((county) => county.citySlugs));
    expect([...citySlugs].filter((slug) => !listed.has(slug))).toEqual([]);
  });

  it('names the spec highways where they run', () => {
    const highways = new Set(counties.flatMap((county) => county.highways));
    for (const highway of ['I-30', 'I-20', 'I-635', 'US-75', 'SH-114', 'SH-121']) expect(highways).toContain(highway);
    expect([...highways].some((highway) => highway.startsWith('I-35'))).toBe(true);
  });

  it('gives every county its landmarks', () => {
    for (const county of counties) expect(county.landmarkIds.length).toBeGreaterThanOrEqual(3);
    expect(counties[1].landmarkIds.map((id) => contentEn[id])).toContain('Fort Worth Stockyards');
  });
});

describe('countyOrFirst', () => {
  it('finds a county by slug, by name, or by name without "county"', () => {
    expect(countyOrFirst('tarrant-county').slug).toBe('tarrant-county');
    expect(countyOrFirst('Collin County').slug).toBe('collin-county');
    expect(countyOrFirst('denton').slug).toBe('denton-county');
  });

  it('falls back to the first county for an unknown or missing name', () => {
    expect(countyOrFirst('harris-county')).toBe(counties[0]);
    expect(countyOrFirst(undefined)).toBe(counties[0]);
  });
});
