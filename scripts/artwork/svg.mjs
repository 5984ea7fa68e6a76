/**
 * A tiny SVG scene builder: defs registry, gradients, blur filters, clip paths and textured
 * fills that sample the procedural texture library (see textures.mjs).
 */

export const f = (n) => (Math.round(n * 100) / 100).toString();

export function createScene(outW, outH, lib, rng, view = {}) {
  const zoom = view.zoom || 1;
  const W = Math.round(outW * zoom);
  const H = Math.round(outH * zoom);
  const fx = view.focus ? view.focus[0] : 0.5;
  const fy = view.focus ? view.focus[1] : 0.5;
  const vx = Math.max(0, Math.min(W - outW, fx * W - outW / 2));
  const vy = Math.max(0, Math.min(H - outH, fy * H - outH / 2));
  const defs = [];
  const body = [];
  const post = [];
  const used = new Set();
  let counter = 0;
  const cache = new Map();
  const uid = (p = 'i') => `${p}${(counter++).toString(36)}`;

  const S = {
    W,
    H,
    rng,
    lib,
    uid,
    def(str) {
      defs.push(str);
    },
    add(...strs) {
      for (const s of strs) if (s) body.push(s);
      return S;
    },
    /** Linear gradient; stops: [[offset, color, opacity?], ...]. Coordinates are fractions unless user=true. */
    lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false, spread } = {}) {
      const key = `L${JSON.stringify([stops, x1, y1, x2, y2, user, spread])}`;
      if (cache.has(key)) return cache.get(key);
      const id = uid('g');
      const st = stops
        .map(([o, c, a = 1]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${f(a)}"/>`)
        .join('');
      defs.push(
        `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}${spread ? ` spreadMethod="${spread}"` : ''}>${st}</linearGradient>`,
      );
      const url = `url(#${id})`;
      cache.set(key, url);
      return url;
    },
    rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = {}) {
      const key = `R${JSON.stringify([stops, cx, cy, r, fx, fy, user, transform])}`;
      if (cache.has(key)) return cache.get(key);
      const id = uid('r');
      const st = stops
        .map(([o, c, a = 1]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${f(a)}"/>`)
        .join('');
      defs.push(
        `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fx !== undefined ? ` fx="${f(fx)}" fy="${f(fy)}"` : ''}${user ? ' gradientUnits="userSpaceOnUse"' : ''}${transform ? ` gradientTransform="${transform}"` : ''}>${st}</radialGradient>`,
      );
      const url = `url(#${id})`;
      cache.set(key, url);
      return url;
    },
    blur(sd) {
      const key = `B${sd}`;
      if (cache.has(key)) return cache.get(key);
      const id = uid('b');
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
      );
      const url = `url(#${id})`;
      cache.set(key, url);
      return url;
    },
    clipRect(x, y, w, h, rx = 0) {
      const id = uid('c');
      defs.push(`<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}"/></clipPath>`);
      return `url(#${id})`;
    },
    clipPath(d) {
      const id = uid('c');
      defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      return `url(#${id})`;
    },
    clipShapes(inner) {
      const id = uid('c');
      defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
      return `url(#${id})`;
    },
    texId(name) {
      if (!lib[name]) throw new Error(`unknown texture ${name}`);
      used.add(name);
      return `t-${name}`;
    },
    /** id of one wood board image (row), small = half-resolution copy. */
    woodId(species, row, small) {
      if (!lib[species]) throw new Error(`unknown wood ${species}`);
      const key = `${species}:${row}:${small ? 1 : 0}`;
      used.add(key);
      return `w-${species}-${row}${small ? 's' : ''}`;
    },

    /**
     * Horizontal-grain wood board filling x,y,w,h. opts: species, board (row index), ox (offset
     * along grain), flip, shade (bevel), tone (-1..1 brightness shift), scale.
     */
    woodH(x, y, w, h, o = {}) {
      const maxBoard = o.maxBoard || 115;
      if (h > maxBoard && o.glue !== false) {
        // wide panels are glued up from several boards, as in real casework
        const n = Math.ceil(h / maxBoard);
        const bh = h / n;
        const base = o.board ?? Math.floor(rng.next() * 997);
        let out = '';
        for (let i = 0; i < n; i++) out += S.woodH(x, y + i * bh, w, bh + (i < n - 1 ? 0.5 : 0), { ...o, board: base + i * 3, glue: false, shade: false, tone: (o.tone ?? 0) + (rng.next() - 0.5) * 0.25 });
        const seams = Array.from({ length: n - 1 }, (_, i) => `M${f(x)},${f(y + (i + 1) * bh)}h${f(w)}`).join('');
        out += `<path d="${seams}" stroke="#2a1a0e" stroke-opacity="0.18" stroke-width="1"/>`;
        if (o.shade !== false) out += S.boardShade(x, y, w, h, { ...o, tone: 0 });
        return out;
      }
      const t = lib[o.species || 'whiteOak'];
      const row = ((o.board ?? Math.floor(rng.next() * 997)) % t.rows + t.rows) % t.rows;
      const small = h < t.rowH * 0.42 && !o.full;
      const id = S.woodId(o.species || 'whiteOak', row, small);
      const k = small ? 0.5 : 1;
      const sy = (h / t.rowH) * (o.scale || 1) / k;
      const ox = (o.ox ?? rng.next() * 600) * k;
      const sx = Math.max(sy * (o.stretch || 1), (w + 4) / Math.max(100, t.w * k - ox));
      const clip = S.clipRect(x, y, w, h, o.rx || 0);
      const m = o.flip
        ? `translate(${f(x - ox * sx)} ${f(y + t.rowH * k * sy)}) scale(${sx.toFixed(5)} ${(-sy).toFixed(5)})`
        : `translate(${f(x - ox * sx)} ${f(y)}) scale(${sx.toFixed(5)} ${sy.toFixed(5)})`;
      let out = `<g clip-path="${clip}"><use href="#${id}" transform="${m}"/>`;
      out += S.boardShade(x, y, w, h, o);
      out += '</g>';
      return out;
    },
    /** Vertical-grain board. */
    woodV(x, y, w, h, o = {}) {
      return `<g transform="translate(${f(x + w)} ${f(y)}) rotate(90)">${S.woodH(0, 0, h, w, { ...o, shadeDir: 'v' })}</g>`;
    },
    boardShade(x, y, w, h, o = {}) {
      let out = '';
      const tone = o.tone ?? (rng.next() - 0.5) * 0.5;
      if (tone > 0) out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#fff3df" opacity="${f(tone * 0.22)}"/>`;
      else if (tone < 0) out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#1e130b" opacity="${f(-tone * 0.3)}"/>`;
      if (o.shade !== false) {
        const e = Math.max(1, Math.min(w, h) * 0.035);
        // after rotation in woodV, local "top" is global right; keep light top-left consistently
        const hi = o.shadeDir === 'v' ? 'bottom' : 'top';
        const hiY = hi === 'top' ? y : y + h - e;
        const loY = hi === 'top' ? y + h - e : y;
        out += `<rect x="${f(x)}" y="${f(hiY)}" width="${f(w)}" height="${f(e)}" fill="#fff" opacity="0.18"/>`;
        out += `<rect x="${f(x)}" y="${f(loY)}" width="${f(w)}" height="${f(e)}" fill="#000" opacity="0.28"/>`;
        out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.lin([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.12]])}"/>`;
      }
      return out;
    },
    /**
     * Wood mapped onto an arbitrary quad/polygon via an affine frame: origin p0, grain direction
     * toward p1 (length), thickness direction toward p2. poly is the clip polygon (array of [x,y]).
     */
    woodAffine(poly, p0, pLen, pThick, o = {}) {
      const t = lib[o.species || 'whiteOak'];
      const row = ((o.board ?? Math.floor(rng.next() * 997)) % t.rows + t.rows) % t.rows;
      const thick = Math.hypot(pThick[0] - p0[0], pThick[1] - p0[1]);
      const small = thick < t.rowH * 0.42;
      const k = small ? 0.5 : 1;
      const id = S.woodId(o.species || 'whiteOak', row, small);
      const ox = (o.ox ?? rng.next() * 600) * k;
      const L = Math.min((o.len || 1600) * k, t.w * k - ox - 2);
      const T = t.rowH * k;
      const a = (pLen[0] - p0[0]) / L;
      const b = (pLen[1] - p0[1]) / L;
      const c = (pThick[0] - p0[0]) / T;
      const d = (pThick[1] - p0[1]) / T;
      const d2 = `M${poly.map((p) => `${f(p[0])},${f(p[1])}`).join('L')}Z`;
      const clip = S.clipPath(d2);
      const m = `matrix(${a.toFixed(6)} ${b.toFixed(6)} ${c.toFixed(6)} ${d.toFixed(6)} ${f(p0[0])} ${f(p0[1])}) translate(${f(-ox)} 0)`;
      let out = `<g clip-path="${clip}"><use href="#${id}" transform="${m}"/>`;
      const tone = o.tone ?? (rng.next() - 0.5) * 0.5;
      if (tone > 0) out += `<path d="${d2}" fill="#fff3df" opacity="${f(tone * 0.22)}"/>`;
      else out += `<path d="${d2}" fill="#1e130b" opacity="${f(-tone * 0.3)}"/>`;
      out += '</g>';
      return out;
    },
    /** Texture (stone, plaster, ...) covering a rect, optionally via clip path d. */
    texRect(x, y, w, h, name, o = {}) {
      const t = lib[name];
      const id = S.texId(name);
      const s = Math.max(o.scale || 0, w / t.w, h / t.h);
      const ox = o.ox ?? rng.next() * Math.max(0, t.w * s - w);
      const oy = o.oy ?? rng.next() * Math.max(0, t.h * s - h);
      const clip = o.clip || S.clipRect(x, y, w, h, o.rx || 0);
      const rot = o.rotate ? ` rotate(${o.rotate} ${f(t.w / 2)} ${f(t.h / 2)})` : '';
      const st = [o.opacity !== undefined ? `opacity:${f(o.opacity)}` : '', o.blend ? `mix-blend-mode:${o.blend}` : '']
        .filter(Boolean)
        .join(';');
      return `<g clip-path="${clip}"${st ? ` style="${st}"` : ''}><use href="#${id}" transform="translate(${f(x - ox)} ${f(y - oy)}) scale(${s.toFixed(5)})${rot}"/></g>`;
    },
    /** Flat colour with a soft-light texture overlay so painted surfaces do not look flat. */
    paint(x, y, w, h, color, o = {}) {
      let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(o.rx || 0)}" fill="${color}"/>`;
      out += S.texRect(x, y, w, h, o.tex || 'plaster', { blend: 'soft-light', opacity: o.amt ?? 0.6, rx: o.rx, scale: o.scale, clip: o.clip });
      return out;
    },
    /** Soft shadow: blurred shape string (rect by default). */
    shadow(x, y, w, h, { blur = 12, opacity = 0.35, rx = 0, color = '#1a1410', layers = 6 } = {}) {
      // stacked expanding rects approximate a gaussian blur at a fraction of the cost of a filter
      const a = 1 - Math.pow(1 - Math.min(0.95, opacity), 1 / layers);
      let out = `<g fill="${color}" fill-opacity="${f(a)}">`;
      for (let k = 0; k < layers; k++) {
        const e = blur * (1.8 * (k / (layers - 1)) - 0.9);
        const ww = w + 2 * e;
        const hh = h + 2 * e;
        if (ww <= 0 || hh <= 0) continue;
        out += `<rect x="${f(x - e)}" y="${f(y - e)}" width="${f(ww)}" height="${f(hh)}" rx="${f(Math.max(0, rx + e))}"/>`;
      }
      return `${out}</g>`;
    },
    /** Cheap soft elliptical contact shadow (radial gradient instead of a blur filter). */
    softEllipse(cx, cy, rx, ry, opacity = 0.35, color = '#000') {
      return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${S.rad([[0, color, opacity], [0.55, color, opacity * 0.6], [1, color, 0]])}"/>`;
    },
    shadowPath(d, { blur = 12, opacity = 0.35, color = '#1a1410', transform = '' } = {}) {
      return `<path d="${d}" fill="${color}" opacity="${f(opacity)}" filter="${S.blur(blur)}"${transform ? ` transform="${transform}"` : ''}/>`;
    },
    rect(x, y, w, h, fill, extra = '') {
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
    },
    path(d, fill, extra = '') {
      return `<path d="${d}" fill="${fill}" ${extra}/>`;
    },
    /** Highlight top/left, dark bottom/right edges (raised look) or the reverse (recessed). */
    bevel(x, y, w, h, { size = 3, light = 0.35, dark = 0.35, inset = false } = {}) {
      const L = `fill="#fff" opacity="${f(light)}"`;
      const D = `fill="#000" opacity="${f(dark)}"`;
      const [tl, br] = inset ? [D, L] : [L, D];
      return (
        `<path d="M${f(x)},${f(y)}H${f(x + w)}L${f(x + w - size)},${f(y + size)}H${f(x + size)}V${f(y + h - size)}L${f(x)},${f(y + h)}Z" ${tl}/>` +
        `<path d="M${f(x + w)},${f(y)}V${f(y + h)}H${f(x)}L${f(x + size)},${f(y + h - size)}H${f(x + w - size)}V${f(y + size)}Z" ${br}/>`
      );
    },
    /** Final atmosphere: warm light from a corner, vignette, and optional darkening band. */
    /** Elements drawn in output-frame coordinates after everything else (lighting, vignette). */
    post(str) {
      post.push(`<g transform="translate(${f(vx)} ${f(vy)})">${str}</g>`);
    },
    outW,
    outH,
    finish({ lightX = 0.2, lightY = 0.1, warmth = 0.18, vignette = 0.45, darkLeft = 0 } = {}) {
      let out = `<rect width="${outW}" height="${outH}" fill="${S.rad([[0, '#fff2d6', warmth], [1, '#fff2d6', 0]], { cx: lightX, cy: lightY, r: 0.9 })}" style="mix-blend-mode:soft-light"/>`;
      out += `<rect width="${outW}" height="${outH}" fill="${S.rad([[0.55, '#120c08', 0], [1, '#120c08', vignette]], { cx: 0.5, cy: 0.5, r: 0.75 })}"/>`;
      if (darkLeft) {
        out += `<rect width="${outW}" height="${outH}" fill="${S.lin([[0, '#14100c', darkLeft], [0.42, '#14100c', darkLeft * 0.8], [0.7, '#14100c', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
      }
      if (lib.grain) out += S.texRect(0, 0, outW, outH, 'grain', { blend: 'overlay', opacity: 0.5, scale: 1, ox: 0, oy: 0 });
      S.post(out);
      return '';
    },
    toString() {
      const texDefs = [...used]
        .map((key) => {
          const [n, row, small] = key.split(':');
          const t = lib[n];
          if (row !== undefined) {
            const sm = small === '1';
            const uri = sm ? t.smallUris[row] : t.rowUris[row];
            const w = sm ? t.w >> 1 : t.w;
            const h = sm ? t.rowH >> 1 : t.rowH;
            return `<image id="w-${n}-${row}${sm ? 's' : ''}" width="${w}" height="${h}" preserveAspectRatio="none" href="${uri}"/>`;
          }
          return `<image id="t-${n}" width="${t.w}" height="${t.h}" preserveAspectRatio="none" href="${t.uri}"/>`;
        })
        .join('');
      return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${outW}" height="${outH}" viewBox="${f(vx)} ${f(vy)} ${outW} ${outH}"><defs>${texDefs}${defs.join('')}</defs>${body.join('')}${post.join('')}</svg>`;
    },
  };
  return S;
}
