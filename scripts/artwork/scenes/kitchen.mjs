// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS, PAINTS, paintNamed } from '../palette.mjs';
import { door, pull, knob, counter, tiles, perspectiveFloor, windowUnit, books, vessel, plant, pendant, shade, surface, roomShell } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { ImageTextureName } from '../library.mjs'
 * @import { Finish, Metal, TimeOfDay, TilesOptions } from '../components.mjs'
 */
/**
 * @typedef {object} KitchenOptions
 * @property {'window' | 'hood' | 'shelves'} [layout] what sits between the uppers (default window)
 * @property {Finish} [finish] cabinet finish (default sage paint)
 * @property {Finish} [upperFinish] upper cabinets, if unlike the lowers
 * @property {'shaker' | 'slab'} [doorStyle]
 * @property {boolean} [glassUppers] glass doors on the uppers next to the feature
 * @property {'pull' | 'knob'} [hardware] upper cabinet hardware (default pulls)
 * @property {Metal} [metal]
 * @property {ImageTextureName} [stone] counter (default quartz)
 * @property {string[]} [tileColors] backsplash glaze colours
 * @property {TilesOptions['layout']} [tileLayout] default subway
 * @property {number} [tileWidth] backsplash tile width
 * @property {number} [tileHeight] backsplash tile height
 * @property {ImageTextureName} [tileStone] stone backsplash tiles
 * @property {string} [hoodColor] hood layout: the plaster hood
 * @property {WoodSpecies} [species] hood band or open shelves
 * @property {string} [frameColor] window layout: the window frame
 * @property {TimeOfDay} [time] window layout: the view
 * @property {boolean} [pendants] two pendants over the feature
 * @property {WoodSpecies} [floor] floor species
 * @property {number} [vanishX] floor vanishing point, as a fraction of the width
 * @property {number} [firstColumnX] where the first cabinet column starts (screen x)
 * @property {number} [featureColumn] the feature spans this column and the next (default 3)
 * @property {string} [wall] wall colour
 */

/**
 * Kitchen elevation: upper and lower cabinets around a window, hood or open shelves.
 * @param {Scene} scene
 * @param {KitchenOptions} [options]
 */
export function kitchen(scene, options = {}) {
  const { width, height } = scene;
  /** @type {Finish} */
  const finish = options.finish || { paint: 'sage' };
  const paint = paintNamed(finish.paint) || PAINTS.sage;
  const stone = options.stone || 'quartz';
  const unit = height / 1067;
  const floorTop = height * 0.86;
  const counterY = height * 0.555;
  const counterHeight = 30 * unit;
  const lowerTop = counterY + counterHeight;
  const toeKickTop = floorTop - 34 * unit;
  const upperTop = height * 0.04;
  const upperBottom = height * 0.34;
  const wallColor = options.wall || COLORS.cream;

  // wall
  scene.add(scene.paint(0, 0, width, floorTop, wallColor, { textureAmount: 0.5 }));
  // backsplash
  const tileColors = options.tileColors || ['#ece4d4', '#e6dccb', '#f1eadf', '#e2d7c4'];
  const tileTop = options.layout === 'hood' ? 0 : upperBottom - 6 * unit;
  scene.add(tiles(scene, 0, tileTop, width, counterY - tileTop + 2, { tileWidth: options.tileWidth || 66 * unit, tileHeight: options.tileHeight || 22 * unit, layout: options.tileLayout || 'subway', colors: tileColors, grout: 2.2 * unit, groutColor: '#d8cebd', stone: options.tileStone }));

  // floor
  scene.add(perspectiveFloor(scene, { horizonY: height * 0.42, topY: floorTop, bottomY: height + 2, vanishX: width * (options.vanishX ?? 0.5), species: options.floor || 'whiteOak', direction: 'z', plankWidth: 30 * unit }));
  scene.add(`<rect x="0" y="${fmt(floorTop)}" width="${width}" height="${fmt(60 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.45], [1, '#000', 0]])}"/>`);

  const columnWidth = width / 7.2;
  const firstColumnX = options.firstColumnX ?? -columnWidth * 0.35;
  /** @type {number[]} */
  const columnXs = [];
  for (let i = 0; i < 9; i++) columnXs.push(firstColumnX + i * columnWidth);
  const featureColumn = options.featureColumn ?? 3; // columns featureColumn..featureColumn+1 form the feature
  const featureX = /** @type {number} */ (columnXs[featureColumn]);
  const featureWidth = columnWidth * 2;

  // feature: window, hood or shelves
  /** @type {(() => void) | null} */
  let drawRange = null;
  if (options.layout === 'hood') {
    const hoodX = featureX + featureWidth * 0.05;
    const hoodWidth = featureWidth * 0.9;
    const hoodBottom = upperBottom + 30 * unit;
    const hoodPath = `M${fmt(hoodX + hoodWidth * 0.14)},${fmt(0)}L${fmt(hoodX + hoodWidth * 0.86)},${fmt(0)}L${fmt(hoodX + hoodWidth * 0.86)},${fmt(hoodBottom - 120 * unit)}L${fmt(hoodX + hoodWidth)},${fmt(hoodBottom - 20 * unit)}L${fmt(hoodX + hoodWidth)},${fmt(hoodBottom)}L${fmt(hoodX)},${fmt(hoodBottom)}L${fmt(hoodX)},${fmt(hoodBottom - 20 * unit)}L${fmt(hoodX + hoodWidth * 0.14)},${fmt(hoodBottom - 120 * unit)}Z`;
    scene.add(scene.shadowPath(hoodPath, { blur: 14 * unit, opacity: 0.35, transform: `translate(${fmt(8 * unit)} ${fmt(12 * unit)})` }));
    scene.add(`<path d="${hoodPath}" fill="${options.hoodColor || shade(wallColor, -0.04)}"/>`);
    scene.add(scene.textureRect(hoodX, 0, hoodWidth, hoodBottom, 'plaster', { blend: 'soft-light', opacity: 0.9, clip: scene.clipPath(hoodPath) }));
    scene.add(`<path d="${hoodPath}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    // wood band
    scene.add(scene.woodHorizontal(hoodX - 4 * unit, hoodBottom - 26 * unit, hoodWidth + 8 * unit, 26 * unit, { species: options.species || 'walnut' }));
    drawRange = () => {
    const rangeTop = lowerTop;
    scene.add(scene.shadow(hoodX + 10 * unit, counterY, hoodWidth - 20 * unit, toeKickTop - counterY, { blur: 10 * unit, opacity: 0.4 }));
    scene.add(`<rect x="${fmt(hoodX + 14 * unit)}" y="${fmt(counterY - 8 * unit)}" width="${fmt(hoodWidth - 28 * unit)}" height="${fmt(toeKickTop - counterY + 8 * unit)}" fill="${scene.linearGradient([[0, '#5b5f62'], [0.05, '#c9cdcf'], [0.5, '#9ea3a6'], [1, '#6d7275']], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    scene.add(`<rect x="${fmt(hoodX + 40 * unit)}" y="${fmt(rangeTop + 60 * unit)}" width="${fmt(hoodWidth - 80 * unit)}" height="${fmt(toeKickTop - rangeTop - 90 * unit)}" rx="${fmt(6 * unit)}" fill="#1e1f20"/>`);
    scene.add(`<rect x="${fmt(hoodX + 40 * unit)}" y="${fmt(rangeTop + 60 * unit)}" width="${fmt(hoodWidth - 80 * unit)}" height="${fmt(toeKickTop - rangeTop - 90 * unit)}" rx="${fmt(6 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.3, '#fff', 0.02], [1, '#fff', 0.08]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
    scene.add(pull(scene, hoodX + hoodWidth / 2, rangeTop + 40 * unit, hoodWidth - 120 * unit, { metal: 'nickel', thickness: 9 * unit }));
    for (let k = 0; k < 5; k++) scene.add(knob(scene, hoodX + 50 * unit + k * ((hoodWidth - 100 * unit) / 4), rangeTop + 14 * unit, 8 * unit, 'black'));
    };
  } else if (options.layout === 'shelves') {
    for (let shelfIndex = 0; shelfIndex < 3; shelfIndex++) {
      const shelfY = upperTop + 70 * unit + shelfIndex * 105 * unit;
      scene.add(scene.shadow(featureX, shelfY + 8 * unit, featureWidth, 14 * unit, { blur: 8 * unit, opacity: 0.4 }));
      if (shelfIndex < 2) scene.add(items(scene, featureX + 20 * unit, shelfY, featureWidth - 40 * unit, unit));
      scene.add(scene.woodHorizontal(featureX - 10 * unit, shelfY, featureWidth + 20 * unit, 16 * unit, { species: options.species || 'walnut' }));
    }
  } else {
    const windowX = featureX + featureWidth * 0.12;
    const windowWidth = featureWidth * 0.76;
    scene.add(windowUnit(scene, windowX, upperTop + 40 * unit, windowWidth, counterY - upperTop - 110 * unit, { cols: 2, rows: 2, frameColor: options.frameColor || COLORS.warmWhite, time: options.time || 'day', sun: [0.3, 0.4], casingWidth: 22 * unit, frameWidth: 14 * unit, sill: true }));
  }

  // uppers
  const upperFinish = options.upperFinish || finish;
  for (let i = 0; i < columnXs.length; i++) {
    if (i === featureColumn || i === featureColumn + 1) continue;
    const columnX = /** @type {number} */ (columnXs[i]);
    const x = columnX + 3 * unit;
    const isGlass = options.glassUppers && (i === featureColumn - 1 || i === featureColumn + 2);
    scene.add(scene.shadow(columnX, upperTop, columnWidth, upperBottom - upperTop, { blur: 10 * unit, opacity: 0.28 }));
    scene.add(surface(scene, columnX, upperTop - 10 * unit, columnWidth, upperBottom - upperTop + 10 * unit, upperFinish, 'v', { tone: -0.18 }));
    scene.add(
      door(scene, x, upperTop, columnWidth - 6 * unit, upperBottom - upperTop, upperFinish, {
        style: isGlass ? 'glass' : options.doorStyle || 'shaker',
        inside: isGlass ? (innerX, innerY, innerWidth, innerHeight) => glassInside(scene, innerX, innerY, innerWidth, innerHeight, unit) : undefined,
      }),
    );
    const handleX = i < featureColumn ? x + columnWidth - 24 * unit : x + 18 * unit;
    scene.add(options.hardware === 'knob' ? knob(scene, handleX, upperBottom - 30 * unit, 7 * unit, options.metal || 'brass') : pull(scene, handleX, upperBottom - 60 * unit, 70 * unit, { vertical: true, metal: options.metal || 'brass', thickness: 7 * unit }));
  }
  // under-cabinet light on the backsplash
  if (options.layout !== 'hood') {
    scene.add(`<rect x="0" y="${fmt(upperBottom)}" width="${width}" height="${fmt(counterY - upperBottom)}" fill="${scene.linearGradient([[0, '#fff1cf', 0.35], [0.35, '#fff1cf', 0.08], [1, '#000', 0.05]])}"/>`);
    scene.add(`<rect x="0" y="${fmt(upperBottom)}" width="${width}" height="${fmt(10 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
  }
  // crown
  scene.add(scene.shadow(0, upperTop - 18 * unit, width, 22 * unit, { blur: 6 * unit, opacity: 0.3 }));
  scene.add(scene.paint(0, upperTop - 30 * unit, width, 26 * unit, shade(paint.main, 0.04), { textureAmount: 0.2 }));
  scene.add(scene.bevel(0, upperTop - 30 * unit, width, 26 * unit, { size: 3 * unit }));

  // counter + lowers
  scene.add(`<rect x="0" y="${fmt(lowerTop)}" width="${width}" height="${fmt(toeKickTop - lowerTop)}" fill="${paint.dark}"/>`);
  for (let i = 0; i < columnXs.length; i++) {
    const columnX = /** @type {number} */ (columnXs[i]);
    const x = columnX + 3 * unit;
    const cabinetWidth = columnWidth - 6 * unit;
    const cabinetTop = lowerTop + 6 * unit;
    const cabinetHeight = toeKickTop - cabinetTop - 4 * unit;
    const isDrawerStack = i % 3 === 0 && !(options.layout === 'hood' && (i === featureColumn || i === featureColumn + 1));
    if (options.layout === 'hood' && (i === featureColumn || i === featureColumn + 1)) continue;
    if (isDrawerStack) {
      const drawerHeights = [cabinetHeight * 0.26, cabinetHeight * 0.35, cabinetHeight * 0.39];
      let drawerY = cabinetTop;
      for (const drawerHeight of drawerHeights) {
        scene.add(door(scene, x, drawerY, cabinetWidth, drawerHeight - 5 * unit, finish, { frameWidth: 16 * unit }));
        scene.add(pull(scene, x + cabinetWidth / 2, drawerY + (drawerHeight - 5 * unit) / 2, 90 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
        drawerY += drawerHeight;
      }
    } else {
      scene.add(door(scene, x, cabinetTop, cabinetWidth, cabinetHeight * 0.24 - 4 * unit, finish, { frameWidth: 14 * unit }));
      scene.add(pull(scene, x + cabinetWidth / 2, cabinetTop + (cabinetHeight * 0.24 - 4 * unit) / 2, 70 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
      scene.add(door(scene, x, cabinetTop + cabinetHeight * 0.24 + 2 * unit, cabinetWidth, cabinetHeight * 0.76 - 2 * unit, finish));
      const handleX = i % 2 ? x + 20 * unit : x + cabinetWidth - 20 * unit;
      scene.add(pull(scene, handleX, cabinetTop + cabinetHeight * 0.24 + 60 * unit, 70 * unit, { vertical: true, metal: options.metal || 'brass', thickness: 7 * unit }));
    }
  }
  scene.add(`<rect x="0" y="${fmt(toeKickTop)}" width="${width}" height="${fmt(floorTop - toeKickTop)}" fill="#191612"/>`);
  scene.add(counter(scene, -10, counterY, width + 20, counterHeight, stone));
  if (drawRange) drawRange();

  // sink + faucet under window
  if (!options.layout || options.layout === 'window') {
    const featureCenterX = featureX + featureWidth / 2;
    scene.add(`<path d="M${fmt(featureCenterX - 14 * unit)},${fmt(counterY)}V${fmt(counterY - 130 * unit)}Q${fmt(featureCenterX - 14 * unit)},${fmt(counterY - 170 * unit)} ${fmt(featureCenterX + 30 * unit)},${fmt(counterY - 170 * unit)}Q${fmt(featureCenterX + 72 * unit)},${fmt(counterY - 170 * unit)} ${fmt(featureCenterX + 72 * unit)},${fmt(counterY - 120 * unit)}V${fmt(counterY - 100 * unit)}" stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(14 * unit)}" fill="none" filter="${scene.blur(5 * unit)}" transform="translate(${fmt(6 * unit)} ${fmt(6 * unit)})"/>`);
    scene.add(`<path d="M${fmt(featureCenterX - 14 * unit)},${fmt(counterY)}V${fmt(counterY - 130 * unit)}Q${fmt(featureCenterX - 14 * unit)},${fmt(counterY - 170 * unit)} ${fmt(featureCenterX + 30 * unit)},${fmt(counterY - 170 * unit)}Q${fmt(featureCenterX + 72 * unit)},${fmt(counterY - 170 * unit)} ${fmt(featureCenterX + 72 * unit)},${fmt(counterY - 120 * unit)}V${fmt(counterY - 100 * unit)}" stroke="${options.metal === 'black' ? '#222' : '#b8914a'}" stroke-width="${fmt(11 * unit)}" fill="none" stroke-linecap="round"/>`);
    scene.add(`<rect x="${fmt(featureCenterX - 30 * unit)}" y="${fmt(counterY - 10 * unit)}" width="${fmt(34 * unit)}" height="${fmt(10 * unit)}" fill="${options.metal === 'black' ? '#222' : COLORS.brassDark}"/>`);
    scene.add(vessel(scene, featureCenterX - 210 * unit, counterY, 90 * unit, { kind: 'jug', color: '#e9e2d3' }));
    scene.add(plant(scene, featureCenterX + 200 * unit, counterY, 120 * unit, { pot: '#c9b9a1' }));
  } else {
    scene.add(vessel(scene, featureX - columnWidth * 0.5, counterY, 70 * unit, { kind: 'bowl', color: '#d9cdb8' }));
    scene.add(woodBoard(scene, featureX + featureWidth + columnWidth * 0.3, counterY, 160 * unit, unit));
  }
  if (options.pendants) {
    const featureCenterX = featureX + featureWidth / 2;
    scene.add(pendant(scene, featureCenterX - featureWidth * 0.55, 0, height * 0.3, 55 * unit, { color: COLORS.black }));
    scene.add(pendant(scene, featureCenterX + featureWidth * 0.55, 0, height * 0.3, 55 * unit, { color: COLORS.black }));
  }
  scene.add(scene.finish({ lightX: 0.15, lightY: 0.05, vignette: 0.4 }));
  return scene;
}

/**
 * What shows through a glass cabinet door: a shelf of ceramics.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} unit scale (scene height / 1067)
 */
function glassInside(scene, x, y, width, height, unit) {
  let out = `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#4a433b"/>`;
  const shelfY = y + height * 0.5;
  out += `<rect x="${fmt(x)}" y="${fmt(shelfY)}" width="${fmt(width)}" height="${fmt(4 * unit)}" fill="#d6cbb8"/>`;
  out += vessel(scene, x + width * 0.3, shelfY, 40 * unit, { kind: 'bowl', color: '#efe9de' });
  out += vessel(scene, x + width * 0.7, shelfY, 60 * unit, { kind: 'vase', color: '#e8e0d0' });
  out += vessel(scene, x + width * 0.45, y + height - 2, 50 * unit, { kind: 'jug', color: '#dcd2c0' });
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#000" opacity="0.25"/>`;
  return out;
}

/**
 * Open-shelf items: bowls, vases, jugs, books and plants.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} unit scale (scene height / 1067)
 */
function items(scene, x, y, width, unit) {
  const rng = scene.rng;
  let out = '';
  let cursorX = x;
  while (cursorX < x + width - 40 * unit) {
    const kind = rng.pick(/** @type {const} */ (['bowl', 'vase', 'jug', 'books', 'plant']));
    if (kind === 'books') {
      out += books(scene, cursorX, y, 70 * unit, { maxHeight: 70 * unit });
      cursorX += 80 * unit;
    } else if (kind === 'plant') {
      out += plant(scene, cursorX + 35 * unit, y, 70 * unit, { style: 'trailing' });
      cursorX += 80 * unit;
    } else {
      const size = rng.range(45, 75) * unit;
      out += vessel(scene, cursorX + size * 0.6, y, size, { kind, color: rng.pick(['#ebe3d4', '#d8cdb9', '#b5694a', '#8f9d80', '#3a3836']) });
      cursorX += size * 1.3;
    }
  }
  return out;
}

/**
 * A walnut cutting board leaning on the backsplash.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the counter
 * @param {number} length
 * @param {number} unit scale (scene height / 1067)
 */
function woodBoard(scene, cx, y, length, unit) {
  const height = length * 0.55;
  const x = cx - length / 2;
  let out = scene.shadow(x + 10 * unit, y - height + 10 * unit, length, height, { blur: 8 * unit, opacity: 0.35, rx: 10 * unit });
  const clip = scene.clipRect(x, y - height, length, height, 12 * unit);
  out += `<g clip-path="${clip}">${scene.woodVertical(x, y - height, length, height, { species: 'walnut' })}</g>`;
  return out;
}

/**
 * @typedef {object} IslandOptions
 * @property {Finish} [finish] back-wall cabinets (default sage paint)
 * @property {Finish} [islandFinish] the island (default walnut)
 * @property {'shaker' | 'slab'} [islandStyle] the island's doors
 * @property {ImageTextureName} [stone] back counter (default quartz)
 * @property {ImageTextureName} [islandStone] island top (default the counter stone, else marble)
 * @property {string[]} [tileColors] backsplash glaze colours
 * @property {Metal} [metal]
 * @property {string} [pendant] pendant colour
 * @property {'dome' | 'cone'} [pendantKind]
 * @property {WoodSpecies} [stoolWood] stool seats
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Kitchen island in one-point perspective with back-wall cabinetry and pendants.
 * @param {Scene} scene
 * @param {IslandOptions} [options]
 */
export function island(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  /** @type {Finish} */
  const finish = options.finish || { paint: 'sage' };
  /** @type {Finish} */
  const islandFinish = options.islandFinish || { wood: 'walnut' };
  const backLeft = width * 0.12;
  const backRight = width * 0.88;
  const backTop = height * 0.08;
  const backBottom = height * 0.62;
  const room = roomShell(scene, { backLeft, backTop, backRight, backBottom, vanishY: height * 0.4, wall: options.wall || COLORS.cream, species: options.floor || 'whiteOak', plankWidth: 24 });
  const backWidth = backRight - backLeft;
  const backHeight = backBottom - backTop;
  // back wall run: uppers, backsplash, counter, lowers (scaled elevation)
  const scale = backHeight / 700;
  const counterTop = backTop + backHeight * 0.56;
  scene.add(tiles(scene, backLeft, backTop + backHeight * 0.3, backWidth, counterTop - backTop - backHeight * 0.3, { colors: options.tileColors || ['#ece4d4', '#e6dccb', '#f1eadf'], layout: 'subway', tileWidth: 40 * scale, tileHeight: 14 * scale, grout: 1.4 * scale }));
  const columnCount = 8;
  const columnWidth = backWidth / columnCount;
  for (let i = 0; i < columnCount; i++) {
    if (i === 3 || i === 4) continue;
    scene.add(door(scene, backLeft + i * columnWidth + 2 * scale, backTop + 6 * scale, columnWidth - 4 * scale, backHeight * 0.3 - 10 * scale, finish, { frameWidth: 12 * scale }));
    scene.add(pull(scene, backLeft + i * columnWidth + (i < 3 ? columnWidth - 14 * scale : 14 * scale), backTop + backHeight * 0.3 - 40 * scale, 40 * scale, { vertical: true, metal: options.metal || 'brass', thickness: 5 * scale }));
  }
  // hood over the range
  const hoodX = backLeft + 3 * columnWidth;
  const hoodPath = `M${fmt(hoodX + columnWidth * 0.25)},${fmt(backTop)}H${fmt(hoodX + columnWidth * 1.75)}V${fmt(backTop + backHeight * 0.2)}L${fmt(hoodX + columnWidth * 2)},${fmt(backTop + backHeight * 0.34)}H${fmt(hoodX)}L${fmt(hoodX + columnWidth * 0.25)},${fmt(backTop + backHeight * 0.2)}Z`;
  scene.add(`<path d="${hoodPath}" fill="${shade(options.wall || COLORS.cream, -0.05)}"/><path d="${hoodPath}" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  scene.add(scene.woodHorizontal(hoodX - 4 * scale, backTop + backHeight * 0.34 - 14 * scale, columnWidth * 2 + 8 * scale, 14 * scale, { species: 'walnut' }));
  scene.add(`<rect x="${fmt(backLeft)}" y="${fmt(counterTop + 14 * scale)}" width="${fmt(backWidth)}" height="${fmt(backBottom - counterTop - 14 * scale)}" fill="${paintNamed(finish.paint)?.dark ?? '#555'}"/>`);
  for (let i = 0; i < columnCount; i++) {
    scene.add(door(scene, backLeft + i * columnWidth + 2 * scale, counterTop + 18 * scale, columnWidth - 4 * scale, backBottom - counterTop - 40 * scale, finish, { frameWidth: 12 * scale }));
    scene.add(pull(scene, backLeft + i * columnWidth + columnWidth / 2, counterTop + 40 * scale, 44 * scale, { metal: options.metal || 'brass', thickness: 5 * scale }));
  }
  scene.add(`<rect x="${fmt(backLeft)}" y="${fmt(backBottom - 20 * scale)}" width="${fmt(backWidth)}" height="${fmt(20 * scale)}" fill="#1b1815"/>`);
  scene.add(counter(scene, backLeft, counterTop, backWidth, 14 * scale, options.stone || 'quartz'));
  // island: front face is a rect facing the camera, top is a trapezoid
  const referenceDepth = 1000;
  /** @type {(worldX: number, worldY: number, depth: number) => Point} */
  const project = (worldX, worldY, depth) => [room.vanishX + (worldX * referenceDepth) / depth, room.vanishY + (worldY * referenceDepth) / depth];
  const floorY = backBottom - room.vanishY;
  const frontDepth = 600;
  const backDepth = 760;
  const islandHalfWidth = backWidth * 0.27;
  const islandHeight = 130;
  const frontTopLeft = project(-islandHalfWidth, floorY - islandHeight, frontDepth);
  const frontBottomRight = project(islandHalfWidth, floorY, frontDepth);
  const backTopLeft = project(-islandHalfWidth, floorY - islandHeight, backDepth);
  const backTopRight = project(islandHalfWidth, floorY - islandHeight, backDepth);
  /** @type {Point[]} */
  const topCorners = [frontTopLeft, [frontBottomRight[0], frontTopLeft[1]], backTopRight, backTopLeft];
  const overhang = 10 * (referenceDepth / frontDepth);
  scene.add(scene.shadow(frontTopLeft[0] + 10, frontBottomRight[1] - 10, frontBottomRight[0] - frontTopLeft[0], 30, { blur: 20, opacity: 0.5 }));
  const frontX = frontTopLeft[0];
  const frontY = frontTopLeft[1] + overhang * 0.6;
  const frontWidth = frontBottomRight[0] - frontTopLeft[0];
  const frontHeight = frontBottomRight[1] - frontY;
  scene.add(surface(scene, frontX, frontY, frontWidth, frontHeight, islandFinish, 'v', { tone: -0.1 }));
  const doorCount = 3;
  for (let i = 0; i < doorCount; i++) {
    const doorX = frontX + 12 + (i * (frontWidth - 24)) / doorCount;
    scene.add(door(scene, doorX + 3, frontY + 14, (frontWidth - 24) / doorCount - 6, frontHeight - 40, islandFinish, { style: options.islandStyle || 'shaker' }));
  }
  scene.add(`<rect x="${fmt(frontX)}" y="${fmt(frontBottomRight[1] - 22)}" width="${fmt(frontWidth)}" height="22" fill="#14110e"/>`);
  const topPath = `M${topCorners.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z`;
  const topMinX = Math.min(...topCorners.map((point) => point[0]));
  const topMinY = Math.min(...topCorners.map((point) => point[1]));
  scene.add(scene.textureRect(topMinX, topMinY, frontWidth, frontTopLeft[1] - topMinY, options.islandStone || options.stone || 'marble', { clip: scene.clipPath(topPath), scale: 1 }));
  scene.add(`<path d="${topPath}" fill="${scene.linearGradient([[0, '#fff', 0.05], [1, '#fff', 0.2]])}"/>`);
  scene.add(scene.textureRect(frontX - 6, frontTopLeft[1], frontWidth + 12, overhang * 0.7, options.islandStone || options.stone || 'marble', { scale: 1 }));
  scene.add(`<rect x="${fmt(frontX - 6)}" y="${fmt(frontTopLeft[1])}" width="${fmt(frontWidth + 12)}" height="${fmt(overhang * 0.7)}" fill="${scene.linearGradient([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`);
  // decor on island
  scene.add(vessel(scene, frontX + frontWidth * 0.3, frontTopLeft[1] - 4, 90 * unit, { kind: 'bowl', color: '#e9e1d2' }));
  scene.add(plant(scene, frontX + frontWidth * 0.72, frontTopLeft[1] - 4, 120 * unit, { style: 'branch', pot: '#d9cfbf' }));
  // stools in front
  for (let k = 0; k < 3; k++) {
    const stoolX = frontX + frontWidth * (0.2 + k * 0.3);
    const stoolY = height * 0.98;
    scene.add(scene.softEllipse(stoolX, stoolY, 90 * unit, 16 * unit, 0.4));
    for (const legOffset of [-50, 50]) scene.add(`<path d="M${fmt(stoolX + legOffset * unit * 0.8)},${fmt(stoolY - 270 * unit)}L${fmt(stoolX + legOffset * unit)},${fmt(stoolY)}" stroke="${COLORS.black}" stroke-width="${fmt(10 * unit)}"/>`);
    scene.add(`<rect x="${fmt(stoolX - 70 * unit)}" y="${fmt(stoolY - 130 * unit)}" width="${fmt(140 * unit)}" height="${fmt(8 * unit)}" fill="${COLORS.black}"/>`);
    scene.add(scene.woodHorizontal(stoolX - 80 * unit, stoolY - 300 * unit, 160 * unit, 36 * unit, { species: options.stoolWood || 'whiteOak', rx: 14 * unit }));
  }
  // pendants
  const pendantXs = [frontX + frontWidth * 0.25, frontX + frontWidth * 0.5, frontX + frontWidth * 0.75];
  for (const x of pendantXs) scene.add(pendant(scene, x, 0, height * 0.3, 40 * unit, { color: options.pendant || COLORS.brass, kind: options.pendantKind || 'dome' }));
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
