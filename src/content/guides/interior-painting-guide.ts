import type { GuideContent } from '../types';

export const interiorPaintingGuide: GuideContent = {
  slug: 'interior-painting-guide',
  service: 'interior-painting',
  title: 'Interior Painting Guide: Sheens, Prep & Color Tips',
  description:
    'Interior painting advice for Maryland homes: picking flat, eggshell, satin or semi-gloss, surface prep, testing colors, lead-safe work, humidity and cure times.',
  keywords: [
    'interior painting guide',
    'interior painting Maryland',
    'paint sheen guide',
    'how to choose paint colors',
    'lead safe painting older home',
    'paint cure time humidity',
  ],
  hero: {
    badge: 'Interior Painting Guide',
    heading: 'A Better Paint Job Starts Before the First Coat',
    intro:
      'Fresh paint is the quickest way to transform a room, but the results depend on the sheen, the color and above all the preparation. This guide explains how our team approaches each one.',
    buttonLabel: 'Explore Interior Painting',
  },
  introduction: [
    'Paint looks simple, which is why so many paint jobs disappoint. Roller marks, flashing where patches were skipped, trim that stays tacky for weeks and colors that look nothing like the chip all come from decisions made before the lid comes off the can. A professional finish is mostly preparation: filling, sanding, caulking, priming and protecting everything that is not being painted.',
    "Maryland's climate plays a part. Latex paint dries by evaporation, so on a humid August day it stays soft longer, and fresh trim paint can stick to doors and windows if they close too soon. We run air conditioning or dehumidifiers during the job where needed and schedule coats around drying conditions rather than the clock.",
    'A typical interior project takes our team 2 to 5 days, from a few rooms to most of a floor. Ceilings, high stairwells, heavy patching, dark-to-light color changes and extensive trim add time. We protect floors and furniture, keep the house livable at the end of each day, and walk the rooms with you before we call the job finished.',
  ],
  options: {
    heading: 'Choosing the Right Sheen',
    intro:
      'Sheen affects durability and how much a surface shows its flaws. Most homes use two or three sheens: one for ceilings, one for walls and one for trim and doors.',
    items: [
      {
        title: 'Flat and Matte',
        description:
          'Flat and matte finishes reflect little light, so they hide drywall seams, patches and uneven plaster best. They are the standard for ceilings and a good choice for low-traffic walls in living and dining rooms. Modern scrubbable matte formulas handle light cleaning.',
        features: [
          'Best at hiding surface imperfections',
          'Standard choice for ceilings',
          'Rich, velvety color on walls',
          'Choose a scrubbable formula for family rooms',
        ],
      },
      {
        title: 'Eggshell and Satin',
        description:
          'A soft sheen that wipes clean makes eggshell the most common wall finish in the homes we paint. Satin has a little more sheen and durability, which suits hallways, kids\' rooms, kitchens and bathrooms.',
        features: [
          'Wipes clean without burnishing',
          'Eggshell for most living spaces and bedrooms',
          'Satin for halls, kitchens and baths',
          'Shows some surface flaws in raking light',
        ],
      },
      {
        title: 'Semi-Gloss and Gloss',
        description:
          'Harder, shinier finishes stand up to hands, shoes and vacuum bumps, making them the right choice for trim, doors, railings and cabinets. They also show every dent and brush mark, so preparation has to be thorough.',
        features: [
          'Most durable and washable finish',
          'Standard for baseboards, casings and doors',
          'Highlights millwork detail',
          'Requires careful sanding and priming first',
        ],
      },
    ],
    buttonLabel: 'View Interior Painting Services',
  },
  considerations: {
    heading: 'Tips for a Finish That Lasts',
    intro:
      'Whether you hire us or pick up a roller yourself, these are the points that separate a paint job that looks good for years from one that needs redoing.',
    items: [
      {
        title: 'Preparation Is Most of the Job',
        description:
          'We fill nail holes and cracks, sand patches flush, caulk gaps along trim and spot-prime repairs so they do not show through as dull patches. Water stains, smoke damage and glossy old oil paint need a bonding or stain-blocking primer before any topcoat.',
      },
      {
        title: 'Lead-Safe Work in Older Homes',
        description:
          'Many homes built before 1978 have lead paint under newer layers. Sanding or scraping it releases hazardous dust, so federal rules require certified lead-safe work practices: containment, misting, specialized cleanup and verification. We follow them on every pre-1978 home.',
      },
      {
        title: 'Test Colors in Your Own Light',
        description:
          'A color changes with the light. North-facing rooms read cooler and darker; south- and west-facing rooms read warmer. Paint large samples on two walls and look at them in the morning, the evening and under your lamps before deciding.',
      },
      {
        title: 'Drying Versus Curing',
        description:
          'Latex paint is dry to the touch in an hour or two but takes two to four weeks to fully cure, longer in humid weather. Until then, avoid scrubbing walls, hanging heavy items or setting objects on freshly painted shelves and window sills.',
      },
      {
        title: 'Kitchens and Bathrooms',
        description:
          'Use a mildew-resistant, scrubbable paint in bathrooms and run the exhaust fan during and for 20 minutes after every shower. Peeling bathroom paint is usually a ventilation problem, and we will tell you if the fan needs attention before we repaint.',
      },
      {
        title: 'Plan the Order and the Rooms',
        description:
          'We paint ceilings first, then walls, then trim and doors. Clearing small items, wall art and valuables before we arrive saves time; we move and cover the furniture, and low-VOC paints let you keep living in the house during the work.',
      },
    ],
  },
  cta: {
    heading: 'Get a Finish You Will Notice',
    body: 'Tell us which rooms you want painted and we will visit, check the surfaces, help with colors and sheens, and give you a fixed price and schedule, with most interior projects completed in 2 to 5 days.',
    buttonLabel: 'Get Painting Quote',
  },
};
