import { f } from '../svg.mjs';
import { C, PAINTS } from '../palette.mjs';
import { door, pull, knob, counter, tiles, perspFloor, windowUnit, books, vessel, plant, pendant, shade, surface, roomShell } from '../components.mjs';

/**
 * Kitchen elevation. o: paint, stone, tile, layout ('window' | 'hood' | 'shelves'), species, pendants
 */
export function kitchen(S, o = {}) {
  const { W, H } = S;
  const fin = o.fin || { paint: 'sage' };
  const p = PAINTS[fin.paint] || PAINTS.sage;
  const stone = o.stone || 'quartz';
  const u = H / 1067;
  const floorTop = H * 0.86;
  const counterY = H * 0.555;
  const counterH = 30 * u;
  const lowerTop = counterY + counterH;
  const toe = floorTop - 34 * u;
  const upperTop = H * 0.04;
  const upperBot = H * 0.34;
  const wallC = o.wall || C.cream;

  // wall
  S.add(S.paint(0, 0, W, floorTop, wallC, { amt: 0.5 }));
  // backsplash
  const tileColors = o.tileColors || ['#ece4d4', '#e6dccb', '#f1eadf', '#e2d7c4'];
  const tileTop = o.layout === 'hood' ? 0 : upperBot - 6 * u;
  S.add(tiles(S, 0, tileTop, W, counterY - tileTop + 2, { tw: o.tw || 66 * u, th: o.th || 22 * u, layout: o.tileLayout || 'subway', colors: tileColors, grout: 2.2 * u, groutColor: '#d8cebd', stone: o.tileStone }));

  // floor
  S.add(perspFloor(S, { yH: H * 0.42, yTop: floorTop, yBot: H + 2, vx: W * (o.vx ?? 0.5), species: o.floor || 'whiteOak', dir: 'z', plank: 30 * u }));
  S.add(`<rect x="0" y="${f(floorTop)}" width="${W}" height="${f(60 * u)}" fill="${S.lin([[0, '#000', 0.45], [1, '#000', 0]])}"/>`);

  const colW = W / 7.2;
  const x0 = o.x0 ?? -colW * 0.35;
  const cols = [];
  for (let i = 0; i < 9; i++) cols.push(x0 + i * colW);
  const centerI = o.centerCol ?? 3; // columns centerI..centerI+1 form the feature
  const featX = cols[centerI];
  const featW = colW * 2;

  // feature: window, hood or shelves
  let drawRange = null;
  if (o.layout === 'hood') {
    const hx = featX + featW * 0.05;
    const hw = featW * 0.9;
    const hb = upperBot + 30 * u;
    const d = `M${f(hx + hw * 0.14)},${f(0)}L${f(hx + hw * 0.86)},${f(0)}L${f(hx + hw * 0.86)},${f(hb - 120 * u)}L${f(hx + hw)},${f(hb - 20 * u)}L${f(hx + hw)},${f(hb)}L${f(hx)},${f(hb)}L${f(hx)},${f(hb - 20 * u)}L${f(hx + hw * 0.14)},${f(hb - 120 * u)}Z`;
    S.add(S.shadowPath(d, { blur: 14 * u, opacity: 0.35, transform: `translate(${f(8 * u)} ${f(12 * u)})` }));
    S.add(`<path d="${d}" fill="${o.hoodColor || shade(wallC, -0.04)}"/>`);
    S.add(S.texRect(hx, 0, hw, hb, 'plaster', { blend: 'soft-light', opacity: 0.9, clip: S.clipPath(d) }));
    S.add(`<path d="${d}" fill="${S.lin([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    // wood band
    S.add(S.woodH(hx - 4 * u, hb - 26 * u, hw + 8 * u, 26 * u, { species: o.species || 'walnut' }));
    drawRange = () => {
    const ry = lowerTop;
    S.add(S.shadow(hx + 10 * u, counterY, hw - 20 * u, toe - counterY, { blur: 10 * u, opacity: 0.4 }));
    S.add(`<rect x="${f(hx + 14 * u)}" y="${f(counterY - 8 * u)}" width="${f(hw - 28 * u)}" height="${f(toe - counterY + 8 * u)}" fill="${S.lin([[0, '#5b5f62'], [0.05, '#c9cdcf'], [0.5, '#9ea3a6'], [1, '#6d7275']], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    S.add(`<rect x="${f(hx + 40 * u)}" y="${f(ry + 60 * u)}" width="${f(hw - 80 * u)}" height="${f(toe - ry - 90 * u)}" rx="${f(6 * u)}" fill="#1e1f20"/>`);
    S.add(`<rect x="${f(hx + 40 * u)}" y="${f(ry + 60 * u)}" width="${f(hw - 80 * u)}" height="${f(toe - ry - 90 * u)}" rx="${f(6 * u)}" fill="${S.lin([[0, '#fff', 0.25], [0.3, '#fff', 0.02], [1, '#fff', 0.08]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
    S.add(pull(S, hx + hw / 2, ry + 40 * u, hw - 120 * u, { metal: 'nickel', t: 9 * u }));
    for (let k = 0; k < 5; k++) S.add(knob(S, hx + 50 * u + k * ((hw - 100 * u) / 4), ry + 14 * u, 8 * u, 'black'));
    };
  } else if (o.layout === 'shelves') {
    for (let s = 0; s < 3; s++) {
      const sy = upperTop + 70 * u + s * 105 * u;
      S.add(S.shadow(featX, sy + 8 * u, featW, 14 * u, { blur: 8 * u, opacity: 0.4 }));
      if (s < 2) S.add(items(S, featX + 20 * u, sy, featW - 40 * u, u));
      S.add(S.woodH(featX - 10 * u, sy, featW + 20 * u, 16 * u, { species: o.species || 'walnut' }));
    }
  } else {
    const wx = featX + featW * 0.12;
    const ww = featW * 0.76;
    S.add(windowUnit(S, wx, upperTop + 40 * u, ww, counterY - upperTop - 110 * u, { cols: 2, rows: 2, frame: o.frameColor || C.warmWhite, time: o.time || 'day', sun: [0.3, 0.4], casingW: 22 * u, frameW: 14 * u, sill: true }));
  }

  // uppers
  const upperFin = o.upperFin || fin;
  for (let i = 0; i < cols.length; i++) {
    if (i === centerI || i === centerI + 1) continue;
    const x = cols[i] + 3 * u;
    const glass = o.glassUppers && (i === centerI - 1 || i === centerI + 2);
    S.add(S.shadow(cols[i], upperTop, colW, upperBot - upperTop, { blur: 10 * u, opacity: 0.28 }));
    S.add(surface(S, cols[i], upperTop - 10 * u, colW, upperBot - upperTop + 10 * u, upperFin, 'v', { tone: -0.18 }));
    S.add(
      door(S, x, upperTop, colW - 6 * u, upperBot - upperTop, upperFin, {
        style: glass ? 'glass' : o.doorStyle || 'shaker',
        inside: glass ? (ix, iy, iw, ih) => glassInside(S, ix, iy, iw, ih, u) : undefined,
      }),
    );
    const hx = i < centerI ? x + colW - 24 * u : x + 18 * u;
    S.add(o.hw === 'knob' ? knob(S, hx, upperBot - 30 * u, 7 * u, o.metal || 'brass') : pull(S, hx, upperBot - 60 * u, 70 * u, { vertical: true, metal: o.metal || 'brass', t: 7 * u }));
  }
  // under-cabinet light on the backsplash
  if (o.layout !== 'hood') {
    S.add(`<rect x="0" y="${f(upperBot)}" width="${W}" height="${f(counterY - upperBot)}" fill="${S.lin([[0, '#fff1cf', 0.35], [0.35, '#fff1cf', 0.08], [1, '#000', 0.05]])}"/>`);
    S.add(`<rect x="0" y="${f(upperBot)}" width="${W}" height="${f(10 * u)}" fill="${S.lin([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
  }
  // crown
  S.add(S.shadow(0, upperTop - 18 * u, W, 22 * u, { blur: 6 * u, opacity: 0.3 }));
  S.add(S.paint(0, upperTop - 30 * u, W, 26 * u, shade(p.main, 0.04), { amt: 0.2 }));
  S.add(S.bevel(0, upperTop - 30 * u, W, 26 * u, { size: 3 * u }));

  // counter + lowers
  S.add(`<rect x="0" y="${f(lowerTop)}" width="${W}" height="${f(toe - lowerTop)}" fill="${p.dark}"/>`);
  for (let i = 0; i < cols.length; i++) {
    const x = cols[i] + 3 * u;
    const w = colW - 6 * u;
    const top = lowerTop + 6 * u;
    const hTot = toe - top - 4 * u;
    const drawerStack = i % 3 === 0 && !(o.layout === 'hood' && (i === centerI || i === centerI + 1));
    if (o.layout === 'hood' && (i === centerI || i === centerI + 1)) continue;
    if (drawerStack) {
      const hs = [hTot * 0.26, hTot * 0.35, hTot * 0.39];
      let yy = top;
      for (const hh of hs) {
        S.add(door(S, x, yy, w, hh - 5 * u, fin, { frame: 16 * u }));
        S.add(pull(S, x + w / 2, yy + (hh - 5 * u) / 2, 90 * u, { metal: o.metal || 'brass', t: 7 * u }));
        yy += hh;
      }
    } else {
      S.add(door(S, x, top, w, hTot * 0.24 - 4 * u, fin, { frame: 14 * u }));
      S.add(pull(S, x + w / 2, top + (hTot * 0.24 - 4 * u) / 2, 70 * u, { metal: o.metal || 'brass', t: 7 * u }));
      S.add(door(S, x, top + hTot * 0.24 + 2 * u, w, hTot * 0.76 - 2 * u, fin));
      const hx = i % 2 ? x + 20 * u : x + w - 20 * u;
      S.add(pull(S, hx, top + hTot * 0.24 + 60 * u, 70 * u, { vertical: true, metal: o.metal || 'brass', t: 7 * u }));
    }
  }
  S.add(`<rect x="0" y="${f(toe)}" width="${W}" height="${f(floorTop - toe)}" fill="#191612"/>`);
  S.add(counter(S, -10, counterY, W + 20, counterH, stone));
  if (drawRange) drawRange();

  // sink + faucet under window
  if (!o.layout || o.layout === 'window') {
    const cx = featX + featW / 2;
    S.add(`<path d="M${f(cx - 14 * u)},${f(counterY)}V${f(counterY - 130 * u)}Q${f(cx - 14 * u)},${f(counterY - 170 * u)} ${f(cx + 30 * u)},${f(counterY - 170 * u)}Q${f(cx + 72 * u)},${f(counterY - 170 * u)} ${f(cx + 72 * u)},${f(counterY - 120 * u)}V${f(counterY - 100 * u)}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(14 * u)}" fill="none" filter="${S.blur(5 * u)}" transform="translate(${f(6 * u)} ${f(6 * u)})"/>`);
    S.add(`<path d="M${f(cx - 14 * u)},${f(counterY)}V${f(counterY - 130 * u)}Q${f(cx - 14 * u)},${f(counterY - 170 * u)} ${f(cx + 30 * u)},${f(counterY - 170 * u)}Q${f(cx + 72 * u)},${f(counterY - 170 * u)} ${f(cx + 72 * u)},${f(counterY - 120 * u)}V${f(counterY - 100 * u)}" stroke="${o.metal === 'black' ? '#222' : '#b8914a'}" stroke-width="${f(11 * u)}" fill="none" stroke-linecap="round"/>`);
    S.add(`<rect x="${f(cx - 30 * u)}" y="${f(counterY - 10 * u)}" width="${f(34 * u)}" height="${f(10 * u)}" fill="${o.metal === 'black' ? '#222' : C.brassDark}"/>`);
    S.add(vessel(S, cx - 210 * u, counterY, 90 * u, { kind: 'jug', color: '#e9e2d3' }));
    S.add(plant(S, cx + 200 * u, counterY, 120 * u, { pot: '#c9b9a1' }));
  } else {
    S.add(vessel(S, featX - colW * 0.5, counterY, 70 * u, { kind: 'bowl', color: '#d9cdb8' }));
    S.add(woodBoard(S, featX + featW + colW * 0.3, counterY, 160 * u, u));
  }
  if (o.pendants) {
    const cx = featX + featW / 2;
    S.add(pendant(S, cx - featW * 0.55, 0, H * 0.3, 55 * u, { color: C.black }));
    S.add(pendant(S, cx + featW * 0.55, 0, H * 0.3, 55 * u, { color: C.black }));
  }
  S.add(S.finish({ lightX: 0.15, lightY: 0.05, vignette: 0.4 }));
  return S;
}

function glassInside(S, x, y, w, h, u) {
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#4a433b"/>`;
  const s1 = y + h * 0.5;
  out += `<rect x="${f(x)}" y="${f(s1)}" width="${f(w)}" height="${f(4 * u)}" fill="#d6cbb8"/>`;
  out += vessel(S, x + w * 0.3, s1, 40 * u, { kind: 'bowl', color: '#efe9de' });
  out += vessel(S, x + w * 0.7, s1, 60 * u, { kind: 'vase', color: '#e8e0d0' });
  out += vessel(S, x + w * 0.45, y + h - 2, 50 * u, { kind: 'jug', color: '#dcd2c0' });
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.25"/>`;
  return out;
}

function items(S, x, y, w, u) {
  const rng = S.rng;
  let out = '';
  let cx = x;
  while (cx < x + w - 40 * u) {
    const kind = rng.pick(['bowl', 'vase', 'jug', 'books', 'plant']);
    if (kind === 'books') {
      out += books(S, cx, y, 70 * u, { maxH: 70 * u });
      cx += 80 * u;
    } else if (kind === 'plant') {
      out += plant(S, cx + 35 * u, y, 70 * u, { style: 'trailing' });
      cx += 80 * u;
    } else {
      const s = rng.range(45, 75) * u;
      out += vessel(S, cx + s * 0.6, y, s, { kind, color: rng.pick(['#ebe3d4', '#d8cdb9', '#b5694a', '#8f9d80', '#3a3836']) });
      cx += s * 1.3;
    }
  }
  return out;
}

function woodBoard(S, cx, y, len, u) {
  const h = len * 0.55;
  const x = cx - len / 2;
  let out = S.shadow(x + 10 * u, y - h + 10 * u, len, h, { blur: 8 * u, opacity: 0.35, rx: 10 * u });
  const clip = S.clipRect(x, y - h, len, h, 12 * u);
  out += `<g clip-path="${clip}">${S.woodV(x, y - h, len, h, { species: 'walnut' })}</g>`;
  return out;
}

/** Kitchen island in one-point perspective with back-wall cabinetry and pendants. */
export function island(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const fin = o.fin || { paint: 'sage' };
  const islandFin = o.islandFin || { wood: 'walnut' };
  const bx0 = W * 0.12;
  const bx1 = W * 0.88;
  const by0 = H * 0.08;
  const by1 = H * 0.62;
  const g = roomShell(S, { bx0, by0, bx1, by1, vy: H * 0.4, wall: o.wall || C.cream, species: o.floor || 'whiteOak', plank: 24 });
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  // back wall run: uppers, backsplash, counter, lowers (scaled elevation)
  const s = bh / 700;
  const cTop = by0 + bh * 0.56;
  S.add(tiles(S, bx0, by0 + bh * 0.3, bw, cTop - by0 - bh * 0.3, { colors: o.tileColors || ['#ece4d4', '#e6dccb', '#f1eadf'], layout: 'subway', tw: 40 * s, th: 14 * s, grout: 1.4 * s }));
  const n = 8;
  const cw = bw / n;
  for (let i = 0; i < n; i++) {
    if (i === 3 || i === 4) continue;
    S.add(door(S, bx0 + i * cw + 2 * s, by0 + 6 * s, cw - 4 * s, bh * 0.3 - 10 * s, fin, { frame: 12 * s }));
    S.add(pull(S, bx0 + i * cw + (i < 3 ? cw - 14 * s : 14 * s), by0 + bh * 0.3 - 40 * s, 40 * s, { vertical: true, metal: o.metal || 'brass', t: 5 * s }));
  }
  // hood over the range
  const hx = bx0 + 3 * cw;
  const hood = `M${f(hx + cw * 0.25)},${f(by0)}H${f(hx + cw * 1.75)}V${f(by0 + bh * 0.2)}L${f(hx + cw * 2)},${f(by0 + bh * 0.34)}H${f(hx)}L${f(hx + cw * 0.25)},${f(by0 + bh * 0.2)}Z`;
  S.add(`<path d="${hood}" fill="${shade(o.wall || C.cream, -0.05)}"/><path d="${hood}" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  S.add(S.woodH(hx - 4 * s, by0 + bh * 0.34 - 14 * s, cw * 2 + 8 * s, 14 * s, { species: 'walnut' }));
  S.add(`<rect x="${f(bx0)}" y="${f(cTop + 14 * s)}" width="${f(bw)}" height="${f(by1 - cTop - 14 * s)}" fill="${PAINTS[fin.paint] ? PAINTS[fin.paint].dark : '#555'}"/>`);
  for (let i = 0; i < n; i++) {
    S.add(door(S, bx0 + i * cw + 2 * s, cTop + 18 * s, cw - 4 * s, by1 - cTop - 40 * s, fin, { frame: 12 * s }));
    S.add(pull(S, bx0 + i * cw + cw / 2, cTop + 40 * s, 44 * s, { metal: o.metal || 'brass', t: 5 * s }));
  }
  S.add(`<rect x="${f(bx0)}" y="${f(by1 - 20 * s)}" width="${f(bw)}" height="${f(20 * s)}" fill="#1b1815"/>`);
  S.add(counter(S, bx0, cTop, bw, 14 * s, o.stone || 'quartz'));
  // island: front face is a rect facing the camera, top is a trapezoid
  const K = 1000;
  const pr = (X, Y, Z) => [g.vx + (X * K) / Z, g.vy + (Y * K) / Z];
  const Yf = by1 - g.vy;
  const Z0 = 600;
  const Z1 = 760;
  const iw = bw * 0.27;
  const ih = 130;
  const fl = pr(-iw, Yf - ih, Z0);
  const fr = pr(iw, Yf, Z0);
  const tl = pr(-iw, Yf - ih, Z1);
  const tr = pr(iw, Yf - ih, Z1);
  const topPts = [fl, [fr[0], fl[1]], tr, tl];
  const oh = 10 * (K / Z0);
  S.add(S.shadow(fl[0] + 10, fr[1] - 10, fr[0] - fl[0], 30, { blur: 20, opacity: 0.5 }));
  const fx = fl[0];
  const fy = fl[1] + oh * 0.6;
  const fw = fr[0] - fl[0];
  const fh = fr[1] - fy;
  S.add(surface(S, fx, fy, fw, fh, islandFin, 'v', { tone: -0.1 }));
  const dn = 3;
  for (let i = 0; i < dn; i++) {
    const dx = fx + 12 + (i * (fw - 24)) / dn;
    S.add(door(S, dx + 3, fy + 14, (fw - 24) / dn - 6, fh - 40, islandFin, { style: o.islandStyle || 'shaker' }));
  }
  S.add(`<rect x="${f(fx)}" y="${f(fr[1] - 22)}" width="${f(fw)}" height="22" fill="#14110e"/>`);
  const topD = `M${topPts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z`;
  const tx0 = Math.min(...topPts.map((p) => p[0]));
  const ty0 = Math.min(...topPts.map((p) => p[1]));
  S.add(S.texRect(tx0, ty0, fw, fl[1] - ty0, o.islandStone || o.stone || 'marble', { clip: S.clipPath(topD), scale: 1 }));
  S.add(`<path d="${topD}" fill="${S.lin([[0, '#fff', 0.05], [1, '#fff', 0.2]])}"/>`);
  S.add(S.texRect(fx - 6, fl[1], fw + 12, oh * 0.7, o.islandStone || o.stone || 'marble', { scale: 1 }));
  S.add(`<rect x="${f(fx - 6)}" y="${f(fl[1])}" width="${f(fw + 12)}" height="${f(oh * 0.7)}" fill="${S.lin([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`);
  // decor on island
  S.add(vessel(S, fx + fw * 0.3, fl[1] - 4, 90 * u, { kind: 'bowl', color: '#e9e1d2' }));
  S.add(plant(S, fx + fw * 0.72, fl[1] - 4, 120 * u, { style: 'branch', pot: '#d9cfbf' }));
  // stools in front
  for (let k = 0; k < 3; k++) {
    const sx = fx + fw * (0.2 + k * 0.3);
    const sy = H * 0.98;
    S.add(S.softEllipse(sx, sy, 90 * u, 16 * u, 0.4));
    for (const dx of [-50, 50]) S.add(`<path d="M${f(sx + dx * u * 0.8)},${f(sy - 270 * u)}L${f(sx + dx * u)},${f(sy)}" stroke="${C.black}" stroke-width="${f(10 * u)}"/>`);
    S.add(`<rect x="${f(sx - 70 * u)}" y="${f(sy - 130 * u)}" width="${f(140 * u)}" height="${f(8 * u)}" fill="${C.black}"/>`);
    S.add(S.woodH(sx - 80 * u, sy - 300 * u, 160 * u, 36 * u, { species: o.stoolWood || 'whiteOak', rx: 14 * u }));
  }
  // pendants
  const px = [fx + fw * 0.25, fx + fw * 0.5, fx + fw * 0.75];
  for (const x of px) S.add(pendant(S, x, 0, H * 0.3, 40 * u, { color: o.pendant || C.brass, kind: o.pendantKind || 'dome' }));
  S.add(S.finish({ lightX: 0.5, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
