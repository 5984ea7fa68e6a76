/**
 * The story page's before and after pairs, made comparisons: each pair the page rendered as two
 * labelled photos (components/ui/before-after.tsx) gets a native range input under one frame that
 * clips the after photo at --position. Without script the two photos stay side by side. Loaded
 * after the first paint by after-paint.ts, only on a page with a pair, so it adds no inline script
 * (nor its hash in every page's CSP header) and no request before the paint.
 */
import { comparisonText, comparisonValue } from '../comparison';

export function enhanceComparisons(root: ParentNode): void {
  for (const pair of root.querySelectorAll<HTMLElement>('[data-comparison]:not([data-comparing])')) {
    const template = pair.dataset.valueText ?? '{before}% / {after}%';
    const range = document.createElement('input');
    Object.assign(range, { type: 'range', min: '0', max: '100', step: '1', value: '50', className: 'mt-3 block h-11 w-full cursor-ew-resize accent-ember' });
    range.setAttribute('aria-label', pair.dataset.sliderLabel ?? '');
    const show = () => {
      const value = comparisonValue(range.value);
      pair.style.setProperty('--position', `${value}%`);
      range.setAttribute('aria-valuetext', comparisonText(template, value));
    };
    range.addEventListener('input', show);
    show();
    pair.querySelector('.before-after-photos')?.after(range);
    pair.setAttribute('data-comparing', '');
  }
}
