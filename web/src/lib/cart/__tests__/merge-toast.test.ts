import { createIntl } from 'react-intl';
import { testMessages } from '../../../test/render';
import { mergeToastText } from '../merge-toast';

const intl = (locale: 'en' | 'de' | 'fr') =>
  createIntl({ locale, defaultLocale: 'en', messages: testMessages[locale] });

describe('mergeToastText', () => {
  it('says what came over from the guest cart', () => {
    expect(mergeToastText(intl('en'), ['Pro Package', 'Secure Subscription'], [])).toEqual({
      title: 'Cart Merged',
      description: 'Pro Package and Secure Subscription from your guest cart are now in your cart.',
    });
  });

  it('says what the guest lines replaced', () => {
    expect(mergeToastText(intl('en'), ['Pro Package'], ['Light Package'])).toEqual({
      title: 'Cart Updated',
      description:
        'Pro Package from your guest cart is now in your cart. Light Package was replaced by your latest choice.',
    });
  });

  it('speaks German and French, lists included', () => {
    const german = mergeToastText(intl('de'), ['Pro Package', 'Flexi-Abonnement', 'Light Package'], []);
    expect(german.description).toContain('Pro Package, Flexi-Abonnement und Light Package');
    expect(german.description).not.toContain('guest cart');
    const french = mergeToastText(intl('fr'), ['Pro Package'], ['Light Package']);
    expect(french.description).not.toContain('guest cart');
    expect(french.title).not.toBe('Cart Updated');
  });
});
