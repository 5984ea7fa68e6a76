// @ts-check
import { fmt } from '../svg.mjs';
import { COLORS } from '../palette.mjs';
import { fireplace } from './fireplace.mjs';
import { addition } from './exterior.mjs';

/**
 * @import { Scene } from '../svg.mjs'
 * @import { WoodSpecies } from '../textures.mjs'
 * @import { FireplaceOptions } from './fireplace.mjs'
 * @import { AdditionOptions } from './exterior.mjs'
 */
/** @typedef {{ dark?: number }} HeroOptions dark: how dark the left side gets (for the headline) */

/**
 * Home hero: fireplace and built-ins shifted right, dark on the left for headline text.
 * @param {Scene} scene
 * @param {FireplaceOptions & HeroOptions} [options]
 */
export function heroHome(scene, options = {}) {
  fireplace(scene, { surround: 'limestone', mantel: 'beam', flank: 'shelves', wall: '#e3d8c5', builtinPaint: 'forest', shelfFinish: { wood: 'walnut' }, surroundWidth: 0.3, mantelY: 0.42, ...options, heroShift: true });
  scene.post(darken(scene, options.dark ?? 0.78));
}

/**
 * Location hero: exterior addition at dusk with warm windows.
 * @param {Scene} scene
 * @param {AdditionOptions & HeroOptions} [options]
 */
export function heroLocation(scene, options = {}) {
  addition(scene, { time: 'dusk', glow: true, additionColor: '#34503f', ...options });
  scene.post(darken(scene, options.dark ?? 0.72));
}

/**
 * A dark gradient over the left part of the output frame.
 * @param {Scene} scene
 * @param {number} opacity at the left edge
 */
function darken(scene, opacity) {
  const { outputWidth: width, outputHeight: height } = scene;
  return `<rect width="${width}" height="${height}" fill="${scene.linearGradient([[0, '#120d09', opacity], [0.46, '#120d09', opacity * 0.92], [0.62, '#120d09', opacity * 0.45], [0.8, '#120d09', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
}

/**
 * Share image: brand panel with title text over warm wood.
 * @param {Scene} scene
 * @param {{ text?: boolean }} [options] text: false for the panel without the words
 */
export function ogImage(scene, options = {}) {
  const { width, height } = scene;
  // wood band on the right
  /** @type {WoodSpecies[]} */
  const species = ['walnut', 'cherry', 'whiteOak', 'maple', 'walnut', 'cherry', 'whiteOak'];
  let out = `<rect width="${width}" height="${height}" fill="${COLORS.forestDeep}"/>`;
  const boardWidth = 110;
  out += `<g transform="rotate(-12 ${width * 0.8} ${height / 2})">`;
  species.forEach((speciesName, i) => {
    const y = -160 + i * (boardWidth + 8);
    out += scene.shadow(width * 0.52 + 10, y + 16, width, boardWidth, { blur: 14, opacity: 0.55 });
    out += scene.woodHorizontal(width * 0.52 - (i % 2) * 40, y, width, boardWidth, { species: speciesName, board: i * 2 + 1, maxBoardHeight: 400 });
  });
  out += '</g>';
  scene.add(out);
  // brand panel
  const panelWidth = width * 0.62;
  scene.add(`<path d="M0,0H${fmt(panelWidth)}L${fmt(panelWidth - 90)},${height}H0Z" fill="${COLORS.forestDeep}"/>`);
  scene.add(`<path d="M0,0H${fmt(panelWidth)}L${fmt(panelWidth - 90)},${height}H0Z" fill="${scene.radialGradient([[0, '#3b5a47', 0.6], [1, '#3b5a47', 0]], { cx: 0.2, cy: 0.2, r: 0.9 })}"/>`);
  scene.add(scene.textureRect(0, 0, panelWidth, height, 'plaster', { blend: 'soft-light', opacity: 0.6, clip: scene.clipPath(`M0,0H${fmt(panelWidth)}L${fmt(panelWidth - 90)},${height}H0Z`) }));
  scene.add(`<path d="M${fmt(panelWidth)},0L${fmt(panelWidth - 90)},${height}" stroke="${COLORS.brass}" stroke-width="6"/>`);
  // mark: hearth/house outline
  const markX = 78;
  const markY = 92;
  scene.add(`<path d="M${markX},${markY + 70}V${markY + 28}L${markX + 42},${markY}L${markX + 84},${markY + 28}V${markY + 70}Z" fill="none" stroke="${COLORS.brassLight}" stroke-width="6" stroke-linejoin="round"/>`);
  scene.add(`<path d="M${markX + 24},${markY + 70}V${markY + 44}H${markX + 60}V${markY + 70}" fill="none" stroke="${COLORS.brassLight}" stroke-width="6"/>`);
  scene.add(`<path d="M${markX + 42},${markY + 62}c-10,-8 -6,-16 0,-24c6,8 10,16 0,24z" fill="${COLORS.brassLight}"/>`);
  const serif = "'DejaVu Serif', 'Liberation Serif', serif";
  const sans = "'DejaVu Sans', 'Liberation Sans', sans-serif";
  if (options.text !== false) {
    scene.add(`<text x="78" y="290" font-family="${serif}" font-weight="bold" font-size="74" fill="#f5efe4" letter-spacing="-1">Hearthwood</text>`);
    scene.add(`<text x="80" y="360" font-family="${serif}" font-size="40" fill="#f5efe4">Woodwork &amp; Remodeling</text>`);
    scene.add(`<rect x="80" y="398" width="120" height="4" fill="${COLORS.brass}"/>`);
    scene.add(`<text x="80" y="456" font-family="${sans}" font-size="25" fill="#d9e0d6">Custom woodwork &amp; remodeling in Maryland</text>`);
  }
  scene.add(scene.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.15, vignette: 0.35 }));
}
