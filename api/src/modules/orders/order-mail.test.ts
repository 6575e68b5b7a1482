import { ProductType, type Product } from '../catalog/product.entity';
import { orderMailData } from './order-mail';

const product = (name: string, type: ProductType, price: string) => ({ name, type, price }) as Product;
const pro = { product: product('Pro Package', ProductType.device, '249.00'), quantity: 1 };
const secure = { product: product('Secure', ProductType.subscription, '79.00'), quantity: 2 };
const figures = {
  subtotal: '407.00',
  vatRate: '19.00',
  discount: '0.00',
  vatAmount: '64.98',
  shipping: '14.49',
  total: '421.49',
};
const address = { street: 'Main 1', city: 'Berlin', postalCode: '10117', country: 'Germany' };

describe('orderMailData', () => {
  it("carries the short id, each line's quantity and total, the stored figures, address and payment", () => {
    const data = orderMailData({
      orderId: '0f1e2d3c-4b5a-4697-8899-aabbccddeeff',
      customerName: 'Ada Lovelace',
      lines: [pro, secure],
      figures,
      address,
      paymentMethod: 'paypal',
      awaitsStock: true,
    });
    expect(data).toEqual({
      shortId: '0f1e2d3c',
      customerName: 'Ada Lovelace',
      items: [
        { name: 'Pro Package', quantity: 1, lineTotal: '249.00' },
        { name: 'Secure', quantity: 2, lineTotal: '158.00' },
      ],
      ...figures,
      shippingAddress: address,
      paymentMethod: 'paypal',
      deviceOutOfStock: true,
      bankTransfer: null,
    });
  });

  it('promises the waitlist only for a device the order could not hold', () => {
    const held = orderMailData({
      orderId: '0f1e2d3c-4b5a-4697-8899-aabbccddeeff',
      customerName: 'Ada Lovelace',
      lines: [pro],
      figures,
      address,
      paymentMethod: 'stripe',
      awaitsStock: false,
    });
    expect(held.deviceOutOfStock).toBe(false);
  });
});
