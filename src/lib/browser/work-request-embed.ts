const MARK = 'data-work-request-embed';
/** A provider script that neither loads nor fails by then is treated as blocked. */
const EMBED_TIMEOUT_MS = 15_000;

/**
 * Mounts the provider's work-request form in every [data-work-request] section when it comes near
 * the viewport: its stylesheet and snippet script are added once to <head>, and removed with the
 * form when the page is left, so a return visit (including from the back/forward cache) never shows
 * two forms. The status line says "loading" only while the script loads, and says to call or
 * e-mail when it fails or never arrives. Each mount counts one lead for the analytics
 * (`window.hearthwoodLead`, lib/lead-events.ts): the form opened, or its fallback shown.
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
      let counted = false;
      const count = (lead: 'requestForm' | 'requestFormFallback') => {
        if (counted) return;
        counted = true;
        win.hearthwoodLead?.(lead);
      };
      const fail = () => {
        say(labelFailed);
        count('requestFormFallback');
      };
      timer = setTimeout(fail, EMBED_TIMEOUT_MS);
      script.addEventListener('load', () => {
        clearTimeout(timer);
        say(undefined);
        count('requestForm');
      });
      script.addEventListener('error', () => {
        clearTimeout(timer);
        fail();
      });
      doc.head.append(link, script);
    };
    const remove = () => {
      clearTimeout(timer);
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
      if (event.persisted && seen) inject();
    });
  }
}
