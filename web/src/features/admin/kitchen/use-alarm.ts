import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AlarmSound, ALARM_PATTERNS, type SoundState } from './alarm-sound';
import { alarmLevel, type AlarmLevel } from './board';

const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * The board's sound: an audio context for as long as the board is open, enabled by the
 * first tap or key press anywhere on the page.
 */
export function useAlarmSound(): { sound: AlarmSound; state: SoundState; enable: () => void } {
  const [sound] = useState(() => new AlarmSound());
  const state = useSyncExternalStore(
    (listener) => sound.subscribe(listener),
    () => sound.state,
  );

  useEffect(() => {
    if (state !== 'off') return;
    const enable = () => sound.enable();
    for (const type of UNLOCK_EVENTS) document.addEventListener(type, enable, true);
    return () => {
      for (const type of UNLOCK_EVENTS) document.removeEventListener(type, enable, true);
    };
  }, [sound, state]);

  useEffect(() => () => sound.close(), [sound]);

  return { sound, state, enable: () => sound.enable() };
}

/** An order the kitchen has not accepted yet, and since when (server time, ms) it waits. */
export interface WaitingOrder {
  id: number;
  since: number;
}

/** The longest pattern lasts under a second; two rings never overlap. */
const MIN_RING_GAP_MS = 1000;

const levelAt = (waiting: readonly WaitingOrder[], now: number): AlarmLevel | null =>
  waiting.length === 0 ? null : alarmLevel(Math.max(...waiting.map((order) => now - order.since)));

/**
 * Sounds the alarm while any order waits: at once when an order arrives or the alarm
 * escalates, then again every few seconds until every waiting order is accepted. The longest
 * wait sets the level (louder and faster after 2 and 5 minutes). `now` is on the server's
 * clock. Returns the level, or null when nothing waits.
 */
export function useKitchenAlarm(
  sound: AlarmSound,
  waiting: readonly WaitingOrder[],
  now: number,
  soundState: SoundState,
): AlarmLevel | null {
  const level = levelAt(waiting, now);
  const ids = waiting.map((order) => order.id).join(',');
  const heard = useRef({ ids: new Set<string>(), level: null as AlarmLevel | null });
  const lastRing = useRef(Number.NEGATIVE_INFINITY);
  // What a repeat reads when it fires: it may fire before the page has re-rendered.
  const latest = useRef({ waiting, clockOffset: 0 });
  useEffect(() => {
    latest.current = { waiting, clockOffset: now - Date.now() };
  });

  useEffect(() => {
    const before = heard.current;
    const current = new Set(ids ? ids.split(',') : []);
    // Levels count as heard only while the sound is on: enabling it sounds the alarm at once.
    heard.current = { ids: current, level: soundState === 'on' ? level : null };
    if (level === null || soundState !== 'on') return;

    const ring = (ringLevel: AlarmLevel) => {
      if (sound.play(ALARM_PATTERNS[ringLevel])) lastRing.current = Date.now();
    };
    const arrived = [...current].some((id) => !before.ids.has(id));
    const louder = before.level === null || level > before.level;
    if ((arrived || louder) && Date.now() - lastRing.current >= MIN_RING_GAP_MS) ring(level);
    const timer = setInterval(() => {
      const { waiting: orders, clockOffset } = latest.current;
      ring(levelAt(orders, Date.now() + clockOffset) ?? level);
    }, ALARM_PATTERNS[level].everyMs);
    return () => clearInterval(timer);
  }, [sound, ids, level, soundState]);

  return level;
}
