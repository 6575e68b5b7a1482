import type { PaymentMethodName } from '@hometunnel/rules';
import type { ShopIdentity } from '../../mail/templates';
import { BankTransferProvider, bankTransferReference } from './bank-transfer/bank-transfer-provider';
import { DemoProvider } from './demo/demo-provider';
import { PayPalProvider } from './paypal/paypal-provider';
import type {
  CardOnFileProvider,
  PaymentOrder,
  PaymentProvider,
  PaymentStart,
  ProviderName,
} from './payment-provider';
import { sellingMethods, type PaymentsConfig } from './payments.config';
import { StripeProvider } from './stripe/stripe-provider';

/**
 * The providers these settings enable, by the method the buyer picked: Stripe for the card, PayPal,
 * bank transfer; the demo page stands in for card and PayPal when PAYMENTS_DEMO is on and the real
 * provider is not configured.
 */
export class PaymentProviders {
  readonly sellingMethods: readonly PaymentMethodName[];
  private readonly byMethod = new Map<string, PaymentProvider>();
  private readonly byName = new Map<ProviderName, PaymentProvider>();

  constructor(
    private readonly config: PaymentsConfig,
    shop: ShopIdentity,
    orderIdByCaptureRef: (captureRef: string) => Promise<string | null>,
    demoSecret: string,
  ) {
    this.sellingMethods = sellingMethods(config);
    const demo = config.demo ? new DemoProvider(shop.publicUrl, demoSecret) : undefined;
    const stripe = config.stripe
      ? new StripeProvider({
          settings: config.stripe,
          publicUrl: shop.publicUrl,
          brandName: shop.brandName,
          orderIdByCaptureRef,
        })
      : demo;
    const paypal = config.paypal
      ? new PayPalProvider({
          settings: config.paypal,
          publicUrl: shop.publicUrl,
          brandName: shop.brandName,
          orderIdByCaptureRef,
        })
      : demo;
    const bank = config.bankTransfer ? new BankTransferProvider() : undefined;
    for (const [method, provider] of [
      ['stripe', stripe],
      ['paypal', paypal],
      ['bank_transfer', bank],
    ] as const) {
      if (!provider) continue;
      this.byMethod.set(method, provider);
      this.byName.set(provider.name, provider);
    }
  }

  bankTransfer(orderId: string, amount: string) {
    const bank = this.config.bankTransfer;
    return bank
      ? {
          holder: bank.holder,
          iban: bank.iban,
          bic: bank.bic,
          amount,
          reference: bankTransferReference(orderId),
        }
      : null;
  }

  providerFor(method: string): ProviderName | null {
    return this.byMethod.get(method)?.name ?? null;
  }

  provider(name: string | null): PaymentProvider | undefined {
    return name ? this.byName.get(name as ProviderName) : undefined;
  }

  /**
   * The provider that keeps cards for renewals: the one behind the card method (Stripe, or the demo
   * standing in for it); with a name, that provider, for a card saved with it earlier.
   */
  cardOnFile(name?: string): (CardOnFileProvider & { name: ProviderName }) | undefined {
    const provider = name === undefined ? this.byMethod.get('stripe') : this.provider(name);
    return provider && 'chargeSavedCard' in provider
      ? (provider as PaymentProvider & CardOnFileProvider)
      : undefined;
  }

  /** OrdersService's starter: the order's own provider makes the payment page. */
  start(order: PaymentOrder & { paymentProvider: string | null }): Promise<PaymentStart> {
    const provider = this.provider(order.paymentProvider);
    if (!provider) throw new Error(`no ${order.paymentProvider} provider is configured`);
    return provider.start(order);
  }

  /** The reservation expiry's call once an order ended unpaid: its provider closes the payment page. */
  async expire(order: { paymentProvider: string | null; paymentRef: string | null }): Promise<void> {
    if (order.paymentRef) await this.provider(order.paymentProvider)?.expire?.(order.paymentRef);
  }
}
