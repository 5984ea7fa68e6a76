// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { elevationBase, shade, artwork, sconce } from '../components.mjs';

/**
 * @import { Scene, GradientStop } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 */
/** @typedef {'fillet' | 'cove' | 'ovolo' | 'ogee' | 'bead' | 'flat' | 'undercut'} BandType */
/**
 * A moulding profile seen in elevation: bands from top to bottom, each a share of the height.
 * @typedef {[fraction: number, type: BandType][]} Profile
 */
/** @typedef {'crown' | 'base' | 'casing' | 'chair'} SectionKind */
/**
 * @typedef {object} CrownOptions
 * @property {string} [wall] wall colour
 * @property {string} [trim] moulding colour
 * @property {WoodSpecies} [floor] floor species (when the floor shows)
 * @property {boolean} [showFloor]
 * @property {string} [ceiling] ceiling colour
 * @property {number} [crownHeight] crown height as a fraction of the height
 * @property {boolean} [dentils] false: no dentil row
 * @property {boolean} [samples] false: a framed picture instead of the moulding cross-sections
 * @property {[kind: SectionKind, species: WoodSpecies, width: number, height: number][]} [sections] the cross-sections
 * @property {boolean} [sconce] a wall sconce in the middle
 */

/**
 * Band shading for a moulding seen in elevation.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {BandType} type
 * @param {string} color
 */
function band(scene, x, y, width, height, type, color) {
  const stops = /** @satisfies {Record<BandType, GradientStop[]>} */ ({
    fillet: [[0, '#fff', 0.35], [1, '#fff', 0.15]],
    cove: [[0, '#000', 0.45], [0.5, '#000', 0.15], [1, '#fff', 0.3]],
    ovolo: [[0, '#fff', 0.45], [0.5, '#fff', 0.05], [1, '#000', 0.35]],
    ogee: [[0, '#fff', 0.4], [0.35, '#000', 0.05], [0.55, '#000', 0.35], [1, '#fff', 0.3]],
    bead: [[0, '#fff', 0.5], [0.5, '#fff', 0], [1, '#000', 0.45]],
    flat: [[0, '#000', 0.05], [1, '#000', 0.12]],
    undercut: [[0, '#000', 0.55], [1, '#000', 0.2]],
  })[type];
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${color}"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient(stops)}"/>`;
}
/** @type {Profile} */
export const CROWN = [[0.06, 'fillet'], [0.16, 'cove'], [0.05, 'fillet'], [0.1, 'bead'], [0.05, 'undercut'], [0.26, 'ogee'], [0.06, 'fillet'], [0.14, 'cove'], [0.04, 'bead'], [0.08, 'flat']];

/**
 * Run a profile horizontally from x to x + width with total height `height`.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Profile} profile
 * @param {string} color
 * @param {{ dentils?: boolean }} [options] dentils: a row of dentil blocks
 * @returns {string}
 */
export function moulding(scene, x, y, width, height, profile, color, options = {}) {
  let out = scene.shadow(x, y + height - height * 0.2, width, height * 0.5, { blur: height * 0.25, opacity: 0.45 });
  let bandY = y;
  const totalFraction = profile.reduce((sum, part) => sum + part[0], 0);
  for (const [fraction, type] of profile) {
    const bandHeight = (fraction / totalFraction) * height;
    out += band(scene, x, bandY, width, bandHeight + 0.5, type, color);
    bandY += bandHeight;
  }
  if (options.dentils) {
    const dentilY = y + height * 0.58;
    const dentilSize = height * 0.12;
    for (let dentilX = x; dentilX < x + width; dentilX += dentilSize * 1.1) out += `<rect x="${fmt(dentilX)}" y="${fmt(dentilY)}" width="${fmt(dentilSize * 0.6)}" height="${fmt(dentilSize)}" fill="${shade(color, 0.03)}"/><rect x="${fmt(dentilX + dentilSize * 0.6)}" y="${fmt(dentilY)}" width="${fmt(dentilSize * 0.5)}" height="${fmt(dentilSize)}" fill="#000" opacity="0.25"/>`;
  }
  out += scene.textureRect(x, y, width, height, 'plaster', { blend: 'soft-light', opacity: 0.3 });
  return out;
}

/** Moulding cross-sections (end view) for the material-study row, in a unit square. */
/** @type {Record<SectionKind, string>} */
const SECTIONS = {
  crown: 'M0,1L0,0.86L0.74,0.08L0.74,0L1,0L1,0.1C0.9,0.12 0.86,0.2 0.84,0.28C0.8,0.4 0.7,0.42 0.62,0.48C0.52,0.56 0.5,0.66 0.4,0.74C0.3,0.82 0.22,0.84 0.14,0.86L0.14,1Z',
  base: 'M0,1L0,0L0.1,0C0.2,0 0.22,0.04 0.22,0.08C0.22,0.12 0.3,0.12 0.3,0.18L0.3,1Z',
  casing: 'M0,1L0,0L0.3,0C0.36,0.02 0.36,0.08 0.42,0.1C0.6,0.16 0.8,0.3 1,0.9L1,1Z',
  chair: 'M0,1L0,0L0.2,0C0.35,0.05 0.4,0.2 0.35,0.35C0.55,0.45 0.55,0.7 0.3,0.8L0.3,1Z',
};
/**
 * A moulding cross-section in wood.
 * @param {Scene} scene
 * @param {SectionKind} kind
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {WoodSpecies} species
 */
function section(scene, kind, x, y, width, height, species) {
  const profilePath = SECTIONS[kind];
  const transform = `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(width)} ${fmt(height)})`;
  const clipId = scene.uniqueId('sc');
  scene.define(`<clipPath id="${clipId}"><path d="${profilePath}" transform="${transform}"/></clipPath>`);
  let out = `<path d="${profilePath}" transform="translate(${fmt(x + width * 0.06)} ${fmt(y + height * 0.05)}) scale(${fmt(width)} ${fmt(height)})" fill="#000" opacity="0.3"/>`;
  out += `<g clip-path="url(#${clipId})">${scene.woodVertical(x, y, width, height, { species, shade: false, tone: 0 })}<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/></g>`;
  out += `<path d="${profilePath}" transform="${transform}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(1.5 / width)}"/>`;
  return out;
}

/**
 * Crown moulding: ceiling corner with a large crown run, panel moulding and a row of profile samples.
 * @param {Scene} scene
 * @param {CrownOptions} [options]
 */
export function crown(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const wall = options.wall || COLORS.sage;
  const trim = options.trim || COLORS.warmWhite;
  const floorTop = elevationBase(scene, { wall, species: options.floor || 'whiteOak', floor: options.showFloor ?? false, floorTop: options.showFloor ? height * 0.88 : height * 1.2, baseboard: false });
  void floorTop;
  scene.add(scene.paint(0, 0, width, height * 0.1, options.ceiling || '#f2ede3', { textureAmount: 0.3 }));
  scene.add(`<rect x="0" y="0" width="${width}" height="${fmt(height * 0.1)}" fill="${scene.linearGradient([[0, '#000', 0.12], [1, '#000', 0]])}"/>`);
  const crownHeight = height * (options.crownHeight ?? 0.2);
  scene.add(moulding(scene, -10, height * 0.1, width + 20, crownHeight, CROWN, trim, { dentils: options.dentils ?? true }));
  scene.add(`<rect x="0" y="${fmt(height * 0.1 + crownHeight)}" width="${width}" height="${fmt(40 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
  // frieze board below
  scene.add(scene.shadow(-10, height * 0.1 + crownHeight, width + 20, 26 * unit, { blur: 16 * unit, opacity: 0.35 }));
  // picture frame panels
  const panelY = height * 0.1 + crownHeight + 70 * unit;
  const panelHeight = height * 0.42;
  const panelWidth = options.samples === false ? width * 0.26 : width * 0.22;
  const panelXs = options.samples === false ? [width * 0.08, width * 0.37, width * 0.66] : [width * 0.05, width * 0.31];
  for (const panelX of panelXs) {
    const mouldingWidth = 16 * unit;
    scene.add(`<rect x="${fmt(panelX)}" y="${fmt(panelY)}" width="${fmt(panelWidth)}" height="${fmt(panelHeight)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${fmt(mouldingWidth)}" transform="translate(${fmt(4 * unit)} ${fmt(6 * unit)})"/>`);
    scene.add(`<rect x="${fmt(panelX)}" y="${fmt(panelY)}" width="${fmt(panelWidth)}" height="${fmt(panelHeight)}" fill="none" stroke="${shade(wall, 0.06)}" stroke-width="${fmt(mouldingWidth)}"/>`);
    scene.add(scene.bevel(panelX - mouldingWidth / 2, panelY - mouldingWidth / 2, panelWidth + mouldingWidth, panelHeight + mouldingWidth, { size: mouldingWidth * 0.45, light: 0.3, dark: 0.25 }));
    scene.add(scene.bevel(panelX + mouldingWidth / 2, panelY + mouldingWidth / 2, panelWidth - mouldingWidth, panelHeight - mouldingWidth, { size: mouldingWidth * 0.4, light: 0.25, dark: 0.3, inset: true }));
  }
  // chair rail
  const railY = panelY + panelHeight + 60 * unit;
  scene.add(moulding(scene, -10, railY, width + 20, 40 * unit, [[0.2, 'fillet'], [0.5, 'ovolo'], [0.3, 'cove']], shade(wall, 0.08)));
  if (options.samples !== false) {
    // the profile study: cross-sections of mouldings in four species
    const sectionList = options.sections || [['base', 'cherry', 80, 270], ['crown', 'walnut', 190, 190], ['chair', 'maple', 70, 120], ['casing', 'whiteOak', 150, 62]];
    const totalWidth = sectionList.reduce((sum, part) => sum + part[2] * 1.1 * unit, 0) + (sectionList.length - 1) * 40 * unit;
    let sectionX = width * 0.765 - totalWidth / 2;
    for (const [kind, species, sectionWidth, sectionHeight] of sectionList) {
      const scaledWidth = sectionWidth * 1.1 * unit;
      const scaledHeight = sectionHeight * 1.1 * unit;
      scene.add(section(scene, kind, sectionX, railY - scaledHeight - 2 * unit, scaledWidth, scaledHeight, species));
      sectionX += scaledWidth + 40 * unit;
    }
  }
  if (options.samples === false) {
    const artWidth = panelWidth * 0.55;
    const artHeight = panelHeight * 0.6;
    scene.add(artwork(scene, width * 0.37 + panelWidth / 2 - artWidth / 2, panelY + panelHeight / 2 - artHeight / 2, artWidth, artHeight, { frameWood: 'walnut', style: 'arch', palette: [COLORS.sand, COLORS.sage, COLORS.cream, COLORS.terracotta, '#e6dccb'] }));
  }
  if (options.sconce) scene.add(sconce(scene, width * 0.5, height * 0.45, 1.2 * unit));
  scene.add(scene.finish({ lightX: 0.2, lightY: 0.2, warmth: 0.2, vignette: 0.45 }));
}
