export { LanguageProvider } from './language-provider';
export { LocalizedLink, LocalizedNavLink, useLocalizedNavigate } from './localized-link';
export { loadMessages, loadedMessages, type Messages } from './messages';
export {
  alternatePaths,
  canonicalPath,
  isLocalizable,
  languageOfPath,
  localizePath,
  splitLanguage,
} from './paths';
export { useFormatDate, useFormatMoney, useLanguage, useLocalizedPath } from './use-language';
export { ruleMessageIds, useTranslateMessage } from './rule-messages';
export { withPageMessages } from './page-messages';
export { CATALOG_PARTS, routeCatalogParts, type CatalogPart } from './catalog-parts';
