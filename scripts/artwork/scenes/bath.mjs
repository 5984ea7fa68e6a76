import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { door, pull, knob, counter, tiles, perspTileFloor, windowUnit, vessel, plant, shade, surface, wallFaucet, sconce, metalGrad } from '../components.mjs';

const TILE_SETS = {
  zelligeGreen: { colors: ['#5f7a64', '#6d8a70', '#54705a', '#7a9479'], layout: 'vertical', tw: 84, th: 28 },
  cream: { colors: ['#ece4d4', '#e6dccb', '#f1eadf', '#e2d7c4'], layout: 'subway', tw: 90, th: 30 },
  marble: { stone: 'marble', layout: 'stack', tw: 240, th: 120 },
  terracotta: { colors: ['#c98b6b', '#b5694a', '#d39a7a', '#bf7a5a'], layout: 'stack', tw: 70, th: 70 },
  blue: { colors: ['#7d93a0', '#6c8391', '#8aa0ac', '#768c99'], layout: 'vertical', tw: 84, th: 28 },
  limestone: { stone: 'limestone', layout: 'subway', tw: 200, th: 100 },
};

/** Bathroom: tiled wall, freestanding tub, window, shower glass. */
export function bathroom(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = H * 0.82;
  const tileTop = H * (o.tileHeight ?? 0.3);
  const ts = TILE_SETS[o.tile || 'zelligeGreen'];
  S.add(S.paint(0, 0, W, floorTop, o.wall || C.cream, { amt: 0.5 }));
  S.add(tiles(S, 0, tileTop, W, floorTop - tileTop, { ...ts, tw: ts.tw * u, th: ts.th * u, grout: 2.2 * u, groutColor: ts.stone ? '#cfc8bc' : '#e0d8c8' }));
  S.add(`<rect x="0" y="${f(tileTop - 14 * u)}" width="${W}" height="${f(16 * u)}" fill="${ts.stone ? '#e8e2d6' : shade(ts.colors[0], -0.05)}"/>`);
  S.add(S.bevel(0, tileTop - 14 * u, W, 16 * u, { size: 2 }));
  // window
  const cx = W * (o.cx ?? 0.46);
  if (o.window !== false) {
    const ww = W * 0.24;
    S.add(windowUnit(S, cx - ww / 2, H * 0.08, ww, H * 0.36, { cols: 1, rows: 2, time: o.time || 'day', sun: [0.5, 0.3], casingW: 18 * u, frameW: 12 * u, sill: false, casing: true }));
    // frosted lower sash
    S.add(`<rect x="${f(cx - ww / 2 + 12 * u)}" y="${f(H * 0.26)}" width="${f(ww - 24 * u)}" height="${f(H * 0.18 - 12 * u)}" fill="#f3f1ea" opacity="0.82"/>`);
  }
  // floor
  S.add(perspTileFloor(S, { yH: H * 0.42, yTop: floorTop, yBot: H + 4, vx: cx, tile: 70 * u, stone: o.floorStone || 'limestone', checker: o.checker, grout: '#a89d8b' }));
  S.add(`<rect x="0" y="${f(floorTop)}" width="${W}" height="${f(40 * u)}" fill="${S.lin([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  // tub
  const tw = W * 0.46;
  const tx = cx - tw / 2;
  const ty = H * 0.55;
  const tb = floorTop + 30 * u;
  const d = `M${f(tx)},${f(ty)}H${f(tx + tw)}C${f(tx + tw - 10 * u)},${f(ty + (tb - ty) * 0.7)} ${f(tx + tw - 60 * u)},${f(tb)} ${f(tx + tw - 140 * u)},${f(tb)}H${f(tx + 140 * u)}C${f(tx + 60 * u)},${f(tb)} ${f(tx + 10 * u)},${f(ty + (tb - ty) * 0.7)} ${f(tx)},${f(ty)}Z`;
  S.add(S.softEllipse(cx + 20 * u, tb, tw * 0.5, 30 * u, 0.45));
  S.add(wallFaucet(S, cx, ty - 90 * u, 1.3 * u, o.metal || 'brass'));
  S.add(`<path d="${d}" fill="${o.tubColor || '#f4f1ea'}"/>`);
  S.add(`<path d="${d}" fill="${S.lin([[0, '#fff', 0.5], [0.25, '#fff', 0.1], [0.75, '#000', 0.08], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  S.add(`<path d="${d}" fill="${S.lin([[0, '#000', 0.0], [0.7, '#000', 0.05], [1, '#000', 0.22]])}"/>`);
  S.add(`<rect x="${f(tx - 6 * u)}" y="${f(ty - 8 * u)}" width="${f(tw + 12 * u)}" height="${f(14 * u)}" rx="${f(7 * u)}" fill="#fbfaf6"/>`);
  S.add(`<rect x="${f(tx - 6 * u)}" y="${f(ty + 2 * u)}" width="${f(tw + 12 * u)}" height="${f(4 * u)}" fill="#000" opacity="0.12"/>`);
  // towel draped over the rim
  S.add(`<path d="M${f(tx + tw * 0.72)},${f(ty - 6 * u)}h${f(90 * u)}v${f(150 * u)}q${f(-45 * u)},${f(12 * u)} ${f(-90 * u)},0Z" fill="${o.towel || C.sage}"/>`);
  S.add(`<path d="M${f(tx + tw * 0.72)},${f(ty - 6 * u)}h${f(90 * u)}v${f(150 * u)}q${f(-45 * u)},${f(12 * u)} ${f(-90 * u)},0Z" fill="${S.lin([[0, '#fff', 0.2], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
  // stool with plant and towels
  const sx = cx - tw / 2 - 230 * u;
  S.add(stool(S, sx, floorTop + 20 * u, 150 * u, u));
  S.add(plant(S, sx + 120 * u, floorTop + 20 * u - 190 * u, 110 * u, { style: 'leafy', pot: '#e4dbcc' }));
  for (let k = 0; k < 2; k++) S.add(`<rect x="${f(sx + 10 * u)}" y="${f(floorTop + 20 * u - 190 * u - (k + 1) * 26 * u)}" width="${f(80 * u)}" height="${f(24 * u)}" rx="${f(11 * u)}" fill="${k ? '#f1ede4' : '#e4dccd'}"/>`);
  // shower glass panel on the right
  if (o.shower !== false) {
    const gx = W * 0.8;
    S.add(`<rect x="${f(gx)}" y="${f(H * 0.05)}" width="${f(W * 0.25)}" height="${f(floorTop - H * 0.05)}" fill="${S.lin([[0, '#e9f0f0', 0.22], [0.4, '#ffffff', 0.08], [0.45, '#ffffff', 0.25], [0.5, '#ffffff', 0.05], [1, '#e9f0f0', 0.15]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);
    S.add(`<rect x="${f(gx - 6 * u)}" y="${f(H * 0.05)}" width="${f(10 * u)}" height="${f(floorTop - H * 0.05)}" fill="${metalGrad(S, o.metal || 'brass', false)}"/>`);
    S.add(`<rect x="${f(gx - 6 * u)}" y="${f(H * 0.05)}" width="${f(W * 0.3)}" height="${f(10 * u)}" fill="${metalGrad(S, o.metal || 'brass', true)}"/>`);
    S.add(`<rect x="${f(gx + 140 * u)}" y="${f(0)}" width="${f(8 * u)}" height="${f(H * 0.12)}" fill="${metalGrad(S, o.metal || 'brass', false)}"/>`);
    S.add(`<ellipse cx="${f(gx + 144 * u)}" cy="${f(H * 0.12)}" rx="${f(60 * u)}" ry="${f(10 * u)}" fill="${metalGrad(S, o.metal || 'brass', true)}"/>`);
  }
  S.add(S.finish({ lightX: 0.45, lightY: 0.1, vignette: 0.45 }));
}

function stool(S, x, y, w, u) {
  let out = S.softEllipse(x + w / 2 + 10 * u, y, w * 0.6, 18 * u, 0.4);
  const h = w * 1.2;
  out += S.woodV(x + 10 * u, y - h, 16 * u, h, { species: 'whiteOak' });
  out += S.woodV(x + w - 26 * u, y - h, 16 * u, h, { species: 'whiteOak' });
  out += S.woodH(x + 20 * u, y - h * 0.35, w - 40 * u, 12 * u, { species: 'whiteOak' });
  out += S.woodH(x, y - h - 20 * u, w, 24 * u, { species: 'whiteOak' });
  return out;
}

/** Bathroom vanity: floating or furniture vanity, counter, mirror, sconces. */
export function vanity(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const floorTop = H * 0.86;
  const fin = o.fin || { wood: 'walnut' };
  const ts = TILE_SETS[o.tile || 'cream'];
  const tileTop = o.fullTile ? 0 : H * 0.5;
  S.add(S.paint(0, 0, W, floorTop, o.wall || C.sageLight, { amt: 0.5 }));
  S.add(tiles(S, 0, tileTop, W, floorTop - tileTop, { ...ts, tw: ts.tw * u, th: ts.th * u, grout: 2 * u, groutColor: '#ddd5c6' }));
  const cx = W * 0.5;
  S.add(perspTileFloor(S, { yH: H * 0.45, yTop: floorTop, yBot: H + 4, vx: cx, tile: 80 * u, stone: o.floorStone || 'travertine', checker: o.checker, grout: '#a89d8b' }));
  S.add(`<rect x="0" y="${f(floorTop)}" width="${W}" height="${f(40 * u)}" fill="${S.lin([[0, '#000', 0.35], [1, '#000', 0]])}"/>`);
  const vw = W * (o.double ? 0.74 : 0.5);
  const vx = cx - vw / 2;
  const cy = H * 0.6;
  const ch = 26 * u;
  const vb = o.floating === false ? floorTop : H * 0.8;
  const bodyTop = cy + ch;
  // mirror(s) and sconces
  const mirrors = o.double ? [cx - vw * 0.26, cx + vw * 0.26] : [cx];
  for (const mx of mirrors) {
    const mw = o.double ? vw * 0.34 : vw * 0.56;
    const mh = mw * (o.mirror === 'arch' ? 1.35 : 1);
    const my = cy - 70 * u - mh;
    S.add(mirror(S, mx, my, mw, mh, o.mirror || 'round', o.metal || 'brass', u));
  }
  if (!o.double) {
    S.add(sconce(S, cx - vw * 0.5 + 10 * u, H * 0.25, 1.2 * u, { metal: o.metal || 'brass' }));
    S.add(sconce(S, cx + vw * 0.5 - 40 * u, H * 0.25, 1.2 * u, { metal: o.metal || 'brass' }));
  } else {
    S.add(sconce(S, cx - 20 * u, H * 0.22, 1.1 * u, { metal: o.metal || 'brass' }));
  }
  // vanity body
  S.add(S.shadow(vx + 10 * u, bodyTop + 10 * u, vw, vb - bodyTop, { blur: 18 * u, opacity: 0.45 }));
  if (o.floating !== false) S.add(S.softEllipse(cx, floorTop + 10 * u, vw * 0.55, 20 * u, 0.35));
  S.add(surface(S, vx, bodyTop, vw, vb - bodyTop - (o.floating === false ? 20 * u : 0), fin, 'h', { tone: -0.2 }));
  const n = o.drawers || (o.double ? 4 : 2);
  const dw = (vw - 16 * u) / n;
  for (let i = 0; i < n; i++) {
    const dx = vx + 8 * u + i * dw + 3 * u;
    const dh = vb - bodyTop - 16 * u - (o.floating === false ? 30 * u : 0);
    if (o.fluted) {
      S.add(fluted(S, dx, bodyTop + 8 * u, dw - 6 * u, dh, fin, u));
    } else {
      S.add(door(S, dx, bodyTop + 8 * u, dw - 6 * u, dh * 0.38, fin, { style: o.doorStyle || 'slab' }));
      S.add(door(S, dx, bodyTop + 8 * u + dh * 0.38 + 6 * u, dw - 6 * u, dh * 0.62 - 6 * u, fin, { style: o.doorStyle || 'slab' }));
      S.add(pull(S, dx + (dw - 6 * u) / 2, bodyTop + 8 * u + dh * 0.19, 90 * u, { metal: o.metal || 'brass', t: 7 * u }));
      S.add(pull(S, dx + (dw - 6 * u) / 2, bodyTop + 8 * u + dh * 0.38 + 40 * u, 90 * u, { metal: o.metal || 'brass', t: 7 * u }));
    }
  }
  if (o.floating === false) {
    for (const lx of [vx + 6 * u, vx + vw - 30 * u]) S.add(surface(S, lx, vb - 30 * u, 24 * u, floorTop - vb + 30 * u, fin, 'v'));
  }
  S.add(counter(S, vx - 14 * u, cy, vw + 28 * u, ch, o.stone || 'marble'));
  // faucets + vessel sinks or undermount
  for (const mx of mirrors) {
    if (o.vessel) {
      S.add(`<path d="M${f(mx - 110 * u)},${f(cy - 70 * u)}h${f(220 * u)}q0,${f(70 * u)} ${f(-60 * u)},${f(70 * u)}h${f(-100 * u)}q${f(-60 * u)},0 ${f(-60 * u)},${f(-70 * u)}Z" fill="#f5f2ec"/>`);
      S.add(`<path d="M${f(mx - 110 * u)},${f(cy - 70 * u)}h${f(220 * u)}q0,${f(70 * u)} ${f(-60 * u)},${f(70 * u)}h${f(-100 * u)}q${f(-60 * u)},0 ${f(-60 * u)},${f(-70 * u)}Z" fill="${S.lin([[0, '#fff', 0.4], [1, '#000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    }
    const g = metalGrad(S, o.metal || 'brass', false);
    S.add(`<path d="M${f(mx - 6 * u)},${f(cy)}V${f(cy - 110 * u)}q0,${f(-22 * u)} ${f(22 * u)},${f(-22 * u)}h${f(40 * u)}v${f(14 * u)}h${f(-34 * u)}q${f(-12 * u)},0 ${f(-12 * u)},${f(12 * u)}V${f(cy)}Z" fill="${g}"/>`);
  }
  S.add(vessel(S, cx + vw * 0.38, cy, 60 * u, { kind: 'vase', color: '#e9e2d3' }));
  S.add(plant(S, cx - vw * 0.38, cy, 90 * u, { style: 'branch', pot: '#d9cfbf' }));
  S.add(S.finish({ lightX: 0.5, lightY: 0.15, vignette: 0.45 }));
}

function mirror(S, cx, y, w, h, shape, metal, u) {
  const r = w / 2;
  const d = shape === 'arch'
    ? `M${f(cx - r)},${f(y + h)}V${f(y + r)}A${f(r)},${f(r)} 0 0 1 ${f(cx + r)},${f(y + r)}V${f(y + h)}Z`
    : shape === 'rect'
      ? `M${f(cx - r)},${f(y)}H${f(cx + r)}V${f(y + h)}H${f(cx - r)}Z`
      : `M${f(cx - r)},${f(y + r)}A${f(r)},${f(r)} 0 1 1 ${f(cx + r)},${f(y + r)}A${f(r)},${f(r)} 0 1 1 ${f(cx - r)},${f(y + r)}Z`;
  let out = S.shadowPath(d, { blur: 10 * u, opacity: 0.3, transform: `translate(${f(8 * u)} ${f(12 * u)})` });
  out += `<path d="${d}" fill="${metalGrad(S, metal, false)}"/>`;
  const inset = 10 * u;
  const s = (w - 2 * inset) / w;
  out += `<g transform="translate(${f(cx)} ${f(y + h / 2)}) scale(${f(s)} ${f((h - 2 * inset) / h)}) translate(${f(-cx)} ${f(-(y + h / 2))})"><path d="${d}" fill="${S.lin([[0, '#c9d0cf'], [0.5, '#aeb7b6'], [1, '#8d9593']], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  out += `<path d="${d}" fill="${S.lin([[0, '#fff', 0], [0.35, '#fff', 0], [0.42, '#fff', 0.35], [0.5, '#fff', 0], [0.6, '#fff', 0.15], [0.65, '#fff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/></g>`;
  return out;
}

function fluted(S, x, y, w, h, fin, u) {
  let out = surface(S, x, y, w, h, fin, 'v');
  const n = Math.max(6, Math.round(w / (16 * u)));
  const fw = w / n;
  for (let i = 0; i < n; i++) {
    out += `<rect x="${f(x + i * fw)}" y="${f(y)}" width="${f(fw)}" height="${f(h)}" fill="${S.lin([[0, '#000', 0.28], [0.3, '#fff', 0.12], [0.7, '#fff', 0.02], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  }
  out += S.bevel(x, y, w, h, { size: 2 });
  out += knob(S, x + w / 2, y + 30 * u, 8 * u);
  return out;
}
