import type { CSSProperties } from 'react';
import { DEFAULT_ACCENT, THEME_COLORS, isHexColor, type ColorTheme } from '#shared/constants.ts';

/**
 * The venue's look (docs/product.md S9 theme colours): background and text of its light or dark theme, with
 * surface and muted colours chosen to keep text readable (WCAG AA) on both. The pub colour only
 * accents borders and the active tab, never text, so any colour an owner picks stays legible.
 */
const EXTRA: Record<ColorTheme, { surface: string; muted: string; border: string }> = {
  light: { surface: '#ffffff', muted: '#4b5563', border: '#d1d5db' },
  dark: { surface: '#1f2937', muted: '#cbd5e1', border: '#4b5563' },
};

export function themeStyle(colorTheme: string, color: string): CSSProperties {
  const theme: ColorTheme = colorTheme === 'dark' ? 'dark' : 'light';
  const base = THEME_COLORS[theme];
  const extra = EXTRA[theme];
  return {
    '--g-bg': base.background,
    '--g-text': base.text,
    '--g-surface': extra.surface,
    '--g-muted': extra.muted,
    '--g-border': extra.border,
    '--g-accent': isHexColor(color) ? color : DEFAULT_ACCENT,
    colorScheme: theme,
  } as CSSProperties;
}

/** Image URLs (docs/product.md S7 static resources); dishes use the small `-sm.webp` variant in lists. */
export const coverUrl = (file: string) => `/api-static/images/pubs/bgs/${encodeURIComponent(file)}`;
export const dishImageUrl = (file: string) =>
  `/api-static/images/dishes/${encodeURIComponent(file.replace(/\.webp$/, '-sm.webp'))}`;
/** Both stored sizes (images/store.ts: 480 and 1600 px on the longest side) for `srcset`. */
export const imageSrcSet = (kind: 'dishes' | 'categories', file: string) =>
  `/api-static/images/${kind}/${encodeURIComponent(file.replace(/\.webp$/, '-sm.webp'))} 480w, /api-static/images/${kind}/${encodeURIComponent(file)} 1600w`;
export const categoryImageUrl = (file: string) =>
  `/api-static/images/categories/${encodeURIComponent(file.replace(/\.webp$/, '-sm.webp'))}`;
