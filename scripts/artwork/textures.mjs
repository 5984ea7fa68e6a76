// @ts-check
/**
 * Procedural raster textures (wood stock, stone, shingle granules, plaster, grain),
 * computed in plain JS into RGB buffers and handed to SVG as embedded JPEG data URIs.
 */
import sharp from 'sharp';
import { makeNoise } from './noise.mjs';
import { makeRng } from './rng.mjs';

/**
 * An RGB raster: `width * height * 3` bytes, row-major.
 * @typedef {{ pixels: Buffer, width: number, height: number }} Raster
 */
/**
 * A stack of wood boards in one raster: `rows` boards, each `rowHeight` pixels tall.
 * @typedef {Raster & { rows: number, rowHeight: number }} WoodStockRaster
 */
/** @typedef {[red: number, green: number, blue: number]} Rgb */
/**
 * @typedef {object} WoodStockOptions
 * @property {number} [width] board length in pixels (grain runs along x)
 * @property {number} [rows] number of boards
 * @property {number} [rowHeight] height of one board in pixels
 * @property {number} [seed]
 */
/**
 * @typedef {object} StoneSheetOptions
 * @property {number} [width]
 * @property {number} [height]
 * @property {number} [seed]
 */
/**
 * @typedef {object} SurfaceSheetOptions
 * @property {number} [width]
 * @property {number} [height]
 * @property {number} [seed]
 * @property {string} [color] base colour (hex)
 * @property {number} [amplitude] strength of the broad mottling
 * @property {number} [fineAmplitude] strength of the fine grain
 * @property {number} [scale] frequency of the broad mottling
 * @property {number} [speck] strength of dark and light specks (0 = none)
 */

/** @type {(value: number, min?: number, max?: number) => number} */
const clamp = (value, min = 0, max = 1) => (value < min ? min : value > max ? max : value);
/** @type {(edge0: number, edge1: number, x: number) => number} */
const smoothstep = (edge0, edge1, x) => {
  const ratio = clamp((x - edge0) / (edge1 - edge0));
  return ratio * ratio * (3 - 2 * ratio);
};
/**
 * @param {string} color `#rrggbb`
 * @returns {Rgb}
 */
export function hexToRgb(color) {
  const packed = parseInt(color.slice(1), 16);
  return [(packed >> 16) & 255, (packed >> 8) & 255, packed & 255];
}

/**
 * Wood species: early/late wood colours and grain character.
 * @typedef {object} Species
 * @property {string} base earlywood colour
 * @property {string} late latewood (ring) colour
 * @property {string} light highlight colour
 * @property {number} ring ring spacing in pixels at a 150px board
 * @property {number} contrast strength of the rings
 * @property {number} pores strength of the pore dashes
 * @property {number} fleck strength of ray flecks on rift boards (quartersawn oak)
 * @property {number} tone how much each board's brightness varies
 */
/** @satisfies {Record<string, Species>} */
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
/** @typedef {keyof typeof SPECIES} WoodSpecies */

/**
 * A "stock" sheet: `rows` boards stacked vertically, each `rowHeight` tall and `width` long, grain along x.
 * Each board has its own pith position, so some read flat-sawn (cathedrals) and some rift.
 * @param {WoodSpecies} speciesName
 * @param {WoodStockOptions} [options]
 * @returns {WoodStockRaster}
 */
export function woodStock(speciesName, { width = 2400, rows = 6, rowHeight = 150, seed = 1 } = {}) {
  const species = SPECIES[speciesName];
  const height = rows * rowHeight;
  const primaryNoise = makeNoise(seed * 31 + 7);
  const secondaryNoise = makeNoise(seed * 57 + 3);
  const rng = makeRng(seed * 131 + 11);
  const baseRgb = hexToRgb(species.base);
  const lateRgb = hexToRgb(species.late);
  const lightRgb = hexToRgb(species.light);
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < rows; row++) {
    const flatSawn = rng.chance(0.7);
    const pithY = rowHeight * rng.range(0.2, 0.8);
    const pithDepth = flatSawn ? rowHeight * rng.range(0.2, 0.9) : rowHeight * rng.range(3, 8);
    const slope = (rng.chance(0.5) ? 1 : -1) * rng.range(0.006, 0.022) * (flatSawn ? 1 : 0.3) * (rowHeight / 150);
    const grainOffset = rng.range(0, 500);
    const ringSpacing = species.ring * rng.range(0.7, 1.35) * (rowHeight / 150);
    const tone = (rng.next() - 0.5) * 2 * species.tone;
    const warpAmplitude = rowHeight * rng.range(0.05, 0.14);
    for (let rowY = 0; rowY < rowHeight; rowY++) {
      const y = row * rowHeight + rowY;
      for (let x = 0; x < width; x++) {
        const grainX = x + grainOffset;
        const warp = primaryNoise.fbm(grainX * 0.0011, y * 0.006, 3) * warpAmplitude * 3 + secondaryNoise.noise(grainX * 0.004, y * 0.03) * warpAmplitude * 0.4;
        const depthAtX = pithDepth + slope * x + primaryNoise.noise(grainX * 0.0007 + 40, row * 3.1) * rowHeight * 0.5;
        const offsetY = rowY - pithY + warp;
        const ringDistance = Math.sqrt(offsetY * offsetY + depthAtX * depthAtX);
        const ringPhase = (ringDistance / ringSpacing) % 1;
        // latewood band of roughly constant pixel width: thin crisp lines where rings are
        // sparse (cathedral tips), broader where they are dense
        const ringCompression = Math.sqrt((offsetY * offsetY + depthAtX * depthAtX * slope * slope * 1e2) / (ringDistance * ringDistance + 1e-6)) + 0.02;
        const latewoodFraction = clamp((2.6 * ringCompression) / ringSpacing, 0.05, 0.45);
        let ringValue = smoothstep(1 - latewoodFraction * 1.7, 1 - latewoodFraction * 0.25, ringPhase) * (1 - smoothstep(0.975, 1, ringPhase)) + 0.18 * ringPhase;
        ringValue *= species.contrast * (0.75 + 0.5 * secondaryNoise.noise(grainX * 0.002, y * 0.05));
        // fine fibres
        const fibres = secondaryNoise.noise(grainX * 0.006, y * 0.45) * 0.6 + secondaryNoise.noise(grainX * 0.03, y * 1.3) * 0.35 + primaryNoise.noise(grainX * 0.1, y * 2.7) * 0.2;
        // pores: short dark dashes
        let pore = 0;
        if (species.pores > 0) {
          const poreNoise = primaryNoise.noise(grainX * 0.09 + 100, y * 1.7);
          pore = smoothstep(0.28, 0.45, poreNoise) * species.pores;
        }
        // ray flecks (quartersawn oak)
        let fleck = 0;
        if (species.fleck > 0 && !flatSawn) {
          const fleckNoise = secondaryNoise.noise(grainX * 0.012 + 50, y * 0.11);
          fleck = smoothstep(0.3, 0.42, fleckNoise) * species.fleck;
        }
        const lowTone = primaryNoise.fbm(grainX * 0.0008 + 300, y * 0.004, 2) * 0.35 + tone;
        let lightness = 0.5 + lowTone + fibres * 0.35;
        lightness = clamp(lightness);
        const pixelOffset = (y * width + x) * 3;
        for (let channel = 0; channel < 3; channel++) {
          const base = /** @type {number} */ (baseRgb[channel]);
          const light = /** @type {number} */ (lightRgb[channel]);
          const late = /** @type {number} */ (lateRgb[channel]);
          let value = base + (light - base) * (lightness - 0.5) * 2;
          value = value + (late - value) * clamp(ringValue + pore * 0.6);
          value = value + (light - value) * fleck * 0.7;
          pixels[pixelOffset + channel] = clamp(value, 0, 255);
        }
      }
    }
  }
  return { pixels, width, height, rows, rowHeight };
}

/**
 * Stone slabs: base colour, veining and specks.
 * @typedef {object} Stone
 * @property {string} base
 * @property {string} vein
 * @property {string} speck
 * @property {number} veins strength of the veining
 * @property {number} speckAmount strength of the specks
 * @property {number} soft 1 for soft clouded stone (unused by the generator)
 */
/** @satisfies {Record<string, Stone>} */
export const STONES = {
  quartz: { base: '#efebe4', vein: '#b9b2a8', speck: '#d7d1c7', veins: 0.35, speckAmount: 0.35, soft: 1 },
  marble: { base: '#f1eee9', vein: '#9d9893', speck: '#e0dcd6', veins: 0.6, speckAmount: 0.1, soft: 1 },
  soapstone: { base: '#4a4d4e', vein: '#7c8080', speck: '#3c3f40', veins: 0.45, speckAmount: 0.2, soft: 1 },
  travertine: { base: '#d9c8ab', vein: '#b89f7c', speck: '#c9b593', veins: 0.25, speckAmount: 0.6, soft: 0 },
  slate: { base: '#55595a', vein: '#3f4344', speck: '#666a6a', veins: 0.1, speckAmount: 0.3, soft: 0 },
  granite: { base: '#8a8580', vein: '#5a5652', speck: '#2e2b29', veins: 0.05, speckAmount: 1, soft: 0 },
  limestone: { base: '#d8cfbf', vein: '#bfb39f', speck: '#c9bfad', veins: 0.15, speckAmount: 0.5, soft: 0 },
};
/** @typedef {keyof typeof STONES} StoneKind */

/**
 * @param {StoneKind} kind
 * @param {StoneSheetOptions} [options]
 * @returns {Raster}
 */
export function stoneSheet(kind, { width = 1600, height = 1000, seed = 1 } = {}) {
  const stone = STONES[kind];
  const primaryNoise = makeNoise(seed * 13 + 5);
  const secondaryNoise = makeNoise(seed * 19 + 2);
  const baseRgb = hexToRgb(stone.base);
  const veinRgb = hexToRgb(stone.vein);
  const speckRgb = hexToRgb(stone.speck);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cloud = primaryNoise.fbm(x * 0.0025, y * 0.0025, 4);
      const field = (x * 0.8 + y * 0.6) * 0.0016 + primaryNoise.fbm(x * 0.0011 + 10, y * 0.0011, 4) * 2.2;
      const veinDistance = Math.abs(Math.sin(field * Math.PI));
      const mask = 0.35 + 0.65 * smoothstep(-0.25, 0.25, secondaryNoise.fbm(x * 0.002, y * 0.002, 2));
      const softVein = (1 - smoothstep(0.0, 0.4, veinDistance)) * 0.35;
      const sharpVein = (1 - smoothstep(0.0, 0.02 + 0.025 * mask, veinDistance)) * 0.6 * mask;
      const vein = (softVein + sharpVein) * stone.veins;
      const hairField = (x * -0.5 + y * 0.85) * 0.003 + secondaryNoise.fbm(x * 0.002 + 5, y * 0.002, 4) * 1.6;
      const hair = (1 - smoothstep(0, 0.025, Math.abs(Math.sin(hairField * Math.PI)))) * stone.veins * 0.3 * (1 - mask * 0.5);
      const speckNoise = secondaryNoise.noise(x * 0.35, y * 0.35);
      const speck = smoothstep(0.25, 0.45, speckNoise) * stone.speckAmount;
      const grain = primaryNoise.noise(x * 0.12, y * 0.12) * 0.06;
      const pixelOffset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        let value = /** @type {number} */ (baseRgb[channel]) * (1 + cloud * 0.12 + grain);
        value = value + (/** @type {number} */ (speckRgb[channel]) - value) * speck;
        value = value + (/** @type {number} */ (veinRgb[channel]) - value) * clamp(vein + hair);
        pixels[pixelOffset + channel] = clamp(value, 0, 255);
      }
    }
  }
  return { pixels, width, height };
}

/**
 * Generic mottled surface (plaster, concrete, paint, shingle granules, linen).
 * @param {SurfaceSheetOptions} options
 * @returns {Raster}
 */
export function surfaceSheet({ width = 800, height = 800, seed = 1, color = '#e9e1d3', amplitude = 0.05, fineAmplitude = 0.04, scale = 0.004, speck = 0 }) {
  const noise = makeNoise(seed * 7 + 1);
  const baseRgb = hexToRgb(color);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mottle = noise.fbm(x * scale, y * scale, 4) * amplitude * 2 + noise.noise(x * 0.2, y * 0.2) * fineAmplitude;
      let speckle = 0;
      if (speck) speckle = (noise.noise(x * 0.6 + 31, y * 0.6) > 0.3 ? -speck : 0) + (noise.noise(x * 0.55, y * 0.55 + 17) > 0.33 ? speck * 0.8 : 0);
      const pixelOffset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) pixels[pixelOffset + channel] = clamp(/** @type {number} */ (baseRgb[channel]) * (1 + mottle + speckle), 0, 255);
    }
  }
  return { pixels, width, height };
}

/**
 * Encode a raster as a JPEG data URI (mozjpeg).
 * @param {Raster} raster
 * @param {number} [quality]
 * @returns {Promise<string>}
 */
export async function toDataUri({ pixels, width, height }, quality = 88) {
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
