/**
 * A small seeded PRNG (mulberry32) and the draws the seed needs. Demo data must be reproducible:
 * the same seed gives the same catalog, so nothing here touches Math.random.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, count) {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      // Partial Fisher–Yates: only the first n places are shuffled.
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
    weighted(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let threshold = next() * total;
      for (let i = 0; i < weights.length; i++) {
        threshold -= weights[i];
        if (threshold < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

/** Derives an independent seed from several integers (e.g. service id and photo number). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}
