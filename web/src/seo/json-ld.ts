/**
 * Structured data (schema.org JSON-LD) per page, typed with schema-dts (types only: nothing of it
 * reaches a bundle). Pure functions of their arguments; `head.ts` picks the blocks for each route.
 *
 * Every page: Organization and WebSite. `/`: one Product with an Offer per shop product. `/help`:
 * FAQPage from content/faq.ts. Help articles: a BreadcrumbList Home → Help Center → article.
 * The texts come from the same content modules the pages render, so the structured data always
 * matches what the visitor sees.
 */
import type {
  BreadcrumbList,
  FAQPage,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { SCHEMA_ORG_AVAILABILITY } from '@hometunnel/rules';
import { faqEntries } from '../content/faq';
import { DEFAULT_LANGUAGE, type Language } from '@hometunnel/rules';
import { localizePath } from '../i18n/paths';
import type { FaqEntry } from '../content/faq';
import { absoluteUrl } from './url';
import type { SeoProduct } from './types';

/** One JSON-LD document, as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org' as const;

/** Where the brand's square logo lives (public/favicon.svg). */
export const LOGO_PATH = '/favicon.svg';

export function organizationJsonLd(
  publicUrl: string,
  brandName: string,
  supportEmail: string,
): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(publicUrl, '/')}#organization`,
    name: brandName,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, LOGO_PATH),
    email: supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: supportEmail,
      availableLanguage: ['English'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    },
  };
}

export function webSiteJsonLd(
  publicUrl: string,
  brandName: string,
  language: Language = DEFAULT_LANGUAGE,
): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${absoluteUrl(publicUrl, '/')}#website`,
    name: brandName,
    url: absoluteUrl(publicUrl, localizePath('/', language)),
    inLanguage: language,
    publisher: { '@id': `${absoluteUrl(publicUrl, '/')}#organization` },
  };
}

/** The landing-page anchor a product is shown under: devices in #shop, plans in #subscription. */
export function productAnchor(product: SeoProduct, language: Language = DEFAULT_LANGUAGE): string {
  return `${localizePath('/', language)}${product.type === 'device' ? '#shop' : '#subscription'}`;
}

/** A device's first gallery image (public/images/devices), the share image for plans. */
export function productImagePath(product: SeoProduct): string {
  if (product.type === 'device' && (product.category === 'light' || product.category === 'pro')) {
    return `/images/devices/${product.category}-1.svg`;
  }
  return '/og-image.png';
}

export function productJsonLd(
  product: SeoProduct,
  publicUrl: string,
  brandName: string,
  language: Language = DEFAULT_LANGUAGE,
): WithContext<Product> {
  const url = absoluteUrl(publicUrl, productAnchor(product, language));
  const availability = SCHEMA_ORG_AVAILABILITY[product.availability] as ItemAvailability;
  const offer: Offer = {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'EUR',
    availability,
    url,
    seller: { '@id': `${absoluteUrl(publicUrl, '/')}#organization` },
  };
  if (product.type === 'subscription' && product.durationMonths) {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: product.price,
      priceCurrency: 'EUR',
      billingDuration: product.durationMonths,
      unitCode: 'MON',
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}-${product.id}`,
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.type === 'device' ? 'VPN tunnel router' : 'VPN tunnel subscription plan',
    image: absoluteUrl(publicUrl, productImagePath(product)),
    brand: { '@type': 'Brand', name: brandName },
    offers: offer,
  };
}

export function faqPageJsonLd(
  publicUrl: string,
  entries: readonly FaqEntry[] = faqEntries,
  language: Language = DEFAULT_LANGUAGE,
): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(publicUrl, localizePath('/help', language)),
    inLanguage: language,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Home → Help Center → the article (`names`: the first two crumbs in the page's language). */
export function articleBreadcrumbJsonLd(
  publicUrl: string,
  article: { title: string; path: string },
  language: Language = DEFAULT_LANGUAGE,
  names: { home: string; helpCenter: string } = { home: 'Home', helpCenter: 'Help Center' },
): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: names.home, path: localizePath('/', language) },
    { name: names.helpCenter, path: localizePath('/help-center', language) },
    { name: article.title, path: article.path },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (so no
 * `</script>` or `<!--` can end the script early) and the line separators U+2028/U+2029 as well.
 * JSON.parse reads the result back to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
