/**
 * The story page's before and after pairs, made comparisons: each pair the page rendered as two
 * labelled photos (components/ui/before-after.tsx) gets a native range input under one frame that
 * clips the after photo at --position. Without script the two photos stay side by side.
 */
import { comparisonText, comparisonValue } from '../comparison';

export function enhanceComparisons(root: ParentNode): void {
  for (const pair of root.querySelectorAll<HTMLElement>('[data-comparison]:not([data-comparing])')) {
    const template = pair.dataset.valueText ?? '{before}% / {after}%';
    const range = document.createElement('input');
    range.type = 'range';
    range.min = '0';
    range.max = '100';
    range.step = '1';
    range.value = '50';
    range.setAttribute('aria-label', pair.dataset.sliderLabel ?? '');
    range.className = 'mt-3 block h-11 w-full cursor-ew-resize accent-ember';
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
