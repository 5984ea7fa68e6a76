import { f } from '../svg.mjs';
import { C, PAINTS } from '../palette.mjs';
import { door, pull, knob, elevationBase, shelf, shelfDecor, tv, surface, shade, glow, plant, vessel, books, windowUnit, sofa } from '../components.mjs';

/** Media wall built-in: TV flanked by shelving towers over lower cabinets. */
export function media(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const fin = o.fin || { paint: 'forest' };
  const shelfFin = o.shelfFin || { wood: 'walnut' };
  const p = PAINTS[fin.paint] || { main: shade(C.sand, -0.2), dark: shade(C.sand, -0.4), light: C.sand };
  const floorTop = elevationBase(S, { wall: o.wall || C.cream, species: o.floor || 'whiteOak' });
  const top = H * 0.06;
  const counterY = H * 0.6;
  const x0 = W * 0.08;
  const x1 = W * 0.92;
  const towerW = (x1 - x0) * 0.24;
  // whole unit carcass
  S.add(S.shadow(x0, top, x1 - x0, floorTop - top, { blur: 20 * u, opacity: 0.35 }));
  S.add(surface(S, x0, top, x1 - x0, floorTop - top, fin, 'v', { tone: -0.05 }));
  // crown
  S.add(surface(S, x0 - 14 * u, top - 22 * u, x1 - x0 + 28 * u, 26 * u, fin, 'h', { tone: 0.05 }));
  S.add(S.bevel(x0 - 14 * u, top - 22 * u, x1 - x0 + 28 * u, 26 * u, { size: 3 * u }));
  // center: TV area with wood slat or plain back
  const cx0 = x0 + towerW;
  const cx1 = x1 - towerW;
  const innerTop = top + 30 * u;
  if (o.slats !== false) {
    const n = Math.round((cx1 - cx0 - 40 * u) / (22 * u));
    const sw = (cx1 - cx0 - 40 * u) / n;
    S.add(`<rect x="${f(cx0 + 20 * u)}" y="${f(innerTop)}" width="${f(cx1 - cx0 - 40 * u)}" height="${f(counterY - innerTop)}" fill="#1b1612"/>`);
    for (let i = 0; i < n; i++) S.add(S.woodV(cx0 + 20 * u + i * sw + 2 * u, innerTop, sw - 4 * u, counterY - innerTop, { species: shelfFin.wood || 'walnut', board: i }));
  } else {
    S.add(S.paint(cx0 + 20 * u, innerTop, cx1 - cx0 - 40 * u, counterY - innerTop, p.dark, { amt: 0.3 }));
  }
  S.add(S.bevel(cx0 + 20 * u, innerTop, cx1 - cx0 - 40 * u, counterY - innerTop, { size: 6 * u, inset: true, dark: 0.45, light: 0.15 }));
  const tvW = (cx1 - cx0) * 0.78;
  const tvH = tvW * 0.5625;
  S.add(tv(S, (cx0 + cx1) / 2 - tvW / 2, counterY - 60 * u - tvH, tvW, tvH));
  // towers with shelves
  for (const tx of [x0, x1 - towerW]) {
    const ix = tx + 20 * u;
    const iw = towerW - 40 * u;
    S.add(S.paint(ix, innerTop, iw, counterY - innerTop, p.dark, { amt: 0.3 }));
    S.add(`<rect x="${f(ix)}" y="${f(innerTop)}" width="${f(iw)}" height="${f(counterY - innerTop)}" fill="${S.lin([[0, '#000', 0.35], [0.3, '#000', 0.1], [1, '#000', 0.2]])}"/>`);
    // LED glow
    S.add(`<rect x="${f(ix)}" y="${f(innerTop)}" width="${f(iw)}" height="${f(counterY - innerTop)}" fill="${S.rad([[0, '#ffe2a6', 0.3], [1, '#ffe2a6', 0]], { cx: 0.5, cy: 0, r: 0.9 })}"/>`);
    const n = 4;
    const step = (counterY - innerTop) / n;
    for (let k = 1; k <= n; k++) {
      const sy = innerTop + k * step;
      if (k < n) S.add(shelfDecor(S, ix + 8 * u, sy - 12 * u, iw - 16 * u, step * 0.68));
      else S.add(shelfDecor(S, ix + 8 * u, sy - 6 * u, iw - 16 * u, step * 0.6));
      if (k < n) S.add(shelf(S, ix - 2, sy - 12 * u, iw + 4, 14 * u, shelfFin));
      S.add(glow(S, ix + iw / 2, sy - step + 6 * u, iw * 0.55, '#ffe4b0', 0.25));
    }
    S.add(S.bevel(ix, innerTop, iw, counterY - innerTop, { size: 5 * u, inset: true, dark: 0.4, light: 0.15 }));
  }
  // counter top
  S.add(shelf(S, x0 - 10 * u, counterY, x1 - x0 + 20 * u, 22 * u, shelfFin));
  // lower cabinets
  const lowTop = counterY + 22 * u;
  const lowBot = floorTop - 14 * u;
  const nDoors = o.doors || 6;
  const dw = (x1 - x0 - 20 * u) / nDoors;
  for (let i = 0; i < nDoors; i++) {
    const dx = x0 + 10 * u + i * dw + 3 * u;
    S.add(door(S, dx, lowTop + 6 * u, dw - 6 * u, lowBot - lowTop - 10 * u, fin, { style: o.doorStyle || 'shaker' }));
    S.add(knob(S, i % 2 ? dx + 20 * u : dx + dw - 26 * u, lowTop + 40 * u, 6 * u, o.metal || 'brass'));
  }
  if (o.sofa) S.add(sofa(S, W * 0.5, H + H * 0.18, W * 0.9, { color: o.sofaColor || '#cbbfa8', pillows: false }));
  S.add(S.finish({ lightX: 0.1, lightY: 0.1, vignette: 0.45 }));
}

/** Home office built-in: desk run with upper shelving around a window. */
export function office(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const fin = o.fin || { paint: 'sage' };
  const shelfFin = o.shelfFin || { wood: 'whiteOak' };
  const floorTop = elevationBase(S, { wall: o.wall || C.cream, species: o.floor || 'walnut', vx: W * 0.55 });
  const deskY = H * 0.6;
  const x0 = -20;
  const x1 = W + 20;
  // window in the middle
  const ww = W * 0.26;
  const wx = W * 0.5 - ww / 2;
  S.add(windowUnit(S, wx, H * 0.1, ww, deskY - H * 0.18, { cols: 2, rows: 3, time: o.time || 'day', sun: [0.4, 0.3], casingW: 20 * u, frameW: 12 * u, sill: false }));
  // shelving towers left and right of window
  for (const [sx, sw] of [[x0, wx - 60 * u - x0], [wx + ww + 60 * u, x1 - (wx + ww + 60 * u)]]) {
    S.add(S.shadow(sx, H * 0.04, sw, deskY - H * 0.04, { blur: 14 * u, opacity: 0.3 }));
    S.add(surface(S, sx, H * 0.04, sw, deskY - H * 0.04 - 120 * u, fin, 'v', { tone: -0.1 }));
    const ix = sx + 18 * u;
    const iw = sw - 36 * u;
    const it = H * 0.04 + 18 * u;
    const ib = deskY - 120 * u - 10 * u;
    S.add(S.paint(ix, it, iw, ib - it, PAINTS[fin.paint] ? PAINTS[fin.paint].dark : shade(fin.paint || C.sand, -0.2), { amt: 0.3 }));
    S.add(`<rect x="${f(ix)}" y="${f(it)}" width="${f(iw)}" height="${f(ib - it)}" fill="${S.lin([[0, '#000', 0.3], [1, '#000', 0.1]])}"/>`);
    const n = 3;
    const step = (ib - it) / n;
    for (let k = 1; k <= n; k++) {
      const y = it + k * step;
      S.add(shelfDecor(S, ix + 6 * u, y - (k < n ? 14 * u : 0), iw - 12 * u, step * 0.7, { kinds: ['books', 'books', 'vase', 'plant', 'stack', 'bowl'] }));
      if (k < n) S.add(shelf(S, ix - 2, y - 14 * u, iw + 4, 14 * u, shelfFin));
    }
    S.add(S.bevel(ix, it, iw, ib - it, { size: 5 * u, inset: true, dark: 0.4, light: 0.15 }));
  }
  // desk
  S.add(shelf(S, x0, deskY, x1 - x0, 26 * u, shelfFin));
  // drawers under desk on both sides, open knee space in the middle
  const dTop = deskY + 26 * u;
  for (const [sx, sw] of [[x0 + 30 * u, W * 0.26], [W - W * 0.26 - 10 * u, W * 0.26]]) {
    const n = 3;
    const dh = (floorTop - 20 * u - dTop) / n;
    for (let k = 0; k < n; k++) {
      S.add(door(S, sx, dTop + k * dh + 4 * u, sw, dh - 6 * u, fin, { frame: 14 * u }));
      S.add(pull(S, sx + sw / 2, dTop + k * dh + dh / 2, 90 * u, { metal: o.metal || 'brass', t: 7 * u }));
    }
  }
  S.add(`<rect x="${f(W * 0.29)}" y="${f(dTop)}" width="${f(W * 0.42)}" height="${f(floorTop - dTop)}" fill="${S.lin([[0, '#000', 0.35], [1, '#000', 0.05]])}"/>`);
  // desk items: lamp, laptop, books, plant, mug
  const lampX = W * 0.2;
  S.add(glow(S, lampX + 40 * u, deskY - 120 * u, 220 * u, '#ffe2a6', 0.45));
  S.add(`<path d="M${f(lampX)},${f(deskY)}h${f(50 * u)}M${f(lampX + 25 * u)},${f(deskY)}L${f(lampX + 10 * u)},${f(deskY - 110 * u)}L${f(lampX + 70 * u)},${f(deskY - 160 * u)}" stroke="${C.black}" stroke-width="${f(6 * u)}" fill="none" stroke-linecap="round"/>`);
  S.add(`<path d="M${f(lampX + 50 * u)},${f(deskY - 175 * u)}l${f(60 * u)},${f(10 * u)}l${f(-10 * u)},${f(45 * u)}Z" fill="${C.black}"/>`);
  S.add(`<path d="M${f(W * 0.42)},${f(deskY)}l${f(20 * u)},${f(-110 * u)}h${f(170 * u)}l${f(-20 * u)},${f(110 * u)}Z" fill="#3b3d40"/>`);
  S.add(`<path d="M${f(W * 0.42)},${f(deskY)}l${f(20 * u)},${f(-110 * u)}h${f(170 * u)}l${f(-20 * u)},${f(110 * u)}Z" fill="${S.lin([[0, '#fff', 0.2], [1, '#fff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  S.add(`<rect x="${f(W * 0.405)}" y="${f(deskY - 6 * u)}" width="${f(200 * u)}" height="${f(6 * u)}" fill="#8d9093"/>`);
  S.add(books(S, W * 0.66, deskY, 90 * u, { maxH: 110 * u }));
  S.add(plant(S, W * 0.76, deskY, 110 * u, { style: 'trailing', pot: '#e4dbcc' }));
  S.add(vessel(S, W * 0.6, deskY, 36 * u, { kind: 'pot', color: C.terracotta }));
  // chair back in the foreground
  if (o.chair !== false) {
    const cx = W * 0.5;
    const cy = H * 0.75;
    S.add(`<rect x="${f(cx - 150 * u)}" y="${f(cy)}" width="${f(300 * u)}" height="${f(260 * u)}" rx="${f(60 * u)}" fill="${o.chairColor || '#6b4a33'}"/>`);
    S.add(S.texRect(cx - 150 * u, cy, 300 * u, 260 * u, 'linen', { blend: 'soft-light', opacity: 0.8, rx: 60 * u }));
    S.add(`<rect x="${f(cx - 150 * u)}" y="${f(cy)}" width="${f(300 * u)}" height="${f(260 * u)}" rx="${f(60 * u)}" fill="${S.lin([[0, '#fff', 0.2], [0.4, '#fff', 0], [1, '#000', 0.45]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  }
  S.add(S.finish({ lightX: 0.5, lightY: 0.2, vignette: 0.45 }));
}

const CLOTHES = ['#e9e2d4', '#d8ccb6', '#8f9d80', '#2f4a3b', '#b5694a', '#3a3836', '#c9b79c', '#5a6b7a', '#f3efe8', '#a67b4f'];

/** Walk-in closet system: hanging, shelves with folded stacks, drawers, shoes. */
export function closet(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const fin = o.fin || { wood: 'whiteOak' };
  const floorTop = elevationBase(S, { wall: o.wall || shade(C.cream, -0.04), species: o.floor || 'walnut', vx: W * 0.5 });
  const top = H * 0.05;
  const cols = o.cols || ['hang2', 'shelves', 'drawers', 'hang', 'shoes'];
  const colW = W / (cols.length - 0.3);
  const x0 = -colW * 0.15;
  const panelT = 18 * u;
  const back = fin.wood ? shade(C.sand, -0.15) : PAINTS[fin.paint] ? PAINTS[fin.paint].dark : C.sand;
  S.add(S.paint(x0, top, W - 2 * x0, floorTop - top, o.backColor || back, { amt: 0.3 }));
  S.add(`<rect x="0" y="${f(top)}" width="${W}" height="${f(floorTop - top)}" fill="${S.lin([[0, '#000', 0.3], [0.4, '#000', 0.05], [1, '#000', 0.25]])}"/>`);
  S.add(glow(S, W * 0.5, top, W * 0.6, '#ffe6bb', 0.35));
  cols.forEach((kind, i) => {
    const cx = x0 + i * colW + panelT;
    const cw = colW - panelT;
    const y0 = top + 20 * u;
    if (kind === 'hang' || kind === 'hang2') {
      const rods = kind === 'hang2' ? [y0 + 40 * u, y0 + (floorTop - y0) / 2 + 20 * u] : [y0 + 120 * u];
      const len = kind === 'hang2' ? (floorTop - y0) / 2 - 80 * u : floorTop - y0 - 320 * u;
      if (kind === 'hang') S.add(shelfDecor(S, cx + 14 * u, y0 + 80 * u, cw - 28 * u, 60 * u, { kinds: ['books', 'bowl', 'stack'] }), shelf(S, cx, y0 + 80 * u, cw, panelT, fin));
      for (const ry of rods) {
        S.add(shelf(S, cx, ry - 30 * u, cw, panelT, fin));
        S.add(`<rect x="${f(cx)}" y="${f(ry)}" width="${f(cw)}" height="${f(8 * u)}" rx="${f(4 * u)}" fill="${S.lin([[0, '#7a5a26'], [0.4, '#e9cd8a'], [1, '#6d4f20']])}"/>`);
        let hx = cx + 20 * u;
        while (hx < cx + cw - 50 * u) {
          const gw = rng.range(34, 60) * u;
          S.add(garment(S, hx + gw / 2, ry, gw, len * rng.range(0.75, 1), rng.pick(o.clothes || CLOTHES), u));
          hx += gw * 0.62;
        }
      }
      if (kind === 'hang') {
        // shoe shelf at the bottom
        S.add(shelf(S, cx, floorTop - 90 * u, cw, panelT, fin));
        S.add(shoes(S, cx + 10 * u, floorTop - 90 * u, cw - 20 * u, u));
      }
    } else if (kind === 'shelves') {
      const n = 6;
      const step = (floorTop - 40 * u - y0) / n;
      for (let k = 1; k <= n; k++) {
        const y = y0 + k * step;
        S.add(folded(S, cx + 12 * u, y - 4, cw - 24 * u, step * 0.72, u));
        S.add(shelf(S, cx, y, cw, panelT, fin));
      }
    } else if (kind === 'drawers') {
      const mid = y0 + (floorTop - y0) * 0.45;
      const n = 2;
      const step = (mid - y0) / n;
      for (let k = 1; k <= n; k++) {
        S.add(shelfDecor(S, cx + 14 * u, y0 + k * step - 6, cw - 28 * u, step * 0.7, { kinds: ['bowl', 'vase', 'books', 'plant'] }));
        S.add(shelf(S, cx, y0 + k * step, cw, panelT, fin));
      }
      const dn = 4;
      const dh = (floorTop - 20 * u - mid - panelT) / dn;
      for (let k = 0; k < dn; k++) {
        S.add(door(S, cx + 4 * u, mid + panelT + k * dh + 3 * u, cw - 8 * u, dh - 6 * u, fin, { style: o.drawerStyle || 'slab' }));
        S.add(pull(S, cx + cw / 2, mid + panelT + k * dh + dh * 0.5, 110 * u, { metal: o.metal || 'brass', t: 7 * u }));
      }
    } else if (kind === 'shoes') {
      const n = 6;
      const step = (floorTop - 40 * u - y0) / n;
      for (let k = 1; k <= n; k++) {
        const y = y0 + k * step;
        S.add(shoes(S, cx + 10 * u, y, cw - 20 * u, u));
        S.add(shelf(S, cx, y, cw, panelT, fin));
      }
    }
    // side panel
    const px = x0 + i * colW;
    S.add(S.shadow(px + panelT, top, 12 * u, floorTop - top, { blur: 10 * u, opacity: 0.35 }));
    S.add(surface(S, px, top, panelT, floorTop - top, fin, 'v'));
    S.add(S.bevel(px, top, panelT, floorTop - top, { size: 2 }));
  });
  const px = x0 + cols.length * colW;
  S.add(surface(S, px, top, panelT, floorTop - top, fin, 'v'));
  S.add(surface(S, -20, top - 26 * u, W + 40, 30 * u, fin, 'h'));
  S.add(S.bevel(-20, top - 26 * u, W + 40, 30 * u, { size: 3 }));
  S.add(S.finish({ lightX: 0.5, lightY: 0.0, vignette: 0.5 }));
}

function garment(S, cx, ry, w, len, col, u) {
  let out = `<path d="M${f(cx)},${f(ry + 2 * u)}q${f(-6 * u)},${f(-14 * u)} ${f(4 * u)},${f(-14 * u)}" stroke="#6a6a6a" stroke-width="${f(2.2 * u)}" fill="none"/>`;
  const sh = 20 * u;
  const d = `M${f(cx - w * 0.15)},${f(ry + 6 * u)}L${f(cx - w / 2)},${f(ry + sh)}L${f(cx - w / 2 + 2 * u)},${f(ry + len)}L${f(cx + w / 2 - 2 * u)},${f(ry + len)}L${f(cx + w / 2)},${f(ry + sh)}L${f(cx + w * 0.15)},${f(ry + 6 * u)}Z`;
  out += `<path d="${d}" fill="#000" opacity="0.3" transform="translate(${f(5 * u)} ${f(3 * u)})"/>`;
  out += `<path d="${d}" fill="${col}"/>`;
  out += `<path d="${d}" fill="${S.lin([[0, '#000', 0.25], [0.3, '#fff', 0.12], [0.6, '#000', 0.05], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<path d="${d}" fill="${S.lin([[0, '#fff', 0.1], [1, '#000', 0.2]])}"/>`;
  return out;
}
function folded(S, x, y, w, h, u) {
  const rng = S.rng;
  let out = '';
  let cx = x;
  while (cx < x + w - 60 * u) {
    const sw = Math.min(x + w - cx, rng.range(80, 110) * u);
    const n = rng.int(3, 6);
    const th = Math.min(h / n, rng.range(14, 20) * u);
    for (let k = 0; k < n; k++) {
      const col = rng.pick(CLOTHES);
      const yy = y - (k + 1) * th;
      out += `<rect x="${f(cx + rng.range(-2, 2) * u)}" y="${f(yy)}" width="${f(sw)}" height="${f(th - 1)}" rx="${f(th * 0.4)}" fill="${col}"/>`;
      out += `<rect x="${f(cx)}" y="${f(yy)}" width="${f(sw)}" height="${f(th - 1)}" rx="${f(th * 0.4)}" fill="${S.lin([[0, '#fff', 0.25], [1, '#000', 0.3]])}"/>`;
    }
    cx += sw + rng.range(14, 30) * u;
  }
  return out;
}
function shoes(S, x, y, w, u) {
  const rng = S.rng;
  let out = '';
  let cx = x + 6 * u;
  while (cx < x + w - 60 * u) {
    const col = rng.pick(['#3b2a1e', '#1f1e1d', '#8a5a3c', '#e9e2d4', '#6b4a33', '#b5694a']);
    for (let k = 0; k < 2; k++) {
      const sx = cx + k * 30 * u;
      const d = `M${f(sx)},${f(y)}v${f(-22 * u)}q${f(2 * u)},${f(-8 * u)} ${f(12 * u)},${f(-8 * u)}h${f(8 * u)}q${f(14 * u)},${f(10 * u)} ${f(10 * u)},${f(30 * u)}Z`;
      out += `<path d="${d}" fill="${col}"/><path d="${d}" fill="${S.lin([[0, '#fff', 0.25], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    }
    cx += 80 * u;
  }
  return out;
}

const JAR_FILL = ['#d9b36c', '#c2703d', '#7a4b30', '#efe6d2', '#a33b26', '#e6c35c', '#5c6b3a', '#3d2a1e', '#d6c3a1'];
/** Pantry shelves: jars, baskets, crates. */
export function pantry(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const fin = o.fin || { wood: 'whiteOak' };
  const floorTop = elevationBase(S, { wall: o.wall || C.sageLight, species: o.floor || 'whiteOak' });
  const top = H * 0.04;
  const x0 = o.x0 ?? W * 0.05;
  const x1 = o.x1 ?? W * 0.95;
  const n = o.shelves || 5;
  const step = (floorTop - 60 * u - top) / n;
  S.add(S.paint(x0, top, x1 - x0, floorTop - top, o.back || shade(o.wall || C.sageLight, -0.05), { amt: 0.4 }));
  S.add(`<rect x="${f(x0)}" y="${f(top)}" width="${f(x1 - x0)}" height="${f(floorTop - top)}" fill="${S.lin([[0, '#000', 0.25], [0.5, '#000', 0.05], [1, '#000', 0.2]])}"/>`);
  for (let k = 1; k <= n; k++) {
    const y = top + k * step;
    const h = step * 0.7;
    let cx = x0 + 20 * u;
    const row = k === n ? 'baskets' : k % 2 ? 'jars' : rng.pick(['jars', 'mixed']);
    while (cx < x1 - 80 * u) {
      if (row === 'baskets') {
        const bw = Math.min(x1 - 20 * u - cx, 200 * u);
        S.add(basket(S, cx, y, bw, h * 0.8, u));
        cx += bw + 20 * u;
      } else if (row === 'mixed' && rng.chance(0.35)) {
        const bw = Math.min(x1 - 20 * u - cx, 150 * u);
        S.add(basket(S, cx, y, bw, h * 0.6, u));
        cx += bw + 16 * u;
      } else {
        const jw = rng.range(60, 95) * u;
        const jh = Math.min(h, jw * rng.range(1.1, 1.8));
        S.add(jar(S, cx, y, jw, jh, rng.pick(JAR_FILL), u));
        cx += jw + rng.range(8, 16) * u;
      }
    }
    S.add(shelf(S, x0 - 4, y, x1 - x0 + 8, 20 * u, fin));
  }
  for (const px of [x0 - 24 * u, x1]) {
    S.add(S.shadow(px + 24 * u, top, 14 * u, floorTop - top, { blur: 10 * u, opacity: 0.3 }));
    S.add(surface(S, px, top, 24 * u, floorTop - top, fin, 'v'));
    S.add(S.bevel(px, top, 24 * u, floorTop - top, { size: 2 }));
  }
  S.add(surface(S, x0 - 40 * u, top - 24 * u, x1 - x0 + 80 * u, 28 * u, fin, 'h'));
  S.add(glow(S, W * 0.5, top, W * 0.5, '#ffe6bb', 0.3));
  S.add(S.finish({ lightX: 0.3, lightY: 0.0, vignette: 0.45 }));
}
function jar(S, x, y, w, h, fill, u) {
  const lidH = Math.max(10 * u, h * 0.12);
  const body = `M${f(x)},${f(y - h + lidH + 6 * u)}q0,${f(-6 * u)} ${f(6 * u)},${f(-6 * u)}h${f(w - 12 * u)}q${f(6 * u)},0 ${f(6 * u)},${f(6 * u)}V${f(y - 4 * u)}q0,${f(4 * u)} ${f(-4 * u)},${f(4 * u)}H${f(x + 4 * u)}q${f(-4 * u)},0 ${f(-4 * u)},${f(-4 * u)}Z`;
  let out = `<path d="${body}" fill="#000" opacity="0.25" transform="translate(${f(6 * u)} ${f(2 * u)})"/>`;
  const fillTop = y - h * S.rng.range(0.45, 0.8);
  const clip = S.clipPath(body);
  out += `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="#e9ece6" opacity="0.35"/><rect x="${f(x)}" y="${f(fillTop)}" width="${f(w)}" height="${f(y - fillTop)}" fill="${fill}"/>`;
  out += S.texRect(x, fillTop, w, y - fillTop, 'granule', { blend: 'overlay', opacity: 0.9, scale: 0.6 * u });
  out += `</g>`;
  out += `<path d="${body}" fill="${S.lin([[0, '#fff', 0.35], [0.15, '#fff', 0.55], [0.25, '#fff', 0.05], [0.8, '#000', 0.05], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<path d="${body}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.2"/>`;
  out += S.woodH(x + 3 * u, y - h, w - 6 * u, lidH, { species: 'maple', rx: 2 * u });
  // blank label
  if (h > 70 * u) out += `<rect x="${f(x + w * 0.18)}" y="${f(y - h * 0.5)}" width="${f(w * 0.64)}" height="${f(h * 0.18)}" rx="2" fill="#f4efe4" opacity="0.92"/>`;
  return out;
}
function basket(S, x, y, w, h, u) {
  let out = S.shadow(x + 6 * u, y - h + 6 * u, w, h, { blur: 6 * u, opacity: 0.35 });
  const clip = S.clipRect(x, y - h, w, h, 8 * u);
  out += `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="#b08a5a"/>`;
  const rowH = 9 * u;
  for (let r = 0; r * rowH < h; r++) {
    for (let c = 0; c * 16 * u < w + 16 * u; c++) {
      const ox = (r % 2) * 8 * u;
      out += `<rect x="${f(x + c * 16 * u - ox)}" y="${f(y - h + r * rowH)}" width="${f(14 * u)}" height="${f(rowH - 1.5 * u)}" rx="${f(4 * u)}" fill="${r % 2 ? '#c9a372' : '#bd9663'}"/>`;
    }
  }
  out += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.35]])}"/>`;
  out += `</g>`;
  out += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(12 * u)}" rx="${f(6 * u)}" fill="#9a7446"/>`;
  return out;
}
