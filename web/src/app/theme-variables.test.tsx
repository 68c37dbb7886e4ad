import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { themeVariablesCss } from '../../build/theme-variables';
import { cssVariablesResolver, theme } from './theme';

describe('the theme’s CSS variables written at build time', () => {
  it('are the ones MantineProvider would work out in the browser', () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p />
      </MantineProvider>,
    );
    const rendered = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('style[data-mantine-styles]:not([data-mantine-styles="classes"])');

    expect(rendered?.textContent).toBe(themeVariablesCss());
  });

  it('carry the shop’s own colours and its readable greys', () => {
    const css = themeVariablesCss();

    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-tomato-filled)');
    expect(css).toContain('--mantine-color-tomato-8: #bb3119');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
  });
});
