/**
 * Site-wide page analytics, loaded only after the page is interactive and idle, so it never
 * blocks rendering; with no site id it loads nothing, and a blocked script changes nothing.
 */
export function analyticsScript(doc: Document, siteId: string, src: string): HTMLScriptElement | null {
  if (!siteId.trim() || !src.trim()) return null;
  const script = doc.createElement('script');
  script.src = src;
  script.defer = true;
  script.dataset['site'] = siteId;
  return script;
}

export function loadAnalyticsWhenIdle(doc: Document): void {
  const config = doc.getElementById('analytics-config');
  const siteId = config?.dataset['siteId'] ?? '';
  const src = config?.dataset['src'] ?? '';
  const inject = () => {
    const script = analyticsScript(doc, siteId, src);
    if (script) doc.head.append(script);
  };
  const whenIdle = () => {
    const win = doc.defaultView;
    if (win && 'requestIdleCallback' in win) win.requestIdleCallback(inject, { timeout: 4000 });
    else setTimeout(inject, 2000);
  };
  if (doc.readyState === 'complete') whenIdle();
  else doc.defaultView?.addEventListener('load', whenIdle, { once: true });
}
