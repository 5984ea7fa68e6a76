// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS, paintNamed } from '../palette.mjs';
import { door, pull, knob, elevationBase, shelf, shelfDecor, tv, surface, shade, glow, plant, vessel, books, windowUnit, sofa } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { Finish, Metal, TimeOfDay } from '../components.mjs'
 */

/**
 * @typedef {object} MediaOptions
 * @property {Finish} [finish] the cabinetry (default forest paint)
 * @property {Finish} [shelfFinish] shelves, counter and slats (default walnut)
 * @property {boolean} [slats] false: a painted back behind the TV instead of wood slats
 * @property {number} [doors] lower cabinet doors
 * @property {'shaker' | 'slab'} [doorStyle]
 * @property {Metal} [metal]
 * @property {boolean} [sofa] the back of a sofa in the foreground
 * @property {string} [sofaColor]
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Media wall built-in: TV flanked by shelving towers over lower cabinets.
 * @param {Scene} scene
 * @param {MediaOptions} [options]
 */
export function media(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  /** @type {Finish} */
  const finish = options.finish || { paint: 'forest' };
  /** @type {Finish} */
  const shelfFinish = options.shelfFinish || { wood: 'walnut' };
  const paint = paintNamed(finish.paint) || { main: shade(COLORS.sand, -0.2), dark: shade(COLORS.sand, -0.4), light: COLORS.sand };
  const floorTop = elevationBase(scene, { wall: options.wall || COLORS.cream, species: options.floor || 'whiteOak' });
  const unitTop = height * 0.06;
  const counterY = height * 0.6;
  const x0 = width * 0.08;
  const x1 = width * 0.92;
  const towerWidth = (x1 - x0) * 0.24;
  // whole unit carcass
  scene.add(scene.shadow(x0, unitTop, x1 - x0, floorTop - unitTop, { blur: 20 * unit, opacity: 0.35 }));
  scene.add(surface(scene, x0, unitTop, x1 - x0, floorTop - unitTop, finish, 'v', { tone: -0.05 }));
  // crown
  scene.add(surface(scene, x0 - 14 * unit, unitTop - 22 * unit, x1 - x0 + 28 * unit, 26 * unit, finish, 'h', { tone: 0.05 }));
  scene.add(scene.bevel(x0 - 14 * unit, unitTop - 22 * unit, x1 - x0 + 28 * unit, 26 * unit, { size: 3 * unit }));
  // center: TV area with wood slat or plain back
  const centerLeft = x0 + towerWidth;
  const centerRight = x1 - towerWidth;
  const innerTop = unitTop + 30 * unit;
  if (options.slats !== false) {
    const slatCount = Math.round((centerRight - centerLeft - 40 * unit) / (22 * unit));
    const slatWidth = (centerRight - centerLeft - 40 * unit) / slatCount;
    scene.add(`<rect x="${fmt(centerLeft + 20 * unit)}" y="${fmt(innerTop)}" width="${fmt(centerRight - centerLeft - 40 * unit)}" height="${fmt(counterY - innerTop)}" fill="#1b1612"/>`);
    for (let i = 0; i < slatCount; i++) scene.add(scene.woodVertical(centerLeft + 20 * unit + i * slatWidth + 2 * unit, innerTop, slatWidth - 4 * unit, counterY - innerTop, { species: shelfFinish.wood || 'walnut', board: i }));
  } else {
    scene.add(scene.paint(centerLeft + 20 * unit, innerTop, centerRight - centerLeft - 40 * unit, counterY - innerTop, paint.dark, { textureAmount: 0.3 }));
  }
  scene.add(scene.bevel(centerLeft + 20 * unit, innerTop, centerRight - centerLeft - 40 * unit, counterY - innerTop, { size: 6 * unit, inset: true, dark: 0.45, light: 0.15 }));
  const tvWidth = (centerRight - centerLeft) * 0.78;
  const tvHeight = tvWidth * 0.5625;
  scene.add(tv(scene, (centerLeft + centerRight) / 2 - tvWidth / 2, counterY - 60 * unit - tvHeight, tvWidth, tvHeight));
  // towers with shelves
  for (const towerX of [x0, x1 - towerWidth]) {
    const innerX = towerX + 20 * unit;
    const innerWidth = towerWidth - 40 * unit;
    scene.add(scene.paint(innerX, innerTop, innerWidth, counterY - innerTop, paint.dark, { textureAmount: 0.3 }));
    scene.add(`<rect x="${fmt(innerX)}" y="${fmt(innerTop)}" width="${fmt(innerWidth)}" height="${fmt(counterY - innerTop)}" fill="${scene.linearGradient([[0, '#000', 0.35], [0.3, '#000', 0.1], [1, '#000', 0.2]])}"/>`);
    // LED glow
    scene.add(`<rect x="${fmt(innerX)}" y="${fmt(innerTop)}" width="${fmt(innerWidth)}" height="${fmt(counterY - innerTop)}" fill="${scene.radialGradient([[0, '#ffe2a6', 0.3], [1, '#ffe2a6', 0]], { cx: 0.5, cy: 0, r: 0.9 })}"/>`);
    const shelfCount = 4;
    const shelfSpacing = (counterY - innerTop) / shelfCount;
    for (let k = 1; k <= shelfCount; k++) {
      const shelfY = innerTop + k * shelfSpacing;
      if (k < shelfCount) scene.add(shelfDecor(scene, innerX + 8 * unit, shelfY - 12 * unit, innerWidth - 16 * unit, shelfSpacing * 0.68));
      else scene.add(shelfDecor(scene, innerX + 8 * unit, shelfY - 6 * unit, innerWidth - 16 * unit, shelfSpacing * 0.6));
      if (k < shelfCount) scene.add(shelf(scene, innerX - 2, shelfY - 12 * unit, innerWidth + 4, 14 * unit, shelfFinish));
      scene.add(glow(scene, innerX + innerWidth / 2, shelfY - shelfSpacing + 6 * unit, innerWidth * 0.55, '#ffe4b0', 0.25));
    }
    scene.add(scene.bevel(innerX, innerTop, innerWidth, counterY - innerTop, { size: 5 * unit, inset: true, dark: 0.4, light: 0.15 }));
  }
  // counter top
  scene.add(shelf(scene, x0 - 10 * unit, counterY, x1 - x0 + 20 * unit, 22 * unit, shelfFinish));
  // lower cabinets
  const cabinetTop = counterY + 22 * unit;
  const cabinetBottom = floorTop - 14 * unit;
  const doorCount = options.doors || 6;
  const doorWidth = (x1 - x0 - 20 * unit) / doorCount;
  for (let i = 0; i < doorCount; i++) {
    const doorX = x0 + 10 * unit + i * doorWidth + 3 * unit;
    scene.add(door(scene, doorX, cabinetTop + 6 * unit, doorWidth - 6 * unit, cabinetBottom - cabinetTop - 10 * unit, finish, { style: options.doorStyle || 'shaker' }));
    scene.add(knob(scene, i % 2 ? doorX + 20 * unit : doorX + doorWidth - 26 * unit, cabinetTop + 40 * unit, 6 * unit, options.metal || 'brass'));
  }
  if (options.sofa) scene.add(sofa(scene, width * 0.5, height + height * 0.18, width * 0.9, { color: options.sofaColor || '#cbbfa8', pillows: false }));
  scene.add(scene.finish({ lightX: 0.1, lightY: 0.1, vignette: 0.45 }));
}

/**
 * @typedef {object} OfficeOptions
 * @property {Finish} [finish] the shelving towers and drawers (default sage paint)
 * @property {Finish} [shelfFinish] desk and shelves (default white oak)
 * @property {Metal} [metal]
 * @property {TimeOfDay} [time] the view through the window
 * @property {boolean} [chair] false: no chair back in the foreground
 * @property {string} [chairColor]
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Home office built-in: desk run with upper shelving around a window.
 * @param {Scene} scene
 * @param {OfficeOptions} [options]
 */
export function office(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  /** @type {Finish} */
  const finish = options.finish || { paint: 'sage' };
  /** @type {Finish} */
  const shelfFinish = options.shelfFinish || { wood: 'whiteOak' };
  const floorTop = elevationBase(scene, { wall: options.wall || COLORS.cream, species: options.floor || 'walnut', vanishX: width * 0.55 });
  const deskY = height * 0.6;
  const x0 = -20;
  const x1 = width + 20;
  // window in the middle
  const windowWidth = width * 0.26;
  const windowX = width * 0.5 - windowWidth / 2;
  scene.add(windowUnit(scene, windowX, height * 0.1, windowWidth, deskY - height * 0.18, { cols: 2, rows: 3, time: options.time || 'day', sun: [0.4, 0.3], casingWidth: 20 * unit, frameWidth: 12 * unit, sill: false }));
  // shelving towers left and right of window
  for (const [towerX, towerWidth] of /** @satisfies {Point[]} */ ([[x0, windowX - 60 * unit - x0], [windowX + windowWidth + 60 * unit, x1 - (windowX + windowWidth + 60 * unit)]])) {
    scene.add(scene.shadow(towerX, height * 0.04, towerWidth, deskY - height * 0.04, { blur: 14 * unit, opacity: 0.3 }));
    scene.add(surface(scene, towerX, height * 0.04, towerWidth, deskY - height * 0.04 - 120 * unit, finish, 'v', { tone: -0.1 }));
    const innerX = towerX + 18 * unit;
    const innerWidth = towerWidth - 36 * unit;
    const innerTop = height * 0.04 + 18 * unit;
    const innerBottom = deskY - 120 * unit - 10 * unit;
    scene.add(scene.paint(innerX, innerTop, innerWidth, innerBottom - innerTop, paintNamed(finish.paint)?.dark ?? shade(finish.paint || COLORS.sand, -0.2), { textureAmount: 0.3 }));
    scene.add(`<rect x="${fmt(innerX)}" y="${fmt(innerTop)}" width="${fmt(innerWidth)}" height="${fmt(innerBottom - innerTop)}" fill="${scene.linearGradient([[0, '#000', 0.3], [1, '#000', 0.1]])}"/>`);
    const shelfCount = 3;
    const shelfSpacing = (innerBottom - innerTop) / shelfCount;
    for (let k = 1; k <= shelfCount; k++) {
      const y = innerTop + k * shelfSpacing;
      scene.add(shelfDecor(scene, innerX + 6 * unit, y - (k < shelfCount ? 14 * unit : 0), innerWidth - 12 * unit, shelfSpacing * 0.7, { kinds: ['books', 'books', 'vase', 'plant', 'stack', 'bowl'] }));
      if (k < shelfCount) scene.add(shelf(scene, innerX - 2, y - 14 * unit, innerWidth + 4, 14 * unit, shelfFinish));
    }
    scene.add(scene.bevel(innerX, innerTop, innerWidth, innerBottom - innerTop, { size: 5 * unit, inset: true, dark: 0.4, light: 0.15 }));
  }
  // desk
  scene.add(shelf(scene, x0, deskY, x1 - x0, 26 * unit, shelfFinish));
  // drawers under desk on both sides, open knee space in the middle
  const drawersTop = deskY + 26 * unit;
  for (const [stackX, stackWidth] of /** @satisfies {Point[]} */ ([[x0 + 30 * unit, width * 0.26], [width - width * 0.26 - 10 * unit, width * 0.26]])) {
    const drawerCount = 3;
    const drawerHeight = (floorTop - 20 * unit - drawersTop) / drawerCount;
    for (let k = 0; k < drawerCount; k++) {
      scene.add(door(scene, stackX, drawersTop + k * drawerHeight + 4 * unit, stackWidth, drawerHeight - 6 * unit, finish, { frameWidth: 14 * unit }));
      scene.add(pull(scene, stackX + stackWidth / 2, drawersTop + k * drawerHeight + drawerHeight / 2, 90 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
    }
  }
  scene.add(`<rect x="${fmt(width * 0.29)}" y="${fmt(drawersTop)}" width="${fmt(width * 0.42)}" height="${fmt(floorTop - drawersTop)}" fill="${scene.linearGradient([[0, '#000', 0.35], [1, '#000', 0.05]])}"/>`);
  // desk items: lamp, laptop, books, plant, mug
  const lampX = width * 0.2;
  scene.add(glow(scene, lampX + 40 * unit, deskY - 120 * unit, 220 * unit, '#ffe2a6', 0.45));
  scene.add(`<path d="M${fmt(lampX)},${fmt(deskY)}h${fmt(50 * unit)}M${fmt(lampX + 25 * unit)},${fmt(deskY)}L${fmt(lampX + 10 * unit)},${fmt(deskY - 110 * unit)}L${fmt(lampX + 70 * unit)},${fmt(deskY - 160 * unit)}" stroke="${COLORS.black}" stroke-width="${fmt(6 * unit)}" fill="none" stroke-linecap="round"/>`);
  scene.add(`<path d="M${fmt(lampX + 50 * unit)},${fmt(deskY - 175 * unit)}l${fmt(60 * unit)},${fmt(10 * unit)}l${fmt(-10 * unit)},${fmt(45 * unit)}Z" fill="${COLORS.black}"/>`);
  scene.add(`<path d="M${fmt(width * 0.42)},${fmt(deskY)}l${fmt(20 * unit)},${fmt(-110 * unit)}h${fmt(170 * unit)}l${fmt(-20 * unit)},${fmt(110 * unit)}Z" fill="#3b3d40"/>`);
  scene.add(`<path d="M${fmt(width * 0.42)},${fmt(deskY)}l${fmt(20 * unit)},${fmt(-110 * unit)}h${fmt(170 * unit)}l${fmt(-20 * unit)},${fmt(110 * unit)}Z" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#fff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  scene.add(`<rect x="${fmt(width * 0.405)}" y="${fmt(deskY - 6 * unit)}" width="${fmt(200 * unit)}" height="${fmt(6 * unit)}" fill="#8d9093"/>`);
  scene.add(books(scene, width * 0.66, deskY, 90 * unit, { maxHeight: 110 * unit }));
  scene.add(plant(scene, width * 0.76, deskY, 110 * unit, { style: 'trailing', pot: '#e4dbcc' }));
  scene.add(vessel(scene, width * 0.6, deskY, 36 * unit, { kind: 'pot', color: COLORS.terracotta }));
  // chair back in the foreground
  if (options.chair !== false) {
    const chairX = width * 0.5;
    const chairY = height * 0.75;
    scene.add(`<rect x="${fmt(chairX - 150 * unit)}" y="${fmt(chairY)}" width="${fmt(300 * unit)}" height="${fmt(260 * unit)}" rx="${fmt(60 * unit)}" fill="${options.chairColor || '#6b4a33'}"/>`);
    scene.add(scene.textureRect(chairX - 150 * unit, chairY, 300 * unit, 260 * unit, 'linen', { blend: 'soft-light', opacity: 0.8, rx: 60 * unit }));
    scene.add(`<rect x="${fmt(chairX - 150 * unit)}" y="${fmt(chairY)}" width="${fmt(300 * unit)}" height="${fmt(260 * unit)}" rx="${fmt(60 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.2], [0.4, '#fff', 0], [1, '#000', 0.45]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  }
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.2, vignette: 0.45 }));
}

/** Garment and folded-stack colours. */
const CLOTHES = ['#e9e2d4', '#d8ccb6', '#8f9d80', '#2f4a3b', '#b5694a', '#3a3836', '#c9b79c', '#5a6b7a', '#f3efe8', '#a67b4f'];

/** @typedef {'hang' | 'hang2' | 'shelves' | 'drawers' | 'shoes'} ClosetColumn hang2 = double hanging */
/**
 * @typedef {object} ClosetOptions
 * @property {Finish} [finish] default white oak
 * @property {ClosetColumn[]} [columns] left to right
 * @property {string} [backColor] the back panels
 * @property {'slab' | 'shaker'} [drawerStyle]
 * @property {Metal} [metal]
 * @property {string[]} [clothes] garment colours
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Walk-in closet system: hanging, shelves with folded stacks, drawers, shoes.
 * @param {Scene} scene
 * @param {ClosetOptions} [options]
 */
export function closet(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  /** @type {Finish} */
  const finish = options.finish || { wood: 'whiteOak' };
  const floorTop = elevationBase(scene, { wall: options.wall || shade(COLORS.cream, -0.04), species: options.floor || 'walnut', vanishX: width * 0.5 });
  const unitTop = height * 0.05;
  /** @type {ClosetColumn[]} */
  const columns = options.columns || ['hang2', 'shelves', 'drawers', 'hang', 'shoes'];
  const columnWidth = width / (columns.length - 0.3);
  const firstColumnX = -columnWidth * 0.15;
  const panelThickness = 18 * unit;
  const defaultBackColor = finish.wood ? shade(COLORS.sand, -0.15) : paintNamed(finish.paint)?.dark ?? COLORS.sand;
  scene.add(scene.paint(firstColumnX, unitTop, width - 2 * firstColumnX, floorTop - unitTop, options.backColor || defaultBackColor, { textureAmount: 0.3 }));
  scene.add(`<rect x="0" y="${fmt(unitTop)}" width="${width}" height="${fmt(floorTop - unitTop)}" fill="${scene.linearGradient([[0, '#000', 0.3], [0.4, '#000', 0.05], [1, '#000', 0.25]])}"/>`);
  scene.add(glow(scene, width * 0.5, unitTop, width * 0.6, '#ffe6bb', 0.35));
  columns.forEach((kind, i) => {
    const bayX = firstColumnX + i * columnWidth + panelThickness;
    const bayWidth = columnWidth - panelThickness;
    const bayTop = unitTop + 20 * unit;
    if (kind === 'hang' || kind === 'hang2') {
      const rodYs = kind === 'hang2' ? [bayTop + 40 * unit, bayTop + (floorTop - bayTop) / 2 + 20 * unit] : [bayTop + 120 * unit];
      const garmentLength = kind === 'hang2' ? (floorTop - bayTop) / 2 - 80 * unit : floorTop - bayTop - 320 * unit;
      if (kind === 'hang') scene.add(shelfDecor(scene, bayX + 14 * unit, bayTop + 80 * unit, bayWidth - 28 * unit, 60 * unit, { kinds: ['books', 'bowl', 'stack'] }), shelf(scene, bayX, bayTop + 80 * unit, bayWidth, panelThickness, finish));
      for (const rodY of rodYs) {
        scene.add(shelf(scene, bayX, rodY - 30 * unit, bayWidth, panelThickness, finish));
        scene.add(`<rect x="${fmt(bayX)}" y="${fmt(rodY)}" width="${fmt(bayWidth)}" height="${fmt(8 * unit)}" rx="${fmt(4 * unit)}" fill="${scene.linearGradient([[0, '#7a5a26'], [0.4, '#e9cd8a'], [1, '#6d4f20']])}"/>`);
        let hangerX = bayX + 20 * unit;
        while (hangerX < bayX + bayWidth - 50 * unit) {
          const garmentWidth = rng.range(34, 60) * unit;
          scene.add(garment(scene, hangerX + garmentWidth / 2, rodY, garmentWidth, garmentLength * rng.range(0.75, 1), rng.pick(options.clothes || CLOTHES), unit));
          hangerX += garmentWidth * 0.62;
        }
      }
      if (kind === 'hang') {
        // shoe shelf at the bottom
        scene.add(shelf(scene, bayX, floorTop - 90 * unit, bayWidth, panelThickness, finish));
        scene.add(shoes(scene, bayX + 10 * unit, floorTop - 90 * unit, bayWidth - 20 * unit, unit));
      }
    } else if (kind === 'shelves') {
      const shelfCount = 6;
      const shelfSpacing = (floorTop - 40 * unit - bayTop) / shelfCount;
      for (let k = 1; k <= shelfCount; k++) {
        const y = bayTop + k * shelfSpacing;
        scene.add(folded(scene, bayX + 12 * unit, y - 4, bayWidth - 24 * unit, shelfSpacing * 0.72, unit));
        scene.add(shelf(scene, bayX, y, bayWidth, panelThickness, finish));
      }
    } else if (kind === 'drawers') {
      const drawersTop = bayTop + (floorTop - bayTop) * 0.45;
      const shelfCount = 2;
      const shelfSpacing = (drawersTop - bayTop) / shelfCount;
      for (let k = 1; k <= shelfCount; k++) {
        scene.add(shelfDecor(scene, bayX + 14 * unit, bayTop + k * shelfSpacing - 6, bayWidth - 28 * unit, shelfSpacing * 0.7, { kinds: ['bowl', 'vase', 'books', 'plant'] }));
        scene.add(shelf(scene, bayX, bayTop + k * shelfSpacing, bayWidth, panelThickness, finish));
      }
      const drawerCount = 4;
      const drawerHeight = (floorTop - 20 * unit - drawersTop - panelThickness) / drawerCount;
      for (let k = 0; k < drawerCount; k++) {
        scene.add(door(scene, bayX + 4 * unit, drawersTop + panelThickness + k * drawerHeight + 3 * unit, bayWidth - 8 * unit, drawerHeight - 6 * unit, finish, { style: options.drawerStyle || 'slab' }));
        scene.add(pull(scene, bayX + bayWidth / 2, drawersTop + panelThickness + k * drawerHeight + drawerHeight * 0.5, 110 * unit, { metal: options.metal || 'brass', thickness: 7 * unit }));
      }
    } else if (kind === 'shoes') {
      const shelfCount = 6;
      const shelfSpacing = (floorTop - 40 * unit - bayTop) / shelfCount;
      for (let k = 1; k <= shelfCount; k++) {
        const y = bayTop + k * shelfSpacing;
        scene.add(shoes(scene, bayX + 10 * unit, y, bayWidth - 20 * unit, unit));
        scene.add(shelf(scene, bayX, y, bayWidth, panelThickness, finish));
      }
    }
    // side panel
    const panelX = firstColumnX + i * columnWidth;
    scene.add(scene.shadow(panelX + panelThickness, unitTop, 12 * unit, floorTop - unitTop, { blur: 10 * unit, opacity: 0.35 }));
    scene.add(surface(scene, panelX, unitTop, panelThickness, floorTop - unitTop, finish, 'v'));
    scene.add(scene.bevel(panelX, unitTop, panelThickness, floorTop - unitTop, { size: 2 }));
  });
  const panelX = firstColumnX + columns.length * columnWidth;
  scene.add(surface(scene, panelX, unitTop, panelThickness, floorTop - unitTop, finish, 'v'));
  scene.add(surface(scene, -20, unitTop - 26 * unit, width + 40, 30 * unit, finish, 'h'));
  scene.add(scene.bevel(-20, unitTop - 26 * unit, width + 40, 30 * unit, { size: 3 }));
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.0, vignette: 0.5 }));
}

/**
 * A garment on a hanger.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} rodY
 * @param {number} width
 * @param {number} length
 * @param {string} color
 * @param {number} unit scale (scene height / 1067)
 */
function garment(scene, cx, rodY, width, length, color, unit) {
  let out = `<path d="M${fmt(cx)},${fmt(rodY + 2 * unit)}q${fmt(-6 * unit)},${fmt(-14 * unit)} ${fmt(4 * unit)},${fmt(-14 * unit)}" stroke="#6a6a6a" stroke-width="${fmt(2.2 * unit)}" fill="none"/>`;
  const shoulderDrop = 20 * unit;
  const outline = `M${fmt(cx - width * 0.15)},${fmt(rodY + 6 * unit)}L${fmt(cx - width / 2)},${fmt(rodY + shoulderDrop)}L${fmt(cx - width / 2 + 2 * unit)},${fmt(rodY + length)}L${fmt(cx + width / 2 - 2 * unit)},${fmt(rodY + length)}L${fmt(cx + width / 2)},${fmt(rodY + shoulderDrop)}L${fmt(cx + width * 0.15)},${fmt(rodY + 6 * unit)}Z`;
  out += `<path d="${outline}" fill="#000" opacity="0.3" transform="translate(${fmt(5 * unit)} ${fmt(3 * unit)})"/>`;
  out += `<path d="${outline}" fill="${color}"/>`;
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#000', 0.25], [0.3, '#fff', 0.12], [0.6, '#000', 0.05], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0.1], [1, '#000', 0.2]])}"/>`;
  return out;
}
/**
 * Stacks of folded clothes on a shelf.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} height room above the shelf
 * @param {number} unit scale (scene height / 1067)
 */
function folded(scene, x, y, width, height, unit) {
  const rng = scene.rng;
  let out = '';
  let cursorX = x;
  while (cursorX < x + width - 60 * unit) {
    const stackWidth = Math.min(x + width - cursorX, rng.range(80, 110) * unit);
    const layerCount = rng.int(3, 6);
    const layerHeight = Math.min(height / layerCount, rng.range(14, 20) * unit);
    for (let k = 0; k < layerCount; k++) {
      const color = rng.pick(CLOTHES);
      const layerY = y - (k + 1) * layerHeight;
      out += `<rect x="${fmt(cursorX + rng.range(-2, 2) * unit)}" y="${fmt(layerY)}" width="${fmt(stackWidth)}" height="${fmt(layerHeight - 1)}" rx="${fmt(layerHeight * 0.4)}" fill="${color}"/>`;
      out += `<rect x="${fmt(cursorX)}" y="${fmt(layerY)}" width="${fmt(stackWidth)}" height="${fmt(layerHeight - 1)}" rx="${fmt(layerHeight * 0.4)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [1, '#000', 0.3]])}"/>`;
    }
    cursorX += stackWidth + rng.range(14, 30) * unit;
  }
  return out;
}
/**
 * Pairs of shoes on a shelf.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} unit scale (scene height / 1067)
 */
function shoes(scene, x, y, width, unit) {
  const rng = scene.rng;
  let out = '';
  let cursorX = x + 6 * unit;
  while (cursorX < x + width - 60 * unit) {
    const color = rng.pick(['#3b2a1e', '#1f1e1d', '#8a5a3c', '#e9e2d4', '#6b4a33', '#b5694a']);
    for (let k = 0; k < 2; k++) {
      const shoeX = cursorX + k * 30 * unit;
      const outline = `M${fmt(shoeX)},${fmt(y)}v${fmt(-22 * unit)}q${fmt(2 * unit)},${fmt(-8 * unit)} ${fmt(12 * unit)},${fmt(-8 * unit)}h${fmt(8 * unit)}q${fmt(14 * unit)},${fmt(10 * unit)} ${fmt(10 * unit)},${fmt(30 * unit)}Z`;
      out += `<path d="${outline}" fill="${color}"/><path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0.25], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    }
    cursorX += 80 * unit;
  }
  return out;
}

/** What fills the pantry jars (grains, pasta, beans, ...). */
const JAR_FILLS = ['#d9b36c', '#c2703d', '#7a4b30', '#efe6d2', '#a33b26', '#e6c35c', '#5c6b3a', '#3d2a1e', '#d6c3a1'];
/**
 * @typedef {object} PantryOptions
 * @property {Finish} [finish] default white oak
 * @property {number} [shelves] how many shelves
 * @property {number} [x0] left end of the shelving (screen x)
 * @property {number} [x1] right end of the shelving (screen x)
 * @property {string} [backColor] the wall behind the shelves
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Pantry shelves: jars and baskets.
 * @param {Scene} scene
 * @param {PantryOptions} [options]
 */
export function pantry(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  /** @type {Finish} */
  const finish = options.finish || { wood: 'whiteOak' };
  const floorTop = elevationBase(scene, { wall: options.wall || COLORS.sageLight, species: options.floor || 'whiteOak' });
  const unitTop = height * 0.04;
  const x0 = options.x0 ?? width * 0.05;
  const x1 = options.x1 ?? width * 0.95;
  const shelfCount = options.shelves || 5;
  const shelfSpacing = (floorTop - 60 * unit - unitTop) / shelfCount;
  scene.add(scene.paint(x0, unitTop, x1 - x0, floorTop - unitTop, options.backColor || shade(options.wall || COLORS.sageLight, -0.05), { textureAmount: 0.4 }));
  scene.add(`<rect x="${fmt(x0)}" y="${fmt(unitTop)}" width="${fmt(x1 - x0)}" height="${fmt(floorTop - unitTop)}" fill="${scene.linearGradient([[0, '#000', 0.25], [0.5, '#000', 0.05], [1, '#000', 0.2]])}"/>`);
  for (let k = 1; k <= shelfCount; k++) {
    const y = unitTop + k * shelfSpacing;
    const itemHeight = shelfSpacing * 0.7;
    let cursorX = x0 + 20 * unit;
    const rowStyle = k === shelfCount ? 'baskets' : k % 2 ? 'jars' : rng.pick(['jars', 'mixed']);
    while (cursorX < x1 - 80 * unit) {
      if (rowStyle === 'baskets') {
        const basketWidth = Math.min(x1 - 20 * unit - cursorX, 200 * unit);
        scene.add(basket(scene, cursorX, y, basketWidth, itemHeight * 0.8, unit));
        cursorX += basketWidth + 20 * unit;
      } else if (rowStyle === 'mixed' && rng.chance(0.35)) {
        const basketWidth = Math.min(x1 - 20 * unit - cursorX, 150 * unit);
        scene.add(basket(scene, cursorX, y, basketWidth, itemHeight * 0.6, unit));
        cursorX += basketWidth + 16 * unit;
      } else {
        const jarWidth = rng.range(60, 95) * unit;
        const jarHeight = Math.min(itemHeight, jarWidth * rng.range(1.1, 1.8));
        scene.add(jar(scene, cursorX, y, jarWidth, jarHeight, rng.pick(JAR_FILLS), unit));
        cursorX += jarWidth + rng.range(8, 16) * unit;
      }
    }
    scene.add(shelf(scene, x0 - 4, y, x1 - x0 + 8, 20 * unit, finish));
  }
  for (const postX of [x0 - 24 * unit, x1]) {
    scene.add(scene.shadow(postX + 24 * unit, unitTop, 14 * unit, floorTop - unitTop, { blur: 10 * unit, opacity: 0.3 }));
    scene.add(surface(scene, postX, unitTop, 24 * unit, floorTop - unitTop, finish, 'v'));
    scene.add(scene.bevel(postX, unitTop, 24 * unit, floorTop - unitTop, { size: 2 }));
  }
  scene.add(surface(scene, x0 - 40 * unit, unitTop - 24 * unit, x1 - x0 + 80 * unit, 28 * unit, finish, 'h'));
  scene.add(glow(scene, width * 0.5, unitTop, width * 0.5, '#ffe6bb', 0.3));
  scene.add(scene.finish({ lightX: 0.3, lightY: 0.0, vignette: 0.45 }));
}
/**
 * A glass jar with a maple lid, part filled.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} height
 * @param {string} fill colour of the contents
 * @param {number} unit scale (scene height / 1067)
 */
function jar(scene, x, y, width, height, fill, unit) {
  const lidHeight = Math.max(10 * unit, height * 0.12);
  const bodyPath = `M${fmt(x)},${fmt(y - height + lidHeight + 6 * unit)}q0,${fmt(-6 * unit)} ${fmt(6 * unit)},${fmt(-6 * unit)}h${fmt(width - 12 * unit)}q${fmt(6 * unit)},0 ${fmt(6 * unit)},${fmt(6 * unit)}V${fmt(y - 4 * unit)}q0,${fmt(4 * unit)} ${fmt(-4 * unit)},${fmt(4 * unit)}H${fmt(x + 4 * unit)}q${fmt(-4 * unit)},0 ${fmt(-4 * unit)},${fmt(-4 * unit)}Z`;
  let out = `<path d="${bodyPath}" fill="#000" opacity="0.25" transform="translate(${fmt(6 * unit)} ${fmt(2 * unit)})"/>`;
  const fillY = y - height * scene.rng.range(0.45, 0.8);
  const clip = scene.clipPath(bodyPath);
  out += `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y - height)}" width="${fmt(width)}" height="${fmt(height)}" fill="#e9ece6" opacity="0.35"/><rect x="${fmt(x)}" y="${fmt(fillY)}" width="${fmt(width)}" height="${fmt(y - fillY)}" fill="${fill}"/>`;
  out += scene.textureRect(x, fillY, width, y - fillY, 'granule', { blend: 'overlay', opacity: 0.9, scale: 0.6 * unit });
  out += `</g>`;
  out += `<path d="${bodyPath}" fill="${scene.linearGradient([[0, '#fff', 0.35], [0.15, '#fff', 0.55], [0.25, '#fff', 0.05], [0.8, '#000', 0.05], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<path d="${bodyPath}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.2"/>`;
  out += scene.woodHorizontal(x + 3 * unit, y - height, width - 6 * unit, lidHeight, { species: 'maple', rx: 2 * unit });
  // blank label
  if (height > 70 * unit) out += `<rect x="${fmt(x + width * 0.18)}" y="${fmt(y - height * 0.5)}" width="${fmt(width * 0.64)}" height="${fmt(height * 0.18)}" rx="2" fill="#f4efe4" opacity="0.92"/>`;
  return out;
}
/**
 * A woven basket.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} height
 * @param {number} unit scale (scene height / 1067)
 */
function basket(scene, x, y, width, height, unit) {
  let out = scene.shadow(x + 6 * unit, y - height + 6 * unit, width, height, { blur: 6 * unit, opacity: 0.35 });
  const clip = scene.clipRect(x, y - height, width, height, 8 * unit);
  out += `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y - height)}" width="${fmt(width)}" height="${fmt(height)}" fill="#b08a5a"/>`;
  const rowHeight = 9 * unit;
  for (let row = 0; row * rowHeight < height; row++) {
    for (let column = 0; column * 16 * unit < width + 16 * unit; column++) {
      const offset = (row % 2) * 8 * unit;
      out += `<rect x="${fmt(x + column * 16 * unit - offset)}" y="${fmt(y - height + row * rowHeight)}" width="${fmt(14 * unit)}" height="${fmt(rowHeight - 1.5 * unit)}" rx="${fmt(4 * unit)}" fill="${row % 2 ? '#c9a372' : '#bd9663'}"/>`;
    }
  }
  out += `<rect x="${fmt(x)}" y="${fmt(y - height)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.35]])}"/>`;
  out += `</g>`;
  out += `<rect x="${fmt(x)}" y="${fmt(y - height)}" width="${fmt(width)}" height="${fmt(12 * unit)}" rx="${fmt(6 * unit)}" fill="#9a7446"/>`;
  return out;
}
