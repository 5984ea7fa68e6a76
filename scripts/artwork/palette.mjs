// @ts-check
/** Brand palette: warm woods, cream, charcoal, forest and sage. */
export const COLORS = {
  cream: '#efe6d6',
  warmWhite: '#f5efe4',
  linen: '#e6dac5',
  sand: '#d8c6a8',
  charcoal: '#2d2b29',
  ink: '#1d1b19',
  graphite: '#45423e',
  forest: '#2f4a3b',
  forestDeep: '#223629',
  sage: '#8f9d80',
  sageLight: '#b4bda5',
  olive: '#6d7356',
  terracotta: '#b5694a',
  clay: '#c98b6b',
  brass: '#b8914a',
  brassLight: '#e2c47f',
  brassDark: '#7a5a26',
  black: '#1b1a19',
  sky: '#cfd9dc',
  skyWarm: '#f3d9b5',
  navy: '#2c3a47',
};

/**
 * A paint colour with a darker and a lighter variant (shadows, recesses, highlights).
 * @typedef {{ main: string, dark: string, light: string }} Paint
 */

/** Painted cabinet / wall colour schemes used across scenes. */
/** @satisfies {Record<string, Paint>} */
export const PAINTS = {
  sage: { main: '#8c9a7e', dark: '#6f7d62', light: '#a8b49a' },
  forest: { main: '#34503f', dark: '#243a2d', light: '#4a6855' },
  cream: { main: '#eae0cd', dark: '#d3c6ae', light: '#f6efe2' },
  charcoal: { main: '#3a3836', dark: '#282624', light: '#514e4a' },
  navy: { main: '#34475a', dark: '#243444', light: '#4b6074' },
  clay: { main: '#b98466', dark: '#9c6a4e', light: '#cf9f83' },
  white: { main: '#f1ede6', dark: '#dcd6cc', light: '#faf8f4' },
};
/** @typedef {keyof typeof PAINTS} PaintName */

/**
 * The paint scheme of that name, or undefined when the name is not one (a hex colour, say).
 * @param {string | undefined} name
 * @returns {Paint | undefined}
 */
export function paintNamed(name) {
  return name === undefined ? undefined : /** @type {Record<string, Paint | undefined>} */ (PAINTS)[name];
}
