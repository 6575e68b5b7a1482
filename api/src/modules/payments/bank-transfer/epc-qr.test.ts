import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { epcPayload, epcQrPng, epcQrSvg, type EpcTransfer } from './epc-qr';

const transfer: EpcTransfer = {
  bic: 'COBADEFFXXX',
  name: 'HomeTunnel AG',
  iban: 'DE89 3704 0044 0532 0130 00',
  amountCents: 1234,
  text: 'HomeTunnel order ab12cd34',
};

function decodePng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('epcPayload (EPC069-12)', () => {
  it('writes the version 002 lines, the IBAN in electronic form and the amount from cents', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'HomeTunnel AG',
      'DE89370400440532013000',
      'EUR12.34',
      '',
      '',
      'HomeTunnel order ab12cd34',
    ]);
  });

  it('puts a structured reference on its own line and ends after the last filled element', () => {
    const payload = epcPayload({ ...transfer, text: undefined, reference: 'RF18539007547034' });
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nHomeTunnel AG\nDE89370400440532013000\nEUR12.34\n\nRF18539007547034',
    );
    expect(epcPayload({ ...transfer, text: '' }).endsWith('\nEUR12.34')).toBe(true);
  });

  it.each([
    [1, 'EUR0.01'],
    [5, 'EUR0.05'],
    [24900, 'EUR249.00'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('formats %i cents as %s', (amountCents, line) => {
    expect(epcPayload({ ...transfer, amountCents }).split('\n')[7]).toBe(line);
  });

  it.each([0, -100, 12.5, 100_000_000_000, Number.NaN])('refuses the amount %p', (amountCents) => {
    expect(() => epcPayload({ ...transfer, amountCents })).toThrow(/^Amount must be integer cents/);
  });

  it('refuses an IBAN with a wrong check digit, one outside SEPA and a bad BIC', () => {
    expect(() => epcPayload({ ...transfer, iban: 'DE88370400440532013000' })).toThrow('Invalid IBAN');
    expect(() => epcPayload({ ...transfer, iban: 'TR330006100519786457841326' })).toThrow(
      'not in the SEPA area',
    );
    expect(() => epcPayload({ ...transfer, bic: 'COBA' })).toThrow('Invalid BIC "COBA"');
  });

  it('keeps the name, reference and text within their limits, on one line each', () => {
    expect(epcPayload({ ...transfer, name: 'N'.repeat(70) })).toContain(`\n${'N'.repeat(70)}\n`);
    expect(() => epcPayload({ ...transfer, name: 'N'.repeat(71) })).toThrow(
      'Beneficiary name must be at most 70 characters, got 71',
    );
    expect(() => epcPayload({ ...transfer, name: '  ' })).toThrow('Beneficiary name is required');
    expect(() => epcPayload({ ...transfer, text: undefined, reference: 'R'.repeat(36) })).toThrow(
      'Reference must be at most 35 characters',
    );
    expect(epcPayload({ ...transfer, text: 'T'.repeat(140) })).toMatch(/T{140}$/);
    expect(() => epcPayload({ ...transfer, text: 'T'.repeat(141) })).toThrow(
      'Remittance text must be at most 140 characters',
    );
    expect(() => epcPayload({ ...transfer, name: 'Home\nTunnel' })).toThrow('must be a single line');
    expect(() => epcPayload({ ...transfer, reference: 'RF18539007547034' })).toThrow('not both');
  });
});

describe('the GiroCode image', () => {
  it('is a PNG that decodes back to the exact payload, umlauts included', async () => {
    const payload = epcPayload({ ...transfer, name: 'Müller & Söhne GmbH', amountCents: 32149 });
    const png = await epcQrPng(payload);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodePng(png)).toBe(payload);
  });

  it('is SVG markup for the web pages', async () => {
    const svg = await epcQrSvg(epcPayload(transfer));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});
