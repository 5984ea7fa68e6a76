// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, onceFirstPaintShown } from './after-first-paint';

const frames: FrameRequestCallback[] = [];
/** Runs the frame callbacks waiting now (those they request wait for the next frame). */
const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
const settle = () => vi.advanceTimersByTimeAsync(10);

/** A browser that reports paints: the observer is told when `paint()` is called. */
function reportPaints() {
  let notify = () => {};
  let painted = false;
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    painted && name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
  );
  return () => {
    painted = true;
    notify();
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
});

afterEach(() => {
  frames.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the load event, the first contentful paint on screen and two frames', async () => {
    const paint = reportPaints();
    const task = vi.fn();
    afterFirstPaint(window, task);
    window.dispatchEvent(new Event('load'));
    runFrame();
    await settle();
    // Loaded, frames running, but nothing on screen yet.
    expect(task).not.toHaveBeenCalled();
    paint();
    await settle();
    runFrame();
    await settle();
    expect(task).not.toHaveBeenCalled();
    runFrame();
    await settle();
    expect(task).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not start on the first paint before the load event', async () => {
    const paint = reportPaints();
    const task = vi.fn();
    afterFirstPaint(window, task);
    paint();
    runFrame();
    runFrame();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('starts 1.5 s after load when nothing is painted (a page opened in a background tab)', async () => {
    reportPaints();
    const task = vi.fn();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    afterFirstPaint(window, task);
    await vi.advanceTimersByTimeAsync(1490);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for an idle moment when the browser has idle callbacks', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    reportPaints()();
    const task = vi.fn();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    afterFirstPaint(window, task);
    await settle();
    runFrame();
    runFrame();
    await settle();
    expect(task).not.toHaveBeenCalled();
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('onceFirstPaintShown (client:painted)', () => {
  it('runs two frames after the first contentful paint, without waiting for the load event', async () => {
    const paint = reportPaints();
    const task = vi.fn();
    onceFirstPaintShown(window, task);
    runFrame();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    paint();
    await settle();
    runFrame();
    expect(task).not.toHaveBeenCalled();
    runFrame();
    expect(task).toHaveBeenCalledOnce();
    expect(document.readyState).toBe('interactive');
  });
});
