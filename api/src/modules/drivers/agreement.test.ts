import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { driverAgreementText } from '@shop/contracts';
import { DRIVER_AGREEMENT_HASH, renderSignatureSvg } from './agreement';

describe('the signed agreement', () => {
  it('is identified by the SHA-256 of its exact text', () => {
    expect(DRIVER_AGREEMENT_HASH).toBe(
      createHash('sha256').update(driverAgreementText(), 'utf8').digest('hex'),
    );
    expect(DRIVER_AGREEMENT_HASH).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the server-drawn signature', () => {
  it('draws a tap as a dot and rounds coordinates to 0.1 px', () => {
    const svg = renderSignatureSvg({
      width: 100,
      height: 50,
      strokes: [
        [{ x: 10.04, y: 20.06 }],
        [],
        [
          { x: 1, y: 2 },
          { x: 3.333, y: 4 },
        ],
      ],
    });
    expect(svg).toContain('<path d="M10 20.1 l0 0.1"/>');
    expect(svg).toContain('<path d="M1 2 L3.3 4"/>');
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 50"/);
  });
});
