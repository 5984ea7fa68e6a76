// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS, paintNamed } from '../palette.mjs';
import { roomShell, glow, rug, tv, shelf, shelfDecor, shade, plant, artwork, windowUnit, vessel, door, knob, tiles, counter, pendant } from '../components.mjs';

/**
 * @import { Scene, Point } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { Finish, RoomShell, TimeOfDay } from '../components.mjs'
 */
/**
 * Screen position of a point in the room's world space: x across, y down from the vanishing
 * point, and depth (the back wall is at REFERENCE_DEPTH).
 * @typedef {(worldX: number, worldY: number, depth: number) => Point} Projection
 */
/** @typedef {[Point, Point, Point, Point]} Quad */
/**
 * A box face's finish: a Finish, or a plain colour.
 * @typedef {{ wood?: WoodSpecies, paint?: string, color?: string }} BoxFinish
 */

/** Depth of the back wall in world units; world sizes at that depth equal screen pixels. */
const REFERENCE_DEPTH = 1000;
/**
 * @param {RoomShell} room
 * @returns {Projection}
 */
function projector(room) {
  return (worldX, worldY, depth) => [room.vanishX + (worldX * REFERENCE_DEPTH) / depth, room.vanishY + (worldY * REFERENCE_DEPTH) / depth];
}
/** @param {Point[]} points */
const polygonPath = (points) => `M${points.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z`;

/**
 * Box in world space with its visible faces shaded.
 * @param {Scene} scene
 * @param {Projection} project
 * @param {number} minX
 * @param {number} maxX
 * @param {number} minY top (y grows downward)
 * @param {number} maxY bottom
 * @param {number} nearZ
 * @param {number} farZ
 * @param {BoxFinish} finish
 * @param {{ shadow?: boolean }} [options] shadow: false for no shadow under the box
 */
function box(scene, project, minX, maxX, minY, maxY, nearZ, farZ, finish, options = {}) {
  let out = '';
  /**
   * @param {Point[]} points the face
   * @param {number} tone brightness shift
   * @param {[origin: Point, alongGrain: Point, acrossGrain: Point]} [grainFrame] how wood grain runs on the face
   */
  const fillFace = (points, tone, grainFrame) => {
    const outline = polygonPath(points);
    if (finish.wood && grainFrame) {
      const [origin, alongGrain, acrossGrain] = grainFrame;
      const grainLength = Math.hypot(alongGrain[0] - origin[0], alongGrain[1] - origin[1]);
      const thickness = Math.max(1, Math.hypot(acrossGrain[0] - origin[0], acrossGrain[1] - origin[1]));
      out += scene.woodAffine(points, origin, alongGrain, acrossGrain, { species: finish.wood, length: Math.min(1900, (grainLength / thickness) * 150 * Math.max(1, thickness / 90)), tone });
    } else {
      const paint = paintNamed(finish.paint);
      const color = /** @type {string} */ (paint ? paint.main : finish.paint || finish.color);
      out += `<path d="${outline}" fill="${shade(color, tone)}"/>`;
    }
  };
  const nearTopLeft = project(minX, minY, nearZ);
  const nearTopRight = project(maxX, minY, nearZ);
  const nearBottomRight = project(maxX, maxY, nearZ);
  const nearBottomLeft = project(minX, maxY, nearZ);
  const farTopLeft = project(minX, minY, farZ);
  const farTopRight = project(maxX, minY, farZ);
  const farBottomRight = project(maxX, maxY, farZ);
  const farBottomLeft = project(minX, maxY, farZ);
  if (options.shadow !== false) out += scene.shadowPath(polygonPath([nearBottomLeft, nearBottomRight, farBottomRight, farBottomLeft]), { blur: 12, opacity: 0.45, transform: 'translate(6 4)' });
  if (minY > 0) fillFace([nearTopLeft, nearTopRight, farTopRight, farTopLeft], 0.06, [nearTopLeft, nearTopRight, farTopLeft]);
  if (maxX < 0) fillFace([nearTopRight, farTopRight, farBottomRight, nearBottomRight], -0.18, [nearTopRight, farTopRight, nearBottomRight]);
  if (minX > 0) fillFace([nearTopLeft, farTopLeft, farBottomLeft, nearBottomLeft], -0.18, [nearTopLeft, farTopLeft, nearBottomLeft]);
  fillFace([nearTopLeft, nearTopRight, nearBottomRight, nearBottomLeft], -0.06, [nearTopLeft, nearTopRight, nearBottomLeft]);
  out += `<path d="M${fmt(nearTopLeft[0])},${fmt(nearTopLeft[1])}L${fmt(nearTopRight[0])},${fmt(nearTopRight[1])}" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5"/>`;
  return out;
}

/**
 * @typedef {object} BasementOptions
 * @property {boolean} [bar] a wet bar on the back wall (else a slatted media wall)
 * @property {Finish} [barFinish] bar cabinets (default forest paint)
 * @property {Finish} [shelfFinish] shelves (default walnut)
 * @property {WoodSpecies} [slat] media wall slats (default walnut)
 * @property {BoxFinish} [consoleFinish] media console (default charcoal paint)
 * @property {BoxFinish} [tableFinish] coffee table (default white oak)
 * @property {string} [rug] rug colour
 * @property {string} [sofaColor]
 * @property {number} [offset] shift of the back wall, as a fraction of the width
 * @property {string} [wall] wall colour
 * @property {string} [sideWall] side wall colour
 * @property {WoodSpecies} [floor] floor species
 */
/**
 * Finished basement lounge in one-point perspective.
 * @param {Scene} scene
 * @param {BasementOptions} [options]
 */
export function basement(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const shiftX = (options.offset || 0) * width;
  const backLeft = width * 0.2 + shiftX;
  const backRight = width * 0.8 + shiftX;
  const backTop = height * 0.16;
  const backBottom = height * 0.66;
  const room = roomShell(scene, { backLeft, backTop, backRight, backBottom, vanishY: height * 0.42, vanishX: width * 0.5 + shiftX * 0.6, wall: options.wall || '#e6ddcc', sideWall: options.sideWall || shade(options.wall || '#e6ddcc', -0.08), ceiling: '#efe9df', species: options.floor || 'greyComposite', plankWidth: 22 });
  const project = projector(room);
  const ceilingY = backTop - room.vanishY;
  const floorY = backBottom - room.vanishY;
  // recessed lights on the ceiling
  for (const depth of [300, 480, 760]) for (const worldX of [-(backRight - backLeft) * 0.25, (backRight - backLeft) * 0.25]) {
    const [x, y] = project(worldX, ceilingY, depth);
    scene.add(glow(scene, x, y + 6, (90 * REFERENCE_DEPTH) / depth, '#fff1cf', 0.8));
    scene.add(`<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt((22 * REFERENCE_DEPTH) / depth)}" ry="${fmt((6 * REFERENCE_DEPTH) / depth)}" fill="#fffaf0"/>`);
  }
  const backWidth = backRight - backLeft;
  const mediaLeft = backLeft + backWidth * 0.3;
  const mediaRight = backRight - backWidth * 0.3;
  if (options.bar) {
    // wet bar: backsplash, open shelves, base cabinets and counter across the middle
    const finish = options.barFinish || { paint: 'forest' };
    const counterY = backTop + (backBottom - backTop) * 0.62;
    const barLeft = backLeft + backWidth * 0.14;
    const barRight = backRight - backWidth * 0.14;
    scene.add(tiles(scene, barLeft, backTop + (backBottom - backTop) * 0.08, barRight - barLeft, counterY - backTop - (backBottom - backTop) * 0.08, { colors: ['#e9e1d1', '#e2d8c5', '#efe8dc'], layout: 'vertical', tileWidth: 26, tileHeight: 9, grout: 1.2 }));
    for (let k = 0; k < 2; k++) {
      const y = backTop + (backBottom - backTop) * (0.26 + k * 0.17);
      scene.add(shelfDecor(scene, barLeft + 10, y, barRight - barLeft - 20, (backBottom - backTop) * 0.13, { kinds: ['vase', 'bowl', 'jug', 'books'] }));
      scene.add(shelf(scene, barLeft, y, barRight - barLeft, 7, options.shelfFinish || { wood: 'walnut' }));
    }
    scene.add(`<rect x="${fmt(barLeft)}" y="${fmt(counterY)}" width="${fmt(barRight - barLeft)}" height="${fmt(backBottom - counterY)}" fill="#1d1a17"/>`);
    const doorCount = 5;
    const doorWidth = (barRight - barLeft) / doorCount;
    for (let i = 0; i < doorCount; i++) {
      scene.add(door(scene, barLeft + i * doorWidth + 2, counterY + 10, doorWidth - 4, backBottom - counterY - 22, finish, { frameWidth: 8 }));
      scene.add(knob(scene, barLeft + i * doorWidth + doorWidth / 2, counterY + 28, 4, 'brass'));
    }
    scene.add(counter(scene, barLeft - 6, counterY, barRight - barLeft + 12, 10, 'quartz'));
    for (const x of [barLeft + (barRight - barLeft) * 0.3, barLeft + (barRight - barLeft) * 0.7]) scene.add(pendant(scene, x, backTop, backTop + (backBottom - backTop) * 0.22, 18, { color: COLORS.brass }));
    for (const x of [barLeft - backWidth * 0.07, barRight + backWidth * 0.07]) scene.add(artwork(scene, x - backWidth * 0.05, backTop + (backBottom - backTop) * 0.2, backWidth * 0.1, backWidth * 0.14, { frameWood: 'walnut', style: 'arch' }));
  } else {
    const slatCount = 16;
    const slatWidth = (mediaRight - mediaLeft) / slatCount;
    scene.add(`<rect x="${fmt(mediaLeft)}" y="${fmt(backTop)}" width="${fmt(mediaRight - mediaLeft)}" height="${fmt(backBottom - backTop)}" fill="#1b1612"/>`);
    for (let i = 0; i < slatCount; i++) scene.add(scene.woodVertical(mediaLeft + i * slatWidth + 1, backTop, slatWidth - 2, backBottom - backTop, { species: options.slat || 'walnut', board: i }));
    scene.add(tv(scene, mediaLeft + (mediaRight - mediaLeft) * 0.12, backTop + (backBottom - backTop) * 0.28, (mediaRight - mediaLeft) * 0.76, (mediaRight - mediaLeft) * 0.43));
    scene.add(glow(scene, (mediaLeft + mediaRight) / 2, backTop + (backBottom - backTop) * 0.5, (mediaRight - mediaLeft) * 0.7, '#ffd9a0', 0.25));
    for (const [x0, x1] of /** @satisfies {Point[]} */ ([[backLeft + backWidth * 0.04, mediaLeft - backWidth * 0.04], [mediaRight + backWidth * 0.04, backRight - backWidth * 0.04]])) {
      for (let k = 1; k <= 3; k++) {
        const y = backTop + k * (backBottom - backTop) * 0.24;
        scene.add(shelfDecor(scene, x0 + 6, y, x1 - x0 - 12, (backBottom - backTop) * 0.16));
        scene.add(shelf(scene, x0, y, x1 - x0, 8, options.shelfFinish || { wood: 'walnut' }));
      }
    }
  }
  // media console
  if (!options.bar) scene.add(box(scene, project, -(mediaRight - mediaLeft) * 0.55, (mediaRight - mediaLeft) * 0.55, floorY - 60, floorY, 930, 990, options.consoleFinish || { paint: 'charcoal' }));
  // rug, coffee table, sofa
  /** @type {Quad} */
  const rugCorners = [project(-backWidth * 0.38, floorY, 420), project(backWidth * 0.38, floorY, 420), project(backWidth * 0.32, floorY, 820), project(-backWidth * 0.32, floorY, 820)];
  scene.add(rug(scene, rugCorners, { color: options.rug || '#cdbfa6', borderColor: '#8f7f66' }));
  scene.add(box(scene, project, -backWidth * 0.14, backWidth * 0.14, floorY - 48, floorY, 560, 660, options.tableFinish || { wood: 'whiteOak' }));
  scene.add(vessel(scene, ...project(-backWidth * 0.05, floorY - 48, 600), 60 * unit, { kind: 'bowl', color: '#e8e0d0' }));
  scene.add(plant(scene, ...project(backWidth * 0.44, floorY, 700), 150 * unit, { style: 'leafy', pot: '#3a3836' }));
  // sofa back in the foreground
  const sofaY = height - Math.min(height * 0.14, width * 0.1);
  const sofaWidth = width * 0.7;
  const sofaColor = options.sofaColor || '#8f9d80';
  /** @type {(x: number, y: number, partWidth: number, partHeight: number, cornerRadius: number, tone: number) => string} */
  const sofaPart = (x, y, partWidth, partHeight, cornerRadius, tone) => `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(partWidth)}" height="${fmt(partHeight)}" rx="${fmt(cornerRadius)}" fill="${shade(sofaColor, tone)}"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(partWidth)}" height="${fmt(partHeight)}" rx="${fmt(cornerRadius)}" fill="${scene.linearGradient([[0, '#fff', 0.25], [0.2, '#fff', 0], [1, '#000', 0.4]])}"/>`;
  const sofaX = width / 2 - sofaWidth / 2;
  scene.add(scene.shadow(sofaX, sofaY - 10 * unit, sofaWidth, 40 * unit, { blur: 20 * unit, opacity: 0.3 }));
  scene.add(sofaPart(sofaX + 70 * unit, sofaY, sofaWidth / 2 - 70 * unit, height * 0.3, 30 * unit, 0));
  scene.add(sofaPart(width / 2, sofaY, sofaWidth / 2 - 70 * unit, height * 0.3, 30 * unit, -0.03));
  scene.add(sofaPart(sofaX - 10 * unit, sofaY + 30 * unit, 110 * unit, height * 0.3, 40 * unit, -0.08));
  scene.add(sofaPart(sofaX + sofaWidth - 100 * unit, sofaY + 30 * unit, 110 * unit, height * 0.3, 40 * unit, -0.08));
  scene.add(scene.textureRect(sofaX - 10 * unit, sofaY, sofaWidth + 20 * unit, height * 0.3, 'linen', { blend: 'soft-light', opacity: 0.9 }));
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.3, warmth: 0.2, vignette: 0.55 }));
}

/**
 * @typedef {object} SunroomOptions
 * @property {TimeOfDay} [time] the view (default golden)
 * @property {number} [windowCount] windows on the back wall (default 3)
 * @property {string} [frameColor] window frames
 * @property {string} [casing] window casing colour
 * @property {WoodSpecies} [beam] ceiling beams (default reclaimed)
 * @property {WoodSpecies} [bench] the bench (default walnut)
 * @property {string} [rug] rug colour
 * @property {string} [wall] wall colour
 * @property {WoodSpecies} [floor] floor species
 */
/**
 * Addition interior: sunroom with wall of windows and exposed beams.
 * @param {Scene} scene
 * @param {SunroomOptions} [options]
 */
export function sunroom(scene, options = {}) {
  const { width, height } = scene;
  const unit = height / 1067;
  const backLeft = width * 0.16;
  const backRight = width * 0.84;
  const backTop = height * 0.18;
  const backBottom = height * 0.72;
  const room = roomShell(scene, { backLeft, backTop, backRight, backBottom, vanishY: height * 0.45, wall: options.wall || COLORS.warmWhite, ceiling: '#f3eee5', species: options.floor || 'whiteOak', plankWidth: 24 });
  const project = projector(room);
  const backWidth = backRight - backLeft;
  const ceilingY = backTop - room.vanishY;
  const floorY = backBottom - room.vanishY;
  // three tall windows on the back wall
  const windowCount = options.windowCount || 3;
  const gap = backWidth * 0.05;
  const windowWidth = (backWidth - gap * (windowCount + 1)) / windowCount;
  for (let i = 0; i < windowCount; i++) {
    const x = backLeft + gap + i * (windowWidth + gap);
    scene.add(windowUnit(scene, x, backTop + (backBottom - backTop) * 0.1, windowWidth, (backBottom - backTop) * 0.78, { cols: 2, rows: 4, time: options.time || 'golden', sun: [0.5 - (i - 1) * 0.6, 0.55], seed: 7, casingWidth: 10, frameWidth: 8, frameColor: options.frameColor || COLORS.black, casingColor: options.casing || COLORS.warmWhite, sill: false }));
  }
  // light spilling on the floor
  for (let i = 0; i < windowCount; i++) {
    const worldX = -backWidth / 2 + gap + i * (windowWidth + gap);
    /** @type {Quad} */
    const lightPatch = [project(worldX - 60, floorY, 380), project(worldX + windowWidth - 60, floorY, 380), project(worldX + windowWidth, floorY, 990), project(worldX, floorY, 990)];
    scene.add(`<path d="${polygonPath(lightPatch)}" fill="#fff2d0" opacity="0.16"/>`);
  }
  // exposed beams
  for (const depth of [600, 700, 820, 960]) {
    const beamHeight = 16;
    const beamDepth = 24;
    /** @type {Quad} */
    const beamFront = [project(-backWidth / 2 - 5000, ceilingY, depth), project(backWidth / 2 + 5000, ceilingY, depth), project(backWidth / 2 + 5000, ceilingY + beamHeight, depth), project(-backWidth / 2 - 5000, ceilingY + beamHeight, depth)];
    /** @type {Quad} */
    const beamBottom = [project(-backWidth / 2 - 5000, ceilingY + beamHeight, depth), project(backWidth / 2 + 5000, ceilingY + beamHeight, depth), project(backWidth / 2 + 5000, ceilingY + beamHeight, depth + beamDepth), project(-backWidth / 2 - 5000, ceilingY + beamHeight, depth + beamDepth)];
    const clip = scene.clipPath(room.ceilingPath);
    scene.add(`<g clip-path="${clip}">${scene.shadowPath(polygonPath(beamFront), { blur: 10, opacity: 0.3, transform: 'translate(0 14)' })}${scene.woodAffine(beamBottom, beamBottom[3], beamBottom[2], beamBottom[0], { species: options.beam || 'reclaimed', length: 2000, tone: -0.2 })}${scene.woodAffine(beamFront, beamFront[0], beamFront[1], beamFront[3], { species: options.beam || 'reclaimed', length: 2000 })}</g>`);
  }
  // furniture: bench under windows, plants, armchair
  scene.add(box(scene, project, -backWidth * 0.3, backWidth * 0.3, floorY - 70, floorY - 50, 900, 985, { wood: options.bench || 'walnut' }));
  for (const worldX of [-backWidth * 0.25, backWidth * 0.25]) scene.add(box(scene, project, worldX - 8, worldX + 8, floorY - 50, floorY, 920, 960, { wood: options.bench || 'walnut' }, { shadow: false }));
  scene.add(plant(scene, ...project(-backWidth * 0.42, floorY, 760), 210 * unit, { style: 'leafy', pot: '#d9cfbf', leafCount: 22 }));
  scene.add(plant(scene, ...project(backWidth * 0.44, floorY, 600), 260 * unit, { style: 'branch', pot: '#b5694a', leafCount: 40 }));
  /** @type {Quad} */
  const rugCorners = [project(-backWidth * 0.3, floorY, 360), project(backWidth * 0.3, floorY, 360), project(backWidth * 0.26, floorY, 760), project(-backWidth * 0.26, floorY, 760)];
  scene.add(rug(scene, rugCorners, { color: options.rug || '#d8ccb4', borderColor: '#a08f74' }));
  scene.add(scene.finish({ lightX: 0.5, lightY: 0.4, warmth: 0.3, vignette: 0.5 }));
}
