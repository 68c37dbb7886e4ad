/** One tone the page started: its pitch, how loud it peaks (0–1) and when (Date.now()). */
export interface FakeTone {
  frequency: number;
  volume: number;
  at: number;
}

interface FakeGain {
  peak: number;
  gain: {
    setValueAtTime: (value: number) => void;
    exponentialRampToValueAtTime: (value: number) => void;
  };
  connect: <T>(node: T) => T;
}

/**
 * A stand-in for the browser's AudioContext that records the tones played. Like a browser,
 * it starts suspended (no sound before the user's first tap) unless `startRunning` is set.
 */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static startRunning = false;
  static last = () => FakeAudioContext.instances.at(-1);
  /** Every tone of every context, in order. */
  static tones = () => FakeAudioContext.instances.flatMap((context) => context.tones);

  state: 'suspended' | 'running' | 'closed';
  currentTime = 0;
  readonly destination = {};
  onstatechange: (() => void) | null = null;
  readonly tones: FakeTone[] = [];

  constructor() {
    this.state = FakeAudioContext.startRunning ? 'running' : 'suspended';
    FakeAudioContext.instances.push(this);
  }

  static reset() {
    FakeAudioContext.instances = [];
    FakeAudioContext.startRunning = false;
  }

  resume(): Promise<void> {
    this.setState('running');
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.setState('closed');
    return Promise.resolve();
  }

  createGain(): FakeGain {
    const node: FakeGain = {
      peak: 0,
      gain: {
        setValueAtTime: (value) => (node.peak = Math.max(node.peak, value)),
        exponentialRampToValueAtTime: (value) => (node.peak = Math.max(node.peak, value)),
      },
      connect: (next) => next,
    };
    return node;
  }

  createOscillator() {
    let output: FakeGain | null = null;
    const oscillator = {
      type: 'sine',
      frequency: { value: 440 },
      connect: (node: FakeGain) => {
        output = node;
        return node;
      },
      start: () => {
        this.tones.push({
          frequency: oscillator.frequency.value,
          volume: output?.peak ?? 0,
          at: Date.now(),
        });
      },
      stop: () => {},
    };
    return oscillator;
  }

  private setState(state: FakeAudioContext['state']) {
    if (state === this.state) return;
    this.state = state;
    this.onstatechange?.();
  }
}
