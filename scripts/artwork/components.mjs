/** Reusable drawn elements: cabinetry, hardware, counters, tile, floors, windows, decor. */
import { f } from './svg.mjs';
import { C, PAINTS } from './palette.mjs';
import { makeNoise } from './noise.mjs';

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
export const paintOf = (fin) => PAINTS[fin.paint] || { main: fin.paint, dark: fin.paint, light: fin.paint };

/** Mix two hex colours. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const m = (s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${[16, 8, 0].map((sh) => m(sh).toString(16).padStart(2, '0')).join('')}`;
}
export const shade = (c, t) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

/** A surface in a finish: { wood: species } or { paint: name|hex }. */
export function surface(S, x, y, w, h, fin, dir = 'h', o = {}) {
  if (fin.wood) {
    const opts = { species: fin.wood, shade: false, tone: o.tone ?? (S.rng.next() - 0.5) * 0.3, board: o.board };
    return dir === 'h' ? S.woodH(x, y, w, h, opts) : S.woodV(x, y, w, h, opts);
  }
  const p = paintOf(fin);
  const col = o.tone ? shade(p.main, o.tone) : p.main;
  return S.paint(x, y, w, h, col, { amt: 0.3 });
}

/** Shaker / slab / glass cabinet door or drawer front. */
export function door(S, x, y, w, h, fin, o = {}) {
  const style = o.style || 'shaker';
  const fw = o.frame ?? clamp(Math.min(w, h) * 0.16, 8, 58);
  let out = S.shadow(x + 2, y + 4, w, h, { blur: 3.5, opacity: 0.38 });
  if (style === 'slab') {
    out += surface(S, x, y, w, h, fin, o.grain || (h > w ? 'v' : 'h'));
    out += S.bevel(x, y, w, h, { size: 2, light: 0.25, dark: 0.3 });
    return out;
  }
  // frame
  if (fin.wood) {
    out += surface(S, x, y, fw, h, fin, 'v') + surface(S, x + w - fw, y, fw, h, fin, 'v');
    out += surface(S, x + fw, y, w - 2 * fw, fw, fin, 'h') + surface(S, x + fw, y + h - fw, w - 2 * fw, fw, fin, 'h');
    out += `<path d="M${f(x + fw)},${f(y)}V${f(y + fw)}M${f(x + w - fw)},${f(y)}V${f(y + fw)}M${f(x + fw)},${f(y + h - fw)}V${f(y + h)}M${f(x + w - fw)},${f(y + h - fw)}V${f(y + h)}" stroke="#000" stroke-opacity="0.35" stroke-width="1"/>`;
  } else {
    out += surface(S, x, y, w, h, fin);
  }
  const ix = x + fw;
  const iy = y + fw;
  const iw = w - 2 * fw;
  const ih = h - 2 * fw;
  if (style === 'glass') {
    out += `<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" fill="#2a2622"/>`;
    if (o.inside) out += o.inside(ix, iy, iw, ih);
    out += `<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" fill="${S.lin([[0, '#dfe8ea', 0.28], [0.45, '#dfe8ea', 0.06], [0.55, '#ffffff', 0.16], [0.62, '#dfe8ea', 0.04], [1, '#dfe8ea', 0.12]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += S.bevel(ix, iy, iw, ih, { size: 3, inset: true, dark: 0.5, light: 0.2 });
  } else {
    if (fin.wood) out += surface(S, ix, iy, iw, ih, fin, 'v', { tone: -0.12 });
    else out += `<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" fill="#000" opacity="0.05"/>`;
    const b = clamp(fw * 0.2, 2, 8);
    out += S.bevel(ix, iy, iw, ih, { size: b, inset: true, dark: 0.32, light: 0.22 });
    // soft shadow cast into the recess from the top rail
    out += `<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(Math.min(ih, fw * 0.6))}" fill="${S.lin([[0, '#000', 0.16], [1, '#000', 0]])}"/>`;
  }
  out += S.bevel(x, y, w, h, { size: 2, light: 0.3, dark: 0.32 });
  return out;
}

const METALS = {
  brass: ['#7a5a26', '#e9cd8a', '#b8914a', '#6d4f20'],
  black: ['#0d0d0d', '#55524e', '#1f1e1d', '#0a0a0a'],
  nickel: ['#707478', '#eef0f0', '#a9adb0', '#5c6064'],
  bronze: ['#3d2a1c', '#9a7458', '#5a3f2b', '#2e1f14'],
};
export function metalGrad(S, metal = 'brass', vertical = true) {
  const m = METALS[metal];
  return S.lin([[0, m[0]], [0.35, m[1]], [0.6, m[2]], [1, m[3]]], vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 });
}
/** Bar pull centred at cx,cy; horizontal or vertical. */
export function pull(S, cx, cy, len, { vertical = false, metal = 'brass', t = 7 } = {}) {
  const w = vertical ? t : len;
  const h = vertical ? len : t;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return (
    S.shadow(x + 3, y + 5, w, h, { blur: 3, opacity: 0.45, rx: t / 2 }) +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(t / 2)}" fill="${metalGrad(S, metal, !vertical)}"/>`
  );
}
export function knob(S, cx, cy, r, metal = 'brass') {
  const m = METALS[metal];
  return (
    `<circle cx="${f(cx + 2)}" cy="${f(cy + 4)}" r="${f(r * 1.4)}" fill="${S.rad([[0, '#000', 0.45], [0.6, '#000', 0.25], [1, '#000', 0]])}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${S.rad([[0, m[1]], [0.5, m[2]], [1, m[0]]], { cx: 0.35, cy: 0.3, r: 0.75 })}"/>`
  );
}

/** Counter slab with eased front edge and shadow below. */
export function counter(S, x, y, w, h, stone = 'quartz', o = {}) {
  let out = S.shadow(x, y + h - 2, w, h * 0.9 + 6, { blur: 7, opacity: 0.4 });
  out += S.texRect(x, y, w, h, stone, { scale: o.scale || 0.9 });
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.35], [0.18, '#fff', 0.05], [0.8, '#000', 0.04], [1, '#000', 0.25]])}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="1.5" fill="#fff" opacity="0.7"/>`;
  return out;
}

/**
 * Tile field. layout: stack | subway | grid | vertical (stacked vertical) | herringbone.
 * colours: array of hex (glazed tiles) or stone: name (stone texture with grout lines).
 */
export function tiles(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const tw = o.tw || 60;
  const th = o.th || 30;
  const g = o.grout ?? 2;
  const groutC = o.groutColor || '#d9d2c6';
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}">`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${groutC}"/>`;
  if (o.stone) out += S.texRect(x, y, w, h, o.stone, { scale: o.scale || 1 });
  const glaze = S.lin([[0, '#fff', 0.28], [0.35, '#fff', 0.05], [0.7, '#000', 0.0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const cells = [];
  const layout = o.layout || 'stack';
  if (layout === 'herringbone') {
    for (const b of herringboneCells(x, y, w, h, tw, th)) cells.push(b);
  } else {
    const vert = layout === 'vertical';
    const cw = vert ? th : tw;
    const ch = vert ? tw : th;
    const rows = Math.ceil(h / ch) + 1;
    const cols = Math.ceil(w / cw) + 2;
    for (let r = 0; r < rows; r++) {
      const off = layout === 'subway' && r % 2 ? -cw / 2 : 0;
      for (let c = 0; c < cols; c++) cells.push({ x: x + off + c * cw, y: y + h - (r + 1) * ch, w: cw, h: ch });
    }
  }
  for (const cell of cells) {
    const cx = cell.x + g / 2;
    const cy = cell.y + g / 2;
    const cw = cell.w - g;
    const ch = cell.h - g;
    const tr = cell.rot ? ` transform="rotate(${cell.rot} ${f(cell.ox)} ${f(cell.oy)})"` : '';
    if (o.stone) {
      const t = (rng.next() - 0.5) * 0.12;
      out += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" fill="${t > 0 ? '#fff' : '#000'}" opacity="${f(Math.abs(t))}"${tr}/>`;
      out += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" fill="${glaze}" opacity="0.5"${tr}/>`;
    } else {
      const base = o.colors[Math.floor(rng.next() * o.colors.length)];
      const col = shade(base, (rng.next() - 0.5) * (o.jitter ?? 0.07));
      out += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" rx="${f(o.rx ?? 1.5)}" fill="${col}"${tr}/>`;
      out += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" rx="${f(o.rx ?? 1.5)}" fill="${glaze}"${tr}/>`;
    }
  }
  if (!o.stone && o.texture !== false) out += S.texRect(x, y, w, h, 'plaster', { blend: 'soft-light', opacity: 0.55 });
  out += '</g>';
  return out;
}

/** Herringbone lattice cells (already in final coordinates, rotation given per cell). */
export function herringboneCells(x, y, w, h, L, T, rot = 45) {
  const cells = [];
  const cx = x + w / 2;
  const cy = y + h / 2;
  const R = Math.hypot(w, h) / 2 + L * 2;
  const n = Math.ceil((R * 2) / T) + 2;
  const m = Math.ceil((R * 2) / L) + 2;
  for (let j = -m; j <= m; j++) {
    for (let k = -n; k <= n; k++) {
      const hx = k * T + j * L;
      const hy = k * T - j * L;
      if (Math.abs(hx) > R + L || Math.abs(hy) > R + L) continue;
      cells.push({ x: cx + hx, y: cy + hy, w: L, h: T, rot, ox: cx, oy: cy, v: false });
      cells.push({ x: cx + hx, y: cy + hy + T, w: T, h: L, rot, ox: cx, oy: cy, v: true });
    }
  }
  return cells;
}

/** Herringbone wood floor seen from above. */
export function herringboneWood(S, x, y, w, h, o = {}) {
  const L = o.L || 200;
  const T = o.T || 44;
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#2a1d12"/>`;
  for (const c of herringboneCells(x, y, w, h, L, T, o.rot ?? 45)) {
    // skip cells far outside the clip after rotation
    const rad = ((c.rot || 0) * Math.PI) / 180;
    const px = c.ox + (c.x + c.w / 2 - c.ox) * Math.cos(rad) - (c.y + c.h / 2 - c.oy) * Math.sin(rad);
    const py = c.oy + (c.x + c.w / 2 - c.ox) * Math.sin(rad) + (c.y + c.h / 2 - c.oy) * Math.cos(rad);
    if (px < x - L || px > x + w + L || py < y - L || py > y + h + L) continue;
    const inner = c.v
      ? S.woodV(c.x + 0.8, c.y + 0.8, c.w - 1.6, c.h - 1.6, { species: o.species || 'whiteOak' })
      : S.woodH(c.x + 0.8, c.y + 0.8, c.w - 1.6, c.h - 1.6, { species: o.species || 'whiteOak' });
    out += `<g transform="rotate(${c.rot} ${f(c.ox)} ${f(c.oy)})">${inner}</g>`;
  }
  out += '</g>';
  return out;
}

/**
 * One-point perspective floor. Horizon yH, wall base yTop, bottom yBot, vanishing x vx.
 * dir: 'z' boards run away from the viewer, 'x' boards run across.
 * clip: optional clip url. plank: board width in px at the wall base.
 */
export function perspFloor(S, o) {
  const { yH, yTop, yBot, vx, species = 'whiteOak', dir = 'z', plank = 34, x0 = 0, x1 = S.W } = o;
  const rng = S.rng;
  const hc = yTop - yH;
  const K = 1000;
  const sy = (Z) => yH + (hc * K) / Z;
  const sx = (X, Z) => vx + (X * K) / Z;
  const Zmin = (K * hc) / (yBot - yH);
  const Zmax = o.zMax || K;
  let out = `<g${o.clip ? ` clip-path="${o.clip}"` : ''}>`;
  const seams = [];
  const texPerWorld = 150 / plank;
  if (dir === 'z') {
    const Xmin = ((x0 - vx) * Zmax) / K - plank;
    const Xmax = ((x1 - vx) * Zmax) / K + plank;
    // restrict to strips visible at the far end as well
    for (let a = Math.floor(Xmin / plank) * plank; a < Xmax; a += plank) {
      let z = Zmin - rng.next() * 600;
      while (z < Zmax) {
        const L = (o.minLen || 350) + rng.next() * (o.varLen || 700);
        const z1 = Math.max(z, Zmin * 0.98);
        const z2 = Math.min(z + L, Zmax);
        if (z2 > z1) {
          const p0 = [sx(a, z1), sy(z1)];
          const p1 = [sx(a + plank, z1), sy(z1)];
          const p2 = [sx(a + plank, z2), sy(z2)];
          const p3 = [sx(a, z2), sy(z2)];
          out += S.woodAffine([p0, p1, p2, p3], p0, p3, p1, { species, len: (z2 - z1) * texPerWorld, board: Math.floor(rng.next() * 64) });
          seams.push(`M${f(p3[0])},${f(p3[1])}L${f(p2[0])},${f(p2[1])}`);
        }
        z += L;
      }
      seams.push(`M${f(sx(a, Zmin * 0.98))},${f(sy(Zmin * 0.98))}L${f(sx(a, Zmax))},${f(sy(Zmax))}`);
    }
  } else {
    for (let z = Zmin * 0.98; z < Zmax; ) {
      const dz = (plank * z) / K; // keep boards about plank px tall on screen... scaled with depth
      const z2 = Math.min(z + plank, Zmax);
      const Xmin = ((x0 - vx) * z) / K - 200;
      const Xmax = ((x1 - vx) * z) / K + 200;
      let X = Xmin - rng.next() * 500;
      while (X < Xmax) {
        const L = (o.minLen || 350) + rng.next() * (o.varLen || 700);
        const p0 = [sx(X, z), sy(z)];
        const p1 = [sx(X + L, z), sy(z)];
        const p2 = [sx(X + L, z2), sy(z2)];
        const p3 = [sx(X, z2), sy(z2)];
        out += S.woodAffine([p0, p1, p2, p3], p0, p1, p3, { species, len: L * texPerWorld, board: Math.floor(rng.next() * 64) });
        seams.push(`M${f(p1[0])},${f(p1[1])}L${f(p2[0])},${f(p2[1])}`);
        X += L;
      }
      seams.push(`M${f(x0 - 50)},${f(sy(z2))}H${f(x1 + 50)}`);
      z = z2;
      void dz;
    }
  }
  out += `<path d="${seams.join('')}" stroke="#1a120b" stroke-opacity="${o.seamOpacity ?? 0.45}" stroke-width="${o.seamWidth ?? 1.2}" fill="none"/>`;
  // depth shading: darker toward the wall, sheen near the viewer
  out += `<rect x="${f(x0)}" y="${f(yTop)}" width="${f(x1 - x0)}" height="${f(yBot - yTop)}" fill="${S.lin([[0, '#1a120b', 0.35], [0.4, '#1a120b', 0.08], [1, '#1a120b', 0.0]])}"/>`;
  out += '</g>';
  return out;
}

/** Sky and layered tree line (seen through windows, behind decks, houses). */
export function landscape(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const N = makeNoise(o.seed ?? Math.floor(rng.next() * 1e6));
  const time = o.time || 'day';
  const skies = {
    day: [[0, '#9fb9c6'], [0.6, '#d7e1df'], [1, '#eef0e6']],
    golden: [[0, '#8ea5b3'], [0.5, '#e8cfa8'], [1, '#f6d9a6']],
    dusk: [[0, '#3b4a5c'], [0.55, '#b28a78'], [1, '#eab17f']],
  };
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin(skies[time])}"/>`;
  if (o.sun) out += `<circle cx="${f(x + w * o.sun[0])}" cy="${f(y + h * o.sun[1])}" r="${f(h * 0.5)}" fill="${S.rad([[0, '#fff6dc', 0.9], [0.2, '#ffe7b8', 0.45], [1, '#ffe7b8', 0]])}"/>`;
  const layers = o.layers || [
    { base: 0.62, amp: 0.1, color: time === 'dusk' ? '#6e6f74' : '#a7b4aa', fq: 0.012 },
    { base: 0.7, amp: 0.14, color: time === 'dusk' ? '#3e4642' : '#7d8f78', fq: 0.018 },
    { base: 0.82, amp: 0.12, color: time === 'dusk' ? '#252d27' : '#52664f', fq: 0.03 },
  ];
  layers.forEach((L, li) => {
    let d = `M${f(x)},${f(y + h)}`;
    const step = Math.max(3, w / 160);
    for (let px = 0; px <= w + step; px += step) {
      const X = (px / w) * 1600;
      const n = N.fbm(X * L.fq * 0.1 + li * 20, li * 3.7, 4) + N.fbm(X * L.fq * 0.3, li * 7.1, 2) * 0.35;
      d += `L${f(x + px)},${f(y + h * (L.base - n * L.amp * 2))}`;
    }
    d += `L${f(x + w)},${f(y + h)}Z`;
    out += `<path d="${d}" fill="${L.color}"/>`;
  });
  if (o.lawn !== false) out += `<rect x="${f(x)}" y="${f(y + h * 0.9)}" width="${f(w)}" height="${f(h * 0.1 + 2)}" fill="${time === 'dusk' ? '#2b3528' : '#6f8a5a'}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0], [0.7, '#fff', 0.08], [1, '#fff', 0.15]])}"/>`;
  out += '</g>';
  return out;
}

/** A window opening with view, sash frame and muntins. */
export function windowUnit(S, x, y, w, h, o = {}) {
  const frameC = o.frame || C.warmWhite;
  const fw = o.frameW ?? Math.max(10, w * 0.045);
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 3;
  let out = '';
  if (o.casing !== false) {
    const cw = o.casingW ?? fw * 1.8;
    out += S.shadow(x - cw + 4, y - cw + 6, w + 2 * cw, h + 2 * cw, { blur: 8, opacity: 0.3 });
    out += S.paint(x - cw, y - cw, w + 2 * cw, h + 2 * cw, o.casingColor || frameC, { amt: 0.2 });
    out += S.bevel(x - cw, y - cw, w + 2 * cw, h + 2 * cw, { size: 3, light: 0.4, dark: 0.2 });
    if (o.sill !== false) {
      out += S.shadow(x - cw - 14, y + h + cw - 2, w + 2 * cw + 28, 22, { blur: 6, opacity: 0.35 });
      out += S.paint(x - cw - 14, y + h + cw * 0.2, w + 2 * cw + 28, cw * 0.8 + 4, o.casingColor || frameC, { amt: 0.2 });
      out += S.bevel(x - cw - 14, y + h + cw * 0.2, w + 2 * cw + 28, cw * 0.8 + 4, { size: 2 });
    }
  }
  out += landscape(S, x, y, w, h, { time: o.time || 'day', sun: o.sun, seed: o.seed });
  // interior reveal shadow
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="${f(fw * 0.8)}"/>`;
  // frame and muntins
  const bars = [];
  bars.push([x, y, w, fw], [x, y + h - fw, w, fw], [x, y, fw, h], [x + w - fw, y, fw, h]);
  if (o.meeting !== false && rows > 1) bars.push([x, y + h / 2 - fw / 2, w, fw]);
  const m = Math.max(3, fw * 0.35);
  for (let c = 1; c < cols; c++) bars.push([x + (w * c) / cols - m / 2, y, m, h]);
  for (let r = 1; r < rows; r++) {
    if (o.meeting !== false && rows % 2 === 0 && r === rows / 2) continue;
    bars.push([x, y + (h * r) / rows - m / 2, w, m]);
  }
  for (const [bx, by, bw, bh] of bars) out += `<rect x="${f(bx + 1.5)}" y="${f(by + 2.5)}" width="${f(bw)}" height="${f(bh)}" fill="#000" opacity="0.22"/>`;
  for (const [bx, by, bw, bh] of bars) out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${frameC}"/>`;
  // glass sheen
  out += `<rect x="${f(x + fw)}" y="${f(y + fw)}" width="${f(w - 2 * fw)}" height="${f(h - 2 * fw)}" fill="${S.lin([[0, '#fff', 0.0], [0.42, '#fff', 0.0], [0.5, '#fff', 0.14], [0.58, '#fff', 0.0], [1, '#fff', 0.06]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  return out;
}

const BOOK_COLORS = ['#7c8b6f', '#3c4d40', '#b5694a', '#d7c7a5', '#2d2b29', '#a67b4f', '#e8dfcc', '#5a6b7a', '#8a5a3c', '#c9a15a'];
/** Row of books standing on a shelf line y, from x to x+w. */
export function books(S, x, y, w, o = {}) {
  const rng = S.rng;
  const maxH = o.maxH || 80;
  let out = '';
  let cx = x;
  while (cx < x + w - 10) {
    const bw = rng.range(maxH * 0.09, maxH * 0.2);
    if (cx + bw > x + w) break;
    const bh = rng.range(maxH * 0.68, maxH);
    const col = shade(rng.pick(o.colors || BOOK_COLORS), (rng.next() - 0.5) * 0.15);
    out += `<rect x="${f(cx)}" y="${f(y - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/>`;
    out += `<rect x="${f(cx)}" y="${f(y - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${S.lin([[0, '#fff', 0.18], [0.3, '#fff', 0], [0.8, '#000', 0.1], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
    if (rng.chance(0.6)) {
      const by = y - bh + bh * rng.range(0.12, 0.2);
      out += `<rect x="${f(cx + 1)}" y="${f(by)}" width="${f(bw - 2)}" height="${f(bh * 0.04 + 1)}" fill="${rng.chance(0.5) ? C.brassLight : '#000'}" opacity="0.45"/>`;
    }
    cx += bw + rng.range(0, 1.5);
    if (rng.chance(0.12)) cx += rng.range(maxH * 0.3, maxH * 0.8);
  }
  return out;
}

/** Ceramic vessel (vase, bowl, jar) standing on y with centre cx. kind: vase | bowl | jug | pot */
export function vessel(S, cx, y, size, o = {}) {
  const col = o.color || '#e9e1d2';
  const k = o.kind || 'vase';
  let d;
  const s = size;
  if (k === 'bowl') d = `M${f(cx - s * 0.6)},${f(y - s * 0.42)}C${f(cx - s * 0.58)},${f(y - s * 0.05)} ${f(cx - s * 0.3)},${f(y)} ${f(cx)},${f(y)}C${f(cx + s * 0.3)},${f(y)} ${f(cx + s * 0.58)},${f(y - s * 0.05)} ${f(cx + s * 0.6)},${f(y - s * 0.42)}Z`;
  else if (k === 'jug') d = `M${f(cx - s * 0.16)},${f(y - s)}L${f(cx + s * 0.16)},${f(y - s)}C${f(cx + s * 0.16)},${f(y - s * 0.75)} ${f(cx + s * 0.4)},${f(y - s * 0.6)} ${f(cx + s * 0.38)},${f(y - s * 0.3)}C${f(cx + s * 0.36)},${f(y - s * 0.05)} ${f(cx + s * 0.25)},${f(y)} ${f(cx)},${f(y)}C${f(cx - s * 0.25)},${f(y)} ${f(cx - s * 0.36)},${f(y - s * 0.05)} ${f(cx - s * 0.38)},${f(y - s * 0.3)}C${f(cx - s * 0.4)},${f(y - s * 0.6)} ${f(cx - s * 0.16)},${f(y - s * 0.75)} ${f(cx - s * 0.16)},${f(y - s)}Z`;
  else if (k === 'pot') d = `M${f(cx - s * 0.42)},${f(y - s * 0.7)}L${f(cx + s * 0.42)},${f(y - s * 0.7)}L${f(cx + s * 0.33)},${f(y)}L${f(cx - s * 0.33)},${f(y)}Z`;
  else d = `M${f(cx - s * 0.12)},${f(y - s)}L${f(cx + s * 0.12)},${f(y - s)}C${f(cx + s * 0.12)},${f(y - s * 0.8)} ${f(cx + s * 0.3)},${f(y - s * 0.55)} ${f(cx + s * 0.3)},${f(y - s * 0.3)}C${f(cx + s * 0.3)},${f(y - s * 0.08)} ${f(cx + s * 0.2)},${f(y)} ${f(cx)},${f(y)}C${f(cx - s * 0.2)},${f(y)} ${f(cx - s * 0.3)},${f(y - s * 0.08)} ${f(cx - s * 0.3)},${f(y - s * 0.3)}C${f(cx - s * 0.3)},${f(y - s * 0.55)} ${f(cx - s * 0.12)},${f(y - s * 0.8)} ${f(cx - s * 0.12)},${f(y - s)}Z`;
  let out = `${S.softEllipse(cx + s * 0.12, y, (s * 0.45) * 1.3, (s * 0.05) * 2.2, 0.35)}`;
  out += `<path d="${d}" fill="${col}"/>`;
  out += `<path d="${d}" fill="${S.lin([[0, '#fff', 0.3], [0.3, '#fff', 0.05], [0.7, '#000', 0.1], [1, '#000', 0.45]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  return out;
}

/** Leafy plant in a pot; style: leafy | trailing | branch */
export function plant(S, cx, y, size, o = {}) {
  const rng = S.rng;
  const potC = o.pot || '#d9cfbf';
  let out = '';
  const style = o.style || 'leafy';
  const leafC = [C.forest, '#4d6b4f', C.sage, '#3f5a43', '#6b8560'];
  const leaves = [];
  const n = o.leaves || (style === 'branch' ? 26 : 16);
  for (let i = 0; i < n; i++) {
    let a;
    let len;
    let bx = cx;
    let by = y - size * 0.55;
    if (style === 'trailing') {
      a = rng.range(-200, 20);
      len = size * rng.range(0.35, 0.6);
      by = y - size * 0.5 + rng.range(0, size * 0.8) * (rng.chance(0.5) ? 1 : 0);
      bx = cx + rng.range(-size * 0.3, size * 0.3);
    } else if (style === 'branch') {
      a = rng.range(-170, -10);
      len = size * rng.range(0.12, 0.2);
      const t = rng.range(0.2, 1);
      const side = rng.chance(0.5) ? -1 : 1;
      bx = cx + side * t * size * 0.45 * rng.range(0.3, 1);
      by = y - size * 0.55 - t * size * 0.9;
    } else {
      a = rng.range(-165, -15);
      len = size * rng.range(0.4, 0.75);
    }
    leaves.push({ a, len, bx, by, col: rng.pick(leafC) });
  }
  if (style === 'branch') {
    out += `<path d="M${f(cx)},${f(y - size * 0.5)}Q${f(cx - size * 0.1)},${f(y - size)} ${f(cx - size * 0.25)},${f(y - size * 1.4)}M${f(cx)},${f(y - size * 0.6)}Q${f(cx + size * 0.2)},${f(y - size)} ${f(cx + size * 0.3)},${f(y - size * 1.3)}" stroke="#4a3a2a" stroke-width="${f(size * 0.02)}" fill="none"/>`;
  }
  for (const L of leaves) {
    const rad = (L.a * Math.PI) / 180;
    const ex = L.bx + Math.cos(rad) * L.len;
    const ey = L.by + Math.sin(rad) * L.len;
    const nx = -Math.sin(rad) * L.len * 0.22;
    const ny = Math.cos(rad) * L.len * 0.22;
    const mx = (L.bx + ex) / 2;
    const my = (L.by + ey) / 2;
    const d = `M${f(L.bx)},${f(L.by)}Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)}Q${f(mx - nx)},${f(my - ny)} ${f(L.bx)},${f(L.by)}Z`;
    out += `<path d="${d}" fill="${L.col}"/>`;
    out += `<path d="${d}" fill="${S.lin([[0, '#fff', 0.18], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  }
  if (o.pot !== false) out += vessel(S, cx, y, size * 0.62, { kind: 'pot', color: potC });
  return out;
}

/** Pendant light hanging from y0 with shade bottom at y1. */
export function pendant(S, cx, y0, y1, size, o = {}) {
  const col = o.color || C.black;
  let out = `<circle cx="${f(cx)}" cy="${f(y1 + size * 0.6)}" r="${f(size * 2.4)}" fill="${S.rad([[0, '#ffe9bf', 0.55], [0.4, '#ffe1a8', 0.15], [1, '#ffe1a8', 0]])}"/>`;
  out += `<line x1="${f(cx)}" y1="${f(y0)}" x2="${f(cx)}" y2="${f(y1 - size * 0.5)}" stroke="#1a1a1a" stroke-width="2"/>`;
  const kind = o.kind || 'dome';
  let d;
  if (kind === 'dome') d = `M${f(cx - size)},${f(y1)}C${f(cx - size)},${f(y1 - size * 0.7)} ${f(cx - size * 0.3)},${f(y1 - size * 0.62)} ${f(cx - size * 0.15)},${f(y1 - size * 0.62)}L${f(cx + size * 0.15)},${f(y1 - size * 0.62)}C${f(cx + size * 0.3)},${f(y1 - size * 0.62)} ${f(cx + size)},${f(y1 - size * 0.7)} ${f(cx + size)},${f(y1)}Z`;
  else d = `M${f(cx - size * 0.35)},${f(y1 - size * 0.9)}L${f(cx + size * 0.35)},${f(y1 - size * 0.9)}L${f(cx + size * 0.6)},${f(y1)}L${f(cx - size * 0.6)},${f(y1)}Z`;
  out += `<path d="${d}" fill="${col}"/>`;
  out += `<path d="${d}" fill="${S.lin([[0, '#fff', 0.25], [0.4, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(y1)}" rx="${f(size * (kind === 'dome' ? 0.95 : 0.58))}" ry="${f(size * 0.1)}" fill="#fff3d1"/>`;
  return out;
}

/**
 * One-point perspective room shell. Back wall rect [bx0,by0]-[bx1,by1], vanishing point at
 * (vx, vy) inside the back wall. Draws ceiling, side walls, back wall and floor; returns geometry.
 */
export function roomShell(S, o) {
  const { W, H } = S;
  const { bx0, by0, bx1, by1 } = o;
  const vx = o.vx ?? (bx0 + bx1) / 2;
  const vy = o.vy ?? by0 + (by1 - by0) * 0.45;
  // extend corner lines from the vanishing point to the frame edges
  const ext = (px, py) => {
    const dx = px - vx;
    const dy = py - vy;
    const t = Math.max(
      dx < 0 ? (0 - 40 - vx) / dx : dx > 0 ? (W + 40 - vx) / dx : Infinity,
      dy < 0 ? (0 - 40 - vy) / dy : dy > 0 ? (H + 40 - vy) / dy : Infinity,
    );
    const tt = Math.min(t, 60);
    return [vx + dx * tt, vy + dy * tt];
  };
  const tl = ext(bx0, by0);
  const tr = ext(bx1, by0);
  const bl = ext(bx0, by1);
  const br = ext(bx1, by1);
  const P = (pts) => `M${pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z`;
  const wallC = o.wall || C.cream;
  const sideC = o.sideWall || shade(wallC, -0.1);
  const ceilC = o.ceiling || shade(wallC, 0.02);
  let out = '';
  const ceil = P([[bx0, by0], [bx1, by0], tr, [W + 50, -50], [-50, -50], tl]);
  const left = P([[bx0, by0], [bx0, by1], bl, [-50, H + 50], [-50, -50], tl]);
  const right = P([[bx1, by0], [bx1, by1], br, [W + 50, H + 50], [W + 50, -50], tr]);
  const floor = P([[bx0, by1], [bx1, by1], br, [W + 50, H + 50], [-50, H + 50], bl]);
  out += `<path d="${ceil}" fill="${ceilC}"/>`;
  out += `<path d="${ceil}" fill="${S.lin([[0, '#000', 0.18], [1, '#000', 0]], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  out += `<path d="${left}" fill="${sideC}"/>`;
  out += `<path d="${left}" fill="${S.lin([[0, '#000', 0.05], [1, '#000', 0.22]], { x1: 1, y1: 0, x2: 0, y2: 0 })}"/>`;
  out += `<path d="${right}" fill="${sideC}"/>`;
  out += `<path d="${right}" fill="${S.lin([[0, '#000', 0.05], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  out += S.paint(bx0, by0, bx1 - bx0, by1 - by0, wallC, { amt: 0.45 });
  S.add(out);
  const floorClip = S.clipPath(floor);
  if (o.floor !== false) {
    S.add(perspFloor(S, { yH: vy, yTop: by1, yBot: H + 40, vx, species: o.species || 'whiteOak', dir: o.dir || 'z', plank: o.plank || 26, x0: bx0, x1: bx1, clip: floorClip }));
  }
  return { tl, tr, bl, br, vx, vy, floor, left, right, ceil, floorClip, P };
}

/** Glow spot for recessed lights / sconces. */
export function glow(S, cx, cy, r, color = '#ffe6b3', a = 0.6) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${S.rad([[0, color, a], [0.35, color, a * 0.35], [1, color, 0]])}"/>`;
}

/** Front view sofa (cx = centre, y = floor line, w = width). */
export function sofa(S, cx, y, w, o = {}) {
  const col = o.color || '#b9ad98';
  const h = w * 0.36;
  const x = cx - w / 2;
  let out = `${S.softEllipse(cx, y, (w * 0.55) * 1.3, (h * 0.08) * 2.2, 0.4)}`;
  const g = (x1, y1, w1, h1, r, tone = 0) =>
    `<rect x="${f(x1)}" y="${f(y1)}" width="${f(w1)}" height="${f(h1)}" rx="${f(r)}" fill="${shade(col, tone)}"/>` +
    `<rect x="${f(x1)}" y="${f(y1)}" width="${f(w1)}" height="${f(h1)}" rx="${f(r)}" fill="${S.lin([[0, '#fff', 0.22], [0.5, '#fff', 0], [1, '#000', 0.28]])}"/>`;
  // legs
  out += `<rect x="${f(x + w * 0.06)}" y="${f(y - h * 0.1)}" width="${f(w * 0.02)}" height="${f(h * 0.1)}" fill="#2a2118"/>`;
  out += `<rect x="${f(x + w * 0.92)}" y="${f(y - h * 0.1)}" width="${f(w * 0.02)}" height="${f(h * 0.1)}" fill="#2a2118"/>`;
  out += g(x + w * 0.06, y - h, w * 0.88, h * 0.6, h * 0.1, -0.08); // back
  const n = o.cushions || 3;
  for (let i = 0; i < n; i++) out += g(x + w * 0.1 + (i * w * 0.8) / n + 2, y - h * 0.95, (w * 0.8) / n - 4, h * 0.5, h * 0.1, -0.02);
  out += g(x + w * 0.08, y - h * 0.48, w * 0.84, h * 0.38, h * 0.08, 0); // seat
  for (let i = 1; i < n; i++) out += `<rect x="${f(x + w * 0.1 + (i * w * 0.8) / n - 1)}" y="${f(y - h * 0.47)}" width="2" height="${f(h * 0.36)}" fill="#000" opacity="0.25"/>`;
  out += g(x, y - h * 0.7, w * 0.11, h * 0.6, h * 0.08, -0.04);
  out += g(x + w * 0.89, y - h * 0.7, w * 0.11, h * 0.6, h * 0.08, -0.04);
  if (o.pillows !== false) {
    const pc = o.pillowColors || [C.sage, C.terracotta];
    out += `<rect x="${f(x + w * 0.14)}" y="${f(y - h * 0.95)}" width="${f(w * 0.14)}" height="${f(w * 0.12)}" rx="${f(w * 0.02)}" fill="${pc[0]}" transform="rotate(-8 ${f(x + w * 0.2)} ${f(y - h * 0.8)})"/>`;
    out += `<rect x="${f(x + w * 0.72)}" y="${f(y - h * 0.95)}" width="${f(w * 0.14)}" height="${f(w * 0.12)}" rx="${f(w * 0.02)}" fill="${pc[1]}" transform="rotate(7 ${f(x + w * 0.78)} ${f(y - h * 0.8)})"/>`;
  }
  out += S.texRect(x, y - h, w, h, 'linen', { blend: 'soft-light', opacity: 0.5, clip: S.clipRect(x, y - h, w, h, h * 0.1) });
  return out;
}

/** Abstract framed artwork (landscape blocks) at x,y,w,h. */
export function artwork(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const fw = o.frame ?? Math.max(6, w * 0.04);
  const mat = o.mat ?? w * 0.08;
  let out = S.shadow(x + 6, y + 10, w, h, { blur: 10, opacity: 0.35 });
  out += o.frameWood ? S.woodH(x, y, w, h, { species: o.frameWood }) : `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${o.frameColor || C.black}"/>`;
  out += `<rect x="${f(x + fw)}" y="${f(y + fw)}" width="${f(w - 2 * fw)}" height="${f(h - 2 * fw)}" fill="#f4efe6"/>`;
  const ix = x + fw + mat;
  const iy = y + fw + mat;
  const iw = w - 2 * (fw + mat);
  const ih = h - 2 * (fw + mat);
  const pal = o.palette || [C.sage, C.forest, C.sand, C.terracotta, '#d8cdb6'];
  out += `<rect x="${f(ix)}" y="${f(iy)}" width="${f(iw)}" height="${f(ih)}" fill="${pal[4]}"/>`;
  const clip = S.clipRect(ix, iy, iw, ih);
  out += `<g clip-path="${clip}">`;
  if (o.style === 'arch') {
    out += `<path d="M${f(ix + iw * 0.2)},${f(iy + ih)}V${f(iy + ih * 0.45)}A${f(iw * 0.3)},${f(iw * 0.3)} 0 0 1 ${f(ix + iw * 0.8)},${f(iy + ih * 0.45)}V${f(iy + ih)}Z" fill="${pal[0]}"/>`;
    out += `<circle cx="${f(ix + iw * 0.62)}" cy="${f(iy + ih * 0.3)}" r="${f(iw * 0.12)}" fill="${pal[3]}"/>`;
  } else {
    let yy = iy + ih * rng.range(0.45, 0.6);
    for (let k = 0; k < 3; k++) {
      const c = pal[k % 4];
      const amp = ih * 0.08;
      out += `<path d="M${f(ix)},${f(yy)}C${f(ix + iw * 0.3)},${f(yy - amp)} ${f(ix + iw * 0.6)},${f(yy + amp)} ${f(ix + iw)},${f(yy - amp * 0.5)}V${f(iy + ih)}H${f(ix)}Z" fill="${c}"/>`;
      yy += ih * 0.14;
    }
    out += `<circle cx="${f(ix + iw * rng.range(0.25, 0.75))}" cy="${f(iy + ih * 0.28)}" r="${f(Math.min(iw, ih) * 0.09)}" fill="${pal[3]}" opacity="0.85"/>`;
  }
  out += S.texRect(ix, iy, iw, ih, 'linen', { blend: 'soft-light', opacity: 0.7 });
  out += '</g>';
  out += `<rect x="${f(x + fw)}" y="${f(y + fw)}" width="${f(w - 2 * fw)}" height="${f(h - 2 * fw)}" fill="${S.lin([[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#fff', 0.05]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  return out;
}

/** Rug lying on a perspective floor, given its four screen corners (near-left, near-right, far-right, far-left). */
export function rug(S, pts, o = {}) {
  const col = o.color || '#c9b99c';
  const d = `M${pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z`;
  let out = `<path d="${d}" fill="${col}"/>`;
  out += S.texRect(Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[0])) - Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1])) - Math.min(...pts.map((p) => p[1])), 'linen', { blend: 'soft-light', opacity: 0.9, clip: S.clipPath(d) });
  if (o.border) {
    const inset = (t) => pts.map((p, i) => [p[0] + (pts[(i + 2) % 4][0] - p[0]) * t, p[1] + (pts[(i + 2) % 4][1] - p[1]) * t]);
    const q = inset(0.06);
    out += `<path d="M${q.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z" fill="none" stroke="${o.border}" stroke-width="${f(o.borderW || 6)}" opacity="0.8"/>`;
  }
  out += `<path d="${d}" fill="${S.lin([[0, '#000', 0.15], [1, '#000', 0]], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  return out;
}

/** Wall + perspective floor + baseboard, the backdrop of most interior elevations. */
export function elevationBase(S, o = {}) {
  const { W, H } = S;
  const floorTop = o.floorTop ?? H * 0.86;
  S.add(S.paint(0, 0, W, floorTop, o.wall || C.cream, { amt: 0.5 }));
  if (o.floor !== false) {
    S.add(perspFloor(S, { yH: o.horizon ?? H * 0.42, yTop: floorTop, yBot: H + 4, vx: o.vx ?? W * 0.5, species: o.species || 'whiteOak', dir: o.dir || 'z', plank: o.plank || 28 * (H / 1067) }));
    S.add(`<rect x="0" y="${f(floorTop)}" width="${W}" height="${f(50 * (H / 1067))}" fill="${S.lin([[0, '#000', 0.4], [1, '#000', 0]])}"/>`);
  }
  if (o.baseboard !== false) {
    const bh = 26 * (H / 1067);
    S.add(S.paint(0, floorTop - bh, W, bh, o.trim || C.warmWhite, { amt: 0.2 }));
    S.add(S.bevel(0, floorTop - bh, W, bh, { size: 2, light: 0.4, dark: 0.2 }));
  }
  return floorTop;
}

/** Open shelf (board with shadow) from x to x+w at y (top surface). */
export function shelf(S, x, y, w, t, fin = { wood: 'walnut' }) {
  let out = S.shadow(x + 4, y + t * 0.6, w, t * 1.6, { blur: t * 0.9, opacity: 0.35 });
  out += surface(S, x, y, w, t, fin, 'h');
  out += S.bevel(x, y, w, t, { size: Math.max(1, t * 0.12), light: 0.35, dark: 0.35 });
  return out;
}

/** Decor for a shelf: mixes books, vessels and small plants. */
export function shelfDecor(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  let out = '';
  let cx = x + rng.range(0, h * 0.2);
  const kinds = o.kinds || ['books', 'vase', 'bowl', 'books', 'plant', 'jug', 'stack'];
  while (cx < x + w - h * 0.35) {
    const kind = rng.pick(kinds);
    const room = x + w - cx;
    if (kind === 'books') {
      const bw = Math.min(room, rng.range(h * 0.6, h * 1.3));
      out += books(S, cx, y, bw, { maxH: h * 0.92 });
      cx += bw + h * 0.1;
    } else if (kind === 'stack') {
      const bw = Math.min(room, h * 0.8);
      for (let k = 0; k < 4; k++) {
        const bh = h * 0.09;
        const off = rng.range(-h * 0.04, h * 0.04);
        out += `<rect x="${f(cx + off)}" y="${f(y - (k + 1) * bh)}" width="${f(bw * rng.range(0.8, 0.95))}" height="${f(bh - 1)}" fill="${rng.pick(BOOK_COLORS)}"/>`;
        out += `<rect x="${f(cx + off)}" y="${f(y - (k + 1) * bh)}" width="${f(bw * 0.9)}" height="${f(bh * 0.3)}" fill="#fff" opacity="0.15"/>`;
      }
      out += vessel(S, cx + bw * 0.45, y - 4 * bhOf(h), h * 0.35, { kind: 'bowl', color: rng.pick(['#e8e0d0', '#b5694a', '#3a3836']) });
      cx += bw + h * 0.15;
    } else if (kind === 'plant') {
      out += plant(S, cx + h * 0.3, y, h * 0.7, { style: rng.pick(['trailing', 'leafy']), pot: rng.pick(['#e2d9c9', '#b5694a', '#3a3836']) });
      cx += h * 0.75;
    } else {
      const s = rng.range(0.45, 0.85) * h;
      out += vessel(S, cx + s * 0.45, y, s, { kind, color: rng.pick(o.vesselColors || ['#ebe3d4', '#d8cdb9', '#b5694a', '#8f9d80', '#3a3836', '#c9b79c']) });
      cx += s * 0.9 + h * 0.15;
    }
  }
  return out;
}
const bhOf = (h) => h * 0.09;

/** Simple TV: black glossy panel. */
export function tv(S, x, y, w, h) {
  let out = S.shadow(x + 6, y + 10, w, h, { blur: 14, opacity: 0.45 });
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="3" fill="#141414"/>`;
  out += `<rect x="${f(x + 6)}" y="${f(y + 6)}" width="${f(w - 12)}" height="${f(h - 12)}" fill="${S.lin([[0, '#2c3134'], [0.5, '#16191b'], [1, '#0d0e0f']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  out += `<path d="M${f(x + 6)},${f(y + 6)}H${f(x + w * 0.45)}L${f(x + w * 0.25)},${f(y + h - 6)}H${f(x + 6)}Z" fill="#fff" opacity="0.05"/>`;
  return out;
}

/** Perspective tile floor: stone/colour base with converging and receding grout lines. */
export function perspTileFloor(S, o) {
  const { yH, yTop, yBot, vx, tile = 60, x0 = 0, x1 = S.W } = o;
  const hc = yTop - yH;
  const K = 1000;
  const sy = (Z) => yH + (hc * K) / Z;
  const sx = (X, Z) => vx + (X * K) / Z;
  const Zmin = (K * hc) / (yBot - yH);
  let out = `<g${o.clip ? ` clip-path="${o.clip}"` : ''}>`;
  if (o.stone) out += S.texRect(x0 - 50, yTop, x1 - x0 + 100, yBot - yTop, o.stone, { scale: 0.8 });
  else out += `<rect x="${f(x0 - 50)}" y="${f(yTop)}" width="${f(x1 - x0 + 100)}" height="${f(yBot - yTop)}" fill="${o.color || '#d8cfc0'}"/>`;
  if (o.checker) {
    const Xmin = ((x0 - vx) * K) / K - tile * 4;
    const Xmax = ((x1 - vx) * K) / K + tile * 4;
    let parts = '';
    let i = 0;
    for (let z = K; z > Zmin * 0.9; z -= tile, i++) {
      const z2 = z - tile;
      let j = 0;
      for (let X = Math.floor((Xmin * z) / K / tile) * tile; X < (Xmax * K) / Math.max(z2, 1); X += tile, j++) {
        if ((i + j) % 2) continue;
        const a = [sx(X, z), sy(z)];
        const b = [sx(X + tile, z), sy(z)];
        const c = [sx(X + tile, Math.max(z2, 1)), sy(Math.max(z2, 1))];
        const d = [sx(X, Math.max(z2, 1)), sy(Math.max(z2, 1))];
        parts += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}L${f(c[0])},${f(c[1])}L${f(d[0])},${f(d[1])}Z`;
      }
    }
    out += `<path d="${parts}" fill="${o.checker}" opacity="0.9"/>`;
  }
  let lines = '';
  const Xlo = ((x0 - vx) * K) / Zmin;
  const Xhi = ((x1 - vx) * K) / Zmin;
  for (let X = Math.floor(((x0 - vx - 2000) / tile)) * tile; X < x1 - vx + 2000; X += tile) lines += `M${f(sx(X, K))},${f(sy(K))}L${f(sx(X, Zmin * 0.9))},${f(sy(Zmin * 0.9))}`;
  for (let z = K; z > Zmin * 0.9; z -= tile) lines += `M${f(x0 - 50)},${f(sy(z))}H${f(x1 + 50)}`;
  void Xlo;
  void Xhi;
  out += `<path d="${lines}" stroke="${o.grout || '#b9ae9c'}" stroke-width="${f(o.groutW || 2)}" fill="none"/>`;
  out += `<rect x="${f(x0 - 50)}" y="${f(yTop)}" width="${f(x1 - x0 + 100)}" height="${f(yBot - yTop)}" fill="${S.lin([[0, '#1a120b', 0.3], [0.5, '#1a120b', 0.05], [1, '#1a120b', 0]])}"/>`;
  out += '</g>';
  return out;
}

/** Brass (or other metal) wall-mounted spout with two cross handles, centred at cx, y. */
export function wallFaucet(S, cx, y, s, metal = 'brass') {
  const g = metalGrad(S, metal, true);
  let out = '';
  out += `<rect x="${f(cx - 60 * s)}" y="${f(y - 8 * s)}" width="${f(120 * s)}" height="${f(16 * s)}" rx="${f(8 * s)}" fill="#000" opacity="0.2" transform="translate(${f(4 * s)} ${f(6 * s)})"/>`;
  out += `<path d="M${f(cx - 8 * s)},${f(y - 8 * s)}h${f(16 * s)}v${f(10 * s)}h${f(60 * s)}q${f(10 * s)},0 ${f(10 * s)},${f(10 * s)}v${f(8 * s)}h${f(-14 * s)}v${f(-4 * s)}h${f(-72 * s)}Z" fill="${g}"/>`;
  for (const dx of [-50, 50]) {
    out += `<circle cx="${f(cx + dx * s - 40 * s)}" cy="${f(y)}" r="${f(9 * s)}" fill="${g}"/>`;
    out += `<rect x="${f(cx + dx * s - 40 * s - 14 * s)}" y="${f(y - 3 * s)}" width="${f(28 * s)}" height="${f(6 * s)}" rx="${f(3 * s)}" fill="${g}"/>`;
  }
  return out;
}

/** Wall sconce with glowing shade. */
export function sconce(S, cx, cy, s, o = {}) {
  const metal = o.metal || 'brass';
  let out = glow(S, cx, cy, 160 * s, '#ffe2a8', 0.5);
  out += `<rect x="${f(cx - 6 * s)}" y="${f(cy + 10 * s)}" width="${f(12 * s)}" height="${f(40 * s)}" rx="${f(3 * s)}" fill="${metalGrad(S, metal, false)}"/>`;
  out += `<path d="M${f(cx)},${f(cy + 30 * s)}h${f(18 * s)}v${f(-20 * s)}" stroke="${METALS[metal][2]}" stroke-width="${f(4 * s)}" fill="none"/>`;
  out += `<circle cx="${f(cx + 18 * s)}" cy="${f(cy - 8 * s)}" r="${f(22 * s)}" fill="${S.rad([[0, '#fffaf0'], [0.6, '#fbe9c8'], [1, '#e8cfa2']], { cx: 0.4, cy: 0.4, r: 0.6 })}"/>`;
  return out;
}

/** Brick field with running bond, colour variation and mortar. */
export function bricks(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const bw = o.bw || 64;
  const bh = o.bh || 22;
  const m = o.mortar ?? 4;
  const cols = o.colors || ['#9a5a44', '#8a4d3a', '#a8654c', '#7e4534', '#b07458', '#94583f'];
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${o.mortarColor || '#cbbfae'}"/>`;
  const grad = S.lin([[0, '#fff', 0.15], [0.5, '#fff', 0], [1, '#000', 0.25]]);
  for (let r = 0; r * (bh + m) < h + bh; r++) {
    const off = r % 2 ? -bw / 2 : 0;
    for (let c = -1; c * (bw + m) < w + bw; c++) {
      const bx = x + off + c * (bw + m);
      const by = y + h - (r + 1) * (bh + m);
      const col = o.painted ? shade(o.painted, (rng.next() - 0.5) * 0.06) : shade(rng.pick(cols), (rng.next() - 0.5) * 0.12);
      out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="1.5" fill="${col}"/><rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${grad}"/>`;
    }
  }
  out += S.texRect(x, y, w, h, 'granule', { blend: 'overlay', opacity: 0.6, scale: 1 });
  out += '</g>';
  return out;
}

/** Irregular fieldstone / ledgestone veneer. */
export function ledgestone(S, x, y, w, h, o = {}) {
  const rng = S.rng;
  const cols = o.colors || ['#b9ad9a', '#a39684', '#c8bda9', '#8f8473', '#d3c8b5', '#9d917e'];
  const clip = S.clipRect(x, y, w, h);
  let out = `<g clip-path="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#4a433b"/>`;
  let yy = y + h;
  const grad = S.lin([[0, '#fff', 0.25], [0.4, '#fff', 0], [1, '#000', 0.35]]);
  while (yy > y - 10) {
    const rh = rng.range(o.minH || 22, o.maxH || 48);
    let xx = x - rng.range(0, 80);
    while (xx < x + w) {
      const rw = rng.range(rh * 1.5, rh * 5);
      const col = shade(rng.pick(cols), (rng.next() - 0.5) * 0.15);
      const r = rng.range(2, 7);
      out += `<rect x="${f(xx + 1.5)}" y="${f(yy - rh + 1.5)}" width="${f(rw - 3)}" height="${f(rh - 3)}" rx="${f(r)}" fill="${col}"/><rect x="${f(xx + 1.5)}" y="${f(yy - rh + 1.5)}" width="${f(rw - 3)}" height="${f(rh - 3)}" rx="${f(r)}" fill="${grad}"/>`;
      xx += rw;
    }
    yy -= rh;
  }
  out += S.texRect(x, y, w, h, 'granule', { blend: 'overlay', opacity: 0.8, scale: 1 });
  out += '</g>';
  return out;
}

/** Fire in a firebox: logs, flames, glow. */
export function fire(S, cx, y, w) {
  const rng = S.rng;
  let out = glow(S, cx, y - w * 0.12, w * 0.85, '#ff9a3c', 0.6);
  // grate
  out += `<rect x="${f(cx - w * 0.36)}" y="${f(y - w * 0.03)}" width="${f(w * 0.72)}" height="${f(w * 0.025)}" rx="2" fill="#161210"/>`;
  // logs: bark body with glowing underside
  const logs = [
    [-0.34, -0.035, 0.7, 0.085, -3],
    [-0.3, -0.1, 0.62, 0.075, 5],
  ];
  for (const [lx, ly, lw, lh, rot] of logs) {
    const x = cx + lx * w;
    const yy = y + ly * w;
    const hh = lh * w;
    out += `<g transform="rotate(${rot} ${f(cx)} ${f(yy)})"><rect x="${f(x)}" y="${f(yy - hh / 2)}" width="${f(lw * w)}" height="${f(hh)}" rx="${f(hh * 0.45)}" fill="#4a3020"/>`;
    out += `<rect x="${f(x)}" y="${f(yy - hh / 2)}" width="${f(lw * w)}" height="${f(hh)}" rx="${f(hh * 0.45)}" fill="${S.lin([[0, '#000', 0.45], [0.5, '#000', 0.1], [1, '#ff7a22', 0.65]])}"/>`;
    out += `<ellipse cx="${f(x + lw * w - hh * 0.2)}" cy="${f(yy)}" rx="${f(hh * 0.3)}" ry="${f(hh * 0.48)}" fill="#c9915c"/><ellipse cx="${f(x + lw * w - hh * 0.2)}" cy="${f(yy)}" rx="${f(hh * 0.16)}" ry="${f(hh * 0.26)}" fill="#8a5a34"/></g>`;
  }
  const flame = (fx, fh, fw, lean, inner) => {
    const base = y - w * 0.07;
    const tipX = fx + lean * fw;
    const d = `M${f(fx - fw)},${f(base)}C${f(fx - fw * 1.15)},${f(base - fh * 0.35)} ${f(fx - fw * 0.35)},${f(base - fh * 0.55)} ${f(tipX)},${f(base - fh)}C${f(fx + fw * 0.25)},${f(base - fh * 0.6)} ${f(fx + fw * 1.15)},${f(base - fh * 0.4)} ${f(fx + fw)},${f(base)}Q${f(fx)},${f(base + fw * 0.35)} ${f(fx - fw)},${f(base)}Z`;
    const g = inner
      ? S.rad([[0, '#fffbe0', 1], [0.5, '#ffe08a', 0.95], [1, '#ffb347', 0.2]], { cx: 0.5, cy: 0.85, r: 0.75 })
      : S.rad([[0, '#ffd36b', 0.95], [0.55, '#ff8c2a', 0.85], [1, '#d9471a', 0.05]], { cx: 0.5, cy: 0.85, r: 0.8 });
    return `<path d="${d}" fill="${g}"/>`;
  };
  out += `<g filter="${S.blur(w * 0.006)}">`;
  for (let k = 0; k < 7; k++) out += flame(cx + (rng.next() - 0.5) * w * 0.55, w * rng.range(0.22, 0.42), w * rng.range(0.05, 0.09), rng.range(-0.8, 0.8), false);
  for (let k = 0; k < 5; k++) out += flame(cx + (rng.next() - 0.5) * w * 0.4, w * rng.range(0.12, 0.22), w * rng.range(0.03, 0.05), rng.range(-0.6, 0.6), true);
  out += '</g>';
  out += `<ellipse cx="${f(cx)}" cy="${f(y - w * 0.05)}" rx="${f(w * 0.32)}" ry="${f(w * 0.035)}" fill="${S.rad([[0, '#ffb347', 0.9], [1, '#ff6a1a', 0]])}"/>`;
  return out;
}
