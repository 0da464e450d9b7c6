import { cities } from './cities';
import { counties, countyOrFirst } from './counties';

describe('counties', () => {
  it('lists Dallas, Tarrant, Collin and Denton counties with their slugs', () => {
    expect(counties.map((county) => county.slug)).toEqual(['dallas-county', 'tarrant-county', 'collin-county', 'denton-county']);
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
});

describe('countyOrFirst', () => {
  it('finds a county by slug, by name, or by name without "county"', () => {
    expect(countyOrFirst('tarrant-county').name).toBe('Tarrant County');
    expect(countyOrFirst('Collin County').name).toBe('Collin County');
    expect(countyOrFirst('denton').name).toBe('Denton County');
  });

  it('falls back to the first county for an unknown or missing name', () => {
    expect(countyOrFirst('harris-county')).toBe(counties[0]);
    expect(countyOrFirst(undefined)).toBe(counties[0]);
  });
});
