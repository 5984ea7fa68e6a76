// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { elevationBase, shelf, shelfDecor, surface, glow, plant, vessel, artwork, bricks, ledgestone, tiles, fire, door, knob, sconce, windowUnit } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { ImageTextureName } from '../library.mjs'
 * @import { Finish, Metal, TimeOfDay } from '../components.mjs'
 */
/**
 * @typedef {object} FireplaceOptions
 * @property {'limestone' | 'brick' | 'ledgestone' | 'tile' | 'plaster' | 'slate'} [surround] default limestone
 * @property {string} [paintedBrick] paint colour of a brick surround
 * @property {string[]} [tileColors] colours of a tile surround
 * @property {string} [plaster] colour of a plaster surround
 * @property {boolean} [fullHeight] the surround runs up to the ceiling as a chimney breast
 * @property {number} [surroundWidth] width of the surround, as a fraction of the scene width
 * @property {boolean} [arch] an arched firebox
 * @property {boolean} [lit] false: no fire
 * @property {ImageTextureName} [hearth] hearth stone (default slate)
 * @property {'beam' | 'classic'} [mantel] a wood beam, or a painted mantel with pilasters
 * @property {number} [mantelY] mantel height, as a fraction of the scene height
 * @property {WoodSpecies} [species] the beam's species (default reclaimed)
 * @property {string} [mantelColor] the classic mantel's paint colour
 * @property {'shelves' | 'windows' | 'sconces' | 'none'} [flank] what is on either side
 * @property {Finish} [builtinFinish] the flanking built-ins' finish
 * @property {string} [builtinPaint] the flanking built-ins' paint, when no finish is given (default cream)
 * @property {Finish} [shelfFinish] the flanking shelves' finish (default walnut)
 * @property {Metal} [metal] hardware and sconces
 * @property {TimeOfDay} [time] the view through flanking windows
 * @property {string} [wall] wall colour
 * @property {WoodSpecies} [floor] floor species
 * @property {boolean} [heroShift] shift the fireplace right (the home hero, with text on the left)
 * @property {boolean} [art] false: nothing hung over the mantel
 * @property {'art' | 'mirror' | 'pair'} [decor] what hangs over the mantel (random by default)
 * @property {'arch' | 'land'} [artStyle]
 * @property {WoodSpecies} [artFrame]
 */

/**
 * Fireplace wall: surround, firebox, hearth, mantel, and built-ins, windows or sconces either side.
 * @param {Scene} scene
 * @param {FireplaceOptions} [options]
 */
export function fireplace(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = elevationBase(scene, { wall: options.wall || COLORS.cream, species: options.floor || 'whiteOak', baseboard: true });
  const centerX = width * (options.heroShift ? 0.66 : 0.5);
  const surroundWidth = width * (options.surroundWidth ?? 0.44);
  const surroundX = centerX - surroundWidth / 2;
  const mantelY = height * (options.mantelY ?? 0.44);
  // chimney breast (full height surround) or surround below mantel
  const surround = options.surround || 'limestone';
  const breastTop = options.fullHeight ? 0 : mantelY;
  scene.add(scene.shadow(surroundX + 8 * unit, breastTop, surroundWidth, floorTop - breastTop, { blur: 22 * unit, opacity: 0.4 }));
  if (surround === 'brick') scene.add(bricks(scene, surroundX, breastTop, surroundWidth, floorTop - breastTop, { brickWidth: 62 * unit, brickHeight: 21 * unit, mortarWidth: 4 * unit, paintColor: options.paintedBrick }));
  else if (surround === 'ledgestone') scene.add(ledgestone(scene, surroundX, breastTop, surroundWidth, floorTop - breastTop, { minCourseHeight: 20 * unit, maxCourseHeight: 44 * unit }));
  else if (surround === 'tile') scene.add(tiles(scene, surroundX, breastTop, surroundWidth, floorTop - breastTop, { colors: options.tileColors || ['#e9e1d1', '#e2d8c5', '#efe8dc'], layout: 'stack', tileWidth: 56 * unit, tileHeight: 56 * unit, grout: 2 * unit }));
  else if (surround === 'plaster') scene.add(scene.paint(surroundX, breastTop, surroundWidth, floorTop - breastTop, options.plaster || '#e4d9c6', { textureAmount: 0.9 }));
  else scene.add(scene.textureRect(surroundX, breastTop, surroundWidth, floorTop - breastTop, surround === 'slate' ? 'slate' : 'limestone', { scale: 1 }));
  scene.add(`<rect x="${fmt(surroundX)}" y="${fmt(breastTop)}" width="${fmt(surroundWidth)}" height="${fmt(floorTop - breastTop)}" fill="${scene.linearGradient([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // firebox
  const fireboxWidth = surroundWidth * 0.5;
  const fireboxHeight = (floorTop - mantelY) * 0.6;
  const fireboxX = centerX - fireboxWidth / 2;
  const fireboxY = floorTop - 40 * unit - fireboxHeight;
  const arch = options.arch;
  const fireboxPath = arch
    ? `M${fmt(fireboxX)},${fmt(fireboxY + fireboxHeight)}V${fmt(fireboxY + fireboxWidth * 0.3)}Q${fmt(fireboxX)},${fmt(fireboxY)} ${fmt(centerX)},${fmt(fireboxY)}Q${fmt(fireboxX + fireboxWidth)},${fmt(fireboxY)} ${fmt(fireboxX + fireboxWidth)},${fmt(fireboxY + fireboxWidth * 0.3)}V${fmt(fireboxY + fireboxHeight)}Z`
    : `M${fmt(fireboxX)},${fmt(fireboxY)}H${fmt(fireboxX + fireboxWidth)}V${fmt(fireboxY + fireboxHeight)}H${fmt(fireboxX)}Z`;
  if (!arch && surround !== 'brick' && surround !== 'ledgestone') {
    // inner frame
    scene.add(`<rect x="${fmt(fireboxX - 26 * unit)}" y="${fmt(fireboxY - 26 * unit)}" width="${fmt(fireboxWidth + 52 * unit)}" height="${fmt(fireboxHeight + 26 * unit)}" fill="${COLORS.charcoal}"/>`);
  }
  scene.add(`<path d="${fireboxPath}" fill="#141110"/>`);
  scene.add(`<path d="${fireboxPath}" fill="${scene.radialGradient([[0, '#3a2a1e', 0.9], [1, '#0a0807', 0]], { cx: 0.5, cy: 0.9, r: 0.8 })}"/>`);
  // brick back inside firebox
  scene.add(`<g clip-path="${scene.clipPath(fireboxPath)}">${bricks(scene, fireboxX, fireboxY, fireboxWidth, fireboxHeight, { brickWidth: 40 * unit, brickHeight: 14 * unit, mortarWidth: 2 * unit, colors: ['#2c211b', '#342720', '#251b16'], mortarColor: '#15100d' })}<rect x="${fmt(fireboxX)}" y="${fmt(fireboxY)}" width="${fmt(fireboxWidth)}" height="${fmt(fireboxHeight)}" fill="${scene.linearGradient([[0, '#000', 0.85], [0.6, '#000', 0.55], [1, '#000', 0.3]])}"/></g>`);
  if (options.lit !== false) scene.add(fire(scene, centerX, fireboxY + fireboxHeight - 8 * unit, fireboxWidth * 0.9));
  scene.add(`<path d="${fireboxPath}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="${fmt(6 * unit)}"/>`);
  // hearth
  scene.add(scene.shadow(surroundX - 30 * unit, floorTop - 10 * unit, surroundWidth + 60 * unit, 40 * unit, { blur: 10 * unit, opacity: 0.4 }));
  scene.add(scene.textureRect(surroundX - 30 * unit, floorTop - 34 * unit, surroundWidth + 60 * unit, 40 * unit, options.hearth || 'slate', { scale: 1 }));
  scene.add(`<rect x="${fmt(surroundX - 30 * unit)}" y="${fmt(floorTop - 34 * unit)}" width="${fmt(surroundWidth + 60 * unit)}" height="${fmt(40 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.15, '#fff', 0], [1, '#000', 0.3]])}"/>`);
  if (options.lit !== false) scene.add(glow(scene, centerX, floorTop - 20 * unit, fireboxWidth * 0.9, '#ff9a3c', 0.35));
  // flanking
  const flank = options.flank || 'shelves';
  if (flank === 'shelves') {
    /** @type {Point} */
    const leftFlank = options.heroShift ? [surroundX - 30 * unit - width * 0.2, width * 0.2] : [0, surroundX - 30 * unit];
    for (const [flankX, flankWidth] of /** @satisfies {Point[]} */ ([leftFlank, [surroundX + surroundWidth + 30 * unit, width - surroundX - surroundWidth - 30 * unit]])) {
      const cabinetTop = height * 0.62;
      const finish = options.builtinFinish || { paint: options.builtinPaint || 'cream' };
      scene.add(scene.shadow(flankX, 0, flankWidth, floorTop, { blur: 14 * unit, opacity: 0.25 }));
      scene.add(surface(scene, flankX, 0, flankWidth, cabinetTop, finish, 'v', { tone: -0.15 }));
      scene.add(`<rect x="${fmt(flankX)}" y="0" width="${fmt(flankWidth)}" height="${fmt(cabinetTop)}" fill="${scene.linearGradient([[0, '#000', 0.3], [1, '#000', 0.1]])}"/>`);
      const shelfCount = 3;
      const shelfSpacing = (cabinetTop - 40 * unit) / shelfCount;
      for (let k = 1; k <= shelfCount; k++) {
        const y = 20 * unit + k * shelfSpacing;
        scene.add(shelfDecor(scene, flankX + 30 * unit, y - 16 * unit, flankWidth - 60 * unit, shelfSpacing * 0.7));
        scene.add(shelf(scene, flankX, y - 16 * unit, flankWidth, 16 * unit, options.shelfFinish || { wood: 'walnut' }));
      }
      scene.add(surface(scene, flankX, cabinetTop, flankWidth, floorTop - cabinetTop, finish, 'h'));
      const doorCount = Math.max(1, Math.round(flankWidth / (220 * unit)));
      const doorWidth = (flankWidth - 20 * unit) / doorCount;
      for (let i = 0; i < doorCount; i++) {
        scene.add(door(scene, flankX + 10 * unit + i * doorWidth + 3 * unit, cabinetTop + 10 * unit, doorWidth - 6 * unit, floorTop - cabinetTop - 40 * unit, finish));
        scene.add(knob(scene, flankX + 10 * unit + i * doorWidth + doorWidth / 2, cabinetTop + 40 * unit, 7 * unit, options.metal || 'brass'));
      }
      scene.add(shelf(scene, flankX - 6, cabinetTop - 4 * unit, flankWidth + 12, 18 * unit, finish));
    }
  } else if (flank === 'windows') {
    for (const windowX of [surroundX * 0.5, surroundX + surroundWidth + (width - surroundX - surroundWidth) * 0.5]) {
      const windowWidth = width * 0.16;
      scene.add(windowUnit(scene, windowX - windowWidth / 2, height * 0.12, windowWidth, height * 0.52, { cols: 2, rows: 4, time: options.time || 'golden', sun: [0.5, 0.5], casingWidth: 18 * unit, frameWidth: 12 * unit }));
    }
  } else if (flank === 'sconces') {
    scene.add(sconce(scene, surroundX - 80 * unit, height * 0.3, 1.3 * unit, { metal: options.metal || 'brass' }));
    scene.add(sconce(scene, surroundX + surroundWidth + 50 * unit, height * 0.3, 1.3 * unit, { metal: options.metal || 'brass' }));
  }
  // mantel
  const mantel = options.mantel || 'beam';
  if (mantel === 'beam') {
    const beamHeight = 70 * unit;
    const beamWidth = surroundWidth + 80 * unit;
    scene.add(scene.shadow(centerX - beamWidth / 2 + 6 * unit, mantelY - beamHeight / 2 + 20 * unit, beamWidth, beamHeight, { blur: 18 * unit, opacity: 0.5 }));
    scene.add(scene.woodHorizontal(centerX - beamWidth / 2, mantelY - beamHeight / 2, beamWidth, beamHeight, { species: options.species || 'reclaimed', maxBoardHeight: 200 }));
    scene.add(scene.bevel(centerX - beamWidth / 2, mantelY - beamHeight / 2, beamWidth, beamHeight, { size: 4 * unit, light: 0.25, dark: 0.35 }));
    scene.add(`<rect x="${fmt(centerX - beamWidth / 2)}" y="${fmt(mantelY - beamHeight / 2)}" width="${fmt(beamWidth)}" height="${fmt(beamHeight)}" fill="${scene.linearGradient([[0, '#fff', 0.22], [0.2, '#fff', 0], [1, '#000', 0.25]])}"/>`);
    scene.add(decor(scene, centerX, mantelY - beamHeight / 2, beamWidth, unit, options));
  } else {
    // classic painted mantel with pilasters and frieze
    const mantelColor = options.mantelColor || COLORS.warmWhite;
    const mantelWidth = surroundWidth + 120 * unit;
    const mantelX = centerX - mantelWidth / 2;
    const pilasterWidth = 70 * unit;
    scene.add(scene.shadow(mantelX + 8 * unit, mantelY + 10 * unit, mantelWidth, floorTop - mantelY, { blur: 16 * unit, opacity: 0.35 }));
    for (const pilasterX of [mantelX, mantelX + mantelWidth - pilasterWidth]) {
      scene.add(scene.paint(pilasterX, mantelY + 60 * unit, pilasterWidth, floorTop - mantelY - 94 * unit, mantelColor, { textureAmount: 0.2 }));
      scene.add(scene.bevel(pilasterX, mantelY + 60 * unit, pilasterWidth, floorTop - mantelY - 94 * unit, { size: 3 }));
      scene.add(scene.bevel(pilasterX + 14 * unit, mantelY + 80 * unit, pilasterWidth - 28 * unit, floorTop - mantelY - 140 * unit, { size: 4, inset: true, dark: 0.25, light: 0.3 }));
    }
    scene.add(scene.paint(mantelX, mantelY + 10 * unit, mantelWidth, 60 * unit, mantelColor, { textureAmount: 0.2 }));
    scene.add(scene.bevel(mantelX, mantelY + 10 * unit, mantelWidth, 60 * unit, { size: 3 }));
    scene.add(scene.paint(mantelX - 30 * unit, mantelY - 8 * unit, mantelWidth + 60 * unit, 22 * unit, mantelColor, { textureAmount: 0.2 }));
    scene.add(`<rect x="${fmt(mantelX - 30 * unit)}" y="${fmt(mantelY + 14 * unit)}" width="${fmt(mantelWidth + 60 * unit)}" height="${fmt(10 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
    scene.add(scene.bevel(mantelX - 30 * unit, mantelY - 8 * unit, mantelWidth + 60 * unit, 22 * unit, { size: 3 }));
    scene.add(decor(scene, centerX, mantelY - 8 * unit, mantelWidth + 40 * unit, unit, options));
  }
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.8, warmth: 0.25, vignette: 0.5 }));
}

/**
 * Art or a mirror over the mantel, and a vase, branches, candles and a jug on it.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the mantel's top
 * @param {number} width the mantel's width
 * @param {number} unit scale (scene height / 1067)
 * @param {FireplaceOptions} options
 */
function decor(scene, cx, y, width, unit, options) {
  let out = '';
  const showArt = options.art !== false;
  const rng = scene.rng;
  const kind = options.decor || rng.pick(['art', 'mirror', 'pair']);
  const palette = rng.shuffle([COLORS.sage, COLORS.forest, COLORS.sand, COLORS.terracotta]).concat(['#e6dccb']);
  if (showArt && kind === 'art') out += artwork(scene, cx - width * 0.22, y - width * 0.42, width * 0.36, width * 0.42, { style: options.artStyle || rng.pick(['land', 'arch']), frameWood: options.artFrame || rng.pick([undefined, 'walnut', 'whiteOak']), palette });
  else if (showArt && kind === 'pair') {
    out += artwork(scene, cx - width * 0.26, y - width * 0.34, width * 0.22, width * 0.3, { style: 'arch', frameWood: 'walnut', palette });
    out += artwork(scene, cx - width * 0.02, y - width * 0.26, width * 0.18, width * 0.22, { style: 'land', frameColor: COLORS.black, palette });
  } else if (showArt) {
    const mirrorRadius = width * 0.17;
    const mirrorX = cx - width * 0.06;
    const mirrorY = y - mirrorRadius - 10 * unit;
    out += `<circle cx="${fmt(mirrorX + 8 * unit)}" cy="${fmt(mirrorY + 12 * unit)}" r="${fmt(mirrorRadius)}" fill="#000" opacity="0.25"/>`;
    out += `<circle cx="${fmt(mirrorX)}" cy="${fmt(mirrorY)}" r="${fmt(mirrorRadius)}" fill="${scene.linearGradient([[0, COLORS.brassDark], [0.4, COLORS.brassLight], [1, COLORS.brassDark]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += `<circle cx="${fmt(mirrorX)}" cy="${fmt(mirrorY)}" r="${fmt(mirrorRadius - 10 * unit)}" fill="${scene.linearGradient([[0, '#c9d0cf'], [0.5, '#aeb7b6'], [1, '#8d9593']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += `<path d="M${fmt(mirrorX - mirrorRadius * 0.5)},${fmt(mirrorY - mirrorRadius * 0.6)}l${fmt(mirrorRadius * 0.5)},0l${fmt(-mirrorRadius * 0.7)},${fmt(mirrorRadius * 1.0)}l${fmt(-mirrorRadius * 0.25)},0Z" fill="#fff" opacity="0.18"/>`;
  }
  out += vessel(scene, cx + width * 0.25, y, 110 * unit, { kind: 'vase', color: '#e9e2d3' });
  out += plant(scene, cx + width * 0.25, y - 60 * unit, 150 * unit, { style: 'branch', pot: false });
  out += candle(scene, cx + width * 0.36, y, 90 * unit, unit);
  out += candle(scene, cx + width * 0.4, y, 60 * unit, unit);
  out += vessel(scene, cx - width * 0.38, y, 60 * unit, { kind: 'jug', color: '#b5694a' });
  return out;
}
/**
 * A lit pillar candle in a brass dish.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the surface it stands on
 * @param {number} height
 * @param {number} unit scale (scene height / 1067)
 */
function candle(scene, x, y, height, unit) {
  let out = `<rect x="${fmt(x - 8 * unit)}" y="${fmt(y - height)}" width="${fmt(16 * unit)}" height="${fmt(height - 10 * unit)}" fill="#f3eee2"/>`;
  out += `<rect x="${fmt(x - 14 * unit)}" y="${fmt(y - 12 * unit)}" width="${fmt(28 * unit)}" height="${fmt(12 * unit)}" rx="${fmt(3 * unit)}" fill="${COLORS.brass}"/>`;
  out += glow(scene, x, y - height - 8 * unit, 50 * unit, '#ffd27a', 0.6);
  out += `<ellipse cx="${fmt(x)}" cy="${fmt(y - height - 8 * unit)}" rx="${fmt(4 * unit)}" ry="${fmt(9 * unit)}" fill="#fff0b8"/>`;
  return out;
}
