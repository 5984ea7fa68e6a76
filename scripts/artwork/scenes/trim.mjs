import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { elevationBase, shade, artwork, sconce } from '../components.mjs';

/** Band shading for a moulding seen in elevation. */
function band(S, x, y, w, h, type, col) {
  const g = {
    fillet: [[0, '#fff', 0.35], [1, '#fff', 0.15]],
    cove: [[0, '#000', 0.45], [0.5, '#000', 0.15], [1, '#fff', 0.3]],
    ovolo: [[0, '#fff', 0.45], [0.5, '#fff', 0.05], [1, '#000', 0.35]],
    ogee: [[0, '#fff', 0.4], [0.35, '#000', 0.05], [0.55, '#000', 0.35], [1, '#fff', 0.3]],
    bead: [[0, '#fff', 0.5], [0.5, '#fff', 0], [1, '#000', 0.45]],
    flat: [[0, '#000', 0.05], [1, '#000', 0.12]],
    undercut: [[0, '#000', 0.55], [1, '#000', 0.2]],
  }[type];
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${col}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin(g)}"/>`;
}
export const CROWN = [[0.06, 'fillet'], [0.16, 'cove'], [0.05, 'fillet'], [0.1, 'bead'], [0.05, 'undercut'], [0.26, 'ogee'], [0.06, 'fillet'], [0.14, 'cove'], [0.04, 'bead'], [0.08, 'flat']];

/** Run a profile horizontally from x to x+w with total height h. */
export function moulding(S, x, y, w, h, profile, col, o = {}) {
  let out = S.shadow(x, y + h - h * 0.2, w, h * 0.5, { blur: h * 0.25, opacity: 0.45 });
  let yy = y;
  const total = profile.reduce((a, b) => a + b[0], 0);
  for (const [frac, type] of profile) {
    const bh = (frac / total) * h;
    out += band(S, x, yy, w, bh + 0.5, type, col);
    yy += bh;
  }
  if (o.dentils) {
    const dy = y + h * 0.58;
    const dh = h * 0.12;
    for (let dx = x; dx < x + w; dx += dh * 1.1) out += `<rect x="${f(dx)}" y="${f(dy)}" width="${f(dh * 0.6)}" height="${f(dh)}" fill="${shade(col, 0.03)}"/><rect x="${f(dx + dh * 0.6)}" y="${f(dy)}" width="${f(dh * 0.5)}" height="${f(dh)}" fill="#000" opacity="0.25"/>`;
  }
  out += S.texRect(x, y, w, h, 'plaster', { blend: 'soft-light', opacity: 0.3 });
  return out;
}

/** Moulding cross-sections (end view) for the material-study row. */
const SECTIONS = {
  crown: 'M0,1L0,0.86L0.74,0.08L0.74,0L1,0L1,0.1C0.9,0.12 0.86,0.2 0.84,0.28C0.8,0.4 0.7,0.42 0.62,0.48C0.52,0.56 0.5,0.66 0.4,0.74C0.3,0.82 0.22,0.84 0.14,0.86L0.14,1Z',
  base: 'M0,1L0,0L0.1,0C0.2,0 0.22,0.04 0.22,0.08C0.22,0.12 0.3,0.12 0.3,0.18L0.3,1Z',
  casing: 'M0,1L0,0L0.3,0C0.36,0.02 0.36,0.08 0.42,0.1C0.6,0.16 0.8,0.3 1,0.9L1,1Z',
  chair: 'M0,1L0,0L0.2,0C0.35,0.05 0.4,0.2 0.35,0.35C0.55,0.45 0.55,0.7 0.3,0.8L0.3,1Z',
};
function section(S, kind, x, y, w, h, species) {
  const d = SECTIONS[kind];
  const tr = `translate(${f(x)} ${f(y)}) scale(${f(w)} ${f(h)})`;
  const clipId = S.uid('sc');
  S.def(`<clipPath id="${clipId}"><path d="${d}" transform="${tr}"/></clipPath>`);
  let out = `<path d="${d}" transform="translate(${f(x + w * 0.06)} ${f(y + h * 0.05)}) scale(${f(w)} ${f(h)})" fill="#000" opacity="0.3"/>`;
  out += `<g clip-path="url(#${clipId})">${S.woodV(x, y, w, h, { species, shade: false, tone: 0 })}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/></g>`;
  out += `<path d="${d}" transform="${tr}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${f(1.5 / w)}"/>`;
  return out;
}

/** Crown moulding: ceiling corner with a large crown run, panel moulding and a row of profile samples. */
export function crown(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const wall = o.wall || C.sage;
  const trim = o.trim || C.warmWhite;
  const floorTop = elevationBase(S, { wall, species: o.floor || 'whiteOak', floor: o.showFloor ?? false, floorTop: o.showFloor ? H * 0.88 : H * 1.2, baseboard: false });
  void floorTop;
  S.add(S.paint(0, 0, W, H * 0.1, o.ceiling || '#f2ede3', { amt: 0.3 }));
  S.add(`<rect x="0" y="0" width="${W}" height="${f(H * 0.1)}" fill="${S.lin([[0, '#000', 0.12], [1, '#000', 0]])}"/>`);
  const ch = H * (o.crownH ?? 0.2);
  S.add(moulding(S, -10, H * 0.1, W + 20, ch, CROWN, trim, { dentils: o.dentils ?? true }));
  S.add(`<rect x="0" y="${f(H * 0.1 + ch)}" width="${W}" height="${f(40 * u)}" fill="${S.lin([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
  // frieze board below
  S.add(S.shadow(-10, H * 0.1 + ch, W + 20, 26 * u, { blur: 16 * u, opacity: 0.35 }));
  // picture frame panels
  const py = H * 0.1 + ch + 70 * u;
  const ph = H * 0.42;
  const pw = o.samples === false ? W * 0.26 : W * 0.22;
  const xs = o.samples === false ? [W * 0.08, W * 0.37, W * 0.66] : [W * 0.05, W * 0.31];
  for (const px of xs) {
    const m = 16 * u;
    S.add(`<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${f(m)}" transform="translate(${f(4 * u)} ${f(6 * u)})"/>`);
    S.add(`<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" fill="none" stroke="${shade(wall, 0.06)}" stroke-width="${f(m)}"/>`);
    S.add(S.bevel(px - m / 2, py - m / 2, pw + m, ph + m, { size: m * 0.45, light: 0.3, dark: 0.25 }));
    S.add(S.bevel(px + m / 2, py + m / 2, pw - m, ph - m, { size: m * 0.4, light: 0.25, dark: 0.3, inset: true }));
  }
  // chair rail
  const ry = py + ph + 60 * u;
  S.add(moulding(S, -10, ry, W + 20, 40 * u, [[0.2, 'fillet'], [0.5, 'ovolo'], [0.3, 'cove']], shade(wall, 0.08)));
  if (o.samples !== false) {
    // the profile study: cross-sections of mouldings in four species
    const list = o.sections || [['base', 'cherry', 80, 270], ['crown', 'walnut', 190, 190], ['chair', 'maple', 70, 120], ['casing', 'whiteOak', 150, 62]];
    const totalW = list.reduce((a, b) => a + b[2] * 1.1 * u, 0) + (list.length - 1) * 40 * u;
    let xx = W * 0.765 - totalW / 2;
    for (const [kind, species, w, h] of list) {
      const ww = w * 1.1 * u;
      const hh = h * 1.1 * u;
      S.add(section(S, kind, xx, ry - hh - 2 * u, ww, hh, species));
      xx += ww + 40 * u;
    }
  }
  if (o.samples === false) {
    const aw = pw * 0.55;
    const ah = ph * 0.6;
    S.add(artwork(S, W * 0.37 + pw / 2 - aw / 2, py + ph / 2 - ah / 2, aw, ah, { frameWood: 'walnut', style: 'arch', palette: [C.sand, C.sage, C.cream, C.terracotta, '#e6dccb'] }));
  }
  if (o.sconce) S.add(sconce(S, W * 0.5, H * 0.45, 1.2 * u));
  S.add(S.finish({ lightX: 0.2, lightY: 0.2, warmth: 0.2, vignette: 0.45 }));
}
