/** The screens the sweeps (accessibility, layout) visit, and the admin who may open the admin ones. */

// Listed in ADMIN_EMAILS by playwright.config.ts; the web server's start command makes the account.
export const ADMIN = { email: 'admin@hometunnel.example', password: 'explorer-admin-secret' };

export const HELP_ARTICLES = [
  'vpn-basics',
  'features-packages',
  'setup-installation',
  'security-privacy',
  'billing-account',
  'support-troubleshooting',
];

export const PUBLIC_PAGES = [
  '/',
  '/help',
  '/help-center',
  '/help/topics',
  ...HELP_ARTICLES.map((slug) => `/help-center/${slug}`),
  '/help-center/no-such-article',
  '/login',
  '/login?mode=register',
  '/verify-email',
  '/reset-password',
  '/no-such-page',
];

export const ADMIN_PAGES = [
  '/admin/orders',
  '/admin-users',
  '/admin/support',
  '/admin/tokens',
  '/admin/mail',
  '/admin/subscriptions',
];
