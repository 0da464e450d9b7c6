import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { catalogueProblems, type Catalogue } from '../../domain/message-catalogues';

/**
 * Every module writes its texts from its own catalogue, `messages/<name>.{en,es}.json` beside the
 * feature, through `textCatalogue`; these are the checks all of them keep.
 */
const MODULES = join(__dirname, '..');
const SHARED = join(__dirname, '../../contracts/messages/shared.en.json');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** Each catalogue by its path under src/modules without the language: 'providers/network/messages/network'. */
const catalogues = [
  ...new Set(
    filesUnder(MODULES)
      .filter((file) => /[/\\]messages[/\\][^/\\]+\.(en|es)\.json$/.test(file))
      .map((file) => relative(MODULES, file).replace(/\.(en|es)\.json$/, '')),
  ),
].sort();

const english = (catalogue: string): Catalogue => read(join(MODULES, `${catalogue}.en.json`));

/** The code of the feature a catalogue sits beside (the folder holding its messages/), specs aside. */
const featureSource = (catalogue: string): string =>
  filesUnder(dirname(dirname(join(MODULES, catalogue))))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

describe('the texts’ catalogues', () => {
  it('finds the catalogues of the modules that text', () => {
    expect(catalogues).toEqual(expect.arrayContaining(['notifications/messages/notifications']));
  });

  it.each(catalogues)('%s: Spanish has every English key and no other, each valid ICU with the same arguments', (catalogue) => {
    expect(catalogueProblems(english(catalogue), read(join(MODULES, `${catalogue}.es.json`)))).toEqual([]);
  });

  it('has each message in one catalogue only, apart from the shared ones', () => {
    const ids = [...Object.keys(read(SHARED)), ...catalogues.flatMap((catalogue) => Object.keys(english(catalogue)))];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(catalogues)('%s: every message is used in its feature’s code, its id written out whole', (catalogue) => {
    const source = featureSource(catalogue);
    const unused = Object.keys(english(catalogue)).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});
