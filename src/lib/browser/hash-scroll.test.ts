// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, startHashScroll, targetOfHash } from './hash-scroll';

describe('hash scroll', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    window.location.hash = '';
  });

  it('finds the element a hash names and ignores empty, unknown and malformed hashes', () => {
    document.body.innerHTML = '<section id="gallery"></section>';
    expect(targetOfHash(document, '#gallery')?.id).toBe('gallery');
    expect(targetOfHash(document, '#')).toBeNull();
    expect(targetOfHash(document, '')).toBeNull();
    expect(targetOfHash(document, '#nowhere')).toBeNull();
    expect(targetOfHash(document, '#%E0%A4%A')).toBeNull();
  });

  it('scrolls smoothly 100 ms after load and after each hash change', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="contact"></section><section id="about"></section>';
    const contact = document.getElementById('contact') as HTMLElement;
    const about = document.getElementById('about') as HTMLElement;
    contact.scrollIntoView = vi.fn();
    about.scrollIntoView = vi.fn();
    window.location.hash = '#contact';

    const stop = startHashScroll(window);
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(contact.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    window.location.hash = '#about';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(about.scrollIntoView).toHaveBeenCalledTimes(1);
    stop();
  });
});
