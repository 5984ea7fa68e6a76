/** Labels shared by every guide article (/support/{slug}). Per-guide copy lives in guides/. */
export const guidePage = {
  breadcrumbHome: 'Home',
  relatedEyebrow: 'Related service',
  relatedLinkLabel: 'View {services}',
  optionsEyebrow: 'Compare your options',
  prosLabel: 'Pros',
  considerationsLabel: 'Considerations',
  tipsEyebrow: 'Planning tips',
  ctaEyebrow: 'Talk to our team',
  financingLabel: 'Estimate Your Monthly Payment',
} as const;
