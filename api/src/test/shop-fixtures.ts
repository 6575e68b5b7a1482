import type { TestClient } from './test-server';

export interface CatalogIds {
  light: string;
  pro: string;
  flexi: string;
  secure: string;
  ultimate: string;
}

/** Product ids of the seeded catalog (DECISIONS.md), by short name. */
export async function catalogIds(client: TestClient): Promise<CatalogIds> {
  const products = (await client.get<{ id: string; name: string }[]>('/api/products')).body;
  const id = (name: string) => {
    const product = products.find((p) => p.name === name);
    if (!product) throw new Error(`seeded product ${name} missing`);
    return product.id;
  };
  return {
    light: id('Light Package'),
    pro: id('Pro Package'),
    flexi: id('Flexi'),
    secure: id('Secure'),
    ultimate: id('Ultimate'),
  };
}

/** The flat POST /api/checkout payload of spec section 7, valid unless overridden. */
export function checkoutPayload(productId: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+49 30 1234567',
    street: 'Unter den Linden 1',
    city: 'Berlin',
    postalCode: '10117',
    country: 'DE',
    accountType: 'guest',
    password: '',
    productId,
    status: 'pending',
    ...overrides,
  };
}

/** Spec section 3 "Checkout data" for POST /api/orders/from-checkout. */
export function checkoutData(overrides: { personal?: object; address?: object; checkoutId?: string } = {}) {
  return {
    ...(overrides.checkoutId ? { checkoutId: overrides.checkoutId } : {}),
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+49 30 1',
      ...overrides.personal,
    },
    addressDetails: {
      street: 'Main 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'Germany',
      ...overrides.address,
    },
    accountType: 'guest',
  };
}
