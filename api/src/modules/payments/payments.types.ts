import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentStatus {
  UNPAID = 'UNPAID',
  PENDING = 'PENDING',
  PAID = 'PAID',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
  PARTIALLY_REFUNDED = 'PARTIALLY_REFUNDED',
}
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: "Where the order's money is, moved only by the provider's verified events (docs/payments.md)",
  valuesConfig: {
    UNPAID: { description: 'Not sent to pay (the waitlist step)' },
    PENDING: { description: 'Sent to pay (or waiting for a bank transfer); no confirmation yet' },
    PAID: { description: 'The provider confirmed the full amount' },
    FAILED: { description: 'The payment failed or expired; the cart is kept' },
    REFUNDED: { description: 'Everything paid went back' },
    PARTIALLY_REFUNDED: { description: 'Part of the payment went back' },
  },
});

@ObjectType({ description: 'What the buyer needs to pay an order by bank transfer' })
export class BankTransferInstructions {
  @Field({ description: 'Account holder' })
  holder: string;

  @Field({ description: 'IBAN, without spaces' })
  iban: string;

  @Field({ description: 'BIC' })
  bic: string;

  @Field({ description: 'The amount to transfer, EUR decimal string' })
  amount: string;

  @Field({ description: 'The reference to write on the transfer' })
  reference: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The EPC "GiroCode" (EPC069-12) of this transfer as SVG markup, for a banking app to scan; made when asked for; null when there is nothing to pay',
  })
  qrSvg?: string | null;
}
