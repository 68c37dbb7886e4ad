import {
  convertCssVariables,
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

/** The module the app imports for the theme's CSS variables (src/app/provider.tsx). */
export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';
const RESOLVED = `\0${THEME_VARIABLES_MODULE}`;

/**
 * The shop's theme as CSS variables, written when the app is built. MantineProvider would
 * otherwise work them out in the browser at every start: the theme's variables and Mantine's
 * defaults, compared to keep only what differs, 10–15 ms of the app's first render on a fast
 * machine. The text is the one it renders (a unit test compares), in the shell's style sheet.
 * Read when the build or the dev server starts: restart `make dev` after changing the theme.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const own = cssVariablesResolver(merged);
  const all = defaultCssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  /** The variables of one part that differ from Mantine's own theme, which its styles carry. */
  const differing = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      Object.entries({ ...all[part], ...own[part] }).filter(
        ([name, value]) => defaults[part][name as keyof (typeof defaults)[typeof part]] !== value,
      ),
    );
  return convertCssVariables({
    variables: differing('variables'),
    light: differing('light'),
    dark: differing('dark'),
  });
}

/** Serves THEME_VARIABLES_MODULE to the build. */
export function themeVariables(): Plugin {
  return {
    name: 'shop:theme-variables',
    resolveId: (source) => (source === THEME_VARIABLES_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : null),
  };
}
