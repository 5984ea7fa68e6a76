// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyGalleryTapsScript, takeEarlyGalleryTap } from './gallery-interaction';

// The inline script, run once: it listens on the document for the whole test file.
new Function(earlyGalleryTapsScript)();

function gallery(hydrated: boolean) {
  document.body.innerHTML = `
    <astro-island ${hydrated ? '' : 'ssr'}>
      <div id="root">
        <button data-gallery-project="3"><span>View Gallery</span></button>
        <button data-gallery-project="7">View Gallery</button>
      </div>
    </astro-island>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('View Gallery taps before hydration', () => {
  it('are noted on the island and handed to it once, with the tapped button', () => {
    const root = gallery(false);
    root.querySelector('span')!.click();
    const tap = takeEarlyGalleryTap(root);
    expect(tap?.projectId).toBe('3');
    expect(tap?.button).toBe(root.querySelector('[data-gallery-project="3"]'));
    expect(takeEarlyGalleryTap(root)).toBeUndefined();
  });

  it('the last tap wins', () => {
    const root = gallery(false);
    root.querySelector<HTMLElement>('[data-gallery-project="3"]')!.click();
    root.querySelector<HTMLElement>('[data-gallery-project="7"]')!.click();
    expect(takeEarlyGalleryTap(root)?.projectId).toBe('7');
  });

  it('are not noted once the island has hydrated (its own handlers run)', () => {
    const root = gallery(true);
    root.querySelector<HTMLElement>('[data-gallery-project="3"]')!.click();
    expect(takeEarlyGalleryTap(root)).toBeUndefined();
  });
});
