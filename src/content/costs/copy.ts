/** The words of a service page's "What it costs" section; the figures and drivers come from settings/costs.json and services.ts. */
export const costSection = {
  eyebrow: 'What it costs',
  /** {service}: the service's name. */
  heading: 'Typical prices for {service} in Maryland',
  intro: 'What our recent jobs of each size have cost, labor and materials included. Your own price comes in writing after we have seen the house.',
  rangesLabel: 'Typical ranges by project size',
  /** After a range the owner has not confirmed yet (the launch check lists it). */
  sampleNote: '(sample figure)',
  /** {low}, {high}: the range's figures as money. */
  rangeText: '{low} to {high}',
  financingLabel: 'Estimate a payment for this range',
  assumesHeading: 'What these ranges assume',
  driversHeading: 'What moves the price',
  materialsTitle: 'Material grade',
  sourcesLabel: 'Sources:',
  publishedHeading: 'A published figure',
  /** {project}, {cost}, {source}, {region}, {year}. */
  publishedText: '{source} puts the average cost of a {project} at {cost} ({region}, {year}).',
  publishedLinkLabel: 'See the report',
} as const;
