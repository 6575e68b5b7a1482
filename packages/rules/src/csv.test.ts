import { csvField, csvRecord } from './csv';

describe('csvField', () => {
  it('quotes every field, so a semicolon-separated reading cannot split one into a formula', () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"');
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('')).toBe('""');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('doubles inner quotes and keeps separators and line breaks inside the quotes', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a,b\r\nc')).toBe('"a,b\r\nc"');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
  ])('neutralises a formula start: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves a formula character that is not leading as it is', () => {
    expect(csvField('a+b@c.de')).toBe('"a+b@c.de"');
  });
});

describe('csvRecord', () => {
  it('joins quoted fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['x,y', '=1+1', 'say "hi"', null])).toBe('"x,y","\'=1+1","say ""hi""",""\r\n');
  });
});
