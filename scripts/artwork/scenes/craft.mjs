import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { door, knob, shade, vessel, plant, artwork, elevationBase, books, pendant, herringboneWood, surface, glow } from '../components.mjs';

/** Flat-lay of boards in several species with a combination square and shavings. */
export function boards(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const bg = o.bg || C.charcoal;
  S.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
  S.add(S.texRect(0, 0, W, H, 'plaster', { blend: 'soft-light', opacity: 0.8 }));
  const species = o.species || ['walnut', 'cherry', 'whiteOak', 'maple', 'walnut', 'cherry'];
  const ang = o.angle ?? -14;
  const bh = (o.boardH || 150) * u;
  const cx = W / 2;
  const cy = H / 2;
  let out = `<g transform="rotate(${ang} ${f(cx)} ${f(cy)})">`;
  const n = species.length;
  const total = n * (bh + 10 * u);
  species.forEach((sp, i) => {
    const y = cy - total / 2 + i * (bh + 10 * u) + (i % 2) * 8 * u;
    const x = -W * 0.3 + (rng.next() - 0.5) * 220 * u + (o.stagger ? i * 60 * u : 0);
    const len = W * 1.45;
    out += S.shadow(x + 14 * u, y + 22 * u, len, bh, { blur: 18 * u, opacity: 0.55 });
    out += S.woodH(x, y, len, bh, { species: sp, maxBoard: 400, board: i * 3 + 1 });
    // end grain on the visible end
    const ex = x + len;
    out += `<rect x="${f(ex - 2)}" y="${f(y)}" width="${f(16 * u)}" height="${f(bh)}" fill="${shade(sp === 'walnut' ? '#4a3322' : sp === 'cherry' ? '#8a4a30' : sp === 'maple' ? '#cdb089' : '#a88656', -0.1)}"/>`;
  });
  out += '</g>';
  S.add(out);
  // combination square
  if (o.square !== false) {
    const sx = W * (o.squareX ?? 0.62);
    const sy = H * (o.squareY ?? 0.62);
    let sq = `<g transform="rotate(${ang + 78} ${f(sx)} ${f(sy)})">`;
    sq += S.shadow(sx + 10 * u, sy + 14 * u, 520 * u, 44 * u, { blur: 10 * u, opacity: 0.55 });
    sq += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(520 * u)}" height="${f(44 * u)}" fill="${S.lin([[0, '#e6e8e8'], [0.5, '#b4b8ba'], [1, '#8d9194']])}"/>`;
    for (let k = 0; k < 60; k++) sq += `<rect x="${f(sx + 10 * u + k * 8.4 * u)}" y="${f(sy)}" width="${f(1.4 * u)}" height="${f((k % 10 === 0 ? 16 : k % 5 === 0 ? 11 : 7) * u)}" fill="#2d2f31"/>`;
    sq += S.shadow(sx + 70 * u, sy - 40 * u, 70 * u, 150 * u, { blur: 10 * u, opacity: 0.55 });
    sq += S.woodV(sx + 60 * u, sy - 50 * u, 70 * u, 150 * u, { species: 'walnut' });
    sq += `<rect x="${f(sx + 62 * u)}" y="${f(sy + 50 * u)}" width="${f(66 * u)}" height="${f(30 * u)}" fill="${S.lin([[0, C.brassLight], [1, C.brassDark]])}"/>`;
    sq += `<circle cx="${f(sx + 95 * u)}" cy="${f(sy - 20 * u)}" r="${f(10 * u)}" fill="${S.rad([[0, C.brassLight], [1, C.brassDark]])}"/>`;
    sq += '</g>';
    S.add(sq);
  }
  // pencil
  const px = W * 0.2;
  const py = H * 0.8;
  S.add(`<g transform="rotate(${ang - 20} ${f(px)} ${f(py)})">${S.shadow(px + 8 * u, py + 10 * u, 300 * u, 16 * u, { blur: 6 * u, opacity: 0.5 })}<rect x="${f(px)}" y="${f(py)}" width="${f(270 * u)}" height="${f(16 * u)}" fill="${S.lin([[0, '#e9c46a'], [1, '#b8902e']])}"/><path d="M${f(px + 270 * u)},${f(py)}l${f(30 * u)},${f(8 * u)}l${f(-30 * u)},${f(8 * u)}Z" fill="#e8d2b0"/><path d="M${f(px + 292 * u)},${f(py + 6 * u)}l${f(8 * u)},${f(2 * u)}l${f(-8 * u)},${f(2 * u)}Z" fill="#333"/></g>`);
  // block plane
  if (o.plane !== false) {
    const px2 = W * (o.planeX ?? 0.3);
    const py2 = H * (o.planeY ?? 0.3);
    let pl = `<g transform="rotate(${ang + 8} ${f(px2)} ${f(py2)})">`;
    pl += S.shadow(px2 + 16 * u, py2 + 22 * u, 330 * u, 110 * u, { blur: 16 * u, opacity: 0.6, rx: 30 * u });
    pl += `<rect x="${f(px2)}" y="${f(py2)}" width="${f(330 * u)}" height="${f(110 * u)}" rx="${f(36 * u)}" fill="#2b2e30"/>`;
    pl += `<rect x="${f(px2)}" y="${f(py2)}" width="${f(330 * u)}" height="${f(110 * u)}" rx="${f(36 * u)}" fill="${S.lin([[0, '#fff', 0.25], [0.3, '#fff', 0.04], [1, '#000', 0.35]])}"/>`;
    pl += `<rect x="${f(px2 + 80 * u)}" y="${f(py2 + 18 * u)}" width="${f(150 * u)}" height="${f(74 * u)}" rx="${f(24 * u)}" fill="${S.lin([[0, C.brassLight], [0.5, C.brass], [1, C.brassDark]])}"/>`;
    pl += `<circle cx="${f(px2 + 200 * u)}" cy="${f(py2 + 55 * u)}" r="${f(16 * u)}" fill="${S.rad([[0, C.brassLight], [1, C.brassDark]])}"/>`;
    pl += `<rect x="${f(px2 + 250 * u)}" y="${f(py2 + 30 * u)}" width="${f(60 * u)}" height="${f(50 * u)}" rx="${f(16 * u)}" fill="${S.lin([[0, '#7a4a30'], [1, '#4a2c1b']])}"/>`;
    pl += '</g>';
    S.add(pl);
  }
  // a few loose shavings: ribbon curls
  for (let k = 0; k < (o.shavings ?? 0); k++) {
    const x = W * rng.range(0.1, 0.9);
    const y = H * rng.range(0.1, 0.9);
    const r = rng.range(26, 44) * u;
    const rot = rng.range(0, 360);
    const col = rng.pick(['#e8cfa4', '#dcc08f']);
    const d = `M${f(x - r)},${f(y)}a${f(r)},${f(r * 0.7)} 0 1 1 ${f(r * 1.6)},${f(r * 0.5)}a${f(r * 0.7)},${f(r * 0.5)} 0 1 1 ${f(-r * 0.9)},${f(-r * 0.5)}`;
    S.add(`<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><path d="${d}" stroke="#000" stroke-opacity="0.35" stroke-width="${f(12 * u)}" fill="none" transform="translate(${f(5 * u)} ${f(7 * u)})"/><path d="${d}" stroke="${col}" stroke-width="${f(12 * u)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#fff" stroke-opacity="0.4" stroke-width="${f(3 * u)}" fill="none"/></g>`);
  }
  S.add(S.finish({ lightX: 0.25, lightY: 0.15, warmth: 0.3, vignette: 0.55 }));
}

/** Walnut sideboard / credenza with fluted doors on legs, art and decor above. */
export function sideboard(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = elevationBase(S, { wall: o.wall || '#d9cdb8', species: o.floor || 'whiteOak' });
  const sp = o.species || 'walnut';
  const w = W * 0.62;
  const x = W / 2 - w / 2;
  const top = H * 0.5;
  const legH = 90 * u;
  const bot = floorTop - legH;
  S.add(artwork(S, W / 2 - 230 * u, H * 0.08, 460 * u, 330 * u, { frameWood: o.artFrame || 'whiteOak', style: o.artStyle || 'arch' }));
  S.add(S.shadow(x + 10 * u, top + 14 * u, w, bot - top, { blur: 20 * u, opacity: 0.5 }));
  S.add(S.softEllipse(W / 2, floorTop, w * 0.55, 24 * u, 0.4));
  for (const lx of [x + 40 * u, x + w - 70 * u]) S.add(S.woodV(lx, bot - 4, 30 * u, legH + 4, { species: sp }));
  S.add(S.woodH(x, top, w, 34 * u, { species: sp, board: 2 }));
  S.add(S.woodH(x, bot - 30 * u, w, 30 * u, { species: sp, board: 5 }));
  S.add(S.woodV(x, top + 34 * u, 30 * u, bot - top - 64 * u, { species: sp }));
  S.add(S.woodV(x + w - 30 * u, top + 34 * u, 30 * u, bot - top - 64 * u, { species: sp }));
  const n = o.doors || 4;
  const dw = (w - 60 * u) / n;
  for (let i = 0; i < n; i++) {
    const dx = x + 30 * u + i * dw + 3 * u;
    const dy = top + 40 * u;
    const dh = bot - top - 76 * u;
    S.add(surface(S, dx, dy, dw - 6 * u, dh, { wood: sp }, 'v'));
    if (o.fluted !== false) {
      const nf = Math.round((dw - 6 * u) / (14 * u));
      const fw = (dw - 6 * u) / nf;
      for (let k = 0; k < nf; k++) S.add(`<rect x="${f(dx + k * fw)}" y="${f(dy)}" width="${f(fw)}" height="${f(dh)}" fill="${S.lin([[0, '#000', 0.3], [0.35, '#fff', 0.12], [0.7, '#fff', 0.0], [1, '#000', 0.32]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    }
    S.add(S.bevel(dx, dy, dw - 6 * u, dh, { size: 2 }));
    S.add(knob(S, i % 2 ? dx + 18 * u : dx + dw - 24 * u, dy + dh / 2, 8 * u, o.metal || 'brass'));
  }
  S.add(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(bot - top)}" fill="${S.lin([[0, '#fff', 0.08], [1, '#000', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  S.add(vessel(S, x + w * 0.12, top, 150 * u, { kind: 'vase', color: '#e9e2d3' }));
  S.add(plant(S, x + w * 0.12, top - 90 * u, 180 * u, { style: 'branch', pot: false, leaves: 30 }));
  S.add(books(S, x + w * 0.72, top, 90 * u, { maxH: 70 * u }));
  S.add(vessel(S, x + w * 0.88, top, 70 * u, { kind: 'bowl', color: C.terracotta }));
  S.add(lamp(S, x + w * 0.5 + 160 * u, top, u));
  S.add(S.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
function lamp(S, x, y, u) {
  let out = glow(S, x, y - 190 * u, 260 * u, '#ffe3a8', 0.5);
  out += `<rect x="${f(x - 6 * u)}" y="${f(y - 150 * u)}" width="${f(12 * u)}" height="${f(150 * u)}" fill="${C.brass}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y - 4 * u)}" rx="${f(40 * u)}" ry="${f(8 * u)}" fill="${C.brassDark}"/>`;
  out += `<path d="M${f(x - 50 * u)},${f(y - 150 * u)}L${f(x - 34 * u)},${f(y - 240 * u)}H${f(x + 34 * u)}L${f(x + 50 * u)},${f(y - 150 * u)}Z" fill="#f3e6cc"/>`;
  out += `<path d="M${f(x - 50 * u)},${f(y - 150 * u)}L${f(x - 34 * u)},${f(y - 240 * u)}H${f(x + 34 * u)}L${f(x + 50 * u)},${f(y - 150 * u)}Z" fill="${S.lin([[0, '#fff', 0.3], [1, '#c9a46a', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  return out;
}

/** Dining table and bench in elevation under pendants. */
export function diningTable(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = elevationBase(S, { wall: o.wall || C.cream, species: o.floor || 'walnut' });
  const sp = o.species || 'whiteOak';
  const w = W * 0.7;
  const x = W / 2 - w / 2;
  const top = H * 0.6;
  const th = 50 * u;
  S.add(artwork(S, W * 0.08, H * 0.14, 300 * u, 380 * u, { frameWood: 'walnut', style: 'arch', palette: [C.forest, C.sage, C.sand, C.terracotta, '#e6dccb'] }));
  S.add(artwork(S, W * 0.92 - 300 * u, H * 0.14, 300 * u, 380 * u, { frameWood: 'walnut', palette: [C.sage, C.forest, C.sand, C.terracotta, '#e6dccb'] }));
  S.add(pendant(S, W * 0.38, 0, H * 0.3, 70 * u, { color: o.pendant || C.forest }));
  S.add(pendant(S, W * 0.62, 0, H * 0.3, 70 * u, { color: o.pendant || C.forest }));
  S.add(S.softEllipse(W / 2, floorTop, w * 0.55, 26 * u, 0.45));
  // trestle legs
  for (const lx of [x + w * 0.14, x + w * 0.86 - 50 * u]) {
    S.add(S.woodV(lx, top + th, 50 * u, floorTop - top - th - 20 * u, { species: sp }));
    S.add(S.woodH(lx - 50 * u, floorTop - 24 * u, 150 * u, 24 * u, { species: sp }));
  }
  S.add(S.woodH(x + w * 0.14, top + th + 120 * u, w * 0.72, 26 * u, { species: sp }));
  S.add(S.shadow(x, top + th - 10 * u, w, 30 * u, { blur: 12 * u, opacity: 0.45 }));
  S.add(S.woodH(x, top, w, th, { species: sp, maxBoard: 200 }));
  S.add(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="4" fill="#fff" opacity="0.35"/>`);
  // table decor
  S.add(vessel(S, W / 2, top, 70 * u, { kind: 'bowl', color: '#e8e0d0' }));
  for (const cx of [W / 2 - 60 * u, W / 2 + 60 * u]) {
    S.add(`<rect x="${f(cx - 6 * u)}" y="${f(top - 110 * u)}" width="${f(12 * u)}" height="${f(100 * u)}" fill="#f3eee2"/><rect x="${f(cx - 12 * u)}" y="${f(top - 12 * u)}" width="${f(24 * u)}" height="${f(12 * u)}" fill="${C.brass}"/>`);
    S.add(glow(S, cx, top - 118 * u, 40 * u, '#ffd27a', 0.6));
  }
  // chairs either end
  for (const [cx, dir] of [[x - 20 * u, -1], [x + w + 20 * u, 1]]) {
    const seatY = top + 110 * u;
    const sw = 130 * u;
    const sx = dir < 0 ? cx - sw : cx;
    S.add(S.softEllipse(sx + sw / 2, floorTop, sw * 0.7, 16 * u, 0.35));
    S.add(S.woodH(sx, seatY, sw, 22 * u, { species: o.chair || 'walnut' }));
    for (const lx of [sx + 6 * u, sx + sw - 22 * u]) S.add(S.woodV(lx, seatY + 22 * u, 16 * u, floorTop - seatY - 22 * u, { species: o.chair || 'walnut' }));
    const bx = dir < 0 ? sx : sx + sw - 18 * u;
    S.add(S.woodV(bx, seatY - 200 * u, 18 * u, 222 * u, { species: o.chair || 'walnut' }));
    for (let k = 0; k < 3; k++) S.add(S.woodH(dir < 0 ? bx : bx - 50 * u, seatY - 190 * u + k * 40 * u, 68 * u, 14 * u, { species: o.chair || 'walnut' }));
  }
  S.add(S.finish({ lightX: 0.5, lightY: 0.25, warmth: 0.25, vignette: 0.5 }));
}

/** Close-up of a hand-cut dovetail corner. */
export function dovetail(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  S.add(`<rect width="${W}" height="${H}" fill="${o.bg || '#2f3a33'}"/>`);
  S.add(S.texRect(0, 0, W, H, 'plaster', { blend: 'soft-light', opacity: 0.8 }));
  const spA = o.a || 'walnut';
  const spB = o.b || 'maple';
  const x0 = W * 0.18;
  const y0 = H * 0.12;
  const bw = W * 0.64;
  const bh = H * 0.3;
  // horizontal board (tails) and vertical board (pins) meeting at the right
  const cornerX = x0 + bw;
  const t = 70 * u;
  S.add(S.shadow(x0 + 20 * u, y0 + 30 * u, bw + 10 * u, H * 0.76, { blur: 30 * u, opacity: 0.6 }));
  S.add(S.woodH(x0, y0, bw - t, bh, { species: spB, maxBoard: 200 }));
  S.add(S.woodV(cornerX - t, y0, t, H * 0.76, { species: spA, maxBoard: 200 }));
  // tails (end grain of B) interlocking with pins (side grain of A)
  const n = 4;
  const seg = bh / n;
  for (let i = 0; i < n; i++) {
    const yy = y0 + i * seg;
    const tail = `M${f(cornerX - t)},${f(yy + seg * 0.18)}L${f(cornerX)},${f(yy + seg * 0.06)}L${f(cornerX)},${f(yy + seg * 0.94)}L${f(cornerX - t)},${f(yy + seg * 0.82)}Z`;
    S.add(`<g clip-path="${S.clipPath(tail)}">${S.woodH(cornerX - t, yy, t, seg, { species: spB, shade: false })}<rect x="${f(cornerX - t)}" y="${f(yy)}" width="${f(t)}" height="${f(seg)}" fill="#000" opacity="0.12"/></g>`);
    // end-grain rings on the tail
    for (let k = 0; k < 5; k++) S.add(`<path d="M${f(cornerX - t + 8 * u + k * 11 * u)},${f(yy + seg * 0.2)}q${f(8 * u)},${f(seg * 0.3)} 0,${f(seg * 0.6)}" stroke="#8a6a44" stroke-opacity="0.35" fill="none" stroke-width="1.2"/>`);
    S.add(`<path d="${tail}" fill="none" stroke="#1a120b" stroke-opacity="0.55" stroke-width="1.5"/>`);
  }
  S.add(`<rect x="${f(cornerX - t)}" y="${f(y0)}" width="${f(t)}" height="${f(H * 0.76)}" fill="${S.lin([[0, '#fff', 0.12], [1, '#000', 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // scribe line
  S.add(`<path d="M${f(cornerX - t - 2 * u)},${f(y0 + bh + 10 * u)}V${f(y0 + H * 0.74)}" stroke="#fff" stroke-opacity="0.25" stroke-width="1"/>`);
  // chisel lying below
  const cx = W * 0.25;
  const cy = H * 0.78;
  S.add(`<g transform="rotate(-8 ${f(cx)} ${f(cy)})">${S.shadow(cx + 10 * u, cy + 14 * u, 520 * u, 40 * u, { blur: 10 * u, opacity: 0.6 })}${S.woodH(cx, cy, 260 * u, 40 * u, { species: 'cherry', rx: 14 * u })}<rect x="${f(cx + 255 * u)}" y="${f(cy + 6 * u)}" width="${f(30 * u)}" height="${f(28 * u)}" fill="${S.lin([[0, C.brassLight], [1, C.brassDark]])}"/><path d="M${f(cx + 285 * u)},${f(cy + 4 * u)}H${f(cx + 500 * u)}L${f(cx + 520 * u)},${f(cy + 20 * u)}L${f(cx + 500 * u)},${f(cy + 36 * u)}H${f(cx + 285 * u)}Z" fill="${S.lin([[0, '#e3e6e7'], [0.5, '#a7acaf'], [1, '#6d7275']])}"/></g>`);
  S.add(S.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.3, vignette: 0.55 }));
}

/** Flooring: top-down flat-lay of planks being installed over subfloor, with tools. */
export function flooring(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  // subfloor (plywood sheets)
  const sheet = 420 * u;
  S.add(`<rect width="${W}" height="${H}" fill="#a89377"/>`);
  S.add(S.texRect(0, 0, W, H, 'granule', { blend: 'overlay', opacity: 1, scale: 1.4 }));
  let seams = '';
  for (let yy = sheet; yy < H; yy += sheet) seams += `M0,${f(yy)}H${W}`;
  for (let yy = 0, r = 0; yy < H; yy += sheet, r++) for (let xx = (r % 2) * sheet; xx < W; xx += sheet * 2) seams += `M${f(xx)},${f(yy)}V${f(yy + sheet)}`;
  S.add(`<path d="${seams}" stroke="#3b2f22" stroke-opacity="0.5" stroke-width="${f(3 * u)}"/>`);
  if (o.pattern === 'herringbone') {
    const clip = S.clipPath(`M0,0H${f(W * 0.78)}L${f(W * 0.58)},${f(H)}H0Z`);
    S.add(`<g clip-path="${clip}">${herringboneWood(S, 0, 0, W, H, { species: o.species || 'whiteOak', L: 260 * u, T: 58 * u })}</g>`);
  } else {
    const ph = (o.plank || 92) * u;
    const ang = o.angle ?? -6;
    let out = `<g transform="rotate(${ang} ${f(W / 2)} ${f(H / 2)})">`;
    for (let r = -3; r * ph < H * 1.3; r++) {
      const y = r * ph;
      const endX = W * 0.62 + (rng.next() - 0.3) * W * 0.22 - r * 6 * u;
      let x = -W * 0.2 - rng.next() * 400 * u;
      while (x < endX) {
        const len = Math.min(endX - x, rng.range(500, 1100) * u);
        out += S.woodH(x, y, len - 2, ph - 2, { species: o.species || 'whiteOak', board: Math.floor(rng.next() * 64) });
        x += len;
      }
      out += S.shadow(endX - 4, y, 16 * u, ph, { blur: 6 * u, opacity: 0.45 });
    }
    out += '</g>';
    S.add(out);
  }
  // loose planks stacked at lower right
  const lx = W * 0.66;
  const ly = H * 0.56;
  let stack = `<g transform="rotate(${o.stackAngle ?? 12} ${f(lx)} ${f(ly)})">`;
  for (let k = 0; k < 4; k++) {
    const yy = ly + k * 18 * u - 40 * u;
    stack += S.shadow(lx + 10 * u, yy + 16 * u, 760 * u, 96 * u, { blur: 12 * u, opacity: 0.5 });
    stack += S.woodH(lx, yy, 760 * u, 92 * u, { species: o.species || 'whiteOak', board: k * 5 });
    stack += `<rect x="${f(lx + 760 * u)}" y="${f(yy)}" width="${f(8 * u)}" height="${f(92 * u)}" fill="#8a6a44"/>`;
  }
  stack += '</g>';
  S.add(stack);
  // mallet
  const mx = W * 0.72;
  const my = H * 0.2;
  S.add(`<g transform="rotate(-28 ${f(mx)} ${f(my)})">${S.shadow(mx + 10 * u, my + 14 * u, 420 * u, 30 * u, { blur: 10 * u, opacity: 0.55 })}${S.woodH(mx, my, 380 * u, 30 * u, { species: 'ipe', rx: 12 * u })}${S.shadow(mx + 370 * u, my - 50 * u, 110 * u, 130 * u, { blur: 12 * u, opacity: 0.55 })}<rect x="${f(mx + 360 * u)}" y="${f(my - 55 * u)}" width="${f(100 * u)}" height="${f(140 * u)}" rx="${f(22 * u)}" fill="#262626"/><rect x="${f(mx + 360 * u)}" y="${f(my - 55 * u)}" width="${f(100 * u)}" height="${f(140 * u)}" rx="${f(22 * u)}" fill="${S.lin([[0, '#fff', 0.18], [0.5, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/></g>`);
  // spacers
  for (let k = 0; k < 5; k++) {
    const sx = W * rng.range(0.58, 0.95);
    const sy = H * rng.range(0.82, 0.95);
    S.add(`<g transform="rotate(${rng.range(0, 180)} ${f(sx)} ${f(sy)})">${S.shadow(sx + 4 * u, sy + 6 * u, 60 * u, 22 * u, { blur: 4 * u, opacity: 0.5 })}<path d="M${f(sx)},${f(sy)}h${f(60 * u)}v${f(22 * u)}h${f(-60 * u)}Z" fill="${C.terracotta}"/></g>`);
  }
  // tape measure
  const tx = W * 0.88;
  const ty = H * 0.4;
  S.add(S.shadow(tx - 70 * u + 10, ty - 70 * u + 12, 140 * u, 140 * u, { blur: 10 * u, opacity: 0.5, rx: 40 * u }));
  S.add(`<rect x="${f(tx - 70 * u)}" y="${f(ty - 70 * u)}" width="${f(140 * u)}" height="${f(140 * u)}" rx="${f(40 * u)}" fill="${C.forest}"/><circle cx="${f(tx)}" cy="${f(ty)}" r="${f(34 * u)}" fill="${C.charcoal}"/><rect x="${f(tx - 70 * u)}" y="${f(ty - 70 * u)}" width="${f(140 * u)}" height="${f(140 * u)}" rx="${f(40 * u)}" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
  S.add(`<rect x="${f(tx - 70 * u - 260 * u)}" y="${f(ty + 40 * u)}" width="${f(262 * u)}" height="${f(22 * u)}" fill="#e3c04f"/>`);
  for (let k = 0; k < 26; k++) S.add(`<rect x="${f(tx - 330 * u + k * 10 * u)}" y="${f(ty + 40 * u)}" width="${f(1.2 * u)}" height="${f((k % 4 ? 7 : 12) * u)}" fill="#222"/>`);
  S.add(S.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.25, vignette: 0.45 }));
}

/** Interior painting: sample colour fields, swatch fan, open can and brush. */
export function painting(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  const wallTop = H * 0.74;
  const colors = o.colors || [C.sage, C.forest, '#e9dfcc', C.terracotta];
  S.add(S.paint(0, 0, W, wallTop, o.base || '#ece5d8', { amt: 0.5 }));
  // painted field with roller-edge, covering left part of the wall
  const edge = W * (o.edge ?? 0.58);
  let d = `M0,0H${f(edge)}`;
  for (let y = 0; y <= wallTop; y += 20 * u) d += `L${f(edge + Math.sin(y * 0.05) * 8 * u + rng.range(-6, 6) * u)},${f(y)}`;
  d += `L0,${f(wallTop)}Z`;
  S.add(`<path d="${d}" fill="${colors[0]}"/>`);
  S.add(S.texRect(0, 0, edge + 30 * u, wallTop, 'plaster', { blend: 'soft-light', opacity: 0.8, clip: S.clipPath(d) }));
  // roller stripes texture
  for (let x = 0; x < edge; x += 120 * u) S.add(`<rect x="${f(x)}" y="0" width="${f(60 * u)}" height="${f(wallTop)}" fill="#fff" opacity="0.03"/>`);
  // test swatches painted on the unpainted wall
  for (let i = 1; i < colors.length; i++) {
    const sx = edge + 70 * u + (i - 1) * 170 * u;
    const sy = H * 0.16 + (i % 2) * 40 * u;
    let p = `M${f(sx)},${f(sy)}`;
    for (let k = 0; k <= 12; k++) p += `L${f(sx + k * 12 * u)},${f(sy + rng.range(-4, 4) * u)}`;
    for (let k = 0; k <= 12; k++) p += `L${f(sx + 144 * u + rng.range(-4, 4) * u)},${f(sy + k * 16 * u)}`;
    for (let k = 12; k >= 0; k--) p += `L${f(sx + k * 12 * u)},${f(sy + 192 * u + rng.range(-4, 4) * u)}`;
    p += 'Z';
    S.add(`<path d="${p}" fill="${colors[i]}"/>`);
    S.add(`<path d="${p}" fill="${S.lin([[0, '#fff', 0.1], [1, '#000', 0.1]])}"/>`);
  }
  // swatch fan pinned on the painted wall
  const fx = W * 0.3;
  const fy = H * 0.5;
  const fan = o.fan || [C.cream, '#d8c6a8', C.clay, C.terracotta, C.sageLight, C.sage, C.olive, C.forest];
  fan.forEach((c, i) => {
    const a = -70 + i * 11;
    let card = S.shadow(fx - 40 * u + 6, fy - 420 * u + 8, 80 * u, 420 * u, { blur: 8 * u, opacity: 0.3 });
    card += `<rect x="${f(fx - 40 * u)}" y="${f(fy - 420 * u)}" width="${f(80 * u)}" height="${f(420 * u)}" rx="${f(6 * u)}" fill="#f7f3ec"/>`;
    for (let k = 0; k < 4; k++) card += `<rect x="${f(fx - 34 * u)}" y="${f(fy - 414 * u + k * 86 * u)}" width="${f(68 * u)}" height="${f(80 * u)}" fill="${shade(c, 0.3 - k * 0.15)}"/>`;
    card += `<circle cx="${f(fx)}" cy="${f(fy - 20 * u)}" r="${f(8 * u)}" fill="${C.brass}"/>`;
    S.add(`<g transform="rotate(${a} ${f(fx)} ${f(fy - 20 * u)})">${card}</g>`);
  });
  // baseboard and floor with drop cloth
  S.add(S.paint(0, wallTop - 36 * u, W, 36 * u, C.warmWhite, { amt: 0.2 }));
  S.add(S.bevel(0, wallTop - 36 * u, W, 36 * u, { size: 2 }));
  S.add(`<rect x="0" y="${f(wallTop)}" width="${W}" height="${f(H - wallTop)}" fill="#cfc3ad"/>`);
  S.add(S.texRect(0, wallTop, W, H - wallTop, 'linen', { blend: 'soft-light', opacity: 1, scale: 1.5 }));
  S.add(`<rect x="0" y="${f(wallTop)}" width="${W}" height="${f(60 * u)}" fill="${S.lin([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  for (let k = 0; k < 5; k++) S.add(`<path d="M${f(rng.range(0, W))},${f(H)}q${f(rng.range(-80, 80) * u)},${f(-(H - wallTop) * 0.5)} ${f(rng.range(-40, 40) * u)},${f(-(H - wallTop) * 0.9)}" stroke="#000" stroke-opacity="0.08" stroke-width="${f(30 * u)}" fill="none"/>`);
  // paint can
  const cx = W * 0.66;
  const cy = H * 0.92;
  const cr = 120 * u;
  const ch = 190 * u;
  S.add(S.softEllipse(cx + 20 * u, cy, cr * 1.3, 28 * u, 0.5));
  S.add(`<path d="M${f(cx - cr)},${f(cy - ch)}V${f(cy)}A${f(cr)},${f(cr * 0.28)} 0 0 0 ${f(cx + cr)},${f(cy)}V${f(cy - ch)}Z" fill="${S.lin([[0, '#8d9194'], [0.3, '#e9ebec'], [0.6, '#b7bbbe'], [1, '#6d7275']], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  S.add(`<path d="M${f(cx - cr)},${f(cy - ch * 0.75)}V${f(cy - ch * 0.2)}A${f(cr)},${f(cr * 0.28)} 0 0 0 ${f(cx + cr)},${f(cy - ch * 0.2)}V${f(cy - ch * 0.75)}A${f(cr)},${f(cr * 0.28)} 0 0 1 ${f(cx - cr)},${f(cy - ch * 0.75)}Z" fill="${colors[0]}"/>`);
  S.add(`<ellipse cx="${f(cx)}" cy="${f(cy - ch)}" rx="${f(cr)}" ry="${f(cr * 0.28)}" fill="#c9cdcf"/>`);
  S.add(`<ellipse cx="${f(cx)}" cy="${f(cy - ch)}" rx="${f(cr * 0.9)}" ry="${f(cr * 0.24)}" fill="${colors[0]}"/>`);
  S.add(`<ellipse cx="${f(cx)}" cy="${f(cy - ch)}" rx="${f(cr * 0.9)}" ry="${f(cr * 0.24)}" fill="${S.rad([[0, '#fff', 0.25], [1, '#000', 0.15]], { cx: 0.4, cy: 0.4, r: 0.7 })}"/>`);
  // brush resting across the can
  const bx = cx - cr * 1.7;
  const by = cy - ch - 30 * u;
  S.add(`<g transform="rotate(-12 ${f(bx)} ${f(by)})">${S.shadow(bx + 8 * u, by + 30 * u, 400 * u, 36 * u, { blur: 8 * u, opacity: 0.4 })}${S.woodH(bx, by, 220 * u, 34 * u, { species: 'cherry', rx: 16 * u })}<rect x="${f(bx + 215 * u)}" y="${f(by - 8 * u)}" width="${f(50 * u)}" height="${f(50 * u)}" fill="${S.lin([[0, '#e3e6e7'], [0.5, '#9ea3a6'], [1, '#6d7275']])}"/><path d="M${f(bx + 265 * u)},${f(by - 10 * u)}H${f(bx + 330 * u)}Q${f(bx + 360 * u)},${f(by + 17 * u)} ${f(bx + 330 * u)},${f(by + 44 * u)}H${f(bx + 265 * u)}Z" fill="#e6d3ae"/><path d="M${f(bx + 300 * u)},${f(by - 10 * u)}H${f(bx + 330 * u)}Q${f(bx + 360 * u)},${f(by + 17 * u)} ${f(bx + 330 * u)},${f(by + 44 * u)}H${f(bx + 300 * u)}Z" fill="${colors[0]}"/></g>`);
  // roller
  const rx = W * 0.2;
  const ry = H * 0.86;
  S.add(`<g transform="rotate(8 ${f(rx)} ${f(ry)})">${S.shadow(rx + 8 * u, ry + 10 * u, 300 * u, 80 * u, { blur: 10 * u, opacity: 0.4 })}<rect x="${f(rx)}" y="${f(ry)}" width="${f(260 * u)}" height="${f(80 * u)}" rx="${f(36 * u)}" fill="${colors[0]}"/><rect x="${f(rx)}" y="${f(ry)}" width="${f(260 * u)}" height="${f(80 * u)}" rx="${f(36 * u)}" fill="${S.lin([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.35]])}"/><path d="M${f(rx + 260 * u)},${f(ry + 40 * u)}h${f(40 * u)}v${f(-90 * u)}h${f(120 * u)}" stroke="#9ea3a6" stroke-width="${f(8 * u)}" fill="none"/>${S.woodH(rx + 410 * u, ry - 66 * u, 200 * u, 34 * u, { species: 'maple', rx: 16 * u })}</g>`);
  S.add(S.finish({ lightX: 0.2, lightY: 0.15, warmth: 0.25, vignette: 0.45 }));
}

/** Freestanding bookcase / cabinet in a species, styled. */
export function bookcase(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = elevationBase(S, { wall: o.wall || '#dcd3c2', species: o.floor || 'walnut' });
  const sp = o.species || 'cherry';
  const w = W * 0.46;
  const x = W / 2 - w / 2;
  const top = H * 0.05;
  const t = 34 * u;
  S.add(S.shadow(x + 14 * u, top + 10 * u, w, floorTop - top, { blur: 24 * u, opacity: 0.5 }));
  S.add(S.paint(x + t, top + t, w - 2 * t, floorTop - top - 2 * t, '#3b2a1e', { amt: 0.2 }));
  S.add(`<rect x="${f(x + t)}" y="${f(top + t)}" width="${f(w - 2 * t)}" height="${f(floorTop - top - 2 * t)}" fill="${S.lin([[0, '#000', 0.4], [1, '#000', 0.1]])}"/>`);
  const doorsTop = floorTop - 260 * u;
  const n = 4;
  const step = (doorsTop - top - t) / n;
  for (let k = 1; k <= n; k++) {
    const y = top + t + k * step;
    S.add(shelfDecorLocal(S, x + t + 10 * u, y - 18 * u, w - 2 * t - 20 * u, step * 0.75));
    S.add(S.shadow(x + t, y - 18 * u, w - 2 * t, 30 * u, { blur: 8 * u, opacity: 0.4 }));
    S.add(S.woodH(x + t, y - 18 * u, w - 2 * t, 20 * u, { species: sp }));
  }
  S.add(glow(S, x + w / 2, top + t, w * 0.6, '#ffe4b0', 0.3));
  S.add(S.woodV(x, top, t, floorTop - top, { species: sp }));
  S.add(S.woodV(x + w - t, top, t, floorTop - top, { species: sp }));
  S.add(S.woodH(x - 14 * u, top - 20 * u, w + 28 * u, t + 20 * u, { species: sp }));
  S.add(S.woodH(x, floorTop - t, w, t, { species: sp }));
  const dw = (w - 2 * t) / 2;
  for (let i = 0; i < 2; i++) {
    S.add(door(S, x + t + i * dw + 3 * u, doorsTop, dw - 6 * u, floorTop - t - doorsTop - 6 * u, { wood: sp }));
    S.add(knob(S, x + t + i * dw + (i ? 24 * u : dw - 30 * u), doorsTop + 50 * u, 8 * u, o.metal || 'brass'));
  }
  S.add(S.bevel(x, top, w, floorTop - top, { size: 3 }));
  S.add(plant(S, x - 150 * u, floorTop, 260 * u, { style: 'leafy', pot: '#d9cfbf', leaves: 22 }));
  S.add(S.finish({ lightX: 0.3, lightY: 0.2, warmth: 0.25, vignette: 0.5 }));
}
function shelfDecorLocal(S, x, y, w, h) {
  const rng = S.rng;
  let out = books(S, x, y, w * 0.45, { maxH: h * 0.9 });
  out += vessel(S, x + w * 0.58, y, h * 0.55, { kind: rng.pick(['vase', 'jug']), color: rng.pick(['#e9e2d3', '#b5694a', '#8f9d80']) });
  out += books(S, x + w * 0.7, y, w * 0.3, { maxH: h * 0.85 });
  return out;
}

/** Workshop wall: pegboard with tools above a maple workbench. */
export function workshop(S, o = {}) {
  const { W, H, rng } = S;
  const u = H / 1067;
  S.add(`<rect width="${W}" height="${H}" fill="#c9b28c"/>`);
  S.add(S.texRect(0, 0, W, H, 'granule', { blend: 'soft-light', opacity: 0.8, scale: 1.5 }));
  let holes = '';
  for (let y = 20 * u; y < H * 0.66; y += 34 * u) for (let x = 20 * u; x < W; x += 34 * u) holes += `M${f(x)},${f(y)}m-3,0a3,3 0 1,0 6,0a3,3 0 1,0 -6,0`;
  S.add(`<path d="${holes}" fill="#6b5637" opacity="0.7"/>`);
  const tool = (d, fill, dx = 8, dy = 10) => `<path d="${d}" fill="#000" opacity="0.35" transform="translate(${f(dx * u)} ${f(dy * u)})"/><path d="${d}" fill="${fill}"/>`;
  // saw
  const sx = W * 0.08;
  const sy = H * 0.08;
  S.add(tool(`M${f(sx)},${f(sy + 60 * u)}L${f(sx + 420 * u)},${f(sy + 20 * u)}L${f(sx + 420 * u)},${f(sy + 130 * u)}L${f(sx)},${f(sy + 110 * u)}Z`, S.lin([[0, '#e0e3e4'], [1, '#8d9194']])));
  S.add(S.woodH(sx - 120 * u, sy + 40 * u, 130 * u, 80 * u, { species: 'cherry', rx: 24 * u }));
  // squares and rulers
  S.add(tool(`M${f(W * 0.45)},${f(H * 0.06)}h${f(30 * u)}v${f(300 * u)}h${f(-30 * u)}Z`, S.lin([[0, '#e0e3e4'], [1, '#9ea3a6']], { x1: 0, y1: 0, x2: 1, y2: 0 })));
  S.add(S.woodV(W * 0.45 - 40 * u, H * 0.06, 40 * u, 120 * u, { species: 'walnut' }));
  // chisels
  for (let k = 0; k < 5; k++) {
    const cx = W * 0.56 + k * 50 * u;
    S.add(S.woodV(cx, H * 0.08, 28 * u, 130 * u, { species: 'cherry', rx: 10 * u }));
    S.add(tool(`M${f(cx + 4 * u)},${f(H * 0.08 + 130 * u)}h${f(20 * u)}v${f(120 * u - k * 12 * u)}l${f(-10 * u)},${f(10 * u)}l${f(-10 * u)},${f(-10 * u)}Z`, S.lin([[0, '#e0e3e4'], [1, '#8d9194']], { x1: 0, y1: 0, x2: 1, y2: 0 })));
  }
  // mallet and clamps
  const mx = W * 0.86;
  S.add(S.woodV(mx, H * 0.1, 30 * u, 240 * u, { species: 'ipe' }));
  S.add(S.woodH(mx - 60 * u, H * 0.06, 150 * u, 80 * u, { species: 'maple', maxBoard: 200 }));
  for (let k = 0; k < 3; k++) {
    const cx = W * 0.1 + k * 90 * u;
    S.add(tool(`M${f(cx)},${f(H * 0.3)}h${f(14 * u)}v${f(220 * u)}h${f(-14 * u)}Z`, '#7a7e81'));
    S.add(`<rect x="${f(cx - 10 * u)}" y="${f(H * 0.3)}" width="${f(70 * u)}" height="${f(22 * u)}" fill="${C.forest}"/><rect x="${f(cx - 10 * u)}" y="${f(H * 0.3 + 170 * u)}" width="${f(70 * u)}" height="${f(22 * u)}" fill="${C.forest}"/>`);
  }
  // workbench
  const by = H * 0.68;
  S.add(S.shadow(-20, by, W + 40, 40 * u, { blur: 14 * u, opacity: 0.5 }));
  for (let k = 0; k < 4; k++) S.add(S.woodH(-20, by + k * 22 * u, W + 40, 22 * u, { species: 'maple', board: k }));
  S.add(`<rect x="0" y="${f(by + 88 * u)}" width="${W}" height="${f(H)}" fill="#5a4a38"/>`);
  S.add(`<rect x="0" y="${f(by + 88 * u)}" width="${W}" height="${f(H)}" fill="${S.lin([[0, '#000', 0.55], [1, '#000', 0.2]])}"/>`);
  for (let k = 0; k < 4; k++) S.add(S.woodH(W * 0.22 + k * 20 * u, by + 88 * u + 190 * u - k * 26 * u, W * 0.55, 24 * u, { species: rng.pick(['walnut', 'cherry', 'maple', 'whiteOak']), tone: -0.3 }));
  for (const lx of [W * 0.1, W * 0.85]) S.add(S.woodV(lx, by + 88 * u, 80 * u, H, { species: 'maple' }));
  S.add(S.woodH(-20, by + 88 * u + 200 * u, W + 40, 60 * u, { species: 'maple', tone: -0.3 }));
  // boards and plane on the bench
  S.add(S.shadow(W * 0.3 + 10 * u, by - 60 * u, W * 0.5, 60 * u, { blur: 10 * u, opacity: 0.5 }));
  S.add(S.woodH(W * 0.3, by - 62 * u, W * 0.5, 32 * u, { species: o.species || 'walnut' }));
  S.add(S.woodH(W * 0.34, by - 30 * u, W * 0.5, 30 * u, { species: 'cherry' }));
  S.add(`<path d="M${f(W * 0.16)},${f(by)}l${f(20 * u)},${f(-60 * u)}h${f(160 * u)}l${f(20 * u)},${f(60 * u)}Z" fill="#2b2e30"/><rect x="${f(W * 0.2)}" y="${f(by - 90 * u)}" width="${f(60 * u)}" height="${f(40 * u)}" rx="${f(10 * u)}" fill="${C.brass}"/>`);
  void rng;
  S.add(S.finish({ lightX: 0.3, lightY: 0.1, warmth: 0.3, vignette: 0.5 }));
}
