// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHash } from '../build/csp';
import { deferFontsScript, fontsDeferredClass, fontsStorageKey, loadWebFontsAfterLoad } from './web-fonts';

const root = document.documentElement;
const runInlineScript = () => new Function(deferFontsScript)();

afterEach(() => {
  root.classList.remove(fontsDeferredClass);
  sessionStorage.clear();
});

describe('the inline <head> script', () => {
  it('defers the web fonts on a first visit', () => {
    runInlineScript();
    expect(root.classList.contains(fontsDeferredClass)).toBe(true);
  });

  it('uses them from the first paint once they loaded earlier in the visit', () => {
    sessionStorage.setItem(fontsStorageKey, '1');
    runInlineScript();
    expect(root.classList.contains(fontsDeferredClass)).toBe(false);
  });

  it('has the CSP hash the page declares', async () => {
    const expected = `sha256-${createHash('sha256').update(deferFontsScript).digest('base64')}`;
    expect(await inlineScriptHash(deferFontsScript)).toBe(expected);
  });
});

describe('loadWebFontsAfterLoad', () => {
  it('switches to the web fonts on the load event, not before, and remembers it', async () => {
    runInlineScript();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    loadWebFontsAfterLoad(window);
    expect(root.classList.contains(fontsDeferredClass)).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(root.classList.contains(fontsDeferredClass)).toBe(false);
    await Promise.resolve();
    expect(sessionStorage.getItem(fontsStorageKey)).toBe('1');
  });

  it('switches at once when the page has already loaded', () => {
    runInlineScript();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    loadWebFontsAfterLoad(window);
    expect(root.classList.contains(fontsDeferredClass)).toBe(false);
  });

  it('leaves a page alone whose fonts were never deferred', () => {
    loadWebFontsAfterLoad(window);
    expect(root.classList.contains(fontsDeferredClass)).toBe(false);
    expect(sessionStorage.getItem(fontsStorageKey)).toBeNull();
  });
});
