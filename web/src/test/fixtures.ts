/** Test data shared by the web's tests: the catalog, signed-in users, a guest cart. */

export const products = [
  {
    __typename: 'Product',
    id: 'p-light',
    name: 'Light Package',
    type: 'device',
    category: 'light',
    price: '149.00',
    duration: null,
    availability: 'OUT_OF_STOCK',
  },
  {
    __typename: 'Product',
    id: 'p-pro',
    name: 'Pro Package',
    type: 'device',
    category: 'pro',
    price: '249.00',
    duration: null,
    availability: 'LOW_STOCK',
  },
  {
    __typename: 'Product',
    id: 'p-flexi',
    name: 'Flexi',
    type: 'subscription',
    category: 'flexi',
    price: '29.00',
    duration: 1,
    availability: 'IN_STOCK',
  },
  {
    __typename: 'Product',
    id: 'p-secure',
    name: 'Secure',
    type: 'subscription',
    category: 'secure',
    price: '79.00',
    duration: 3,
    availability: 'IN_STOCK',
  },
  {
    __typename: 'Product',
    id: 'p-ultimate',
    name: 'Ultimate',
    type: 'subscription',
    category: 'ultimate',
    price: '149.00',
    duration: 6,
    availability: 'IN_STOCK',
  },
] as const;

/** A signed-in customer as the Me query answers it. */
export const customer = {
  __typename: 'User',
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  role: 'user',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

/** A signed-in admin and a customer, as the Me query answers them. */
export const ADMIN = {
  __typename: 'User' as const,
  id: 'u-admin-1',
  email: 'admin@hometunnel.example',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin' as const,
  emailVerified: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};

export const CUSTOMER = {
  ...ADMIN,
  id: 'u-cust-1',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: 'Customer',
  role: 'user' as const,
};

/** Puts these lines in the guest cart (localStorage), as the shop would. */
export function setGuestCart(items: { productId: string; quantity?: number }[]) {
  window.localStorage.setItem(
    'guest-cart',
    JSON.stringify(
      items.map((item, i) => ({
        id: `guest-${i + 1}`,
        productId: item.productId,
        quantity: item.quantity ?? 1,
      })),
    ),
  );
}
