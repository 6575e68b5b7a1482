import { Suspense, lazy, useCallback, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from './components/layout/header';
import { PageSpinner } from './components/spinner';
import { Toaster } from './components/toast';
import { Deferred } from './components/deferred';
import { HomePage, LandingPage } from './features/landing/landing-page';
import { useAuth } from './lib/auth/use-auth';
import { useGuestCartMerge } from './lib/cart/use-guest-cart-merge';

// Below-the-fold parts of every page: fetched on first interaction (see components/deferred).
const DeviceShopSection = lazy(() =>
  import('./features/shop/shop-sections').then((m) => ({ default: m.DeviceShopSection })),
);
const PlansSection = lazy(() =>
  import('./features/shop/shop-sections').then((m) => ({ default: m.PlansSection })),
);
const SiteFooter = lazy(() => import('./features/legal/site-footer'));
// Fetched when the cart is first opened.
const loadCartDrawer = () => import('./features/cart/cart-drawer');
const CartDrawer = lazy(loadCartDrawer);

// Every screen but the landing page is its own chunk, fetched when its route is first visited.
const LoginPage = lazy(() => import('./features/auth/login-page'));
const CheckoutPage = lazy(() => import('./features/checkout/checkout-page'));
const AccountPage = lazy(() => import('./features/account/account-page'));
const HelpPage = lazy(() => import('./features/help/help-page'));
const HelpCenterPage = lazy(() => import('./features/help-center/help-center-page'));
const HelpArticlePage = lazy(() => import('./features/help-center/help-article-page'));
const AdminOrdersPage = lazy(() => import('./features/admin/admin-orders-page'));
const AdminUsersPage = lazy(() => import('./features/admin/admin-users-page'));
const AdminSupportPage = lazy(() => import('./features/admin/admin-support-page'));
const AdminTokensPage = lazy(() => import('./features/admin/admin-tokens-page'));
const NotFoundPage = lazy(() => import('./features/not-found/not-found-page'));

const landingSlots = { shop: <DeviceShopSection />, plans: <PlansSection /> };

/** Mounted once in the shell; its own component, so auth and cart answers re-render only it. */
function GuestCartMerge() {
  useGuestCartMerge();
  return null;
}

/** / : the landing page for guests and while auth loads; the signed-in home otherwise. */
function HomeRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <HomePage {...landingSlots} /> : <LandingPage {...landingSlots} />;
}

function AppShell() {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const openCart = useCallback(() => {
    setCartLoaded(true);
    setCartOpen(true);
  }, []);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const prefetchCart = useCallback(() => void loadCartDrawer(), []);

  return (
    <>
      <GuestCartMerge />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header onOpenCart={openCart} onCartIntent={prefetchCart} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Deferred placeholder={<FooterSpace />}>
        <SiteFooter />
      </Deferred>
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onClose={closeCart} />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="help/*" element={<HelpCenterPage />} />
        <Route path="help-center" element={<HelpCenterPage />} />
        <Route path="help-center/:slug" element={<HelpArticlePage />} />
        <Route path="admin/orders" element={<AdminOrdersPage />} />
        <Route path="admin-users" element={<AdminUsersPage />} />
        <Route path="admin/support" element={<AdminSupportPage />} />
        <Route path="admin/tokens" element={<AdminTokensPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

const FooterSpace = styled.div`
  min-height: 320px;
  background: ${({ theme }) => theme.colors.navy};
`;

const SkipLink = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
