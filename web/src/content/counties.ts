export type County = { name: string; slug: string };

export const counties: readonly County[] = [
  { name: 'Dallas County', slug: 'dallas-county' },
  { name: 'Tarrant County', slug: 'tarrant-county' },
  { name: 'Collin County', slug: 'collin-county' },
  { name: 'Denton County', slug: 'denton-county' },
];
