// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

const frames: FrameRequestCallback[] = [];
const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
});

afterEach(() => {
  frames.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the load event and then for two frames, not for the load event alone', () => {
    const task = vi.fn();
    afterFirstPaint(window, task);
    runFrame();
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    runFrame();
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    runFrame();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts a second after load when no frame runs (a page opened in a background tab)', () => {
    const task = vi.fn();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    afterFirstPaint(window, task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for an idle moment when the browser has idle callbacks', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const task = vi.fn();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    afterFirstPaint(window, task);
    runFrame();
    runFrame();
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
    expect(task).toHaveBeenCalledOnce();
  });
});
