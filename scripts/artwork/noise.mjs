// @ts-check
/** Seeded 2D gradient (Perlin) noise and fractal sums, tuned for speed in plain JS. */
import { makeRng } from './rng.mjs';

/**
 * A seeded 2D noise field.
 * @typedef {object} Noise
 * @property {(x: number, y: number) => number} noise Perlin noise in about [-0.7, 0.7]
 * @property {(x: number, y: number, octaves?: number, lacunarity?: number, gain?: number) => number} fbm
 *   fractal Brownian motion: octaves of noise, each at `lacunarity` times the frequency and `gain`
 *   times the amplitude of the previous one, normalised to the range of one octave
 */

/**
 * @param {number} seed
 * @returns {Noise}
 */
export function makeNoise(seed) {
  const rng = makeRng(seed);
  const permutation = new Uint8Array(512);
  const order = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = /** @type {[number, number]} */ ([order[j], order[i]]);
  }
  for (let i = 0; i < 512; i++) permutation[i] = /** @type {number} */ (order[i & 255]);
  const gradientX = new Float32Array(256);
  const gradientY = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const angle = (i / 256) * Math.PI * 2 + 0.3;
    gradientX[i] = Math.cos(angle);
    gradientY[i] = Math.sin(angle);
  }
  /**
   * Perlin noise in about [-0.7, 0.7].
   * @param {number} x
   * @param {number} y
   */
  function noise(x, y) {
    // every table index below is masked into range, so the reads are defined (the casts say so)
    const cellX = Math.floor(x);
    const cellY = Math.floor(y);
    const latticeX = cellX & 255;
    const latticeY = cellY & 255;
    const fracX = x - cellX;
    const fracY = y - cellY;
    const fadeX = fracX * fracX * fracX * (fracX * (fracX * 6 - 15) + 10);
    const fadeY = fracY * fracY * fracY * (fracY * (fracY * 6 - 15) + 10);
    const rowA = /** @type {number} */ (permutation[latticeX]) + latticeY;
    const rowB = /** @type {number} */ (permutation[latticeX + 1]) + latticeY;
    const hash00 = /** @type {number} */ (permutation[rowA]);
    const hash01 = /** @type {number} */ (permutation[rowA + 1]);
    const hash10 = /** @type {number} */ (permutation[rowB]);
    const hash11 = /** @type {number} */ (permutation[rowB + 1]);
    const dot00 = /** @type {number} */ (gradientX[hash00]) * fracX + /** @type {number} */ (gradientY[hash00]) * fracY;
    const dot10 = /** @type {number} */ (gradientX[hash10]) * (fracX - 1) + /** @type {number} */ (gradientY[hash10]) * fracY;
    const dot01 = /** @type {number} */ (gradientX[hash01]) * fracX + /** @type {number} */ (gradientY[hash01]) * (fracY - 1);
    const dot11 = /** @type {number} */ (gradientX[hash11]) * (fracX - 1) + /** @type {number} */ (gradientY[hash11]) * (fracY - 1);
    const lerpRow0 = dot00 + fadeX * (dot10 - dot00);
    const lerpRow1 = dot01 + fadeX * (dot11 - dot01);
    return lerpRow0 + fadeY * (lerpRow1 - lerpRow0);
  }
  /** @type {Noise['fbm']} */
  function fbm(x, y, octaves = 4, lacunarity = 2.03, gain = 0.5) {
    let sum = 0;
    let amplitude = 1;
    let amplitudeSum = 0;
    for (let octave = 0; octave < octaves; octave++) {
      sum += amplitude * noise(x, y);
      amplitudeSum += amplitude;
      amplitude *= gain;
      x = x * lacunarity + 17.3;
      y = y * lacunarity + 9.1;
    }
    return sum / amplitudeSum;
  }
  return { noise, fbm };
}
