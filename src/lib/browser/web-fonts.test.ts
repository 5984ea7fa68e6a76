// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineScriptHash } from '../build/csp';
import { deferFontsScript, fetchWebFontsForNextPages, fontsDeferredClass, fontsStorageKey } from './web-fonts';

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

describe('fetchWebFontsForNextPages', () => {
  const complete = () => Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  // jsdom has no FontFaceSet: a stand-in with one @fontsource face and one core face per family.
  const faces = (load: () => Promise<void>) =>
    ['Inter Variable', 'Fraunces Variable'].flatMap((family) => [
      { family, kind: 'fontsource', load: vi.fn(load) },
      { family: `"${family}"`, kind: 'core', load: vi.fn(load) },
    ]);

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('fetches only the core face of each family and notes it for the next pages once both arrived', async () => {
    runInlineScript();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const set = faces(() => arrived);
    Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    fetchWebFontsForNextPages(window);
    expect(set.filter((face) => face.load.mock.calls.length > 0).map((face) => face.kind)).toEqual(['core', 'core']);
    expect(sessionStorage.getItem(fontsStorageKey)).toBeNull();
    arrive();
    await vi.advanceTimersByTimeAsync(10);
    expect(sessionStorage.getItem(fontsStorageKey)).toBe('1');
    // This page keeps the stand-ins: switching would lay out all its text again.
    expect(root.classList.contains(fontsDeferredClass)).toBe(true);
  });

  it('notes nothing when a font cannot load, so the next page tries again', async () => {
    runInlineScript();
    Object.defineProperty(document, 'fonts', { value: faces(() => Promise.reject(new Error('offline'))), configurable: true });
    complete();
    fetchWebFontsForNextPages(window);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sessionStorage.getItem(fontsStorageKey)).toBeNull();
  });

  it('fetches nothing on a page that already uses the web fonts', async () => {
    const set = faces(() => Promise.resolve());
    Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    complete();
    fetchWebFontsForNextPages(window);
    await vi.advanceTimersByTimeAsync(3000);
    expect(set.every((face) => face.load.mock.calls.length === 0)).toBe(true);
    expect(sessionStorage.getItem(fontsStorageKey)).toBeNull();
  });
});
