import { nonGsm7Characters, smsSegments } from './sms-segments';

/** A text as a spec wrote it, named for the test titles. */
export interface WrittenText {
  name: string;
  body: string;
}

/**
 * The rules every text keeps, for each module's texts spec: English in GSM-7 within two segments,
 * Spanish within three, each ending with the opt-out hint (but those named in `withoutOptOut`), and no
 * double period. Prints each text's segment count, for whoever shortens them next.
 */
export function describeTextRules(english: readonly WrittenText[], spanish: readonly WrittenText[], { withoutOptOut = [] }: { withoutOptOut?: readonly string[] } = {}): void {
  describe('SMS texts', () => {
    afterAll(() => {
      const lines = [...english.map((text) => ({ ...text, language: 'en' })), ...spanish.map((text) => ({ ...text, language: 'es' }))].map(
        ({ name, body, language }) => `${String(smsSegments(body)).padStart(2)} segment(s), ${String(body.length).padStart(3)} chars: ${language} ${name}`,
      );
      process.stdout.write(`${lines.join('\n')}\n`);
    });

    it.each(english)('writes $name in GSM-7 characters only', ({ body }) => {
      expect(body).toEqual(expect.any(String));
      expect(nonGsm7Characters(body)).toEqual([]);
    });

    it.each(english.filter(({ name }) => !withoutOptOut.includes(name)))('ends $name with the opt-out hint', ({ body }) => {
      expect(body).toMatch(/Reply STOP to opt out\.$/);
    });

    it.each(spanish.filter(({ name }) => !withoutOptOut.includes(name)))('ends the Spanish $name with the opt-out hint, STOP named as carriers read it', ({ body }) => {
      expect(body).toMatch(/Responde STOP para darte de baja\.$/);
    });

    // A value that ends a sentence itself ('1:05 p.m.') takes no second period from the message.
    it.each([...english, ...spanish])('writes $name with no double period', ({ body }) => {
      expect(body).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    });

    it.each(english)('keeps $name within two segments', ({ body }) => {
      expect(smsSegments(body)).toBeLessThanOrEqual(2);
    });

    // Written Spanish needs á, í, ó and ú (depósito, llegó, está), which GSM-7 lacks, so a Spanish
    // text goes as UCS-2: 67 characters a segment. Three segments buy correct spelling; dropping the
    // accents to save one would read as careless to the very customers this language is for.
    it.each(spanish)('keeps the Spanish $name within three segments', ({ body }) => {
      expect(smsSegments(body)).toBeLessThanOrEqual(3);
    });
  });
}
