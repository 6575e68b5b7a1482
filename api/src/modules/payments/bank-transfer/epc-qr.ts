import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import QRCode from 'qrcode';
import { formatCents, type Cents } from '@hometunnel/rules';

/** What a bank-transfer payer's banking app pre-fills from the "GiroCode" (EPC069-12). */
export interface EpcTransfer {
  bic: string;
  /** The beneficiary (the account holder), at most 70 characters. */
  name: string;
  iban: string;
  amountCents: Cents;
  /** Structured remittance (an ISO 11649 creditor reference such as RF18…), at most 35 characters. */
  reference?: string;
  /** Unstructured remittance text, at most 140 characters. */
  text?: string;
}

/** EPC069-12: one amount field is EUR0.01 to EUR999999999.99. */
const MAX_CENTS = 99_999_999_999;
/** EPC069-12: the whole payload at most 331 bytes (QR version 13 at level M). */
const MAX_PAYLOAD_BYTES = 331;

function field(value: string | undefined, what: string, max: number): string {
  const text = (value ?? '').trim();
  if (/[\r\n]/.test(text)) throw new Error(`${what} must be a single line`);
  if (text.length > max) throw new Error(`${what} must be at most ${max} characters, got ${text.length}`);
  return text;
}

/**
 * The text of an EPC069-12 QR code, version 002, UTF-8, SEPA credit transfer. Own code rather
 * than a package: the format is a dozen lines, and the packages found carried floats for amounts.
 * The remittance is either structured (`reference`) or unstructured (`text`), never both (the
 * standard lets a bank reject a code with both). Throws on anything a bank would refuse.
 */
export function epcPayload(transfer: EpcTransfer): string {
  const iban = electronicFormatIBAN(transfer.iban) ?? '';
  if (!isValidIBAN(iban)) throw new Error(`Invalid IBAN "${transfer.iban}"`);
  if (!isSEPACountry(iban.slice(0, 2))) throw new Error(`IBAN ${iban} is not in the SEPA area`);
  const bic = transfer.bic.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(bic)) throw new Error(`Invalid BIC "${transfer.bic}"`);
  const name = field(transfer.name, 'Beneficiary name', 70);
  if (!name) throw new Error('Beneficiary name is required');
  const { amountCents } = transfer;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_CENTS)
    throw new Error(`Amount must be integer cents from 1 to ${MAX_CENTS}, got ${String(amountCents)}`);
  const reference = field(transfer.reference, 'Reference', 35);
  const text = field(transfer.text, 'Remittance text', 140);
  if (reference && text) throw new Error('Give either a structured reference or a remittance text, not both');

  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    `EUR${formatCents(amountCents)}`,
    '',
    reference,
    text,
  ];
  // The last filled element ends the payload: no trailing empty lines.
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES)
    throw new Error(
      `EPC payload is ${Buffer.byteLength(payload, 'utf8')} bytes, at most ${MAX_PAYLOAD_BYTES}`,
    );
  return payload;
}

/** EPC069-12 asks for error correction level M. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The GiroCode as a PNG (for mails: a data URI or an inline attachment). */
export function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width: 240 });
}

/** The GiroCode as SVG markup (for the order page and checkout step 5). */
export function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}
