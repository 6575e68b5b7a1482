import { mergeToastText } from '../use-guest-cart-merge';

describe('mergeToastText', () => {
  it('says what came over from the guest cart', () => {
    expect(mergeToastText(['Pro Package', 'Secure Subscription'], [])).toEqual({
      title: 'Cart Merged',
      description: 'Pro Package and Secure Subscription from your guest cart are now in your cart.',
    });
  });

  it('says what the guest lines replaced', () => {
    expect(mergeToastText(['Pro Package'], ['Light Package'])).toEqual({
      title: 'Cart Updated',
      description:
        'Pro Package from your guest cart is now in your cart. Light Package was replaced by your latest choice.',
    });
  });
});
