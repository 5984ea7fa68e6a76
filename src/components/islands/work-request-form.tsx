import { useEffect, useRef, useState } from 'react';

export interface WorkRequestFormProps {
  clientHubId: string;
  formUrl: string;
  scriptSrc: string;
  stylesheetHref: string;
  minHeight: number;
  labels: { loading: string; failed: string; heading: string };
}

const MARK = 'data-work-request-embed';

/**
 * The job-management provider's work-request form. Its stylesheet and snippet script are
 * injected once when the section comes into view, and removed when the page is left, so a
 * return visit (including from the back/forward cache) never shows two forms. While it loads,
 * or if it is blocked, the phone, e-mail and hours beside it remain the way to reach us.
 */
export function WorkRequestForm({ clientHubId, formUrl, scriptSrc, stylesheetHref, minHeight, labels }: WorkRequestFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const inject = () => {
      if (document.querySelector(`script[${MARK}]`)) return;
      setStatus('loading');
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheetHref;
      link.media = 'screen';
      link.setAttribute(MARK, '');
      const script = document.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.setAttribute('clienthub_id', clientHubId);
      script.setAttribute('form_url', formUrl);
      script.setAttribute(MARK, '');
      script.addEventListener('load', () => setStatus('ready'));
      script.addEventListener('error', () => setStatus('failed'));
      document.head.append(link, script);
    };
    const remove = () => {
      document.querySelectorAll(`[${MARK}]`).forEach((node) => node.remove());
      // The provider renders into the container; empty it so a restored page starts clean.
      if (container.current) container.current.replaceChildren();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) inject();
    };
    inject();
    window.addEventListener('pagehide', remove);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', remove);
      window.removeEventListener('pageshow', onPageShow);
      remove();
    };
  }, [clientHubId, formUrl, scriptSrc, stylesheetHref]);

  return (
    <div className="rounded-card bg-linen p-4 text-ink shadow-lift sm:p-6">
      <h3 className="px-2 pt-2 font-serif text-2xl font-semibold">{labels.heading}</h3>
      {status !== 'ready' ? (
        <p role="status" className="px-2 pt-2 text-ink-soft">
          {status === 'failed' ? labels.failed : labels.loading}
        </p>
      ) : null}
      <div id={clientHubId} ref={container} style={{ minHeight }} data-testid="work-request-container" />
    </div>
  );
}
