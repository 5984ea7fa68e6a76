import { Fragment } from 'react';
import { PageSection } from './page-section';

/** One project size and its range, as the page words it. */
export interface CostRangeItem {
  size: string;
  /** The range as money ("$25,000 to $50,000"). */
  text: string;
  /** Not yet confirmed by the owner: the page says the figure is a sample. */
  sample: boolean;
  /** The financing calculator started at this range, when its cost is one the calculator takes. */
  financingHref?: string;
}

export interface CostDriverItem {
  title: string;
  body: string;
  sources: readonly { name: string; url: string }[];
}

interface CostSectionProps {
  headingId: string;
  copy: {
    eyebrow: string;
    heading: string;
    intro: string;
    rangesLabel: string;
    sampleNote: string;
    financingLabel: string;
    assumesHeading: string;
    driversHeading: string;
    sourcesLabel: string;
    publishedHeading: string;
    publishedLinkLabel: string;
  };
  ranges: readonly CostRangeItem[];
  assumes: string;
  drivers: readonly CostDriverItem[];
  /** A published figure for the same project, already worded with its source, region and year. */
  published?: { text: string; url: string };
}

/**
 * A service page's "What it costs": the business's typical ranges by project size (each linking to
 * the financing calculator), what they assume, what moves the price in Maryland with the sources of
 * each statement, and a published figure where one is quoted.
 */
export function CostSection({ headingId, copy, ranges, assumes, drivers, published }: CostSectionProps) {
  return (
    <PageSection headingId={headingId} text={copy}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <h3 className="text-xl font-semibold">{copy.rangesLabel}</h3>
          <ul className="mt-4 space-y-4">
            {ranges.map((range, index) => (
              <li key={range.size} data-testid="cost-range" className="rounded-card border border-line bg-white p-5 shadow-card">
                <p id={`${headingId}-${index}`} className="font-semibold text-ink">
                  {range.size}
                </p>
                <p className="mt-1 font-serif text-2xl font-semibold text-walnut tabular-nums">
                  {range.text}
                  {range.sample ? <span className="ml-2 align-middle font-sans text-sm font-normal text-ink-soft">{copy.sampleNote}</span> : null}
                </p>
                {range.financingHref ? (
                  // Described by its size, so each range's link says which range it estimates (fewer bytes than a
                  // second name: service pages must fit the first round trip, e2e/budget.spec.ts).
                  <a
                    href={range.financingHref}
                    aria-describedby={`${headingId}-${index}`}
                    className="mt-3 inline-block font-semibold text-ember underline underline-offset-4 hover:text-ember-dark"
                  >
                    {copy.financingLabel}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-xl font-semibold">{copy.assumesHeading}</h3>
          <p className="mt-2 text-ink-soft">{assumes}</p>
          {published ? (
            <div data-testid="cost-published" className="mt-8">
              <h3 className="text-xl font-semibold">{copy.publishedHeading}</h3>
              <p className="mt-2 text-ink-soft">
                {published.text}{' '}
                <a href={published.url} className="font-semibold text-ember underline underline-offset-4 hover:text-ember-dark">
                  {copy.publishedLinkLabel}
                </a>
              </p>
            </div>
          ) : null}
        </div>
        <div>
          <h3 className="text-xl font-semibold">{copy.driversHeading}</h3>
          <ul className="mt-4 space-y-6">
            {drivers.map((driver) => (
              <li key={driver.title} data-testid="cost-driver">
                <h4 className="font-semibold text-ink">{driver.title}</h4>
                <p className="mt-1 text-ink-soft">{driver.body}</p>
                {driver.sources.length > 0 ? (
                  <p className="mt-2 text-sm text-ink-soft">
                    {copy.sourcesLabel}{' '}
                    {driver.sources.map((source, index) => (
                      <Fragment key={source.url}>
                        {index > 0 ? '; ' : null}
                        <a href={source.url} className="underline underline-offset-4 hover:text-ink">
                          {source.name}
                        </a>
                      </Fragment>
                    ))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
