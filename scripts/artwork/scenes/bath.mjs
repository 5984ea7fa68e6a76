// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { door, pull, knob, counter, tiles, perspectiveTileFloor, windowUnit, vessel, plant, shade, surface, wallFaucet, sconce, metalGradient } from '../components.mjs';

/**
 * @import { Scene } from '../svg.mjs'
 * @import { ImageTextureName } from '../library.mjs'
 * @import { Finish, Metal, TimeOfDay, TilesOptions } from '../components.mjs'
 */

/** @typedef {TilesOptions & { tileWidth: number, tileHeight: number }} TileSet tile size before scaling */
/** Wall tile sets: glazed colours or stone, layout and tile size (scaled by the scene). */
/** @satisfies {Record<string, TileSet>} */
const TILE_SETS = {
  zelligeGreen: { colors: ['#5f7a64', '#6d8a70', '#54705a', '#7a9479'], layout: 'vertical', tileWidth: 84, tileHeight: 28 },
  cream: { colors: ['#ece4d4', '#e6dccb', '#f1eadf', '#e2d7c4'], layout: 'subway', tileWidth: 90, tileHeight: 30 },
  marble: { stone: 'marble', layout: 'stack', tileWidth: 240, tileHeight: 120 },
  terracotta: { colors: ['#c98b6b', '#b5694a', '#d39a7a', '#bf7a5a'], layout: 'stack', tileWidth: 70, tileHeight: 70 },
  blue: { colors: ['#7d93a0', '#6c8391', '#8aa0ac', '#768c99'], layout: 'vertical', tileWidth: 84, tileHeight: 28 },
  limestone: { stone: 'limestone', layout: 'subway', tileWidth: 200, tileHeight: 100 },
};

/** @typedef {keyof typeof TILE_SETS} TileSetName */
/**
 * @typedef {object} BathroomOptions
 * @property {TileSetName} [tile] wall tile (default zelligeGreen)
 * @property {number} [tileHeight] where the tile starts, as a fraction of the height from the top
 * @property {string} [wall] wall colour above the tile
 * @property {boolean} [window] false: no window
 * @property {TimeOfDay} [time] the view through the window
 * @property {number} [centerX] the tub's centre, as a fraction of the width
 * @property {ImageTextureName} [floorStone] default limestone
 * @property {string} [checker] checkerboard floor colour
 * @property {Metal} [metal] default brass
 * @property {string} [tubColor]
 * @property {string} [towel] towel colour
 * @property {boolean} [shower] false: no shower glass
 */
/**
 * Bathroom: tiled wall, freestanding tub, window, shower glass.
 * @param {Scene} scene
 * @param {BathroomOptions} [options]
 */
export function bathroom(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = height * 0.82;
  const tileTop = height * (options.tileHeight ?? 0.3);
  /** @type {TileSet} */
  const tileSet = TILE_SETS[options.tile || 'zelligeGreen'];
  scene.add(scene.paint(0, 0, width, floorTop, options.wall || COLORS.cream, { textureAmount: 0.5 }));
  scene.add(tiles(scene, 0, tileTop, width, floorTop - tileTop, { ...tileSet, tileWidth: tileSet.tileWidth * unit, tileHeight: tileSet.tileHeight * unit, grout: 2.2 * unit, groutColor: tileSet.stone ? '#cfc8bc' : '#e0d8c8' }));
  scene.add(`<rect x="0" y="${fmt(tileTop - 14 * unit)}" width="${width}" height="${fmt(16 * unit)}" fill="${tileSet.stone ? '#e8e2d6' : shade(/** @type {[string, ...string[]]} */ (tileSet.colors)[0], -0.05)}"/>`);
  scene.add(scene.bevel(0, tileTop - 14 * unit, width, 16 * unit, { size: 2 }));
  // window
  const centerX = width * (options.centerX ?? 0.46);
  if (options.window !== false) {
    const windowWidth = width * 0.24;
    scene.add(windowUnit(scene, centerX - windowWidth / 2, height * 0.08, windowWidth, height * 0.36, { cols: 1, rows: 2, time: options.time || 'day', sun: [0.5, 0.3], casingWidth: 18 * unit, frameWidth: 12 * unit, sill: false, casing: true }));
    // frosted lower sash
    scene.add(`<rect x="${fmt(centerX - windowWidth / 2 + 12 * unit)}" y="${fmt(height * 0.26)}" width="${fmt(windowWidth - 24 * unit)}" height="${fmt(height * 0.18 - 12 * unit)}" fill="#f3f1ea" opacity="0.82"/>`);
  }
  // floor
  scene.add(perspectiveTileFloor(scene, { horizonY: height * 0.42, topY: floorTop, bottomY: height + 4, vanishX: centerX, tileSize: 70 * unit, stone: options.floorStone || 'limestone', checkerColor: options.checker, groutColor: '#a89d8b' }));
  scene.add(`<rect x="0" y="${fmt(floorTop)}" width="${width}" height="${fmt(40 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  // tub
  const tubWidth = width * 0.46;
  const tubX = centerX - tubWidth / 2;
  const tubTop = height * 0.55;
  const tubBottom = floorTop + 30 * unit;
  const tubPath = `M${fmt(tubX)},${fmt(tubTop)}H${fmt(tubX + tubWidth)}C${fmt(tubX + tubWidth - 10 * unit)},${fmt(tubTop + (tubBottom - tubTop) * 0.7)} ${fmt(tubX + tubWidth - 60 * unit)},${fmt(tubBottom)} ${fmt(tubX + tubWidth - 140 * unit)},${fmt(tubBottom)}H${fmt(tubX + 140 * unit)}C${fmt(tubX + 60 * unit)},${fmt(tubBottom)} ${fmt(tubX + 10 * unit)},${fmt(tubTop + (tubBottom - tubTop) * 0.7)} ${fmt(tubX)},${fmt(tubTop)}Z`;
  scene.add(scene.softEllipse(centerX + 20 * unit, tubBottom, tubWidth * 0.5, 30 * unit, 0.45));
  scene.add(wallFaucet(scene, centerX, tubTop - 90 * unit, 1.3 * unit, options.metal || 'brass'));
  scene.add(`<path d="${tubPath}" fill="${options.tubColor || '#f4f1ea'}"/>`);
  scene.add(`<path d="${tubPath}" fill="${scene.linearGradient([[0, '#fff', 0.5], [0.25, '#fff', 0.1], [0.75, '#000', 0.08], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  scene.add(`<path d="${tubPath}" fill="${scene.linearGradient([[0, '#000', 0.0], [0.7, '#000', 0.05], [1, '#000', 0.22]])}"/>`);
  scene.add(`<rect x="${fmt(tubX - 6 * unit)}" y="${fmt(tubTop - 8 * unit)}" width="${fmt(tubWidth + 12 * unit)}" height="${fmt(14 * unit)}" rx="${fmt(7 * unit)}" fill="#fbfaf6"/>`);
  scene.add(`<rect x="${fmt(tubX - 6 * unit)}" y="${fmt(tubTop + 2 * unit)}" width="${fmt(tubWidth + 12 * unit)}" height="${fmt(4 * unit)}" fill="#000" opacity="0.12"/>`);
  // towel draped over the rim
  scene.add(`<path d="M${fmt(tubX + tubWidth * 0.72)},${fmt(tubTop - 6 * unit)}h${fmt(90 * unit)}v${fmt(150 * unit)}q${fmt(-45 * unit)},${fmt(12 * unit)} ${fmt(-90 * unit)},0Z" fill="${options.towel || COLORS.sage}"/>`);
  scene.add(`<path d="M${fmt(tubX + tubWidth * 0.72)},${fmt(tubTop - 6 * unit)}h${fmt(90 * unit)}v${fmt(150 * unit)}q${fmt(-45 * unit)},${fmt(12 * unit)} ${fmt(-90 * unit)},0Z" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // stool with plant and towels
  const stoolX = centerX - tubWidth / 2 - 230 * unit;
  scene.add(stool(scene, stoolX, floorTop + 20 * unit, 150 * unit, unit));
  scene.add(plant(scene, stoolX + 120 * unit, floorTop + 20 * unit - 190 * unit, 110 * unit, { style: 'leafy', pot: '#e4dbcc' }));
  for (let k = 0; k < 2; k++) scene.add(`<rect x="${fmt(stoolX + 10 * unit)}" y="${fmt(floorTop + 20 * unit - 190 * unit - (k + 1) * 26 * unit)}" width="${fmt(80 * unit)}" height="${fmt(24 * unit)}" rx="${fmt(11 * unit)}" fill="${k ? '#f1ede4' : '#e4dccd'}"/>`);
  // shower glass panel on the right
  if (options.shower !== false) {
    const glassX = width * 0.8;
    scene.add(`<rect x="${fmt(glassX)}" y="${fmt(height * 0.05)}" width="${fmt(width * 0.25)}" height="${fmt(floorTop - height * 0.05)}" fill="${scene.linearGradient([[0, '#e9f0f0', 0.22], [0.4, '#ffffff', 0.08], [0.45, '#ffffff', 0.25], [0.5, '#ffffff', 0.05], [1, '#e9f0f0', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
    scene.add(`<rect x="${fmt(glassX - 6 * unit)}" y="${fmt(height * 0.05)}" width="${fmt(10 * unit)}" height="${fmt(floorTop - height * 0.05)}" fill="${metalGradient(scene, options.metal || 'brass', false)}"/>`);
    scene.add(`<rect x="${fmt(glassX - 6 * unit)}" y="${fmt(height * 0.05)}" width="${fmt(width * 0.3)}" height="${fmt(10 * unit)}" fill="${metalGradient(scene, options.metal || 'brass', true)}"/>`);
    scene.add(`<rect x="${fmt(glassX + 140 * unit)}" y="${fmt(0)}" width="${fmt(8 * unit)}" height="${fmt(height * 0.12)}" fill="${metalGradient(scene, options.metal || 'brass', false)}"/>`);
    scene.add(`<ellipse cx="${fmt(glassX + 144 * unit)}" cy="${fmt(height * 0.12)}" rx="${fmt(60 * unit)}" ry="${fmt(10 * unit)}" fill="${metalGradient(scene, options.metal || 'brass', true)}"/>`);
  }
  scene.add(scene.finish({ lightX: 0.45, lightY: 0.1, vignette: 0.45 }));
}

/**
 * A white-oak stool.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the floor
 * @param {number} width
 * @param {number} unit scale (scene height / 1067)
 */
function stool(scene, x, y, width, unit) {
  let out = scene.softEllipse(x + width / 2 + 10 * unit, y, width * 0.6, 18 * unit, 0.4);
  const height = width * 1.2;
  out += scene.woodVertical(x + 10 * unit, y - height, 16 * unit, height, { species: 'whiteOak' });
  out += scene.woodVertical(x + width - 26 * unit, y - height, 16 * unit, height, { species: 'whiteOak' });
  out += scene.woodHorizontal(x + 20 * unit, y - height * 0.35, width - 40 * unit, 12 * unit, { species: 'whiteOak' });
  out += scene.woodHorizontal(x, y - height - 20 * unit, width, 24 * unit, { species: 'whiteOak' });
  return out;
}

/**
 * @typedef {object} VanityOptions
 * @property {Finish} [finish] default walnut
 * @property {boolean} [double] a double vanity with two mirrors
 * @property {boolean} [floating] false: a furniture vanity on legs, down to the floor
 * @property {number} [drawers] drawer columns
 * @property {boolean} [fluted] fluted fronts instead of drawers
 * @property {'slab' | 'shaker'} [doorStyle] drawer fronts (default slab)
 * @property {ImageTextureName} [stone] the top (default marble)
 * @property {boolean} [vessel] vessel sinks on the top
 * @property {'round' | 'arch' | 'rect'} [mirror] mirror shape (default round)
 * @property {Metal} [metal] default brass
 * @property {TileSetName} [tile] wall tile (default cream)
 * @property {boolean} [fullTile] tile the whole wall
 * @property {string} [wall] wall colour above the tile
 * @property {ImageTextureName} [floorStone] default travertine
 * @property {string} [checker] checkerboard floor colour
 */
/**
 * Bathroom vanity: floating or furniture vanity, counter, mirror, sconces.
 * @param {Scene} scene
 * @param {VanityOptions} [options]
 */
export function vanity(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = height * 0.86;
  const finish = options.finish || { wood: 'walnut' };
  /** @type {TileSet} */
  const tileSet = TILE_SETS[options.tile || 'cream'];
  const tileTop = options.fullTile ? 0 : height * 0.5;
  scene.add(scene.paint(0, 0, width, floorTop, options.wall || COLORS.sageLight, { textureAmount: 0.5 }));
  scene.add(tiles(scene, 0, tileTop, width, floorTop - tileTop, { ...tileSet, tileWidth: tileSet.tileWidth * unit, tileHeight: tileSet.tileHeight * unit, grout: 2 * unit, groutColor: '#ddd5c6' }));
  const centerX = width * 0.5;
  scene.add(perspectiveTileFloor(scene, { horizonY: height * 0.45, topY: floorTop, bottomY: height + 4, vanishX: centerX, tileSize: 80 * unit, stone: options.floorStone || 'travertine', checkerColor: options.checker, groutColor: '#a89d8b' }));
  scene.add(`<rect x="0" y="${fmt(floorTop)}" width="${width}" height="${fmt(40 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  const vanityWidth = width * (options.double ? 0.74 : 0.5);
  const vanityX = centerX - vanityWidth / 2;
  const counterY = height * 0.6;
  const counterHeight = 26 * unit;
  const vanityBottom = options.floating === false ? floorTop : height * 0.8;
  const bodyTop = counterY + counterHeight;
  // mirror(s) and sconces
  const mirrorXs = options.double ? [centerX - vanityWidth * 0.26, centerX + vanityWidth * 0.26] : [centerX];
  for (const mirrorX of mirrorXs) {
    const mirrorWidth = options.double ? vanityWidth * 0.34 : vanityWidth * 0.56;
    const mirrorHeight = mirrorWidth * (options.mirror === 'arch' ? 1.35 : 1);
    const mirrorY = counterY - 70 * unit - mirrorHeight;
    scene.add(mirror(scene, mirrorX, mirrorY, mirrorWidth, mirrorHeight, options.mirror || 'round', options.metal || 'brass', unit));
  }
  if (!options.double) {
    scene.add(sconce(scene, centerX - vanityWidth * 0.5 + 10 * unit, height * 0.25, 1.2 * unit, { metal: options.metal || 'brass' }));
    scene.add(sconce(scene, centerX + vanityWidth * 0.5 - 40 * unit, height * 0.25, 1.2 * unit, { metal: options.metal || 'brass' }));
  } else {
    scene.add(sconce(scene, centerX - 20 * unit, height * 0.22, 1.1 * unit, { metal: options.metal || 'brass' }));
  }
  // vanity body
  scene.add(scene.shadow(vanityX + 10 * unit, bodyTop + 10 * unit, vanityWidth, vanityBottom - bodyTop, { blur: 18 * unit, opacity: 0.45 }));
  if (options.floating !== false) scene.add(scene.softEllipse(centerX, floorTop + 10 * unit, vanityWidth * 0.55, 20 * unit, 0.35));
  scene.add(surface(scene, vanityX, bodyTop, vanityWidth, vanityBottom - bodyTop - (options.floating === false ? 20 * unit : 0), finish, 'h', { tone: -0.2 }));
  const drawerCount = options.drawers || (options.double ? 4 : 2);
  const drawerWidth = (vanityWidth - 16 * unit) / drawerCount;
  for (let i = 0; i < drawerCount; i++) {
    const drawerX = vanityX + 8 * unit + i * drawerWidth + 3 * unit;
    const drawerHeight = vanityBottom - bodyTop - 16 * unit - (options.floating === false ? 30 * unit : 0);
    if (options.fluted) {
      scene.add(fluted(scene, drawerX, bodyTop + 8 * unit, drawerWidth - 6 * unit, drawerHeight, finish, unit));
    } else {
      scene.add(door(scene, drawerX, bodyTop + 8 * unit, drawerWidth - 6 * unit, drawerHeight * 0.38, finish, { style: options.doorStyle || 'slab' }));
      scene.add(door(scene, drawerX, bodyTop + 8 * unit + drawerHeight * 0.38 + 6 * unit, drawerWidth - 6 * unit, drawerHeight * 0.62 - 6 * unit, finish, { style: options.doorStyle || 'slab' }));
      scene.add(pull(scene, drawerX + (drawerWidth - 6 * unit) / 2, bodyTop + 8 * unit + drawerHeight * 0.19, 90 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
      scene.add(pull(scene, drawerX + (drawerWidth - 6 * unit) / 2, bodyTop + 8 * unit + drawerHeight * 0.38 + 40 * unit, 90 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
    }
  }
  if (options.floating === false) {
    for (const legX of [vanityX + 6 * unit, vanityX + vanityWidth - 30 * unit]) scene.add(surface(scene, legX, vanityBottom - 30 * unit, 24 * unit, floorTop - vanityBottom + 30 * unit, finish, 'v'));
  }
  scene.add(counter(scene, vanityX - 14 * unit, counterY, vanityWidth + 28 * unit, counterHeight, options.stone || 'marble'));
  // faucets + vessel sinks or undermount
  for (const mirrorX of mirrorXs) {
    if (options.vessel) {
      scene.add(`<path d="M${fmt(mirrorX - 110 * unit)},${fmt(counterY - 70 * unit)}h${fmt(220 * unit)}q0,${fmt(70 * unit)} ${fmt(-60 * unit)},${fmt(70 * unit)}h${fmt(-100 * unit)}q${fmt(-60 * unit)},0 ${fmt(-60 * unit)},${fmt(-70 * unit)}Z" fill="#f5f2ec"/>`);
      scene.add(`<path d="M${fmt(mirrorX - 110 * unit)},${fmt(counterY - 70 * unit)}h${fmt(220 * unit)}q0,${fmt(70 * unit)} ${fmt(-60 * unit)},${fmt(70 * unit)}h${fmt(-100 * unit)}q${fmt(-60 * unit)},0 ${fmt(-60 * unit)},${fmt(-70 * unit)}Z" fill="${scene.linearGradient([[0, '#fff', 0.4], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    }
    const gradient = metalGradient(scene, options.metal || 'brass', false);
    scene.add(`<path d="M${fmt(mirrorX - 6 * unit)},${fmt(counterY)}V${fmt(counterY - 110 * unit)}q0,${fmt(-22 * unit)} ${fmt(22 * unit)},${fmt(-22 * unit)}h${fmt(40 * unit)}v${fmt(14 * unit)}h${fmt(-34 * unit)}q${fmt(-12 * unit)},0 ${fmt(-12 * unit)},${fmt(12 * unit)}V${fmt(counterY)}Z" fill="${gradient}"/>`);
  }
  scene.add(vessel(scene, centerX + vanityWidth * 0.38, counterY, 60 * unit, { kind: 'vase', color: '#e9e2d3' }));
  scene.add(plant(scene, centerX - vanityWidth * 0.38, counterY, 90 * unit, { style: 'branch', pot: '#d9cfbf' }));
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.15, vignette: 0.45 }));
}

/**
 * A metal-framed mirror.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the top
 * @param {number} width
 * @param {number} height
 * @param {'round' | 'arch' | 'rect'} shape
 * @param {Metal} metal
 * @param {number} unit scale (scene height / 1067)
 */
function mirror(scene, cx, y, width, height, shape, metal, unit) {
  const radius = width / 2;
  const outline = shape === 'arch'
    ? `M${fmt(cx - radius)},${fmt(y + height)}V${fmt(y + radius)}A${fmt(radius)},${fmt(radius)} 0 0 1 ${fmt(cx + radius)},${fmt(y + radius)}V${fmt(y + height)}Z`
    : shape === 'rect'
      ? `M${fmt(cx - radius)},${fmt(y)}H${fmt(cx + radius)}V${fmt(y + height)}H${fmt(cx - radius)}Z`
      : `M${fmt(cx - radius)},${fmt(y + radius)}A${fmt(radius)},${fmt(radius)} 0 1 1 ${fmt(cx + radius)},${fmt(y + radius)}A${fmt(radius)},${fmt(radius)} 0 1 1 ${fmt(cx - radius)},${fmt(y + radius)}Z`;
  let out = scene.shadowPath(outline, { blur: 10 * unit, opacity: 0.3, transform: `translate(${fmt(8 * unit)} ${fmt(12 * unit)})` });
  out += `<path d="${outline}" fill="${metalGradient(scene, metal, false)}"/>`;
  const inset = 10 * unit;
  const scaleX = (width - 2 * inset) / width;
  out += `<g transform="translate(${fmt(cx)} ${fmt(y + height / 2)}) scale(${fmt(scaleX)} ${fmt((height - 2 * inset) / height)}) translate(${fmt(-cx)} ${fmt(-(y + height / 2))})"><path d="${outline}" fill="${scene.linearGradient([[0, '#c9d0cf'], [0.5, '#aeb7b6'], [1, '#8d9593']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0], [0.35, '#fff', 0], [0.42, '#fff', 0.35], [0.5, '#fff', 0], [0.6, '#fff', 0.15], [0.65, '#fff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/></g>`;
  return out;
}

/**
 * A fluted front with a knob.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Finish} finish
 * @param {number} unit scale (scene height / 1067)
 */
function fluted(scene, x, y, width, height, finish, unit) {
  let out = surface(scene, x, y, width, height, finish, 'v');
  const fluteCount = Math.max(6, Math.round(width / (16 * unit)));
  const fluteWidth = width / fluteCount;
  for (let i = 0; i < fluteCount; i++) {
    out += `<rect x="${fmt(x + i * fluteWidth)}" y="${fmt(y)}" width="${fmt(fluteWidth)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#000', 0.28], [0.3, '#fff', 0.12], [0.7, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  }
  out += scene.bevel(x, y, width, height, { size: 2 });
  out += knob(scene, x + width / 2, y + 30 * unit, 8 * unit);
  return out;
}
