import { createTheme } from '@mantine/core';

/** Italian red, basil green and cream on a light theme. */
export const theme = createTheme({
  primaryColor: 'tomato',
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
      '#a42511',
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
      '#2f9245',
      '#1f7e38',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
});
