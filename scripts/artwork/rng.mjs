// @ts-check
/** Small deterministic helpers: seeded PRNG and string hashing. */

/**
 * A seeded pseudo-random generator with a few convenience methods (see makeRng).
 * @typedef {object} Rng
 * @property {() => number} next uniform in [0, 1)
 * @property {(min: number, max: number) => number} range uniform in [min, max)
 * @property {(min: number, max: number) => number} int integer in [min, max]
 * @property {<T>(items: readonly T[]) => T} pick one item of a non-empty list
 * @property {(probability: number) => boolean} chance true with the given probability
 * @property {() => number} gauss roughly normal, mean 0, sd 1
 * @property {<T>(items: readonly T[]) => T[]} shuffle a shuffled copy
 * @property {(label: string) => Rng} fork an independent generator derived from this one's state
 */

/**
 * FNV-1a hash of a string, as an unsigned 32-bit integer.
 * @param {string} text
 * @returns {number}
 */
export function hashString(text) {
  let hash = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * mulberry32 PRNG wrapped with a few convenience methods.
 * @param {number | string} seed a number, or a string that is hashed first
 * @returns {Rng}
 */
export function makeRng(seed) {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let bits = state;
    bits = Math.imul(bits ^ (bits >>> 15), bits | 1);
    bits ^= bits + Math.imul(bits ^ (bits >>> 7), bits | 61);
    return ((bits ^ (bits >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {Rng} */
  const rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => /** @type {(typeof items)[number]} */ (items[Math.floor(next() * items.length)]),
    chance: (probability) => next() < probability,
    /** roughly normal, mean 0, sd 1 */
    gauss: () => (next() + next() + next() + next() - 2) * 1.732,
    shuffle: (items) => {
      const shuffled = items.slice();
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [shuffled[i], shuffled[j]] = /** @type {[(typeof shuffled)[number], (typeof shuffled)[number]]} */ ([shuffled[j], shuffled[i]]);
      }
      return shuffled;
    },
    fork: (label) => makeRng(hashString(`${state}:${label}`)),
  };
  return rng;
}
