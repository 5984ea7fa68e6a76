// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { door, knob, shade, vessel, plant, artwork, elevationBase, books, pendant, herringboneWood, surface, glow } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { Metal } from '../components.mjs'
 */

/**
 * @typedef {object} BoardsOptions
 * @property {WoodSpecies[]} [species] one board each, top to bottom
 * @property {string} [background] default charcoal
 * @property {number} [angle] board rotation in degrees
 * @property {number} [boardHeight] board width on screen
 * @property {boolean} [stagger] stagger the boards' ends
 * @property {boolean} [square] false: no combination square
 * @property {number} [squareX] as a fraction of the width
 * @property {number} [squareY] as a fraction of the height
 * @property {boolean} [plane] false: no block plane
 * @property {number} [planeX] as a fraction of the width
 * @property {number} [planeY] as a fraction of the height
 * @property {number} [shavings] how many loose shavings
 */
/**
 * Flat-lay of boards in several species with a combination square and shavings.
 * @param {Scene} scene
 * @param {BoardsOptions} [options]
 */
export function boards(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  const background = options.background || COLORS.charcoal;
  scene.add(`<rect width="${width}" height="${height}" fill="${background}"/>`);
  scene.add(scene.textureRect(0, 0, width, height, 'plaster', { blend: 'soft-light', opacity: 0.8 }));
  /** @type {WoodSpecies[]} */
  const species = options.species || ['walnut', 'cherry', 'whiteOak', 'maple', 'walnut', 'cherry'];
  const angle = options.angle ?? -14;
  const boardHeight = (options.boardHeight || 150) * unit;
  const centerX = width / 2;
  const centerY = height / 2;
  let out = `<g transform="rotate(${angle} ${fmt(centerX)} ${fmt(centerY)})">`;
  const boardCount = species.length;
  const totalHeight = boardCount * (boardHeight + 10 * unit);
  species.forEach((speciesName, i) => {
    const y = centerY - totalHeight / 2 + i * (boardHeight + 10 * unit) + (i % 2) * 8 * unit;
    const x = -width * 0.3 + (rng.next() - 0.5) * 220 * unit + (options.stagger ? i * 60 * unit : 0);
    const length = width * 1.45;
    out += scene.shadow(x + 14 * unit, y + 22 * unit, length, boardHeight, { blur: 18 * unit, opacity: 0.55 });
    out += scene.woodHorizontal(x, y, length, boardHeight, { species: speciesName, maxBoardHeight: 400, board: i * 3 + 1 });
    // end grain on the visible end
    const endX = x + length;
    out += `<rect x="${fmt(endX - 2)}" y="${fmt(y)}" width="${fmt(16 * unit)}" height="${fmt(boardHeight)}" fill="${shade(speciesName === 'walnut' ? '#4a3322' : speciesName === 'cherry' ? '#8a4a30' : speciesName === 'maple' ? '#cdb089' : '#a88656', -0.1)}"/>`;
  });
  out += '</g>';
  scene.add(out);
  // combination square
  if (options.square !== false) {
    const squareX = width * (options.squareX ?? 0.62);
    const squareY = height * (options.squareY ?? 0.62);
    let squareMarkup = `<g transform="rotate(${angle + 78} ${fmt(squareX)} ${fmt(squareY)})">`;
    squareMarkup += scene.shadow(squareX + 10 * unit, squareY + 14 * unit, 520 * unit, 44 * unit, { blur: 10 * unit, opacity: 0.55 });
    squareMarkup += `<rect x="${fmt(squareX)}" y="${fmt(squareY)}" width="${fmt(520 * unit)}" height="${fmt(44 * unit)}" fill="${scene.linearGradient([[0, '#e6e8e8'], [0.5, '#b4b8ba'], [1, '#8d9194']])}"/>`;
    for (let k = 0; k < 60; k++) squareMarkup += `<rect x="${fmt(squareX + 10 * unit + k * 8.4 * unit)}" y="${fmt(squareY)}" width="${fmt(1.4 * unit)}" height="${fmt((k % 10 === 0 ? 16 : k % 5 === 0 ? 11 : 7) * unit)}" fill="#2d2f31"/>`;
    squareMarkup += scene.shadow(squareX + 70 * unit, squareY - 40 * unit, 70 * unit, 150 * unit, { blur: 10 * unit, opacity: 0.55 });
    squareMarkup += scene.woodVertical(squareX + 60 * unit, squareY - 50 * unit, 70 * unit, 150 * unit, { species: 'walnut' });
    squareMarkup += `<rect x="${fmt(squareX + 62 * unit)}" y="${fmt(squareY + 50 * unit)}" width="${fmt(66 * unit)}" height="${fmt(30 * unit)}" fill="${scene.linearGradient([[0, COLORS.brassLight], [1, COLORS.brassDark]])}"/>`;
    squareMarkup += `<circle cx="${fmt(squareX + 95 * unit)}" cy="${fmt(squareY - 20 * unit)}" r="${fmt(10 * unit)}" fill="${scene.radialGradient([[0, COLORS.brassLight], [1, COLORS.brassDark]])}"/>`;
    squareMarkup += '</g>';
    scene.add(squareMarkup);
  }
  // pencil
  const pencilX = width * 0.2;
  const pencilY = height * 0.8;
  scene.add(`<g transform="rotate(${angle - 20} ${fmt(pencilX)} ${fmt(pencilY)})">${scene.shadow(pencilX + 8 * unit, pencilY + 10 * unit, 300 * unit, 16 * unit, { blur: 6 * unit, opacity: 0.5 })}<rect x="${fmt(pencilX)}" y="${fmt(pencilY)}" width="${fmt(270 * unit)}" height="${fmt(16 * unit)}" fill="${scene.linearGradient([[0, '#e9c46a'], [1, '#b8902e']])}"/><path d="M${fmt(pencilX + 270 * unit)},${fmt(pencilY)}l${fmt(30 * unit)},${fmt(8 * unit)}l${fmt(-30 * unit)},${fmt(8 * unit)}Z" fill="#e8d2b0"/><path d="M${fmt(pencilX + 292 * unit)},${fmt(pencilY + 6 * unit)}l${fmt(8 * unit)},${fmt(2 * unit)}l${fmt(-8 * unit)},${fmt(2 * unit)}Z" fill="#333"/></g>`);
  // block plane
  if (options.plane !== false) {
    const planeX = width * (options.planeX ?? 0.3);
    const planeY = height * (options.planeY ?? 0.3);
    let planeMarkup = `<g transform="rotate(${angle + 8} ${fmt(planeX)} ${fmt(planeY)})">`;
    planeMarkup += scene.shadow(planeX + 16 * unit, planeY + 22 * unit, 330 * unit, 110 * unit, { blur: 16 * unit, opacity: 0.6, rx: 30 * unit });
    planeMarkup += `<rect x="${fmt(planeX)}" y="${fmt(planeY)}" width="${fmt(330 * unit)}" height="${fmt(110 * unit)}" rx="${fmt(36 * unit)}" fill="#2b2e30"/>`;
    planeMarkup += `<rect x="${fmt(planeX)}" y="${fmt(planeY)}" width="${fmt(330 * unit)}" height="${fmt(110 * unit)}" rx="${fmt(36 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.3, '#fff', 0.04], [1, '#000', 0.35]])}"/>`;
    planeMarkup += `<rect x="${fmt(planeX + 80 * unit)}" y="${fmt(planeY + 18 * unit)}" width="${fmt(150 * unit)}" height="${fmt(74 * unit)}" rx="${fmt(24 * unit)}" fill="${scene.linearGradient([[0, COLORS.brassLight], [0.5, COLORS.brass], [1, COLORS.brassDark]])}"/>`;
    planeMarkup += `<circle cx="${fmt(planeX + 200 * unit)}" cy="${fmt(planeY + 55 * unit)}" r="${fmt(16 * unit)}" fill="${scene.radialGradient([[0, COLORS.brassLight], [1, COLORS.brassDark]])}"/>`;
    planeMarkup += `<rect x="${fmt(planeX + 250 * unit)}" y="${fmt(planeY + 30 * unit)}" width="${fmt(60 * unit)}" height="${fmt(50 * unit)}" rx="${fmt(16 * unit)}" fill="${scene.linearGradient([[0, '#7a4a30'], [1, '#4a2c1b']])}"/>`;
    planeMarkup += '</g>';
    scene.add(planeMarkup);
  }
  // a few loose shavings: ribbon curls
  for (let k = 0; k < (options.shavings ?? 0); k++) {
    const x = width * rng.range(0.1, 0.9);
    const y = height * rng.range(0.1, 0.9);
    const radius = rng.range(26, 44) * unit;
    const rotation = rng.range(0, 360);
    const color = rng.pick(['#e8cfa4', '#dcc08f']);
    const curl = `M${fmt(x - radius)},${fmt(y)}a${fmt(radius)},${fmt(radius * 0.7)} 0 1 1 ${fmt(radius * 1.6)},${fmt(radius * 0.5)}a${fmt(radius * 0.7)},${fmt(radius * 0.5)} 0 1 1 ${fmt(-radius * 0.9)},${fmt(-radius * 0.5)}`;
    scene.add(`<g transform="rotate(${fmt(rotation)} ${fmt(x)} ${fmt(y)})"><path d="${curl}" stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(12 * unit)}" fill="none" transform="translate(${fmt(5 * unit)} ${fmt(7 * unit)})"/><path d="${curl}" stroke="${color}" stroke-width="${fmt(12 * unit)}" fill="none" stroke-linecap="round"/><path d="${curl}" stroke="#fff" stroke-opacity="0.4" stroke-width="${fmt(3 * unit)}" fill="none"/></g>`);
  }
  scene.add(scene.finish({ lightX: 0.25, lightY: 0.15, warmth: 0.3, vignette: 0.55 }));
}

/**
 * @typedef {object} SideboardOptions
 * @property {WoodSpecies} [species] default walnut
 * @property {number} [doors] default 4
 * @property {boolean} [fluted] false: plain doors
 * @property {Metal} [metal]
 * @property {'arch' | 'land'} [artStyle] the art above
 * @property {WoodSpecies} [artFrame] the art's frame (default white oak)
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Sideboard / credenza with fluted doors on legs, art and decor above.
 * @param {Scene} scene
 * @param {SideboardOptions} [options]
 */
export function sideboard(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = elevationBase(scene, { wall: options.wall || '#d9cdb8', species: options.floor || 'whiteOak' });
  const species = options.species || 'walnut';
  const bodyWidth = width * 0.62;
  const x = width / 2 - bodyWidth / 2;
  const bodyTop = height * 0.5;
  const legHeight = 90 * unit;
  const bodyBottom = floorTop - legHeight;
  scene.add(artwork(scene, width / 2 - 230 * unit, height * 0.08, 460 * unit, 330 * unit, { frameWood: options.artFrame || 'whiteOak', style: options.artStyle || 'arch' }));
  scene.add(scene.shadow(x + 10 * unit, bodyTop + 14 * unit, bodyWidth, bodyBottom - bodyTop, { blur: 20 * unit, opacity: 0.5 }));
  scene.add(scene.softEllipse(width / 2, floorTop, bodyWidth * 0.55, 24 * unit, 0.4));
  for (const legX of [x + 40 * unit, x + bodyWidth - 70 * unit]) scene.add(scene.woodVertical(legX, bodyBottom - 4, 30 * unit, legHeight + 4, { species }));
  scene.add(scene.woodHorizontal(x, bodyTop, bodyWidth, 34 * unit, { species, board: 2 }));
  scene.add(scene.woodHorizontal(x, bodyBottom - 30 * unit, bodyWidth, 30 * unit, { species, board: 5 }));
  scene.add(scene.woodVertical(x, bodyTop + 34 * unit, 30 * unit, bodyBottom - bodyTop - 64 * unit, { species }));
  scene.add(scene.woodVertical(x + bodyWidth - 30 * unit, bodyTop + 34 * unit, 30 * unit, bodyBottom - bodyTop - 64 * unit, { species }));
  const doorCount = options.doors || 4;
  const doorWidth = (bodyWidth - 60 * unit) / doorCount;
  for (let i = 0; i < doorCount; i++) {
    const doorX = x + 30 * unit + i * doorWidth + 3 * unit;
    const doorY = bodyTop + 40 * unit;
    const doorHeight = bodyBottom - bodyTop - 76 * unit;
    scene.add(surface(scene, doorX, doorY, doorWidth - 6 * unit, doorHeight, { wood: species }, 'v'));
    if (options.fluted !== false) {
      const fluteCount = Math.round((doorWidth - 6 * unit) / (14 * unit));
      const fluteWidth = (doorWidth - 6 * unit) / fluteCount;
      for (let k = 0; k < fluteCount; k++) scene.add(`<rect x="${fmt(doorX + k * fluteWidth)}" y="${fmt(doorY)}" width="${fmt(fluteWidth)}" height="${fmt(doorHeight)}" fill="${scene.linearGradient([[0, '#000', 0.3], [0.35, '#fff', 0.12], [0.7, '#fff', 0.0], [1, '#000', 0.32]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    }
    scene.add(scene.bevel(doorX, doorY, doorWidth - 6 * unit, doorHeight, { size: 2 }));
    scene.add(knob(scene, i % 2 ? doorX + 18 * unit : doorX + doorWidth - 24 * unit, doorY + doorHeight / 2, 8 * unit, options.metal || 'brass'));
  }
  scene.add(`<rect x="${fmt(x)}" y="${fmt(bodyTop)}" width="${fmt(bodyWidth)}" height="${fmt(bodyBottom - bodyTop)}" fill="${scene.linearGradient([[0, '#fff', 0.08], [1, '#000', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  scene.add(vessel(scene, x + bodyWidth * 0.12, bodyTop, 150 * unit, { kind: 'vase', color: '#e9e2d3' }));
  scene.add(plant(scene, x + bodyWidth * 0.12, bodyTop - 90 * unit, 180 * unit, { style: 'branch', pot: false, leafCount: 30 }));
  scene.add(books(scene, x + bodyWidth * 0.72, bodyTop, 90 * unit, { maxHeight: 70 * unit }));
  scene.add(vessel(scene, x + bodyWidth * 0.88, bodyTop, 70 * unit, { kind: 'bowl', color: COLORS.terracotta }));
  scene.add(lamp(scene, x + bodyWidth * 0.5 + 160 * unit, bodyTop, unit));
  scene.add(scene.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
/**
 * Brass table lamp with a lit shade.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the surface it stands on
 * @param {number} unit scale (scene height / 1067)
 */
function lamp(scene, x, y, unit) {
  let out = glow(scene, x, y - 190 * unit, 260 * unit, '#ffe3a8', 0.5);
  out += `<rect x="${fmt(x - 6 * unit)}" y="${fmt(y - 150 * unit)}" width="${fmt(12 * unit)}" height="${fmt(150 * unit)}" fill="${COLORS.brass}"/>`;
  out += `<ellipse cx="${fmt(x)}" cy="${fmt(y - 4 * unit)}" rx="${fmt(40 * unit)}" ry="${fmt(8 * unit)}" fill="${COLORS.brassDark}"/>`;
  out += `<path d="M${fmt(x - 50 * unit)},${fmt(y - 150 * unit)}L${fmt(x - 34 * unit)},${fmt(y - 240 * unit)}H${fmt(x + 34 * unit)}L${fmt(x + 50 * unit)},${fmt(y - 150 * unit)}Z" fill="#f3e6cc"/>`;
  out += `<path d="M${fmt(x - 50 * unit)},${fmt(y - 150 * unit)}L${fmt(x - 34 * unit)},${fmt(y - 240 * unit)}H${fmt(x + 34 * unit)}L${fmt(x + 50 * unit)},${fmt(y - 150 * unit)}Z" fill="${scene.linearGradient([[0, '#fff', 0.3], [1, '#c9a46a', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  return out;
}

/**
 * @typedef {object} DiningTableOptions
 * @property {WoodSpecies} [species] the table (default white oak)
 * @property {WoodSpecies} [chair] the chairs (default walnut)
 * @property {string} [pendant] pendant colour
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Trestle dining table and chairs in elevation under pendants.
 * @param {Scene} scene
 * @param {DiningTableOptions} [options]
 */
export function diningTable(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = elevationBase(scene, { wall: options.wall || COLORS.cream, species: options.floor || 'walnut' });
  const species = options.species || 'whiteOak';
  const tableWidth = width * 0.7;
  const x = width / 2 - tableWidth / 2;
  const tableTop = height * 0.6;
  const topThickness = 50 * unit;
  scene.add(artwork(scene, width * 0.08, height * 0.14, 300 * unit, 380 * unit, { frameWood: 'walnut', style: 'arch', palette: [COLORS.forest, COLORS.sage, COLORS.sand, COLORS.terracotta, '#e6dccb'] }));
  scene.add(artwork(scene, width * 0.92 - 300 * unit, height * 0.14, 300 * unit, 380 * unit, { frameWood: 'walnut', palette: [COLORS.sage, COLORS.forest, COLORS.sand, COLORS.terracotta, '#e6dccb'] }));
  scene.add(pendant(scene, width * 0.38, 0, height * 0.3, 70 * unit, { color: options.pendant || COLORS.forest }));
  scene.add(pendant(scene, width * 0.62, 0, height * 0.3, 70 * unit, { color: options.pendant || COLORS.forest }));
  scene.add(scene.softEllipse(width / 2, floorTop, tableWidth * 0.55, 26 * unit, 0.45));
  // trestle legs
  for (const legX of [x + tableWidth * 0.14, x + tableWidth * 0.86 - 50 * unit]) {
    scene.add(scene.woodVertical(legX, tableTop + topThickness, 50 * unit, floorTop - tableTop - topThickness - 20 * unit, { species }));
    scene.add(scene.woodHorizontal(legX - 50 * unit, floorTop - 24 * unit, 150 * unit, 24 * unit, { species }));
  }
  scene.add(scene.woodHorizontal(x + tableWidth * 0.14, tableTop + topThickness + 120 * unit, tableWidth * 0.72, 26 * unit, { species }));
  scene.add(scene.shadow(x, tableTop + topThickness - 10 * unit, tableWidth, 30 * unit, { blur: 12 * unit, opacity: 0.45 }));
  scene.add(scene.woodHorizontal(x, tableTop, tableWidth, topThickness, { species, maxBoardHeight: 200 }));
  scene.add(`<rect x="${fmt(x)}" y="${fmt(tableTop)}" width="${fmt(tableWidth)}" height="4" fill="#fff" opacity="0.35"/>`);
  // table decor
  scene.add(vessel(scene, width / 2, tableTop, 70 * unit, { kind: 'bowl', color: '#e8e0d0' }));
  for (const candleX of [width / 2 - 60 * unit, width / 2 + 60 * unit]) {
    scene.add(`<rect x="${fmt(candleX - 6 * unit)}" y="${fmt(tableTop - 110 * unit)}" width="${fmt(12 * unit)}" height="${fmt(100 * unit)}" fill="#f3eee2"/><rect x="${fmt(candleX - 12 * unit)}" y="${fmt(tableTop - 12 * unit)}" width="${fmt(24 * unit)}" height="${fmt(12 * unit)}" fill="${COLORS.brass}"/>`);
    scene.add(glow(scene, candleX, tableTop - 118 * unit, 40 * unit, '#ffd27a', 0.6));
  }
  // chairs either end
  for (const [chairEdgeX, side] of /** @satisfies {Point[]} */ ([[x - 20 * unit, -1], [x + tableWidth + 20 * unit, 1]])) {
    const seatY = tableTop + 110 * unit;
    const seatWidth = 130 * unit;
    const seatX = side < 0 ? chairEdgeX - seatWidth : chairEdgeX;
    scene.add(scene.softEllipse(seatX + seatWidth / 2, floorTop, seatWidth * 0.7, 16 * unit, 0.35));
    scene.add(scene.woodHorizontal(seatX, seatY, seatWidth, 22 * unit, { species: options.chair || 'walnut' }));
    for (const legX of [seatX + 6 * unit, seatX + seatWidth - 22 * unit]) scene.add(scene.woodVertical(legX, seatY + 22 * unit, 16 * unit, floorTop - seatY - 22 * unit, { species: options.chair || 'walnut' }));
    const backX = side < 0 ? seatX : seatX + seatWidth - 18 * unit;
    scene.add(scene.woodVertical(backX, seatY - 200 * unit, 18 * unit, 222 * unit, { species: options.chair || 'walnut' }));
    for (let k = 0; k < 3; k++) scene.add(scene.woodHorizontal(side < 0 ? backX : backX - 50 * unit, seatY - 190 * unit + k * 40 * unit, 68 * unit, 14 * unit, { species: options.chair || 'walnut' }));
  }
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.25, warmth: 0.25, vignette: 0.5 }));
}

/**
 * Close-up of a hand-cut dovetail corner.
 * @param {Scene} scene
 * @param {{ pinSpecies?: WoodSpecies, tailSpecies?: WoodSpecies, background?: string }} [options]
 */
export function dovetail(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  scene.add(`<rect width="${width}" height="${height}" fill="${options.background || '#2f3a33'}"/>`);
  scene.add(scene.textureRect(0, 0, width, height, 'plaster', { blend: 'soft-light', opacity: 0.8 }));
  const pinSpecies = options.pinSpecies || 'walnut';
  const tailSpecies = options.tailSpecies || 'maple';
  const x0 = width * 0.18;
  const y0 = height * 0.12;
  const boardWidth = width * 0.64;
  const boardHeight = height * 0.3;
  // horizontal board (tails) and vertical board (pins) meeting at the right
  const cornerX = x0 + boardWidth;
  const thickness = 70 * unit;
  scene.add(scene.shadow(x0 + 20 * unit, y0 + 30 * unit, boardWidth + 10 * unit, height * 0.76, { blur: 30 * unit, opacity: 0.6 }));
  scene.add(scene.woodHorizontal(x0, y0, boardWidth - thickness, boardHeight, { species: tailSpecies, maxBoardHeight: 200 }));
  scene.add(scene.woodVertical(cornerX - thickness, y0, thickness, height * 0.76, { species: pinSpecies, maxBoardHeight: 200 }));
  // tails (end grain of B) interlocking with pins (side grain of A)
  const tailCount = 4;
  const tailPitch = boardHeight / tailCount;
  for (let i = 0; i < tailCount; i++) {
    const tailY = y0 + i * tailPitch;
    const tailPath = `M${fmt(cornerX - thickness)},${fmt(tailY + tailPitch * 0.18)}L${fmt(cornerX)},${fmt(tailY + tailPitch * 0.06)}L${fmt(cornerX)},${fmt(tailY + tailPitch * 0.94)}L${fmt(cornerX - thickness)},${fmt(tailY + tailPitch * 0.82)}Z`;
    scene.add(`<g clip-path="${scene.clipPath(tailPath)}">${scene.woodHorizontal(cornerX - thickness, tailY, thickness, tailPitch, { species: tailSpecies, shade: false })}<rect x="${fmt(cornerX - thickness)}" y="${fmt(tailY)}" width="${fmt(thickness)}" height="${fmt(tailPitch)}" fill="#000" opacity="0.12"/></g>`);
    // end-grain rings on the tail
    for (let k = 0; k < 5; k++) scene.add(`<path d="M${fmt(cornerX - thickness + 8 * unit + k * 11 * unit)},${fmt(tailY + tailPitch * 0.2)}q${fmt(8 * unit)},${fmt(tailPitch * 0.3)} 0,${fmt(tailPitch * 0.6)}" stroke="#8a6a44" stroke-opacity="0.35" fill="none" stroke-width="1.2"/>`);
    scene.add(`<path d="${tailPath}" fill="none" stroke="#1a120b" stroke-opacity="0.55" stroke-width="1.5"/>`);
  }
  scene.add(`<rect x="${fmt(cornerX - thickness)}" y="${fmt(y0)}" width="${fmt(thickness)}" height="${fmt(height * 0.76)}" fill="${scene.linearGradient([[0, '#fff', 0.12], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // scribe line
  scene.add(`<path d="M${fmt(cornerX - thickness - 2 * unit)},${fmt(y0 + boardHeight + 10 * unit)}V${fmt(y0 + height * 0.74)}" stroke="#fff" stroke-opacity="0.25" stroke-width="1"/>`);
  // chisel lying below
  const chiselX = width * 0.25;
  const chiselY = height * 0.78;
  scene.add(`<g transform="rotate(-8 ${fmt(chiselX)} ${fmt(chiselY)})">${scene.shadow(chiselX + 10 * unit, chiselY + 14 * unit, 520 * unit, 40 * unit, { blur: 10 * unit, opacity: 0.6 })}${scene.woodHorizontal(chiselX, chiselY, 260 * unit, 40 * unit, { species: 'cherry', rx: 14 * unit })}<rect x="${fmt(chiselX + 255 * unit)}" y="${fmt(chiselY + 6 * unit)}" width="${fmt(30 * unit)}" height="${fmt(28 * unit)}" fill="${scene.linearGradient([[0, COLORS.brassLight], [1, COLORS.brassDark]])}"/><path d="M${fmt(chiselX + 285 * unit)},${fmt(chiselY + 4 * unit)}H${fmt(chiselX + 500 * unit)}L${fmt(chiselX + 520 * unit)},${fmt(chiselY + 20 * unit)}L${fmt(chiselX + 500 * unit)},${fmt(chiselY + 36 * unit)}H${fmt(chiselX + 285 * unit)}Z" fill="${scene.linearGradient([[0, '#e3e6e7'], [0.5, '#a7acaf'], [1, '#6d7275']])}"/></g>`);
  scene.add(scene.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.3, vignette: 0.55 }));
}

/**
 * @typedef {object} FlooringOptions
 * @property {'straight' | 'herringbone'} [pattern] default straight
 * @property {WoodSpecies} [species] default white oak
 * @property {number} [plankWidth] straight planks' width
 * @property {number} [angle] straight planks' rotation in degrees
 * @property {number} [stackAngle] the loose stack's rotation in degrees
 */
/**
 * Flooring: top-down flat-lay of planks being installed over subfloor, with tools.
 * @param {Scene} scene
 * @param {FlooringOptions} [options]
 */
export function flooring(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  // subfloor (plywood sheets)
  const sheetSize = 420 * unit;
  scene.add(`<rect width="${width}" height="${height}" fill="#a89377"/>`);
  scene.add(scene.textureRect(0, 0, width, height, 'granule', { blend: 'overlay', opacity: 1, scale: 1.4 }));
  let seamPath = '';
  for (let sheetY = sheetSize; sheetY < height; sheetY += sheetSize) seamPath += `M0,${fmt(sheetY)}H${width}`;
  for (let sheetY = 0, row = 0; sheetY < height; sheetY += sheetSize, row++) for (let sheetX = (row % 2) * sheetSize; sheetX < width; sheetX += sheetSize * 2) seamPath += `M${fmt(sheetX)},${fmt(sheetY)}V${fmt(sheetY + sheetSize)}`;
  scene.add(`<path d="${seamPath}" stroke="#3b2f22" stroke-opacity="0.5" stroke-width="${fmt(3 * unit)}"/>`);
  if (options.pattern === 'herringbone') {
    const clip = scene.clipPath(`M0,0H${fmt(width * 0.78)}L${fmt(width * 0.58)},${fmt(height)}H0Z`);
    scene.add(`<g clip-path="${clip}">${herringboneWood(scene, 0, 0, width, height, { species: options.species || 'whiteOak', length: 260 * unit, thickness: 58 * unit })}</g>`);
  } else {
    const plankHeight = (options.plankWidth || 92) * unit;
    const angle = options.angle ?? -6;
    let out = `<g transform="rotate(${angle} ${fmt(width / 2)} ${fmt(height / 2)})">`;
    for (let row = -3; row * plankHeight < height * 1.3; row++) {
      const y = row * plankHeight;
      const endX = width * 0.62 + (rng.next() - 0.3) * width * 0.22 - row * 6 * unit;
      let x = -width * 0.2 - rng.next() * 400 * unit;
      while (x < endX) {
        const length = Math.min(endX - x, rng.range(500, 1100) * unit);
        out += scene.woodHorizontal(x, y, length - 2, plankHeight - 2, { species: options.species || 'whiteOak', board: Math.floor(rng.next() * 64) });
        x += length;
      }
      out += scene.shadow(endX - 4, y, 16 * unit, plankHeight, { blur: 6 * unit, opacity: 0.45 });
    }
    out += '</g>';
    scene.add(out);
  }
  // loose planks stacked at lower right
  const stackX = width * 0.66;
  const stackY = height * 0.56;
  let stackMarkup = `<g transform="rotate(${options.stackAngle ?? 12} ${fmt(stackX)} ${fmt(stackY)})">`;
  for (let k = 0; k < 4; k++) {
    const plankY = stackY + k * 18 * unit - 40 * unit;
    stackMarkup += scene.shadow(stackX + 10 * unit, plankY + 16 * unit, 760 * unit, 96 * unit, { blur: 12 * unit, opacity: 0.5 });
    stackMarkup += scene.woodHorizontal(stackX, plankY, 760 * unit, 92 * unit, { species: options.species || 'whiteOak', board: k * 5 });
    stackMarkup += `<rect x="${fmt(stackX + 760 * unit)}" y="${fmt(plankY)}" width="${fmt(8 * unit)}" height="${fmt(92 * unit)}" fill="#8a6a44"/>`;
  }
  stackMarkup += '</g>';
  scene.add(stackMarkup);
  // mallet
  const malletX = width * 0.72;
  const malletY = height * 0.2;
  scene.add(`<g transform="rotate(-28 ${fmt(malletX)} ${fmt(malletY)})">${scene.shadow(malletX + 10 * unit, malletY + 14 * unit, 420 * unit, 30 * unit, { blur: 10 * unit, opacity: 0.55 })}${scene.woodHorizontal(malletX, malletY, 380 * unit, 30 * unit, { species: 'ipe', rx: 12 * unit })}${scene.shadow(malletX + 370 * unit, malletY - 50 * unit, 110 * unit, 130 * unit, { blur: 12 * unit, opacity: 0.55 })}<rect x="${fmt(malletX + 360 * unit)}" y="${fmt(malletY - 55 * unit)}" width="${fmt(100 * unit)}" height="${fmt(140 * unit)}" rx="${fmt(22 * unit)}" fill="#262626"/><rect x="${fmt(malletX + 360 * unit)}" y="${fmt(malletY - 55 * unit)}" width="${fmt(100 * unit)}" height="${fmt(140 * unit)}" rx="${fmt(22 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.18], [0.5, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/></g>`);
  // spacers
  for (let k = 0; k < 5; k++) {
    const spacerX = width * rng.range(0.58, 0.95);
    const spacerY = height * rng.range(0.82, 0.95);
    scene.add(`<g transform="rotate(${rng.range(0, 180)} ${fmt(spacerX)} ${fmt(spacerY)})">${scene.shadow(spacerX + 4 * unit, spacerY + 6 * unit, 60 * unit, 22 * unit, { blur: 4 * unit, opacity: 0.5 })}<path d="M${fmt(spacerX)},${fmt(spacerY)}h${fmt(60 * unit)}v${fmt(22 * unit)}h${fmt(-60 * unit)}Z" fill="${COLORS.terracotta}"/></g>`);
  }
  // tape measure
  const tapeX = width * 0.88;
  const tapeY = height * 0.4;
  scene.add(scene.shadow(tapeX - 70 * unit + 10, tapeY - 70 * unit + 12, 140 * unit, 140 * unit, { blur: 10 * unit, opacity: 0.5, rx: 40 * unit }));
  scene.add(`<rect x="${fmt(tapeX - 70 * unit)}" y="${fmt(tapeY - 70 * unit)}" width="${fmt(140 * unit)}" height="${fmt(140 * unit)}" rx="${fmt(40 * unit)}" fill="${COLORS.forest}"/><circle cx="${fmt(tapeX)}" cy="${fmt(tapeY)}" r="${fmt(34 * unit)}" fill="${COLORS.charcoal}"/><rect x="${fmt(tapeX - 70 * unit)}" y="${fmt(tapeY - 70 * unit)}" width="${fmt(140 * unit)}" height="${fmt(140 * unit)}" rx="${fmt(40 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.2], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  scene.add(`<rect x="${fmt(tapeX - 70 * unit - 260 * unit)}" y="${fmt(tapeY + 40 * unit)}" width="${fmt(262 * unit)}" height="${fmt(22 * unit)}" fill="#e3c04f"/>`);
  for (let k = 0; k < 26; k++) scene.add(`<rect x="${fmt(tapeX - 330 * unit + k * 10 * unit)}" y="${fmt(tapeY + 40 * unit)}" width="${fmt(1.2 * unit)}" height="${fmt((k % 4 ? 7 : 12) * unit)}" fill="#222"/>`);
  scene.add(scene.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.25, vignette: 0.45 }));
}

/**
 * @typedef {object} PaintingOptions
 * @property {string[]} [colors] the rolled colour first, then test swatches
 * @property {string} [baseColor] the wall before painting
 * @property {number} [edge] where the rolled paint ends, as a fraction of the width
 * @property {string[]} [fanColors] the swatch fan
 */
/**
 * Interior painting: sample colour fields, swatch fan, open can and brush.
 * @param {Scene} scene
 * @param {PaintingOptions} [options]
 */
export function painting(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  const wallTop = height * 0.74;
  const colors = options.colors || [COLORS.sage, COLORS.forest, '#e9dfcc', COLORS.terracotta];
  scene.add(scene.paint(0, 0, width, wallTop, options.baseColor || '#ece5d8', { textureAmount: 0.5 }));
  // painted field with roller-edge, covering left part of the wall
  const paintEdgeX = width * (options.edge ?? 0.58);
  let fieldPath = `M0,0H${fmt(paintEdgeX)}`;
  for (let y = 0; y <= wallTop; y += 20 * unit) fieldPath += `L${fmt(paintEdgeX + Math.sin(y * 0.05) * 8 * unit + rng.range(-6, 6) * unit)},${fmt(y)}`;
  fieldPath += `L0,${fmt(wallTop)}Z`;
  scene.add(`<path d="${fieldPath}" fill="${colors[0]}"/>`);
  scene.add(scene.textureRect(0, 0, paintEdgeX + 30 * unit, wallTop, 'plaster', { blend: 'soft-light', opacity: 0.8, clip: scene.clipPath(fieldPath) }));
  // roller stripes texture
  for (let x = 0; x < paintEdgeX; x += 120 * unit) scene.add(`<rect x="${fmt(x)}" y="0" width="${fmt(60 * unit)}" height="${fmt(wallTop)}" fill="#fff" opacity="0.03"/>`);
  // test swatches painted on the unpainted wall
  for (let i = 1; i < colors.length; i++) {
    const swatchX = paintEdgeX + 70 * unit + (i - 1) * 170 * unit;
    const swatchY = height * 0.16 + (i % 2) * 40 * unit;
    let swatchPath = `M${fmt(swatchX)},${fmt(swatchY)}`;
    for (let k = 0; k <= 12; k++) swatchPath += `L${fmt(swatchX + k * 12 * unit)},${fmt(swatchY + rng.range(-4, 4) * unit)}`;
    for (let k = 0; k <= 12; k++) swatchPath += `L${fmt(swatchX + 144 * unit + rng.range(-4, 4) * unit)},${fmt(swatchY + k * 16 * unit)}`;
    for (let k = 12; k >= 0; k--) swatchPath += `L${fmt(swatchX + k * 12 * unit)},${fmt(swatchY + 192 * unit + rng.range(-4, 4) * unit)}`;
    swatchPath += 'Z';
    scene.add(`<path d="${swatchPath}" fill="${colors[i]}"/>`);
    scene.add(`<path d="${swatchPath}" fill="${scene.linearGradient([[0, '#fff', 0.1], [1, '#000', 0.1]])}"/>`);
  }
  // swatch fan pinned on the painted wall
  const fanX = width * 0.3;
  const fanY = height * 0.5;
  const fanColors = options.fanColors || [COLORS.cream, '#d8c6a8', COLORS.clay, COLORS.terracotta, COLORS.sageLight, COLORS.sage, COLORS.olive, COLORS.forest];
  fanColors.forEach((color, i) => {
    const angle = -70 + i * 11;
    let cardMarkup = scene.shadow(fanX - 40 * unit + 6, fanY - 420 * unit + 8, 80 * unit, 420 * unit, { blur: 8 * unit, opacity: 0.3 });
    cardMarkup += `<rect x="${fmt(fanX - 40 * unit)}" y="${fmt(fanY - 420 * unit)}" width="${fmt(80 * unit)}" height="${fmt(420 * unit)}" rx="${fmt(6 * unit)}" fill="#f7f3ec"/>`;
    for (let k = 0; k < 4; k++) cardMarkup += `<rect x="${fmt(fanX - 34 * unit)}" y="${fmt(fanY - 414 * unit + k * 86 * unit)}" width="${fmt(68 * unit)}" height="${fmt(80 * unit)}" fill="${shade(color, 0.3 - k * 0.15)}"/>`;
    cardMarkup += `<circle cx="${fmt(fanX)}" cy="${fmt(fanY - 20 * unit)}" r="${fmt(8 * unit)}" fill="${COLORS.brass}"/>`;
    scene.add(`<g transform="rotate(${angle} ${fmt(fanX)} ${fmt(fanY - 20 * unit)})">${cardMarkup}</g>`);
  });
  // baseboard and floor with drop cloth
  scene.add(scene.paint(0, wallTop - 36 * unit, width, 36 * unit, COLORS.warmWhite, { textureAmount: 0.2 }));
  scene.add(scene.bevel(0, wallTop - 36 * unit, width, 36 * unit, { size: 2 }));
  scene.add(`<rect x="0" y="${fmt(wallTop)}" width="${width}" height="${fmt(height - wallTop)}" fill="#cfc3ad"/>`);
  scene.add(scene.textureRect(0, wallTop, width, height - wallTop, 'linen', { blend: 'soft-light', opacity: 1, scale: 1.5 }));
  scene.add(`<rect x="0" y="${fmt(wallTop)}" width="${width}" height="${fmt(60 * unit)}" fill="${scene.linearGradient([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  for (let k = 0; k < 5; k++) scene.add(`<path d="M${fmt(rng.range(0, width))},${fmt(height)}q${fmt(rng.range(-80, 80) * unit)},${fmt(-(height - wallTop) * 0.5)} ${fmt(rng.range(-40, 40) * unit)},${fmt(-(height - wallTop) * 0.9)}" stroke="#000" stroke-opacity="0.08" stroke-width="${fmt(30 * unit)}" fill="none"/>`);
  // paint can
  const canX = width * 0.66;
  const canY = height * 0.92;
  const canRadius = 120 * unit;
  const canHeight = 190 * unit;
  scene.add(scene.softEllipse(canX + 20 * unit, canY, canRadius * 1.3, 28 * unit, 0.5));
  scene.add(`<path d="M${fmt(canX - canRadius)},${fmt(canY - canHeight)}V${fmt(canY)}A${fmt(canRadius)},${fmt(canRadius * 0.28)} 0 0 0 ${fmt(canX + canRadius)},${fmt(canY)}V${fmt(canY - canHeight)}Z" fill="${scene.linearGradient([[0, '#8d9194'], [0.3, '#e9ebec'], [0.6, '#b7bbbe'], [1, '#6d7275']], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  scene.add(`<path d="M${fmt(canX - canRadius)},${fmt(canY - canHeight * 0.75)}V${fmt(canY - canHeight * 0.2)}A${fmt(canRadius)},${fmt(canRadius * 0.28)} 0 0 0 ${fmt(canX + canRadius)},${fmt(canY - canHeight * 0.2)}V${fmt(canY - canHeight * 0.75)}A${fmt(canRadius)},${fmt(canRadius * 0.28)} 0 0 1 ${fmt(canX - canRadius)},${fmt(canY - canHeight * 0.75)}Z" fill="${colors[0]}"/>`);
  scene.add(`<ellipse cx="${fmt(canX)}" cy="${fmt(canY - canHeight)}" rx="${fmt(canRadius)}" ry="${fmt(canRadius * 0.28)}" fill="#c9cdcf"/>`);
  scene.add(`<ellipse cx="${fmt(canX)}" cy="${fmt(canY - canHeight)}" rx="${fmt(canRadius * 0.9)}" ry="${fmt(canRadius * 0.24)}" fill="${colors[0]}"/>`);
  scene.add(`<ellipse cx="${fmt(canX)}" cy="${fmt(canY - canHeight)}" rx="${fmt(canRadius * 0.9)}" ry="${fmt(canRadius * 0.24)}" fill="${scene.radialGradient([[0, '#fff', 0.25], [1, '#000', 0.15]], { cx: 0.4, cy: 0.4, r: 0.7 })}"/>`);
  // brush resting across the can
  const brushX = canX - canRadius * 1.7;
  const brushY = canY - canHeight - 30 * unit;
  scene.add(`<g transform="rotate(-12 ${fmt(brushX)} ${fmt(brushY)})">${scene.shadow(brushX + 8 * unit, brushY + 30 * unit, 400 * unit, 36 * unit, { blur: 8 * unit, opacity: 0.4 })}${scene.woodHorizontal(brushX, brushY, 220 * unit, 34 * unit, { species: 'cherry', rx: 16 * unit })}<rect x="${fmt(brushX + 215 * unit)}" y="${fmt(brushY - 8 * unit)}" width="${fmt(50 * unit)}" height="${fmt(50 * unit)}" fill="${scene.linearGradient([[0, '#e3e6e7'], [0.5, '#9ea3a6'], [1, '#6d7275']])}"/><path d="M${fmt(brushX + 265 * unit)},${fmt(brushY - 10 * unit)}H${fmt(brushX + 330 * unit)}Q${fmt(brushX + 360 * unit)},${fmt(brushY + 17 * unit)} ${fmt(brushX + 330 * unit)},${fmt(brushY + 44 * unit)}H${fmt(brushX + 265 * unit)}Z" fill="#e6d3ae"/><path d="M${fmt(brushX + 300 * unit)},${fmt(brushY - 10 * unit)}H${fmt(brushX + 330 * unit)}Q${fmt(brushX + 360 * unit)},${fmt(brushY + 17 * unit)} ${fmt(brushX + 330 * unit)},${fmt(brushY + 44 * unit)}H${fmt(brushX + 300 * unit)}Z" fill="${colors[0]}"/></g>`);
  // roller
  const rollerX = width * 0.2;
  const rollerY = height * 0.86;
  scene.add(`<g transform="rotate(8 ${fmt(rollerX)} ${fmt(rollerY)})">${scene.shadow(rollerX + 8 * unit, rollerY + 10 * unit, 300 * unit, 80 * unit, { blur: 10 * unit, opacity: 0.4 })}<rect x="${fmt(rollerX)}" y="${fmt(rollerY)}" width="${fmt(260 * unit)}" height="${fmt(80 * unit)}" rx="${fmt(36 * unit)}" fill="${colors[0]}"/><rect x="${fmt(rollerX)}" y="${fmt(rollerY)}" width="${fmt(260 * unit)}" height="${fmt(80 * unit)}" rx="${fmt(36 * unit)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.35]])}"/><path d="M${fmt(rollerX + 260 * unit)},${fmt(rollerY + 40 * unit)}h${fmt(40 * unit)}v${fmt(-90 * unit)}h${fmt(120 * unit)}" stroke="#9ea3a6" stroke-width="${fmt(8 * unit)}" fill="none"/>${scene.woodHorizontal(rollerX + 410 * unit, rollerY - 66 * unit, 200 * unit, 34 * unit, { species: 'maple', rx: 16 * unit })}</g>`);
  scene.add(scene.finish({ lightX: 0.2, lightY: 0.15, warmth: 0.25, vignette: 0.45 }));
}

/**
 * @typedef {object} BookcaseOptions
 * @property {WoodSpecies} [species] default cherry
 * @property {Metal} [metal]
 * @property {WoodSpecies} [floor] floor species
 * @property {string} [wall] wall colour
 */
/**
 * Freestanding bookcase / cabinet in a species, styled.
 * @param {Scene} scene
 * @param {BookcaseOptions} [options]
 */
export function bookcase(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const floorTop = elevationBase(scene, { wall: options.wall || '#dcd3c2', species: options.floor || 'walnut' });
  const species = options.species || 'cherry';
  const caseWidth = width * 0.46;
  const x = width / 2 - caseWidth / 2;
  const caseTop = height * 0.05;
  const thickness = 34 * unit;
  scene.add(scene.shadow(x + 14 * unit, caseTop + 10 * unit, caseWidth, floorTop - caseTop, { blur: 24 * unit, opacity: 0.5 }));
  scene.add(scene.paint(x + thickness, caseTop + thickness, caseWidth - 2 * thickness, floorTop - caseTop - 2 * thickness, '#3b2a1e', { textureAmount: 0.2 }));
  scene.add(`<rect x="${fmt(x + thickness)}" y="${fmt(caseTop + thickness)}" width="${fmt(caseWidth - 2 * thickness)}" height="${fmt(floorTop - caseTop - 2 * thickness)}" fill="${scene.linearGradient([[0, '#000', 0.4], [1, '#000', 0.1]])}"/>`);
  const doorsTop = floorTop - 260 * unit;
  const shelfCount = 4;
  const shelfSpacing = (doorsTop - caseTop - thickness) / shelfCount;
  for (let k = 1; k <= shelfCount; k++) {
    const y = caseTop + thickness + k * shelfSpacing;
    scene.add(bookcaseShelf(scene, x + thickness + 10 * unit, y - 18 * unit, caseWidth - 2 * thickness - 20 * unit, shelfSpacing * 0.75));
    scene.add(scene.shadow(x + thickness, y - 18 * unit, caseWidth - 2 * thickness, 30 * unit, { blur: 8 * unit, opacity: 0.4 }));
    scene.add(scene.woodHorizontal(x + thickness, y - 18 * unit, caseWidth - 2 * thickness, 20 * unit, { species }));
  }
  scene.add(glow(scene, x + caseWidth / 2, caseTop + thickness, caseWidth * 0.6, '#ffe4b0', 0.3));
  scene.add(scene.woodVertical(x, caseTop, thickness, floorTop - caseTop, { species }));
  scene.add(scene.woodVertical(x + caseWidth - thickness, caseTop, thickness, floorTop - caseTop, { species }));
  scene.add(scene.woodHorizontal(x - 14 * unit, caseTop - 20 * unit, caseWidth + 28 * unit, thickness + 20 * unit, { species }));
  scene.add(scene.woodHorizontal(x, floorTop - thickness, caseWidth, thickness, { species }));
  const doorWidth = (caseWidth - 2 * thickness) / 2;
  for (let i = 0; i < 2; i++) {
    scene.add(door(scene, x + thickness + i * doorWidth + 3 * unit, doorsTop, doorWidth - 6 * unit, floorTop - thickness - doorsTop - 6 * unit, { wood: species }));
    scene.add(knob(scene, x + thickness + i * doorWidth + (i ? 24 * unit : doorWidth - 30 * unit), doorsTop + 50 * unit, 8 * unit, options.metal || 'brass'));
  }
  scene.add(scene.bevel(x, caseTop, caseWidth, floorTop - caseTop, { size: 3 }));
  scene.add(plant(scene, x - 150 * unit, floorTop, 260 * unit, { style: 'leafy', pot: '#d9cfbf', leafCount: 22 }));
  scene.add(scene.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
/**
 * One bookcase shelf's books and vessel.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top
 * @param {number} width
 * @param {number} height room above the shelf
 */
function bookcaseShelf(scene, x, y, width, height) {
  const rng = scene.rng;
  let out = books(scene, x, y, width * 0.45, { maxHeight: height * 0.9 });
  out += vessel(scene, x + width * 0.58, y, height * 0.55, { kind: rng.pick(['vase', 'jug']), color: rng.pick(['#e9e2d3', '#b5694a', '#8f9d80']) });
  out += books(scene, x + width * 0.7, y, width * 0.3, { maxHeight: height * 0.85 });
  return out;
}

/**
 * Workshop wall: pegboard with tools above a maple workbench.
 * @param {Scene} scene
 * @param {{ species?: WoodSpecies }} [options] the board on the bench (default walnut)
 */
export function workshop(scene, options = {}) {
  const { width, height, rng } = scene;
  const unit = height / 1067;
  scene.add(`<rect width="${width}" height="${height}" fill="#c9b28c"/>`);
  scene.add(scene.textureRect(0, 0, width, height, 'granule', { blend: 'soft-light', opacity: 0.8, scale: 1.5 }));
  let pegHoles = '';
  for (let y = 20 * unit; y < height * 0.66; y += 34 * unit) for (let x = 20 * unit; x < width; x += 34 * unit) pegHoles += `M${fmt(x)},${fmt(y)}m-3,0a3,3 0 1,0 6,0a3,3 0 1,0 -6,0`;
  scene.add(`<path d="${pegHoles}" fill="#6b5637" opacity="0.7"/>`);
  /** @type {(outline: string, fill: string, shadowDx?: number, shadowDy?: number) => string} a tool silhouette with its shadow */
  const toolShape = (outline, fill, shadowDx = 8, shadowDy = 10) => `<path d="${outline}" fill="#000" opacity="0.35" transform="translate(${fmt(shadowDx * unit)} ${fmt(shadowDy * unit)})"/><path d="${outline}" fill="${fill}"/>`;
  // saw
  const sawX = width * 0.08;
  const sawY = height * 0.08;
  scene.add(toolShape(`M${fmt(sawX)},${fmt(sawY + 60 * unit)}L${fmt(sawX + 420 * unit)},${fmt(sawY + 20 * unit)}L${fmt(sawX + 420 * unit)},${fmt(sawY + 130 * unit)}L${fmt(sawX)},${fmt(sawY + 110 * unit)}Z`, scene.linearGradient([[0, '#e0e3e4'], [1, '#8d9194']])));
  scene.add(scene.woodHorizontal(sawX - 120 * unit, sawY + 40 * unit, 130 * unit, 80 * unit, { species: 'cherry', rx: 24 * unit }));
  // squares and rulers
  scene.add(toolShape(`M${fmt(width * 0.45)},${fmt(height * 0.06)}h${fmt(30 * unit)}v${fmt(300 * unit)}h${fmt(-30 * unit)}Z`, scene.linearGradient([[0, '#e0e3e4'], [1, '#9ea3a6']], { x1: 0, y1: 0, x2: 1, y2: 0 })));
  scene.add(scene.woodVertical(width * 0.45 - 40 * unit, height * 0.06, 40 * unit, 120 * unit, { species: 'walnut' }));
  // chisels
  for (let k = 0; k < 5; k++) {
    const chiselX = width * 0.56 + k * 50 * unit;
    scene.add(scene.woodVertical(chiselX, height * 0.08, 28 * unit, 130 * unit, { species: 'cherry', rx: 10 * unit }));
    scene.add(toolShape(`M${fmt(chiselX + 4 * unit)},${fmt(height * 0.08 + 130 * unit)}h${fmt(20 * unit)}v${fmt(120 * unit - k * 12 * unit)}l${fmt(-10 * unit)},${fmt(10 * unit)}l${fmt(-10 * unit)},${fmt(-10 * unit)}Z`, scene.linearGradient([[0, '#e0e3e4'], [1, '#8d9194']], { x1: 0, y1: 0, x2: 1, y2: 0 })));
  }
  // mallet and clamps
  const malletX = width * 0.86;
  scene.add(scene.woodVertical(malletX, height * 0.1, 30 * unit, 240 * unit, { species: 'ipe' }));
  scene.add(scene.woodHorizontal(malletX - 60 * unit, height * 0.06, 150 * unit, 80 * unit, { species: 'maple', maxBoardHeight: 200 }));
  for (let k = 0; k < 3; k++) {
    const clampX = width * 0.1 + k * 90 * unit;
    scene.add(toolShape(`M${fmt(clampX)},${fmt(height * 0.3)}h${fmt(14 * unit)}v${fmt(220 * unit)}h${fmt(-14 * unit)}Z`, '#7a7e81'));
    scene.add(`<rect x="${fmt(clampX - 10 * unit)}" y="${fmt(height * 0.3)}" width="${fmt(70 * unit)}" height="${fmt(22 * unit)}" fill="${COLORS.forest}"/><rect x="${fmt(clampX - 10 * unit)}" y="${fmt(height * 0.3 + 170 * unit)}" width="${fmt(70 * unit)}" height="${fmt(22 * unit)}" fill="${COLORS.forest}"/>`);
  }
  // workbench
  const benchY = height * 0.68;
  scene.add(scene.shadow(-20, benchY, width + 40, 40 * unit, { blur: 14 * unit, opacity: 0.5 }));
  for (let k = 0; k < 4; k++) scene.add(scene.woodHorizontal(-20, benchY + k * 22 * unit, width + 40, 22 * unit, { species: 'maple', board: k }));
  scene.add(`<rect x="0" y="${fmt(benchY + 88 * unit)}" width="${width}" height="${fmt(height)}" fill="#5a4a38"/>`);
  scene.add(`<rect x="0" y="${fmt(benchY + 88 * unit)}" width="${width}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#000', 0.55], [1, '#000', 0.2]])}"/>`);
  for (let k = 0; k < 4; k++) scene.add(scene.woodHorizontal(width * 0.22 + k * 20 * unit, benchY + 88 * unit + 190 * unit - k * 26 * unit, width * 0.55, 24 * unit, { species: rng.pick(['walnut', 'cherry', 'maple', 'whiteOak']), tone: -0.3 }));
  for (const legX of [width * 0.1, width * 0.85]) scene.add(scene.woodVertical(legX, benchY + 88 * unit, 80 * unit, height, { species: 'maple' }));
  scene.add(scene.woodHorizontal(-20, benchY + 88 * unit + 200 * unit, width + 40, 60 * unit, { species: 'maple', tone: -0.3 }));
  // boards and plane on the bench
  scene.add(scene.shadow(width * 0.3 + 10 * unit, benchY - 60 * unit, width * 0.5, 60 * unit, { blur: 10 * unit, opacity: 0.5 }));
  scene.add(scene.woodHorizontal(width * 0.3, benchY - 62 * unit, width * 0.5, 32 * unit, { species: options.species || 'walnut' }));
  scene.add(scene.woodHorizontal(width * 0.34, benchY - 30 * unit, width * 0.5, 30 * unit, { species: 'cherry' }));
  scene.add(`<path d="M${fmt(width * 0.16)},${fmt(benchY)}l${fmt(20 * unit)},${fmt(-60 * unit)}h${fmt(160 * unit)}l${fmt(20 * unit)},${fmt(60 * unit)}Z" fill="#2b2e30"/><rect x="${fmt(width * 0.2)}" y="${fmt(benchY - 90 * unit)}" width="${fmt(60 * unit)}" height="${fmt(40 * unit)}" rx="${fmt(10 * unit)}" fill="${COLORS.brass}"/>`);
  void rng;
  scene.add(scene.finish({ lightX: 0.3, lightY: 0.1, warmth: 0.3, vignette: 0.5 }));
}
