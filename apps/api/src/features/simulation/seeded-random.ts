/**
 * A seeded source of numbers for the demo's simulation: the same seed gives the same day, so a
 * test can replay it and a newcomer sees the same demo twice. mulberry32: 32 bits of state,
 * enough for a simulated day, and no dependency for eight lines.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}

/** A seed for one thing of a seeded whole (a run of the day, a rider): stable, and apart from its neighbours. */
export function childSeed(seed: number, ...parts: (number | string)[]): number {
  // FNV-1a over the parts, so "run 12 of seed 7" never collides with "run 7 of seed 12".
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const part of parts) {
    for (const char of `${part}|`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash >>> 0;
}

/** A UUID made from a seed, so a check-in sent again is the same scan (its client id). */
export function seededUuid(seed: number): string {
  const random = seededRandom(seed);
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
