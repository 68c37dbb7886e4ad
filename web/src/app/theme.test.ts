import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '@/testing/contrast';
import { DIMMED_TEXT, PLACEHOLDER_TEXT, theme } from './theme';

const palette = (name: string) => theme.colors?.[name] ?? DEFAULT_THEME.colors[name]!;
const WHITE = '#ffffff';
const surfaces = [WHITE, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];

/** Every colour the shop names for badges, buttons, alerts and text. */
const USED = ['tomato', 'basil', 'red', 'green', 'yellow', 'orange', 'blue', 'indigo', 'violet'];

describe('the theme’s colours reach WCAG AA contrast', () => {
  it.each(USED)('%s: text, outline and filled (shade 8) at 4.5:1 on the page', (name) => {
    const shade = palette(name)[8]!;
    for (const surface of surfaces) expect(contrast(shade, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(USED)('%s: light badges and alerts (shade 9 on shade 1) at 4.5:1', (name) => {
    const colors = palette(name);
    expect(contrast(colors[9]!, colors[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and placeholders at 4.5:1 on white and grey surfaces', () => {
    for (const surface of [...surfaces, DEFAULT_THEME.colors.gray[2], palette('yellow')[1]!]) {
      expect(contrast(DIMMED_TEXT, surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of surfaces) {
      expect(contrast(PLACEHOLDER_TEXT, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('filled components choose a text colour that keeps 4.5:1 either way', () => {
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(theme.autoContrast).toBe(true);
    const threshold = theme.luminanceThreshold!;
    // White text on the darkest background that still gets it, dark text on the lightest.
    expect((1 + 0.05) / (threshold + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect((threshold + 0.05) / (luminance(DEFAULT_THEME.black) + 0.05)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
