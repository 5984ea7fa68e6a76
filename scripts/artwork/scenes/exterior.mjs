// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { landscape, windowUnit, shade, glow, bricks, ledgestone, metalGradient, plant } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { ImageTextureName } from '../library.mjs'
 * @import { Metal, TimeOfDay } from '../components.mjs'
 */

/** @typedef {[width: number, height: number]} StepSize */
/** @typedef {'lap' | 'bb' | 'shake'} SidingStyle lap siding, board and batten, or cedar shakes */
/**
 * @typedef {object} SidingFieldOptions
 * @property {SidingStyle} [style] default lap
 * @property {string} [color] paint colour (shakes show the wood)
 * @property {number} [exposure] course height of lap siding and shakes
 * @property {number} [boardWidth] board and batten: board width
 * @property {WoodSpecies} [species] shakes: the wood (default cedar)
 */
/**
 * Siding field.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {SidingFieldOptions} [options]
 * @returns {string}
 */
export function sidingField(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const style = options.style || 'lap';
  const color = options.color || '#8f9d80';
  const exposure = options.exposure || 34;
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${color}"/>`;
  if (style === 'lap') {
    const shading = scene.linearGradient([[0, '#000', 0.38], [0.12, '#000', 0.1], [0.2, '#fff', 0.1], [0.85, '#fff', 0.0], [1, '#000', 0.08]]);
    for (let courseY = y + height; courseY > y - exposure; courseY -= exposure) out += `<rect x="${fmt(x)}" y="${fmt(courseY - exposure)}" width="${fmt(width)}" height="${fmt(exposure)}" fill="${shading}"/>`;
    // butt joints
    for (let courseY = y + height, row = 0; courseY > y - exposure; courseY -= exposure, row++) {
      let jointX = x + rng.range(-300, 0);
      while (jointX < x + width) {
        jointX += rng.range(260, 520);
        out += `<rect x="${fmt(jointX)}" y="${fmt(courseY - exposure)}" width="1.5" height="${fmt(exposure)}" fill="#000" opacity="0.25"/>`;
      }
    }
  } else if (style === 'bb') {
    const boardWidth = options.boardWidth || 90;
    for (let battenX = x - rng.range(0, boardWidth); battenX < x + width; battenX += boardWidth) {
      out += `<rect x="${fmt(battenX + boardWidth * 0.4)}" y="${fmt(y)}" width="${fmt(boardWidth * 0.2)}" height="${fmt(height)}" fill="#000" opacity="0.25" transform="translate(4 0)"/>`;
      out += `<rect x="${fmt(battenX + boardWidth * 0.4)}" y="${fmt(y)}" width="${fmt(boardWidth * 0.2)}" height="${fmt(height)}" fill="${shade(color, 0.04)}"/>`;
      out += `<rect x="${fmt(battenX + boardWidth * 0.4)}" y="${fmt(y)}" width="${fmt(boardWidth * 0.2)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.3, '#fff', 0.05], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
    }
  } else if (style === 'shake') {
    const courseHeight = exposure;
    for (let courseY = y - courseHeight, row = 0; courseY < y + height + courseHeight; courseY += courseHeight, row++) {
      let shakeX = x - rng.range(0, 60);
      while (shakeX < x + width) {
        const shakeWidth = rng.range(0.6, 1.6) * courseHeight;
        out += scene.woodVertical(shakeX, courseY + rng.range(0, courseHeight * 0.08), shakeWidth - 2, courseHeight * 1.9, { species: options.species || 'cedar', shade: false, tone: (rng.next() - 0.5) * 0.45 });
        out += `<rect x="${fmt(shakeX)}" y="${fmt(courseY)}" width="${fmt(shakeWidth - 2)}" height="${fmt(courseHeight * 1.9)}" fill="${scene.linearGradient([[0, '#000', 0.05], [0.45, '#000', 0.05], [0.5, '#000', 0.35], [0.55, '#000', 0.05], [1, '#000', 0.0]])}"/>`;
        shakeX += shakeWidth;
      }
    }
  }
  out += scene.textureRect(x, y, width, height, 'plaster', { blend: 'soft-light', opacity: 0.5 });
  out += '</g>';
  return out;
}

/**
 * @typedef {object} ShinglesOptions
 * @property {string} [color] base colour
 * @property {string} [clip] clip-path url (default the rect)
 * @property {number} [courseHeight] course height at the bottom
 * @property {number} [perspective] 0..0.6: how much courses shrink toward the top
 * @property {number[]} [tones] shade offsets picked at random per tab
 * @property {number} [granuleScale] scale of the granule texture
 */
/**
 * Architectural shingle field.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {ShinglesOptions} [options]
 * @returns {string}
 */
export function shingles(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const baseColor = options.color || '#4a4b4d';
  const clip = options.clip || scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${shade(baseColor, -0.35)}"/>`;
  let courseY = y + height;
  let courseHeight = options.courseHeight || 36;
  const perspective = options.perspective || 0;
  const tones = options.tones || [0, -0.05, 0.04, -0.09, 0.07];
  const courseShadow = scene.linearGradient([[0, '#000', 0.7], [0.12, '#000', 0.25], [0.4, '#000', 0], [1, '#fff', 0.08]]);
  while (courseY > y - courseHeight) {
    let tabX = x - rng.range(0, courseHeight * 2);
    while (tabX < x + width) {
      const tabWidth = rng.range(0.8, 2.4) * courseHeight;
      const color = shade(baseColor, rng.pick(tones) + (rng.next() - 0.5) * 0.05);
      const drop = rng.chance(0.5) ? courseHeight * rng.range(0.1, 0.25) : 0;
      out += `<rect x="${fmt(tabX)}" y="${fmt(courseY - courseHeight * 1.3)}" width="${fmt(tabWidth - 1)}" height="${fmt(courseHeight * 1.3 - drop)}" fill="${color}"/>`;
      tabX += tabWidth;
    }
    out += `<rect x="${fmt(x)}" y="${fmt(courseY - courseHeight * 1.3)}" width="${fmt(width)}" height="${fmt(courseHeight * 1.3)}" fill="${courseShadow}"/>`;
    courseY -= courseHeight;
    courseHeight *= 1 - perspective * 0.04;
    if (courseHeight < 6) break;
  }
  out += scene.textureRect(x, y, width, height, 'granule', { blend: 'soft-light', opacity: 0.6, scale: options.granuleScale || 0.6 });
  out += '</g>';
  return out;
}

/**
 * @typedef {object} ShrubOptions
 * @property {string[]} [colors] leaf colours
 * @property {number} [clusterCount] clusters of three blobs each (default 9)
 * @property {number} [heightScale] height factor (default 1)
 * @property {string[]} [flowers] flower colours, if in bloom
 */
/**
 * Rounded shrub cluster sitting on y.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y
 * @param {number} width
 * @param {ShrubOptions} [options]
 * @returns {string}
 */
export function shrub(scene, cx, y, width, options = {}) {
  const rng = scene.rng;
  const colors = options.colors || ['#3f5a43', '#4d6b4f', '#36503b', '#5b7a58'];
  let out = scene.softEllipse(cx, y, width * 0.6, width * 0.08, 0.45);
  const blobCount = (options.clusterCount || 9) * 3;
  /** @type {[x: number, y: number, radius: number][]} */
  const blobs = [];
  for (let i = 0; i < blobCount; i++) {
    const progress = i / blobCount;
    const radius = width * rng.range(0.08, 0.15);
    const blobX = cx + (rng.next() - 0.5) * width * 0.8 * (1 - progress * 0.4);
    const blobY = y - radius * 0.6 - progress * width * 0.35 * (options.heightScale || 1) - rng.next() * width * 0.08;
    blobs.push([blobX, blobY, radius]);
    const color = rng.pick(colors);
    out += `<circle cx="${fmt(blobX)}" cy="${fmt(blobY)}" r="${fmt(radius)}" fill="${color}"/><circle cx="${fmt(blobX)}" cy="${fmt(blobY)}" r="${fmt(radius)}" fill="${scene.radialGradient([[0, '#fff', 0.14], [0.6, '#fff', 0], [1, '#000', 0.3]], { cx: 0.35, cy: 0.3, r: 0.8 })}"/>`;
  }
  // leafy texture over the whole shrub
  const clip = scene.clipShapes(blobs.map(([blobX, blobY, radius]) => `<circle cx="${fmt(blobX)}" cy="${fmt(blobY)}" r="${fmt(radius)}"/>`).join(''));
  const boundsX = cx - width * 0.6;
  const boundsY = y - width * 0.7 * (options.heightScale || 1) - width * 0.2;
  out += scene.textureRect(boundsX, boundsY, width * 1.2, y - boundsY + 4, 'granule', { blend: 'overlay', opacity: 1, clip, scale: 0.9 });
  if (options.flowers) {
    for (let i = 0; i < blobCount * 3; i++) {
      out += `<circle cx="${fmt(cx + (rng.next() - 0.5) * width * 0.8)}" cy="${fmt(y - rng.next() * width * 0.45)}" r="${fmt(width * 0.018)}" fill="${rng.pick(options.flowers)}"/>`;
    }
  }
  return out;
}

/**
 * Deciduous tree (layered blobs) for backgrounds.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the ground
 * @param {number} height
 * @param {{ colors?: string[], trunk?: string }} [options] leaf colours, trunk colour
 * @returns {string}
 */
export function tree(scene, cx, y, height, options = {}) {
  const rng = scene.rng;
  let out = `<path d="M${fmt(cx - height * 0.03)},${fmt(y)}L${fmt(cx - height * 0.015)},${fmt(y - height * 0.5)}L${fmt(cx + height * 0.015)},${fmt(y - height * 0.5)}L${fmt(cx + height * 0.03)},${fmt(y)}Z" fill="${options.trunk || '#4a3b2c'}"/>`;
  const colors = options.colors || ['#4d6b4f', '#5b7a58', '#3f5a43', '#6b8560'];
  for (let i = 0; i < 12; i++) {
    const radius = height * rng.range(0.13, 0.22);
    const blobX = cx + (rng.next() - 0.5) * height * 0.55;
    const blobY = y - height * 0.55 - (rng.next() - 0.3) * height * 0.4;
    out += `<circle cx="${fmt(blobX)}" cy="${fmt(blobY)}" r="${fmt(radius)}" fill="${rng.pick(colors)}"/><circle cx="${fmt(blobX)}" cy="${fmt(blobY)}" r="${fmt(radius)}" fill="${scene.radialGradient([[0, '#fff', 0.15], [1, '#000', 0.25]], { cx: 0.35, cy: 0.3, r: 0.8 })}"/>`;
  }
  return out;
}

/** @typedef {'warm'} Interior lit from inside (else the glass reflects the sky) */
/**
 * @typedef {object} ExteriorWindowOptions
 * @property {string} [trim] trim colour
 * @property {number} [trimWidth] trim width
 * @property {string} [frameColor] sash colour (default the trim colour)
 * @property {number} [frameWidth] sash width
 * @property {number} [cols] panes across, per sash
 * @property {number} [rows] panes down, per sash
 * @property {boolean} [doubleHung] false: one sash
 * @property {string} [shutters] shutter colour, if any
 * @property {Interior} [interior]
 */
/**
 * Exterior window: trim, sashes, glass with reflection or warm interior.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {ExteriorWindowOptions} [options]
 * @returns {string}
 */
export function exteriorWindow(scene, x, y, width, height, options = {}) {
  const trimColor = options.trim || COLORS.warmWhite;
  const trimWidth = options.trimWidth ?? width * 0.1;
  let out = scene.shadow(x - trimWidth + 5, y - trimWidth + 8, width + 2 * trimWidth, height + 2 * trimWidth, { blur: 8, opacity: 0.35 });
  out += scene.paint(x - trimWidth, y - trimWidth * 1.4, width + 2 * trimWidth, height + trimWidth * 2.4, trimColor, { textureAmount: 0.2 });
  out += scene.bevel(x - trimWidth, y - trimWidth * 1.4, width + 2 * trimWidth, height + trimWidth * 2.4, { size: 2 });
  // head cap and sill
  out += scene.paint(x - trimWidth * 1.3, y - trimWidth * 1.6, width + trimWidth * 2.6, trimWidth * 0.35, trimColor, { textureAmount: 0.2 });
  out += `<rect x="${fmt(x - trimWidth * 1.3)}" y="${fmt(y - trimWidth * 1.25)}" width="${fmt(width + trimWidth * 2.6)}" height="${fmt(trimWidth * 0.25)}" fill="#000" opacity="0.2"/>`;
  out += scene.paint(x - trimWidth * 1.25, y + height + trimWidth * 0.7, width + trimWidth * 2.5, trimWidth * 0.4, trimColor, { textureAmount: 0.2 });
  out += `<rect x="${fmt(x - trimWidth * 1.25)}" y="${fmt(y + height + trimWidth * 1.1)}" width="${fmt(width + trimWidth * 2.5)}" height="${fmt(trimWidth * 0.3)}" fill="#000" opacity="0.25"/>`;
  out += glass(scene, x, y, width, height, options);
  const frameWidth = options.frameWidth ?? Math.max(5, width * 0.05);
  const frameColor = options.frameColor || trimColor;
  const cols = options.cols ?? 2;
  const rows = options.rows ?? 2;
  /** @type {[x: number, y: number, width: number, height: number][]} */
  const bars = [[x, y, width, frameWidth], [x, y + height - frameWidth, width, frameWidth], [x, y, frameWidth, height], [x + width - frameWidth, y, frameWidth, height]];
  if (options.doubleHung !== false) bars.push([x, y + height / 2 - frameWidth * 0.6, width, frameWidth * 1.2]);
  const muntinWidth = Math.max(2, frameWidth * 0.45);
  /** @type {[y: number, height: number][]} */
  const sashes = options.doubleHung !== false ? [[y, height / 2], [y + height / 2, height / 2]] : [[y, height]];
  for (const [sashY, sashHeight] of sashes) {
    for (let column = 1; column < cols; column++) bars.push([x + (width * column) / cols - muntinWidth / 2, sashY, muntinWidth, sashHeight]);
    for (let row = 1; row < rows; row++) bars.push([x, sashY + (sashHeight * row) / rows - muntinWidth / 2, width, muntinWidth]);
  }
  for (const [barX, barY, barWidth, barHeight] of bars) out += `<rect x="${fmt(barX + 1.5)}" y="${fmt(barY + 2)}" width="${fmt(barWidth)}" height="${fmt(barHeight)}" fill="#000" opacity="0.25"/>`;
  for (const [barX, barY, barWidth, barHeight] of bars) out += `<rect x="${fmt(barX)}" y="${fmt(barY)}" width="${fmt(barWidth)}" height="${fmt(barHeight)}" fill="${frameColor}"/>`;
  if (options.shutters) {
    for (const shutterX of [x - trimWidth - width * 0.5 - 8, x + width + trimWidth + 8]) {
      out += scene.shadow(shutterX + 4, y - trimWidth + 6, width * 0.5, height + 2 * trimWidth, { blur: 6, opacity: 0.35 });
      out += scene.paint(shutterX, y - trimWidth, width * 0.5, height + 2 * trimWidth, options.shutters, { textureAmount: 0.3 });
      const slatCount = Math.floor((height + 2 * trimWidth) / 14);
      for (let k = 1; k < slatCount; k++) out += `<rect x="${fmt(shutterX + 6)}" y="${fmt(y - trimWidth + k * 14)}" width="${fmt(width * 0.5 - 12)}" height="3" fill="#000" opacity="0.22"/>`;
      out += scene.bevel(shutterX, y - trimWidth, width * 0.5, height + 2 * trimWidth, { size: 2 });
    }
  }
  return out;
}
/**
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {{ interior?: Interior }} options
 */
function glass(scene, x, y, width, height, options) {
  let out = '';
  if (options.interior === 'warm') {
    out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#7a5a3c'], [0.6, '#d9a768'], [1, '#f2cf92']])}"/>`;
    out += glow(scene, x + width / 2, y + height * 0.3, width * 0.6, '#fff0c8', 0.5);
  } else {
    out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#8ea4ad'], [0.5, '#5f7479'], [1, '#3b4a4c']])}"/>`;
    out += `<path d="M${fmt(x)},${fmt(y)}h${fmt(width * 0.35)}l${fmt(-width * 0.35)},${fmt(height * 0.6)}Z" fill="#fff" opacity="0.12"/>`;
    out += `<path d="M${fmt(x + width * 0.55)},${fmt(y)}h${fmt(width * 0.15)}l${fmt(-width * 0.5)},${fmt(height * 0.9)}v${fmt(-height * 0.25)}Z" fill="#fff" opacity="0.08"/>`;
  }
  return out;
}

/**
 * @typedef {object} SidingOptions
 * @property {SidingStyle} [style] default lap
 * @property {string} [color] siding colour
 * @property {number} [exposure] course height
 * @property {WoodSpecies} [species] shakes: the wood
 * @property {string} [trim] trim colour
 * @property {boolean} [corner] false: no corner board
 * @property {string} [shutters] shutter colour, if any
 * @property {Interior} [interior]
 * @property {boolean} [flowerBox] false: no window box
 */
/**
 * Siding close-up: wall of siding with a trimmed window and corner board.
 * @param {Scene} scene
 * @param {SidingOptions} [options]
 */
export function siding(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const style = options.style || 'lap';
  scene.add(sidingField(scene, 0, 0, width, height, { style, color: options.color || '#8f9d80', exposure: (options.exposure || (style === 'shake' ? 72 : 44)) * unit, boardWidth: 110 * unit, species: options.species }));
  // corner board
  if (options.corner !== false) {
    scene.add(scene.shadow(width * 0.08 + 6, 0, 80 * unit, height, { blur: 8 * unit, opacity: 0.35 }));
    scene.add(scene.paint(width * 0.08, 0, 80 * unit, height, options.trim || COLORS.warmWhite, { textureAmount: 0.25 }));
    scene.add(scene.bevel(width * 0.08, 0, 80 * unit, height, { size: 3 }));
    scene.add(`<rect x="0" y="0" width="${fmt(width * 0.08)}" height="${height}" fill="${scene.linearGradient([[0, '#000', 0.5], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  }
  const windowWidth = width * 0.24;
  const windowHeight = windowWidth * 1.45;
  scene.add(exteriorWindow(scene, width * 0.55 - windowWidth / 2, height * 0.14, windowWidth, windowHeight, { cols: 2, rows: 2, trim: options.trim || COLORS.warmWhite, shutters: options.shutters, interior: options.interior, trimWidth: 26 * unit }));
  // window box planter
  if (options.flowerBox !== false) {
    const boxX = width * 0.55 - windowWidth / 2 - 20 * unit;
    const boxY = height * 0.14 + windowHeight + 50 * unit;
    for (let k = 0; k < 3; k++) scene.add(shrub(scene, boxX + (windowWidth + 40 * unit) * (0.2 + k * 0.3), boxY + 6 * unit, (windowWidth + 40 * unit) * 0.36, { clusterCount: 4, heightScale: 0.5, flowers: ['#f3efe8', '#e8b4a0', '#d98a6b'] }));
    scene.add(scene.shadow(boxX + 6, boxY + 8, windowWidth + 40 * unit, 70 * unit, { blur: 8, opacity: 0.35 }));
    scene.add(scene.woodHorizontal(boxX, boxY, windowWidth + 40 * unit, 70 * unit, { species: 'cedar', maxBoardHeight: 80 }));
  }
  // eave shadow across the top
  scene.add(`<rect x="0" y="0" width="${width}" height="${fmt(height * 0.12)}" fill="${scene.linearGradient([[0, '#000', 0.55], [1, '#000', 0]])}"/>`);
  // dappled leaf shadow
  scene.add(`<rect width="${width}" height="${height}" fill="${scene.linearGradient([[0, '#fff2d6', 0.2], [0.5, '#fff2d6', 0], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  // foundation + shrubs
  const foundationY = height * 0.9;
  scene.add(scene.textureRect(0, foundationY, width, height - foundationY, 'limestone', { scale: 1 }));
  scene.add(`<rect x="0" y="${fmt(foundationY)}" width="${width}" height="${fmt(10 * unit)}" fill="#000" opacity="0.3"/>`);
  scene.add(shrub(scene, width * 0.25, height + 30 * unit, 360 * unit, { clusterCount: 12 }));
  scene.add(shrub(scene, width * 0.88, height + 30 * unit, 300 * unit, { clusterCount: 10 }));
  scene.add(scene.finish({ lightX: 0.1, lightY: 0.1, warmth: 0.25, vignette: 0.4 }));
}

/**
 * @typedef {object} RoofingOptions
 * @property {TimeOfDay} [time]
 * @property {string} [color] shingle colour
 * @property {number} [chimneyX] as a fraction of the width
 * @property {boolean} [dormer] false: no dormer
 * @property {number} [dormerX] as a fraction of the width
 * @property {string} [siding] siding colour (dormer and wall)
 * @property {string} [wallColor] the wall below the eave
 * @property {Interior} [interior] the dormer window
 */
/**
 * Roof: shingled plane with chimney and dormer under a sky.
 * @param {Scene} scene
 * @param {RoofingOptions} [options]
 */
export function roofing(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  scene.add(landscape(scene, 0, 0, width, height * 0.8, { time: options.time || 'day', sun: [0.8, 0.25], seed: 11, lawn: false }));
  void rng;
  const ridgeY = height * 0.2;
  const eaveY = height * 0.78;
  const roofPath = `M${fmt(-20)},${fmt(eaveY)}L${fmt(width * 0.1)},${fmt(ridgeY)}L${fmt(width * 0.9)},${fmt(ridgeY)}L${fmt(width + 20)},${fmt(eaveY)}Z`;
  const clip = scene.clipPath(roofPath);
  scene.add(scene.shadowPath(roofPath, { blur: 16 * unit, opacity: 0.35, transform: `translate(0 ${fmt(14 * unit)})` }));
  scene.add(shingles(scene, -20, ridgeY, width + 40, eaveY - ridgeY, { color: options.color || '#4b4c4e', courseHeight: 40 * unit, perspective: 0.35, clip }));
  scene.add(`<path d="${roofPath}" fill="${scene.linearGradient([[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // ridge cap
  scene.add(`<rect x="${fmt(width * 0.1 - 6)}" y="${fmt(ridgeY - 12 * unit)}" width="${fmt(width * 0.8 + 12)}" height="${fmt(16 * unit)}" fill="${shade(options.color || '#4b4c4e', -0.2)}"/>`);
  for (let x = width * 0.1; x < width * 0.9; x += 30 * unit) scene.add(`<rect x="${fmt(x)}" y="${fmt(ridgeY - 12 * unit)}" width="1.5" height="${fmt(16 * unit)}" fill="#000" opacity="0.35"/>`);
  // chimney
  const chimneyX = width * (options.chimneyX ?? 0.7);
  const chimneyWidth = 150 * unit;
  const chimneyTop = ridgeY - 150 * unit;
  const chimneyBottom = ridgeY + 150 * unit;
  scene.add(scene.shadow(chimneyX + 20 * unit, chimneyTop, chimneyWidth, chimneyBottom - chimneyTop, { blur: 14 * unit, opacity: 0.4 }));
  scene.add(bricks(scene, chimneyX, chimneyTop, chimneyWidth, chimneyBottom - chimneyTop, { brickWidth: 40 * unit, brickHeight: 14 * unit, mortarWidth: 3 * unit }));
  scene.add(`<rect x="${fmt(chimneyX)}" y="${fmt(chimneyTop)}" width="${fmt(chimneyWidth)}" height="${fmt(chimneyBottom - chimneyTop)}" fill="${scene.linearGradient([[0, '#fff', 0.1], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  scene.add(`<rect x="${fmt(chimneyX - 12 * unit)}" y="${fmt(chimneyTop - 16 * unit)}" width="${fmt(chimneyWidth + 24 * unit)}" height="${fmt(18 * unit)}" fill="${scene.linearGradient([[0, '#c98a5a'], [0.5, '#e0a878'], [1, '#8a5a34']])}"/>`);
  scene.add(`<path d="M${fmt(chimneyX - 10 * unit)},${fmt(chimneyBottom)}h${fmt(chimneyWidth + 20 * unit)}v${fmt(-24 * unit)}h${fmt(-chimneyWidth - 20 * unit)}Z" fill="${scene.linearGradient([[0, '#c98a5a'], [1, '#8a5a34']])}"/>`);
  // dormer
  if (options.dormer !== false) {
    const dormerX = width * (options.dormerX ?? 0.32);
    const dormerWidth = 300 * unit;
    const dormerTop = ridgeY + 60 * unit;
    const dormerBottom = eaveY - 120 * unit;
    const dormerRoof = `M${fmt(dormerX - dormerWidth / 2 - 30 * unit)},${fmt(dormerTop + 90 * unit)}L${fmt(dormerX)},${fmt(dormerTop - 30 * unit)}L${fmt(dormerX + dormerWidth / 2 + 30 * unit)},${fmt(dormerTop + 90 * unit)}Z`;
    scene.add(scene.shadow(dormerX - dormerWidth / 2 + 14 * unit, dormerTop + 60 * unit, dormerWidth, dormerBottom - dormerTop - 40 * unit, { blur: 14 * unit, opacity: 0.45 }));
    scene.add(sidingField(scene, dormerX - dormerWidth / 2, dormerTop + 60 * unit, dormerWidth, dormerBottom - dormerTop - 60 * unit, { color: options.siding || '#e9e2d4', exposure: 22 * unit }));
    scene.add(exteriorWindow(scene, dormerX - dormerWidth * 0.28, dormerTop + 110 * unit, dormerWidth * 0.56, dormerBottom - dormerTop - 170 * unit, { cols: 2, rows: 2, trimWidth: 18 * unit, interior: options.interior }));
    scene.add(shingles(scene, dormerX - dormerWidth / 2 - 40 * unit, dormerTop - 40 * unit, dormerWidth + 80 * unit, 140 * unit, { color: options.color || '#4b4c4e', courseHeight: 22 * unit, clip: scene.clipPath(dormerRoof) }));
    scene.add(`<path d="M${fmt(dormerX - dormerWidth / 2 - 30 * unit)},${fmt(dormerTop + 90 * unit)}L${fmt(dormerX)},${fmt(dormerTop - 30 * unit)}L${fmt(dormerX + dormerWidth / 2 + 30 * unit)},${fmt(dormerTop + 90 * unit)}" stroke="${COLORS.warmWhite}" stroke-width="${fmt(12 * unit)}" fill="none"/>`);
  }
  // gutter and fascia
  scene.add(`<rect x="0" y="${fmt(eaveY - 4 * unit)}" width="${width}" height="${fmt(30 * unit)}" fill="${COLORS.warmWhite}"/>`);
  scene.add(`<rect x="0" y="${fmt(eaveY - 4 * unit)}" width="${width}" height="${fmt(30 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.4], [0.4, '#fff', 0], [1, '#000', 0.25]])}"/>`);
  scene.add(`<rect x="0" y="${fmt(eaveY + 26 * unit)}" width="${width}" height="${fmt(height - eaveY)}" fill="${options.wallColor || '#d9d0bf'}"/>`);
  scene.add(sidingField(scene, 0, eaveY + 26 * unit, width, height - eaveY, { color: options.siding || '#e9e2d4', exposure: 30 * unit }));
  scene.add(`<rect x="0" y="${fmt(eaveY + 26 * unit)}" width="${width}" height="${fmt(60 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.5], [1, '#000', 0]])}"/>`);
  scene.add(scene.finish({ lightX: 0.8, lightY: 0.2, warmth: 0.2, vignette: 0.4 }));
}

/**
 * @typedef {object} DoorSlabOptions
 * @property {'sixPanel' | 'shaker' | 'glass' | 'plank'} [style] default sixPanel
 * @property {string} [color] paint colour
 * @property {WoodSpecies} [wood] a stained wood door instead of a painted one
 * @property {Metal} [metal] the handle set
 * @property {'left' | 'right'} [hinge] hinge side (the handle is on the other)
 * @property {number} [unit] scale of the handle set (scene height / 1067)
 */
/**
 * Panelled front door slab.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {DoorSlabOptions} [options]
 * @returns {string}
 */
export function doorSlab(scene, x, y, width, height, options = {}) {
  const unit = options.unit || 1;
  const color = options.color || COLORS.forest;
  const wood = options.wood;
  let out = '';
  /** @type {(faceX: number, faceY: number, faceWidth: number, faceHeight: number, direction?: 'h' | 'v') => string} */
  const drawFace = (faceX, faceY, faceWidth, faceHeight, direction = 'v') => (wood ? (direction === 'v' ? scene.woodVertical(faceX, faceY, faceWidth, faceHeight, { species: wood, shade: false }) : scene.woodHorizontal(faceX, faceY, faceWidth, faceHeight, { species: wood, shade: false })) : scene.paint(faceX, faceY, faceWidth, faceHeight, color, { textureAmount: 0.3 }));
  const style = options.style || 'sixPanel';
  if (style === 'plank') {
    const plankCount = 5;
    for (let i = 0; i < plankCount; i++) out += drawFace(x + (i * width) / plankCount, y, width / plankCount, height, 'v') + `<rect x="${fmt(x + (i * width) / plankCount)}" y="${fmt(y)}" width="2" height="${fmt(height)}" fill="#000" opacity="0.35"/>`;
    out += `<rect x="${fmt(x + width * 0.2)}" y="${fmt(y + height * 0.12)}" width="${fmt(width * 0.6)}" height="${fmt(height * 0.22)}" fill="#2a2c2d"/>`;
    out += `<rect x="${fmt(x + width * 0.2)}" y="${fmt(y + height * 0.12)}" width="${fmt(width * 0.6)}" height="${fmt(height * 0.22)}" fill="${scene.linearGradient([[0, '#fff', 0.3], [0.5, '#fff', 0.05], [1, '#fff', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  } else {
    out += drawFace(x, y, width, height, 'v');
    /** @type {[x: number, y: number, width: number, height: number][]} */
    const panels = [];
    const margin = width * 0.12;
    if (style === 'sixPanel') {
      const panelWidth = (width - 3 * margin) / 2;
      const rowHeights = [height * 0.16, height * 0.36, height * 0.28];
      let panelY = y + margin;
      for (const panelHeight of rowHeights) {
        panels.push([x + margin, panelY, panelWidth, panelHeight], [x + 2 * margin + panelWidth, panelY, panelWidth, panelHeight]);
        panelY += panelHeight + margin * 0.8;
      }
    } else if (style === 'shaker') {
      panels.push([x + margin, y + margin, width - 2 * margin, height * 0.5 - margin * 1.5], [x + margin, y + height * 0.5 + margin * 0.5, width - 2 * margin, height * 0.5 - margin * 1.5]);
    } else if (style === 'glass') {
      panels.push([x + margin, y + height * 0.62, width - 2 * margin, height * 0.38 - margin]);
    }
    for (const [panelX, panelY, panelWidth, panelHeight] of panels) {
      out += scene.bevel(panelX, panelY, panelWidth, panelHeight, { size: Math.max(3, width * 0.025), inset: true, dark: 0.38, light: 0.25 });
      out += scene.bevel(panelX + width * 0.03, panelY + width * 0.03, panelWidth - width * 0.06, panelHeight - width * 0.06, { size: 2, light: 0.25, dark: 0.25 });
    }
    if (style === 'glass') {
      const glassX = x + margin;
      const glassY = y + margin;
      const glassWidth = width - 2 * margin;
      const glassHeight = height * 0.55 - margin;
      out += `<rect x="${fmt(glassX)}" y="${fmt(glassY)}" width="${fmt(glassWidth)}" height="${fmt(glassHeight)}" fill="${scene.linearGradient([[0, '#e0c48e'], [1, '#9a7448']])}"/>`;
      out += glow(scene, glassX + glassWidth / 2, glassY + glassHeight * 0.4, glassWidth * 0.8, '#fff2d0', 0.4);
      for (let column = 1; column < 3; column++) out += `<rect x="${fmt(glassX + (glassWidth * column) / 3 - 3)}" y="${fmt(glassY)}" width="6" height="${fmt(glassHeight)}" fill="${color}"/>`;
      for (let row = 1; row < 3; row++) out += `<rect x="${fmt(glassX)}" y="${fmt(glassY + (glassHeight * row) / 3 - 3)}" width="${fmt(glassWidth)}" height="6" fill="${color}"/>`;
      out += scene.bevel(glassX, glassY, glassWidth, glassHeight, { size: 4, inset: true, dark: 0.4, light: 0.2 });
    }
  }
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  // handle set
  const handleX = options.hinge === 'right' ? x + width * 0.1 : x + width * 0.88;
  const handleY = y + height * 0.52;
  const gradient = metalGradient(scene, options.metal || 'brass', false);
  out += `<rect x="${fmt(handleX - 10 * unit)}" y="${fmt(handleY - 70 * unit)}" width="${fmt(20 * unit)}" height="${fmt(120 * unit)}" rx="${fmt(10 * unit)}" fill="#000" opacity="0.3" transform="translate(${fmt(4 * unit)} ${fmt(6 * unit)})"/>`;
  out += `<rect x="${fmt(handleX - 10 * unit)}" y="${fmt(handleY - 70 * unit)}" width="${fmt(20 * unit)}" height="${fmt(120 * unit)}" rx="${fmt(10 * unit)}" fill="${gradient}"/>`;
  out += `<circle cx="${fmt(handleX)}" cy="${fmt(handleY - 90 * unit)}" r="${fmt(10 * unit)}" fill="${gradient}"/>`;
  return out;
}

/**
 * @typedef {object} EntryOptions
 * @property {'brick' | 'stone' | SidingStyle} [wall] the facade (default lap siding)
 * @property {string} [paintedBrick] paint colour of a brick facade
 * @property {string} [sidingColor]
 * @property {DoorSlabOptions['style']} [doorStyle]
 * @property {string} [doorColor]
 * @property {WoodSpecies} [doorWood] a stained wood door
 * @property {Metal} [metal]
 * @property {boolean} [pediment] a pediment over the surround
 * @property {boolean} [sidelights] false: no sidelights
 * @property {boolean} [transom] false: no transom
 * @property {string} [trim] trim colour
 * @property {ImageTextureName} [stepStone] the steps (default limestone)
 * @property {string} [planter] planter colour
 */
/**
 * Front entry: door with sidelights, transom, trim, sconces, steps and planters.
 * @param {Scene} scene
 * @param {EntryOptions} [options]
 */
export function entry(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  const wallStyle = options.wall || 'lap';
  if (wallStyle === 'brick') scene.add(bricks(scene, 0, 0, width, height, { brickWidth: 66 * unit, brickHeight: 22 * unit, mortarWidth: 4 * unit, paintColor: options.paintedBrick }));
  else if (wallStyle === 'stone') scene.add(ledgestone(scene, 0, 0, width, height, { minCourseHeight: 24 * unit, maxCourseHeight: 50 * unit }));
  else scene.add(sidingField(scene, 0, 0, width, height, { style: wallStyle, color: options.sidingColor || '#e7e0d2', exposure: 38 * unit, boardWidth: 120 * unit }));
  const centerX = width / 2;
  const doorWidth = width * 0.2;
  const doorHeight = height * (options.pediment ? 0.5 : 0.56);
  const groundY = height * 0.8;
  const doorY = groundY - doorHeight;
  const sidelightWidth = options.sidelights === false ? 0 : doorWidth * 0.36;
  const transomHeight = options.transom === false ? 0 : doorHeight * 0.16;
  const trimWidth = 40 * unit;
  const openingX = centerX - doorWidth / 2 - sidelightWidth - trimWidth;
  const openingWidth = doorWidth + 2 * sidelightWidth + 2 * trimWidth;
  const openingY = doorY - transomHeight - trimWidth;
  // surround
  scene.add(scene.shadow(openingX + 10 * unit, openingY + 10 * unit, openingWidth, groundY - openingY, { blur: 20 * unit, opacity: 0.45 }));
  scene.add(scene.paint(openingX, openingY, openingWidth, groundY - openingY, options.trim || COLORS.warmWhite, { textureAmount: 0.25 }));
  scene.add(scene.bevel(openingX, openingY, openingWidth, groundY - openingY, { size: 4 * unit }));
  // entablature / pediment
  if (options.pediment) {
    const pedimentPath = `M${fmt(openingX - 40 * unit)},${fmt(openingY)}L${fmt(centerX)},${fmt(openingY - 150 * unit)}L${fmt(openingX + openingWidth + 40 * unit)},${fmt(openingY)}Z`;
    scene.add(scene.shadowPath(pedimentPath, { blur: 10 * unit, opacity: 0.35, transform: `translate(6 10)` }));
    scene.add(`<path d="${pedimentPath}" fill="${options.trim || COLORS.warmWhite}"/><path d="${pedimentPath}" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.15]])}"/>`);
    const innerPedimentPath = `M${fmt(openingX + 10 * unit)},${fmt(openingY - 14 * unit)}L${fmt(centerX)},${fmt(openingY - 120 * unit)}L${fmt(openingX + openingWidth - 10 * unit)},${fmt(openingY - 14 * unit)}Z`;
    scene.add(`<path d="${innerPedimentPath}" fill="#000" opacity="0.08"/>`);
  } else {
    scene.add(scene.shadow(openingX - 30 * unit, openingY - 40 * unit, openingWidth + 60 * unit, 44 * unit, { blur: 8 * unit, opacity: 0.35 }));
    scene.add(scene.paint(openingX - 30 * unit, openingY - 44 * unit, openingWidth + 60 * unit, 44 * unit, options.trim || COLORS.warmWhite, { textureAmount: 0.2 }));
    scene.add(scene.bevel(openingX - 30 * unit, openingY - 44 * unit, openingWidth + 60 * unit, 44 * unit, { size: 3 }));
  }
  // opening interior shadow
  scene.add(`<rect x="${fmt(openingX + trimWidth)}" y="${fmt(openingY + trimWidth)}" width="${fmt(openingWidth - 2 * trimWidth)}" height="${fmt(groundY - openingY - trimWidth)}" fill="#1a1714"/>`);
  // transom
  if (transomHeight) {
    const transomX = openingX + trimWidth + 8 * unit;
    const transomY = openingY + trimWidth + 8 * unit;
    const transomWidth = openingWidth - 2 * trimWidth - 16 * unit;
    const transomGlassHeight = transomHeight - 16 * unit;
    scene.add(`<rect x="${fmt(transomX)}" y="${fmt(transomY)}" width="${fmt(transomWidth)}" height="${fmt(transomGlassHeight)}" fill="${scene.linearGradient([[0, '#5b6a6e'], [1, '#2e3739']])}"/>`);
    scene.add(`<path d="M${fmt(transomX)},${fmt(transomY)}h${fmt(transomWidth * 0.3)}l${fmt(-transomWidth * 0.1)},${fmt(transomGlassHeight)}h${fmt(-transomWidth * 0.2)}Z" fill="#fff" opacity="0.1"/>`);
    const barCount = 5;
    for (let k = 1; k < barCount; k++) scene.add(`<rect x="${fmt(transomX + (transomWidth * k) / barCount - 3 * unit)}" y="${fmt(transomY)}" width="${fmt(6 * unit)}" height="${fmt(transomGlassHeight)}" fill="${options.trim || COLORS.warmWhite}"/>`);
  }
  // sidelights
  if (sidelightWidth) {
    for (const sidelightX of [centerX - doorWidth / 2 - sidelightWidth, centerX + doorWidth / 2 + 6 * unit]) {
      const paneWidth = sidelightWidth - 6 * unit;
      scene.add(`<rect x="${fmt(sidelightX)}" y="${fmt(doorY)}" width="${fmt(paneWidth)}" height="${fmt(doorHeight)}" fill="${options.trim || COLORS.warmWhite}"/>`);
      const glassX = sidelightX + 10 * unit;
      const glassWidth = paneWidth - 20 * unit;
      const glassHeight = doorHeight * 0.7;
      scene.add(`<rect x="${fmt(glassX)}" y="${fmt(doorY + 14 * unit)}" width="${fmt(glassWidth)}" height="${fmt(glassHeight)}" fill="${scene.linearGradient([[0, '#6f7f83'], [1, '#2f393b']])}"/>`);
      scene.add(`<path d="M${fmt(glassX)},${fmt(doorY + 14 * unit)}h${fmt(glassWidth * 0.6)}l${fmt(-glassWidth * 0.6)},${fmt(glassHeight * 0.4)}Z" fill="#fff" opacity="0.12"/>`);
      for (let k = 1; k < 4; k++) scene.add(`<rect x="${fmt(glassX)}" y="${fmt(doorY + 14 * unit + (glassHeight * k) / 4 - 2 * unit)}" width="${fmt(glassWidth)}" height="${fmt(4 * unit)}" fill="${options.trim || COLORS.warmWhite}"/>`);
      scene.add(scene.bevel(glassX, doorY + 14 * unit + glassHeight + 16 * unit, glassWidth, doorHeight - glassHeight - 44 * unit, { size: 3, inset: true }));
    }
  }
  // door
  scene.add(doorSlab(scene, centerX - doorWidth / 2, doorY, doorWidth, doorHeight, { style: options.doorStyle || 'sixPanel', color: options.doorColor || COLORS.forest, wood: options.doorWood, metal: options.metal || 'brass', unit }));
  // threshold + steps
  /** @type {[StepSize, StepSize, StepSize]} */
  const steps = [[openingWidth + 120 * unit, 40 * unit], [openingWidth + 260 * unit, 44 * unit], [openingWidth + 400 * unit, 48 * unit]];
  let stepY = groundY;
  for (const [stepWidth, stepHeight] of steps) {
    scene.add(scene.shadow(centerX - stepWidth / 2, stepY + 6 * unit, stepWidth, stepHeight, { blur: 8 * unit, opacity: 0.4 }));
    scene.add(scene.textureRect(centerX - stepWidth / 2, stepY, stepWidth, stepHeight, options.stepStone || 'limestone', { scale: 1 }));
    scene.add(`<rect x="${fmt(centerX - stepWidth / 2)}" y="${fmt(stepY)}" width="${fmt(stepWidth)}" height="${fmt(stepHeight)}" fill="${scene.linearGradient([[0, '#fff', 0.35], [0.2, '#fff', 0.05], [1, '#000', 0.3]])}"/>`);
    stepY += stepHeight;
  }
  scene.add(`<rect x="0" y="${fmt(stepY)}" width="${width}" height="${fmt(height - stepY)}" fill="#6b6459"/>`);
  scene.add(scene.textureRect(0, stepY, width, height - stepY, 'limestone', { scale: 1, opacity: 0.7 }));
  scene.add(`<rect x="0" y="${fmt(groundY)}" width="${fmt(centerX - steps[0][0] / 2)}" height="${fmt(stepY - groundY)}" fill="#514a40"/>`);
  scene.add(`<rect x="${fmt(centerX + steps[0][0] / 2)}" y="${fmt(groundY)}" width="${fmt(width)}" height="${fmt(stepY - groundY)}" fill="#514a40"/>`);
  // mat
  scene.add(`<rect x="${fmt(centerX - doorWidth * 0.45)}" y="${fmt(groundY + 6 * unit)}" width="${fmt(doorWidth * 0.9)}" height="${fmt(26 * unit)}" rx="${fmt(4 * unit)}" fill="#7a6a55"/>`);
  // sconces + planters
  scene.add(lantern(scene, openingX - 90 * unit, doorY + doorHeight * 0.1, 1.2 * unit));
  scene.add(lantern(scene, openingX + openingWidth + 60 * unit, doorY + doorHeight * 0.1, 1.2 * unit));
  for (const planterX of [centerX - steps[2][0] / 2 - 120 * unit, centerX + steps[2][0] / 2 + 120 * unit]) {
    const planterWidth = 150 * unit;
    const planterHeight = 170 * unit;
    const planterY = height * 0.97;
    scene.add(shrub(scene, planterX, planterY - planterHeight + 20 * unit, planterWidth * 1.4, { clusterCount: 10, heightScale: 1.4 }));
    scene.add(scene.softEllipse(planterX + 10 * unit, planterY, planterWidth * 0.7, 18 * unit, 0.5));
    scene.add(`<path d="M${fmt(planterX - planterWidth / 2)},${fmt(planterY - planterHeight)}h${fmt(planterWidth)}l${fmt(-planterWidth * 0.1)},${fmt(planterHeight)}h${fmt(-planterWidth * 0.8)}Z" fill="${options.planter || COLORS.charcoal}"/>`);
    scene.add(`<path d="M${fmt(planterX - planterWidth / 2)},${fmt(planterY - planterHeight)}h${fmt(planterWidth)}l${fmt(-planterWidth * 0.1)},${fmt(planterHeight)}h${fmt(-planterWidth * 0.8)}Z" fill="${scene.linearGradient([[0, '#fff', 0.2], [0.4, '#fff', 0], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  }
  void rng;
  scene.add(scene.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.45 }));
}

/**
 * Lit wall lantern.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
function lantern(scene, x, y, scale) {
  let out = glow(scene, x + 30 * scale, y + 70 * scale, 180 * scale, '#ffe0a0', 0.55);
  out += `<rect x="${fmt(x + 20 * scale)}" y="${fmt(y)}" width="${fmt(20 * scale)}" height="${fmt(30 * scale)}" fill="#1c1b1a"/>`;
  out += `<path d="M${fmt(x)},${fmt(y + 30 * scale)}h${fmt(60 * scale)}l${fmt(-8 * scale)},${fmt(14 * scale)}h${fmt(-44 * scale)}Z" fill="#1c1b1a"/>`;
  out += `<rect x="${fmt(x + 8 * scale)}" y="${fmt(y + 44 * scale)}" width="${fmt(44 * scale)}" height="${fmt(70 * scale)}" fill="#ffe6b0"/>`;
  out += `<rect x="${fmt(x + 8 * scale)}" y="${fmt(y + 44 * scale)}" width="${fmt(44 * scale)}" height="${fmt(70 * scale)}" fill="${scene.radialGradient([[0, '#fffbe8', 1], [1, '#f2c375', 0.6]])}"/>`;
  out += `<path d="M${fmt(x + 8 * scale)},${fmt(y + 44 * scale)}h${fmt(44 * scale)}v${fmt(70 * scale)}h${fmt(-44 * scale)}Z M${fmt(x + 30 * scale)},${fmt(y + 44 * scale)}v${fmt(70 * scale)}" stroke="#1c1b1a" stroke-width="${fmt(4 * scale)}" fill="none"/>`;
  out += `<path d="M${fmt(x + 2 * scale)},${fmt(y + 114 * scale)}h${fmt(56 * scale)}l${fmt(-6 * scale)},${fmt(12 * scale)}h${fmt(-44 * scale)}Z" fill="#1c1b1a"/>`;
  return out;
}

/**
 * @typedef {object} WindowsOptions
 * @property {'interior' | 'exterior'} [view] default exterior
 * @property {TimeOfDay} [time] interior view: the view outside
 * @property {string} [wall] interior view: wall colour
 * @property {string} [seat] interior view: window seat colour
 * @property {string} [cushion] interior view: seat cushion colour
 * @property {number} [cols] panes across
 * @property {number} [rows] panes down
 * @property {string} [frameColor] sash colour
 * @property {number} [count] exterior view: how many windows
 * @property {SidingStyle} [style] exterior view: the siding
 * @property {string} [color] exterior view: siding colour
 * @property {WoodSpecies} [species] exterior view: shakes' wood
 * @property {string} [trim] exterior view: trim colour
 * @property {string} [shutters] exterior view: shutter colour, if any
 * @property {Interior} [interior] exterior view: lit from inside
 */
/**
 * Window installation: exterior double-hung pair or interior view with trim.
 * @param {Scene} scene
 * @param {WindowsOptions} [options]
 */
export function windows(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  if (options.view === 'interior') {
    scene.add(scene.paint(0, 0, width, height, options.wall || COLORS.cream, { textureAmount: 0.5 }));
    const windowWidth = width * 0.5;
    const windowHeight = height * 0.62;
    const x = width / 2 - windowWidth / 2;
    const y = height * 0.12;
    scene.add(windowUnit(scene, x, y, windowWidth, windowHeight, { cols: options.cols ?? 3, rows: options.rows ?? 4, time: options.time || 'golden', sun: [0.3, 0.5], casingWidth: 34 * unit, frameWidth: 14 * unit, frameColor: options.frameColor || COLORS.warmWhite }));
    // window seat
    scene.add(scene.shadow(x - 120 * unit, y + windowHeight + 70 * unit, windowWidth + 240 * unit, height, { blur: 14 * unit, opacity: 0.35 }));
    scene.add(scene.paint(x - 120 * unit, y + windowHeight + 80 * unit, windowWidth + 240 * unit, height, options.seat || COLORS.warmWhite, { textureAmount: 0.3 }));
    scene.add(scene.woodHorizontal(x - 140 * unit, y + windowHeight + 56 * unit, windowWidth + 280 * unit, 30 * unit, { species: 'whiteOak' }));
    scene.add(`<rect x="${fmt(x - 60 * unit)}" y="${fmt(y + windowHeight + 10 * unit)}" width="${fmt(windowWidth + 120 * unit)}" height="${fmt(46 * unit)}" rx="${fmt(14 * unit)}" fill="${options.cushion || COLORS.sage}"/>`);
    scene.add(`<rect x="${fmt(x - 60 * unit)}" y="${fmt(y + windowHeight + 10 * unit)}" width="${fmt(windowWidth + 120 * unit)}" height="${fmt(46 * unit)}" rx="${fmt(14 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [1, '#000', 0.25]])}"/>`);
    scene.add(`<rect x="${fmt(x - 20 * unit)}" y="${fmt(y + windowHeight - 70 * unit)}" width="${fmt(110 * unit)}" height="${fmt(90 * unit)}" rx="${fmt(18 * unit)}" fill="${COLORS.terracotta}" transform="rotate(-10 ${fmt(x + 30 * unit)} ${fmt(y + windowHeight)})"/>`);
    scene.add(`<rect x="${fmt(x + 100 * unit)}" y="${fmt(y + windowHeight - 60 * unit)}" width="${fmt(100 * unit)}" height="${fmt(80 * unit)}" rx="${fmt(18 * unit)}" fill="${COLORS.cream}" transform="rotate(6 ${fmt(x + 150 * unit)} ${fmt(y + windowHeight)})"/>`);
    scene.add(plant(scene, x + windowWidth - 30 * unit, y + windowHeight + 12 * unit, 140 * unit, { style: 'trailing', pot: '#e2d9c9' }));
    scene.add(`<rect x="0" y="0" width="${width}" height="${height}" fill="${scene.radialGradient([[0, '#fff3d6', 0.25], [1, '#fff3d6', 0]], { cx: 0.5, cy: 0.4, r: 0.6 })}"/>`);
    scene.add(scene.finish({ lightX: 0.5, lightY: 0.4, warmth: 0.25, vignette: 0.5 }));
    return;
  }
  scene.add(sidingField(scene, 0, 0, width, height, { style: options.style || 'lap', color: options.color || '#e7e0d2', exposure: 36 * unit, boardWidth: 110 * unit, species: options.species }));
  const windowCount = options.count || 2;
  const windowWidth = width * 0.2;
  const windowHeight = windowWidth * 1.6;
  const gap = width * (options.shutters ? 0.26 : 0.1);
  const totalWidth = windowCount * windowWidth + (windowCount - 1) * gap;
  for (let i = 0; i < windowCount; i++) {
    const x = width / 2 - totalWidth / 2 + i * (windowWidth + gap);
    scene.add(exteriorWindow(scene, x, height * 0.16, windowWidth, windowHeight, { cols: options.cols ?? 2, rows: options.rows ?? 3, trim: options.trim || COLORS.warmWhite, frameColor: options.frameColor, shutters: options.shutters, interior: options.interior, trimWidth: 26 * unit }));
  }
  scene.add(`<rect x="0" y="0" width="${width}" height="${fmt(height * 0.1)}" fill="${scene.linearGradient([[0, '#000', 0.5], [1, '#000', 0]])}"/>`);
  scene.add(`<rect width="${width}" height="${height}" fill="${scene.linearGradient([[0, '#fff2d6', 0.2], [0.5, '#fff2d6', 0], [1, '#000', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  scene.add(shrub(scene, width * 0.15, height + 30 * unit, 380 * unit, { clusterCount: 12 }));
  scene.add(shrub(scene, width * 0.5, height + 40 * unit, 340 * unit, { clusterCount: 10, flowers: ['#f3efe8', '#e8b4a0'] }));
  scene.add(shrub(scene, width * 0.86, height + 30 * unit, 380 * unit, { clusterCount: 12 }));
  scene.add(scene.finish({ lightX: 0.15, lightY: 0.1, warmth: 0.25, vignette: 0.4 }));
}

/**
 * @typedef {object} AdditionOptions
 * @property {TimeOfDay} [time] default golden
 * @property {boolean} [framing] the new wing as timber framing in progress
 * @property {boolean} [glow] the window wall lit from inside (always at dusk)
 * @property {SidingStyle} [style] the new wing's siding (default board and batten)
 * @property {string} [additionColor] the new wing's siding colour
 * @property {string} [houseColor] the existing house's siding colour
 * @property {string} [roof] roof colour
 * @property {string} [shutters] the existing house's shutters
 * @property {string} [frameColor] window wall frame colour
 */
/**
 * Home addition: existing house block plus a new gabled wing, or framing in progress.
 * @param {Scene} scene
 * @param {AdditionOptions} [options]
 */
export function addition(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  const time = options.time || 'golden';
  const groundY = height * 0.84;
  scene.add(landscape(scene, 0, 0, width, groundY + 4, { time, sun: [0.85, 0.45], seed: 21, lawn: false }));
  for (let i = 0; i < 6; i++) scene.add(tree(scene, rng.range(-50, width + 50), groundY - 100 * unit, rng.range(260, 420) * unit, { colors: time === 'dusk' ? ['#3a4a3e', '#2f3d33', '#44564a'] : ['#7f947c', '#8fa28b', '#71876e'], trunk: '#5d574c' }));
  scene.add(`<rect x="0" y="${fmt(groundY)}" width="${width}" height="${fmt(height - groundY)}" fill="${time === 'dusk' ? '#3a4a34' : '#6f8a5a'}"/>`);
  scene.add(`<rect x="0" y="${fmt(groundY)}" width="${width}" height="${fmt(height - groundY)}" fill="${scene.linearGradient([[0, '#000', 0.25], [1, '#000', 0]])}"/>`);
  // existing house (left)
  const houseLeft = -40;
  const houseRight = width * 0.5;
  const houseEaveY = height * 0.38;
  const houseRidgeY = height * 0.12;
  scene.add(scene.shadow(houseLeft, houseEaveY, houseRight - houseLeft, groundY - houseEaveY, { blur: 20 * unit, opacity: 0.3 }));
  scene.add(sidingField(scene, houseLeft, houseEaveY, houseRight - houseLeft, groundY - houseEaveY, { style: 'lap', color: options.houseColor || '#e7e0d2', exposure: 24 * unit }));
  const houseRoof = `M${fmt(houseLeft - 30)},${fmt(houseEaveY)}L${fmt(houseLeft + 120 * unit)},${fmt(houseRidgeY)}L${fmt(houseRight - 160 * unit)},${fmt(houseRidgeY)}L${fmt(houseRight + 30 * unit)},${fmt(houseEaveY)}Z`;
  scene.add(shingles(scene, houseLeft - 40, houseRidgeY, houseRight - houseLeft + 100, houseEaveY - houseRidgeY, { color: options.roof || '#4b4c4e', courseHeight: 18 * unit, clip: scene.clipPath(houseRoof) }));
  scene.add(`<rect x="${fmt(houseLeft - 30)}" y="${fmt(houseEaveY - 4 * unit)}" width="${fmt(houseRight - houseLeft + 60 * unit)}" height="${fmt(16 * unit)}" fill="${COLORS.warmWhite}"/>`);
  scene.add(`<rect x="${fmt(houseLeft)}" y="${fmt(houseEaveY + 12 * unit)}" width="${fmt(houseRight - houseLeft)}" height="${fmt(30 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.4], [1, '#000', 0]])}"/>`);
  for (const windowX of [width * 0.06, width * 0.24]) scene.add(exteriorWindow(scene, windowX, houseEaveY + 90 * unit, 120 * unit, 190 * unit, { cols: 2, rows: 2, trimWidth: 14 * unit, shutters: options.shutters || '#34503f', interior: time === 'dusk' ? 'warm' : undefined }));
  // new addition (right) — gable end facing us
  const additionLeft = width * 0.52;
  const additionRight = width * 0.92;
  const additionEaveY = height * 0.34;
  const additionPeakY = height * 0.08;
  const additionCenterX = (additionLeft + additionRight) / 2;
  const gablePath = `M${fmt(additionLeft)},${fmt(groundY)}V${fmt(additionEaveY)}L${fmt(additionCenterX)},${fmt(additionPeakY)}L${fmt(additionRight)},${fmt(additionEaveY)}V${fmt(groundY)}Z`;
  scene.add(scene.shadowPath(gablePath, { blur: 18 * unit, opacity: 0.4, transform: `translate(${fmt(-14 * unit)} 8)` }));
  /** @type {(() => void) | null} */
  let drawWindowWall = null;
  if (options.framing) {
    // timber framing against the sky
    scene.add(`<path d="M${fmt(additionLeft)},${fmt(groundY - 30 * unit)}H${fmt(additionRight)}" stroke="#000" stroke-opacity="0.3" stroke-width="${fmt(20 * unit)}"/>`);
    scene.add(scene.woodHorizontal(additionLeft - 10 * unit, groundY - 40 * unit, additionRight - additionLeft + 20 * unit, 22 * unit, { species: 'pine' }));
    const studWidth = 16 * unit;
    for (let x = additionLeft; x <= additionRight - studWidth + 1; x += (additionRight - additionLeft - studWidth) / 12) {
      const slopeFraction = x + studWidth / 2 < additionCenterX ? (x + studWidth / 2 - additionLeft) / (additionCenterX - additionLeft) : (additionRight - x - studWidth / 2) / (additionRight - additionCenterX);
      const studTop = additionEaveY - (additionEaveY - additionPeakY) * Math.max(0, slopeFraction);
      scene.add(scene.woodVertical(x, studTop + 10 * unit, studWidth, groundY - 40 * unit - studTop - 10 * unit, { species: 'pine' }));
    }
    scene.add(scene.woodHorizontal(additionLeft - 10 * unit, additionEaveY - 10 * unit, additionRight - additionLeft + 20 * unit, 20 * unit, { species: 'pine' }));
    // rafters
    /** @type {(x1: number, y1: number, x2: number, y2: number) => string} */
    const rafter = (x1, y1, x2, y2) => {
      const length = Math.hypot(x2 - x1, y2 - y1);
      const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
      return `<g transform="translate(${fmt(x1)} ${fmt(y1)}) rotate(${fmt(angle)})">${scene.woodHorizontal(0, -12 * unit, length, 24 * unit, { species: 'pine' })}</g>`;
    };
    scene.add(rafter(additionLeft - 40 * unit, additionEaveY + 20 * unit, additionCenterX, additionPeakY));
    scene.add(rafter(additionCenterX, additionPeakY, additionRight + 40 * unit, additionEaveY + 20 * unit));
    // window header and sheathing on part of the wall
    scene.add(scene.woodHorizontal(additionLeft + (additionRight - additionLeft) * 0.3, height * 0.45, (additionRight - additionLeft) * 0.4, 36 * unit, { species: 'pine' }));
    scene.add(`<rect x="${fmt(additionLeft)}" y="${fmt(height * 0.58)}" width="${fmt((additionRight - additionLeft) * 0.22)}" height="${fmt(groundY - 40 * unit - height * 0.58)}" fill="#c8b48e"/>`);
    scene.add(scene.textureRect(additionLeft, height * 0.58, (additionRight - additionLeft) * 0.22, groundY - 40 * unit - height * 0.58, 'granule', { blend: 'overlay', opacity: 0.8 }));
  } else {
    scene.add(`<g clip-path="${scene.clipPath(gablePath)}">${sidingField(scene, additionLeft, additionPeakY, additionRight - additionLeft, groundY - additionPeakY, { style: options.style || 'bb', color: options.additionColor || '#34503f', boardWidth: 70 * unit })}</g>`);
    const rafterLine = `M${fmt(additionLeft - 40 * unit)},${fmt(additionEaveY + 30 * unit)}L${fmt(additionCenterX)},${fmt(additionPeakY - 26 * unit)}L${fmt(additionRight + 40 * unit)},${fmt(additionEaveY + 30 * unit)}`;
    scene.add(`<path d="${rafterLine}" stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(34 * unit)}" fill="none" transform="translate(0 ${fmt(10 * unit)})"/>`);
    scene.add(`<path d="${rafterLine}" stroke="${options.roof || '#3b3c3e'}" stroke-width="${fmt(30 * unit)}" fill="none"/>`);
    scene.add(`<path d="${rafterLine}" stroke="${COLORS.warmWhite}" stroke-width="${fmt(6 * unit)}" fill="none" transform="translate(0 ${fmt(16 * unit)})"/>`);
    // big window wall
    const wallLeft = additionLeft + (additionRight - additionLeft) * 0.14;
    const wallRight = additionRight - (additionRight - additionLeft) * 0.14;
    const wallTop = height * 0.36;
    const wallBottom = groundY - 40 * unit;
    scene.add(scene.shadow(wallLeft + 8 * unit, wallTop + 8 * unit, wallRight - wallLeft, wallBottom - wallTop, { blur: 10 * unit, opacity: 0.4 }));
    const interior = time === 'dusk' || options.glow ? 'warm' : undefined;
    const paneCount = 3;
    const paneWidth = (wallRight - wallLeft) / paneCount;
    const frameColor = options.frameColor || COLORS.black;
    drawWindowWall = () => {
      for (let paneIndex = 0; paneIndex < paneCount; paneIndex++) scene.add(`<g>${glassPanel(scene, wallLeft + paneIndex * paneWidth, wallTop, paneWidth, wallBottom - wallTop, interior)}</g>`);
      for (let paneIndex = 0; paneIndex <= paneCount; paneIndex++) scene.add(`<rect x="${fmt(wallLeft + paneIndex * paneWidth - 5 * unit)}" y="${fmt(wallTop)}" width="${fmt(10 * unit)}" height="${fmt(wallBottom - wallTop)}" fill="${frameColor}"/>`);
      for (const barY of [wallTop, wallTop + (wallBottom - wallTop) * 0.3, wallBottom]) scene.add(`<rect x="${fmt(wallLeft - 5 * unit)}" y="${fmt(barY - 5 * unit)}" width="${fmt(wallRight - wallLeft + 10 * unit)}" height="${fmt(10 * unit)}" fill="${frameColor}"/>`);
    };
    drawWindowWall();
    // gable window
    scene.add(`<path d="M${fmt(additionCenterX - 70 * unit)},${fmt(height * 0.3)}L${fmt(additionCenterX)},${fmt(height * 0.2)}L${fmt(additionCenterX + 70 * unit)},${fmt(height * 0.3)}Z" fill="${interior ? '#e8b878' : '#5f7479'}" stroke="${frameColor}" stroke-width="${fmt(8 * unit)}"/>`);
  }
  // stone base / foundation
  scene.add(`<rect x="${fmt(houseLeft)}" y="${fmt(groundY - 30 * unit)}" width="${fmt(width)}" height="${fmt(34 * unit)}" fill="#8a8376"/>`);
  scene.add(scene.textureRect(houseLeft, groundY - 30 * unit, width, 34 * unit, 'limestone', { blend: 'multiply', opacity: 0.6 }));
  if (time === 'dusk') {
    // evening: cool everything, then redraw the lit window wall so it glows through
    scene.add(`<rect width="${width}" height="${height}" fill="#55627e" opacity="0.55" style="mix-blend-mode:multiply"/>`);
    if (drawWindowWall) drawWindowWall();
    for (const windowX of [width * 0.06, width * 0.24]) scene.add(glow(scene, windowX + 60 * unit, houseEaveY + 185 * unit, 150 * unit, '#ffd9a0', 0.3));
    if (drawWindowWall) scene.add(glow(scene, (additionLeft + additionRight) / 2, groundY - 10 * unit, (additionRight - additionLeft) * 0.6, '#ffd9a0', 0.3));
  }
  // landscaping
  for (const [shrubX, shrubWidth] of /** @satisfies {Point[]} */ ([[width * 0.12, 260], [width * 0.36, 220], [width * 0.6, 240], [width * 0.86, 280]])) scene.add(shrub(scene, shrubX, groundY + 30 * unit, shrubWidth * unit, { clusterCount: 9, colors: time === 'dusk' ? ['#2f4032', '#38493b', '#27362b'] : undefined }));
  scene.add(scene.finish({ lightX: 0.85, lightY: 0.4, warmth: 0.3, vignette: 0.45 }));
}
/**
 * One pane of the addition's window wall.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Interior | undefined} interior
 */
function glassPanel(scene, x, y, width, height, interior) {
  if (interior === 'warm') return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#8a6440'], [0.5, '#e0b072'], [1, '#f3d49c']])}"/>${glow(scene, x + width / 2, y + height * 0.35, width * 0.9, '#fff2cf', 0.45)}`;
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#9fb3bb'], [0.6, '#5d7076'], [1, '#34403f']])}"/><path d="M${fmt(x)},${fmt(y)}h${fmt(width * 0.5)}l${fmt(-width * 0.5)},${fmt(height * 0.5)}Z" fill="#fff" opacity="0.12"/>`;
}
