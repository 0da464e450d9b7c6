import { toSlug } from './slug';

export type City = { name: string; slug: string };

const CITY_NAMES = [
  'Dallas',
  'Fort Worth',
  'Arlington',
  'Plano',
  'Irving',
  'Garland',
  'Frisco',
  'McKinney',
  'Mesquite',
  'Carrollton',
  'Denton',
  'Richardson',
] as const;

export const cities: readonly City[] = CITY_NAMES.map((name) => ({ name, slug: toSlug(name) }));
