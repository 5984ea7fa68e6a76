// @ts-check
/**
 * A tiny SVG scene builder: defs registry, gradients, blur filters, clip paths and textured
 * fills that sample the procedural texture library (see textures.mjs).
 *
 * Scenes are laid out for a canvas 1067 px tall and scale their lengths by
 * `unit = height / 1067`, so they draw the same at every output size.
 */

/**
 * @import { Rng } from './rng.mjs'
 * @import { WoodSpecies } from './textures.mjs'
 * @import { TextureLibrary, ImageTextureName } from './library.mjs'
 */

/** @typedef {[x: number, y: number]} Point */
/** A gradient stop: offset 0..1, colour, opacity (default 1). */
/** @typedef {[offset: number, color: string, opacity?: number]} GradientStop */
/**
 * The part of a larger virtual canvas that the output shows: the canvas is `zoom` times the
 * output size, and the output is centred on `focus` (fractions of the canvas) as far as it can be.
 * @typedef {{ zoom?: number, focus?: Point }} View
 */
/**
 * @typedef {object} LinearGradientOptions
 * @property {number} [x1]
 * @property {number} [y1]
 * @property {number} [x2]
 * @property {number} [y2]
 * @property {boolean} [userSpace] coordinates are in user space, not fractions of the shape's box
 * @property {'pad' | 'reflect' | 'repeat'} [spread]
 */
/**
 * @typedef {object} RadialGradientOptions
 * @property {number} [cx]
 * @property {number} [cy]
 * @property {number} [r]
 * @property {number} [fx] focal point x
 * @property {number} [fy] focal point y
 * @property {boolean} [userSpace] coordinates are in user space, not fractions of the shape's box
 * @property {string} [transform]
 */
/**
 * @typedef {object} WoodOptions
 * @property {WoodSpecies} [species] default whiteOak
 * @property {number} [board] which board (row) of the species' stock to use; random by default
 * @property {number} [grainOffset] offset along the grain, in texture pixels; random by default
 * @property {boolean} [flip] mirror the board top to bottom
 * @property {boolean} [shade] false: no bevel highlight and shadow on the long edges
 * @property {number} [tone] brightness shift, -1..1; random by default
 * @property {number} [scale] grain scale across the board (default 1)
 * @property {number} [stretch] minimum stretch of the grain along the board (default 1)
 * @property {number} [maxBoardHeight] taller panels are glued up from several boards (default 115)
 * @property {boolean} [glue] false: never glue up, however tall
 * @property {boolean} [full] always use the full-resolution board image
 * @property {number} [rx] corner radius
 * @property {'v'} [shadeDirection] set by woodVertical, so that the light stays top-left
 */
/**
 * @typedef {object} WoodAffineOptions
 * @property {WoodSpecies} [species] default whiteOak
 * @property {number} [board] which board (row) of the species' stock to use; random by default
 * @property {number} [grainOffset] offset along the grain, in texture pixels; random by default
 * @property {number} [length] length of grain, in texture pixels, mapped onto the grain side (default 1600)
 * @property {number} [tone] brightness shift, -1..1; random by default
 */
/**
 * @typedef {object} TextureRectOptions
 * @property {number} [scale] minimum scale (the texture always covers the rect)
 * @property {number} [offsetX] texture offset in scaled pixels; random by default
 * @property {number} [offsetY] texture offset in scaled pixels; random by default
 * @property {string} [clip] clip-path url to use instead of the rect
 * @property {number} [rx] corner radius of the rect
 * @property {number} [rotate] texture rotation in degrees
 * @property {number} [opacity]
 * @property {string} [blend] CSS mix-blend-mode
 */
/**
 * @typedef {object} PaintOptions
 * @property {number} [rx] corner radius
 * @property {ImageTextureName} [texture] the overlay texture (default plaster)
 * @property {number} [textureAmount] opacity of the soft-light overlay (default 0.6)
 * @property {number} [scale] minimum scale of the overlay
 * @property {string} [clip] clip-path url for the overlay
 */
/** @typedef {{ blur?: number, opacity?: number, rx?: number, color?: string, layers?: number }} ShadowOptions */
/** @typedef {{ blur?: number, opacity?: number, color?: string, transform?: string }} ShadowPathOptions */
/**
 * @typedef {object} BevelOptions
 * @property {number} [size] bevel width
 * @property {number} [light] opacity of the highlight
 * @property {number} [dark] opacity of the shadow
 * @property {boolean} [inset] recessed (shadow top-left) instead of raised
 */
/**
 * @typedef {object} FinishOptions
 * @property {number} [lightX] where the warm light comes from, as a fraction of the width
 * @property {number} [lightY] where the warm light comes from, as a fraction of the height
 * @property {number} [warmth] strength of the warm light
 * @property {number} [vignette] darkness of the corners
 * @property {number} [darkLeft] darkening of the left side (for text over the image)
 */

/**
 * The scene being drawn: its size, its random generator and the drawing helpers. Helpers return
 * SVG markup to pass to `add` (or to compose); fills such as gradients and clips are registered
 * once and returned as `url(#id)`.
 * @typedef {object} Scene
 * @property {number} width the canvas width (output width times the view zoom)
 * @property {number} height the canvas height
 * @property {number} outputWidth the output image width
 * @property {number} outputHeight the output image height
 * @property {Rng} rng the scene's random generator (seeded from the output path)
 * @property {TextureLibrary} library
 * @property {(prefix?: string) => string} uniqueId a fresh element id
 * @property {(markup: string) => void} define add markup to `<defs>`
 * @property {(...parts: (string | false | null | undefined)[]) => Scene} add append markup to the body (falsy parts are skipped)
 * @property {(stops: GradientStop[], options?: LinearGradientOptions) => string} linearGradient
 *   a linear gradient fill; coordinates are fractions of the shape's box unless `userSpace`
 * @property {(stops: GradientStop[], options?: RadialGradientOptions) => string} radialGradient a radial gradient fill
 * @property {(stdDeviation: number) => string} blur a gaussian blur filter
 * @property {(x: number, y: number, width: number, height: number, rx?: number) => string} clipRect a rectangular clip path
 * @property {(pathData: string) => string} clipPath a clip path from path data
 * @property {(shapes: string) => string} clipShapes a clip path from shape markup
 * @property {(name: ImageTextureName) => string} textureId the id of a texture image (added to `<defs>` once)
 * @property {(species: WoodSpecies, row: number, small: boolean) => string} woodId
 *   the id of one board image of a species; small = the half-resolution copy
 * @property {(x: number, y: number, width: number, height: number, options?: WoodOptions) => string} woodHorizontal
 *   a board (or glued-up panel) with the grain running across
 * @property {(x: number, y: number, width: number, height: number, options?: WoodOptions) => string} woodVertical
 *   a board with the grain running up and down
 * @property {(x: number, y: number, width: number, height: number, options?: WoodOptions) => string} boardShade
 *   the tone shift and bevel shading drawn over a board
 * @property {(polygon: Point[], origin: Point, alongGrain: Point, acrossGrain: Point, options?: WoodAffineOptions) => string} woodAffine
 *   wood mapped onto any quad via an affine frame: grain from origin toward alongGrain, board thickness toward acrossGrain
 * @property {(x: number, y: number, width: number, height: number, name: ImageTextureName, options?: TextureRectOptions) => string} textureRect
 *   a texture (stone, plaster, ...) covering a rect
 * @property {(x: number, y: number, width: number, height: number, color: string, options?: PaintOptions) => string} paint
 *   flat colour with a soft-light texture overlay, so painted surfaces do not look flat
 * @property {(x: number, y: number, width: number, height: number, options?: ShadowOptions) => string} shadow
 *   a soft rectangular shadow
 * @property {(cx: number, cy: number, rx: number, ry: number, opacity?: number, color?: string) => string} softEllipse
 *   a soft elliptical contact shadow
 * @property {(pathData: string, options?: ShadowPathOptions) => string} shadowPath a blurred shadow of any path
 * @property {(x: number, y: number, width: number, height: number, fill: string, extra?: string) => string} rect
 * @property {(pathData: string, fill: string, extra?: string) => string} path
 * @property {(x: number, y: number, width: number, height: number, options?: BevelOptions) => string} bevel
 *   light top/left and dark bottom/right edges (raised), or the reverse (inset)
 * @property {(markup: string) => void} post draw markup in output-frame coordinates after everything else
 * @property {(options?: FinishOptions) => string} finish the final atmosphere: warm light, vignette, optional dark left side
 * @property {() => string} toString the finished SVG document
 */

/**
 * Format a number for SVG: at most two decimals.
 * @param {number} value
 */
export const fmt = (value) => (Math.round(value * 100) / 100).toString();

/**
 * Start a scene for an output image of the given size.
 * @param {number} outputWidth
 * @param {number} outputHeight
 * @param {TextureLibrary} library
 * @param {Rng} rng
 * @param {View} [view]
 * @returns {Scene}
 */
export function createScene(outputWidth, outputHeight, library, rng, view = {}) {
  const zoom = view.zoom || 1;
  const width = Math.round(outputWidth * zoom);
  const height = Math.round(outputHeight * zoom);
  const focusX = view.focus ? view.focus[0] : 0.5;
  const focusY = view.focus ? view.focus[1] : 0.5;
  const viewX = Math.max(0, Math.min(width - outputWidth, focusX * width - outputWidth / 2));
  const viewY = Math.max(0, Math.min(height - outputHeight, focusY * height - outputHeight / 2));
  /** @type {string[]} */
  const defs = [];
  /** @type {string[]} */
  const body = [];
  /** @type {string[]} */
  const overlays = [];
  /** @type {Set<string>} texture names, and `species:row:small` keys of board images, to embed in `<defs>` */
  const usedImages = new Set();
  let idCounter = 0;
  /** @type {Map<string, string>} */
  const defCache = new Map();
  /** @param {string} [prefix] */
  const uniqueId = (prefix = 'i') => `${prefix}${(idCounter++).toString(36)}`;
  /** @param {string} name */
  const woodTexture = (name) => {
    const texture = library[/** @type {WoodSpecies} */ (name)];
    if (!texture || texture.kind !== 'wood') throw new Error(`unknown wood ${name}`);
    return texture;
  };
  /** @param {string} name */
  const imageTexture = (name) => {
    const texture = library[/** @type {ImageTextureName} */ (name)];
    if (!texture || texture.kind === 'wood') throw new Error(`unknown texture ${name}`);
    return texture;
  };

  /** @type {Scene} */
  const scene = {
    width,
    height,
    outputWidth,
    outputHeight,
    rng,
    library,
    uniqueId,
    define(markup) {
      defs.push(markup);
    },
    add(...parts) {
      for (const part of parts) if (part) body.push(part);
      return scene;
    },
    linearGradient(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false, spread } = {}) {
      const key = `L${JSON.stringify([stops, x1, y1, x2, y2, userSpace, spread])}`;
      const cached = defCache.get(key);
      if (cached !== undefined) return cached;
      const id = uniqueId('g');
      const stopMarkup = stops
        .map(([offset, color, opacity = 1]) => `<stop offset="${fmt(offset)}" stop-color="${color}" stop-opacity="${fmt(opacity)}"/>`)
        .join('');
      defs.push(
        `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}${spread ? ` spreadMethod="${spread}"` : ''}>${stopMarkup}</linearGradient>`,
      );
      const url = `url(#${id})`;
      defCache.set(key, url);
      return url;
    },
    radialGradient(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, userSpace = false, transform } = {}) {
      const key = `R${JSON.stringify([stops, cx, cy, r, fx, fy, userSpace, transform])}`;
      const cached = defCache.get(key);
      if (cached !== undefined) return cached;
      const id = uniqueId('r');
      const stopMarkup = stops
        .map(([offset, color, opacity = 1]) => `<stop offset="${fmt(offset)}" stop-color="${color}" stop-opacity="${fmt(opacity)}"/>`)
        .join('');
      defs.push(
        `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${fx !== undefined ? ` fx="${fmt(fx)}" fy="${fmt(/** @type {number} */ (fy))}"` : ''}${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}${transform ? ` gradientTransform="${transform}"` : ''}>${stopMarkup}</radialGradient>`,
      );
      const url = `url(#${id})`;
      defCache.set(key, url);
      return url;
    },
    blur(stdDeviation) {
      const key = `B${stdDeviation}`;
      const cached = defCache.get(key);
      if (cached !== undefined) return cached;
      const id = uniqueId('b');
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${fmt(stdDeviation)}"/></filter>`,
      );
      const url = `url(#${id})`;
      defCache.set(key, url);
      return url;
    },
    clipRect(x, y, width, height, rx = 0) {
      const id = uniqueId('c');
      defs.push(`<clipPath id="${id}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(rx)}"/></clipPath>`);
      return `url(#${id})`;
    },
    clipPath(pathData) {
      const id = uniqueId('c');
      defs.push(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
      return `url(#${id})`;
    },
    clipShapes(shapes) {
      const id = uniqueId('c');
      defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
      return `url(#${id})`;
    },
    textureId(name) {
      if (!library[name]) throw new Error(`unknown texture ${name}`);
      usedImages.add(name);
      return `t-${name}`;
    },
    woodId(species, row, small) {
      if (!library[species]) throw new Error(`unknown wood ${species}`);
      const key = `${species}:${row}:${small ? 1 : 0}`;
      usedImages.add(key);
      return `w-${species}-${row}${small ? 's' : ''}`;
    },

    woodHorizontal(x, y, width, height, options = {}) {
      const maxBoardHeight = options.maxBoardHeight || 115;
      if (height > maxBoardHeight && options.glue !== false) {
        // wide panels are glued up from several boards, as in real casework
        const boardCount = Math.ceil(height / maxBoardHeight);
        const boardHeight = height / boardCount;
        const firstBoard = options.board ?? Math.floor(rng.next() * 997);
        let out = '';
        for (let i = 0; i < boardCount; i++) out += scene.woodHorizontal(x, y + i * boardHeight, width, boardHeight + (i < boardCount - 1 ? 0.5 : 0), { ...options, board: firstBoard + i * 3, glue: false, shade: false, tone: (options.tone ?? 0) + (rng.next() - 0.5) * 0.25 });
        const seams = Array.from({ length: boardCount - 1 }, (_, i) => `M${fmt(x)},${fmt(y + (i + 1) * boardHeight)}h${fmt(width)}`).join('');
        out += `<path d="${seams}" stroke="#2a1a0e" stroke-opacity="0.18" stroke-width="1"/>`;
        if (options.shade !== false) out += scene.boardShade(x, y, width, height, { ...options, tone: 0 });
        return out;
      }
      const texture = woodTexture(options.species || 'whiteOak');
      const row = ((options.board ?? Math.floor(rng.next() * 997)) % texture.rows + texture.rows) % texture.rows;
      const useSmall = height < texture.rowHeight * 0.42 && !options.full;
      const id = scene.woodId(options.species || 'whiteOak', row, useSmall);
      const sizeFactor = useSmall ? 0.5 : 1;
      const scaleY = (height / texture.rowHeight) * (options.scale || 1) / sizeFactor;
      const grainOffset = (options.grainOffset ?? rng.next() * 600) * sizeFactor;
      const scaleX = Math.max(scaleY * (options.stretch || 1), (width + 4) / Math.max(100, texture.width * sizeFactor - grainOffset));
      const clip = scene.clipRect(x, y, width, height, options.rx || 0);
      const transform = options.flip
        ? `translate(${fmt(x - grainOffset * scaleX)} ${fmt(y + texture.rowHeight * sizeFactor * scaleY)}) scale(${scaleX.toFixed(5)} ${(-scaleY).toFixed(5)})`
        : `translate(${fmt(x - grainOffset * scaleX)} ${fmt(y)}) scale(${scaleX.toFixed(5)} ${scaleY.toFixed(5)})`;
      let out = `<g clip-path="${clip}"><use href="#${id}" transform="${transform}"/>`;
      out += scene.boardShade(x, y, width, height, options);
      out += '</g>';
      return out;
    },
    woodVertical(x, y, width, height, options = {}) {
      return `<g transform="translate(${fmt(x + width)} ${fmt(y)}) rotate(90)">${scene.woodHorizontal(0, 0, height, width, { ...options, shadeDirection: 'v' })}</g>`;
    },
    boardShade(x, y, width, height, options = {}) {
      let out = '';
      const tone = options.tone ?? (rng.next() - 0.5) * 0.5;
      if (tone > 0) out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#fff3df" opacity="${fmt(tone * 0.22)}"/>`;
      else if (tone < 0) out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="#1e130b" opacity="${fmt(-tone * 0.3)}"/>`;
      if (options.shade !== false) {
        const edge = Math.max(1, Math.min(width, height) * 0.035);
        // after rotation in woodVertical, local "top" is global right; keep light top-left consistently
        const highlightSide = options.shadeDirection === 'v' ? 'bottom' : 'top';
        const highlightY = highlightSide === 'top' ? y : y + height - edge;
        const shadowY = highlightSide === 'top' ? y + height - edge : y;
        out += `<rect x="${fmt(x)}" y="${fmt(highlightY)}" width="${fmt(width)}" height="${fmt(edge)}" fill="#fff" opacity="0.18"/>`;
        out += `<rect x="${fmt(x)}" y="${fmt(shadowY)}" width="${fmt(width)}" height="${fmt(edge)}" fill="#000" opacity="0.28"/>`;
        out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${scene.linearGradient([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.12]])}"/>`;
      }
      return out;
    },
    woodAffine(polygon, origin, alongGrain, acrossGrain, options = {}) {
      const texture = woodTexture(options.species || 'whiteOak');
      const row = ((options.board ?? Math.floor(rng.next() * 997)) % texture.rows + texture.rows) % texture.rows;
      const thickness = Math.hypot(acrossGrain[0] - origin[0], acrossGrain[1] - origin[1]);
      const useSmall = thickness < texture.rowHeight * 0.42;
      const sizeFactor = useSmall ? 0.5 : 1;
      const id = scene.woodId(options.species || 'whiteOak', row, useSmall);
      const grainOffset = (options.grainOffset ?? rng.next() * 600) * sizeFactor;
      const grainLength = Math.min((options.length || 1600) * sizeFactor, texture.width * sizeFactor - grainOffset - 2);
      const boardThickness = texture.rowHeight * sizeFactor;
      const grainDx = (alongGrain[0] - origin[0]) / grainLength;
      const grainDy = (alongGrain[1] - origin[1]) / grainLength;
      const thicknessDx = (acrossGrain[0] - origin[0]) / boardThickness;
      const thicknessDy = (acrossGrain[1] - origin[1]) / boardThickness;
      const polygonPath = `M${polygon.map((point) => `${fmt(point[0])},${fmt(point[1])}`).join('L')}Z`;
      const clip = scene.clipPath(polygonPath);
      const transform = `matrix(${grainDx.toFixed(6)} ${grainDy.toFixed(6)} ${thicknessDx.toFixed(6)} ${thicknessDy.toFixed(6)} ${fmt(origin[0])} ${fmt(origin[1])}) translate(${fmt(-grainOffset)} 0)`;
      let out = `<g clip-path="${clip}"><use href="#${id}" transform="${transform}"/>`;
      const tone = options.tone ?? (rng.next() - 0.5) * 0.5;
      if (tone > 0) out += `<path d="${polygonPath}" fill="#fff3df" opacity="${fmt(tone * 0.22)}"/>`;
      else out += `<path d="${polygonPath}" fill="#1e130b" opacity="${fmt(-tone * 0.3)}"/>`;
      out += '</g>';
      return out;
    },
    textureRect(x, y, width, height, name, options = {}) {
      const texture = imageTexture(name);
      const id = scene.textureId(name);
      const scale = Math.max(options.scale || 0, width / texture.width, height / texture.height);
      const offsetX = options.offsetX ?? rng.next() * Math.max(0, texture.width * scale - width);
      const offsetY = options.offsetY ?? rng.next() * Math.max(0, texture.height * scale - height);
      const clip = options.clip || scene.clipRect(x, y, width, height, options.rx || 0);
      const rotation = options.rotate ? ` rotate(${options.rotate} ${fmt(texture.width / 2)} ${fmt(texture.height / 2)})` : '';
      const style = [options.opacity !== undefined ? `opacity:${fmt(options.opacity)}` : '', options.blend ? `mix-blend-mode:${options.blend}` : '']
        .filter(Boolean)
        .join(';');
      return `<g clip-path="${clip}"${style ? ` style="${style}"` : ''}><use href="#${id}" transform="translate(${fmt(x - offsetX)} ${fmt(y - offsetY)}) scale(${scale.toFixed(5)})${rotation}"/></g>`;
    },
    paint(x, y, width, height, color, options = {}) {
      let out = `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(options.rx || 0)}" fill="${color}"/>`;
      out += scene.textureRect(x, y, width, height, options.texture || 'plaster', { blend: 'soft-light', opacity: options.textureAmount ?? 0.6, rx: options.rx, scale: options.scale, clip: options.clip });
      return out;
    },
    shadow(x, y, width, height, { blur = 12, opacity = 0.35, rx = 0, color = '#1a1410', layers = 6 } = {}) {
      // stacked expanding rects approximate a gaussian blur at a fraction of the cost of a filter
      const layerOpacity = 1 - Math.pow(1 - Math.min(0.95, opacity), 1 / layers);
      let out = `<g fill="${color}" fill-opacity="${fmt(layerOpacity)}">`;
      for (let k = 0; k < layers; k++) {
        const spread = blur * (1.8 * (k / (layers - 1)) - 0.9);
        const layerWidth = width + 2 * spread;
        const layerHeight = height + 2 * spread;
        if (layerWidth <= 0 || layerHeight <= 0) continue;
        out += `<rect x="${fmt(x - spread)}" y="${fmt(y - spread)}" width="${fmt(layerWidth)}" height="${fmt(layerHeight)}" rx="${fmt(Math.max(0, rx + spread))}"/>`;
      }
      return `${out}</g>`;
    },
    // a radial gradient instead of a blur filter: much cheaper to render
    softEllipse(cx, cy, rx, ry, opacity = 0.35, color = '#000') {
      return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${scene.radialGradient([[0, color, opacity], [0.55, color, opacity * 0.6], [1, color, 0]])}"/>`;
    },
    shadowPath(pathData, { blur = 12, opacity = 0.35, color = '#1a1410', transform = '' } = {}) {
      return `<path d="${pathData}" fill="${color}" opacity="${fmt(opacity)}" filter="${scene.blur(blur)}"${transform ? ` transform="${transform}"` : ''}/>`;
    },
    rect(x, y, width, height, fill, extra = '') {
      return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${fill}" ${extra}/>`;
    },
    path(pathData, fill, extra = '') {
      return `<path d="${pathData}" fill="${fill}" ${extra}/>`;
    },
    bevel(x, y, width, height, { size = 3, light = 0.35, dark = 0.35, inset = false } = {}) {
      const lightAttrs = `fill="#fff" opacity="${fmt(light)}"`;
      const darkAttrs = `fill="#000" opacity="${fmt(dark)}"`;
      const [topLeftAttrs, bottomRightAttrs] = inset ? [darkAttrs, lightAttrs] : [lightAttrs, darkAttrs];
      return (
        `<path d="M${fmt(x)},${fmt(y)}H${fmt(x + width)}L${fmt(x + width - size)},${fmt(y + size)}H${fmt(x + size)}V${fmt(y + height - size)}L${fmt(x)},${fmt(y + height)}Z" ${topLeftAttrs}/>` +
        `<path d="M${fmt(x + width)},${fmt(y)}V${fmt(y + height)}H${fmt(x)}L${fmt(x + size)},${fmt(y + height - size)}H${fmt(x + width - size)}V${fmt(y + size)}Z" ${bottomRightAttrs}/>`
      );
    },
    post(markup) {
      overlays.push(`<g transform="translate(${fmt(viewX)} ${fmt(viewY)})">${markup}</g>`);
    },
    finish({ lightX = 0.2, lightY = 0.1, warmth = 0.18, vignette = 0.45, darkLeft = 0 } = {}) {
      let out = `<rect width="${outputWidth}" height="${outputHeight}" fill="${scene.radialGradient([[0, '#fff2d6', warmth], [1, '#fff2d6', 0]], { cx: lightX, cy: lightY, r: 0.9 })}" style="mix-blend-mode:soft-light"/>`;
      out += `<rect width="${outputWidth}" height="${outputHeight}" fill="${scene.radialGradient([[0.55, '#120c08', 0], [1, '#120c08', vignette]], { cx: 0.5, cy: 0.5, r: 0.75 })}"/>`;
      if (darkLeft) {
        out += `<rect width="${outputWidth}" height="${outputHeight}" fill="${scene.linearGradient([[0, '#14100c', darkLeft], [0.42, '#14100c', darkLeft * 0.8], [0.7, '#14100c', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
      }
      if (library.grain) out += scene.textureRect(0, 0, outputWidth, outputHeight, 'grain', { blend: 'overlay', opacity: 0.5, scale: 1, offsetX: 0, offsetY: 0 });
      scene.post(out);
      return '';
    },
    toString() {
      const imageDefs = [...usedImages]
        .map((key) => {
          const [name = '', row, smallFlag] = key.split(':');
          if (row !== undefined) {
            const texture = woodTexture(name);
            const isSmall = smallFlag === '1';
            const uri = isSmall ? texture.smallUris[Number(row)] : texture.rowUris[Number(row)];
            const imageWidth = isSmall ? texture.width >> 1 : texture.width;
            const imageHeight = isSmall ? texture.rowHeight >> 1 : texture.rowHeight;
            return `<image id="w-${name}-${row}${isSmall ? 's' : ''}" width="${imageWidth}" height="${imageHeight}" preserveAspectRatio="none" href="${uri}"/>`;
          }
          const texture = imageTexture(name);
          return `<image id="t-${name}" width="${texture.width}" height="${texture.height}" preserveAspectRatio="none" href="${texture.uri}"/>`;
        })
        .join('');
      return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${outputWidth}" height="${outputHeight}" viewBox="${fmt(viewX)} ${fmt(viewY)} ${outputWidth} ${outputHeight}"><defs>${imageDefs}${defs.join('')}</defs>${body.join('')}${overlays.join('')}</svg>`;
    },
  };
  return scene;
}
