/** Design tokens: one place for colours, type, spacing, radii, shadows and breakpoints. */
export const theme = {
  colors: {
    bg: '#ffffff',
    bgMuted: '#f5f7fb',
    bgSubtle: '#eef2f9',
    surface: '#ffffff',
    ink: '#0b1530',
    text: '#1e293b',
    textMuted: '#5b6b84',
    textFaint: '#8a98ad',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primarySoft: '#e8efff',
    /** Primary-blue text on the navy bands (7:1 on navy; primary itself is 3.5:1 there). */
    primaryOnDark: '#60a5fa',
    primaryInk: '#ffffff',
    accent: '#14b8a6',
    accentSoft: '#ddf7f3',
    success: '#16a34a',
    successSoft: '#dcfce7',
    warning: '#d97706',
    warningSoft: '#fef3c7',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fee2e2',
    star: '#f59e0b',
    navy: '#0b1530',
    navy2: '#13224a',
    overlay: 'rgba(8, 15, 35, 0.55)',
    focus: '#60a5fa',
  },
  gradients: {
    hero: 'radial-gradient(1200px 600px at 80% -10%, #2b4fd6 0%, rgba(43,79,214,0) 60%), radial-gradient(900px 500px at 0% 110%, #0f766e 0%, rgba(15,118,110,0) 55%), linear-gradient(180deg, #0b1530 0%, #0e1b3d 100%)',
    brand: 'linear-gradient(135deg, #2563eb 0%, #14b8a6 100%)',
    soft: 'linear-gradient(180deg, #f5f7fb 0%, #ffffff 100%)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '8px', md: '12px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.04)',
    lg: '0 18px 40px rgba(15, 23, 42, 0.14), 0 4px 10px rgba(15, 23, 42, 0.06)',
    glow: '0 10px 30px rgba(37, 99, 235, 0.35)',
  },
  layout: { maxWidth: '1200px', headerHeight: 64 },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  z: { header: 40, drawer: 60, dialog: 70, toast: 90 },
} as const;

export type AppTheme = typeof theme;

/** Media query helpers: `${media.md} { ... }` applies from that width up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
