import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listedRouteModules, routeModules } from '../route-modules';

const src = path.resolve(__dirname, '..');

/** The modules a source file imports lazily, as Vite's manifest names them ('src/…'). */
function lazyImports(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(/import\('(\.[^']+)'\)/g)].map(
    (match) => 'src/' + path.posix.join(path.posix.dirname(file), match[1]) + '.tsx',
  );
}

describe('route modules (modulepreload hints)', () => {
  const lazy = [
    ...lazyImports('App.tsx'),
    ...lazyImports('features/landing/landing-page.tsx'),
    ...lazyImports('apollo/data-layer.tsx'),
    ...lazyImports('features/legal/cookie-consent.tsx'),
  ];
  // Loaded on demand: the cart drawer when opened; the shop's sections and the session bridge at
  // the first interaction (apollo/data-layer.tsx).
  const onDemand = ['cart-drawer.tsx', 'shop-sections.tsx', 'session-bridge.tsx'];

  it('lists only modules the app really imports lazily', () => {
    for (const module of listedRouteModules()) expect(lazy).toContain(module);
  });

  it('names the page module of every route App.tsx loads lazily, and the data layer', () => {
    const listed = listedRouteModules();
    for (const module of lazy.filter((m) => !onDemand.some((name) => m.endsWith(name))))
      expect(listed).toContain(module);
  });

  it('leaves the data layer out of the landing page and the checkout (an empty cart needs none), and preloads it for account', () => {
    expect(routeModules('/')).not.toContain('src/apollo/runtime.tsx');
    expect(routeModules('/')).not.toContain('src/features/shop/shop-sections.tsx');
    expect(routeModules('/help')).not.toContain('src/apollo/runtime.tsx');
    expect(routeModules('/checkout')).not.toContain('src/apollo/runtime.tsx');
    expect(routeModules('/checkout')).not.toContain('src/features/checkout/checkout-page.tsx');
    expect(routeModules('/account')).toContain('src/apollo/runtime.tsx');
    expect(routeModules('/account/subscriptions/s1')).toEqual(
      expect.arrayContaining([
        'src/features/account/subscription-detail/subscription-detail-page.tsx',
        'src/apollo/runtime.tsx',
      ]),
    );
  });

  it('adds the cookie bar when the request has no consent cookie (the page then holds it)', () => {
    const bar = 'src/features/legal/cookie-consent-banner.tsx';
    expect(routeModules('/help')).toContain(bar);
    expect(routeModules('/help', 'a=1; cookie_consent=necessary')).not.toContain(bar);
  });

  it('matches paths as the router does', () => {
    expect(routeModules('/checkout')).toContain('src/features/checkout/checkout-route.tsx');
    expect(routeModules('/help-center/vpn-basics')).toContain(
      'src/features/help-center/help-article-page.tsx',
    );
    expect(routeModules('/help/getting-started')).toContain('src/features/help-center/help-center-page.tsx');
    expect(routeModules('/nowhere')).toContain('src/features/not-found/not-found-page.tsx');
  });
});
