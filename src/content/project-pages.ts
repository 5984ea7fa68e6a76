/**
 * The words of the project stories (/projects and /projects/{slug}), of the "Recent work" lists
 * on town, town+service and service pages, and of the before and after comparison (the story
 * page's script and the gallery viewer). The stories themselves are the gallery projects
 * (gallery/*.yaml). No collection data here, so the gallery island can read the comparison's words.
 */

/** The before and after comparison: its labels and the value a screen reader announces. */
export const comparisonLabels = {
  before: 'Before',
  after: 'After',
  /** The range input's name: "Compare before and after: {after alt}". */
  sliderLabel: 'Compare before and after: {alt}',
  /** aria-valuetext of the range: how much of each photo shows. */
  valueText: '{before}% before, {after}% after',
} as const;

export const projectPages = {
  list: {
    title: 'Project Stories: Remodeling Work in Maryland Towns',
    description:
      'Kitchens, baths, additions and woodwork we finished in Maryland towns: the scope, the time promised and taken, the budget band and before and after photos.',
    keywords: ['remodeling projects Maryland', 'before and after remodeling', 'kitchen remodel Bethesda', 'contractor portfolio'],
    breadcrumbHome: 'Home',
    breadcrumbName: 'Project stories',
    badge: 'Project stories',
    heading: 'Project stories from Maryland homes',
    intro:
      'Each story says where the work was, what we did, how long we said it would take and how long it took, and what it cost within a band, with photos from before and after.',
    townLabel: 'Town',
    serviceLabel: 'Service',
    budgetLabel: 'Budget',
  },
  story: {
    /** Page title: "{project} | {service} in {town}, {state}" (the brand is added). */
    title: '{project} | {service} in {town}, {stateCode}',
    /** Meta description, built from the story's facts. */
    description: '{service} in {town}, {county}: {budget}, finished in {actual} ({promised} promised). Scope, before and after photos.',
    breadcrumbHome: 'Home',
    breadcrumbList: 'Project stories',
    /** Shown on a story marked as a sample, as testimonials show theirs. */
    sampleLabel: 'Sample project story, not a real project',
    factsHeading: 'The project at a glance',
    townLabel: 'Town',
    countyLabel: 'County',
    serviceLabel: 'Service',
    promisedLabel: 'Promised duration',
    actualLabel: 'Actual duration',
    budgetLabel: 'Budget band',
    scopeHeading: 'What we did',
    pairsHeading: 'Before and after',
    photosHeading: 'Photos of the finished work',
    clientHeading: 'In the client’s words',
    serviceLinkLabel: 'More about {service}',
    townLinkLabel: 'Our work in {town}',
    contact: {
      heading: 'Planning something similar?',
      body: 'Tell us about your house and what you want to change; a project manager will call you back to arrange a visit.',
      buttonLabel: 'Request a consultation',
    },
  },
  /** Town, town+service and service pages: the stories done there or of that service. */
  recentWork: {
    townHeading: 'Recent work in {town}',
    serviceHeading: 'Recent {service} projects',
    allLabel: 'All project stories',
  },
  /** The gallery viewer: the project it shows and its story. */
  viewer: {
    storyLinkLabel: 'Read the project story',
    pairsHeading: 'Before and after',
  },
} as const;
