import type { AlarmLevel } from './board';

/** How the alarm sounds at each level: louder, more tones and more often as orders wait. */
export interface AlarmPattern {
  /** Peak gain, 0–1. */
  volume: number;
  /** The pattern repeats this often while an order waits. */
  everyMs: number;
  /** The tones' pitches in Hz, a quarter of a second apart. */
  tones: readonly number[];
}

export const ALARM_PATTERNS: Record<AlarmLevel, AlarmPattern> = {
  0: { volume: 0.35, everyMs: 10_000, tones: [880, 660] },
  1: { volume: 0.7, everyMs: 5_000, tones: [880, 660, 880] },
  2: { volume: 1, everyMs: 2_500, tones: [988, 784, 988, 784] },
};

const TONE_GAP_S = 0.25;
const TONE_LENGTH_S = 0.2;
const SILENT = 0.0001;

/** 'on' once the browser lets the page make sound; 'off' until the first tap. */
export type SoundState = 'on' | 'off' | 'unsupported';

type CreateContext = () => AudioContext | null;

const browserContext: CreateContext = () =>
  typeof AudioContext === 'undefined' ? null : new AudioContext();

/**
 * The board's alarm, made with the Web Audio API (no sound files). Browsers keep an audio
 * context suspended until the user has interacted with the page; `enable()` is called from a
 * tap to let it start.
 */
export class AlarmSound {
  private context: AudioContext | null | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly createContext: CreateContext = browserContext) {}

  get state(): SoundState {
    const context = this.ensure();
    if (!context) return 'unsupported';
    return context.state === 'running' ? 'on' : 'off';
  }

  /** From a user gesture: asks the browser to let the alarm sound. */
  enable(): void {
    const context = this.ensure();
    if (context && context.state !== 'running') {
      context.resume().catch(() => {
        // Still blocked: the bar stays and the next tap tries again.
      });
    }
  }

  /** Plays the pattern once; false when the browser does not let the page sound yet. */
  play(pattern: AlarmPattern): boolean {
    const context = this.ensure();
    // Tones scheduled on a suspended context would all sound at once when it resumes.
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime;
    pattern.tones.forEach((frequency, i) => {
      const at = start + i * TONE_GAP_S;
      const oscillator = context.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      const gain = context.createGain();
      gain.gain.setValueAtTime(SILENT, at);
      gain.gain.exponentialRampToValueAtTime(pattern.volume, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(SILENT, at + TONE_LENGTH_S);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + TONE_LENGTH_S + 0.02);
    });
    return true;
  }

  /** Called whenever the state may have changed. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    const context = this.context;
    this.context = undefined;
    if (context) {
      context.onstatechange = null;
      context.close().catch(() => {});
    }
  }

  private ensure(): AudioContext | null {
    if (this.context === undefined) {
      this.context = this.createContext();
      if (this.context) {
        this.context.onstatechange = () => this.listeners.forEach((listener) => listener());
      }
    }
    return this.context;
  }
}
