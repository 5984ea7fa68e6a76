import { f } from '../svg.mjs';
import { C, PAINTS } from '../palette.mjs';
import { roomShell, glow, rug, tv, shelf, shelfDecor, shade, plant, artwork, windowUnit, vessel, door, knob, tiles, counter, pendant } from '../components.mjs';

const K = 1000;
function projector(g) {
  return (X, Y, Z) => [g.vx + (X * K) / Z, g.vy + (Y * K) / Z];
}
const P = (pts) => `M${pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z`;

/** Box in world space with visible faces shaded; fin: {wood} or {paint}. */
function box(S, pr, X0, X1, Y0, Y1, Z0, Z1, fin, o = {}) {
  let out = '';
  const fill = (pts, tone, grainPts) => {
    const d = P(pts);
    if (fin.wood && grainPts) {
      const [p0, p1, p2] = grainPts;
      const L = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
      const T = Math.max(1, Math.hypot(p2[0] - p0[0], p2[1] - p0[1]));
      out += S.woodAffine(pts, p0, p1, p2, { species: fin.wood, len: Math.min(1900, (L / T) * 150 * Math.max(1, T / 90)), tone });
    } else {
      const c = PAINTS[fin.paint] ? PAINTS[fin.paint].main : fin.paint || fin.color;
      out += `<path d="${d}" fill="${shade(c, tone)}"/>`;
    }
  };
  const a = pr(X0, Y0, Z0);
  const b = pr(X1, Y0, Z0);
  const c = pr(X1, Y1, Z0);
  const d = pr(X0, Y1, Z0);
  const a2 = pr(X0, Y0, Z1);
  const b2 = pr(X1, Y0, Z1);
  const c2 = pr(X1, Y1, Z1);
  const d2 = pr(X0, Y1, Z1);
  if (o.shadow !== false) out += S.shadowPath(P([d, c, c2, d2]), { blur: 12, opacity: 0.45, transform: 'translate(6 4)' });
  if (Y0 > 0) fill([a, b, b2, a2], 0.06, [a, b, a2]);
  if (X1 < 0) fill([b, b2, c2, c], -0.18, [b, b2, c]);
  if (X0 > 0) fill([a, a2, d2, d], -0.18, [a, a2, d]);
  fill([a, b, c, d], -0.06, [a, b, d]);
  out += `<path d="M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5"/>`;
  return out;
}

/** Finished basement lounge in one-point perspective. */
export function basement(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const off = (o.offset || 0) * W;
  const bx0 = W * 0.2 + off;
  const bx1 = W * 0.8 + off;
  const by0 = H * 0.16;
  const by1 = H * 0.66;
  const g = roomShell(S, { bx0, by0, bx1, by1, vy: H * 0.42, vx: W * 0.5 + off * 0.6, wall: o.wall || '#e6ddcc', sideWall: o.sideWall || shade(o.wall || '#e6ddcc', -0.08), ceiling: '#efe9df', species: o.floor || 'greyComposite', plank: 22 });
  const pr = projector(g);
  const Yc = by0 - g.vy;
  const Yf = by1 - g.vy;
  // recessed lights on the ceiling
  for (const Z of [300, 480, 760]) for (const X of [-(bx1 - bx0) * 0.25, (bx1 - bx0) * 0.25]) {
    const [x, y] = pr(X, Yc, Z);
    S.add(glow(S, x, y + 6, (90 * K) / Z, '#fff1cf', 0.8));
    S.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f((22 * K) / Z)}" ry="${f((6 * K) / Z)}" fill="#fffaf0"/>`);
  }
  const bw = bx1 - bx0;
  const sx0 = bx0 + bw * 0.3;
  const sx1 = bx1 - bw * 0.3;
  if (o.bar) {
    // wet bar: backsplash, open shelves, base cabinets and counter across the middle
    const fin = o.barFin || { paint: 'forest' };
    const cy = by0 + (by1 - by0) * 0.62;
    const bb0 = bx0 + bw * 0.14;
    const bb1 = bx1 - bw * 0.14;
    S.add(tiles(S, bb0, by0 + (by1 - by0) * 0.08, bb1 - bb0, cy - by0 - (by1 - by0) * 0.08, { colors: ['#e9e1d1', '#e2d8c5', '#efe8dc'], layout: 'vertical', tw: 26, th: 9, grout: 1.2 }));
    for (let k = 0; k < 2; k++) {
      const y = by0 + (by1 - by0) * (0.26 + k * 0.17);
      S.add(shelfDecor(S, bb0 + 10, y, bb1 - bb0 - 20, (by1 - by0) * 0.13, { kinds: ['vase', 'bowl', 'jug', 'books'] }));
      S.add(shelf(S, bb0, y, bb1 - bb0, 7, o.shelfFin || { wood: 'walnut' }));
    }
    S.add(`<rect x="${f(bb0)}" y="${f(cy)}" width="${f(bb1 - bb0)}" height="${f(by1 - cy)}" fill="#1d1a17"/>`);
    const n = 5;
    const dw = (bb1 - bb0) / n;
    for (let i = 0; i < n; i++) {
      S.add(door(S, bb0 + i * dw + 2, cy + 10, dw - 4, by1 - cy - 22, fin, { frame: 8 }));
      S.add(knob(S, bb0 + i * dw + dw / 2, cy + 28, 4, 'brass'));
    }
    S.add(counter(S, bb0 - 6, cy, bb1 - bb0 + 12, 10, 'quartz'));
    for (const x of [bb0 + (bb1 - bb0) * 0.3, bb0 + (bb1 - bb0) * 0.7]) S.add(pendant(S, x, by0, by0 + (by1 - by0) * 0.22, 18, { color: C.brass }));
    for (const x of [bb0 - bw * 0.07, bb1 + bw * 0.07]) S.add(artwork(S, x - bw * 0.05, by0 + (by1 - by0) * 0.2, bw * 0.1, bw * 0.14, { frameWood: 'walnut', style: 'arch' }));
  } else {
    const n = 16;
    const sw = (sx1 - sx0) / n;
    S.add(`<rect x="${f(sx0)}" y="${f(by0)}" width="${f(sx1 - sx0)}" height="${f(by1 - by0)}" fill="#1b1612"/>`);
    for (let i = 0; i < n; i++) S.add(S.woodV(sx0 + i * sw + 1, by0, sw - 2, by1 - by0, { species: o.slat || 'walnut', board: i }));
    S.add(tv(S, sx0 + (sx1 - sx0) * 0.12, by0 + (by1 - by0) * 0.28, (sx1 - sx0) * 0.76, (sx1 - sx0) * 0.43));
    S.add(glow(S, (sx0 + sx1) / 2, by0 + (by1 - by0) * 0.5, (sx1 - sx0) * 0.7, '#ffd9a0', 0.25));
    for (const [x0, x1] of [[bx0 + bw * 0.04, sx0 - bw * 0.04], [sx1 + bw * 0.04, bx1 - bw * 0.04]]) {
      for (let k = 1; k <= 3; k++) {
        const y = by0 + k * (by1 - by0) * 0.24;
        S.add(shelfDecor(S, x0 + 6, y, x1 - x0 - 12, (by1 - by0) * 0.16));
        S.add(shelf(S, x0, y, x1 - x0, 8, o.shelfFin || { wood: 'walnut' }));
      }
    }
  }
  // media console
  if (!o.bar) S.add(box(S, pr, -(sx1 - sx0) * 0.55, (sx1 - sx0) * 0.55, Yf - 60, Yf, 930, 990, o.consoleFin || { paint: 'charcoal' }));
  // rug, coffee table, sofa
  const rp = [pr(-bw * 0.38, Yf, 420), pr(bw * 0.38, Yf, 420), pr(bw * 0.32, Yf, 820), pr(-bw * 0.32, Yf, 820)];
  S.add(rug(S, rp, { color: o.rug || '#cdbfa6', border: '#8f7f66' }));
  S.add(box(S, pr, -bw * 0.14, bw * 0.14, Yf - 48, Yf, 560, 660, o.tableFin || { wood: 'whiteOak' }));
  S.add(vessel(S, ...pr(-bw * 0.05, Yf - 48, 600), 60 * u, { kind: 'bowl', color: '#e8e0d0' }));
  S.add(plant(S, ...pr(bw * 0.44, Yf, 700), 150 * u, { style: 'leafy', pot: '#3a3836' }));
  // sofa back in the foreground
  const sy = H - Math.min(H * 0.14, W * 0.1);
  const sw2 = W * 0.7;
  const sc = o.sofaColor || '#8f9d80';
  const part = (x, y, w, h, r, tone) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${shade(sc, tone)}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${S.lin([[0, '#fff', 0.25], [0.2, '#fff', 0], [1, '#000', 0.4]])}"/>`;
  const sx = W / 2 - sw2 / 2;
  S.add(S.shadow(sx, sy - 10 * u, sw2, 40 * u, { blur: 20 * u, opacity: 0.3 }));
  S.add(part(sx + 70 * u, sy, sw2 / 2 - 70 * u, H * 0.3, 30 * u, 0));
  S.add(part(W / 2, sy, sw2 / 2 - 70 * u, H * 0.3, 30 * u, -0.03));
  S.add(part(sx - 10 * u, sy + 30 * u, 110 * u, H * 0.3, 40 * u, -0.08));
  S.add(part(sx + sw2 - 100 * u, sy + 30 * u, 110 * u, H * 0.3, 40 * u, -0.08));
  S.add(S.texRect(sx - 10 * u, sy, sw2 + 20 * u, H * 0.3, 'linen', { blend: 'soft-light', opacity: 0.9 }));
  S.add(S.finish({ lightX: 0.5, lightY: 0.3, warmth: 0.2, vignette: 0.55 }));
}

/** Addition interior: sunroom with wall of windows and exposed beams. */
export function sunroom(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const bx0 = W * 0.16;
  const bx1 = W * 0.84;
  const by0 = H * 0.18;
  const by1 = H * 0.72;
  const g = roomShell(S, { bx0, by0, bx1, by1, vy: H * 0.45, wall: o.wall || C.warmWhite, ceiling: '#f3eee5', species: o.floor || 'whiteOak', plank: 24 });
  const pr = projector(g);
  const bw = bx1 - bx0;
  const Yc = by0 - g.vy;
  const Yf = by1 - g.vy;
  // three tall windows on the back wall
  const n = o.windows || 3;
  const gap = bw * 0.05;
  const ww = (bw - gap * (n + 1)) / n;
  for (let i = 0; i < n; i++) {
    const x = bx0 + gap + i * (ww + gap);
    S.add(windowUnit(S, x, by0 + (by1 - by0) * 0.1, ww, (by1 - by0) * 0.78, { cols: 2, rows: 4, time: o.time || 'golden', sun: [0.5 - (i - 1) * 0.6, 0.55], seed: 7, casingW: 10, frameW: 8, frame: o.frame || C.black, casingColor: o.casing || C.warmWhite, sill: false }));
  }
  // light spilling on the floor
  for (let i = 0; i < n; i++) {
    const X = -bw / 2 + gap + i * (ww + gap);
    const q = [pr(X - 60, Yf, 380), pr(X + ww - 60, Yf, 380), pr(X + ww, Yf, 990), pr(X, Yf, 990)];
    S.add(`<path d="${P(q)}" fill="#fff2d0" opacity="0.16"/>`);
  }
  // exposed beams
  for (const Z of [600, 700, 820, 960]) {
    const bh = 16;
    const dz = 24;
    const fr = [pr(-bw / 2 - 5000, Yc, Z), pr(bw / 2 + 5000, Yc, Z), pr(bw / 2 + 5000, Yc + bh, Z), pr(-bw / 2 - 5000, Yc + bh, Z)];
    const bot = [pr(-bw / 2 - 5000, Yc + bh, Z), pr(bw / 2 + 5000, Yc + bh, Z), pr(bw / 2 + 5000, Yc + bh, Z + dz), pr(-bw / 2 - 5000, Yc + bh, Z + dz)];
    const clip = S.clipPath(g.ceil);
    S.add(`<g clip-path="${clip}">${S.shadowPath(P(fr), { blur: 10, opacity: 0.3, transform: 'translate(0 14)' })}${S.woodAffine(bot, bot[3], bot[2], bot[0], { species: o.beam || 'reclaimed', len: 2000, tone: -0.2 })}${S.woodAffine(fr, fr[0], fr[1], fr[3], { species: o.beam || 'reclaimed', len: 2000 })}</g>`);
  }
  // furniture: bench under windows, plants, armchair
  S.add(box(S, pr, -bw * 0.3, bw * 0.3, Yf - 70, Yf - 50, 900, 985, { wood: o.bench || 'walnut' }));
  for (const X of [-bw * 0.25, bw * 0.25]) S.add(box(S, pr, X - 8, X + 8, Yf - 50, Yf, 920, 960, { wood: o.bench || 'walnut' }, { shadow: false }));
  S.add(plant(S, ...pr(-bw * 0.42, Yf, 760), 210 * u, { style: 'leafy', pot: '#d9cfbf', leaves: 22 }));
  S.add(plant(S, ...pr(bw * 0.44, Yf, 600), 260 * u, { style: 'branch', pot: '#b5694a', leaves: 40 }));
  const rp = [pr(-bw * 0.3, Yf, 360), pr(bw * 0.3, Yf, 360), pr(bw * 0.26, Yf, 760), pr(-bw * 0.26, Yf, 760)];
  S.add(rug(S, rp, { color: o.rug || '#d8ccb4', border: '#a08f74' }));
  S.add(S.finish({ lightX: 0.5, lightY: 0.4, warmth: 0.3, vignette: 0.5 }));
}
