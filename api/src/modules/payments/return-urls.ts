import { DEFAULT_LANGUAGE, pagePath, type Language } from '@hometunnel/rules';
import type { ProviderName } from './payment-provider';

/**
 * The web's return page for an order, which asks the order's state: in the language of the
 * checkout the order came from (an order of a German checkout comes back to /de/checkout/return).
 */
export function returnPath(
  orderId: string,
  provider: ProviderName,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${pagePath(language, '/checkout/return')}?order=${encodeURIComponent(orderId)}&provider=${provider}`;
}

/** Where a provider sends the buyer back. */
export function returnUrls(
  publicUrl: string,
  order: { id: string; language?: Language },
  provider: ProviderName,
) {
  const base = `${publicUrl}${returnPath(order.id, provider, order.language)}`;
  return { success: base, cancel: `${base}&cancelled=1` };
}
