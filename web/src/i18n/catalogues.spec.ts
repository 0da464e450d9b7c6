import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueProblems, type Catalogue } from '@domain/message-catalogues';
import { ENGLISH } from './messages.en';
import { SPANISH } from './messages.es';

const CATALOGUES = join(__dirname, 'catalogues');
const WEB_SOURCE = join(__dirname, '..');
const SHARED_IDS = join(__dirname, '../../../src/contracts/shared-messages.ts');

const areas = [...new Set(readdirSync(CATALOGUES).map((file) => file.replace(/\.(en|es)\.json$/, '')))].sort();
const read = (file: string): Catalogue => JSON.parse(readFileSync(join(CATALOGUES, file), 'utf8')) as Catalogue;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web catalogues', () => {
  it.each(areas)('%s: Spanish has every English key and no other, each valid ICU with the same arguments', (area) => {
    expect(catalogueProblems(read(`${area}.en.json`), read(`${area}.es.json`))).toEqual([]);
  });

  it.each(areas)('%s: every key starts with its area', (area) => {
    const stray = Object.keys(read(`${area}.en.json`)).filter((key) => !key.startsWith(`${area}.`));
    expect(stray).toEqual([]);
  });

  it('loads every catalogue file into the app, and the shared messages', () => {
    const shared = Object.keys(JSON.parse(readFileSync(join(__dirname, '../../../src/contracts/messages/shared.en.json'), 'utf8')) as Catalogue);
    const keys = [...shared, ...areas.flatMap((area) => Object.keys(read(`${area}.en.json`)))].sort();
    expect(Object.keys(ENGLISH).sort()).toEqual(keys);
    expect(Object.keys(SPANISH).sort()).toEqual(keys);
  });

  it('uses every key somewhere in the app, written out whole (no keys built from parts)', () => {
    const source = sourceFiles(WEB_SOURCE)
      .filter((file) => !relative(WEB_SOURCE, file).startsWith('i18n/catalogues'))
      .concat(SHARED_IDS)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(ENGLISH).filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
