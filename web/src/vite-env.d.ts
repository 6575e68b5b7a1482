/// <reference types="vite/client" />

/** A part of the English catalog (scripts/icu-catalogs-plugin.ts, i18n/catalog-parts.ts). */
declare module '*.json?part=shell' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=pages' {
  const messages: Record<string, unknown>;
  export default messages;
}
