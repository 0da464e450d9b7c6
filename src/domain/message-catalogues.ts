import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogue = Readonly<Record<string, string>>;

/** The argument names an ICU message uses, in plural and select branches and tags too. */
export function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return names;
}

/**
 * What is wrong between a source catalogue and a translation: keys only in one of them, messages
 * that are not valid ICU, and translations that take other arguments than their source.
 */
export function catalogueProblems(source: Catalogue, translation: Catalogue, names = { source: 'en', translation: 'es' }): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source)) {
    if (!(key in translation)) problems.push(`${key}: missing in ${names.translation}`);
  }
  for (const key of Object.keys(translation)) {
    if (!(key in source)) problems.push(`${key}: only in ${names.translation}`);
  }
  for (const [key, message] of Object.entries(source)) {
    const translated = translation[key];
    let expected: Set<string>;
    try {
      expected = argumentNames(message);
    } catch (error) {
      problems.push(`${key}: not valid ICU in ${names.source} (${(error as Error).message})`);
      continue;
    }
    if (translated === undefined) continue;
    if (translated.trim() === '') {
      problems.push(`${key}: empty in ${names.translation}`);
      continue;
    }
    try {
      const actual = argumentNames(translated);
      const differ = [...expected].some((name) => !actual.has(name)) || [...actual].some((name) => !expected.has(name));
      if (differ) problems.push(`${key}: ${names.translation} takes {${[...actual].join(', ')}}, ${names.source} takes {${[...expected].join(', ')}}`);
    } catch (error) {
      problems.push(`${key}: not valid ICU in ${names.translation} (${(error as Error).message})`);
    }
  }
  return problems;
}
