import type { ProviderName } from './payment-provider';

/** Where a provider sends the buyer back: the web's return page, which asks the order's state. */
export function returnUrls(publicUrl: string, orderId: string, provider: ProviderName) {
  const base = `${publicUrl}/checkout/return?order=${encodeURIComponent(orderId)}&provider=${provider}`;
  return { success: base, cancel: `${base}&cancelled=1` };
}
