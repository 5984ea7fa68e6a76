/**
 * Procedural raster textures (wood stock, stone, shingle granules, plaster, grain),
 * computed in plain JS into RGB buffers and handed to SVG as embedded JPEG data URIs.
 */
import sharp from 'sharp';
import { makeNoise } from './noise.mjs';
import { makeRng } from './rng.mjs';

const clamp = (v, lo = 0, hi = 1) => (v < lo ? lo : v > hi ? hi : v);
const smooth = (e0, e1, x) => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
export function hex(c) {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Wood species: early/late wood colours and grain character. */
export const SPECIES = {
  whiteOak: { base: '#c6a073', late: '#8a6536', light: '#dcc096', ring: 4.5, contrast: 0.72, pores: 0.4, fleck: 0.35, tone: 0.08 },
  walnut: { base: '#6e4b33', late: '#3d281a', light: '#8a6448', ring: 6.5, contrast: 0.8, pores: 0.35, fleck: 0, tone: 0.12 },
  cherry: { base: '#b3714a', late: '#7f432a', light: '#c98a60', ring: 7.5, contrast: 0.55, pores: 0.15, fleck: 0, tone: 0.1 },
  maple: { base: '#e4cda6', late: '#c4a274', light: '#efdcba', ring: 8, contrast: 0.45, pores: 0.08, fleck: 0, tone: 0.06 },
  cedar: { base: '#b8774c', late: '#85492a', light: '#cf946a', ring: 6, contrast: 0.7, pores: 0.1, fleck: 0, tone: 0.18 },
  ipe: { base: '#7a4b30', late: '#4e2c1b', light: '#946247', ring: 5, contrast: 0.55, pores: 0.3, fleck: 0, tone: 0.14 },
  greyComposite: { base: '#8d8780', late: '#6f6963', light: '#a29c94', ring: 6, contrast: 0.45, pores: 0.2, fleck: 0, tone: 0.05 },
  reclaimed: { base: '#8a6443', late: '#4f3624', light: '#a88462', ring: 6, contrast: 0.85, pores: 0.45, fleck: 0, tone: 0.2 },
  pine: { base: '#d8b07a', late: '#b07c44', light: '#e6c797', ring: 8, contrast: 0.9, pores: 0.05, fleck: 0, tone: 0.08 },
};

/**
 * A "stock" sheet: `rows` boards stacked vertically, each rowH tall and `w` long, grain along x.
 * Each board has its own pith position, so some read flat-sawn (cathedrals) and some rift.
 */
export function woodStock(speciesName, { w = 2400, rows = 6, rowH = 150, seed = 1 } = {}) {
  const sp = SPECIES[speciesName];
  const h = rows * rowH;
  const N = makeNoise(seed * 31 + 7);
  const N2 = makeNoise(seed * 57 + 3);
  const rng = makeRng(seed * 131 + 11);
  const base = hex(sp.base);
  const late = hex(sp.late);
  const light = hex(sp.light);
  const buf = Buffer.alloc(w * h * 3);
  for (let r = 0; r < rows; r++) {
    const flat = rng.chance(0.7);
    const yc = rowH * rng.range(0.2, 0.8);
    const depth = flat ? rowH * rng.range(0.2, 0.9) : rowH * rng.range(3, 8);
    const slope = (rng.chance(0.5) ? 1 : -1) * rng.range(0.006, 0.022) * (flat ? 1 : 0.3) * (rowH / 150);
    const xoff = rng.range(0, 500);
    const spacing = sp.ring * rng.range(0.7, 1.35) * (rowH / 150);
    const tone = (rng.next() - 0.5) * 2 * sp.tone;
    const warpAmp = rowH * rng.range(0.05, 0.14);
    for (let yy = 0; yy < rowH; yy++) {
      const y = r * rowH + yy;
      for (let x = 0; x < w; x++) {
        const X = x + xoff;
        const warp = N.fbm(X * 0.0011, y * 0.006, 3) * warpAmp * 3 + N2.noise(X * 0.004, y * 0.03) * warpAmp * 0.4;
        const dz = depth + slope * x + N.noise(X * 0.0007 + 40, r * 3.1) * rowH * 0.5;
        const dy = yy - yc + warp;
        const dist = Math.sqrt(dy * dy + dz * dz);
        const t = (dist / spacing) % 1;
        // latewood band of roughly constant pixel width: thin crisp lines where rings are
        // sparse (cathedral tips), broader where they are dense
        const g = Math.sqrt((dy * dy + dz * dz * slope * slope * 1e2) / (dist * dist + 1e-6)) + 0.02;
        const frac = clamp((2.6 * g) / spacing, 0.05, 0.45);
        let ringV = smooth(1 - frac * 1.7, 1 - frac * 0.25, t) * (1 - smooth(0.975, 1, t)) + 0.18 * t;
        ringV *= sp.contrast * (0.75 + 0.5 * N2.noise(X * 0.002, y * 0.05));
        // fine fibres
        const fib = N2.noise(X * 0.006, y * 0.45) * 0.6 + N2.noise(X * 0.03, y * 1.3) * 0.35 + N.noise(X * 0.1, y * 2.7) * 0.2;
        // pores: short dark dashes
        let pore = 0;
        if (sp.pores > 0) {
          const pn = N.noise(X * 0.09 + 100, y * 1.7);
          pore = smooth(0.28, 0.45, pn) * sp.pores;
        }
        // ray flecks (quartersawn oak)
        let fleck = 0;
        if (sp.fleck > 0 && !flat) {
          const fn = N2.noise(X * 0.012 + 50, y * 0.11);
          fleck = smooth(0.3, 0.42, fn) * sp.fleck;
        }
        const lowTone = N.fbm(X * 0.0008 + 300, y * 0.004, 2) * 0.35 + tone;
        let lit = 0.5 + lowTone + fib * 0.35;
        lit = clamp(lit);
        const idx = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) {
          let v = base[c] + (light[c] - base[c]) * (lit - 0.5) * 2;
          v = v + (late[c] - v) * clamp(ringV + pore * 0.6);
          v = v + (light[c] - v) * fleck * 0.7;
          buf[idx + c] = clamp(v, 0, 255);
        }
      }
    }
  }
  return { buf, w, h, rows, rowH };
}

/** Stone slabs: kind = quartz | marble | soapstone | travertine | slate | granite */
export const STONES = {
  quartz: { base: '#efebe4', vein: '#b9b2a8', speck: '#d7d1c7', veins: 0.35, speckAmt: 0.35, soft: 1 },
  marble: { base: '#f1eee9', vein: '#9d9893', speck: '#e0dcd6', veins: 0.6, speckAmt: 0.1, soft: 1 },
  soapstone: { base: '#4a4d4e', vein: '#7c8080', speck: '#3c3f40', veins: 0.45, speckAmt: 0.2, soft: 1 },
  travertine: { base: '#d9c8ab', vein: '#b89f7c', speck: '#c9b593', veins: 0.25, speckAmt: 0.6, soft: 0 },
  slate: { base: '#55595a', vein: '#3f4344', speck: '#666a6a', veins: 0.1, speckAmt: 0.3, soft: 0 },
  granite: { base: '#8a8580', vein: '#5a5652', speck: '#2e2b29', veins: 0.05, speckAmt: 1, soft: 0 },
  limestone: { base: '#d8cfbf', vein: '#bfb39f', speck: '#c9bfad', veins: 0.15, speckAmt: 0.5, soft: 0 },
};

export function stoneSheet(kind, { w = 1600, h = 1000, seed = 1 } = {}) {
  const st = STONES[kind];
  const N = makeNoise(seed * 13 + 5);
  const N2 = makeNoise(seed * 19 + 2);
  const b = hex(st.base);
  const vn = hex(st.vein);
  const sk = hex(st.speck);
  const buf = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const cloud = N.fbm(x * 0.0025, y * 0.0025, 4);
      const field = (x * 0.8 + y * 0.6) * 0.0016 + N.fbm(x * 0.0011 + 10, y * 0.0011, 4) * 2.2;
      const d = Math.abs(Math.sin(field * Math.PI));
      const mask = 0.35 + 0.65 * smooth(-0.25, 0.25, N2.fbm(x * 0.002, y * 0.002, 2));
      const softV = (1 - smooth(0.0, 0.4, d)) * 0.35;
      const sharpV = (1 - smooth(0.0, 0.02 + 0.025 * mask, d)) * 0.6 * mask;
      const vein = (softV + sharpV) * st.veins;
      const field2 = (x * -0.5 + y * 0.85) * 0.003 + N2.fbm(x * 0.002 + 5, y * 0.002, 4) * 1.6;
      const hair = (1 - smooth(0, 0.025, Math.abs(Math.sin(field2 * Math.PI)))) * st.veins * 0.3 * (1 - mask * 0.5);
      const sp = N2.noise(x * 0.35, y * 0.35);
      const speck = smooth(0.25, 0.45, sp) * st.speckAmt;
      const grain = N.noise(x * 0.12, y * 0.12) * 0.06;
      const idx = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) {
        let v = b[c] * (1 + cloud * 0.12 + grain);
        v = v + (sk[c] - v) * speck;
        v = v + (vn[c] - v) * clamp(vein + hair);
        buf[idx + c] = clamp(v, 0, 255);
      }
    }
  }
  return { buf, w, h };
}

/** Generic mottled surface (plaster, concrete, paint, shingle granules, linen). */
export function surfaceSheet({ w = 800, h = 800, seed = 1, color = '#e9e1d3', amp = 0.05, fine = 0.04, scale = 0.004, speck = 0 }) {
  const N = makeNoise(seed * 7 + 1);
  const c0 = hex(color);
  const buf = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const m = N.fbm(x * scale, y * scale, 4) * amp * 2 + N.noise(x * 0.2, y * 0.2) * fine;
      let s = 0;
      if (speck) s = (N.noise(x * 0.6 + 31, y * 0.6) > 0.3 ? -speck : 0) + (N.noise(x * 0.55, y * 0.55 + 17) > 0.33 ? speck * 0.8 : 0);
      const idx = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) buf[idx + c] = clamp(c0[c] * (1 + m + s), 0, 255);
    }
  }
  return { buf, w, h };
}

export async function toDataUri({ buf, w, h }, quality = 88) {
  const jpg = await sharp(buf, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpg.toString('base64')}`;
}
