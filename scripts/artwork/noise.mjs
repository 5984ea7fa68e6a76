/** Seeded 2D gradient (Perlin) noise and fractal sums, tuned for speed in plain JS. */
import { makeRng } from './rng.mjs';

export function makeNoise(seed) {
  const rng = makeRng(seed);
  const perm = new Uint8Array(512);
  const p = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  for (let i = 0; i < 512; i++) perm[i] = p[i & 255];
  const gx = new Float32Array(256);
  const gy = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const a = (i / 256) * Math.PI * 2 + 0.3;
    gx[i] = Math.cos(a);
    gy[i] = Math.sin(a);
  }
  /** Perlin noise in about [-0.7, 0.7]. */
  function noise(x, y) {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const X = xf & 255;
    const Y = yf & 255;
    const dx = x - xf;
    const dy = y - yf;
    const u = dx * dx * dx * (dx * (dx * 6 - 15) + 10);
    const v = dy * dy * dy * (dy * (dy * 6 - 15) + 10);
    const a = perm[X] + Y;
    const b = perm[X + 1] + Y;
    const h00 = perm[a];
    const h01 = perm[a + 1];
    const h10 = perm[b];
    const h11 = perm[b + 1];
    const n00 = gx[h00] * dx + gy[h00] * dy;
    const n10 = gx[h10] * (dx - 1) + gy[h10] * dy;
    const n01 = gx[h01] * dx + gy[h01] * (dy - 1);
    const n11 = gx[h11] * (dx - 1) + gy[h11] * (dy - 1);
    const nx0 = n00 + u * (n10 - n00);
    const nx1 = n01 + u * (n11 - n01);
    return nx0 + v * (nx1 - nx0);
  }
  function fbm(x, y, octaves = 4, lac = 2.03, gain = 0.5) {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * noise(x, y);
      norm += amp;
      amp *= gain;
      x = x * lac + 17.3;
      y = y * lac + 9.1;
    }
    return sum / norm;
  }
  return { noise, fbm };
}
