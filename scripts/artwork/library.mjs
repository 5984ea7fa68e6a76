// @ts-check
/** Builds the shared texture library once per run (deterministic seeds). */
import sharp from 'sharp';
import { woodStock, stoneSheet, surfaceSheet, toDataUri } from './textures.mjs';

/**
 * @import { Raster, WoodSpecies, StoneKind, WoodStockOptions, StoneSheetOptions, SurfaceSheetOptions } from './textures.mjs'
 */

/** @typedef {'plaster' | 'granule' | 'linen'} SurfaceName */
/**
 * Stones and surfaces; 'grain' is a film-grain overlay that Scene.finish uses when the library has
 * one (none is built at present).
 * @typedef {StoneKind | SurfaceName | 'grain'} ImageTextureName
 */
/** @typedef {WoodSpecies | ImageTextureName} TextureName */

/**
 * One texture to build: its name in the library, its kind, and the generator's arguments.
 * @typedef {{ name: WoodSpecies, kind: 'wood', args: [WoodSpecies, WoodStockOptions] }
 *   | { name: StoneKind, kind: 'stone', args: [StoneKind, StoneSheetOptions] }
 *   | { name: SurfaceName, kind: 'surface', args: [SurfaceSheetOptions] }} TextureJob
 */
/**
 * A wood species: one JPEG data URI per board (row) of its stock, plus half-size copies.
 * @typedef {object} WoodTexture
 * @property {WoodSpecies} name
 * @property {'wood'} kind
 * @property {number} width board length in pixels
 * @property {number} height height of the whole stock
 * @property {number} rows number of boards
 * @property {number} rowHeight height of one board
 * @property {string[]} rowUris one data URI per board
 * @property {string[]} smallUris the same boards at half size
 */
/**
 * A stone or surface sheet as one JPEG data URI.
 * @typedef {object} ImageTexture
 * @property {ImageTextureName} name
 * @property {'stone' | 'surface'} kind
 * @property {number} width
 * @property {number} height
 * @property {string} uri
 */
/** @typedef {WoodTexture | ImageTexture} Texture */
/** Every texture built, by name. */
/** @typedef {Partial<Record<TextureName, Texture>>} TextureLibrary */

/**
 * @param {Raster} raster
 * @returns {Promise<Raster>}
 */
async function halveRaster({ pixels, width, height }) {
  const halved = await sharp(pixels, { raw: { width, height, channels: 3 } }).resize(width >> 1, height >> 1).raw().toBuffer();
  return { pixels: halved, width: width >> 1, height: height >> 1 };
}

/** @type {WoodSpecies[]} */
const WOOD_SPECIES = ['whiteOak', 'walnut', 'cherry', 'maple', 'cedar', 'ipe', 'greyComposite', 'reclaimed', 'pine'];
/** @type {StoneKind[]} */
const STONE_KINDS = ['quartz', 'marble', 'soapstone', 'travertine', 'slate', 'limestone'];

/** @returns {TextureJob[]} */
export function textureJobs() {
  /** @type {TextureJob[]} */
  const jobs = [];
  WOOD_SPECIES.forEach((name, i) => jobs.push({ name, kind: 'wood', args: [name, { width: 2048, rows: 8, rowHeight: 150, seed: 11 + i * 7 }] }));
  STONE_KINDS.forEach((name, i) => jobs.push({ name, kind: 'stone', args: [name, { width: 1200, height: 800, seed: 5 + i * 3 }] }));
  jobs.push({ name: 'plaster', kind: 'surface', args: [{ width: 512, height: 512, seed: 3, color: '#808080', amplitude: 0.22, fineAmplitude: 0.08, scale: 0.006 }] });
  jobs.push({ name: 'granule', kind: 'surface', args: [{ width: 400, height: 400, seed: 9, color: '#808080', amplitude: 0.1, fineAmplitude: 0.25, scale: 0.03, speck: 0.35 }] });
  jobs.push({ name: 'linen', kind: 'surface', args: [{ width: 400, height: 400, seed: 21, color: '#808080', amplitude: 0.06, fineAmplitude: 0.3, scale: 0.01 }] });
  return jobs;
}

/**
 * @param {TextureJob} job
 * @returns {Promise<Texture>}
 */
export async function buildTexture(job) {
  if (job.kind === 'wood') {
    // slice the stock into one image per board (librsvg decodes an image on every use, so
    // small per-board images keep rendering fast); plus half-size copies for thin boards
    const stock = woodStock(...job.args);
    const rowUris = [];
    const smallUris = [];
    const rowBytes = stock.width * stock.rowHeight * 3;
    for (let row = 0; row < stock.rows; row++) {
      const slice = { pixels: stock.pixels.subarray(row * rowBytes, (row + 1) * rowBytes), width: stock.width, height: stock.rowHeight };
      rowUris.push(await toDataUri(slice, 84));
      smallUris.push(await toDataUri(await halveRaster(slice), 84));
    }
    return { name: job.name, kind: 'wood', width: stock.width, height: stock.height, rows: stock.rows, rowHeight: stock.rowHeight, rowUris, smallUris };
  }
  const raster = job.kind === 'stone' ? stoneSheet(...job.args) : surfaceSheet(...job.args);
  const uri = await toDataUri(raster, job.kind === 'surface' ? 80 : 86);
  return { name: job.name, kind: job.kind, width: raster.width, height: raster.height, uri };
}

/**
 * Build every texture (on this thread unless another runner is given).
 * @param {(job: TextureJob) => Promise<Texture>} [runner]
 * @returns {Promise<TextureLibrary>}
 */
export async function buildLibrary(runner = buildTexture) {
  const jobs = textureJobs();
  const textures = await Promise.all(jobs.map((job) => runner(job)));
  /** @type {TextureLibrary} */
  const library = {};
  for (const texture of textures) library[texture.name] = texture;
  return library;
}
