/**
 * What the spec fixes (sections 2 and 3; docs/spec-rules.md), written here once and apart from
 * the site's content, so tests compare the site with the spec rather than with the list it was
 * built from.
 */

/** The 19 service slugs of section 2 ("Service pages"), in the spec's order. */
export const SPEC_SERVICE_SLUGS = `custom-woodworking kitchen-remodeling bathroom-remodeling home-additions bathroom-vanities
  outdoor-decks basement-finishing built-in-entertainment custom-closets home-office fireplace-mantels crown-molding
  flooring-installation interior-painting pantry-organization siding-installation roofing-services door-installation
  window-installation`.split(/\s+/);

/** The calculator's hints and slider labels (section 3, "Financing calculator"). */
export const SPEC_CALCULATOR_LABELS = {
  costHint: 'Range: $1,000 - $200,000',
  rateHint: 'Range: 1% - 20%',
  monthsMin: '6 months',
  monthsMax: '120 months (10 years)',
} as const;

/**
 * The calculator's input labels (section 2, "Financing page"). One departs from the spec's words:
 * its "Interest Rate" is shown as "Annual Percentage Rate (APR)", the name Regulation Z requires
 * for a rate in a credit advertisement (12 CFR 1026.24(c)); same control, same meaning, same
 * clamps (docs/spec-rules.md, "Financing").
 */
export const SPEC_CALCULATOR_INPUTS = {
  cost: 'Estimated Project Cost',
  deposit: 'Deposit',
  rate: 'Annual Percentage Rate (APR)',
  months: 'Loan Period (months)',
} as const;

/** The city+service FAQ's timelines (section 9: "kitchen 6-12 weeks, bathroom 3-6, others 2-8"). */
export const SPEC_CITY_SERVICE_TIMELINES = { kitchen: '6-12 weeks', bathroom: '3-6 weeks', other: '2-8 weeks' } as const;

/** Services with a catalogue page but no home card and no place in a location's list (section 2). */
export const SPEC_CATALOGUE_ONLY_SLUGS = ['bathroom-vanities'];

/** The 18 home card titles (section 2, "Home page"), in the spec's order. */
export const SPEC_CARD_TITLES = [
  'Custom Woodworking',
  'Complete Kitchen Remodeling',
  'Bathroom Remodeling',
  'Home Additions & Renovations',
  'Decks and Cabanas',
  'Basement Finishing',
  'Built-in Entertainment Centers',
  'Custom Closet Systems',
  'Home Office Solutions',
  'Fireplace Mantels',
  'Crown Molding & Trim',
  'Flooring Installation',
  'Interior Painting',
  'Pantry Organization',
  'Siding Installation & Repair',
  'Roofing Services',
  'Door Installation & Replacement',
  'Window Installation & Replacement',
];

/** The 18 gallery categories (section 2, "Home page"), in the spec's order. */
export const SPEC_GALLERY_CATEGORIES = [
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Outdoor Decks',
  'Custom Woodworking',
  'Built-In Entertainment',
  'Basement Finishing',
  'Crown Molding',
  'Custom Closets',
  'Door Installation',
  'Fireplace Mantels',
  'Flooring Installation',
  'Home Office',
  'Home Additions',
  'Interior Painting',
  'Pantry Organization',
  'Roofing Services',
  'Siding Installation',
  'Window Installation',
];

/** Each service page's primary button without a location (section 2, "Service pages"). */
export const SPEC_PRIMARY_LABELS: Record<string, string> = {
  'custom-woodworking': 'Get Free Consultation',
  'kitchen-remodeling': 'Get Your Free Project Consultation',
  'bathroom-remodeling': 'Get Free Quote',
  'home-additions': 'Start Planning',
  'bathroom-vanities': 'Get Free Quote',
  'outdoor-decks': 'Design My Deck',
  'basement-finishing': 'Get Custom Quote',
  'built-in-entertainment': 'Get Custom Quote',
  'custom-closets': 'Get Organization Quote',
  'home-office': 'Design My Office',
  'fireplace-mantels': 'Design My Mantel',
  'crown-molding': 'Get Trim Quote',
  'flooring-installation': 'Get Flooring Quote',
  'interior-painting': 'Get Painting Quote',
  'pantry-organization': 'Organize My Pantry',
  'siding-installation': 'Get Free Estimate',
  'roofing-services': 'Get Free Inspection',
  'door-installation': 'Get Free Quote',
  'window-installation': 'Get Free Estimate',
};

/** Labels of single service pages (section 2, "Service pages"). */
export const SPEC_SERVICE_DETAILS = {
  paintingBadge: 'Color Transformation',
  pantrySteps: ['Pantry Assessment', 'Custom Design', 'Storage Solutions', 'Installation', 'Organization Setup'],
} as const;

/**
 * The sizes of a page's lists that the spec fixes (sections 2 and 3). A service page's FAQ has at
 * least `serviceFaqMin` answers and 2 or 3 guides (docs/spec-rules.md, "Readings").
 */
export const SPEC_SIZES = {
  serviceFeatures: 4,
  serviceTrustPoints: 3,
  serviceProcessSteps: 5,
  serviceFaqMin: 4,
  serviceGuides: { min: 2, max: 3 },
  guideOptions: 3,
  guideConsiderations: 6,
  galleryProjectFeatures: 3,
  localKitchenNeighborhoods: 9,
  localKitchenFeatures: 8,
  localKitchenStyles: 3,
  featuredNeighborhoods: 8,
  marylandCounties: 9,
  northernVirginiaAreas: 8,
} as const;

/** The 25 guides (section 2, "Guides") and the service each one's buttons lead to. */
export const SPEC_GUIDES: Record<string, string> = {
  'kitchen-layout-guide': 'kitchen-remodeling',
  'kitchen-materials-guide': 'kitchen-remodeling',
  'kitchen-trends-guide': 'kitchen-remodeling',
  'bathroom-design-ideas': 'bathroom-remodeling',
  'basement-finishing-design-ideas': 'basement-finishing',
  'basement-finishing-guide': 'basement-finishing',
  'built-in-entertainment-design-ideas': 'built-in-entertainment',
  'built-in-entertainment-guide': 'built-in-entertainment',
  'crown-molding-guide': 'crown-molding',
  'custom-closets-guide': 'custom-closets',
  'custom-closets-organization-guide': 'custom-closets',
  'custom-woodworking-guide': 'custom-woodworking',
  'door-installation-guide': 'door-installation',
  'fireplace-mantels-guide': 'fireplace-mantels',
  'flooring-installation-guide': 'flooring-installation',
  'home-additions-design-guide': 'home-additions',
  'home-additions-guide': 'home-additions',
  'home-office-guide': 'home-office',
  'interior-painting-guide': 'interior-painting',
  'outdoor-decks-design-guide': 'outdoor-decks',
  'outdoor-decks-guide': 'outdoor-decks',
  'pantry-organization-guide': 'pantry-organization',
  'roofing-services-guide': 'roofing-services',
  'siding-installation-guide': 'siding-installation',
  'window-installation-guide': 'window-installation',
};

/**
 * The local kitchen pages' hero metrics (section 2). "15+ Years" and "100%" are the business's
 * years of experience and fixed-price figure, which the owner keeps in the business settings, so
 * they are written here by the name of the claim that carries them.
 */
export const SPEC_LOCAL_KITCHEN_METRICS = {
  'bethesda-kitchen-remodeling': ['{claims.yearsExperience} Years', 'All Budgets', '{claims.fixedPrice}'],
  'potomac-kitchen-remodeling': ['20+ Years', 'Every Style', 'Licensed'],
} as const;

/**
 * The advertised durations (section 9, docs/spec-rules.md "Advertised durations"), by their name in
 * content/durations.ts, as the site writes them in lists ("6-12 weeks"), and the service each
 * belongs to. `otherServices` is the city+service FAQ's "others 2-8".
 */
export const SPEC_DURATIONS: Record<string, { span: string; service?: string }> = {
  woodworkingSimple: { span: '2-4 weeks', service: 'custom-woodworking' },
  woodworkingElaborate: { span: '6-12 weeks', service: 'custom-woodworking' },
  kitchen: { span: '6-12 weeks', service: 'kitchen-remodeling' },
  bathroom: { span: '3-6 weeks', service: 'bathroom-remodeling' },
  additions: { span: '3-12 months', service: 'home-additions' },
  decks: { span: '1-3 weeks', service: 'outdoor-decks' },
  basement: { span: '4-8 weeks', service: 'basement-finishing' },
  entertainment: { span: '2-4 weeks', service: 'built-in-entertainment' },
  closets: { span: '1-3 weeks', service: 'custom-closets' },
  homeOffice: { span: '2-4 weeks', service: 'home-office' },
  mantels: { span: '2-4 weeks', service: 'fireplace-mantels' },
  crownMolding: { span: '1-3 days', service: 'crown-molding' },
  flooring: { span: '1-3 days', service: 'flooring-installation' },
  painting: { span: '2-5 days', service: 'interior-painting' },
  pantrySetup: { span: '1-2 days', service: 'pantry-organization' },
  siding: { span: '1-2 weeks', service: 'siding-installation' },
  roofing: { span: '1-3 days', service: 'roofing-services' },
  perDoor: { span: '2-4 hours', service: 'door-installation' },
  perWindow: { span: '30-60 minutes', service: 'window-installation' },
  otherServices: { span: '2-8 weeks' },
};

/** Figures the spec gives beside the durations (section 9), each with the page text that states it. */
export const SPEC_FIGURES = {
  'window-installation': [/up to 25%/i, /15\s*[-–]\s*25\s*%/, /5\s*[-–]\s*10 years/i],
  'roofing-services': [/20 years/i],
} as const;

/** The kitchen layout guide's figures (section 2, "Guides"). */
export const SPEC_KITCHEN_LAYOUT_FIGURES = [/\b4\s*(?:to|-|–|and)\s*9\s*(?:feet|foot|ft)\b/i, /\b36(?:-inch|\s+inch(?:es)?)\b/i, /\b42\s+inches\b/i];

/** What the kitchen materials guide explains (docs/spec-rules.md, "Readings": kitchen guides' cabinet types). */
export const SPEC_CABINET_TYPES = ['Framed cabinets', 'Frameless cabinets', 'Inset cabinets'];

/** The home hero's claims in the spec's order; a headline stat is written by its id in the business settings. */
export const SPEC_HERO_CLAIMS = ['Licensed & Insured', 'Quality Craftsmanship', '{projectsAnnually}', '{combinedExperience}', '{fixedPrice}'] as const;

/** The business constants of section 9 that the site keeps in code (content/site.ts `business`). */
export const SPEC_BUSINESS = {
  geoRadiusMeters: 50000,
  priceRange: '$$$',
  paymentAccepted: ['Cash', 'Credit Card', 'Check'],
  contactFormMinHeightPx: 600,
} as const;
