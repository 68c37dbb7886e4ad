/**
 * Stands in for signature_pad, which needs a canvas jsdom does not have. Tests "draw" with
 * `drawOnPad`, which hands the last pad strokes and fires its endStroke event.
 */
type Point = { x: number; y: number };

const pads: FakeSignaturePad[] = [];

export class FakeSignaturePad extends EventTarget {
  private data: { points: Point[] }[] = [];
  constructor(readonly canvas: HTMLCanvasElement) {
    super();
    pads.push(this);
  }
  toData() {
    return this.data;
  }
  clear() {
    this.data = [];
  }
  isEmpty() {
    return this.data.length === 0;
  }
  off() {}
  draw(strokes: Point[][]) {
    this.data.push(...strokes.map((points) => ({ points })));
    this.dispatchEvent(new Event('endStroke'));
  }
}

export const A_SIGNATURE: Point[][] = [
  [
    { x: 10, y: 80 },
    { x: 40, y: 30 },
    { x: 70, y: 90 },
  ],
  [
    { x: 120, y: 60 },
    { x: 180, y: 62 },
    { x: 999, y: 58 },
  ],
];

/** Draws on the pad shown last. */
export function drawOnPad(strokes: Point[][] = A_SIGNATURE): void {
  const pad = pads.at(-1);
  if (!pad) throw new Error('no signature pad on the page');
  pad.draw(strokes);
}

/** jsdom has no 2D context; the pad only needs one to exist. */
export function installFakeCanvas(): void {
  HTMLCanvasElement.prototype.getContext = (() => ({
    scale() {},
  })) as unknown as HTMLCanvasElement['getContext'];
}
