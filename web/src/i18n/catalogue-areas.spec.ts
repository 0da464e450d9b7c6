import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ENGLISH } from './messages.en';
import { AREAS, areaOf, EVERY_PAGE_AREAS, STAFF_AREAS, type Area } from './messages';

const WEB_SOURCE = join(__dirname, '..');
const REPO_SOURCE = join(__dirname, '../../../src');
const ROUTER = join(WEB_SOURCE, 'app/router.tsx');

const ALIASES: [string, string][] = [
  ['@domain/', join(REPO_SOURCE, 'domain/')],
  ['@contracts/', join(REPO_SOURCE, 'contracts/')],
  ['@/', `${WEB_SOURCE}/`],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file an import names, or null for a package or a non-source file (JSON, CSS). */
function resolveImport(specifier: string, from: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? alias[1] + specifier.slice(alias[0].length) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (base === null) return null;
  const file = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  return file ?? null;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;
/** A quoted string that is a catalogue key (socket event names such as 'request.changed' look alike). */
const QUOTED = /['"]([A-Za-z]+\.[A-Za-z0-9_.]+)['"]/g;
const isKey = (text: string) => Object.hasOwn(ENGLISH, text);

/** The catalogue areas whose keys appear in `entry` and every module it imports, statically or lazily. */
function areasUsedFrom(entry: string): Set<Area> {
  const seen = new Set<string>();
  const areas = new Set<Area>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, text] of source.matchAll(QUOTED)) if (isKey(text)) areas.add(areaOf(text)!);
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const imported = resolveImport(specifier, file);
      // The whole English catalogue (AdminGuard's) is data, not a page's use of it.
      if (imported && !imported.endsWith('i18n/messages.en.ts')) pending.push(imported);
    }
  }
  return areas;
}

/** Each `withAreas([...], ...)` in the router, with the modules its loader imports. */
function routesWithAreas(): { areas: Area[]; modules: string[] }[] {
  const source = readFileSync(ROUTER, 'utf8');
  return [...source.matchAll(/withAreas\(\s*\[([^\]]*)\],\s*async \(\) => \{?([\s\S]*?)\)\s*\)\s*[,;]/g)].map(([, list, loader]) => ({
    areas: [...list.matchAll(/'([A-Za-z]+)'/g)].map(([, area]) => area as Area),
    modules: [...loader.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => resolveImport(specifier, ROUTER)!),
  }));
}

const missing = (used: Set<Area>, loaded: readonly Area[]) => [...used].filter((area) => !loaded.includes(area)).sort();

describe('the catalogue areas each page loads', () => {
  const routes = routesWithAreas();

  it('finds every lazily loaded customer and provider page in the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const { modules } of routes) {
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) expect(module).not.toBeNull();
    }
  });

  it.each(routesWithAreas().flatMap(({ areas, modules }) => modules.map((module) => [module.slice(WEB_SOURCE.length + 1), areas] as const)))(
    '%s reads only the areas it names, and those every page has',
    (module, areas) => {
      expect(missing(areasUsedFrom(join(WEB_SOURCE, module)), [...EVERY_PAGE_AREAS, ...areas])).toEqual([]);
    },
  );

  it('the staff sign-in page, the invitation page and the staff chrome read only the staff area', () => {
    for (const module of ['pages/admin/admin-login-page.tsx', 'pages/admin/admin-invite-page.tsx', 'app/layout/admin/admin-layout.tsx']) {
      expect(missing(areasUsedFrom(join(WEB_SOURCE, module)), STAFF_AREAS)).toEqual([]);
    }
  });

  it('names each area a page lists once and only areas that exist', () => {
    for (const { areas } of routes) {
      expect(new Set(areas).size).toBe(areas.length);
      for (const area of areas) expect(AREAS).toContain(area);
    }
  });
});
