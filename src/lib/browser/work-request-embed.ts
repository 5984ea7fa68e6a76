const MARK = 'data-work-request-embed';
/** A provider script that neither loads nor fails by then is treated as blocked. */
const EMBED_TIMEOUT_MS = 15_000;

/**
 * Calls `onStart` once, when a visitor starts using the form rendered in `container`: a tap or
 * click in it (`pointerdown`), or focus moving into it. Jobber's snippet renders the form as an
 * iframe from its client hub (`iframe.jobber-work-request`, another origin), whose own events never
 * reach this page: focus moving into it shows here as the window losing focus (`blur`) while
 * `document.activeElement` is that iframe, whether the visitor tapped, clicked or tabbed into it.
 * A form rendered inline, or the provider's error message, is seen directly (`pointerdown`,
 * `focusin`). Loading, rendering and scrolling into view are not a start. Returns what stops the
 * watch (nothing is called after it).
 */
export function watchFormStart(container: HTMLElement, onStart: () => void): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    container.removeEventListener('pointerdown', start, true);
    container.removeEventListener('focusin', start, true);
    win.removeEventListener('blur', onBlur);
  };
  function start() {
    stop();
    onStart();
  }
  const frameFocused = () => {
    const active = doc.activeElement;
    return active !== null && active.tagName === 'IFRAME' && container.contains(active);
  };
  // The window's own blur: an element's blur does not bubble to this (bubbling-phase) listener.
  function onBlur() {
    if (frameFocused()) return start();
    // Browsers that move activeElement to the iframe only after the window's blur.
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (frameFocused()) start();
    }, 0);
  }
  container.addEventListener('pointerdown', start, true);
  container.addEventListener('focusin', start, true);
  win.addEventListener('blur', onBlur);
  return stop;
}

/**
 * Mounts the provider's work-request form in every [data-work-request] section when it comes near
 * the viewport: its stylesheet and snippet script are added once to <head>, and removed with the
 * form when the page is left, so a return visit (including from the back/forward cache) never shows
 * two forms. The status line says "loading" only while the script loads, and says to call or
 * e-mail when it fails or never arrives. For the analytics (`window.hearthwoodLead`,
 * lib/lead-events.ts) a page view counts the form opened once, when the visitor starts using it
 * (`watchFormStart`), never for loading; and the fallback once, when it is shown.
 */
export function startWorkRequestEmbeds(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  for (const section of doc.querySelectorAll<HTMLElement>('[data-work-request]')) {
    const status = section.querySelector<HTMLElement>('[data-work-request-status]');
    const container = section.querySelector<HTMLElement>('[data-testid="work-request-container"]');
    const { scriptSrc, stylesheetHref, clienthubId, formUrl, labelLoading, labelFailed } = section.dataset;
    if (!scriptSrc || !stylesheetHref || !clienthubId || !formUrl) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching: (() => void) | undefined;

    const say = (text: string | undefined) => {
      if (!status) return;
      status.hidden = !text;
      status.textContent = text ?? '';
    };
    const inject = () => {
      if (doc.querySelector(`script[${MARK}]`)) return;
      say(labelLoading);
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheetHref;
      link.media = 'screen';
      link.setAttribute(MARK, '');
      const script = doc.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.setAttribute('clienthub_id', clienthubId);
      script.setAttribute('form_url', formUrl);
      script.setAttribute(MARK, '');
      let fellBack = false;
      const fail = () => {
        say(labelFailed);
        if (fellBack) return;
        fellBack = true;
        win.hearthwoodLead?.('requestFormFallback');
      };
      timer = setTimeout(fail, EMBED_TIMEOUT_MS);
      script.addEventListener('load', () => {
        clearTimeout(timer);
        say(undefined);
        if (container && !stopWatching) stopWatching = watchFormStart(container, () => win.hearthwoodLead?.('requestForm'));
      });
      script.addEventListener('error', () => {
        clearTimeout(timer);
        fail();
      });
      doc.head.append(link, script);
    };
    const remove = () => {
      clearTimeout(timer);
      // A page restored from the back/forward cache is a new page view: it may count again.
      stopWatching?.();
      stopWatching = undefined;
      doc.querySelectorAll(`[${MARK}]`).forEach((node) => node.remove());
      // The provider renders into the container; empty it so a restored page starts clean.
      container?.replaceChildren();
    };

    let seen = false;
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          seen = true;
          observer.disconnect();
          inject();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(section);
    win.addEventListener('pagehide', remove);
    win.addEventListener('pageshow', (event) => {
      if (event.persisted && seen && section.isConnected) inject();
    });
  }
}
