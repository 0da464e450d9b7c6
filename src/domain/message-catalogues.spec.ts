import { argumentNames, catalogueProblems } from './message-catalogues';

describe('message catalogues', () => {
  it('finds the arguments of a message, inside plurals and tags too', () => {
    expect([...argumentNames('Hi {name}, {count, plural, one {# job} other {# jobs for {who}}} <b>{price, number, ::currency/USD}</b>')].sort()).toEqual([
      'b',
      'count',
      'name',
      'price',
      'who',
    ]);
  });

  it('is clean when both catalogues hold the same keys with the same arguments', () => {
    expect(catalogueProblems({ 'a.hello': 'Hello {name}' }, { 'a.hello': 'Hola {name}' })).toEqual([]);
  });

  it('names a key missing on either side, an argument that differs and a broken message', () => {
    expect(
      catalogueProblems(
        { 'a.one': 'One {x}', 'a.two': 'Two', 'a.three': 'Three {n, plural, one {#} other {#}}', 'a.four': 'Four' },
        { 'a.one': 'Uno {y}', 'a.three': 'Tres {n, plural, one {#}', 'a.four': ' ', 'a.five': 'Cinco' },
      ),
    ).toEqual([
      'a.two: missing in es',
      'a.five: only in es',
      'a.one: es takes {y}, en takes {x}',
      expect.stringMatching(/^a\.three: not valid ICU in es/),
      'a.four: empty in es',
    ]);
  });
});
