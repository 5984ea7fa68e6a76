// @ts-check
/**
 * The artwork manifest: every output file, its size and the scene (module, function, options)
 * that draws it. Seeds derive from the output path, so each file is stable on every run.
 */

// The content types are the one source of these lists (Node 24 strips the TypeScript types).
import { SERVICE_SLUGS } from '../../src/content/services/slugs.ts';
import { GALLERY_CATEGORIES } from '../../src/content/gallery-categories.ts';
import { slugify } from '../../src/lib/slug.ts';
import { COLORS } from './palette.mjs';

/**
 * @import { ServiceSlug } from '../../src/content/services/slugs.ts'
 * @import { GalleryCategory } from '../../src/content/gallery-categories.ts'
 * @import { Scene, View } from './svg.mjs'
 */

export { SERVICE_SLUGS };

/**
 * The scene modules, by file name under scenes/.
 * @typedef {{
 *   bath: typeof import('./scenes/bath.mjs'),
 *   brand: typeof import('./scenes/brand.mjs'),
 *   builtins: typeof import('./scenes/builtins.mjs'),
 *   craft: typeof import('./scenes/craft.mjs'),
 *   deck: typeof import('./scenes/deck.mjs'),
 *   exterior: typeof import('./scenes/exterior.mjs'),
 *   fireplace: typeof import('./scenes/fireplace.mjs'),
 *   kitchen: typeof import('./scenes/kitchen.mjs'),
 *   room: typeof import('./scenes/room.mjs'),
 *   trim: typeof import('./scenes/trim.mjs'),
 * }} SceneModules
 */
/** @typedef {keyof SceneModules} SceneModuleName */
/**
 * A scene: draws a whole image into the scene from its options.
 * @typedef {(scene: Scene, options?: object) => void} SceneFunction
 */
/**
 * The exports of a scene module that are scenes (called as `fn(scene, options)`); the others are
 * parts such as doorSlab(scene, x, y, ...).
 * @template {SceneModuleName} M
 * @typedef {{ [F in keyof SceneModules[M]]: SceneModules[M][F] extends (scene: Scene, options?: never) => unknown ? F : never }[keyof SceneModules[M]]} SceneName
 */
/**
 * The options type of a scene function.
 * @template T
 * @typedef {T extends (scene: Scene, options?: infer O) => unknown ? NonNullable<O> : never} SceneOptions
 */
/**
 * How to draw an image: scene module, scene function and its options, checked against the
 * function's options type.
 * @typedef {{ [M in SceneModuleName]: { [F in SceneName<M>]: [sceneModule: M, sceneFunction: F, options: SceneOptions<SceneModules[M][F]>] }[SceneName<M>] }[SceneModuleName]} SceneCall
 */
/** A scene call, optionally with a view (zoom and focus) of a larger canvas. */
/** @typedef {SceneCall | [...SceneCall, view: View]} SceneSpec */
/** A service card: a scene call and a description of the image. */
/** @typedef {[...SceneCall, description: string]} ServiceScene */

/**
 * One image to render.
 * @typedef {object} Job
 * @property {string} outputPath relative to the repository root
 * @property {number} width output width in pixels
 * @property {number} height output height in pixels
 * @property {SceneModuleName} sceneModule
 * @property {string} sceneFunction
 * @property {object} options the scene function's options
 * @property {View} [view]
 * @property {string} group services, hero, og, gallery/<category> or gallery/projects
 * @property {boolean} [checkLeftContrast] report the contrast of white text over the left half
 */

/** Categories that ship a sample photo set (a subset of the gallery's, checked by the types). */
export const PHOTO_CATEGORIES = /** @type {const} @satisfies {readonly GalleryCategory[]} */ ([
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Outdoor Decks',
  'Custom Woodworking',
  'Built-In Entertainment',
  'Basement Finishing',
  'Door Installation',
  'Custom Closets',
  'Fireplace Mantels',
  'Home Additions',
]);
/** @typedef {(typeof PHOTO_CATEGORIES)[number]} PhotoCategory */


/**
 * Service card scenes: [module, function, options, description].
 * @type {Record<ServiceSlug, ServiceScene>}
 */
export const SERVICES = {
  'custom-woodworking': ['craft', 'boards', {}, 'Flat-lay of walnut, cherry, white oak and maple boards on charcoal with a combination square, block plane and pencil'],
  'kitchen-remodeling': ['kitchen', 'kitchen', { layout: 'window', finish: { paint: 'sage' }, stone: 'quartz', pendants: false }, 'Sage shaker kitchen elevation: quartz counter, cream zellige backsplash, window over a brass faucet, white-oak floor'],
  'bathroom-remodeling': ['bath', 'bathroom', { tile: 'zelligeGreen' }, 'Freestanding tub against green vertical zellige, window, brass wall spout and shower frame, wood stool, limestone floor'],
  'home-additions': ['exterior', 'addition', { time: 'golden' }, 'Existing lap-sided house with a new forest board-and-batten gabled wing and a full-height window wall at golden hour'],
  'bathroom-vanities': ['bath', 'vanity', { finish: { wood: 'walnut' } }, 'Floating walnut vanity with marble top, brass faucet, round brass mirror and globe sconces over cream tile'],
  'outdoor-decks': ['deck', 'deck', { species: 'cedar', time: 'golden', rail: 'balusters' }, 'Cedar deck in perspective with baluster railing, lounge chairs and planter against a golden-hour hillside'],
  'basement-finishing': ['room', 'basement', {}, 'Finished basement lounge in perspective: walnut slat media wall, floating shelves, recessed lights, rug, oak table, sofa'],
  'built-in-entertainment': ['builtins', 'media', { finish: { paint: 'forest' } }, 'Forest-green media wall: walnut slat TV surround, lit shelving towers with books and ceramics, shaker base cabinets'],
  'custom-closets': ['builtins', 'closet', { finish: { wood: 'whiteOak' } }, 'White-oak walk-in closet system: double hanging, folded-shelf tower, drawer stack, shoe shelves'],
  'home-office': ['builtins', 'office', { finish: { paint: 'sage' }, chair: false }, 'Built-in home office: white-oak desk run under a window, sage shelving towers, drawers, lamp and laptop'],
  'fireplace-mantels': ['fireplace', 'fireplace', { surround: 'limestone', mantel: 'beam', flank: 'shelves' }, 'Reclaimed-beam mantel over a limestone surround with a lit fire, flanked by cream built-ins with walnut shelves'],
  'crown-molding': ['trim', 'crown', {}, 'Ceiling corner with a large dentil crown moulding, picture-frame wall panels, chair rail and end-view moulding profiles in four woods'],
  'flooring-installation': ['craft', 'flooring', {}, 'Top-down flat-lay of white-oak plank flooring being laid over subfloor, with a loose plank stack, mallet, tape and spacers'],
  'interior-painting': ['craft', 'painting', {}, 'Wall half rolled in sage with test swatches and a colour fan, open paint can, brush and roller on a drop cloth'],
  'pantry-organization': ['builtins', 'pantry', {}, 'Walk-in pantry shelving in white oak with glass jars of grains and pasta and woven baskets on a sage wall'],
  'siding-installation': ['exterior', 'siding', { color: '#8f9d80' }, 'Sage lap siding close-up with corner board, trimmed double-hung window, cedar flower box and shrubs'],
  'roofing-services': ['exterior', 'roofing', {}, 'Architectural shingle roof with ridge cap, brick chimney with copper flashing, dormer window and gutter under a blue sky'],
  'door-installation': ['exterior', 'entry', {}, 'Forest-green six-panel front door with sidelights and transom, painted surround, lanterns, limestone steps and planters'],
  'window-installation': ['exterior', 'windows', { view: 'interior', time: 'golden' }, 'Interior view of a large divided-lite window with deep painted casing, a white-oak window seat, sage cushion and pillows, golden-hour hills outside'],
};

/**
 * Gallery sample sets (4-6 per photo category): [module, function, options, view].
 * @type {Record<PhotoCategory, SceneSpec[]>}
 */
export const GALLERY = {
  'Kitchen Remodeling': [
    ['kitchen', 'kitchen', { layout: 'hood', finish: { paint: 'cream' }, stone: 'marble', tileColors: ['#5f7a64', '#6d8a70', '#54705a', '#7a9479'], tileLayout: 'vertical', tileWidth: 90, tileHeight: 30, metal: 'black', floor: 'walnut' }],
    ['kitchen', 'island', { finish: { paint: 'sage' }, islandFinish: { wood: 'walnut' }, stone: 'quartz', islandStone: 'marble' }],
    ['kitchen', 'kitchen', { layout: 'shelves', finish: { paint: 'forest' }, stone: 'soapstone', tileColors: ['#efe9de', '#e9e1d2', '#f4efe6'], species: 'whiteOak', floor: 'whiteOak', glassUppers: true }],
    ['kitchen', 'kitchen', { layout: 'window', finish: { wood: 'whiteOak' }, stone: 'soapstone', tileColors: ['#c98b6b', '#b5694a', '#d39a7a'], tileLayout: 'stack', tileWidth: 50, tileHeight: 50, pendants: true, time: 'golden', metal: 'black', floor: 'walnut' }],
    ['kitchen', 'kitchen', { layout: 'hood', finish: { paint: 'charcoal' }, stone: 'marble', tileStone: 'marble', tileColors: ['#eee'], tileLayout: 'stack', tileWidth: 200, tileHeight: 100, hoodColor: '#e8e0d2', floor: 'whiteOak' }, { zoom: 1.7, focus: [0.5, 0.42] }],
  ],
  'Bathroom Remodeling': [
    ['bath', 'bathroom', { tile: 'marble', checker: '#3b3b3a', metal: 'nickel', shower: false, floorStone: 'marble', wall: '#e9e3d8' }],
    ['bath', 'vanity', { double: true, finish: { paint: 'sage' }, floating: false, mirror: 'arch', tile: 'terracotta', doorStyle: 'shaker', stone: 'quartz', wall: COLORS.cream }],
    ['bath', 'bathroom', { tile: 'blue', metal: 'black', towel: '#e9e2d4', wall: '#f1ece3', floorStone: 'slate' }],
    ['bath', 'vanity', { finish: { wood: 'whiteOak' }, fluted: true, tile: 'limestone', fullTile: true, mirror: 'rect', metal: 'nickel', stone: 'quartz', vessel: true }],
    ['bath', 'bathroom', { tile: 'cream', metal: 'brass', towel: '#b5694a', floorStone: 'travertine' }, { zoom: 1.6, focus: [0.5, 0.6] }],
  ],
  'Outdoor Decks': [
    ['deck', 'deck', { species: 'ipe', time: 'dusk', rail: 'cable', pergola: true, lights: true, furnitureSet: 'firepit', vanishX: 0.5 }],
    ['deck', 'deck', { species: 'greyComposite', time: 'day', rail: 'boards', direction: 'z', furnitureSet: 'bench', cushion: '#8f9d80', vanishX: 0.3, horizon: 0.4 }],
    ['deck', 'deck', { species: 'cedar', time: 'dusk', rail: 'balusters', lights: true, cushion: '#b5694a', vanishX: 0.72, furnitureX: 0.42 }],
    ['deck', 'deck', { species: 'ipe', time: 'golden', rail: 'balusters', pergola: true, railColor: '#f1ede6', direction: 'z', furnitureSet: 'bench', cushion: '#e9e2d4', edge: 0.55 }],
    ['deck', 'deck', { species: 'cedar', time: 'golden', rail: 'cable', cushion: '#34503f' }, { zoom: 1.6, focus: [0.55, 0.68] }],
  ],
  'Custom Woodworking': [
    ['craft', 'sideboard', { species: 'walnut' }],
    ['craft', 'diningTable', { species: 'whiteOak' }],
    ['craft', 'bookcase', { species: 'cherry' }],
    ['craft', 'workshop', {}],
    ['craft', 'boards', { background: '#2f4a3b', species: ['maple', 'whiteOak', 'walnut', 'cherry', 'maple', 'walnut'], angle: 10, squareX: 0.3, squareY: 0.3, planeX: 0.62, planeY: 0.62 }],
  ],
  'Built-In Entertainment': [
    ['builtins', 'media', { finish: { paint: 'charcoal' }, shelfFinish: { wood: 'whiteOak' }, wall: '#e6ddcc', metal: 'black' }],
    ['builtins', 'media', { finish: { paint: 'cream' }, slats: false, shelfFinish: { wood: 'walnut' }, wall: '#8f9d80', floor: 'walnut' }],
    ['builtins', 'media', { finish: { wood: 'walnut' }, shelfFinish: { wood: 'walnut' }, wall: '#efe6d6', sofa: true, sofaColor: '#c9b99c' }],
    ['builtins', 'media', { finish: { paint: 'sage' }, shelfFinish: { wood: 'whiteOak' } }, { zoom: 1.8, focus: [0.15, 0.35] }],
  ],
  'Basement Finishing': [
    ['room', 'basement', { slat: 'whiteOak', sofaColor: '#b5694a', floor: 'walnut', wall: '#dfe3da' }],
    ['room', 'basement', { bar: true, floor: 'greyComposite', sofaColor: '#34503f' }],
    ['room', 'basement', { slat: 'cherry', sofaColor: '#8a8478', floor: 'whiteOak', wall: '#ece3d3', rug: '#8f9d80', offset: -0.12 }],
    ['room', 'basement', { bar: true, slat: 'walnut', floor: 'walnut', sofaColor: '#c9b99c', offset: 0.12 }],
  ],
  'Door Installation': [
    ['exterior', 'entry', { wall: 'brick', doorColor: '#1f2123', doorStyle: 'plank', sidelights: false, pediment: true, metal: 'brass' }],
    ['exterior', 'entry', { wall: 'stone', doorWood: 'walnut', doorStyle: 'glass', metal: 'black', trim: '#f1ede6' }],
    ['exterior', 'entry', { wall: 'lap', sidingColor: '#8f9d80', doorColor: '#3a3836', doorStyle: 'shaker', transom: false, metal: 'nickel' }],
    ['exterior', 'entry', { wall: 'bb', sidingColor: '#efe9de', doorColor: '#b5694a', doorStyle: 'glass', pediment: true }, { zoom: 1.5, focus: [0.5, 0.55] }],
  ],
  'Custom Closets': [
    ['builtins', 'closet', { finish: { wood: 'walnut' }, wall: '#e6ddcc', columns: ['shoes', 'hang', 'drawers', 'shelves', 'hang2'] }],
    ['builtins', 'closet', { finish: { paint: 'white' }, backColor: '#d9d0c0', floor: 'whiteOak', metal: 'nickel', drawerStyle: 'shaker' }],
    ['builtins', 'closet', { finish: { paint: 'sage' }, backColor: '#e9e2d4', floor: 'walnut', columns: ['shelves', 'hang', 'drawers', 'hang2', 'shelves'] }],
    ['builtins', 'closet', { finish: { wood: 'whiteOak' }, floor: 'walnut' }, { zoom: 1.7, focus: [0.45, 0.55] }],
  ],
  'Fireplace Mantels': [
    ['fireplace', 'fireplace', { surround: 'brick', mantel: 'classic', flank: 'sconces', wall: '#34503f' }],
    ['fireplace', 'fireplace', { surround: 'ledgestone', mantel: 'beam', species: 'walnut', flank: 'windows', fullHeight: true, wall: '#efe6d6' }],
    ['fireplace', 'fireplace', { surround: 'tile', tileColors: ['#5f7a64', '#6d8a70', '#54705a'], mantel: 'beam', species: 'whiteOak', flank: 'shelves', builtinPaint: 'charcoal', wall: '#e9e1d2', arch: true }],
    ['fireplace', 'fireplace', { surround: 'plaster', plaster: '#e2d4bd', fullHeight: true, mantel: 'beam', species: 'reclaimed', flank: 'none', wall: '#c9b99c' }],
    ['fireplace', 'fireplace', { surround: 'slate', mantel: 'classic', mantelColor: '#e9e2d4', flank: 'shelves', builtinPaint: 'sage' }, { zoom: 1.6, focus: [0.5, 0.55] }],
  ],
  'Home Additions': [
    ['exterior', 'addition', { time: 'dusk', glow: true, additionColor: '#3a3836', houseColor: '#efe9de' }],
    ['exterior', 'addition', { time: 'day', framing: true }],
    ['room', 'sunroom', { time: 'golden' }],
    ['exterior', 'addition', { time: 'golden', style: 'shake', additionColor: '#b8774c', frameColor: '#f1ede6' }],
  ],
};
/**
 * Project cards 01..18 (GALLERY_CATEGORIES order), each in its project's folder
 * (src/assets/gallery/projects/{category-folder}/NN.jpg), where the editor keeps a project's card.
 * @type {SceneSpec[]}
 */
export const PROJECTS = [
  ['kitchen', 'island', { finish: { paint: 'cream' }, islandFinish: { paint: 'forest' }, islandStyle: 'shaker', stone: 'marble', pendant: '#1b1a19', pendantKind: 'cone', metal: 'black', stoolWood: 'walnut' }],
  ['bath', 'vanity', { double: true, finish: { wood: 'walnut' }, mirror: 'round', tile: 'zelligeGreen', wall: '#efe6d6' }],
  ['deck', 'deck', { species: 'greyComposite', time: 'dusk', rail: 'balusters', railColor: '#2d2b29', lights: true, cushion: '#8f9d80' }],
  ['craft', 'sideboard', { species: 'whiteOak', wall: '#8f9d80', artStyle: 'land' }],
  ['builtins', 'media', { finish: { paint: 'navy' }, shelfFinish: { wood: 'walnut' }, wall: '#efe6d6', slats: false }],
  ['room', 'basement', { bar: true, slat: 'whiteOak', floor: 'whiteOak', sofaColor: '#6d7356', offset: 0.08 }],
  ['trim', 'crown', { wall: '#34503f', trim: '#efe9de', samples: false, sconce: false }],
  ['builtins', 'closet', { finish: { paint: 'cream' }, backColor: '#cdbfa6', floor: 'walnut', columns: ['hang', 'shelves', 'drawers', 'shoes'] }],
  ['exterior', 'entry', { wall: 'brick', paintedBrick: '#e9e2d4', doorColor: '#2f4a3b', doorStyle: 'glass', transom: true }],
  ['fireplace', 'fireplace', { surround: 'ledgestone', mantel: 'beam', species: 'walnut', flank: 'sconces', wall: '#e3d8c5' }],
  ['craft', 'flooring', { pattern: 'herringbone', species: 'whiteOak' }],
  ['builtins', 'office', { finish: { paint: 'forest' }, shelfFinish: { wood: 'walnut' }, floor: 'whiteOak', chair: false, time: 'golden' }],
  ['exterior', 'addition', { time: 'dusk', glow: true, additionColor: '#8f9d80', style: 'lap' }],
  ['craft', 'painting', { colors: ['#34503f', '#8f9d80', '#e9dfcc', '#c98b6b'], edge: 0.5 }],
  ['builtins', 'pantry', { finish: { wood: 'walnut' }, wall: '#efe6d6', shelves: 4 }],
  ['exterior', 'roofing', { color: '#5a4a3e', time: 'golden', siding: '#8f9d80', chimneyX: 0.2, dormerX: 0.62 }],
  ['exterior', 'siding', { style: 'shake', species: 'cedar', trim: '#efe9de', shutters: '#2f4a3b', flowerBox: false }],
  ['exterior', 'windows', { frameColor: '#1f2123', shutters: '#34503f', color: '#efe9de', cols: 2, rows: 2 }],
];

/** @returns {Job[]} every image, in manifest order */
export function buildJobs() {
  /** @type {Job[]} */
  const jobs = [];
  for (const slug of SERVICE_SLUGS) {
    const [sceneModule, sceneFunction, options] = SERVICES[slug];
    jobs.push({ outputPath: `src/assets/services/${slug}.jpg`, width: 1600, height: 1067, sceneModule, sceneFunction, options, group: 'services' });
  }
  jobs.push({ outputPath: 'src/assets/hero/home.jpg', width: 2400, height: 1350, sceneModule: 'brand', sceneFunction: 'heroHome', options: {}, group: 'hero', checkLeftContrast: true });
  jobs.push({ outputPath: 'src/assets/hero/location.jpg', width: 2400, height: 1350, sceneModule: 'brand', sceneFunction: 'heroLocation', options: {}, group: 'hero', checkLeftContrast: true });
  jobs.push({ outputPath: 'public/og/default.jpg', width: 1200, height: 630, sceneModule: 'brand', sceneFunction: 'ogImage', options: {}, group: 'og' });
  for (const category of PHOTO_CATEGORIES) {
    GALLERY[category].forEach(([sceneModule, sceneFunction, options, view], i) => {
      jobs.push({ outputPath: `src/assets/gallery/${slugify(category)}/${String(i + 1).padStart(2, '0')}.jpg`, width: 1600, height: 1200, sceneModule, sceneFunction, options, view, group: `gallery/${slugify(category)}` });
    });
  }
  PROJECTS.forEach(([sceneModule, sceneFunction, options, view], i) => {
    jobs.push({ outputPath: `src/assets/gallery/projects/${slugify(GALLERY_CATEGORIES[i] ?? '')}/${String(i + 1).padStart(2, '0')}.jpg`, width: 1200, height: 900, sceneModule, sceneFunction, options, view, group: 'gallery/projects' });
  });
  return jobs;
}
