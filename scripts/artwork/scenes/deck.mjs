// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { perspectiveFloor, landscape, plant, shade, glow, fire } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { TimeOfDay } from '../components.mjs'
 */
/**
 * @typedef {object} DeckOptions
 * @property {WoodSpecies} [species] decking and railing (default cedar)
 * @property {TimeOfDay} [time] default golden; dusk turns on string lights
 * @property {'x' | 'z'} [direction] deck boards run across (x, default) or away from the viewer (z)
 * @property {number} [horizon] as a fraction of the height
 * @property {number} [edge] far edge of the deck, as a fraction of the height
 * @property {number} [vanishX] vanishing point, as a fraction of the width
 * @property {'balusters' | 'cable' | 'boards'} [rail] railing style (default balusters)
 * @property {string} [railColor] painted railing (composite decks default to white)
 * @property {number} [railHeight] in world units
 * @property {boolean} [side] false: no railing on the left side
 * @property {number} [sideX] the side railing, as a fraction of the width
 * @property {'chairs' | 'bench' | 'firepit'} [furnitureSet] default chairs
 * @property {boolean} [chairs] false: no chairs (with the chairs set)
 * @property {number} [furnitureX] as a fraction of the width
 * @property {string} [cushion] cushion colour
 * @property {number} [planterX] as a fraction of the width
 * @property {boolean} [pergola] pergola beams overhead
 * @property {boolean} [lights] string lights (always at dusk)
 * @property {number} [seed] the landscape's noise seed
 */

/**
 * Outdoor deck in one-point perspective.
 * @param {Scene} scene
 * @param {DeckOptions} [options]
 */
export function deck(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const species = options.species || 'cedar';
  const time = options.time || 'golden';
  const horizonY = height * (options.horizon ?? 0.44);
  const farEdgeY = height * (options.edge ?? 0.6); // far edge of deck (screen y)
  const vanishX = width * (options.vanishX ?? 0.56);
  // backdrop
  scene.add(landscape(scene, 0, 0, width, farEdgeY + 4, { time, sun: time === 'day' ? undefined : [0.7, 0.62], seed: options.seed || 3, lawn: true }));
  // deck surface
  scene.add(perspectiveFloor(scene, { horizonY, topY: farEdgeY, bottomY: height + 4, vanishX, species, direction: options.direction || 'x', plankWidth: 26 * unit, minPlankLength: 500, plankLengthRange: 900, seamOpacity: 0.6, seamWidth: 2 * unit }));
  // fascia line at the far edge
  scene.add(scene.woodHorizontal(-10, farEdgeY - 3 * unit, width + 20, 12 * unit, { species }));
  const railColor = options.railColor || (species === 'greyComposite' ? '#f1ede6' : null);
  const baseDrop = farEdgeY - horizonY;
  const referenceDepth = 1000;
  /** @param {number} lineY */
  const depthAtScreenY = (lineY) => (referenceDepth * baseDrop) / (lineY - horizonY);
  /** @type {(worldX: number, depth: number) => number} */
  const screenX = (worldX, depth) => vanishX + (worldX * referenceDepth) / depth;
  /** @type {(heightAbove: number, depth: number) => number} height above the deck, in world units */
  const screenY = (heightAbove, depth) => horizonY + ((baseDrop - heightAbove) * referenceDepth) / depth;
  const railHeight = options.railHeight || 150;
  // back railing (at the reference depth)
  const postWidth = 14;
  /** @type {number[]} */
  const posts = [];
  for (let x = -60; x < width + 80; x += 260 * unit) posts.push(x);
  const railTop = farEdgeY - railHeight * unit;
  /** @type {(pieceX: number, pieceY: number, pieceWidth: number, pieceHeight: number, vertical: boolean) => string} */
  const railPiece = (pieceX, pieceY, pieceWidth, pieceHeight, vertical) => (railColor ? `${scene.paint(pieceX, pieceY, pieceWidth, pieceHeight, railColor, { textureAmount: 0.2 })}${scene.bevel(pieceX, pieceY, pieceWidth, pieceHeight, { size: 2, light: 0.3, dark: 0.3 })}` : vertical ? scene.woodVertical(pieceX, pieceY, pieceWidth, pieceHeight, { species }) : scene.woodHorizontal(pieceX, pieceY, pieceWidth, pieceHeight, { species }));
  const railStyle = options.rail || 'balusters';
  if (railStyle === 'balusters') {
    for (let x = -40; x < width + 40; x += 26 * unit) scene.add(railPiece(x, railTop + 14 * unit, 7 * unit, railHeight * unit - 20 * unit, true));
  } else if (railStyle === 'cable') {
    for (let k = 1; k < 9; k++) scene.add(`<rect x="0" y="${fmt(railTop + k * (railHeight * unit / 9))}" width="${width}" height="${fmt(1.6 * unit)}" fill="#6c6f72"/>`);
  } else {
    for (let k = 0; k < 4; k++) scene.add(railPiece(-10, railTop + 22 * unit + k * 30 * unit, width + 20, 18 * unit, false));
  }
  scene.add(scene.shadow(-10, farEdgeY - 8 * unit, width + 20, 10 * unit, { blur: 6 * unit, opacity: 0.35 }));
  for (const x of posts) scene.add(railPiece(x, railTop - 8 * unit, postWidth * unit * 1.4, railHeight * unit + 10 * unit, true));
  scene.add(scene.shadow(-10, railTop - 10 * unit, width + 20, 20 * unit, { blur: 5 * unit, opacity: 0.2 }));
  scene.add(railPiece(-10, railTop - 16 * unit, width + 20, 16 * unit, false));
  // side railing on the left, in perspective
  const sideRailX = (options.sideX ?? 0.03) * width - vanishX;
  /** @type {number[]} */
  const postDepths = [];
  for (let depth = depthAtScreenY(height * 1.6); depth < referenceDepth; depth += 140) postDepths.push(depth);
  postDepths.push(referenceDepth);
  const nearDepth = depthAtScreenY(height * 1.6);
  /** @param {number} heightAbove */
  const sideRailLine = (heightAbove) => `M${fmt(screenX(sideRailX, nearDepth))},${fmt(screenY(heightAbove, nearDepth))}L${fmt(screenX(sideRailX, referenceDepth))},${fmt(screenY(heightAbove, referenceDepth))}`;
  /** @type {(lowHeight: number, highHeight: number) => string} */
  const sideRailBand = (lowHeight, highHeight) => {
    const outline = `M${fmt(screenX(sideRailX, nearDepth))},${fmt(screenY(highHeight, nearDepth))}L${fmt(screenX(sideRailX, referenceDepth))},${fmt(screenY(highHeight, referenceDepth))}L${fmt(screenX(sideRailX, referenceDepth))},${fmt(screenY(lowHeight, referenceDepth))}L${fmt(screenX(sideRailX, nearDepth))},${fmt(screenY(lowHeight, nearDepth))}Z`;
    return outline;
  };
  if (options.side !== false) {
    for (let i = postDepths.length - 1; i >= 0; i--) {
      const postDepth = /** @type {number} */ (postDepths[i]);
      const postX = screenX(sideRailX, postDepth);
      const postScreenWidth = (postWidth * 1.4 * referenceDepth) / postDepth;
      const postBottom = screenY(0, postDepth);
      const postTop = screenY(railHeight + 8, postDepth);
      if (railStyle === 'balusters' && i < postDepths.length - 1) {
        const nextPostDepth = /** @type {number} */ (postDepths[i + 1]);
        for (let k = 1; k < 5; k++) {
          const balusterDepth = postDepth + ((nextPostDepth - postDepth) * k) / 5;
          const balusterWidth = (7 * referenceDepth) / balusterDepth;
          scene.add(railPiece(screenX(sideRailX, balusterDepth) - balusterWidth / 2, screenY(railHeight - 10, balusterDepth), balusterWidth, screenY(6, balusterDepth) - screenY(railHeight - 10, balusterDepth), true));
        }
      }
      scene.add(scene.shadow(postX - postScreenWidth / 2 + postScreenWidth * 0.6, postBottom - postScreenWidth * 0.2, postScreenWidth * 1.6, postScreenWidth * 0.5, { blur: postScreenWidth * 0.4, opacity: 0.4 }));
      scene.add(railPiece(postX - postScreenWidth / 2, postTop, postScreenWidth, postBottom - postTop, true));
    }
    const outline = sideRailBand(railHeight - 6, railHeight + 10);
    scene.add(`<path d="${outline}" fill="${railColor || shade(COLORS.sand, -0.35)}"/>`);
    scene.add(scene.woodAffine([[screenX(sideRailX, nearDepth), screenY(railHeight + 10, nearDepth)], [screenX(sideRailX, referenceDepth), screenY(railHeight + 10, referenceDepth)], [screenX(sideRailX, referenceDepth), screenY(railHeight - 6, referenceDepth)], [screenX(sideRailX, nearDepth), screenY(railHeight - 6, nearDepth)]], [screenX(sideRailX, nearDepth), screenY(railHeight + 10, nearDepth)], [screenX(sideRailX, referenceDepth), screenY(railHeight + 10, referenceDepth)], [screenX(sideRailX, nearDepth), screenY(railHeight - 6, nearDepth)], { species: railColor ? 'maple' : species, length: 3000, tone: railColor ? 0.9 : 0 }));
    if (railStyle === 'cable') for (let k = 1; k < 9; k++) scene.add(`<path d="${sideRailLine((railHeight * k) / 9)}" stroke="#5c5f62" stroke-width="${fmt(2 * unit)}"/>`);
  }
  // furniture
  const furnitureX = width * (options.furnitureX ?? 0.46);
  const furnitureDepth = depthAtScreenY(height * 0.8);
  const furnitureScale = (referenceDepth / furnitureDepth) * unit;
  const furnitureSet = options.furnitureSet || 'chairs';
  if (furnitureSet === 'bench') {
    // built-in bench along the back rail with cushions
    const benchY = farEdgeY - 4 * unit;
    const benchLeft = width * 0.08;
    const benchRight = width * 0.86;
    scene.add(scene.shadow(benchLeft, benchY - 10 * unit, benchRight - benchLeft, 30 * unit, { blur: 12 * unit, opacity: 0.45 }));
    scene.add(scene.woodHorizontal(benchLeft, benchY - 70 * unit, benchRight - benchLeft, 70 * unit, { species }));
    scene.add(scene.woodHorizontal(benchLeft - 10 * unit, benchY - 84 * unit, benchRight - benchLeft + 20 * unit, 16 * unit, { species }));
    const cushionCount = 4;
    const cushionWidth = (benchRight - benchLeft) / cushionCount;
    for (let i = 0; i < cushionCount; i++) {
      const cushionX = benchLeft + i * cushionWidth + 4 * unit;
      scene.add(`<rect x="${fmt(cushionX)}" y="${fmt(benchY - 112 * unit)}" width="${fmt(cushionWidth - 8 * unit)}" height="${fmt(30 * unit)}" rx="${fmt(10 * unit)}" fill="${options.cushion || COLORS.cream}"/><rect x="${fmt(cushionX)}" y="${fmt(benchY - 112 * unit)}" width="${fmt(cushionWidth - 8 * unit)}" height="${fmt(30 * unit)}" rx="${fmt(10 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`);
    }
    for (const [pillowX, pillowColor] of /** @satisfies {[number, string][]} */ ([[benchLeft + cushionWidth * 0.3, COLORS.terracotta], [benchLeft + cushionWidth * 2.6, COLORS.sage], [benchLeft + cushionWidth * 3.3, '#e9e2d4']])) scene.add(`<rect x="${fmt(pillowX)}" y="${fmt(benchY - 170 * unit)}" width="${fmt(80 * unit)}" height="${fmt(66 * unit)}" rx="${fmt(14 * unit)}" fill="${pillowColor}" transform="rotate(-6 ${fmt(pillowX + 40 * unit)} ${fmt(benchY - 140 * unit)})"/>`);
  }
  if (furnitureSet === 'firepit') {
    const pitDepth = depthAtScreenY(height * 0.8);
    const pitScale = (referenceDepth / pitDepth) * unit;
    const pitX = furnitureX;
    const pitY = screenY(0, pitDepth);
    const pitRadius = 105 * pitScale;
    scene.add(glow(scene, pitX, pitY - 40 * pitScale, pitRadius * 3, '#ff9a3c', 0.35));
    const ringPath = `M${fmt(pitX - pitRadius)},${fmt(pitY - 40 * pitScale)}A${fmt(pitRadius)},${fmt(pitRadius * 0.3)} 0 0 1 ${fmt(pitX + pitRadius)},${fmt(pitY - 40 * pitScale)}V${fmt(pitY)}A${fmt(pitRadius)},${fmt(pitRadius * 0.3)} 0 0 1 ${fmt(pitX - pitRadius)},${fmt(pitY)}Z`;
    scene.add(scene.softEllipse(pitX, pitY + 6 * pitScale, pitRadius * 1.3, pitRadius * 0.32, 0.45));
    scene.add(scene.textureRect(pitX - pitRadius, pitY - 40 * pitScale - pitRadius * 0.3, 2 * pitRadius, 40 * pitScale + pitRadius * 0.6, 'limestone', { clip: scene.clipPath(ringPath), scale: 0.6 }));
    scene.add(`<path d="${ringPath}" fill="${scene.linearGradient([[0, '#fff', 0.15], [0.5, '#000', 0.05], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    scene.add(`<ellipse cx="${fmt(pitX)}" cy="${fmt(pitY - 40 * pitScale)}" rx="${fmt(pitRadius)}" ry="${fmt(pitRadius * 0.3)}" fill="#9a9084"/>`);
    scene.add(`<ellipse cx="${fmt(pitX)}" cy="${fmt(pitY - 40 * pitScale)}" rx="${fmt(pitRadius * 0.82)}" ry="${fmt(pitRadius * 0.24)}" fill="#1a1411"/>`);
    scene.add(fire(scene, pitX, pitY - 36 * pitScale, pitRadius * 1.1));
    chair(scene, pitX - pitRadius - 150 * furnitureScale, screenY(0, furnitureDepth), furnitureScale, options.cushion || COLORS.cream, species);
    chair(scene, pitX + pitRadius + 20 * furnitureScale, screenY(0, furnitureDepth), furnitureScale, options.cushion || COLORS.cream, species);
  } else if (options.chairs !== false && furnitureSet === 'chairs') {
    chair(scene, furnitureX - 160 * furnitureScale, screenY(0, furnitureDepth), furnitureScale, options.cushion || COLORS.cream, species);
    chair(scene, furnitureX + 110 * furnitureScale, screenY(0, furnitureDepth), furnitureScale, options.cushion || COLORS.cream, species);
    table(scene, furnitureX - 15 * furnitureScale, screenY(0, furnitureDepth) + 6 * furnitureScale, furnitureScale, species);
  }
  scene.add(planter(scene, width * (options.planterX ?? 0.97), screenY(0, depthAtScreenY(height * 0.97)), (referenceDepth / depthAtScreenY(height * 0.97)) * 0.55 * unit, species));
  if (options.pergola) {
    for (let k = 0; k < 5; k++) {
      const y = k * 48 * unit - 20 * unit;
      scene.add(scene.shadow(-10, y + 12 * unit, width + 20, 30 * unit, { blur: 10 * unit, opacity: 0.35 }));
      scene.add(scene.woodHorizontal(-10, y, width + 20, 28 * unit - k * 2 * unit, { species }));
    }
    scene.add(scene.woodVertical(width * 0.02, 0, 46 * unit, farEdgeY + 140 * unit, { species }));
  }
  if (options.lights || time === 'dusk') {
    /** @type {Point} */
    const stringStart = [-20, height * 0.12];
    /** @type {Point} */
    const stringEnd = [width + 20, height * 0.16];
    const sag = height * 0.1;
    scene.add(`<path d="M${fmt(stringStart[0])},${fmt(stringStart[1])}Q${fmt(width / 2)},${fmt(stringStart[1] + sag * 2)} ${fmt(stringEnd[0])},${fmt(stringEnd[1])}" stroke="#1f1d1b" stroke-width="${fmt(2 * unit)}" fill="none"/>`);
    for (let k = 1; k < 14; k++) {
      const along = k / 14;
      const x = (1 - along) * (1 - along) * stringStart[0] + 2 * (1 - along) * along * (width / 2) + along * along * stringEnd[0];
      const y = (1 - along) * (1 - along) * stringStart[1] + 2 * (1 - along) * along * (stringStart[1] + sag * 2) + along * along * stringEnd[1];
      scene.add(`<circle cx="${fmt(x)}" cy="${fmt(y + 12 * unit)}" r="${fmt(40 * unit)}" fill="${scene.radialGradient([[0, '#ffe3a3', 0.55], [1, '#ffe3a3', 0]])}"/>`);
      scene.add(`<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(x)}" y2="${fmt(y + 6 * unit)}" stroke="#1f1d1b" stroke-width="${fmt(2 * unit)}"/>`);
      scene.add(`<ellipse cx="${fmt(x)}" cy="${fmt(y + 13 * unit)}" rx="${fmt(5 * unit)}" ry="${fmt(7 * unit)}" fill="#fff1c9"/>`);
    }
  }
  // warm sun wash on the boards
  scene.add(`<rect x="0" y="${fmt(farEdgeY)}" width="${width}" height="${fmt(height - farEdgeY)}" fill="${scene.radialGradient([[0, time === 'dusk' ? '#ffb46b' : '#ffe2a8', 0.3], [1, '#ffe2a8', 0]], { cx: 0.7, cy: 0, r: 0.8 })}" style="mix-blend-mode:soft-light"/>`);
  scene.add(scene.finish({ lightX: 0.7, lightY: 0.4, warmth: 0.3, vignette: 0.45 }));
}

/**
 * Front view lounge chair: slatted back, arms, cushion.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the deck
 * @param {number} scale
 * @param {string} cushion cushion colour
 * @param {WoodSpecies} species
 */
function chair(scene, x, y, scale, cushion, species) {
  let out = `${scene.softEllipse(x + 60 * scale, y + 2 * scale, (80 * scale) * 1.3, (10 * scale) * 2.2, 0.35)}`;
  const chairWidth = 130 * scale;
  for (let k = 0; k < 6; k++) out += scene.woodVertical(x + 8 * scale + k * (chairWidth - 16 * scale) / 6 + 2 * scale, y - 150 * scale, (chairWidth - 16 * scale) / 6 - 4 * scale, 100 * scale, { species });
  out += scene.woodHorizontal(x + 4 * scale, y - 154 * scale, chairWidth - 8 * scale, 10 * scale, { species });
  out += `<rect x="${fmt(x + 8 * scale)}" y="${fmt(y - 62 * scale)}" width="${fmt(chairWidth - 16 * scale)}" height="${fmt(22 * scale)}" rx="${fmt(8 * scale)}" fill="${cushion}"/>`;
  out += `<rect x="${fmt(x + 8 * scale)}" y="${fmt(y - 62 * scale)}" width="${fmt(chairWidth - 16 * scale)}" height="${fmt(22 * scale)}" rx="${fmt(8 * scale)}" fill="${scene.linearGradient([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`;
  out += `<rect x="${fmt(x + 14 * scale)}" y="${fmt(y - 125 * scale)}" width="${fmt(chairWidth - 28 * scale)}" height="${fmt(62 * scale)}" rx="${fmt(10 * scale)}" fill="${cushion}"/>`;
  out += `<rect x="${fmt(x + 14 * scale)}" y="${fmt(y - 125 * scale)}" width="${fmt(chairWidth - 28 * scale)}" height="${fmt(62 * scale)}" rx="${fmt(10 * scale)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.6, '#000', 0.05], [1, '#000', 0.3]])}"/>`;
  out += scene.woodVertical(x, y - 90 * scale, 10 * scale, 90 * scale, { species }) + scene.woodVertical(x + chairWidth - 10 * scale, y - 90 * scale, 10 * scale, 90 * scale, { species });
  out += scene.woodHorizontal(x - 6 * scale, y - 96 * scale, 26 * scale, 10 * scale, { species }) + scene.woodHorizontal(x + chairWidth - 20 * scale, y - 96 * scale, 26 * scale, 10 * scale, { species });
  out += scene.woodHorizontal(x, y - 42 * scale, chairWidth, 10 * scale, { species });
  scene.add(out);
}
/**
 * Small side table with a cup.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the deck
 * @param {number} scale
 * @param {WoodSpecies} species
 */
function table(scene, x, y, scale, species) {
  let out = `${scene.softEllipse(x + 20 * scale, y, (36 * scale) * 1.3, (6 * scale) * 2.2, 0.35)}`;
  out += scene.woodVertical(x - 3 * scale, y - 50 * scale, 6 * scale, 50 * scale, { species }) + scene.woodVertical(x + 34 * scale, y - 50 * scale, 6 * scale, 50 * scale, { species });
  out += scene.woodHorizontal(x - 12 * scale, y - 56 * scale, 62 * scale, 8 * scale, { species });
  out += `<path d="M${fmt(x + 4 * scale)},${fmt(y - 56 * scale)}l${fmt(4 * scale)},${fmt(-24 * scale)}h${fmt(12 * scale)}l${fmt(4 * scale)},${fmt(24 * scale)}Z" fill="#e9e2d4"/>`;
  scene.add(out);
}
/**
 * Slatted planter box with a leafy plant.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the deck
 * @param {number} scale
 * @param {WoodSpecies} species
 * @returns {string}
 */
function planter(scene, cx, y, scale, species) {
  const boxWidth = 170 * scale;
  const boxHeight = 110 * scale;
  let out = plant(scene, cx, y - boxHeight + 40 * scale, 160 * scale, { style: 'leafy', leafCount: 22, pot: false });
  out += scene.shadow(cx - boxWidth / 2 + 10 * scale, y - boxHeight + 10 * scale, boxWidth, boxHeight, { blur: 10 * scale, opacity: 0.35 });
  for (let k = 0; k < 4; k++) out += scene.woodHorizontal(cx - boxWidth / 2, y - boxHeight + (k * boxHeight) / 4, boxWidth, boxHeight / 4 - 2 * scale, { species });
  out += scene.woodHorizontal(cx - boxWidth / 2 - 6 * scale, y - boxHeight - 8 * scale, boxWidth + 12 * scale, 10 * scale, { species });
  return out;
}
