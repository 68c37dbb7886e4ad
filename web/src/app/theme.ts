import {
  createTheme,
  DEFAULT_THEME,
  Notification,
  type CSSVariablesResolver,
  type DrawerProps,
  type ModalProps,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * A Mantine palette with shades 8 and 9 darkened where needed, so every colour the shop uses
 * for text, filled badges and buttons (shade 8) and light badges (shade 9 on shade 1) reaches
 * WCAG's 4.5:1. Shades 0–7 stay Mantine's, for backgrounds and borders.
 */
const withDarkShades = (name: string, shade8: string, shade9: string): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name]!;
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
};

/** Text that is less important but must still be read: 5.1:1 even on gray.2 and yellow.1. */
export const DIMMED_TEXT = '#5c636a';
/** Placeholders: lighter than what was typed, still 4.7:1 on white and gray.1. */
export const PLACEHOLDER_TEXT = '#666d75';

/** Italian red, basil green and cream on a light theme. */
export const theme = createTheme({
  primaryColor: 'tomato',
  // Shade 8 is what `filled`, `outline`, `subtle` and coloured text use (5.9:1 for tomato).
  primaryShade: { light: 8, dark: 8 },
  // Filled components pick white or near-black text by the background's luminance; at 0.18
  // either choice keeps 4.5:1 (Mantine's default of 0.3 lets white text fall to 3:1).
  autoContrast: true,
  luminanceThreshold: 0.18,
  colors: {
    tomato: [
      '#fff0ee',
      '#ffdcd6',
      '#f9b6aa',
      '#f48d7b',
      '#ef6a53',
      '#ec5439',
      '#eb482b',
      '#d1391f',
      '#bb3119',
      '#9a2310',
    ],
    basil: [
      '#ecfbef',
      '#dcf2e0',
      '#b6e3bf',
      '#8dd49b',
      '#6bc77d',
      '#55bf6a',
      '#48bb5f',
      '#39a44f',
      '#277839',
      '#1a6a2f',
    ],
    red: withDarkShades('red', '#c52b2b', '#ad2424'),
    green: withDarkShades('green', '#257b35', '#237133'),
    yellow: withDarkShades('yellow', '#9e5c00', '#a15300'),
    orange: withDarkShades('orange', '#b54509', '#a9380c'),
    teal: withDarkShades('teal', '#077855', '#077050'),
    cyan: withDarkShades('cyan', '#0a7284', '#0a697a'),
    lime: withDarkShades('lime', '#49790b', '#48730a'),
    blue: withDarkShades('blue', '#1768b2', '#165a9a'),
    indigo: withDarkShades('indigo', '#3a59d7', '#3249b7'),
    violet: withDarkShades('violet', '#6741d9', '#5939b8'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
  // Mantine's close buttons are icons only: give every one a name screen readers can say.
  // Plain objects, not Modal.extend(): the theme is in the first load, the dialogs are not.
  components: {
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      // Under a title Mantine greys the message to gray-6 (3.3:1 on white): dimmed passes.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/**
 * Mantine's light-scheme greys for dimmed text, placeholders and links fall below 4.5:1.
 * Written into the theme's CSS variables at build time (web/build/theme-variables.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-anchor': 'var(--mantine-color-tomato-8)',
  },
  dark: {},
});
