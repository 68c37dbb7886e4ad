import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useEffect, useRef } from 'react';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { SIGNATURE_LIMITS, type SignatureInput } from '@shop/contracts';

/** The pad's height in CSS pixels; its width follows the screen (at most 600). */
export const SIGNATURE_PAD_HEIGHT = 180;
const MAX_WIDTH = 600;

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n * 10) / 10));

/**
 * What the api receives: the strokes' points in the pad's CSS pixels, kept inside the pad and
 * within the point limit. Never an SVG: the server draws its own from these numbers.
 */
export function signatureFromPad(
  groups: { points: { x: number; y: number }[] }[],
  width: number,
  height: number,
): SignatureInput | null {
  let budget: number = SIGNATURE_LIMITS.maxPoints;
  const strokes = groups.slice(0, SIGNATURE_LIMITS.maxStrokes).flatMap((group) => {
    const points = group.points
      .slice(0, Math.max(0, budget))
      .map((p) => ({ x: clamp(p.x, width), y: clamp(p.y, height) }));
    budget -= points.length;
    return points.length > 0 ? [points] : [];
  });
  return strokes.length > 0 ? { width, height, strokes } : null;
}

interface SignatureFieldProps {
  onChange: (signature: SignatureInput | null) => void;
  error?: string | undefined;
}

/** A signature drawn with a finger or a mouse, with a Clear button. */
export function SignatureField({ onChange, error }: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const padRef = useRef<SignaturePad | null>(null);
  useLanguage();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const width = Math.min(MAX_WIDTH, Math.floor(canvas.parentElement?.clientWidth || 320));
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    // Sharp strokes on high-density screens: a bigger bitmap drawn at CSS size.
    canvas.width = width * ratio;
    canvas.height = SIGNATURE_PAD_HEIGHT * ratio;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${SIGNATURE_PAD_HEIGHT}px`;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 1, maxWidth: 2.5 });
    padRef.current = pad;
    const report = () =>
      changed.current(signatureFromPad(pad.toData(), width, SIGNATURE_PAD_HEIGHT));
    pad.addEventListener('endStroke', report);
    // A pad that (re)appears is blank, and so is the signature it holds.
    changed.current(null);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    changed.current(null);
  };

  return (
    <Input.Wrapper
      label={m.portal_signature_label()}
      description={m.portal_signature_help()}
      error={error}
      withAsterisk
    >
      <Box
        mt={4}
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
          touchAction: 'none',
          maxWidth: MAX_WIDTH,
        }}
      >
        <canvas ref={canvasRef} aria-label={m.portal_signature_pad()} role="img" />
      </Box>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {m.portal_signature_stored()}
        </Text>
        <Button variant="subtle" size="compact-md" onClick={clear}>
          {m.portal_signature_clear()}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
