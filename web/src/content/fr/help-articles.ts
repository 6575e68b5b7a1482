import type { HelpArticle } from '../help-center';
import { billingAccountArticle } from './help-articles/billing-account';
import { featuresPackagesArticle } from './help-articles/features-packages';
import { securityPrivacyArticle } from './help-articles/security-privacy';
import { setupInstallationArticle } from './help-articles/setup-installation';
import { supportTroubleshootingArticle } from './help-articles/support-troubleshooting';
import { vpnBasicsArticle } from './help-articles/vpn-basics';

/** The six French article pages, keyed by the English topic slug (their URL slugs: i18n/article-slugs.ts). */
export const helpArticles: Record<string, HelpArticle> = {
  'vpn-basics': vpnBasicsArticle,
  'features-packages': featuresPackagesArticle,
  'setup-installation': setupInstallationArticle,
  'security-privacy': securityPrivacyArticle,
  'billing-account': billingAccountArticle,
  'support-troubleshooting': supportTroubleshootingArticle,
};
