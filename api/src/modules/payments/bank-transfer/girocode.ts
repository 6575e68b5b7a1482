import { toCents } from '@hometunnel/rules';
import { GIROCODE_CID } from '../../../mail/templates';
import type { MailAttachmentSource } from '../../mail/mail-attachments';
import { epcPayload, epcQrPng, epcQrSvg } from './epc-qr';

/** What a bank transfer order shows its payer (BankTransferInstructions, the confirmation mail). */
export interface TransferDetails {
  holder: string;
  iban: string;
  bic: string;
  /** EUR decimal string. */
  amount: string;
  reference: string;
}

/**
 * The GiroCode's text for these details, or null when no code can be made (nothing to pay).
 * The reference goes in the unstructured remittance: "HT-AB12CD34" is no ISO 11649 creditor
 * reference, and a bank may refuse a structured field that is not one.
 */
export function girocodePayload(details: TransferDetails): string | null {
  try {
    return epcPayload({
      bic: details.bic,
      name: details.holder,
      iban: details.iban,
      amountCents: toCents(details.amount),
      text: details.reference,
    });
  } catch {
    return null;
  }
}

/** The GiroCode as SVG markup, made when read (the order page, checkout step 5). */
export async function girocodeSvg(details: TransferDetails): Promise<string | null> {
  const payload = girocodePayload(details);
  return payload && epcQrSvg(payload);
}

/** A bank transfer order's confirmation mail carries its GiroCode as an inline PNG, made at send time. */
export const girocodeMailAttachments: MailAttachmentSource = async (template) => {
  const details = template.kind === 'order-confirmation' ? template.order.bankTransfer : null;
  const payload = details && girocodePayload(details);
  if (!payload) return [];
  return [
    {
      filename: 'girocode.png',
      content: await epcQrPng(payload),
      contentType: 'image/png',
      cid: GIROCODE_CID,
    },
  ];
};
