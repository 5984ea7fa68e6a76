import { durations } from '../durations';
import { business, claims } from '../site';
import type { ServiceContent } from '../types';

export const interiorPainting: ServiceContent = {
  slug: 'interior-painting',
  name: 'Interior Painting',
  title: 'Walls, Ceilings, Trim & Cabinets',
  description:
    'Interior painting of walls, ceilings, trim, doors and cabinets with full surface prep, premium paints, protected floors and furniture, and a clean daily finish.',
  keywords: [
    'interior painting',
    'house painters Maryland',
    'cabinet painting',
    'trim and door painting',
    'drywall repair and painting',
    'color consultation',
  ],
  features: [
    'Walls, ceilings, trim and doors',
    'Cabinet refinishing and painting',
    'Drywall patching and surface prep',
    'Color consultation and sample boards',
  ],
  benefit: 'Our crews patch, sand and prime before painting, and protect every floor and furnishing.',
  cardTitle: 'Interior Painting',
  icon: 'paintbrush',
  galleryCategory: 'Interior Painting',
  primaryLabel: 'Get Painting Quote',
  hero: {
    badge: 'Color Transformation',
    heading: 'Interior Painting With Crisp, Lasting Results',
    intro:
      'We paint walls, ceilings, trim, doors and cabinets with the preparation that makes a finish last. Our crews patch, sand, caulk and prime first, then cut sharp lines and leave every room clean at the end of the day.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our painters work alongside our carpenters, so they know how to finish new trim, built-ins and cabinetry as well as repaint lived-in rooms.',
      icon: 'award',
    },
    {
      title: 'Protected, Tidy Workspace',
      description:
        'We cover floors, mask fixtures, move and wrap furniture, and clean up each evening so you can keep living in your home.',
      icon: 'sparkles',
    },
    {
      title: claims.freeEstimates,
      description:
        `We price room by room in writing, with paint products and number of coats stated, and we answer inquiries ${business.responseTime}.`,
      icon: 'badge-dollar-sign',
    },
  ],
  checklist: {
    heading: 'What Our Interior Painting Includes',
    intro:
      'The paint is the last coat of a lot of careful work. Here is what our team does in every room we paint.',
    items: [
      'Color consultation with large sample swatches on your walls',
      'Furniture moved, wrapped and returned; floors covered edge to edge',
      'Nail pops, cracks and dents patched and sanded smooth',
      'Stain-blocking primer on water marks, repairs and bare wood',
      'Caulking of trim gaps for a seamless painted line',
      'Two finish coats of premium paint on walls and ceilings',
      'Durable enamel on trim, doors and cabinets',
      'Final walkthrough with touch-ups and labeled leftover paint',
    ],
  },
  process: {
    heading: 'Our Interior Painting Process',
    intro:
      `A typical interior painting project takes ${durations.painting}, depending on the number of rooms, ceiling heights and how much repair the surfaces need.`,
    steps: [
      {
        step: 1,
        title: 'Consultation & Color Planning',
        description:
          'We walk the rooms with you, discuss colors and sheens, and note every repair, stain and surface that needs special attention.',
      },
      {
        step: 2,
        title: 'Written Estimate',
        description:
          'You receive a clear estimate listing rooms, surfaces, products and coats, along with a start date that fits your schedule.',
      },
      {
        step: 3,
        title: 'Protection & Preparation',
        description:
          'We move and cover furniture, protect floors, then patch, sand, caulk and prime so the finish coats go on a sound surface.',
      },
      {
        step: 4,
        title: 'Painting',
        description:
          'Our painters cut in by hand and roll or spray finish coats, working ceilings first, then walls, then trim and doors.',
      },
      {
        step: 5,
        title: 'Walkthrough & Touch-Ups',
        description:
          'We inspect every room with you in good light, correct anything you point out, put your furniture back and leave the space clean.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does interior painting take?',
      answer:
        `Most projects take ${durations.painting}. One or two bedrooms can be finished in a couple of days, while a full main floor with high ceilings, trim and doors, or significant drywall repair, runs toward the longer end.`,
    },
    {
      question: 'Which paint sheen should I use in each room?',
      answer:
        'We typically recommend flat for ceilings, matte or eggshell for living areas and bedrooms, satin for kitchens, bathrooms and hallways, and semi-gloss for trim and doors. Higher sheens clean more easily but show wall imperfections more.',
    },
    {
      question: 'Can you paint my kitchen cabinets?',
      answer:
        'Yes. We remove doors and drawer fronts, degrease and sand all surfaces, apply a bonding primer and finish with a hard-curing cabinet enamel, then rehang and adjust the doors.',
    },
    {
      question: 'Do I need to leave the house while you paint?',
      answer:
        'No. We use low-odor, low-VOC paints in occupied homes and work room by room, so most families stay home throughout. Bedrooms are usually ready to sleep in the same evening.',
    },
    {
      question: 'My home was built before 1978. Does that matter?',
      answer:
        'It can. Homes built before 1978 may contain lead-based paint, so we follow lead-safe work practices when sanding or disturbing older painted surfaces and contain and clean the work area accordingly.',
    },
  ],
  guides: ['interior-painting-guide'],
};
