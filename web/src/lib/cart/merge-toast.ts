import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

const messages: Record<string, MessageDescriptor> = defineMessages({
  merged: { id: 'cart.merge.merged', defaultMessage: 'Cart Merged' },
  updated: { id: 'cart.merge.updated', defaultMessage: 'Cart Updated' },
  added: {
    id: 'cart.merge.added',
    defaultMessage:
      '{count, plural, one {{names} from your guest cart is now in your cart.} other {{names} from your guest cart are now in your cart.}}',
  },
  nothingAdded: {
    id: 'cart.merge.nothingAdded',
    defaultMessage: 'Your guest cart is now part of your account.',
  },
  replaced: {
    id: 'cart.merge.replaced',
    defaultMessage:
      '{count, plural, one {{names} was replaced by your latest choice.} other {{names} were replaced by your latest choice.}}',
  },
  error: { id: 'cart.merge.error', defaultMessage: 'Error' },
  failed: { id: 'cart.merge.failed', defaultMessage: 'Failed to merge your guest cart.' },
});

/** Said when a merge fails: the guest cart stays on the device. */
export const guestCartKept = defineMessages({
  kept: {
    id: 'cart.merge.kept',
    defaultMessage: 'Your guest cart is kept on this device and will be added to your account later.',
  },
}).kept;

/** "A, B and C" in the page's language (English keeps the shop's own form, without a serial comma). */
function listNames(intl: IntlShape, names: string[]): string {
  if (intl.locale !== 'en') return intl.formatList(names, { type: 'conjunction' });
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the merge toast says: what came over from the guest cart, and what it replaced. */
export function mergeToastText(
  intl: IntlShape,
  merged: string[],
  replaced: string[],
): { title: string; description: string } {
  const added = merged.length
    ? intl.formatMessage(messages.added, { count: merged.length, names: listNames(intl, merged) })
    : intl.formatMessage(messages.nothingAdded);
  const swapped = replaced.length
    ? ` ${intl.formatMessage(messages.replaced, { count: replaced.length, names: listNames(intl, replaced) })}`
    : '';
  return {
    title: intl.formatMessage(replaced.length ? messages.updated : messages.merged),
    description: added + swapped,
  };
}

/** The failed merge's toast: the server's reason (in the page's language) and that the cart is kept. */
export function mergeFailedToast(intl: IntlShape, reason: string | undefined) {
  return {
    title: intl.formatMessage(messages.error),
    description: `${reason ?? intl.formatMessage(messages.failed)} ${intl.formatMessage(guestCartKept)}`,
    variant: 'destructive' as const,
  };
}
