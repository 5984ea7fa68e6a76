import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { elevationBase, shelf, shelfDecor, surface, glow, plant, vessel, artwork, bricks, ledgestone, tiles, fire, door, knob, sconce, windowUnit } from '../components.mjs';

/**
 * Fireplace wall. o: surround ('limestone'|'brick'|'ledgestone'|'tile'|'plaster'|'slate'),
 * mantel ('beam'|'classic'), beam species, wall colour, flank ('shelves'|'windows'|'none'), lit.
 */
export function fireplace(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = elevationBase(S, { wall: o.wall || C.cream, species: o.floor || 'whiteOak', baseboard: true });
  const cx = W * (o.heroShift ? 0.66 : 0.5);
  const sw = W * (o.surroundW ?? 0.44);
  const sx = cx - sw / 2;
  const mantelY = H * (o.mantelY ?? 0.44);
  // chimney breast (full height surround) or surround below mantel
  const surround = o.surround || 'limestone';
  const breastTop = o.fullHeight ? 0 : mantelY;
  S.add(S.shadow(sx + 8 * u, breastTop, sw, floorTop - breastTop, { blur: 22 * u, opacity: 0.4 }));
  if (surround === 'brick') S.add(bricks(S, sx, breastTop, sw, floorTop - breastTop, { bw: 62 * u, bh: 21 * u, mortar: 4 * u, painted: o.paintedBrick }));
  else if (surround === 'ledgestone') S.add(ledgestone(S, sx, breastTop, sw, floorTop - breastTop, { minH: 20 * u, maxH: 44 * u }));
  else if (surround === 'tile') S.add(tiles(S, sx, breastTop, sw, floorTop - breastTop, { colors: o.tileColors || ['#e9e1d1', '#e2d8c5', '#efe8dc'], layout: 'stack', tw: 56 * u, th: 56 * u, grout: 2 * u }));
  else if (surround === 'plaster') S.add(S.paint(sx, breastTop, sw, floorTop - breastTop, o.plaster || '#e4d9c6', { amt: 0.9 }));
  else S.add(S.texRect(sx, breastTop, sw, floorTop - breastTop, surround === 'slate' ? 'slate' : 'limestone', { scale: 1 }));
  S.add(`<rect x="${f(sx)}" y="${f(breastTop)}" width="${f(sw)}" height="${f(floorTop - breastTop)}" fill="${S.lin([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.18]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // firebox
  const fw = sw * 0.5;
  const fh = (floorTop - mantelY) * 0.6;
  const fx = cx - fw / 2;
  const fy = floorTop - 40 * u - fh;
  const arch = o.arch;
  const fbd = arch
    ? `M${f(fx)},${f(fy + fh)}V${f(fy + fw * 0.3)}Q${f(fx)},${f(fy)} ${f(cx)},${f(fy)}Q${f(fx + fw)},${f(fy)} ${f(fx + fw)},${f(fy + fw * 0.3)}V${f(fy + fh)}Z`
    : `M${f(fx)},${f(fy)}H${f(fx + fw)}V${f(fy + fh)}H${f(fx)}Z`;
  if (!arch && surround !== 'brick' && surround !== 'ledgestone') {
    // inner frame
    S.add(`<rect x="${f(fx - 26 * u)}" y="${f(fy - 26 * u)}" width="${f(fw + 52 * u)}" height="${f(fh + 26 * u)}" fill="${C.charcoal}"/>`);
  }
  S.add(`<path d="${fbd}" fill="#141110"/>`);
  S.add(`<path d="${fbd}" fill="${S.rad([[0, '#3a2a1e', 0.9], [1, '#0a0807', 0]], { cx: 0.5, cy: 0.9, r: 0.8 })}"/>`);
  // brick back inside firebox
  S.add(`<g clip-path="${S.clipPath(fbd)}">${bricks(S, fx, fy, fw, fh, { bw: 40 * u, bh: 14 * u, mortar: 2 * u, colors: ['#2c211b', '#342720', '#251b16'], mortarColor: '#15100d' })}<rect x="${f(fx)}" y="${f(fy)}" width="${f(fw)}" height="${f(fh)}" fill="${S.lin([[0, '#000', 0.85], [0.6, '#000', 0.55], [1, '#000', 0.3]])}"/></g>`);
  if (o.lit !== false) S.add(fire(S, cx, fy + fh - 8 * u, fw * 0.9));
  S.add(`<path d="${fbd}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="${f(6 * u)}"/>`);
  // hearth
  S.add(S.shadow(sx - 30 * u, floorTop - 10 * u, sw + 60 * u, 40 * u, { blur: 10 * u, opacity: 0.4 }));
  S.add(S.texRect(sx - 30 * u, floorTop - 34 * u, sw + 60 * u, 40 * u, o.hearth || 'slate', { scale: 1 }));
  S.add(`<rect x="${f(sx - 30 * u)}" y="${f(floorTop - 34 * u)}" width="${f(sw + 60 * u)}" height="${f(40 * u)}" fill="${S.lin([[0, '#fff', 0.25], [0.15, '#fff', 0], [1, '#000', 0.3]])}"/>`);
  if (o.lit !== false) S.add(glow(S, cx, floorTop - 20 * u, fw * 0.9, '#ff9a3c', 0.35));
  // flanking
  const flank = o.flank || 'shelves';
  if (flank === 'shelves') {
    const flankL = o.heroShift ? [sx - 30 * u - W * 0.2, W * 0.2] : [0, sx - 30 * u];
    for (const [bx, bw] of [flankL, [sx + sw + 30 * u, W - sx - sw - 30 * u]]) {
      const lowTop = H * 0.62;
      const fin = o.builtinFin || { paint: o.builtinPaint || 'cream' };
      S.add(S.shadow(bx, 0, bw, floorTop, { blur: 14 * u, opacity: 0.25 }));
      S.add(surface(S, bx, 0, bw, lowTop, fin, 'v', { tone: -0.15 }));
      S.add(`<rect x="${f(bx)}" y="0" width="${f(bw)}" height="${f(lowTop)}" fill="${S.lin([[0, '#000', 0.3], [1, '#000', 0.1]])}"/>`);
      const n = 3;
      const step = (lowTop - 40 * u) / n;
      for (let k = 1; k <= n; k++) {
        const y = 20 * u + k * step;
        S.add(shelfDecor(S, bx + 30 * u, y - 16 * u, bw - 60 * u, step * 0.7));
        S.add(shelf(S, bx, y - 16 * u, bw, 16 * u, o.shelfFin || { wood: 'walnut' }));
      }
      S.add(surface(S, bx, lowTop, bw, floorTop - lowTop, fin, 'h'));
      const dn = Math.max(1, Math.round(bw / (220 * u)));
      const dw = (bw - 20 * u) / dn;
      for (let i = 0; i < dn; i++) {
        S.add(door(S, bx + 10 * u + i * dw + 3 * u, lowTop + 10 * u, dw - 6 * u, floorTop - lowTop - 40 * u, fin));
        S.add(knob(S, bx + 10 * u + i * dw + dw / 2, lowTop + 40 * u, 7 * u, o.metal || 'brass'));
      }
      S.add(shelf(S, bx - 6, lowTop - 4 * u, bw + 12, 18 * u, fin));
    }
  } else if (flank === 'windows') {
    for (const wx of [sx * 0.5, sx + sw + (W - sx - sw) * 0.5]) {
      const ww = W * 0.16;
      S.add(windowUnit(S, wx - ww / 2, H * 0.12, ww, H * 0.52, { cols: 2, rows: 4, time: o.time || 'golden', sun: [0.5, 0.5], casingW: 18 * u, frameW: 12 * u }));
    }
  } else if (flank === 'sconces') {
    S.add(sconce(S, sx - 80 * u, H * 0.3, 1.3 * u, { metal: o.metal || 'brass' }));
    S.add(sconce(S, sx + sw + 50 * u, H * 0.3, 1.3 * u, { metal: o.metal || 'brass' }));
  }
  // mantel
  const mantel = o.mantel || 'beam';
  if (mantel === 'beam') {
    const bh = 70 * u;
    const bw = sw + 80 * u;
    S.add(S.shadow(cx - bw / 2 + 6 * u, mantelY - bh / 2 + 20 * u, bw, bh, { blur: 18 * u, opacity: 0.5 }));
    S.add(S.woodH(cx - bw / 2, mantelY - bh / 2, bw, bh, { species: o.species || 'reclaimed', maxBoard: 200 }));
    S.add(S.bevel(cx - bw / 2, mantelY - bh / 2, bw, bh, { size: 4 * u, light: 0.25, dark: 0.35 }));
    S.add(`<rect x="${f(cx - bw / 2)}" y="${f(mantelY - bh / 2)}" width="${f(bw)}" height="${f(bh)}" fill="${S.lin([[0, '#fff', 0.22], [0.2, '#fff', 0], [1, '#000', 0.25]])}"/>`);
    S.add(decor(S, cx, mantelY - bh / 2, bw, u, o));
  } else {
    // classic painted mantel with pilasters and frieze
    const pc = o.mantelColor || C.warmWhite;
    const mw = sw + 120 * u;
    const mx = cx - mw / 2;
    const pw = 70 * u;
    S.add(S.shadow(mx + 8 * u, mantelY + 10 * u, mw, floorTop - mantelY, { blur: 16 * u, opacity: 0.35 }));
    for (const px of [mx, mx + mw - pw]) {
      S.add(S.paint(px, mantelY + 60 * u, pw, floorTop - mantelY - 94 * u, pc, { amt: 0.2 }));
      S.add(S.bevel(px, mantelY + 60 * u, pw, floorTop - mantelY - 94 * u, { size: 3 }));
      S.add(S.bevel(px + 14 * u, mantelY + 80 * u, pw - 28 * u, floorTop - mantelY - 140 * u, { size: 4, inset: true, dark: 0.25, light: 0.3 }));
    }
    S.add(S.paint(mx, mantelY + 10 * u, mw, 60 * u, pc, { amt: 0.2 }));
    S.add(S.bevel(mx, mantelY + 10 * u, mw, 60 * u, { size: 3 }));
    S.add(S.paint(mx - 30 * u, mantelY - 8 * u, mw + 60 * u, 22 * u, pc, { amt: 0.2 }));
    S.add(`<rect x="${f(mx - 30 * u)}" y="${f(mantelY + 14 * u)}" width="${f(mw + 60 * u)}" height="${f(10 * u)}" fill="${S.lin([[0, '#000', 0.3], [1, '#000', 0]])}"/>`);
    S.add(S.bevel(mx - 30 * u, mantelY - 8 * u, mw + 60 * u, 22 * u, { size: 3 }));
    S.add(decor(S, cx, mantelY - 8 * u, mw + 40 * u, u, o));
  }
  S.add(S.finish({ lightX: 0.5, lightY: 0.8, warmth: 0.25, vignette: 0.5 }));
}

function decor(S, cx, y, w, u, o) {
  let out = '';
  const art = o.art !== false;
  const rng = S.rng;
  const kind = o.decor || rng.pick(['art', 'mirror', 'pair']);
  const pal = rng.shuffle([C.sage, C.forest, C.sand, C.terracotta]).concat(['#e6dccb']);
  if (art && kind === 'art') out += artwork(S, cx - w * 0.22, y - w * 0.42, w * 0.36, w * 0.42, { style: o.artStyle || rng.pick(['land', 'arch']), frameWood: o.artFrame || rng.pick([undefined, 'walnut', 'whiteOak']), palette: pal });
  else if (art && kind === 'pair') {
    out += artwork(S, cx - w * 0.26, y - w * 0.34, w * 0.22, w * 0.3, { style: 'arch', frameWood: 'walnut', palette: pal });
    out += artwork(S, cx - w * 0.02, y - w * 0.26, w * 0.18, w * 0.22, { style: 'land', frameColor: C.black, palette: pal });
  } else if (art) {
    const r = w * 0.17;
    const mcx = cx - w * 0.06;
    const mcy = y - r - 10 * u;
    out += `<circle cx="${f(mcx + 8 * u)}" cy="${f(mcy + 12 * u)}" r="${f(r)}" fill="#000" opacity="0.25"/>`;
    out += `<circle cx="${f(mcx)}" cy="${f(mcy)}" r="${f(r)}" fill="${S.lin([[0, C.brassDark], [0.4, C.brassLight], [1, C.brassDark]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += `<circle cx="${f(mcx)}" cy="${f(mcy)}" r="${f(r - 10 * u)}" fill="${S.lin([[0, '#c9d0cf'], [0.5, '#aeb7b6'], [1, '#8d9593']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
    out += `<path d="M${f(mcx - r * 0.5)},${f(mcy - r * 0.6)}l${f(r * 0.5)},0l${f(-r * 0.7)},${f(r * 1.0)}l${f(-r * 0.25)},0Z" fill="#fff" opacity="0.18"/>`;
  }
  out += vessel(S, cx + w * 0.25, y, 110 * u, { kind: 'vase', color: '#e9e2d3' });
  out += plant(S, cx + w * 0.25, y - 60 * u, 150 * u, { style: 'branch', pot: false });
  out += candle(S, cx + w * 0.36, y, 90 * u, u);
  out += candle(S, cx + w * 0.4, y, 60 * u, u);
  out += vessel(S, cx - w * 0.38, y, 60 * u, { kind: 'jug', color: '#b5694a' });
  return out;
}
function candle(S, x, y, h, u) {
  let out = `<rect x="${f(x - 8 * u)}" y="${f(y - h)}" width="${f(16 * u)}" height="${f(h - 10 * u)}" fill="#f3eee2"/>`;
  out += `<rect x="${f(x - 14 * u)}" y="${f(y - 12 * u)}" width="${f(28 * u)}" height="${f(12 * u)}" rx="${f(3 * u)}" fill="${C.brass}"/>`;
  out += glow(S, x, y - h - 8 * u, 50 * u, '#ffd27a', 0.6);
  out += `<ellipse cx="${f(x)}" cy="${f(y - h - 8 * u)}" rx="${f(4 * u)}" ry="${f(9 * u)}" fill="#fff0b8"/>`;
  return out;
}
