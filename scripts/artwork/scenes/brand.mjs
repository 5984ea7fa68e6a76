import { f } from '../svg.mjs';
import { C } from '../palette.mjs';
import { fireplace } from './fireplace.mjs';
import { addition } from './exterior.mjs';

/** Home hero: fireplace and built-ins shifted right, dark on the left for headline text. */
export function heroHome(S, o = {}) {
  fireplace(S, { surround: 'limestone', mantel: 'beam', flank: 'shelves', wall: '#e3d8c5', builtinPaint: 'forest', shelfFin: { wood: 'walnut' }, surroundW: 0.3, mantelY: 0.42, ...o, heroShift: true });
  S.post(darken(S, o.dark ?? 0.78));
}

/** Location hero: exterior addition at dusk with warm windows. */
export function heroLocation(S, o = {}) {
  addition(S, { time: 'dusk', glow: true, additionColor: '#34503f', ...o });
  S.post(darken(S, o.dark ?? 0.72));
}

function darken(S, a) {
  const { outW: W, outH: H } = S;
  return `<rect width="${W}" height="${H}" fill="${S.lin([[0, '#120d09', a], [0.46, '#120d09', a * 0.92], [0.62, '#120d09', a * 0.45], [0.8, '#120d09', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
}

/** Share image: brand panel with title text over warm wood. */
export function ogImage(S, o = {}) {
  const { W, H } = S;
  // wood band on the right
  const species = ['walnut', 'cherry', 'whiteOak', 'maple', 'walnut', 'cherry', 'whiteOak'];
  let out = `<rect width="${W}" height="${H}" fill="${C.forestDeep}"/>`;
  const bw = 110;
  out += `<g transform="rotate(-12 ${W * 0.8} ${H / 2})">`;
  species.forEach((sp, i) => {
    const y = -160 + i * (bw + 8);
    out += S.shadow(W * 0.52 + 10, y + 16, W, bw, { blur: 14, opacity: 0.55 });
    out += S.woodH(W * 0.52 - (i % 2) * 40, y, W, bw, { species: sp, board: i * 2 + 1, maxBoard: 400 });
  });
  out += '</g>';
  S.add(out);
  // brand panel
  const pw = W * 0.62;
  S.add(`<path d="M0,0H${f(pw)}L${f(pw - 90)},${H}H0Z" fill="${C.forestDeep}"/>`);
  S.add(`<path d="M0,0H${f(pw)}L${f(pw - 90)},${H}H0Z" fill="${S.rad([[0, '#3b5a47', 0.6], [1, '#3b5a47', 0]], { cx: 0.2, cy: 0.2, r: 0.9 })}"/>`);
  S.add(S.texRect(0, 0, pw, H, 'plaster', { blend: 'soft-light', opacity: 0.6, clip: S.clipPath(`M0,0H${f(pw)}L${f(pw - 90)},${H}H0Z`) }));
  S.add(`<path d="M${f(pw)},0L${f(pw - 90)},${H}" stroke="${C.brass}" stroke-width="6"/>`);
  // mark: hearth/house outline
  const mx = 78;
  const my = 92;
  S.add(`<path d="M${mx},${my + 70}V${my + 28}L${mx + 42},${my}L${mx + 84},${my + 28}V${my + 70}Z" fill="none" stroke="${C.brassLight}" stroke-width="6" stroke-linejoin="round"/>`);
  S.add(`<path d="M${mx + 24},${my + 70}V${my + 44}H${mx + 60}V${my + 70}" fill="none" stroke="${C.brassLight}" stroke-width="6"/>`);
  S.add(`<path d="M${mx + 42},${my + 62}c-10,-8 -6,-16 0,-24c6,8 10,16 0,24z" fill="${C.brassLight}"/>`);
  const serif = "'DejaVu Serif', 'Liberation Serif', serif";
  const sans = "'DejaVu Sans', 'Liberation Sans', sans-serif";
  if (o.text !== false) {
    S.add(`<text x="78" y="290" font-family="${serif}" font-weight="bold" font-size="74" fill="#f5efe4" letter-spacing="-1">Hearthwood</text>`);
    S.add(`<text x="80" y="360" font-family="${serif}" font-size="40" fill="#f5efe4">Woodwork &amp; Remodeling</text>`);
    S.add(`<rect x="80" y="398" width="120" height="4" fill="${C.brass}"/>`);
    S.add(`<text x="80" y="456" font-family="${sans}" font-size="25" fill="#d9e0d6">Custom woodwork &amp; remodeling in Maryland</text>`);
  }
  S.add(S.finish({ lightX: 0.2, lightY: 0.1, warmth: 0.15, vignette: 0.35 }));
}
