import type { CSSProperties } from 'react';
import { THEME_COLORS, isHexColor } from '#shared/constants.ts';
import type { EditorPub } from './api.ts';

/**
 * The editor shows the menu in the pub's own colours (docs/product.md S2 "Adapts to the pub's colour theme"):
 * the theme's text and background, with the shell's surface tokens remapped so buttons, fields and
 * popups stay readable on a dark theme.
 */
export function themeStyle(pub: Pick<EditorPub, 'color_theme' | 'color'> | undefined): CSSProperties {
  const theme = pub?.color_theme === 'dark' ? 'dark' : 'light';
  const colours = THEME_COLORS[theme];
  const vars: Record<string, string> = {
    background: colours.background,
    color: colours.text,
    '--c-text': colours.text,
    '--menu-bg': colours.background,
  };
  // The pub's own colour, when it is a plain hex one, marks the selected menu.
  if (pub && isHexColor(pub.color)) vars['--menu-accent'] = pub.color;
  if (theme === 'dark')
    Object.assign(vars, {
      '--c-surface': '#1f2937',
      '--c-border': '#4b5563',
      '--c-muted': '#cbd5e1',
      '--c-primary': '#93c5fd',
      '--c-primary-text': '#0b1220',
    });
  return vars as CSSProperties;
}
