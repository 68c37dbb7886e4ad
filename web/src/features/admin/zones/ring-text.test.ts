import { describe, expect, it } from 'vitest';
import { openRing, ringToText, textToRing } from './ring-text';

describe('zone corners as text', () => {
  it('writes one "longitude, latitude" line per corner, without the closing corner', () => {
    const ring = openRing([
      [4.9, 52.37],
      [4.91, 52.37],
      [4.91, 52.38],
      [4.9, 52.37],
    ]);
    expect(ringToText(ring)).toBe('4.9, 52.37\n4.91, 52.37\n4.91, 52.38');
  });

  it('reads commas, spaces or tabs between the numbers and skips blank lines', () => {
    expect(textToRing('4.9, 52.37\n\n4.91 52.37\n4.91\t52.38\n')).toEqual({
      ok: true,
      ring: [
        [4.9, 52.37],
        [4.91, 52.37],
        [4.91, 52.38],
      ],
    });
  });

  it('names the first line it cannot read', () => {
    expect(textToRing('4.9, 52.37\n4.91; north')).toEqual({ ok: false, line: 2 });
    expect(textToRing('4.9, 152.37')).toMatchObject({ ok: false });
    expect(textToRing('4.9, 52.37, 3')).toMatchObject({ ok: false });
  });
});
