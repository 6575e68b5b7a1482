import { memo, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { BelowFold } from './components/below-fold';
import { Header } from './components/layout/header';
import { PageSpinner } from './components/spinner';
import { Toaster } from './components/toast';
import { QuietErrorBoundary, RouteErrorBoundary } from './components/route-error-boundary';
import { HomePage, LandingPage } from './features/landing/landing-page';
import { CookieConsent } from './features/legal/cookie-consent';
import { lazyOnInteraction, lazyWithData, requestData } from './apollo/data-layer';
import { useDiscountLink } from './lib/discount-link';
import { replayEarlyClicks } from './lib/early-clicks';
import { Island, openAllIslands, setPageHydrating } from './lib/islands';
import { lazyWithRetry } from './lib/lazy-with-retry';
import { useSignedIn } from './lib/session/session-store';
import { useDocumentHead } from './seo/use-document-head';
import { canonicalPath, LanguageProvider, languageOfPath, withPageMessages } from './i18n';
import { routeContentAreas, useContentAreas } from './content/localized';

// Lazy parts are lazyWithRetry: a chunk that failed to load is fetched again on "Try again"
// (components/route-error-boundary) or after the next navigation. Parts that read data load the
// data layer with them (apollo/data-layer.tsx).
// The shop's sections are in the server-rendered HTML; their code (and the data layer) is fetched
// at the first interaction, hydrating them then.
const DeviceShopSection = lazyOnInteraction(() =>
  import('./features/shop/shop-sections').then((m) => ({ default: m.DeviceShopSection })),
);
const PlansSection = lazyOnInteraction(() =>
  import('./features/shop/shop-sections').then((m) => ({ default: m.PlansSection })),
);
const SessionBridge = lazyOnInteraction(() => import('./lib/session/session-bridge'));
const SiteFooter = lazyWithRetry(() => import('./features/legal/site-footer'));
// Fetched when the cart is first opened.
const loadCartDrawer = () => import('./features/cart/cart-drawer');
const CartDrawer = lazyWithData(loadCartDrawer);

// Every screen but the landing page is its own chunk, fetched when its route is first visited.
const LoginPage = lazyWithData(() => import('./features/auth/login-page'));
// The checkout route decides whether the checkout's code (and the data layer) is needed at all.
const CheckoutPage = lazyWithRetry(withPageMessages(() => import('./features/checkout/checkout-route')));
// Where payment providers send the buyer back; plain fetch, no data layer.
const CheckoutReturnPage = lazyWithRetry(
  withPageMessages(() => import('./features/checkout/checkout-return-page')),
);
const AccountPage = lazyWithData(() => import('./features/account/account-page'));
const SubscriptionDetailPage = lazyWithData(
  () => import('./features/account/subscription-detail/subscription-detail-page'),
);
const VerifyEmailPage = lazyWithData(() => import('./features/auth/verify-email-page'));
const ResetPasswordPage = lazyWithData(() => import('./features/auth/reset-password-page'));
const HelpPage = lazyWithRetry(withPageMessages(() => import('./features/help/help-page')));
const HelpCenterPage = lazyWithRetry(
  withPageMessages(() => import('./features/help-center/help-center-page')),
);
const HelpArticlePage = lazyWithRetry(
  withPageMessages(() => import('./features/help-center/help-article-page')),
);
const AdminOrdersPage = lazyWithData(() => import('./features/admin/admin-orders-page'));
const AdminUsersPage = lazyWithData(() => import('./features/admin/admin-users-page'));
const AdminSupportPage = lazyWithData(() => import('./features/admin/admin-support-page'));
const AdminTokensPage = lazyWithData(() => import('./features/admin/admin-tokens-page'));
const AdminMailPage = lazyWithData(() => import('./features/admin/admin-mail-page'));
const AdminCatalogPage = lazyWithData(() => import('./features/admin/admin-catalog-page'));
const AdminSubscriptionsPage = lazyWithData(() => import('./features/admin/admin-subscriptions-page'));
const NotFoundPage = lazyWithRetry(() => import('./features/not-found/not-found-page'));

const landingSlots = {
  shop: (
    <Island>
      <DeviceShopSection />
    </Island>
  ),
  plans: (
    <Island>
      <PlansSection />
    </Island>
  ),
};

/** / : the landing page for guests and while auth loads; the signed-in home otherwise. */
function HomeRoute() {
  const isAuthenticated = useSignedIn();
  return isAuthenticated ? <HomePage {...landingSlots} /> : <LandingPage {...landingSlots} />;
}

/** Marks the page live (its markup hydrated, handlers attached), for tools and tests to wait on. */
function useHydratedMarker() {
  useEffect(() => {
    // Islands made from now on (a client-side visit) render at once.
    setPageHydrating(false);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyClicks();
  }, []);
}

/**
 * A navigation opens every island still waiting (lib/islands.tsx) and fetches the data layer: the
 * new screen renders in a transition, which React would hold back while a part it updates waits.
 * Run while rendering the new location, before that transition could be held.
 */
function useOpenIslandsOnNavigation(locationKey: string) {
  const first = useRef(locationKey);
  if (locationKey !== first.current) {
    openAllIslands();
    requestData();
  }
}

// The shell's waiting parts take no props and are memoized: a shell update (the cart opening)
// must not reach them while they still wait to hydrate, or React would render them from scratch.
const SessionBridgeSlot = memo(function SessionBridgeSlot() {
  return (
    <Suspense fallback={null}>
      <SessionBridge />
    </Suspense>
  );
});

const Footer = memo(function Footer() {
  return (
    <BelowFold estimate={480} fallback={<FooterSpace />}>
      <SiteFooter />
    </BelowFold>
  );
});

/** The page's long texts, all fetched before it renders (content/localized.ts). */
function RouteContent({ pathname, children }: { pathname: string; children: ReactNode }) {
  useContentAreas(routeContentAreas(canonicalPath(pathname)));
  return children;
}

function AppShell() {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const openCart = useCallback(() => {
    setCartLoaded(true);
    setCartOpen(true);
  }, []);
  const closeCart = useCallback(() => setCartOpen(false), []);
  // A failed prefetch is not an error yet: opening the cart imports it again.
  const prefetchCart = useCallback(() => void loadCartDrawer().catch(() => {}), []);
  const { pathname, key, search } = useLocation();
  useDocumentHead(pathname);
  useDiscountLink(search);
  useHydratedMarker();
  useOpenIslandsOnNavigation(key);

  return (
    <>
      <SessionBridgeSlot />
      <SkipLink href="#main">
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </SkipLink>
      <Header onOpenCart={openCart} onCartIntent={prefetchCart} />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <RouteContent pathname={pathname}>
              <Outlet />
            </RouteContent>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <QuietErrorBoundary resetKey={pathname} fallback={<FooterSpace />}>
        <Footer />
      </QuietErrorBoundary>
      {cartLoaded && (
        <QuietErrorBoundary resetKey={pathname} fallback={null}>
          <Suspense fallback={null}>
            <CartDrawer open={cartOpen} onClose={closeCart} />
          </Suspense>
        </QuietErrorBoundary>
      )}
      <CookieConsent />
      <Toaster />
    </>
  );
}

/** The screens every language has: at the root in English, under /de/ and /fr/ in German and French. */
const localizedRoutes = (
  <>
    <Route index element={<HomeRoute />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="checkout" element={<CheckoutPage />} />
    <Route path="checkout/return" element={<CheckoutReturnPage />} />
    <Route path="account" element={<AccountPage />} />
    <Route path="account/subscriptions/:id" element={<SubscriptionDetailPage />} />
    <Route path="verify-email" element={<VerifyEmailPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="help" element={<HelpPage />} />
    <Route path="help/*" element={<HelpCenterPage />} />
    <Route path="help-center" element={<HelpCenterPage />} />
    <Route path="help-center/:slug" element={<HelpArticlePage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export function App() {
  // The language is decided once, by the path, for the server render and the browser alike.
  const language = languageOfPath(useLocation().pathname);
  return (
    <LanguageProvider language={language}>
      <Routes>
        <Route element={<AppShell />}>
          {localizedRoutes}
          {/* The admin screens stay English. */}
          <Route path="admin/orders" element={<AdminOrdersPage />} />
          <Route path="admin-users" element={<AdminUsersPage />} />
          <Route path="admin/support" element={<AdminSupportPage />} />
          <Route path="admin/tokens" element={<AdminTokensPage />} />
          <Route path="admin/mail" element={<AdminMailPage />} />
          <Route path="admin/catalog" element={<AdminCatalogPage />} />
          <Route path="admin/subscriptions" element={<AdminSubscriptionsPage />} />
          <Route path="de">{localizedRoutes}</Route>
          <Route path="fr">{localizedRoutes}</Route>
        </Route>
      </Routes>
    </LanguageProvider>
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
