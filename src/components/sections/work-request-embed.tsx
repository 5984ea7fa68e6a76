export interface WorkRequestEmbedProps {
  clientHubId: string;
  formUrl: string;
  scriptSrc: string;
  stylesheetHref: string;
  minHeight: number;
  labels: { heading: string; waiting: string; loading: string; failed: string };
}

/**
 * The job-management provider's work-request form, as plain HTML: a container and the provider's
 * settings. lib/browser/work-request-embed.ts injects the provider's script when the section nears the
 * viewport and removes it when the page is left. Without script, or while the provider is
 * blocked, the text says to call or e-mail using the phone or e-mail on the page; it never says "loading"
 * unless something is loading.
 */
export function WorkRequestEmbed({ clientHubId, formUrl, scriptSrc, stylesheetHref, minHeight, labels }: WorkRequestEmbedProps) {
  return (
    <div
      className="rounded-card bg-linen p-4 text-ink shadow-lift sm:p-6"
      data-work-request=""
      data-script-src={scriptSrc}
      data-stylesheet-href={stylesheetHref}
      data-clienthub-id={clientHubId}
      data-form-url={formUrl}
      data-label-loading={labels.loading}
      data-label-failed={labels.failed}
    >
      <h3 className="px-2 pt-2 font-serif text-2xl font-semibold">{labels.heading}</h3>
      <p role="status" data-work-request-status="" className="px-2 pt-2 text-ink-soft">
        {labels.waiting}
      </p>
      <div id={clientHubId} style={{ minHeight }} data-testid="work-request-container" />
    </div>
  );
}
