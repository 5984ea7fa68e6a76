import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { landscape, windowUnit, shade, glow, bricks, ledgestone, metalGrad, plant } from '../components.mjs';

/** Siding field. style: lap | bb (board and batten) | shake */
export function sidingField(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const style = o.style || 'lap';
  const col = o.color || '#8f9d80';
  const exp = o.exposure || 34;
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${col}"/>`;
  if (style === 'lap') {
    const g = S.lin([[0, '#000', 0.38], [0.12, '#000', 0.1], [0.2, '#fff', 0.1], [0.85, '#fff', 0.0], [1, '#000', 0.08]]);
    for (let yy = y + h; yy > y - exp; yy -= exp) out += `<rect x="${f(x)}" y="${f(yy - exp)}" width="${f(w)}" height="${f(exp)}" fill="${g}"/>`;
    // butt joints
    for (let yy = y + h, r = 0; yy > y - exp; yy -= exp, r++) {
      let xx = x + rng.range(-300, 0);
      while (xx < x + w) {
        xx += rng.range(260, 520);
        out += `<rect x="${f(xx)}" y="${f(yy - exp)}" width="1.5" height="${f(exp)}" fill="#000" opacity="0.25"/>`;
      }
    }
  } else if (style === 'bb') {
    const bw = o.board || 90;
    for (let xx = x - rng.range(0, bw); xx < x + w; xx += bw) {
      out += `<rect x="${f(xx + bw * 0.4)}" y="${f(y)}" width="${f(bw * 0.2)}" height="${f(h)}" fill="#000" opacity="0.25" transform="translate(4 0)"/>`;
      out += `<rect x="${f(xx + bw * 0.4)}" y="${f(y)}" width="${f(bw * 0.2)}" height="${f(h)}" fill="${shade(col, 0.04)}"/>`;
      out += `<rect x="${f(xx + bw * 0.4)}" y="${f(y)}" width="${f(bw * 0.2)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.25], [0.3, '#fff', 0.05], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
    }
  } else if (style === 'shake') {
    const rowH = exp;
    for (let yy = y - rowH, r = 0; yy < y + h + rowH; yy += rowH, r++) {
      let xx = x - rng.range(0, 60);
      while (xx < x + w) {
        const sw = rng.range(0.6, 1.6) * rowH;
        out += S.woodV(xx, yy + rng.range(0, rowH * 0.08), sw - 2, rowH * 1.9, { species: o.species || 'cedar', shade: false, tone: (rng.next() - 0.5) * 0.45 });
        out += `<rect x="${f(xx)}" y="${f(yy)}" width="${f(sw - 2)}" height="${f(rowH * 1.9)}" fill="${S.lin([[0, '#000', 0.05], [0.45, '#000', 0.05], [0.5, '#000', 0.35], [0.55, '#000', 0.05], [1, '#000', 0.0]])}"/>`;
        xx += sw;
      }
    }
  }
  out += S.texRect(x, y, w, h, 'plaster', { blend: 'soft-light', opacity: 0.5 });
  out += '</g>';
  return out;
}

/** Architectural shingle field; rows shrink toward the top when perspective is set (0..0.6). */
export function shingles(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const base = o.color || '#4a4b4d';
  const clip = o.clip || S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${shade(base, -0.35)}"/>`;
  let yy = y + h;
  let rowH = o.course || 36;
  const persp = o.perspective || 0;
  const tones = o.tones || [0, -0.05, 0.04, -0.09, 0.07];
  const shadowG = S.lin([[0, '#000', 0.7], [0.12, '#000', 0.25], [0.4, '#000', 0], [1, '#fff', 0.08]]);
  while (yy > y - rowH) {
    let xx = x - rng.range(0, rowH * 2);
    while (xx < x + w) {
      const tw = rng.range(0.8, 2.4) * rowH;
      const col = shade(base, rng.pick(tones) + (rng.next() - 0.5) * 0.05);
      const drop = rng.chance(0.5) ? rowH * rng.range(0.1, 0.25) : 0;
      out += `<rect x="${f(xx)}" y="${f(yy - rowH * 1.3)}" width="${f(tw - 1)}" height="${f(rowH * 1.3 - drop)}" fill="${col}"/>`;
      xx += tw;
    }
    out += `<rect x="${f(x)}" y="${f(yy - rowH * 1.3)}" width="${f(w)}" height="${f(rowH * 1.3)}" fill="${shadowG}"/>`;
    yy -= rowH;
    rowH *= 1 - persp * 0.04;
    if (rowH < 6) break;
  }
  out += S.texRect(x, y, w, h, 'granule', { blend: 'soft-light', opacity: 0.6, scale: o.granuleScale || 0.6 });
  out += '</g>';
  return out;
}

/** Rounded shrub cluster sitting on y. */
export function shrub(S, cx, y, w, o = {}) {
  const rng = S.rng;
  const cols = o.colors || ['#3f5a43', '#4d6b4f', '#36503b', '#5b7a58'];
  let out = S.softEllipse(cx, y, w * 0.6, w * 0.08, 0.45);
  const n = (o.n || 9) * 3;
  const circles = [];
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const r = w * rng.range(0.08, 0.15);
    const px = cx + (rng.next() - 0.5) * w * 0.8 * (1 - t * 0.4);
    const py = y - r * 0.6 - t * w * 0.35 * (o.tall || 1) - rng.next() * w * 0.08;
    circles.push([px, py, r]);
    const c = rng.pick(cols);
    out += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}" fill="${c}"/><circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}" fill="${S.rad([[0, '#fff', 0.14], [0.6, '#fff', 0], [1, '#000', 0.3]], { cx: 0.35, cy: 0.3, r: 0.8 })}"/>`;
  }
  // leafy texture over the whole shrub
  const clip = S.clipShapes(circles.map(([px, py, r]) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}"/>`).join(''));
  const bx = cx - w * 0.6;
  const by = y - w * 0.7 * (o.tall || 1) - w * 0.2;
  out += S.texRect(bx, by, w * 1.2, y - by + 4, 'granule', { blend: 'overlay', opacity: 1, clip, scale: 0.9 });
  if (o.flowers) {
    for (let i = 0; i < n * 3; i++) {
      out += `<circle cx="${f(cx + (rng.next() - 0.5) * w * 0.8)}" cy="${f(y - rng.next() * w * 0.45)}" r="${f(w * 0.018)}" fill="${rng.pick(o.flowers)}"/>`;
    }
  }
  return out;
}

/** Deciduous tree (layered blobs) for backgrounds. */
export function tree(S, cx, y, h, o = {}) {
  const rng = S.rng;
  let out = `<path d="M${f(cx - h * 0.03)},${f(y)}L${f(cx - h * 0.015)},${f(y - h * 0.5)}L${f(cx + h * 0.015)},${f(y - h * 0.5)}L${f(cx + h * 0.03)},${f(y)}Z" fill="${o.trunk || '#4a3b2c'}"/>`;
  const cols = o.colors || ['#4d6b4f', '#5b7a58', '#3f5a43', '#6b8560'];
  for (let i = 0; i < 12; i++) {
    const r = h * rng.range(0.13, 0.22);
    const px = cx + (rng.next() - 0.5) * h * 0.55;
    const py = y - h * 0.55 - (rng.next() - 0.3) * h * 0.4;
    out += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}" fill="${rng.pick(cols)}"/><circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}" fill="${S.rad([[0, '#fff', 0.15], [1, '#000', 0.25]], { cx: 0.35, cy: 0.3, r: 0.8 })}"/>`;
  }
  return out;
}

/** Exterior window: trim, sashes, glass with reflection or warm interior. */
export function extWindow(S, x, y, w, h, o = {}) {
  const trim = o.trim || C.warmWhite;
  const tw = o.trimW ?? w * 0.1;
  let out = S.shadow(x - tw + 5, y - tw + 8, w + 2 * tw, h + 2 * tw, { blur: 8, opacity: 0.35 });
  out += S.paint(x - tw, y - tw * 1.4, w + 2 * tw, h + tw * 2.4, trim, { amt: 0.2 });
  out += S.bevel(x - tw, y - tw * 1.4, w + 2 * tw, h + tw * 2.4, { size: 2 });
  // head cap and sill
  out += S.paint(x - tw * 1.3, y - tw * 1.6, w + tw * 2.6, tw * 0.35, trim, { amt: 0.2 });
  out += `<rect x="${f(x - tw * 1.3)}" y="${f(y - tw * 1.25)}" width="${f(w + tw * 2.6)}" height="${f(tw * 0.25)}" fill="#000" opacity="0.2"/>`;
  out += S.paint(x - tw * 1.25, y + h + tw * 0.7, w + tw * 2.5, tw * 0.4, trim, { amt: 0.2 });
  out += `<rect x="${f(x - tw * 1.25)}" y="${f(y + h + tw * 1.1)}" width="${f(w + tw * 2.5)}" height="${f(tw * 0.3)}" fill="#000" opacity="0.25"/>`;
  out += glass(S, x, y, w, h, o);
  const fw = o.frameW ?? Math.max(5, w * 0.05);
  const fc = o.frame || trim;
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 2;
  const bars = [[x, y, w, fw], [x, y + h - fw, w, fw], [x, y, fw, h], [x + w - fw, y, fw, h]];
  if (o.doubleHung !== false) bars.push([x, y + h / 2 - fw * 0.6, w, fw * 1.2]);
  const m = Math.max(2, fw * 0.45);
  const sashes = o.doubleHung !== false ? [[y, h / 2], [y + h / 2, h / 2]] : [[y, h]];
  for (const [sy, sh] of sashes) {
    for (let c = 1; c < cols; c++) bars.push([x + (w * c) / cols - m / 2, sy, m, sh]);
    for (let r = 1; r < rows; r++) bars.push([x, sy + (sh * r) / rows - m / 2, w, m]);
  }
  for (const [bx, by, bw, bh] of bars) out += `<rect x="${f(bx + 1.5)}" y="${f(by + 2)}" width="${f(bw)}" height="${f(bh)}" fill="#000" opacity="0.25"/>`;
  for (const [bx, by, bw, bh] of bars) out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${fc}"/>`;
  if (o.shutters) {
    for (const sx of [x - tw - w * 0.5 - 8, x + w + tw + 8]) {
      out += S.shadow(sx + 4, y - tw + 6, w * 0.5, h + 2 * tw, { blur: 6, opacity: 0.35 });
      out += S.paint(sx, y - tw, w * 0.5, h + 2 * tw, o.shutters, { amt: 0.3 });
      const n = Math.floor((h + 2 * tw) / 14);
      for (let k = 1; k < n; k++) out += `<rect x="${f(sx + 6)}" y="${f(y - tw + k * 14)}" width="${f(w * 0.5 - 12)}" height="3" fill="#000" opacity="0.22"/>`;
      out += S.bevel(sx, y - tw, w * 0.5, h + 2 * tw, { size: 2 });
    }
  }
  return out;
}
function glass(S, x, y, w, h, o) {
  let out = '';
  if (o.interior === 'warm') {
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#7a5a3c'], [0.6, '#d9a768'], [1, '#f2cf92']])}"/>`;
    out += glow(S, x + w / 2, y + h * 0.3, w * 0.6, '#fff0c8', 0.5);
  } else {
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#8ea4ad'], [0.5, '#5f7479'], [1, '#3b4a4c']])}"/>`;
    out += `<path d="M${f(x)},${f(y)}h${f(w * 0.35)}l${f(-w * 0.35)},${f(h * 0.6)}Z" fill="#fff" opacity="0.12"/>`;
    out += `<path d="M${f(x + w * 0.55)},${f(y)}h${f(w * 0.15)}l${f(-w * 0.5)},${f(h * 0.9)}v${f(-h * 0.25)}Z" fill="#fff" opacity="0.08"/>`;
  }
  return out;
}

/** Siding close-up: wall of siding with a trimmed window and corner board. */
export function siding(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const style = o.style || 'lap';
  S.add(sidingField(S, 0, 0, W, H, { style, color: o.color || '#8f9d80', exposure: (o.exposure || (style === 'shake' ? 72 : 44)) * u, board: 110 * u, species: o.species }));
  // corner board
  if (o.corner !== false) {
    S.add(S.shadow(W * 0.08 + 6, 0, 80 * u, H, { blur: 8 * u, opacity: 0.35 }));
    S.add(S.paint(W * 0.08, 0, 80 * u, H, o.trim || C.warmWhite, { amt: 0.25 }));
    S.add(S.bevel(W * 0.08, 0, 80 * u, H, { size: 3 }));
    S.add(`<rect x="0" y="0" width="${f(W * 0.08)}" height="${H}" fill="${S.lin([[0, '#000', 0.5], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  }
  const ww = W * 0.24;
  const wh = ww * 1.45;
  S.add(extWindow(S, W * 0.55 - ww / 2, H * 0.14, ww, wh, { cols: 2, rows: 2, trim: o.trim || C.warmWhite, shutters: o.shutters, interior: o.interior, trimW: 26 * u }));
  // window box planter
  if (o.flowerBox !== false) {
    const bx = W * 0.55 - ww / 2 - 20 * u;
    const by = H * 0.14 + wh + 50 * u;
    for (let k = 0; k < 3; k++) S.add(shrub(S, bx + (ww + 40 * u) * (0.2 + k * 0.3), by + 6 * u, (ww + 40 * u) * 0.36, { n: 4, tall: 0.5, flowers: ['#f3efe8', '#e8b4a0', '#d98a6b'] }));
    S.add(S.shadow(bx + 6, by + 8, ww + 40 * u, 70 * u, { blur: 8, opacity: 0.35 }));
    S.add(S.woodH(bx, by, ww + 40 * u, 70 * u, { species: 'cedar', maxBoard: 80 }));
  }
  // eave shadow across the top
  S.add(`<rect x="0" y="0" width="${W}" height="${f(H * 0.12)}" fill="${S.lin([[0, '#000', 0.55], [1, '#000', 0]])}"/>`);
  // dappled leaf shadow
  S.add(`<rect width="${W}" height="${H}" fill="${S.lin([[0, '#fff2d6', 0.2], [0.5, '#fff2d6', 0], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  // foundation + shrubs
  const fy = H * 0.9;
  S.add(S.texRect(0, fy, W, H - fy, 'limestone', { scale: 1 }));
  S.add(`<rect x="0" y="${f(fy)}" width="${W}" height="${f(10 * u)}" fill="#000" opacity="0.3"/>`);
  S.add(shrub(S, W * 0.25, H + 30 * u, 360 * u, { n: 12 }));
  S.add(shrub(S, W * 0.88, H + 30 * u, 300 * u, { n: 10 }));
  S.add(S.finish({ lightX: 0.1, lightY: 0.1, warmth: 0.25, vignette: 0.4 }));
}

/** Roof: shingled plane with chimney and dormer under a sky. */
export function roofing(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  S.add(landscape(S, 0, 0, W, H * 0.8, { time: o.time || 'day', sun: [0.8, 0.25], seed: 11, lawn: false }));
  void rng;
  const ridgeY = H * 0.2;
  const eaveY = H * 0.78;
  const roofPath = `M${f(-20)},${f(eaveY)}L${f(W * 0.1)},${f(ridgeY)}L${f(W * 0.9)},${f(ridgeY)}L${f(W + 20)},${f(eaveY)}Z`;
  const clip = S.clipPath(roofPath);
  S.add(S.shadowPath(roofPath, { blur: 16 * u, opacity: 0.35, transform: `translate(0 ${f(14 * u)})` }));
  S.add(shingles(S, -20, ridgeY, W + 40, eaveY - ridgeY, { color: o.color || '#4b4c4e', course: 40 * u, perspective: 0.35, clip }));
  S.add(`<path d="${roofPath}" fill="${S.lin([[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // ridge cap
  S.add(`<rect x="${f(W * 0.1 - 6)}" y="${f(ridgeY - 12 * u)}" width="${f(W * 0.8 + 12)}" height="${f(16 * u)}" fill="${shade(o.color || '#4b4c4e', -0.2)}"/>`);
  for (let x = W * 0.1; x < W * 0.9; x += 30 * u) S.add(`<rect x="${f(x)}" y="${f(ridgeY - 12 * u)}" width="1.5" height="${f(16 * u)}" fill="#000" opacity="0.35"/>`);
  // chimney
  const cx = W * (o.chimneyX ?? 0.7);
  const cw = 150 * u;
  const ctop = ridgeY - 150 * u;
  const cb = ridgeY + 150 * u;
  S.add(S.shadow(cx + 20 * u, ctop, cw, cb - ctop, { blur: 14 * u, opacity: 0.4 }));
  S.add(bricks(S, cx, ctop, cw, cb - ctop, { bw: 40 * u, bh: 14 * u, mortar: 3 * u }));
  S.add(`<rect x="${f(cx)}" y="${f(ctop)}" width="${f(cw)}" height="${f(cb - ctop)}" fill="${S.lin([[0, '#fff', 0.1], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  S.add(`<rect x="${f(cx - 12 * u)}" y="${f(ctop - 16 * u)}" width="${f(cw + 24 * u)}" height="${f(18 * u)}" fill="${S.lin([[0, '#c98a5a'], [0.5, '#e0a878'], [1, '#8a5a34']])}"/>`);
  S.add(`<path d="M${f(cx - 10 * u)},${f(cb)}h${f(cw + 20 * u)}v${f(-24 * u)}h${f(-cw - 20 * u)}Z" fill="${S.lin([[0, '#c98a5a'], [1, '#8a5a34']])}"/>`);
  // dormer
  if (o.dormer !== false) {
    const dx = W * (o.dormerX ?? 0.32);
    const dw = 300 * u;
    const dtop = ridgeY + 60 * u;
    const dbot = eaveY - 120 * u;
    const peak = `M${f(dx - dw / 2 - 30 * u)},${f(dtop + 90 * u)}L${f(dx)},${f(dtop - 30 * u)}L${f(dx + dw / 2 + 30 * u)},${f(dtop + 90 * u)}Z`;
    S.add(S.shadow(dx - dw / 2 + 14 * u, dtop + 60 * u, dw, dbot - dtop - 40 * u, { blur: 14 * u, opacity: 0.45 }));
    S.add(sidingField(S, dx - dw / 2, dtop + 60 * u, dw, dbot - dtop - 60 * u, { color: o.siding || '#e9e2d4', exposure: 22 * u }));
    S.add(extWindow(S, dx - dw * 0.28, dtop + 110 * u, dw * 0.56, dbot - dtop - 170 * u, { cols: 2, rows: 2, trimW: 18 * u, interior: o.interior }));
    S.add(shingles(S, dx - dw / 2 - 40 * u, dtop - 40 * u, dw + 80 * u, 140 * u, { color: o.color || '#4b4c4e', course: 22 * u, clip: S.clipPath(peak) }));
    S.add(`<path d="M${f(dx - dw / 2 - 30 * u)},${f(dtop + 90 * u)}L${f(dx)},${f(dtop - 30 * u)}L${f(dx + dw / 2 + 30 * u)},${f(dtop + 90 * u)}" stroke="${C.warmWhite}" stroke-width="${f(12 * u)}" fill="none"/>`);
  }
  // gutter and fascia
  S.add(`<rect x="0" y="${f(eaveY - 4 * u)}" width="${W}" height="${f(30 * u)}" fill="${C.warmWhite}"/>`);
  S.add(`<rect x="0" y="${f(eaveY - 4 * u)}" width="${W}" height="${f(30 * u)}" fill="${S.lin([[0, '#fff', 0.4], [0.4, '#fff', 0], [1, '#000', 0.25]])}"/>`);
  S.add(`<rect x="0" y="${f(eaveY + 26 * u)}" width="${W}" height="${f(H - eaveY)}" fill="${o.wallColor || '#d9d0bf'}"/>`);
  S.add(sidingField(S, 0, eaveY + 26 * u, W, H - eaveY, { color: o.siding || '#e9e2d4', exposure: 30 * u }));
  S.add(`<rect x="0" y="${f(eaveY + 26 * u)}" width="${W}" height="${f(60 * u)}" fill="${S.lin([[0, '#000', 0.5], [1, '#000', 0]])}"/>`);
  S.add(S.finish({ lightX: 0.8, lightY: 0.2, warmth: 0.2, vignette: 0.4 }));
}

/** Panelled door slab. style: sixPanel | shaker | glass | plank | arched */
export function doorSlab(S, x, y, w, h, o = {}) {
  const u = o.u || 1;
  const col = o.color || C.forest;
  const wood = o.wood;
  let out = '';
  const face = (fx, fy, fw, fh, dir = 'v') => (wood ? (dir === 'v' ? S.woodV(fx, fy, fw, fh, { species: wood, shade: false }) : S.woodH(fx, fy, fw, fh, { species: wood, shade: false })) : S.paint(fx, fy, fw, fh, col, { amt: 0.3 }));
  const style = o.style || 'sixPanel';
  if (style === 'plank') {
    const n = 5;
    for (let i = 0; i < n; i++) out += face(x + (i * w) / n, y, w / n, h, 'v') + `<rect x="${f(x + (i * w) / n)}" y="${f(y)}" width="2" height="${f(h)}" fill="#000" opacity="0.35"/>`;
    out += `<rect x="${f(x + w * 0.2)}" y="${f(y + h * 0.12)}" width="${f(w * 0.6)}" height="${f(h * 0.22)}" fill="#2a2c2d"/>`;
    out += `<rect x="${f(x + w * 0.2)}" y="${f(y + h * 0.12)}" width="${f(w * 0.6)}" height="${f(h * 0.22)}" fill="${S.lin([[0, '#fff', 0.3], [0.5, '#fff', 0.05], [1, '#fff', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  } else {
    out += face(x, y, w, h, 'v');
    const panels = [];
    const m = w * 0.12;
    if (style === 'sixPanel') {
      const pw = (w - 3 * m) / 2;
      const rowsH = [h * 0.16, h * 0.36, h * 0.28];
      let py = y + m;
      for (const ph of rowsH) {
        panels.push([x + m, py, pw, ph], [x + 2 * m + pw, py, pw, ph]);
        py += ph + m * 0.8;
      }
    } else if (style === 'shaker') {
      panels.push([x + m, y + m, w - 2 * m, h * 0.5 - m * 1.5], [x + m, y + h * 0.5 + m * 0.5, w - 2 * m, h * 0.5 - m * 1.5]);
    } else if (style === 'glass') {
      panels.push([x + m, y + h * 0.62, w - 2 * m, h * 0.38 - m]);
    }
    for (const [px, py, pw, ph] of panels) {
      out += S.bevel(px, py, pw, ph, { size: Math.max(3, w * 0.025), inset: true, dark: 0.38, light: 0.25 });
      out += S.bevel(px + w * 0.03, py + w * 0.03, pw - w * 0.06, ph - w * 0.06, { size: 2, light: 0.25, dark: 0.25 });
    }
    if (style === 'glass') {
      const gx = x + m;
      const gy = y + m;
      const gw = w - 2 * m;
      const gh = h * 0.55 - m;
      out += `<rect x="${f(gx)}" y="${f(gy)}" width="${f(gw)}" height="${f(gh)}" fill="${S.lin([[0, '#e0c48e'], [1, '#9a7448']])}"/>`;
      out += glow(S, gx + gw / 2, gy + gh * 0.4, gw * 0.8, '#fff2d0', 0.4);
      for (let c = 1; c < 3; c++) out += `<rect x="${f(gx + (gw * c) / 3 - 3)}" y="${f(gy)}" width="6" height="${f(gh)}" fill="${col}"/>`;
      for (let r = 1; r < 3; r++) out += `<rect x="${f(gx)}" y="${f(gy + (gh * r) / 3 - 3)}" width="${f(gw)}" height="6" fill="${col}"/>`;
      out += S.bevel(gx, gy, gw, gh, { size: 4, inset: true, dark: 0.4, light: 0.2 });
    }
  }
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  // handle set
  const hx = o.hinge === 'right' ? x + w * 0.1 : x + w * 0.88;
  const hy = y + h * 0.52;
  const g = metalGrad(S, o.metal || 'brass', false);
  out += `<rect x="${f(hx - 10 * u)}" y="${f(hy - 70 * u)}" width="${f(20 * u)}" height="${f(120 * u)}" rx="${f(10 * u)}" fill="#000" opacity="0.3" transform="translate(${f(4 * u)} ${f(6 * u)})"/>`;
  out += `<rect x="${f(hx - 10 * u)}" y="${f(hy - 70 * u)}" width="${f(20 * u)}" height="${f(120 * u)}" rx="${f(10 * u)}" fill="${g}"/>`;
  out += `<circle cx="${f(hx)}" cy="${f(hy - 90 * u)}" r="${f(10 * u)}" fill="${g}"/>`;
  return out;
}

/** Front entry: door with sidelights, transom, trim, sconces, steps and planters. */
export function entry(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const wallStyle = o.wall || 'lap';
  if (wallStyle === 'brick') S.add(bricks(S, 0, 0, W, H, { bw: 66 * u, bh: 22 * u, mortar: 4 * u, painted: o.paintedBrick }));
  else if (wallStyle === 'stone') S.add(ledgestone(S, 0, 0, W, H, { minH: 24 * u, maxH: 50 * u }));
  else S.add(sidingField(S, 0, 0, W, H, { style: wallStyle, color: o.sidingColor || '#e7e0d2', exposure: 38 * u, board: 120 * u }));
  const cx = W / 2;
  const dw = W * 0.2;
  const dh = H * (o.pediment ? 0.5 : 0.56);
  const groundY = H * 0.8;
  const dy = groundY - dh;
  const side = o.sidelights === false ? 0 : dw * 0.36;
  const trans = o.transom === false ? 0 : dh * 0.16;
  const trimW = 40 * u;
  const ox = cx - dw / 2 - side - trimW;
  const ow = dw + 2 * side + 2 * trimW;
  const oy = dy - trans - trimW;
  // surround
  S.add(S.shadow(ox + 10 * u, oy + 10 * u, ow, groundY - oy, { blur: 20 * u, opacity: 0.45 }));
  S.add(S.paint(ox, oy, ow, groundY - oy, o.trim || C.warmWhite, { amt: 0.25 }));
  S.add(S.bevel(ox, oy, ow, groundY - oy, { size: 4 * u }));
  // entablature / pediment
  if (o.pediment) {
    const p = `M${f(ox - 40 * u)},${f(oy)}L${f(cx)},${f(oy - 150 * u)}L${f(ox + ow + 40 * u)},${f(oy)}Z`;
    S.add(S.shadowPath(p, { blur: 10 * u, opacity: 0.35, transform: `translate(6 10)` }));
    S.add(`<path d="${p}" fill="${o.trim || C.warmWhite}"/><path d="${p}" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.15]])}"/>`);
    const ip = `M${f(ox + 10 * u)},${f(oy - 14 * u)}L${f(cx)},${f(oy - 120 * u)}L${f(ox + ow - 10 * u)},${f(oy - 14 * u)}Z`;
    S.add(`<path d="${ip}" fill="#000" opacity="0.08"/>`);
  } else {
    S.add(S.shadow(ox - 30 * u, oy - 40 * u, ow + 60 * u, 44 * u, { blur: 8 * u, opacity: 0.35 }));
    S.add(S.paint(ox - 30 * u, oy - 44 * u, ow + 60 * u, 44 * u, o.trim || C.warmWhite, { amt: 0.2 }));
    S.add(S.bevel(ox - 30 * u, oy - 44 * u, ow + 60 * u, 44 * u, { size: 3 }));
  }
  // opening interior shadow
  S.add(`<rect x="${f(ox + trimW)}" y="${f(oy + trimW)}" width="${f(ow - 2 * trimW)}" height="${f(groundY - oy - trimW)}" fill="#1a1714"/>`);
  // transom
  if (trans) {
    const tx = ox + trimW + 8 * u;
    const ty = oy + trimW + 8 * u;
    const tw = ow - 2 * trimW - 16 * u;
    const th = trans - 16 * u;
    S.add(`<rect x="${f(tx)}" y="${f(ty)}" width="${f(tw)}" height="${f(th)}" fill="${S.lin([[0, '#5b6a6e'], [1, '#2e3739']])}"/>`);
    S.add(`<path d="M${f(tx)},${f(ty)}h${f(tw * 0.3)}l${f(-tw * 0.1)},${f(th)}h${f(-tw * 0.2)}Z" fill="#fff" opacity="0.1"/>`);
    const n = 5;
    for (let k = 1; k < n; k++) S.add(`<rect x="${f(tx + (tw * k) / n - 3 * u)}" y="${f(ty)}" width="${f(6 * u)}" height="${f(th)}" fill="${o.trim || C.warmWhite}"/>`);
  }
  // sidelights
  if (side) {
    for (const sx of [cx - dw / 2 - side, cx + dw / 2 + 6 * u]) {
      const sw = side - 6 * u;
      S.add(`<rect x="${f(sx)}" y="${f(dy)}" width="${f(sw)}" height="${f(dh)}" fill="${o.trim || C.warmWhite}"/>`);
      const gx = sx + 10 * u;
      const gw = sw - 20 * u;
      const gh = dh * 0.7;
      S.add(`<rect x="${f(gx)}" y="${f(dy + 14 * u)}" width="${f(gw)}" height="${f(gh)}" fill="${S.lin([[0, '#6f7f83'], [1, '#2f393b']])}"/>`);
      S.add(`<path d="M${f(gx)},${f(dy + 14 * u)}h${f(gw * 0.6)}l${f(-gw * 0.6)},${f(gh * 0.4)}Z" fill="#fff" opacity="0.12"/>`);
      for (let k = 1; k < 4; k++) S.add(`<rect x="${f(gx)}" y="${f(dy + 14 * u + (gh * k) / 4 - 2 * u)}" width="${f(gw)}" height="${f(4 * u)}" fill="${o.trim || C.warmWhite}"/>`);
      S.add(S.bevel(gx, dy + 14 * u + gh + 16 * u, gw, dh - gh - 44 * u, { size: 3, inset: true }));
    }
  }
  // door
  S.add(doorSlab(S, cx - dw / 2, dy, dw, dh, { style: o.doorStyle || 'sixPanel', color: o.doorColor || C.forest, wood: o.doorWood, metal: o.metal || 'brass', u }));
  // threshold + steps
  const steps = [[ow + 120 * u, 40 * u], [ow + 260 * u, 44 * u], [ow + 400 * u, 48 * u]];
  let sy = groundY;
  for (const [sw, sh] of steps) {
    S.add(S.shadow(cx - sw / 2, sy + 6 * u, sw, sh, { blur: 8 * u, opacity: 0.4 }));
    S.add(S.texRect(cx - sw / 2, sy, sw, sh, o.stepStone || 'limestone', { scale: 1 }));
    S.add(`<rect x="${f(cx - sw / 2)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" fill="${S.lin([[0, '#fff', 0.35], [0.2, '#fff', 0.05], [1, '#000', 0.3]])}"/>`);
    sy += sh;
  }
  S.add(`<rect x="0" y="${f(sy)}" width="${W}" height="${f(H - sy)}" fill="#6b6459"/>`);
  S.add(S.texRect(0, sy, W, H - sy, 'limestone', { scale: 1, opacity: 0.7 }));
  S.add(`<rect x="0" y="${f(groundY)}" width="${f(cx - steps[0][0] / 2)}" height="${f(sy - groundY)}" fill="#514a40"/>`);
  S.add(`<rect x="${f(cx + steps[0][0] / 2)}" y="${f(groundY)}" width="${f(W)}" height="${f(sy - groundY)}" fill="#514a40"/>`);
  // mat
  S.add(`<rect x="${f(cx - dw * 0.45)}" y="${f(groundY + 6 * u)}" width="${f(dw * 0.9)}" height="${f(26 * u)}" rx="${f(4 * u)}" fill="#7a6a55"/>`);
  // sconces + planters
  S.add(lantern(S, ox - 90 * u, dy + dh * 0.1, 1.2 * u));
  S.add(lantern(S, ox + ow + 60 * u, dy + dh * 0.1, 1.2 * u));
  for (const px of [cx - steps[2][0] / 2 - 120 * u, cx + steps[2][0] / 2 + 120 * u]) {
    const pw = 150 * u;
    const ph = 170 * u;
    const py = H * 0.97;
    S.add(shrub(S, px, py - ph + 20 * u, pw * 1.4, { n: 10, tall: 1.4 }));
    S.add(S.softEllipse(px + 10 * u, py, pw * 0.7, 18 * u, 0.5));
    S.add(`<path d="M${f(px - pw / 2)},${f(py - ph)}h${f(pw)}l${f(-pw * 0.1)},${f(ph)}h${f(-pw * 0.8)}Z" fill="${o.planter || C.charcoal}"/>`);
    S.add(`<path d="M${f(px - pw / 2)},${f(py - ph)}h${f(pw)}l${f(-pw * 0.1)},${f(ph)}h${f(-pw * 0.8)}Z" fill="${S.lin([[0, '#fff', 0.2], [0.4, '#fff', 0], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  }
  void rng;
  S.add(S.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.45 }));
}

function lantern(S, x, y, s) {
  let out = glow(S, x + 30 * s, y + 70 * s, 180 * s, '#ffe0a0', 0.55);
  out += `<rect x="${f(x + 20 * s)}" y="${f(y)}" width="${f(20 * s)}" height="${f(30 * s)}" fill="#1c1b1a"/>`;
  out += `<path d="M${f(x)},${f(y + 30 * s)}h${f(60 * s)}l${f(-8 * s)},${f(14 * s)}h${f(-44 * s)}Z" fill="#1c1b1a"/>`;
  out += `<rect x="${f(x + 8 * s)}" y="${f(y + 44 * s)}" width="${f(44 * s)}" height="${f(70 * s)}" fill="#ffe6b0"/>`;
  out += `<rect x="${f(x + 8 * s)}" y="${f(y + 44 * s)}" width="${f(44 * s)}" height="${f(70 * s)}" fill="${S.rad([[0, '#fffbe8', 1], [1, '#f2c375', 0.6]])}"/>`;
  out += `<path d="M${f(x + 8 * s)},${f(y + 44 * s)}h${f(44 * s)}v${f(70 * s)}h${f(-44 * s)}Z M${f(x + 30 * s)},${f(y + 44 * s)}v${f(70 * s)}" stroke="#1c1b1a" stroke-width="${f(4 * s)}" fill="none"/>`;
  out += `<path d="M${f(x + 2 * s)},${f(y + 114 * s)}h${f(56 * s)}l${f(-6 * s)},${f(12 * s)}h${f(-44 * s)}Z" fill="#1c1b1a"/>`;
  return out;
}

/** Window installation: exterior double-hung pair or interior view with trim. */
export function windows(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  if (o.view === 'interior') {
    S.add(S.paint(0, 0, W, H, o.wall || C.cream, { amt: 0.5 }));
    const ww = W * 0.5;
    const wh = H * 0.62;
    const x = W / 2 - ww / 2;
    const y = H * 0.12;
    S.add(windowUnit(S, x, y, ww, wh, { cols: o.cols ?? 3, rows: o.rows ?? 4, time: o.time || 'golden', sun: [0.3, 0.5], casingW: 34 * u, frameW: 14 * u, frame: o.frame || C.warmWhite }));
    // window seat
    S.add(S.shadow(x - 120 * u, y + wh + 70 * u, ww + 240 * u, H, { blur: 14 * u, opacity: 0.35 }));
    S.add(S.paint(x - 120 * u, y + wh + 80 * u, ww + 240 * u, H, o.seat || C.warmWhite, { amt: 0.3 }));
    S.add(S.woodH(x - 140 * u, y + wh + 56 * u, ww + 280 * u, 30 * u, { species: 'whiteOak' }));
    S.add(`<rect x="${f(x - 60 * u)}" y="${f(y + wh + 10 * u)}" width="${f(ww + 120 * u)}" height="${f(46 * u)}" rx="${f(14 * u)}" fill="${o.cushion || C.sage}"/>`);
    S.add(`<rect x="${f(x - 60 * u)}" y="${f(y + wh + 10 * u)}" width="${f(ww + 120 * u)}" height="${f(46 * u)}" rx="${f(14 * u)}" fill="${S.lin([[0, '#fff', 0.25], [1, '#000', 0.25]])}"/>`);
    S.add(`<rect x="${f(x - 20 * u)}" y="${f(y + wh - 70 * u)}" width="${f(110 * u)}" height="${f(90 * u)}" rx="${f(18 * u)}" fill="${C.terracotta}" transform="rotate(-10 ${f(x + 30 * u)} ${f(y + wh)})"/>`);
    S.add(`<rect x="${f(x + 100 * u)}" y="${f(y + wh - 60 * u)}" width="${f(100 * u)}" height="${f(80 * u)}" rx="${f(18 * u)}" fill="${C.cream}" transform="rotate(6 ${f(x + 150 * u)} ${f(y + wh)})"/>`);
    S.add(plant(S, x + ww - 30 * u, y + wh + 12 * u, 140 * u, { style: 'trailing', pot: '#e2d9c9' }));
    S.add(`<rect x="0" y="0" width="${W}" height="${H}" fill="${S.rad([[0, '#fff3d6', 0.25], [1, '#fff3d6', 0]], { cx: 0.5, cy: 0.4, r: 0.6 })}"/>`);
    S.add(S.finish({ lightX: 0.5, lightY: 0.4, warmth: 0.25, vignette: 0.5 }));
    return;
  }
  S.add(sidingField(S, 0, 0, W, H, { style: o.style || 'lap', color: o.color || '#e7e0d2', exposure: 36 * u, board: 110 * u, species: o.species }));
  const n = o.count || 2;
  const ww = W * 0.2;
  const wh = ww * 1.6;
  const gap = W * (o.shutters ? 0.26 : 0.1);
  const total = n * ww + (n - 1) * gap;
  for (let i = 0; i < n; i++) {
    const x = W / 2 - total / 2 + i * (ww + gap);
    S.add(extWindow(S, x, H * 0.16, ww, wh, { cols: o.cols ?? 2, rows: o.rows ?? 3, trim: o.trim || C.warmWhite, frame: o.frame, shutters: o.shutters, interior: o.interior, trimW: 26 * u }));
  }
  S.add(`<rect x="0" y="0" width="${W}" height="${f(H * 0.1)}" fill="${S.lin([[0, '#000', 0.5], [1, '#000', 0]])}"/>`);
  S.add(`<rect width="${W}" height="${H}" fill="${S.lin([[0, '#fff2d6', 0.2], [0.5, '#fff2d6', 0], [1, '#000', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  S.add(shrub(S, W * 0.15, H + 30 * u, 380 * u, { n: 12 }));
  S.add(shrub(S, W * 0.5, H + 40 * u, 340 * u, { n: 10, flowers: ['#f3efe8', '#e8b4a0'] }));
  S.add(shrub(S, W * 0.86, H + 30 * u, 380 * u, { n: 12 }));
  S.add(S.finish({ lightX: 0.15, lightY: 0.1, warmth: 0.25, vignette: 0.4 }));
}

/** Home addition: existing house block plus a new gabled wing, or framing in progress. */
export function addition(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const time = o.time || 'golden';
  const groundY = H * 0.84;
  S.add(landscape(S, 0, 0, W, groundY + 4, { time, sun: [0.85, 0.45], seed: 21, lawn: false }));
  for (let i = 0; i < 6; i++) S.add(tree(S, rng.range(-50, W + 50), groundY - 100 * u, rng.range(260, 420) * u, { colors: time === 'dusk' ? ['#3a4a3e', '#2f3d33', '#44564a'] : ['#7f947c', '#8fa28b', '#71876e'], trunk: '#5d574c' }));
  S.add(`<rect x="0" y="${f(groundY)}" width="${W}" height="${f(H - groundY)}" fill="${time === 'dusk' ? '#3a4a34' : '#6f8a5a'}"/>`);
  S.add(`<rect x="0" y="${f(groundY)}" width="${W}" height="${f(H - groundY)}" fill="${S.lin([[0, '#000', 0.25], [1, '#000', 0]])}"/>`);
  // existing house (left)
  const hx0 = -40;
  const hx1 = W * 0.5;
  const eave = H * 0.38;
  const ridge = H * 0.12;
  S.add(S.shadow(hx0, eave, hx1 - hx0, groundY - eave, { blur: 20 * u, opacity: 0.3 }));
  S.add(sidingField(S, hx0, eave, hx1 - hx0, groundY - eave, { style: 'lap', color: o.houseColor || '#e7e0d2', exposure: 24 * u }));
  const roofL = `M${f(hx0 - 30)},${f(eave)}L${f(hx0 + 120 * u)},${f(ridge)}L${f(hx1 - 160 * u)},${f(ridge)}L${f(hx1 + 30 * u)},${f(eave)}Z`;
  S.add(shingles(S, hx0 - 40, ridge, hx1 - hx0 + 100, eave - ridge, { color: o.roof || '#4b4c4e', course: 18 * u, clip: S.clipPath(roofL) }));
  S.add(`<rect x="${f(hx0 - 30)}" y="${f(eave - 4 * u)}" width="${f(hx1 - hx0 + 60 * u)}" height="${f(16 * u)}" fill="${C.warmWhite}"/>`);
  S.add(`<rect x="${f(hx0)}" y="${f(eave + 12 * u)}" width="${f(hx1 - hx0)}" height="${f(30 * u)}" fill="${S.lin([[0, '#000', 0.4], [1, '#000', 0]])}"/>`);
  for (const wx of [W * 0.06, W * 0.24]) S.add(extWindow(S, wx, eave + 90 * u, 120 * u, 190 * u, { cols: 2, rows: 2, trimW: 14 * u, shutters: o.shutters || '#34503f', interior: time === 'dusk' ? 'warm' : undefined }));
  // new addition (right) — gable end facing us
  const ax0 = W * 0.52;
  const ax1 = W * 0.92;
  const aeave = H * 0.34;
  const apeak = H * 0.08;
  const acx = (ax0 + ax1) / 2;
  const gable = `M${f(ax0)},${f(groundY)}V${f(aeave)}L${f(acx)},${f(apeak)}L${f(ax1)},${f(aeave)}V${f(groundY)}Z`;
  S.add(S.shadowPath(gable, { blur: 18 * u, opacity: 0.4, transform: `translate(${f(-14 * u)} 8)` }));
  let drawWall = null;
  if (o.framing) {
    // timber framing against the sky
    S.add(`<path d="M${f(ax0)},${f(groundY - 30 * u)}H${f(ax1)}" stroke="#000" stroke-opacity="0.3" stroke-width="${f(20 * u)}"/>`);
    S.add(S.woodH(ax0 - 10 * u, groundY - 40 * u, ax1 - ax0 + 20 * u, 22 * u, { species: 'pine' }));
    const studW = 16 * u;
    for (let x = ax0; x <= ax1 - studW + 1; x += (ax1 - ax0 - studW) / 12) {
      const t = x + studW / 2 < acx ? (x + studW / 2 - ax0) / (acx - ax0) : (ax1 - x - studW / 2) / (ax1 - acx);
      const top = aeave - (aeave - apeak) * Math.max(0, t);
      S.add(S.woodV(x, top + 10 * u, studW, groundY - 40 * u - top - 10 * u, { species: 'pine' }));
    }
    S.add(S.woodH(ax0 - 10 * u, aeave - 10 * u, ax1 - ax0 + 20 * u, 20 * u, { species: 'pine' }));
    // rafters
    const raf = (x1, y1, x2, y2) => {
      const len = Math.hypot(x2 - x1, y2 - y1);
      const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
      return `<g transform="translate(${f(x1)} ${f(y1)}) rotate(${f(ang)})">${S.woodH(0, -12 * u, len, 24 * u, { species: 'pine' })}</g>`;
    };
    S.add(raf(ax0 - 40 * u, aeave + 20 * u, acx, apeak));
    S.add(raf(acx, apeak, ax1 + 40 * u, aeave + 20 * u));
    // window header and sheathing on part of the wall
    S.add(S.woodH(ax0 + (ax1 - ax0) * 0.3, H * 0.45, (ax1 - ax0) * 0.4, 36 * u, { species: 'pine' }));
    S.add(`<rect x="${f(ax0)}" y="${f(H * 0.58)}" width="${f((ax1 - ax0) * 0.22)}" height="${f(groundY - 40 * u - H * 0.58)}" fill="#c8b48e"/>`);
    S.add(S.texRect(ax0, H * 0.58, (ax1 - ax0) * 0.22, groundY - 40 * u - H * 0.58, 'granule', { blend: 'overlay', opacity: 0.8 }));
  } else {
    S.add(`<g clip-path="${S.clipPath(gable)}">${sidingField(S, ax0, apeak, ax1 - ax0, groundY - apeak, { style: o.style || 'bb', color: o.additionColor || '#34503f', board: 70 * u })}</g>`);
    const roof = `M${f(ax0 - 40 * u)},${f(aeave + 30 * u)}L${f(acx)},${f(apeak - 26 * u)}L${f(ax1 + 40 * u)},${f(aeave + 30 * u)}`;
    S.add(`<path d="${roof}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(34 * u)}" fill="none" transform="translate(0 ${f(10 * u)})"/>`);
    S.add(`<path d="${roof}" stroke="${o.roof || '#3b3c3e'}" stroke-width="${f(30 * u)}" fill="none"/>`);
    S.add(`<path d="${roof}" stroke="${C.warmWhite}" stroke-width="${f(6 * u)}" fill="none" transform="translate(0 ${f(16 * u)})"/>`);
    // big window wall
    const wx0 = ax0 + (ax1 - ax0) * 0.14;
    const wx1 = ax1 - (ax1 - ax0) * 0.14;
    const wy0 = H * 0.36;
    const wy1 = groundY - 40 * u;
    S.add(S.shadow(wx0 + 8 * u, wy0 + 8 * u, wx1 - wx0, wy1 - wy0, { blur: 10 * u, opacity: 0.4 }));
    const interior = time === 'dusk' || o.glow ? 'warm' : undefined;
    const cols = 3;
    const cw = (wx1 - wx0) / cols;
    const fc = o.frame || C.black;
    drawWall = () => {
      for (let c = 0; c < cols; c++) S.add(`<g>${glassPanel(S, wx0 + c * cw, wy0, cw, wy1 - wy0, interior)}</g>`);
      for (let c = 0; c <= cols; c++) S.add(`<rect x="${f(wx0 + c * cw - 5 * u)}" y="${f(wy0)}" width="${f(10 * u)}" height="${f(wy1 - wy0)}" fill="${fc}"/>`);
      for (const yy of [wy0, wy0 + (wy1 - wy0) * 0.3, wy1]) S.add(`<rect x="${f(wx0 - 5 * u)}" y="${f(yy - 5 * u)}" width="${f(wx1 - wx0 + 10 * u)}" height="${f(10 * u)}" fill="${fc}"/>`);
    };
    drawWall();
    // gable window
    S.add(`<path d="M${f(acx - 70 * u)},${f(H * 0.3)}L${f(acx)},${f(H * 0.2)}L${f(acx + 70 * u)},${f(H * 0.3)}Z" fill="${interior ? '#e8b878' : '#5f7479'}" stroke="${fc}" stroke-width="${f(8 * u)}"/>`);
  }
  // stone base / foundation
  S.add(`<rect x="${f(hx0)}" y="${f(groundY - 30 * u)}" width="${f(W)}" height="${f(34 * u)}" fill="#8a8376"/>`);
  S.add(S.texRect(hx0, groundY - 30 * u, W, 34 * u, 'limestone', { blend: 'multiply', opacity: 0.6 }));
  if (time === 'dusk') {
    // evening: cool everything, then redraw the lit window wall so it glows through
    S.add(`<rect width="${W}" height="${H}" fill="#55627e" opacity="0.55" style="mix-blend-mode:multiply"/>`);
    if (drawWall) drawWall();
    for (const wx of [W * 0.06, W * 0.24]) S.add(glow(S, wx + 60 * u, eave + 185 * u, 150 * u, '#ffd9a0', 0.3));
    if (drawWall) S.add(glow(S, (ax0 + ax1) / 2, groundY - 10 * u, (ax1 - ax0) * 0.6, '#ffd9a0', 0.3));
  }
  // landscaping
  for (const [sx, sw] of [[W * 0.12, 260], [W * 0.36, 220], [W * 0.6, 240], [W * 0.86, 280]]) S.add(shrub(S, sx, groundY + 30 * u, sw * u, { n: 9, colors: time === 'dusk' ? ['#2f4032', '#38493b', '#27362b'] : undefined }));
  S.add(S.finish({ lightX: 0.85, lightY: 0.4, warmth: 0.3, vignette: 0.45 }));
}
function glassPanel(S, x, y, w, h, interior) {
  if (interior === 'warm') return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#8a6440'], [0.5, '#e0b072'], [1, '#f3d49c']])}"/>${glow(S, x + w / 2, y + h * 0.35, w * 0.9, '#fff2cf', 0.45)}`;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#9fb3bb'], [0.6, '#5d7076'], [1, '#34403f']])}"/><path d="M${f(x)},${f(y)}h${f(w * 0.5)}l${f(-w * 0.5)},${f(h * 0.5)}Z" fill="#fff" opacity="0.12"/>`;
}
