import type { GuideContent } from '../types';

export const roofingServicesGuide: GuideContent = {
  slug: 'roofing-services-guide',
  service: 'roofing-services',
  title: 'Roofing Guide: When to Replace & What to Choose',
  description:
    'Know when a Maryland roof needs replacing and compare asphalt, metal and synthetic slate roofing, plus tear-off, ice barriers, ventilation and flashing details.',
  keywords: [
    'roofing guide',
    'roof replacement Maryland',
    'signs you need a new roof',
    'architectural shingles vs metal roof',
    'synthetic slate roofing',
    'roof ventilation and ice dams',
  ],
  hero: {
    badge: 'Roofing Guide',
    heading: 'Know When to Replace Your Roof and What to Choose',
    intro:
      'Your roof protects everything beneath it, and most problems start small and out of sight. This guide explains the warning signs, compares the roofing materials we install and covers the details that decide how long a new roof lasts.',
    buttonLabel: 'Explore Roofing Services',
  },
  introduction: [
    'Maryland roofs take a beating from every direction. Summer thunderstorms bring wind-driven rain and hail, nor\'easters and the remnants of tropical storms push water under shingle edges, and winter freeze-thaw cycles and occasional ice dams work at flashing and gutters. Strong summer sun cooks asphalt shingles and dries out their oils, which is why south- and west-facing slopes usually wear out first.',
    'If your roof is more than 20 years old, have it inspected for replacement even if it is not leaking. Many original roofs on homes built in the 1990s and early 2000s are reaching the end of their life now. Warning signs include curling or cracked shingles, bare patches where the granules have washed off, piles of granules in the gutters, sagging areas of the roof deck, daylight visible in the attic and water stains on ceilings near chimneys and vents.',
    'A typical roof replacement takes our crew 1 to 3 days, depending on the size and pitch of the roof, the number of layers to remove and how much of the wood deck needs replacing. We protect your landscaping, cover the attic where needed and clean the yard with magnetic sweepers for nails at the end of each day.',
  ],
  options: {
    heading: 'Comparing Roofing Materials',
    intro:
      'Most Maryland homes are roofed with architectural asphalt shingles, but metal and synthetic slate are worth considering depending on your home, budget and how long you plan to stay.',
    items: [
      {
        title: 'Architectural Asphalt Shingles',
        description:
          'Thicker and more dimensional than the old three-tab style, architectural shingles are the standard for most homes. They offer a good balance of cost, appearance and lifespan, with high wind ratings when installed to the manufacturer\'s specifications.',
        features: [
          'Typical lifespan of 25 to 30 years',
          'Wide range of colors to satisfy HOA guidelines',
          'High wind ratings with proper nailing',
          'Most affordable full-replacement option',
        ],
      },
      {
        title: 'Standing-Seam Metal',
        description:
          'Metal panels with raised, concealed-fastener seams shed rain and snow quickly and can last twice as long as shingles. Metal suits farmhouses, low-slope porch roofs and homeowners who plan to stay for decades.',
        features: [
          'Lifespan of 40 years or more',
          'Sheds snow and resists wind uplift',
          'Works on low-slope porches and additions',
          'Reflective finishes reduce summer heat gain',
        ],
      },
      {
        title: 'Synthetic Slate and Shake',
        description:
          'Polymer roofing tiles reproduce the look of slate or cedar shake at a fraction of the weight, with no need for structural reinforcement. They are a strong option for historic-style homes where real slate is out of budget.',
        features: [
          'Authentic slate or shake appearance',
          'Far lighter than natural slate',
          'Impact- and weather-resistant',
          'Often acceptable in historic district review',
        ],
      },
    ],
    buttonLabel: 'View Roofing Services',
  },
  considerations: {
    heading: 'What Goes Into a Roof That Lasts',
    intro:
      'Shingles are only the visible layer. These are the parts of a roofing job that determine whether the roof reaches its rated lifespan.',
    items: [
      {
        title: 'Tear-Off Instead of Overlay',
        description:
          'Code allows some roofs to get a second layer of shingles over the first, but we recommend removing the old roof. A tear-off lets us inspect and replace soft or rotted decking, flash everything correctly and avoids trapping heat and moisture between layers.',
      },
      {
        title: 'Underlayment and Ice Barrier',
        description:
          'We install self-adhering ice and water membrane at the eaves, in valleys and around chimneys, skylights and vents, with synthetic underlayment across the rest of the deck. That membrane is what keeps an ice dam or wind-driven rain from reaching the house.',
      },
      {
        title: 'Balanced Attic Ventilation',
        description:
          'An attic needs intake at the soffits and exhaust at the ridge. Poor ventilation cooks shingles from below in summer, causes condensation and ice dams in winter and can void shingle warranties, so we check airflow and correct it as part of every replacement.',
      },
      {
        title: 'Flashing and Chimneys',
        description:
          'Most leaks occur where the roof meets something else. We replace step flashing along walls, install counterflashing on chimneys and build a cricket behind wide chimneys so water cannot pool there, rather than relying on caulk.',
      },
      {
        title: 'Gutters and Drainage',
        description:
          'A new roof sheds water faster and more reliably, so gutters and downspouts must carry it away from the foundation. We check that gutters are sound and correctly pitched, add drip edge at every edge and suggest replacing failing gutters while the crew is on site.',
      },
      {
        title: 'Storm Damage, Insurance and Approvals',
        description:
          'After a major storm, document damage with photos and have the roof inspected before filing a claim. Many HOAs approve shingle color and style, and historic districts review material changes, so we help you get approval before the job is scheduled.',
      },
    ],
  },
  cta: {
    heading: 'Schedule a Roof Inspection',
    body: 'If your roof is over 20 years old or showing any warning signs, let us take a look. We will inspect the roof and attic, show you what we find and give you a fixed price, with most replacements completed in 1 to 3 days.',
    buttonLabel: 'Get Free Inspection',
  },
};
