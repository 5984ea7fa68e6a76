// @ts-check
/** Reusable drawn elements: cabinetry, hardware, counters, tile, floors, windows, decor. */
import { fmt } from './svg.mjs';
import { COLORS, paintNamed } from './palette.mjs';
import { makeNoise } from './noise.mjs';

/**
 * @import { Scene, Point, GradientStop } from './svg.mjs'
 * @import { WoodSpecies } from './textures.mjs'
 * @import { ImageTextureName } from './library.mjs'
 * @import { Paint } from './palette.mjs'
 */

/**
 * A surface finish: a wood species, or a paint (a PAINTS name or a hex colour).
 * @typedef {{ wood: WoodSpecies, paint?: undefined } | { paint: string, wood?: undefined }} Finish
 */
/** @typedef {'day' | 'golden' | 'dusk'} TimeOfDay */

/** @type {(value: number, min: number, max: number) => number} */
const clamp = (value, min, max) => Math.max(min, Math.min(max, value));

/**
 * The paint scheme of a painted finish; a hex colour stands for all three shades.
 * @param {{ paint: string }} finish
 * @returns {Paint}
 */
export const paintOf = (finish) => paintNamed(finish.paint) || { main: finish.paint, dark: finish.paint, light: finish.paint };

/**
 * Mix two hex colours.
 * @param {string} colorA `#rrggbb`
 * @param {string} colorB `#rrggbb`
 * @param {number} amount 0 = colorA, 1 = colorB
 * @returns {string}
 */
export function mix(colorA, colorB, amount) {
  const packedA = parseInt(colorA.slice(1), 16);
  const packedB = parseInt(colorB.slice(1), 16);
  /** @type {(packed: number, shift: number) => number} */
  const channel = (packed, shift) => (packed >> shift) & 255;
  /** @type {(shift: number) => number} */
  const mixedChannel = (shift) => Math.round(channel(packedA, shift) + (channel(packedB, shift) - channel(packedA, shift)) * amount);
  return `#${[16, 8, 0].map((shift) => mixedChannel(shift).toString(16).padStart(2, '0')).join('')}`;
}
/**
 * Lighten (amount > 0, toward white) or darken (amount < 0, toward black) a hex colour.
 * @type {(color: string, amount: number) => string}
 */
export const shade = (color, amount) => (amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount));

/**
 * A surface in a finish: boards of the species, or paint.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Finish} finish
 * @param {'h' | 'v'} [grainDirection] boards run across (h) or up and down (v)
 * @param {{ tone?: number, board?: number }} [options] brightness shift; which board of the species
 * @returns {string}
 */
export function surface(scene, x, y, width, height, finish, grainDirection = 'h', options = {}) {
  if (finish.wood) {
    const woodOptions = { species: finish.wood, shade: false, tone: options.tone ?? (scene.rng.next() - 0.5) * 0.3, board: options.board };
    return grainDirection === 'h' ? scene.woodHorizontal(x, y, width, height, woodOptions) : scene.woodVertical(x, y, width, height, woodOptions);
  }
  const paint = paintOf(finish);
  const color = options.tone ? shade(paint.main, options.tone) : paint.main;
  return scene.paint(x, y, width, height, color, { textureAmount: 0.3 });
}

/**
 * @typedef {object} DoorOptions
 * @property {'shaker' | 'slab' | 'glass'} [style] default shaker
 * @property {number} [frameWidth] width of the stiles and rails
 * @property {'h' | 'v'} [grainDirection] grain direction of a slab (default: along the longer side)
 * @property {(x: number, y: number, width: number, height: number) => string} [inside] what shows through the glass
 */
/**
 * Shaker / slab / glass cabinet door or drawer front.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {Finish} finish
 * @param {DoorOptions} [options]
 * @returns {string}
 */
export function door(scene, x, y, width, height, finish, options = {}) {
  const style = options.style || 'shaker';
  const frameWidth = options.frameWidth ?? clamp(Math.min(width, height) * 0.16, 8, 58);
  let out = scene.shadow(x + 2, y + 4, width, height, { blur: 3.5, opacity: 0.38 });
  if (style === 'slab') {
    out += surface(scene, x, y, width, height, finish, options.grainDirection || (height > width ? 'v' : 'h'));
    out += scene.bevel(x, y, width, height, { size: 2, light: 0.25, dark: 0.3 });
    return out;
  }
  // frame
  if (finish.wood) {
    out += surface(scene, x, y, frameWidth, height, finish, 'v') + surface(scene, x + width - frameWidth, y, frameWidth, height, finish, 'v');
    out += surface(scene, x + frameWidth, y, width - 2 * frameWidth, frameWidth, finish, 'h') + surface(scene, x + frameWidth, y + height - frameWidth, width - 2 * frameWidth, frameWidth, finish, 'h');
    out += `<path d="M${fmt(x + frameWidth)},${fmt(y)}V${fmt(y + frameWidth)}M${fmt(x + width - frameWidth)},${fmt(y)}V${fmt(y + frameWidth)}M${fmt(x + frameWidth)},${fmt(y + height - frameWidth)}V${fmt(y + height)}M${fmt(x + width - frameWidth)},${fmt(y + height - frameWidth)}V${fmt(y + height)}" stroke="#000" stroke-opacity="0.35" stroke-width="1"/>`;
  } else {
    out += surface(scene, x, y, width, height, finish);
  }
  const innerX = x + frameWidth;
  const innerY = y + frameWidth;
  const innerWidth = width - 2 * frameWidth;
  const innerHeight = height - 2 * frameWidth;
  if (style === 'glass') {
    out += `<rect x="${fmt(innerX)}" y="${fmt(innerY)}" width="${fmt(innerWidth)}" height="${fmt(innerHeight)}" fill="#2a2622"/>`;
    if (options.inside) out += options.inside(innerX, innerY, innerWidth, innerHeight);
    out += `<rect x="${fmt(innerX)}" y="${fmt(innerY)}" width="${fmt(innerWidth)}" height="${fmt(innerHeight)}" fill="${scene.linearGradient([[0, '#dfe8ea', 0.28], [0.45, '#dfe8ea', 0.06], [0.55, '#ffffff', 0.16], [0.62, '#dfe8ea', 0.04], [1, '#dfe8ea', 0.12]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += scene.bevel(innerX, innerY, innerWidth, innerHeight, { size: 3, inset: true, dark: 0.5, light: 0.2 });
  } else {
    if (finish.wood) out += surface(scene, innerX, innerY, innerWidth, innerHeight, finish, 'v', { tone: -0.12 });
    else out += `<rect x="${fmt(innerX)}" y="${fmt(innerY)}" width="${fmt(innerWidth)}" height="${fmt(innerHeight)}" fill="#000" opacity="0.05"/>`;
    const bevelSize = clamp(frameWidth * 0.2, 2, 8);
    out += scene.bevel(innerX, innerY, innerWidth, innerHeight, { size: bevelSize, inset: true, dark: 0.32, light: 0.22 });
    // soft shadow cast into the recess from the top rail
    out += `<rect x="${fmt(innerX)}" y="${fmt(innerY)}" width="${fmt(innerWidth)}" height="${fmt(Math.min(innerHeight, frameWidth * 0.6))}" fill="${scene.linearGradient([[0, '#000', 0.16], [1, '#000', 0]])}"/>`;
  }
  out += scene.bevel(x, y, width, height, { size: 2, light: 0.3, dark: 0.32 });
  return out;
}

/** Hardware metals: gradient tones from shadow to highlight. */
/** @satisfies {Record<string, [string, string, string, string]>} */
const METALS = {
  brass: ['#7a5a26', '#e9cd8a', '#b8914a', '#6d4f20'],
  black: ['#0d0d0d', '#55524e', '#1f1e1d', '#0a0a0a'],
  nickel: ['#707478', '#eef0f0', '#a9adb0', '#5c6064'],
  bronze: ['#3d2a1c', '#9a7458', '#5a3f2b', '#2e1f14'],
};
/** @typedef {keyof typeof METALS} Metal */

/**
 * A metallic gradient fill.
 * @param {Scene} scene
 * @param {Metal} [metal]
 * @param {boolean} [vertical] the gradient runs top to bottom (else left to right)
 * @returns {string}
 */
export function metalGradient(scene, metal = 'brass', vertical = true) {
  const tones = METALS[metal];
  return scene.linearGradient([[0, tones[0]], [0.35, tones[1]], [0.6, tones[2]], [1, tones[3]]], vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 });
}
/**
 * Bar pull centred at cx,cy; horizontal or vertical.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} length
 * @param {{ vertical?: boolean, metal?: Metal, thickness?: number }} [options] t: bar thickness
 * @returns {string}
 */
export function pull(scene, cx, cy, length, { vertical = false, metal = 'brass', thickness = 7 } = {}) {
  const width = vertical ? thickness : length;
  const height = vertical ? length : thickness;
  const x = cx - width / 2;
  const y = cy - height / 2;
  return (
    scene.shadow(x + 3, y + 5, width, height, { blur: 3, opacity: 0.45, rx: thickness / 2 }) +
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(thickness / 2)}" fill="${metalGradient(scene, metal, !vertical)}"/>`
  );
}
/**
 * Round knob centred at cx,cy.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {Metal} [metal]
 * @returns {string}
 */
export function knob(scene, cx, cy, radius, metal = 'brass') {
  const tones = METALS[metal];
  return (
    `<circle cx="${fmt(cx + 2)}" cy="${fmt(cy + 4)}" r="${fmt(radius * 1.4)}" fill="${scene.radialGradient([[0, '#000', 0.45], [0.6, '#000', 0.25], [1, '#000', 0]])}"/>` +
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="${scene.radialGradient([[0, tones[1]], [0.5, tones[2]], [1, tones[0]]], { cx: 0.35, cy: 0.3, r: 0.75 })}"/>`
  );
}

/**
 * Counter slab with eased front edge and shadow below.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {ImageTextureName} [stone]
 * @param {{ scale?: number }} [options] minimum scale of the stone texture
 * @returns {string}
 */
export function counter(scene, x, y, width, height, stone = 'quartz', options = {}) {
  let out = scene.shadow(x, y + height - 2, width, height * 0.9 + 6, { blur: 7, opacity: 0.4 });
  out += scene.textureRect(x, y, width, height, stone, { scale: options.scale || 0.9 });
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.35], [0.18, '#fff', 0.05], [0.8, '#000', 0.04], [1, '#000', 0.25]])}"/>`;
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="1.5" fill="#fff" opacity="0.7"/>`;
  return out;
}

/**
 * @typedef {object} TilesOptions
 * @property {number} [tileWidth] tile width
 * @property {number} [tileHeight] tile height
 * @property {number} [grout] grout line width
 * @property {string} [groutColor]
 * @property {'stack' | 'subway' | 'grid' | 'vertical' | 'herringbone'} [layout] default stack; vertical = stacked upright
 * @property {string[]} [colors] glaze colours picked at random (needed unless stone is set)
 * @property {ImageTextureName} [stone] stone tiles: the stone texture with grout lines
 * @property {number} [scale] minimum scale of the stone texture
 * @property {number} [jitter] how much each glazed tile's shade varies
 * @property {number} [rx] corner radius of glazed tiles
 * @property {boolean} [texture] false: no plaster overlay on glazed tiles
 */
/** @typedef {{ x: number, y: number, width: number, height: number }} TileCell */
/** @typedef {TileCell & { rotation: number, originX: number, originY: number, vertical: boolean }} HerringboneCell rotated by rot degrees about (ox, oy); v = upright */

/**
 * Tile field: glazed tiles in random colours, or stone with grout lines.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {TilesOptions} [options]
 * @returns {string}
 */
export function tiles(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const tileWidth = options.tileWidth || 60;
  const tileHeight = options.tileHeight || 30;
  const grout = options.grout ?? 2;
  const groutColor = options.groutColor || '#d9d2c6';
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}">`;
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${groutColor}"/>`;
  if (options.stone) out += scene.textureRect(x, y, width, height, options.stone, { scale: options.scale || 1 });
  const glaze = scene.linearGradient([[0, '#fff', 0.28], [0.35, '#fff', 0.05], [0.7, '#000', 0.0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  /** @type {(TileCell & Partial<HerringboneCell>)[]} */
  const cells = [];
  const layout = options.layout || 'stack';
  if (layout === 'herringbone') {
    for (const herringboneCell of herringboneCells(x, y, width, height, tileWidth, tileHeight)) cells.push(herringboneCell);
  } else {
    const vertical = layout === 'vertical';
    const cellWidth = vertical ? tileHeight : tileWidth;
    const cellHeight = vertical ? tileWidth : tileHeight;
    const rows = Math.ceil(height / cellHeight) + 1;
    const cols = Math.ceil(width / cellWidth) + 2;
    for (let row = 0; row < rows; row++) {
      const offset = layout === 'subway' && row % 2 ? -cellWidth / 2 : 0;
      for (let column = 0; column < cols; column++) cells.push({ x: x + offset + column * cellWidth, y: y + height - (row + 1) * cellHeight, width: cellWidth, height: cellHeight });
    }
  }
  for (const cell of cells) {
    const faceX = cell.x + grout / 2;
    const faceY = cell.y + grout / 2;
    const faceWidth = cell.width - grout;
    const faceHeight = cell.height - grout;
    const rotateAttr = cell.rotation ? ` transform="rotate(${cell.rotation} ${fmt(cell.originX ?? 0)} ${fmt(cell.originY ?? 0)})"` : '';
    if (options.stone) {
      const tint = (rng.next() - 0.5) * 0.12;
      out += `<rect x="${fmt(faceX)}" y="${fmt(faceY)}" width="${fmt(faceWidth)}" height="${fmt(faceHeight)}" fill="${tint > 0 ? '#fff' : '#000'}" opacity="${fmt(Math.abs(tint))}"${rotateAttr}/>`;
      out += `<rect x="${fmt(faceX)}" y="${fmt(faceY)}" width="${fmt(faceWidth)}" height="${fmt(faceHeight)}" fill="${glaze}" opacity="0.5"${rotateAttr}/>`;
    } else {
      const baseColor = rng.pick(/** @type {string[]} */ (options.colors));
      const color = shade(baseColor, (rng.next() - 0.5) * (options.jitter ?? 0.07));
      out += `<rect x="${fmt(faceX)}" y="${fmt(faceY)}" width="${fmt(faceWidth)}" height="${fmt(faceHeight)}" rx="${fmt(options.rx ?? 1.5)}" fill="${color}"${rotateAttr}/>`;
      out += `<rect x="${fmt(faceX)}" y="${fmt(faceY)}" width="${fmt(faceWidth)}" height="${fmt(faceHeight)}" rx="${fmt(options.rx ?? 1.5)}" fill="${glaze}"${rotateAttr}/>`;
    }
  }
  if (!options.stone && options.texture !== false) out += scene.textureRect(x, y, width, height, 'plaster', { blend: 'soft-light', opacity: 0.55 });
  out += '</g>';
  return out;
}

/**
 * Herringbone lattice cells covering a rect (already in final coordinates, rotation given per cell).
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} length length of one piece
 * @param {number} thickness width of one piece
 * @param {number} [rotation] degrees
 * @returns {HerringboneCell[]}
 */
export function herringboneCells(x, y, width, height, length, thickness, rotation = 45) {
  /** @type {HerringboneCell[]} */
  const cells = [];
  const centerX = x + width / 2;
  const centerY = y + height / 2;
  const reach = Math.hypot(width, height) / 2 + length * 2;
  const thicknessSteps = Math.ceil((reach * 2) / thickness) + 2;
  const lengthSteps = Math.ceil((reach * 2) / length) + 2;
  for (let j = -lengthSteps; j <= lengthSteps; j++) {
    for (let k = -thicknessSteps; k <= thicknessSteps; k++) {
      const offsetX = k * thickness + j * length;
      const offsetY = k * thickness - j * length;
      if (Math.abs(offsetX) > reach + length || Math.abs(offsetY) > reach + length) continue;
      cells.push({ x: centerX + offsetX, y: centerY + offsetY, width: length, height: thickness, rotation, originX: centerX, originY: centerY, vertical: false });
      cells.push({ x: centerX + offsetX, y: centerY + offsetY + thickness, width: thickness, height: length, rotation, originX: centerX, originY: centerY, vertical: true });
    }
  }
  return cells;
}

/**
 * Herringbone wood floor seen from above.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {{ length?: number, thickness?: number, rotation?: number, species?: WoodSpecies }} [options] L: plank length, T: plank width, rot: degrees
 * @returns {string}
 */
export function herringboneWood(scene, x, y, width, height, options = {}) {
  const length = options.length || 200;
  const thickness = options.thickness || 44;
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#2a1d12"/>`;
  for (const cell of herringboneCells(x, y, width, height, length, thickness, options.rotation ?? 45)) {
    // skip cells far outside the clip after rotation
    const radians = ((cell.rotation || 0) * Math.PI) / 180;
    const centerX = cell.originX + (cell.x + cell.width / 2 - cell.originX) * Math.cos(radians) - (cell.y + cell.height / 2 - cell.originY) * Math.sin(radians);
    const centerY = cell.originY + (cell.x + cell.width / 2 - cell.originX) * Math.sin(radians) + (cell.y + cell.height / 2 - cell.originY) * Math.cos(radians);
    if (centerX < x - length || centerX > x + width + length || centerY < y - length || centerY > y + height + length) continue;
    const inner = cell.vertical
      ? scene.woodVertical(cell.x + 0.8, cell.y + 0.8, cell.width - 1.6, cell.height - 1.6, { species: options.species || 'whiteOak' })
      : scene.woodHorizontal(cell.x + 0.8, cell.y + 0.8, cell.width - 1.6, cell.height - 1.6, { species: options.species || 'whiteOak' });
    out += `<g transform="rotate(${cell.rotation} ${fmt(cell.originX)} ${fmt(cell.originY)})">${inner}</g>`;
  }
  out += '</g>';
  return out;
}

/**
 * @typedef {object} PerspectiveFloorOptions
 * @property {number} horizonY the horizon (screen y)
 * @property {number} topY where the floor meets the back wall (screen y)
 * @property {number} bottomY the bottom of the floor (screen y)
 * @property {number} vanishX the vanishing point (screen x)
 * @property {WoodSpecies} [species] default whiteOak
 * @property {'z' | 'x'} [direction] z: boards run away from the viewer, x: boards run across
 * @property {number} [plankWidth] board width in pixels at the wall base
 * @property {number} [x0] left edge (default 0)
 * @property {number} [x1] right edge (default the scene width)
 * @property {number} [maxDepth] far depth (default the wall's)
 * @property {string} [clip] clip-path url
 * @property {number} [minPlankLength] shortest board, in world units
 * @property {number} [plankLengthRange] random extra board length, in world units
 * @property {number} [seamOpacity]
 * @property {number} [seamWidth]
 */
/**
 * One-point perspective wood floor.
 * @param {Scene} scene
 * @param {PerspectiveFloorOptions} options
 * @returns {string}
 */
export function perspectiveFloor(scene, options) {
  const { horizonY, topY, bottomY, vanishX, species = 'whiteOak', direction = 'z', plankWidth = 34, x0 = 0, x1 = scene.width } = options;
  const rng = scene.rng;
  const baseDrop = topY - horizonY;
  const referenceDepth = 1000;
  /** @param {number} depth */
  const screenY = (depth) => horizonY + (baseDrop * referenceDepth) / depth;
  /** @type {(worldX: number, depth: number) => number} */
  const screenX = (worldX, depth) => vanishX + (worldX * referenceDepth) / depth;
  const nearDepth = (referenceDepth * baseDrop) / (bottomY - horizonY);
  const farDepth = options.maxDepth || referenceDepth;
  let out = `<g${options.clip ? ` clip-path="${options.clip}"` : ''}>`;
  /** @type {string[]} */
  const seams = [];
  const texelsPerUnit = 150 / plankWidth;
  if (direction === 'z') {
    const minWorldX = ((x0 - vanishX) * farDepth) / referenceDepth - plankWidth;
    const maxWorldX = ((x1 - vanishX) * farDepth) / referenceDepth + plankWidth;
    // restrict to strips visible at the far end as well
    for (let stripX = Math.floor(minWorldX / plankWidth) * plankWidth; stripX < maxWorldX; stripX += plankWidth) {
      let plankStart = nearDepth - rng.next() * 600;
      while (plankStart < farDepth) {
        const plankLength = (options.minPlankLength || 350) + rng.next() * (options.plankLengthRange || 700);
        const startDepth = Math.max(plankStart, nearDepth * 0.98);
        const endDepth = Math.min(plankStart + plankLength, farDepth);
        if (endDepth > startDepth) {
          /** @type {Point} */
          const nearLeft = [screenX(stripX, startDepth), screenY(startDepth)];
          /** @type {Point} */
          const nearRight = [screenX(stripX + plankWidth, startDepth), screenY(startDepth)];
          /** @type {Point} */
          const farRight = [screenX(stripX + plankWidth, endDepth), screenY(endDepth)];
          /** @type {Point} */
          const farLeft = [screenX(stripX, endDepth), screenY(endDepth)];
          out += scene.woodAffine([nearLeft, nearRight, farRight, farLeft], nearLeft, farLeft, nearRight, { species, length: (endDepth - startDepth) * texelsPerUnit, board: Math.floor(rng.next() * 64) });
          seams.push(`M${fmt(farLeft[0])},${fmt(farLeft[1])}L${fmt(farRight[0])},${fmt(farRight[1])}`);
        }
        plankStart += plankLength;
      }
      seams.push(`M${fmt(screenX(stripX, nearDepth * 0.98))},${fmt(screenY(nearDepth * 0.98))}L${fmt(screenX(stripX, farDepth))},${fmt(screenY(farDepth))}`);
    }
  } else {
    for (let rowDepth = nearDepth * 0.98; rowDepth < farDepth; ) {
      const rowScreenHeight = (plankWidth * rowDepth) / referenceDepth; // keep boards about plank px tall on screen... scaled with depth
      const endDepth = Math.min(rowDepth + plankWidth, farDepth);
      const minWorldX = ((x0 - vanishX) * rowDepth) / referenceDepth - 200;
      const maxWorldX = ((x1 - vanishX) * rowDepth) / referenceDepth + 200;
      let plankX = minWorldX - rng.next() * 500;
      while (plankX < maxWorldX) {
        const plankLength = (options.minPlankLength || 350) + rng.next() * (options.plankLengthRange || 700);
        /** @type {Point} */
        const nearLeft = [screenX(plankX, rowDepth), screenY(rowDepth)];
        /** @type {Point} */
        const nearRight = [screenX(plankX + plankLength, rowDepth), screenY(rowDepth)];
        /** @type {Point} */
        const farRight = [screenX(plankX + plankLength, endDepth), screenY(endDepth)];
        /** @type {Point} */
        const farLeft = [screenX(plankX, endDepth), screenY(endDepth)];
        out += scene.woodAffine([nearLeft, nearRight, farRight, farLeft], nearLeft, nearRight, farLeft, { species, length: plankLength * texelsPerUnit, board: Math.floor(rng.next() * 64) });
        seams.push(`M${fmt(nearRight[0])},${fmt(nearRight[1])}L${fmt(farRight[0])},${fmt(farRight[1])}`);
        plankX += plankLength;
      }
      seams.push(`M${fmt(x0 - 50)},${fmt(screenY(endDepth))}H${fmt(x1 + 50)}`);
      rowDepth = endDepth;
      void rowScreenHeight;
    }
  }
  out += `<path d="${seams.join('')}" stroke="#1a120b" stroke-opacity="${options.seamOpacity ?? 0.45}" stroke-width="${options.seamWidth ?? 1.2}" fill="none"/>`;
  // depth shading: darker toward the wall, sheen near the viewer
  out += `<rect x="${fmt(x0)}" y="${fmt(topY)}" width="${fmt(x1 - x0)}" height="${fmt(bottomY - topY)}" fill="${scene.linearGradient([[0, '#1a120b', 0.35], [0.4, '#1a120b', 0.08], [1, '#1a120b', 0.0]])}"/>`;
  out += '</g>';
  return out;
}

/**
 * One band of hills or trees: its base line and height as fractions of the view, and how busy it is.
 * @typedef {{ base: number, amplitude: number, color: string, frequency: number }} LandscapeLayer
 */
/**
 * @typedef {object} LandscapeOptions
 * @property {TimeOfDay} [time] default day
 * @property {Point} [sun] position of a sun glow, as fractions of the view
 * @property {number} [seed] the hills' noise seed (random by default)
 * @property {LandscapeLayer[]} [layers] back to front
 * @property {boolean} [lawn] false: no lawn strip at the bottom
 */
/**
 * Sky and layered tree line (seen through windows, behind decks, houses).
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {LandscapeOptions} [options]
 * @returns {string}
 */
export function landscape(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const terrainNoise = makeNoise(options.seed ?? Math.floor(rng.next() * 1e6));
  const time = options.time || 'day';
  /** @type {Record<TimeOfDay, GradientStop[]>} */
  const skies = {
    day: [[0, '#9fb9c6'], [0.6, '#d7e1df'], [1, '#eef0e6']],
    golden: [[0, '#8ea5b3'], [0.5, '#e8cfa8'], [1, '#f6d9a6']],
    dusk: [[0, '#3b4a5c'], [0.55, '#b28a78'], [1, '#eab17f']],
  };
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient(skies[time])}"/>`;
  if (options.sun) out += `<circle cx="${fmt(x + width * options.sun[0])}" cy="${fmt(y + height * options.sun[1])}" r="${fmt(height * 0.5)}" fill="${scene.radialGradient([[0, '#fff6dc', 0.9], [0.2, '#ffe7b8', 0.45], [1, '#ffe7b8', 0]])}"/>`;
  /** @type {LandscapeLayer[]} */
  const layers = options.layers || [
    { base: 0.62, amplitude: 0.1, color: time === 'dusk' ? '#6e6f74' : '#a7b4aa', frequency: 0.012 },
    { base: 0.7, amplitude: 0.14, color: time === 'dusk' ? '#3e4642' : '#7d8f78', frequency: 0.018 },
    { base: 0.82, amplitude: 0.12, color: time === 'dusk' ? '#252d27' : '#52664f', frequency: 0.03 },
  ];
  layers.forEach((layer, layerIndex) => {
    let outline = `M${fmt(x)},${fmt(y + height)}`;
    const step = Math.max(3, width / 160);
    for (let offsetX = 0; offsetX <= width + step; offsetX += step) {
      const sampleX = (offsetX / width) * 1600;
      const ridge = terrainNoise.fbm(sampleX * layer.frequency * 0.1 + layerIndex * 20, layerIndex * 3.7, 4) + terrainNoise.fbm(sampleX * layer.frequency * 0.3, layerIndex * 7.1, 2) * 0.35;
      outline += `L${fmt(x + offsetX)},${fmt(y + height * (layer.base - ridge * layer.amplitude * 2))}`;
    }
    outline += `L${fmt(x + width)},${fmt(y + height)}Z`;
    out += `<path d="${outline}" fill="${layer.color}"/>`;
  });
  if (options.lawn !== false) out += `<rect x="${fmt(x)}" y="${fmt(y + height * 0.9)}" width="${fmt(width)}" height="${fmt(height * 0.1 + 2)}" fill="${time === 'dusk' ? '#2b3528' : '#6f8a5a'}"/>`;
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0], [0.7, '#fff', 0.08], [1, '#fff', 0.15]])}"/>`;
  out += '</g>';
  return out;
}

/**
 * @typedef {object} WindowOptions
 * @property {string} [frameColor] frame and muntin colour
 * @property {number} [frameWidth] frame width
 * @property {number} [cols] panes across
 * @property {number} [rows] panes down
 * @property {boolean} [casing] false: no casing or sill around the opening
 * @property {number} [casingWidth] casing width
 * @property {string} [casingColor] default the frame colour
 * @property {boolean} [sill] false: no sill
 * @property {boolean} [meetingRail] false: no meeting rail across the middle
 * @property {TimeOfDay} [time] the view outside
 * @property {Point} [sun] the view's sun, as fractions of the window
 * @property {number} [seed] the view's noise seed
 */
/**
 * A window opening (seen from inside) with view, sash frame and muntins.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {WindowOptions} [options]
 * @returns {string}
 */
export function windowUnit(scene, x, y, width, height, options = {}) {
  const frameColor = options.frameColor || COLORS.warmWhite;
  const frameWidth = options.frameWidth ?? Math.max(10, width * 0.045);
  const cols = options.cols ?? 2;
  const rows = options.rows ?? 3;
  let out = '';
  if (options.casing !== false) {
    const casingWidth = options.casingWidth ?? frameWidth * 1.8;
    out += scene.shadow(x - casingWidth + 4, y - casingWidth + 6, width + 2 * casingWidth, height + 2 * casingWidth, { blur: 8, opacity: 0.3 });
    out += scene.paint(x - casingWidth, y - casingWidth, width + 2 * casingWidth, height + 2 * casingWidth, options.casingColor || frameColor, { textureAmount: 0.2 });
    out += scene.bevel(x - casingWidth, y - casingWidth, width + 2 * casingWidth, height + 2 * casingWidth, { size: 3, light: 0.4, dark: 0.2 });
    if (options.sill !== false) {
      out += scene.shadow(x - casingWidth - 14, y + height + casingWidth - 2, width + 2 * casingWidth + 28, 22, { blur: 6, opacity: 0.35 });
      out += scene.paint(x - casingWidth - 14, y + height + casingWidth * 0.2, width + 2 * casingWidth + 28, casingWidth * 0.8 + 4, options.casingColor || frameColor, { textureAmount: 0.2 });
      out += scene.bevel(x - casingWidth - 14, y + height + casingWidth * 0.2, width + 2 * casingWidth + 28, casingWidth * 0.8 + 4, { size: 2 });
    }
  }
  out += landscape(scene, x, y, width, height, { time: options.time || 'day', sun: options.sun, seed: options.seed });
  // interior reveal shadow
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${fmt(frameWidth * 0.8)}"/>`;
  // frame and muntins
  /** @type {[x: number, y: number, width: number, height: number][]} */
  const bars = [];
  bars.push([x, y, width, frameWidth], [x, y + height - frameWidth, width, frameWidth], [x, y, frameWidth, height], [x + width - frameWidth, y, frameWidth, height]);
  if (options.meetingRail !== false && rows > 1) bars.push([x, y + height / 2 - frameWidth / 2, width, frameWidth]);
  const muntinWidth = Math.max(3, frameWidth * 0.35);
  for (let column = 1; column < cols; column++) bars.push([x + (width * column) / cols - muntinWidth / 2, y, muntinWidth, height]);
  for (let row = 1; row < rows; row++) {
    if (options.meetingRail !== false && rows % 2 === 0 && row === rows / 2) continue;
    bars.push([x, y + (height * row) / rows - muntinWidth / 2, width, muntinWidth]);
  }
  for (const [barX, barY, barWidth, barHeight] of bars) out += `<rect x="${fmt(barX + 1.5)}" y="${fmt(barY + 2.5)}" width="${fmt(barWidth)}" height="${fmt(barHeight)}" fill="#000" opacity="0.22"/>`;
  for (const [barX, barY, barWidth, barHeight] of bars) out += `<rect x="${fmt(barX)}" y="${fmt(barY)}" width="${fmt(barWidth)}" height="${fmt(barHeight)}" fill="${frameColor}"/>`;
  // glass sheen
  out += `<rect x="${fmt(x + frameWidth)}" y="${fmt(y + frameWidth)}" width="${fmt(width - 2 * frameWidth)}" height="${fmt(height - 2 * frameWidth)}" fill="${scene.linearGradient([[0, '#fff', 0.0], [0.42, '#fff', 0.0], [0.5, '#fff', 0.14], [0.58, '#fff', 0.0], [1, '#fff', 0.06]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  return out;
}

/** Spine colours. */
const BOOK_COLORS = ['#7c8b6f', '#3c4d40', '#b5694a', '#d7c7a5', '#2d2b29', '#a67b4f', '#e8dfcc', '#5a6b7a', '#8a5a3c', '#c9a15a'];
/**
 * Row of books standing on a shelf line y, from x to x + width.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {{ maxHeight?: number, colors?: string[] }} [options] maxH: the tallest book
 * @returns {string}
 */
export function books(scene, x, y, width, options = {}) {
  const rng = scene.rng;
  const maxHeight = options.maxHeight || 80;
  let out = '';
  let cursorX = x;
  while (cursorX < x + width - 10) {
    const bookWidth = rng.range(maxHeight * 0.09, maxHeight * 0.2);
    if (cursorX + bookWidth > x + width) break;
    const bookHeight = rng.range(maxHeight * 0.68, maxHeight);
    const color = shade(rng.pick(options.colors || BOOK_COLORS), (rng.next() - 0.5) * 0.15);
    out += `<rect x="${fmt(cursorX)}" y="${fmt(y - bookHeight)}" width="${fmt(bookWidth)}" height="${fmt(bookHeight)}" fill="${color}"/>`;
    out += `<rect x="${fmt(cursorX)}" y="${fmt(y - bookHeight)}" width="${fmt(bookWidth)}" height="${fmt(bookHeight)}" fill="${scene.linearGradient([[0, '#fff', 0.18], [0.3, '#fff', 0], [0.8, '#000', 0.1], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
    if (rng.chance(0.6)) {
      const bandY = y - bookHeight + bookHeight * rng.range(0.12, 0.2);
      out += `<rect x="${fmt(cursorX + 1)}" y="${fmt(bandY)}" width="${fmt(bookWidth - 2)}" height="${fmt(bookHeight * 0.04 + 1)}" fill="${rng.chance(0.5) ? COLORS.brassLight : '#000'}" opacity="0.45"/>`;
    }
    cursorX += bookWidth + rng.range(0, 1.5);
    if (rng.chance(0.12)) cursorX += rng.range(maxHeight * 0.3, maxHeight * 0.8);
  }
  return out;
}

/** @typedef {'vase' | 'bowl' | 'jug' | 'pot'} VesselKind */
/**
 * Ceramic vessel standing on y with centre cx.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y
 * @param {number} size
 * @param {{ color?: string, kind?: VesselKind }} [options] default a cream vase
 * @returns {string}
 */
export function vessel(scene, cx, y, size, options = {}) {
  const color = options.color || '#e9e1d2';
  const kind = options.kind || 'vase';
  let outline;
  if (kind === 'bowl') outline = `M${fmt(cx - size * 0.6)},${fmt(y - size * 0.42)}C${fmt(cx - size * 0.58)},${fmt(y - size * 0.05)} ${fmt(cx - size * 0.3)},${fmt(y)} ${fmt(cx)},${fmt(y)}C${fmt(cx + size * 0.3)},${fmt(y)} ${fmt(cx + size * 0.58)},${fmt(y - size * 0.05)} ${fmt(cx + size * 0.6)},${fmt(y - size * 0.42)}Z`;
  else if (kind === 'jug') outline = `M${fmt(cx - size * 0.16)},${fmt(y - size)}L${fmt(cx + size * 0.16)},${fmt(y - size)}C${fmt(cx + size * 0.16)},${fmt(y - size * 0.75)} ${fmt(cx + size * 0.4)},${fmt(y - size * 0.6)} ${fmt(cx + size * 0.38)},${fmt(y - size * 0.3)}C${fmt(cx + size * 0.36)},${fmt(y - size * 0.05)} ${fmt(cx + size * 0.25)},${fmt(y)} ${fmt(cx)},${fmt(y)}C${fmt(cx - size * 0.25)},${fmt(y)} ${fmt(cx - size * 0.36)},${fmt(y - size * 0.05)} ${fmt(cx - size * 0.38)},${fmt(y - size * 0.3)}C${fmt(cx - size * 0.4)},${fmt(y - size * 0.6)} ${fmt(cx - size * 0.16)},${fmt(y - size * 0.75)} ${fmt(cx - size * 0.16)},${fmt(y - size)}Z`;
  else if (kind === 'pot') outline = `M${fmt(cx - size * 0.42)},${fmt(y - size * 0.7)}L${fmt(cx + size * 0.42)},${fmt(y - size * 0.7)}L${fmt(cx + size * 0.33)},${fmt(y)}L${fmt(cx - size * 0.33)},${fmt(y)}Z`;
  else outline = `M${fmt(cx - size * 0.12)},${fmt(y - size)}L${fmt(cx + size * 0.12)},${fmt(y - size)}C${fmt(cx + size * 0.12)},${fmt(y - size * 0.8)} ${fmt(cx + size * 0.3)},${fmt(y - size * 0.55)} ${fmt(cx + size * 0.3)},${fmt(y - size * 0.3)}C${fmt(cx + size * 0.3)},${fmt(y - size * 0.08)} ${fmt(cx + size * 0.2)},${fmt(y)} ${fmt(cx)},${fmt(y)}C${fmt(cx - size * 0.2)},${fmt(y)} ${fmt(cx - size * 0.3)},${fmt(y - size * 0.08)} ${fmt(cx - size * 0.3)},${fmt(y - size * 0.3)}C${fmt(cx - size * 0.3)},${fmt(y - size * 0.55)} ${fmt(cx - size * 0.12)},${fmt(y - size * 0.8)} ${fmt(cx - size * 0.12)},${fmt(y - size)}Z`;
  let out = `${scene.softEllipse(cx + size * 0.12, y, (size * 0.45) * 1.3, (size * 0.05) * 2.2, 0.35)}`;
  out += `<path d="${outline}" fill="${color}"/>`;
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0.3], [0.3, '#fff', 0.05], [0.7, '#000', 0.1], [1, '#000', 0.45]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  return out;
}

/**
 * @typedef {object} PlantOptions
 * @property {'leafy' | 'trailing' | 'branch'} [style] default leafy
 * @property {string | false} [pot] pot colour, or false for no pot
 * @property {number} [leafCount] how many leaves
 */
/**
 * Leafy plant in a pot.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the base of the pot
 * @param {number} size
 * @param {PlantOptions} [options]
 * @returns {string}
 */
export function plant(scene, cx, y, size, options = {}) {
  const rng = scene.rng;
  const potColor = options.pot || '#d9cfbf';
  let out = '';
  const style = options.style || 'leafy';
  const leafColors = [COLORS.forest, '#4d6b4f', COLORS.sage, '#3f5a43', '#6b8560'];
  const leaves = [];
  const leafCount = options.leafCount || (style === 'branch' ? 26 : 16);
  for (let i = 0; i < leafCount; i++) {
    let angle;
    let length;
    let baseX = cx;
    let baseY = y - size * 0.55;
    if (style === 'trailing') {
      angle = rng.range(-200, 20);
      length = size * rng.range(0.35, 0.6);
      baseY = y - size * 0.5 + rng.range(0, size * 0.8) * (rng.chance(0.5) ? 1 : 0);
      baseX = cx + rng.range(-size * 0.3, size * 0.3);
    } else if (style === 'branch') {
      angle = rng.range(-170, -10);
      length = size * rng.range(0.12, 0.2);
      const along = rng.range(0.2, 1);
      const side = rng.chance(0.5) ? -1 : 1;
      baseX = cx + side * along * size * 0.45 * rng.range(0.3, 1);
      baseY = y - size * 0.55 - along * size * 0.9;
    } else {
      angle = rng.range(-165, -15);
      length = size * rng.range(0.4, 0.75);
    }
    leaves.push({ angle, length, baseX, baseY, color: rng.pick(leafColors) });
  }
  if (style === 'branch') {
    out += `<path d="M${fmt(cx)},${fmt(y - size * 0.5)}Q${fmt(cx - size * 0.1)},${fmt(y - size)} ${fmt(cx - size * 0.25)},${fmt(y - size * 1.4)}M${fmt(cx)},${fmt(y - size * 0.6)}Q${fmt(cx + size * 0.2)},${fmt(y - size)} ${fmt(cx + size * 0.3)},${fmt(y - size * 1.3)}" stroke="#4a3a2a" stroke-width="${fmt(size * 0.02)}" fill="none"/>`;
  }
  for (const leaf of leaves) {
    const radians = (leaf.angle * Math.PI) / 180;
    const tipX = leaf.baseX + Math.cos(radians) * leaf.length;
    const tipY = leaf.baseY + Math.sin(radians) * leaf.length;
    const normalX = -Math.sin(radians) * leaf.length * 0.22;
    const normalY = Math.cos(radians) * leaf.length * 0.22;
    const midX = (leaf.baseX + tipX) / 2;
    const midY = (leaf.baseY + tipY) / 2;
    const outline = `M${fmt(leaf.baseX)},${fmt(leaf.baseY)}Q${fmt(midX + normalX)},${fmt(midY + normalY)} ${fmt(tipX)},${fmt(tipY)}Q${fmt(midX - normalX)},${fmt(midY - normalY)} ${fmt(leaf.baseX)},${fmt(leaf.baseY)}Z`;
    out += `<path d="${outline}" fill="${leaf.color}"/>`;
    out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0.18], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  }
  if (options.pot !== false) out += vessel(scene, cx, y, size * 0.62, { kind: 'pot', color: potColor });
  return out;
}

/**
 * Pendant light hanging from y0 with shade bottom at y1.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y0
 * @param {number} y1
 * @param {number} size
 * @param {{ color?: string, kind?: 'dome' | 'cone' }} [options]
 * @returns {string}
 */
export function pendant(scene, cx, y0, y1, size, options = {}) {
  const color = options.color || COLORS.black;
  let out = `<circle cx="${fmt(cx)}" cy="${fmt(y1 + size * 0.6)}" r="${fmt(size * 2.4)}" fill="${scene.radialGradient([[0, '#ffe9bf', 0.55], [0.4, '#ffe1a8', 0.15], [1, '#ffe1a8', 0]])}"/>`;
  out += `<line x1="${fmt(cx)}" y1="${fmt(y0)}" x2="${fmt(cx)}" y2="${fmt(y1 - size * 0.5)}" stroke="#1a1a1a" stroke-width="2"/>`;
  const kind = options.kind || 'dome';
  let outline;
  if (kind === 'dome') outline = `M${fmt(cx - size)},${fmt(y1)}C${fmt(cx - size)},${fmt(y1 - size * 0.7)} ${fmt(cx - size * 0.3)},${fmt(y1 - size * 0.62)} ${fmt(cx - size * 0.15)},${fmt(y1 - size * 0.62)}L${fmt(cx + size * 0.15)},${fmt(y1 - size * 0.62)}C${fmt(cx + size * 0.3)},${fmt(y1 - size * 0.62)} ${fmt(cx + size)},${fmt(y1 - size * 0.7)} ${fmt(cx + size)},${fmt(y1)}Z`;
  else outline = `M${fmt(cx - size * 0.35)},${fmt(y1 - size * 0.9)}L${fmt(cx + size * 0.35)},${fmt(y1 - size * 0.9)}L${fmt(cx + size * 0.6)},${fmt(y1)}L${fmt(cx - size * 0.6)},${fmt(y1)}Z`;
  out += `<path d="${outline}" fill="${color}"/>`;
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.4, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<ellipse cx="${fmt(cx)}" cy="${fmt(y1)}" rx="${fmt(size * (kind === 'dome' ? 0.95 : 0.58))}" ry="${fmt(size * 0.1)}" fill="#fff3d1"/>`;
  return out;
}

/**
 * @typedef {object} RoomShellOptions
 * @property {number} backLeft back wall left (screen x)
 * @property {number} backTop back wall top (screen y)
 * @property {number} backRight back wall right (screen x)
 * @property {number} backBottom back wall bottom (screen y)
 * @property {number} [vanishX] vanishing point (default the middle of the back wall)
 * @property {number} [vanishY] vanishing point (default a little above the middle of the back wall)
 * @property {string} [wall] back wall colour
 * @property {string} [sideWall] side wall colour (default the wall colour, darker)
 * @property {string} [ceiling] ceiling colour (default the wall colour, lighter)
 * @property {boolean} [floor] false: no wood floor
 * @property {WoodSpecies} [species] floor species
 * @property {'z' | 'x'} [direction] floor boards run away from the viewer (z) or across (x)
 * @property {number} [plankWidth] floor board width at the back wall
 */
/**
 * The geometry of a room shell: the corners where the back wall's edges meet the frame, the
 * vanishing point, and the faces as path data.
 * @typedef {object} RoomShell
 * @property {Point} topLeft
 * @property {Point} topRight
 * @property {Point} bottomLeft
 * @property {Point} bottomRight
 * @property {number} vanishX
 * @property {number} vanishY
 * @property {string} floorPath floor path data
 * @property {string} leftWallPath left wall path data
 * @property {string} rightWallPath right wall path data
 * @property {string} ceilingPath ceiling path data
 * @property {string} floorClip clip-path url of the floor
 * @property {(points: Point[]) => string} polygonPath path data of a closed polygon
 */
/**
 * One-point perspective room shell: ceiling, side walls, back wall and floor, added to the scene.
 * @param {Scene} scene
 * @param {RoomShellOptions} options
 * @returns {RoomShell}
 */
export function roomShell(scene, options) {
  const { width, height } = scene;
  const { backLeft, backTop, backRight, backBottom } = options;
  const vanishX = options.vanishX ?? (backLeft + backRight) / 2;
  const vanishY = options.vanishY ?? backTop + (backBottom - backTop) * 0.45;
  // extend corner lines from the vanishing point to the frame edges
  /** @type {(pointX: number, pointY: number) => Point} */
  const extendToFrame = (pointX, pointY) => {
    const dx = pointX - vanishX;
    const dy = pointY - vanishY;
    const reach = Math.max(
      dx < 0 ? (0 - 40 - vanishX) / dx : dx > 0 ? (width + 40 - vanishX) / dx : Infinity,
      dy < 0 ? (0 - 40 - vanishY) / dy : dy > 0 ? (height + 40 - vanishY) / dy : Infinity,
    );
    const clampedReach = Math.min(reach, 60);
    return [vanishX + dx * clampedReach, vanishY + dy * clampedReach];
  };
  const topLeft = extendToFrame(backLeft, backTop);
  const topRight = extendToFrame(backRight, backTop);
  const bottomLeft = extendToFrame(backLeft, backBottom);
  const bottomRight = extendToFrame(backRight, backBottom);
  /** @param {Point[]} points */
  const polygonPath = (points) => `M${points.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z`;
  const wallColor = options.wall || COLORS.cream;
  const sideWallColor = options.sideWall || shade(wallColor, -0.1);
  const ceilingColor = options.ceiling || shade(wallColor, 0.02);
  let out = '';
  const ceilingPath = polygonPath([[backLeft, backTop], [backRight, backTop], topRight, [width + 50, -50], [-50, -50], topLeft]);
  const leftWallPath = polygonPath([[backLeft, backTop], [backLeft, backBottom], bottomLeft, [-50, height + 50], [-50, -50], topLeft]);
  const rightWallPath = polygonPath([[backRight, backTop], [backRight, backBottom], bottomRight, [width + 50, height + 50], [width + 50, -50], topRight]);
  const floorPath = polygonPath([[backLeft, backBottom], [backRight, backBottom], bottomRight, [width + 50, height + 50], [-50, height + 50], bottomLeft]);
  out += `<path d="${ceilingPath}" fill="${ceilingColor}"/>`;
  out += `<path d="${ceilingPath}" fill="${scene.linearGradient([[0, '#000', 0.18], [1, '#000', 0]], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  out += `<path d="${leftWallPath}" fill="${sideWallColor}"/>`;
  out += `<path d="${leftWallPath}" fill="${scene.linearGradient([[0, '#000', 0.05], [1, '#000', 0.22]], { x1: 1, y1: 0, x2: 0, y2: 0 })}"/>`;
  out += `<path d="${rightWallPath}" fill="${sideWallColor}"/>`;
  out += `<path d="${rightWallPath}" fill="${scene.linearGradient([[0, '#000', 0.05], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += scene.paint(backLeft, backTop, backRight - backLeft, backBottom - backTop, wallColor, { textureAmount: 0.45 });
  scene.add(out);
  const floorClip = scene.clipPath(floorPath);
  if (options.floor !== false) {
    scene.add(perspectiveFloor(scene, { horizonY: vanishY, topY: backBottom, bottomY: height + 40, vanishX, species: options.species || 'whiteOak', direction: options.direction || 'z', plankWidth: options.plankWidth || 26, x0: backLeft, x1: backRight, clip: floorClip }));
  }
  return { topLeft, topRight, bottomLeft, bottomRight, vanishX, vanishY, floorPath, leftWallPath, rightWallPath, ceilingPath, floorClip, polygonPath };
}

/**
 * Glow spot for recessed lights / sconces.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} [color]
 * @param {number} [opacity] at the centre
 * @returns {string}
 */
export function glow(scene, cx, cy, radius, color = '#ffe6b3', opacity = 0.6) {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="${scene.radialGradient([[0, color, opacity], [0.35, color, opacity * 0.35], [1, color, 0]])}"/>`;
}

/**
 * @typedef {object} SofaOptions
 * @property {string} [color] upholstery
 * @property {number} [cushionCount] how many back and seat cushions
 * @property {boolean} [pillows] false: no throw pillows
 * @property {string[]} [pillowColors] the two pillows
 */
/**
 * Front view sofa.
 * @param {Scene} scene
 * @param {number} cx centre
 * @param {number} y floor line
 * @param {number} width
 * @param {SofaOptions} [options]
 * @returns {string}
 */
export function sofa(scene, cx, y, width, options = {}) {
  const color = options.color || '#b9ad98';
  const height = width * 0.36;
  const x = cx - width / 2;
  let out = `${scene.softEllipse(cx, y, (width * 0.55) * 1.3, (height * 0.08) * 2.2, 0.4)}`;
  /** @type {(blockX: number, blockY: number, blockWidth: number, blockHeight: number, cornerRadius: number, tone?: number) => string} */
  const block = (blockX, blockY, blockWidth, blockHeight, cornerRadius, tone = 0) =>
    `<rect x="${fmt(blockX)}" y="${fmt(blockY)}" width="${fmt(blockWidth)}" height="${fmt(blockHeight)}" rx="${fmt(cornerRadius)}" fill="${shade(color, tone)}"/>` +
    `<rect x="${fmt(blockX)}" y="${fmt(blockY)}" width="${fmt(blockWidth)}" height="${fmt(blockHeight)}" rx="${fmt(cornerRadius)}" fill="${scene.linearGradient([[0, '#fff', 0.22], [0.5, '#fff', 0], [1, '#000', 0.28]])}"/>`;
  // legs
  out += `<rect x="${fmt(x + width * 0.06)}" y="${fmt(y - height * 0.1)}" width="${fmt(width * 0.02)}" height="${fmt(height * 0.1)}" fill="#2a2118"/>`;
  out += `<rect x="${fmt(x + width * 0.92)}" y="${fmt(y - height * 0.1)}" width="${fmt(width * 0.02)}" height="${fmt(height * 0.1)}" fill="#2a2118"/>`;
  out += block(x + width * 0.06, y - height, width * 0.88, height * 0.6, height * 0.1, -0.08); // back
  const cushionCount = options.cushionCount || 3;
  for (let i = 0; i < cushionCount; i++) out += block(x + width * 0.1 + (i * width * 0.8) / cushionCount + 2, y - height * 0.95, (width * 0.8) / cushionCount - 4, height * 0.5, height * 0.1, -0.02);
  out += block(x + width * 0.08, y - height * 0.48, width * 0.84, height * 0.38, height * 0.08, 0); // seat
  for (let i = 1; i < cushionCount; i++) out += `<rect x="${fmt(x + width * 0.1 + (i * width * 0.8) / cushionCount - 1)}" y="${fmt(y - height * 0.47)}" width="2" height="${fmt(height * 0.36)}" fill="#000" opacity="0.25"/>`;
  out += block(x, y - height * 0.7, width * 0.11, height * 0.6, height * 0.08, -0.04);
  out += block(x + width * 0.89, y - height * 0.7, width * 0.11, height * 0.6, height * 0.08, -0.04);
  if (options.pillows !== false) {
    const pillowColors = options.pillowColors || [COLORS.sage, COLORS.terracotta];
    out += `<rect x="${fmt(x + width * 0.14)}" y="${fmt(y - height * 0.95)}" width="${fmt(width * 0.14)}" height="${fmt(width * 0.12)}" rx="${fmt(width * 0.02)}" fill="${pillowColors[0]}" transform="rotate(-8 ${fmt(x + width * 0.2)} ${fmt(y - height * 0.8)})"/>`;
    out += `<rect x="${fmt(x + width * 0.72)}" y="${fmt(y - height * 0.95)}" width="${fmt(width * 0.14)}" height="${fmt(width * 0.12)}" rx="${fmt(width * 0.02)}" fill="${pillowColors[1]}" transform="rotate(7 ${fmt(x + width * 0.78)} ${fmt(y - height * 0.8)})"/>`;
  }
  out += scene.textureRect(x, y - height, width, height, 'linen', { blend: 'soft-light', opacity: 0.5, clip: scene.clipRect(x, y - height, width, height, height * 0.1) });
  return out;
}

/**
 * @typedef {object} ArtworkOptions
 * @property {'arch' | 'land'} [style] an arch and sun, or (default) rolling bands
 * @property {number} [frameWidth] frame width
 * @property {number} [matWidth] mat width
 * @property {WoodSpecies} [frameWood] a wood frame (instead of a painted one)
 * @property {string} [frameColor] painted frame colour
 * @property {string[]} [palette] five colours: shapes (0-3) and background (4)
 */
/**
 * Abstract framed artwork.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {ArtworkOptions} [options]
 * @returns {string}
 */
export function artwork(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const frameWidth = options.frameWidth ?? Math.max(6, width * 0.04);
  const matWidth = options.matWidth ?? width * 0.08;
  let out = scene.shadow(x + 6, y + 10, width, height, { blur: 10, opacity: 0.35 });
  out += options.frameWood ? scene.woodHorizontal(x, y, width, height, { species: options.frameWood }) : `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${options.frameColor || COLORS.black}"/>`;
  out += `<rect x="${fmt(x + frameWidth)}" y="${fmt(y + frameWidth)}" width="${fmt(width - 2 * frameWidth)}" height="${fmt(height - 2 * frameWidth)}" fill="#f4efe6"/>`;
  const innerX = x + frameWidth + matWidth;
  const innerY = y + frameWidth + matWidth;
  const innerWidth = width - 2 * (frameWidth + matWidth);
  const innerHeight = height - 2 * (frameWidth + matWidth);
  const palette = options.palette || [COLORS.sage, COLORS.forest, COLORS.sand, COLORS.terracotta, '#d8cdb6'];
  out += `<rect x="${fmt(innerX)}" y="${fmt(innerY)}" width="${fmt(innerWidth)}" height="${fmt(innerHeight)}" fill="${palette[4]}"/>`;
  const clip = scene.clipRect(innerX, innerY, innerWidth, innerHeight);
  out += `<g clip-path="${clip}">`;
  if (options.style === 'arch') {
    out += `<path d="M${fmt(innerX + innerWidth * 0.2)},${fmt(innerY + innerHeight)}V${fmt(innerY + innerHeight * 0.45)}A${fmt(innerWidth * 0.3)},${fmt(innerWidth * 0.3)} 0 0 1 ${fmt(innerX + innerWidth * 0.8)},${fmt(innerY + innerHeight * 0.45)}V${fmt(innerY + innerHeight)}Z" fill="${palette[0]}"/>`;
    out += `<circle cx="${fmt(innerX + innerWidth * 0.62)}" cy="${fmt(innerY + innerHeight * 0.3)}" r="${fmt(innerWidth * 0.12)}" fill="${palette[3]}"/>`;
  } else {
    let bandY = innerY + innerHeight * rng.range(0.45, 0.6);
    for (let k = 0; k < 3; k++) {
      const color = palette[k % 4];
      const waveHeight = innerHeight * 0.08;
      out += `<path d="M${fmt(innerX)},${fmt(bandY)}C${fmt(innerX + innerWidth * 0.3)},${fmt(bandY - waveHeight)} ${fmt(innerX + innerWidth * 0.6)},${fmt(bandY + waveHeight)} ${fmt(innerX + innerWidth)},${fmt(bandY - waveHeight * 0.5)}V${fmt(innerY + innerHeight)}H${fmt(innerX)}Z" fill="${color}"/>`;
      bandY += innerHeight * 0.14;
    }
    out += `<circle cx="${fmt(innerX + innerWidth * rng.range(0.25, 0.75))}" cy="${fmt(innerY + innerHeight * 0.28)}" r="${fmt(Math.min(innerWidth, innerHeight) * 0.09)}" fill="${palette[3]}" opacity="0.85"/>`;
  }
  out += scene.textureRect(innerX, innerY, innerWidth, innerHeight, 'linen', { blend: 'soft-light', opacity: 0.7 });
  out += '</g>';
  out += `<rect x="${fmt(x + frameWidth)}" y="${fmt(y + frameWidth)}" width="${fmt(width - 2 * frameWidth)}" height="${fmt(height - 2 * frameWidth)}" fill="${scene.linearGradient([[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#fff', 0.05]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  return out;
}

/**
 * Rug lying on a perspective floor, given its four screen corners (near-left, near-right, far-right, far-left).
 * @param {Scene} scene
 * @param {Point[]} corners
 * @param {{ color?: string, borderColor?: string, borderWidth?: number }} [options] border: colour of an inset border line
 * @returns {string}
 */
export function rug(scene, corners, options = {}) {
  const color = options.color || '#c9b99c';
  const outline = `M${corners.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z`;
  let out = `<path d="${outline}" fill="${color}"/>`;
  out += scene.textureRect(Math.min(...corners.map((point) => point[0])), Math.min(...corners.map((point) => point[1])), Math.max(...corners.map((point) => point[0])) - Math.min(...corners.map((point) => point[0])), Math.max(...corners.map((point) => point[1])) - Math.min(...corners.map((point) => point[1])), 'linen', { blend: 'soft-light', opacity: 0.9, clip: scene.clipPath(outline) });
  if (options.borderColor) {
    /** @type {(fraction: number) => Point[]} */
    const insetCorners = (fraction) =>
      corners.map((point, i) => {
        const opposite = /** @type {Point} */ (corners[(i + 2) % 4]);
        return [point[0] + (opposite[0] - point[0]) * fraction, point[1] + (opposite[1] - point[1]) * fraction];
      });
    const innerCorners = insetCorners(0.06);
    out += `<path d="M${innerCorners.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z" fill="none" stroke="${options.borderColor}" stroke-width="${fmt(options.borderWidth || 6)}" opacity="0.8"/>`;
  }
  out += `<path d="${outline}" fill="${scene.linearGradient([[0, '#000', 0.15], [1, '#000', 0]], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  return out;
}

/**
 * @typedef {object} ElevationOptions
 * @property {number} [floorTop] where the wall meets the floor (default 86% down)
 * @property {string} [wall] wall colour
 * @property {boolean} [floor] false: no floor
 * @property {number} [horizon] horizon of the floor perspective (screen y)
 * @property {number} [vanishX] vanishing point of the floor (screen x)
 * @property {WoodSpecies} [species] floor species
 * @property {'z' | 'x'} [direction] floor boards run away from the viewer (z) or across (x)
 * @property {number} [plankWidth] floor board width at the wall
 * @property {boolean} [baseboard] false: no baseboard
 * @property {string} [trim] baseboard colour
 */
/**
 * Wall + perspective floor + baseboard, the backdrop of most interior elevations; added to the scene.
 * @param {Scene} scene
 * @param {ElevationOptions} [options]
 * @returns {number} the floor line (screen y)
 */
export function elevationBase(scene, options = {}) {
  const { width, height } = scene;
  const floorTop = options.floorTop ?? height * 0.86;
  scene.add(scene.paint(0, 0, width, floorTop, options.wall || COLORS.cream, { textureAmount: 0.5 }));
  if (options.floor !== false) {
    scene.add(perspectiveFloor(scene, { horizonY: options.horizon ?? height * 0.42, topY: floorTop, bottomY: height + 4, vanishX: options.vanishX ?? width * 0.5, species: options.species || 'whiteOak', direction: options.direction || 'z', plankWidth: options.plankWidth || 28 * (height / 1067) }));
    scene.add(`<rect x="0" y="${fmt(floorTop)}" width="${width}" height="${fmt(50 * (height / 1067))}" fill="${scene.linearGradient([[0, '#000', 0.4], [1, '#000', 0]])}"/>`);
  }
  if (options.baseboard !== false) {
    const baseboardHeight = 26 * (height / 1067);
    scene.add(scene.paint(0, floorTop - baseboardHeight, width, baseboardHeight, options.trim || COLORS.warmWhite, { textureAmount: 0.2 }));
    scene.add(scene.bevel(0, floorTop - baseboardHeight, width, baseboardHeight, { size: 2, light: 0.4, dark: 0.2 }));
  }
  return floorTop;
}

/**
 * Open shelf (board with shadow) from x to x + width, top surface at y.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} thickness
 * @param {Finish} [finish]
 * @returns {string}
 */
export function shelf(scene, x, y, width, thickness, finish = { wood: 'walnut' }) {
  let out = scene.shadow(x + 4, y + thickness * 0.6, width, thickness * 1.6, { blur: thickness * 0.9, opacity: 0.35 });
  out += surface(scene, x, y, width, thickness, finish, 'h');
  out += scene.bevel(x, y, width, thickness, { size: Math.max(1, thickness * 0.12), light: 0.35, dark: 0.35 });
  return out;
}

/** @typedef {'books' | 'stack' | 'plant' | 'vase' | 'bowl' | 'jug'} ShelfItemKind */
/**
 * Decor for a shelf: mixes books, vessels and small plants.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y the shelf's top surface
 * @param {number} width
 * @param {number} height room above the shelf
 * @param {{ kinds?: ShelfItemKind[], vesselColors?: string[] }} [options] kinds to pick from at random
 * @returns {string}
 */
export function shelfDecor(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  let out = '';
  let cursorX = x + rng.range(0, height * 0.2);
  /** @type {ShelfItemKind[]} */
  const kinds = options.kinds || ['books', 'vase', 'bowl', 'books', 'plant', 'jug', 'stack'];
  while (cursorX < x + width - height * 0.35) {
    const kind = rng.pick(kinds);
    const space = x + width - cursorX;
    if (kind === 'books') {
      const itemWidth = Math.min(space, rng.range(height * 0.6, height * 1.3));
      out += books(scene, cursorX, y, itemWidth, { maxHeight: height * 0.92 });
      cursorX += itemWidth + height * 0.1;
    } else if (kind === 'stack') {
      const itemWidth = Math.min(space, height * 0.8);
      for (let k = 0; k < 4; k++) {
        const bookHeight = height * 0.09;
        const jitter = rng.range(-height * 0.04, height * 0.04);
        out += `<rect x="${fmt(cursorX + jitter)}" y="${fmt(y - (k + 1) * bookHeight)}" width="${fmt(itemWidth * rng.range(0.8, 0.95))}" height="${fmt(bookHeight - 1)}" fill="${rng.pick(BOOK_COLORS)}"/>`;
        out += `<rect x="${fmt(cursorX + jitter)}" y="${fmt(y - (k + 1) * bookHeight)}" width="${fmt(itemWidth * 0.9)}" height="${fmt(bookHeight * 0.3)}" fill="#fff" opacity="0.15"/>`;
      }
      out += vessel(scene, cursorX + itemWidth * 0.45, y - 4 * stackBookHeight(height), height * 0.35, { kind: 'bowl', color: rng.pick(['#e8e0d0', '#b5694a', '#3a3836']) });
      cursorX += itemWidth + height * 0.15;
    } else if (kind === 'plant') {
      out += plant(scene, cursorX + height * 0.3, y, height * 0.7, { style: rng.pick(['trailing', 'leafy']), pot: rng.pick(['#e2d9c9', '#b5694a', '#3a3836']) });
      cursorX += height * 0.75;
    } else {
      const size = rng.range(0.45, 0.85) * height;
      out += vessel(scene, cursorX + size * 0.45, y, size, { kind, color: rng.pick(options.vesselColors || ['#ebe3d4', '#d8cdb9', '#b5694a', '#8f9d80', '#3a3836', '#c9b79c']) });
      cursorX += size * 0.9 + height * 0.15;
    }
  }
  return out;
}
/** @param {number} height */
const stackBookHeight = (height) => height * 0.09;

/**
 * Simple TV: black glossy panel.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @returns {string}
 */
export function tv(scene, x, y, width, height) {
  let out = scene.shadow(x + 6, y + 10, width, height, { blur: 14, opacity: 0.45 });
  out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="3" fill="#141414"/>`;
  out += `<rect x="${fmt(x + 6)}" y="${fmt(y + 6)}" width="${fmt(width - 12)}" height="${fmt(height - 12)}" fill="${scene.linearGradient([[0, '#2c3134'], [0.5, '#16191b'], [1, '#0d0e0f']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  out += `<path d="M${fmt(x + 6)},${fmt(y + 6)}H${fmt(x + width * 0.45)}L${fmt(x + width * 0.25)},${fmt(y + height - 6)}H${fmt(x + 6)}Z" fill="#fff" opacity="0.05"/>`;
  return out;
}

/**
 * @typedef {object} PerspectiveTileFloorOptions
 * @property {number} horizonY the horizon (screen y)
 * @property {number} topY where the floor meets the back wall (screen y)
 * @property {number} bottomY the bottom of the floor (screen y)
 * @property {number} vanishX the vanishing point (screen x)
 * @property {number} [tileSize] tile size at the back wall
 * @property {number} [x0] left edge (default 0)
 * @property {number} [x1] right edge (default the scene width)
 * @property {string} [clip] clip-path url
 * @property {ImageTextureName} [stone] stone tiles (else plain colour)
 * @property {string} [color] tile colour when not stone
 * @property {string} [checkerColor] colour of every other tile, for a checkerboard
 * @property {string} [groutColor] grout colour
 * @property {number} [groutWidth] grout line width
 */
/**
 * Perspective tile floor: stone/colour base with converging and receding grout lines.
 * @param {Scene} scene
 * @param {PerspectiveTileFloorOptions} options
 * @returns {string}
 */
export function perspectiveTileFloor(scene, options) {
  const { horizonY, topY, bottomY, vanishX, tileSize = 60, x0 = 0, x1 = scene.width } = options;
  const baseDrop = topY - horizonY;
  const referenceDepth = 1000;
  /** @param {number} depth */
  const screenY = (depth) => horizonY + (baseDrop * referenceDepth) / depth;
  /** @type {(worldX: number, depth: number) => number} */
  const screenX = (worldX, depth) => vanishX + (worldX * referenceDepth) / depth;
  const nearDepth = (referenceDepth * baseDrop) / (bottomY - horizonY);
  let out = `<g${options.clip ? ` clip-path="${options.clip}"` : ''}>`;
  if (options.stone) out += scene.textureRect(x0 - 50, topY, x1 - x0 + 100, bottomY - topY, options.stone, { scale: 0.8 });
  else out += `<rect x="${fmt(x0 - 50)}" y="${fmt(topY)}" width="${fmt(x1 - x0 + 100)}" height="${fmt(bottomY - topY)}" fill="${options.color || '#d8cfc0'}"/>`;
  if (options.checkerColor) {
    const minWorldX = ((x0 - vanishX) * referenceDepth) / referenceDepth - tileSize * 4;
    const maxWorldX = ((x1 - vanishX) * referenceDepth) / referenceDepth + tileSize * 4;
    let checkerPath = '';
    let i = 0;
    for (let rowDepth = referenceDepth; rowDepth > nearDepth * 0.9; rowDepth -= tileSize, i++) {
      const nextDepth = rowDepth - tileSize;
      let j = 0;
      for (let tileX = Math.floor((minWorldX * rowDepth) / referenceDepth / tileSize) * tileSize; tileX < (maxWorldX * referenceDepth) / Math.max(nextDepth, 1); tileX += tileSize, j++) {
        if ((i + j) % 2) continue;
        /** @type {Point} */
        const nearLeft = [screenX(tileX, rowDepth), screenY(rowDepth)];
        /** @type {Point} */
        const nearRight = [screenX(tileX + tileSize, rowDepth), screenY(rowDepth)];
        /** @type {Point} */
        const farRight = [screenX(tileX + tileSize, Math.max(nextDepth, 1)), screenY(Math.max(nextDepth, 1))];
        /** @type {Point} */
        const farLeft = [screenX(tileX, Math.max(nextDepth, 1)), screenY(Math.max(nextDepth, 1))];
        checkerPath += `M${fmt(nearLeft[0])},${fmt(nearLeft[1])}L${fmt(nearRight[0])},${fmt(nearRight[1])}L${fmt(farRight[0])},${fmt(farRight[1])}L${fmt(farLeft[0])},${fmt(farLeft[1])}Z`;
      }
    }
    out += `<path d="${checkerPath}" fill="${options.checkerColor}" opacity="0.9"/>`;
  }
  let groutPath = '';
  const nearMinWorldX = ((x0 - vanishX) * referenceDepth) / nearDepth;
  const nearMaxWorldX = ((x1 - vanishX) * referenceDepth) / nearDepth;
  for (let tileX = Math.floor(((x0 - vanishX - 2000) / tileSize)) * tileSize; tileX < x1 - vanishX + 2000; tileX += tileSize) groutPath += `M${fmt(screenX(tileX, referenceDepth))},${fmt(screenY(referenceDepth))}L${fmt(screenX(tileX, nearDepth * 0.9))},${fmt(screenY(nearDepth * 0.9))}`;
  for (let rowDepth = referenceDepth; rowDepth > nearDepth * 0.9; rowDepth -= tileSize) groutPath += `M${fmt(x0 - 50)},${fmt(screenY(rowDepth))}H${fmt(x1 + 50)}`;
  void nearMinWorldX;
  void nearMaxWorldX;
  out += `<path d="${groutPath}" stroke="${options.groutColor || '#b9ae9c'}" stroke-width="${fmt(options.groutWidth || 2)}" fill="none"/>`;
  out += `<rect x="${fmt(x0 - 50)}" y="${fmt(topY)}" width="${fmt(x1 - x0 + 100)}" height="${fmt(bottomY - topY)}" fill="${scene.linearGradient([[0, '#1a120b', 0.3], [0.5, '#1a120b', 0.05], [1, '#1a120b', 0]])}"/>`;
  out += '</g>';
  return out;
}

/**
 * Brass (or other metal) wall-mounted spout with two cross handles, centred at cx, y.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y
 * @param {number} scale
 * @param {Metal} [metal]
 * @returns {string}
 */
export function wallFaucet(scene, cx, y, scale, metal = 'brass') {
  const gradient = metalGradient(scene, metal, true);
  let out = '';
  out += `<rect x="${fmt(cx - 60 * scale)}" y="${fmt(y - 8 * scale)}" width="${fmt(120 * scale)}" height="${fmt(16 * scale)}" rx="${fmt(8 * scale)}" fill="#000" opacity="0.2" transform="translate(${fmt(4 * scale)} ${fmt(6 * scale)})"/>`;
  out += `<path d="M${fmt(cx - 8 * scale)},${fmt(y - 8 * scale)}h${fmt(16 * scale)}v${fmt(10 * scale)}h${fmt(60 * scale)}q${fmt(10 * scale)},0 ${fmt(10 * scale)},${fmt(10 * scale)}v${fmt(8 * scale)}h${fmt(-14 * scale)}v${fmt(-4 * scale)}h${fmt(-72 * scale)}Z" fill="${gradient}"/>`;
  for (const handleOffset of [-50, 50]) {
    out += `<circle cx="${fmt(cx + handleOffset * scale - 40 * scale)}" cy="${fmt(y)}" r="${fmt(9 * scale)}" fill="${gradient}"/>`;
    out += `<rect x="${fmt(cx + handleOffset * scale - 40 * scale - 14 * scale)}" y="${fmt(y - 3 * scale)}" width="${fmt(28 * scale)}" height="${fmt(6 * scale)}" rx="${fmt(3 * scale)}" fill="${gradient}"/>`;
  }
  return out;
}

/**
 * Wall sconce with glowing shade.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} cy
 * @param {number} scale
 * @param {{ metal?: Metal }} [options]
 * @returns {string}
 */
export function sconce(scene, cx, cy, scale, options = {}) {
  const metal = options.metal || 'brass';
  let out = glow(scene, cx, cy, 160 * scale, '#ffe2a8', 0.5);
  out += `<rect x="${fmt(cx - 6 * scale)}" y="${fmt(cy + 10 * scale)}" width="${fmt(12 * scale)}" height="${fmt(40 * scale)}" rx="${fmt(3 * scale)}" fill="${metalGradient(scene, metal, false)}"/>`;
  out += `<path d="M${fmt(cx)},${fmt(cy + 30 * scale)}h${fmt(18 * scale)}v${fmt(-20 * scale)}" stroke="${METALS[metal][2]}" stroke-width="${fmt(4 * scale)}" fill="none"/>`;
  out += `<circle cx="${fmt(cx + 18 * scale)}" cy="${fmt(cy - 8 * scale)}" r="${fmt(22 * scale)}" fill="${scene.radialGradient([[0, '#fffaf0'], [0.6, '#fbe9c8'], [1, '#e8cfa2']], { cx: 0.4, cy: 0.4, r: 0.6 })}"/>`;
  return out;
}

/**
 * @typedef {object} BricksOptions
 * @property {number} [brickWidth] brick width
 * @property {number} [brickHeight] brick height
 * @property {number} [mortarWidth] mortar joint width
 * @property {string} [mortarColor]
 * @property {string[]} [colors] brick colours picked at random
 * @property {string} [paintColor] painted brick: one colour, little variation
 */
/**
 * Brick field with running bond, colour variation and mortar.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {BricksOptions} [options]
 * @returns {string}
 */
export function bricks(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const brickWidth = options.brickWidth || 64;
  const brickHeight = options.brickHeight || 22;
  const mortar = options.mortarWidth ?? 4;
  const colors = options.colors || ['#9a5a44', '#8a4d3a', '#a8654c', '#7e4534', '#b07458', '#94583f'];
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${options.mortarColor || '#cbbfae'}"/>`;
  const gradient = scene.linearGradient([[0, '#fff', 0.15], [0.5, '#fff', 0], [1, '#000', 0.25]]);
  for (let row = 0; row * (brickHeight + mortar) < height + brickHeight; row++) {
    const offset = row % 2 ? -brickWidth / 2 : 0;
    for (let column = -1; column * (brickWidth + mortar) < width + brickWidth; column++) {
      const brickX = x + offset + column * (brickWidth + mortar);
      const brickY = y + height - (row + 1) * (brickHeight + mortar);
      const color = options.paintColor ? shade(options.paintColor, (rng.next() - 0.5) * 0.06) : shade(rng.pick(colors), (rng.next() - 0.5) * 0.12);
      out += `<rect x="${fmt(brickX)}" y="${fmt(brickY)}" width="${fmt(brickWidth)}" height="${fmt(brickHeight)}" rx="1.5" fill="${color}"/><rect x="${fmt(brickX)}" y="${fmt(brickY)}" width="${fmt(brickWidth)}" height="${fmt(brickHeight)}" fill="${gradient}"/>`;
    }
  }
  out += scene.textureRect(x, y, width, height, 'granule', { blend: 'overlay', opacity: 0.6, scale: 1 });
  out += '</g>';
  return out;
}

/**
 * Irregular fieldstone / ledgestone veneer.
 * @param {Scene} scene
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {{ colors?: string[], minCourseHeight?: number, maxCourseHeight?: number }} [options] minH, maxH: course height range
 * @returns {string}
 */
export function ledgestone(scene, x, y, width, height, options = {}) {
  const rng = scene.rng;
  const colors = options.colors || ['#b9ad9a', '#a39684', '#c8bda9', '#8f8473', '#d3c8b5', '#9d917e'];
  const clip = scene.clipRect(x, y, width, height);
  let out = `<g clip-path="${clip}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#4a433b"/>`;
  let courseY = y + height;
  const gradient = scene.linearGradient([[0, '#fff', 0.25], [0.4, '#fff', 0], [1, '#000', 0.35]]);
  while (courseY > y - 10) {
    const courseHeight = rng.range(options.minCourseHeight || 22, options.maxCourseHeight || 48);
    let stoneX = x - rng.range(0, 80);
    while (stoneX < x + width) {
      const stoneWidth = rng.range(courseHeight * 1.5, courseHeight * 5);
      const color = shade(rng.pick(colors), (rng.next() - 0.5) * 0.15);
      const cornerRadius = rng.range(2, 7);
      out += `<rect x="${fmt(stoneX + 1.5)}" y="${fmt(courseY - courseHeight + 1.5)}" width="${fmt(stoneWidth - 3)}" height="${fmt(courseHeight - 3)}" rx="${fmt(cornerRadius)}" fill="${color}"/><rect x="${fmt(stoneX + 1.5)}" y="${fmt(courseY - courseHeight + 1.5)}" width="${fmt(stoneWidth - 3)}" height="${fmt(courseHeight - 3)}" rx="${fmt(cornerRadius)}" fill="${gradient}"/>`;
      stoneX += stoneWidth;
    }
    courseY -= courseHeight;
  }
  out += scene.textureRect(x, y, width, height, 'granule', { blend: 'overlay', opacity: 0.8, scale: 1 });
  out += '</g>';
  return out;
}

/**
 * Fire in a firebox: logs, flames, glow.
 * @param {Scene} scene
 * @param {number} cx
 * @param {number} y the grate
 * @param {number} width
 * @returns {string}
 */
export function fire(scene, cx, y, width) {
  const rng = scene.rng;
  let out = glow(scene, cx, y - width * 0.12, width * 0.85, '#ff9a3c', 0.6);
  // grate
  out += `<rect x="${fmt(cx - width * 0.36)}" y="${fmt(y - width * 0.03)}" width="${fmt(width * 0.72)}" height="${fmt(width * 0.025)}" rx="2" fill="#161210"/>`;
  // logs: bark body with glowing underside
  /** @type {[x: number, y: number, width: number, height: number, rotation: number][]} */
  const logs = [
    [-0.34, -0.035, 0.7, 0.085, -3],
    [-0.3, -0.1, 0.62, 0.075, 5],
  ];
  for (const [logX, logY, logWidth, logHeight, rotation] of logs) {
    const x = cx + logX * width;
    const logCenterY = y + logY * width;
    const logThickness = logHeight * width;
    out += `<g transform="rotate(${rotation} ${fmt(cx)} ${fmt(logCenterY)})"><rect x="${fmt(x)}" y="${fmt(logCenterY - logThickness / 2)}" width="${fmt(logWidth * width)}" height="${fmt(logThickness)}" rx="${fmt(logThickness * 0.45)}" fill="#4a3020"/>`;
    out += `<rect x="${fmt(x)}" y="${fmt(logCenterY - logThickness / 2)}" width="${fmt(logWidth * width)}" height="${fmt(logThickness)}" rx="${fmt(logThickness * 0.45)}" fill="${scene.linearGradient([[0, '#000', 0.45], [0.5, '#000', 0.1], [1, '#ff7a22', 0.65]])}"/>`;
    out += `<ellipse cx="${fmt(x + logWidth * width - logThickness * 0.2)}" cy="${fmt(logCenterY)}" rx="${fmt(logThickness * 0.3)}" ry="${fmt(logThickness * 0.48)}" fill="#c9915c"/><ellipse cx="${fmt(x + logWidth * width - logThickness * 0.2)}" cy="${fmt(logCenterY)}" rx="${fmt(logThickness * 0.16)}" ry="${fmt(logThickness * 0.26)}" fill="#8a5a34"/></g>`;
  }
  /** @type {(flameX: number, flameHeight: number, flameWidth: number, lean: number, inner: boolean) => string} */
  const flame = (flameX, flameHeight, flameWidth, lean, inner) => {
    const baseY = y - width * 0.07;
    const tipX = flameX + lean * flameWidth;
    const outline = `M${fmt(flameX - flameWidth)},${fmt(baseY)}C${fmt(flameX - flameWidth * 1.15)},${fmt(baseY - flameHeight * 0.35)} ${fmt(flameX - flameWidth * 0.35)},${fmt(baseY - flameHeight * 0.55)} ${fmt(tipX)},${fmt(baseY - flameHeight)}C${fmt(flameX + flameWidth * 0.25)},${fmt(baseY - flameHeight * 0.6)} ${fmt(flameX + flameWidth * 1.15)},${fmt(baseY - flameHeight * 0.4)} ${fmt(flameX + flameWidth)},${fmt(baseY)}Q${fmt(flameX)},${fmt(baseY + flameWidth * 0.35)} ${fmt(flameX - flameWidth)},${fmt(baseY)}Z`;
    const gradient = inner
      ? scene.radialGradient([[0, '#fffbe0', 1], [0.5, '#ffe08a', 0.95], [1, '#ffb347', 0.2]], { cx: 0.5, cy: 0.85, r: 0.75 })
      : scene.radialGradient([[0, '#ffd36b', 0.95], [0.55, '#ff8c2a', 0.85], [1, '#d9471a', 0.05]], { cx: 0.5, cy: 0.85, r: 0.8 });
    return `<path d="${outline}" fill="${gradient}"/>`;
  };
  out += `<g filter="${scene.blur(width * 0.006)}">`;
  for (let k = 0; k < 7; k++) out += flame(cx + (rng.next() - 0.5) * width * 0.55, width * rng.range(0.22, 0.42), width * rng.range(0.05, 0.09), rng.range(-0.8, 0.8), false);
  for (let k = 0; k < 5; k++) out += flame(cx + (rng.next() - 0.5) * width * 0.4, width * rng.range(0.12, 0.22), width * rng.range(0.03, 0.05), rng.range(-0.6, 0.6), true);
  out += '</g>';
  out += `<ellipse cx="${fmt(cx)}" cy="${fmt(y - width * 0.05)}" rx="${fmt(width * 0.32)}" ry="${fmt(width * 0.035)}" fill="${scene.radialGradient([[0, '#ffb347', 0.9], [1, '#ff6a1a', 0]])}"/>`;
  return out;
}
