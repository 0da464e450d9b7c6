import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['Sam Rivera', 'Sam Rivera'],
    [12, '12'],
    [null, ''],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['Rivera, Sam', '"Rivera, Sam"'],
    ['the "big" truck', '"the ""big"" truck"'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('quotes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+12145550100', "'+12145550100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps a negative figure a number, and a signed phone number text', () => {
    expect(csvCell('-2.5')).toBe('-2.5');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('+12145550100')).toBe("'+12145550100");
  });

  it('leaves a formula sign alone when it is not the first character', () => {
    expect(csvCell('Ford F-150')).toBe('Ford F-150');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
