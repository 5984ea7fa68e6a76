import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { perspFloor, landscape, plant, shade, glow, fire } from '../components.mjs';

/** Outdoor deck in one-point perspective. o: species, time, rail ('balusters'|'cable'|'boards'), lights, pergola, dir */
export function deck(S, o = {}) {
  const { W, H } = S;
  const u = H / 1067;
  const species = o.species || 'cedar';
  const time = o.time || 'golden';
  const yH = H * (o.horizon ?? 0.44);
  const edge = H * (o.edge ?? 0.6); // far edge of deck (screen y)
  const vx = W * (o.vx ?? 0.56);
  // backdrop
  S.add(landscape(S, 0, 0, W, edge + 4, { time, sun: time === 'day' ? undefined : [0.7, 0.62], seed: o.seed || 3, lawn: true }));
  // deck surface
  S.add(perspFloor(S, { yH, yTop: edge, yBot: H + 4, vx, species, dir: o.dir || 'x', plank: 26 * u, minLen: 500, varLen: 900, seamOpacity: 0.6, seamWidth: 2 * u }));
  // fascia line at the far edge
  S.add(S.woodH(-10, edge - 3 * u, W + 20, 12 * u, { species }));
  const railC = o.railColor || (species === 'greyComposite' ? '#f1ede6' : null);
  const hc = edge - yH;
  const K = 1000;
  const zOf = (y) => (K * hc) / (y - yH);
  const sx = (X, Z) => vx + (X * K) / Z;
  const sy = (Y, Z) => yH + ((hc - Y) * K) / Z; // Y: height above deck in world px at wall scale
  const railH = o.railH || 150;
  // back railing (at Z = K)
  const postW = 14;
  const posts = [];
  for (let x = -60; x < W + 80; x += 260 * u) posts.push(x);
  const top = edge - railH * u;
  const piece = (x, y, w, h, vertical) => (railC ? `${S.paint(x, y, w, h, railC, { amt: 0.2 })}${S.bevel(x, y, w, h, { size: 2, light: 0.3, dark: 0.3 })}` : vertical ? S.woodV(x, y, w, h, { species }) : S.woodH(x, y, w, h, { species }));
  const rail = o.rail || 'balusters';
  if (rail === 'balusters') {
    for (let x = -40; x < W + 40; x += 26 * u) S.add(piece(x, top + 14 * u, 7 * u, railH * u - 20 * u, true));
  } else if (rail === 'cable') {
    for (let k = 1; k < 9; k++) S.add(`<rect x="0" y="${f(top + k * (railH * u / 9))}" width="${W}" height="${f(1.6 * u)}" fill="#6c6f72"/>`);
  } else {
    for (let k = 0; k < 4; k++) S.add(piece(-10, top + 22 * u + k * 30 * u, W + 20, 18 * u, false));
  }
  S.add(S.shadow(-10, edge - 8 * u, W + 20, 10 * u, { blur: 6 * u, opacity: 0.35 }));
  for (const x of posts) S.add(piece(x, top - 8 * u, postW * u * 1.4, railH * u + 10 * u, true));
  S.add(S.shadow(-10, top - 10 * u, W + 20, 20 * u, { blur: 5 * u, opacity: 0.2 }));
  S.add(piece(-10, top - 16 * u, W + 20, 16 * u, false));
  // side railing on the left, in perspective
  const X = (o.sideX ?? 0.03) * W - vx;
  const Zs = [];
  for (let z = zOf(H * 1.6); z < K; z += 140) Zs.push(z);
  Zs.push(K);
  const near = zOf(H * 1.6);
  const railPts = (Y) => `M${f(sx(X, near))},${f(sy(Y, near))}L${f(sx(X, K))},${f(sy(Y, K))}`;
  const sidePoly = (Y0, Y1) => {
    const d = `M${f(sx(X, near))},${f(sy(Y1, near))}L${f(sx(X, K))},${f(sy(Y1, K))}L${f(sx(X, K))},${f(sy(Y0, K))}L${f(sx(X, near))},${f(sy(Y0, near))}Z`;
    return d;
  };
  if (o.side !== false) {
    for (let i = Zs.length - 1; i >= 0; i--) {
      const z = Zs[i];
      const px = sx(X, z);
      const w = (postW * 1.4 * K) / z;
      const yb = sy(0, z);
      const yt = sy(railH + 8, z);
      if (rail === 'balusters' && i < Zs.length - 1) {
        const z2 = Zs[i + 1];
        for (let k = 1; k < 5; k++) {
          const zz = z + ((z2 - z) * k) / 5;
          const bw = (7 * K) / zz;
          S.add(piece(sx(X, zz) - bw / 2, sy(railH - 10, zz), bw, sy(6, zz) - sy(railH - 10, zz), true));
        }
      }
      S.add(S.shadow(px - w / 2 + w * 0.6, yb - w * 0.2, w * 1.6, w * 0.5, { blur: w * 0.4, opacity: 0.4 }));
      S.add(piece(px - w / 2, yt, w, yb - yt, true));
    }
    const d = sidePoly(railH - 6, railH + 10);
    S.add(`<path d="${d}" fill="${railC || shade(C.sand, -0.35)}"/>`);
    S.add(S.woodAffine([[sx(X, near), sy(railH + 10, near)], [sx(X, K), sy(railH + 10, K)], [sx(X, K), sy(railH - 6, K)], [sx(X, near), sy(railH - 6, near)]], [sx(X, near), sy(railH + 10, near)], [sx(X, K), sy(railH + 10, K)], [sx(X, near), sy(railH - 6, near)], { species: railC ? 'maple' : species, len: 3000, tone: railC ? 0.9 : 0 }));
    if (rail === 'cable') for (let k = 1; k < 9; k++) S.add(`<path d="${railPts((railH * k) / 9)}" stroke="#5c5f62" stroke-width="${f(2 * u)}"/>`);
  }
  // furniture
  const fx = W * (o.furnitureX ?? 0.46);
  const fz = zOf(H * 0.8);
  const sc = (K / fz) * u;
  const set = o.set || 'chairs';
  if (set === 'bench') {
    // built-in bench along the back rail with cushions
    const by = edge - 4 * u;
    const bx0 = W * 0.08;
    const bx1 = W * 0.86;
    S.add(S.shadow(bx0, by - 10 * u, bx1 - bx0, 30 * u, { blur: 12 * u, opacity: 0.45 }));
    S.add(S.woodH(bx0, by - 70 * u, bx1 - bx0, 70 * u, { species }));
    S.add(S.woodH(bx0 - 10 * u, by - 84 * u, bx1 - bx0 + 20 * u, 16 * u, { species }));
    const n = 4;
    const cw = (bx1 - bx0) / n;
    for (let i = 0; i < n; i++) {
      const cx0 = bx0 + i * cw + 4 * u;
      S.add(`<rect x="${f(cx0)}" y="${f(by - 112 * u)}" width="${f(cw - 8 * u)}" height="${f(30 * u)}" rx="${f(10 * u)}" fill="${o.cushion || C.cream}"/><rect x="${f(cx0)}" y="${f(by - 112 * u)}" width="${f(cw - 8 * u)}" height="${f(30 * u)}" rx="${f(10 * u)}" fill="${S.lin([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`);
    }
    for (const [px, col] of [[bx0 + cw * 0.3, C.terracotta], [bx0 + cw * 2.6, C.sage], [bx0 + cw * 3.3, '#e9e2d4']]) S.add(`<rect x="${f(px)}" y="${f(by - 170 * u)}" width="${f(80 * u)}" height="${f(66 * u)}" rx="${f(14 * u)}" fill="${col}" transform="rotate(-6 ${f(px + 40 * u)} ${f(by - 140 * u)})"/>`);
  }
  if (set === 'firepit') {
    const pz = zOf(H * 0.8);
    const ps = (K / pz) * u;
    const pcx = fx;
    const pcy = sy(0, pz);
    const r = 105 * ps;
    S.add(glow(S, pcx, pcy - 40 * ps, r * 3, '#ff9a3c', 0.35));
    const ring = `M${f(pcx - r)},${f(pcy - 40 * ps)}A${f(r)},${f(r * 0.3)} 0 0 1 ${f(pcx + r)},${f(pcy - 40 * ps)}V${f(pcy)}A${f(r)},${f(r * 0.3)} 0 0 1 ${f(pcx - r)},${f(pcy)}Z`;
    S.add(S.softEllipse(pcx, pcy + 6 * ps, r * 1.3, r * 0.32, 0.45));
    S.add(S.texRect(pcx - r, pcy - 40 * ps - r * 0.3, 2 * r, 40 * ps + r * 0.6, 'limestone', { clip: S.clipPath(ring), scale: 0.6 }));
    S.add(`<path d="${ring}" fill="${S.lin([[0, '#fff', 0.15], [0.5, '#000', 0.05], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`);
    S.add(`<ellipse cx="${f(pcx)}" cy="${f(pcy - 40 * ps)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="#9a9084"/>`);
    S.add(`<ellipse cx="${f(pcx)}" cy="${f(pcy - 40 * ps)}" rx="${f(r * 0.82)}" ry="${f(r * 0.24)}" fill="#1a1411"/>`);
    S.add(fire(S, pcx, pcy - 36 * ps, r * 1.1));
    chair(S, pcx - r - 150 * sc, sy(0, fz), sc, o.cushion || C.cream, species);
    chair(S, pcx + r + 20 * sc, sy(0, fz), sc, o.cushion || C.cream, species);
  } else if (o.chairs !== false && set === 'chairs') {
    chair(S, fx - 160 * sc, sy(0, fz), sc, o.cushion || C.cream, species);
    chair(S, fx + 110 * sc, sy(0, fz), sc, o.cushion || C.cream, species);
    table(S, fx - 15 * sc, sy(0, fz) + 6 * sc, sc, species);
  }
  S.add(planter(S, W * (o.planterX ?? 0.97), sy(0, zOf(H * 0.97)), (K / zOf(H * 0.97)) * 0.55 * u, species));
  if (o.pergola) {
    for (let k = 0; k < 5; k++) {
      const y = k * 48 * u - 20 * u;
      S.add(S.shadow(-10, y + 12 * u, W + 20, 30 * u, { blur: 10 * u, opacity: 0.35 }));
      S.add(S.woodH(-10, y, W + 20, 28 * u - k * 2 * u, { species }));
    }
    S.add(S.woodV(W * 0.02, 0, 46 * u, edge + 140 * u, { species }));
  }
  if (o.lights || time === 'dusk') {
    const a = [-20, H * 0.12];
    const b = [W + 20, H * 0.16];
    const sag = H * 0.1;
    S.add(`<path d="M${f(a[0])},${f(a[1])}Q${f(W / 2)},${f(a[1] + sag * 2)} ${f(b[0])},${f(b[1])}" stroke="#1f1d1b" stroke-width="${f(2 * u)}" fill="none"/>`);
    for (let k = 1; k < 14; k++) {
      const t = k / 14;
      const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * (W / 2) + t * t * b[0];
      const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * (a[1] + sag * 2) + t * t * b[1];
      S.add(`<circle cx="${f(x)}" cy="${f(y + 12 * u)}" r="${f(40 * u)}" fill="${S.rad([[0, '#ffe3a3', 0.55], [1, '#ffe3a3', 0]])}"/>`);
      S.add(`<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 6 * u)}" stroke="#1f1d1b" stroke-width="${f(2 * u)}"/>`);
      S.add(`<ellipse cx="${f(x)}" cy="${f(y + 13 * u)}" rx="${f(5 * u)}" ry="${f(7 * u)}" fill="#fff1c9"/>`);
    }
  }
  // warm sun wash on the boards
  S.add(`<rect x="0" y="${f(edge)}" width="${W}" height="${f(H - edge)}" fill="${S.rad([[0, time === 'dusk' ? '#ffb46b' : '#ffe2a8', 0.3], [1, '#ffe2a8', 0]], { cx: 0.7, cy: 0, r: 0.8 })}" style="mix-blend-mode:soft-light"/>`);
  S.add(S.finish({ lightX: 0.7, lightY: 0.4, warmth: 0.3, vignette: 0.45 }));
}

function chair(S, x, y, s, cushion, species) {
  // front view lounge chair: slatted back, arms, cushion
  let out = `${S.softEllipse(x + 60 * s, y + 2 * s, (80 * s) * 1.3, (10 * s) * 2.2, 0.35)}`;
  const w = 130 * s;
  for (let k = 0; k < 6; k++) out += S.woodV(x + 8 * s + k * (w - 16 * s) / 6 + 2 * s, y - 150 * s, (w - 16 * s) / 6 - 4 * s, 100 * s, { species });
  out += S.woodH(x + 4 * s, y - 154 * s, w - 8 * s, 10 * s, { species });
  out += `<rect x="${f(x + 8 * s)}" y="${f(y - 62 * s)}" width="${f(w - 16 * s)}" height="${f(22 * s)}" rx="${f(8 * s)}" fill="${cushion}"/>`;
  out += `<rect x="${f(x + 8 * s)}" y="${f(y - 62 * s)}" width="${f(w - 16 * s)}" height="${f(22 * s)}" rx="${f(8 * s)}" fill="${S.lin([[0, '#fff', 0.3], [1, '#000', 0.25]])}"/>`;
  out += `<rect x="${f(x + 14 * s)}" y="${f(y - 125 * s)}" width="${f(w - 28 * s)}" height="${f(62 * s)}" rx="${f(10 * s)}" fill="${cushion}"/>`;
  out += `<rect x="${f(x + 14 * s)}" y="${f(y - 125 * s)}" width="${f(w - 28 * s)}" height="${f(62 * s)}" rx="${f(10 * s)}" fill="${S.lin([[0, '#fff', 0.25], [0.6, '#000', 0.05], [1, '#000', 0.3]])}"/>`;
  out += S.woodV(x, y - 90 * s, 10 * s, 90 * s, { species }) + S.woodV(x + w - 10 * s, y - 90 * s, 10 * s, 90 * s, { species });
  out += S.woodH(x - 6 * s, y - 96 * s, 26 * s, 10 * s, { species }) + S.woodH(x + w - 20 * s, y - 96 * s, 26 * s, 10 * s, { species });
  out += S.woodH(x, y - 42 * s, w, 10 * s, { species });
  S.add(out);
}
function table(S, x, y, s, species) {
  let out = `${S.softEllipse(x + 20 * s, y, (36 * s) * 1.3, (6 * s) * 2.2, 0.35)}`;
  out += S.woodV(x - 3 * s, y - 50 * s, 6 * s, 50 * s, { species }) + S.woodV(x + 34 * s, y - 50 * s, 6 * s, 50 * s, { species });
  out += S.woodH(x - 12 * s, y - 56 * s, 62 * s, 8 * s, { species });
  out += `<path d="M${f(x + 4 * s)},${f(y - 56 * s)}l${f(4 * s)},${f(-24 * s)}h${f(12 * s)}l${f(4 * s)},${f(24 * s)}Z" fill="#e9e2d4"/>`;
  S.add(out);
}
function planter(S, cx, y, s, species) {
  const w = 170 * s;
  const h = 110 * s;
  let out = plant(S, cx, y - h + 40 * s, 160 * s, { style: 'leafy', leaves: 22, pot: false });
  out += S.shadow(cx - w / 2 + 10 * s, y - h + 10 * s, w, h, { blur: 10 * s, opacity: 0.35 });
  for (let k = 0; k < 4; k++) out += S.woodH(cx - w / 2, y - h + (k * h) / 4, w, h / 4 - 2 * s, { species });
  out += S.woodH(cx - w / 2 - 6 * s, y - h - 8 * s, w + 12 * s, 10 * s, { species });
  return out;
}
