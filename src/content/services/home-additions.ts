import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const homeAdditions: ServiceContent = {
  slug: 'home-additions',
  name: 'Home Additions',
  title: 'Room Additions & Second Stories',
  description:
    'Room additions, second stories, sunrooms and in-law suites for Maryland homes, from design and county permits through foundation, framing and finishes.',
  keywords: [
    'home additions Maryland',
    'room addition contractor',
    'second story addition',
    'sunroom addition',
    'in-law suite addition',
    'home renovation contractor',
  ],
  features: [
    'Family rooms and primary suites',
    'Second-story and bump-out additions',
    'Sunrooms and in-law suites',
    'Design, permits and construction',
  ],
  benefit: 'We manage design, engineering, permits and every trade, so the addition matches the house.',
  cardTitle: 'Home Additions & Renovations',
  icon: 'house-plus',
  galleryCategory: 'Home Additions',
  primaryLabel: 'Start Planning',
  hero: {
    badge: 'Design-Build Additions',
    heading: 'Home Additions That Look Like They Were Always There',
    intro:
      'When your family needs more room but not a new address, we design and build additions that tie into your existing rooflines, siding and trim. Our team coordinates the surveys, engineering and Maryland county permits so you deal with one contractor from start to finish.',
  },
  trustPoints: [
    {
      title: claims.licensedInsured,
      description:
        'We are a licensed Maryland contractor carrying liability and workers compensation coverage on every job site.',
      icon: 'shield-check',
    },
    {
      title: 'Permits and Inspections Managed',
      description:
        'We prepare permit sets, respond to county review comments and schedule footing, framing and final inspections.',
      icon: 'clipboard-list',
    },
    {
      title: 'Fixed-Price Construction',
      description:
        'Once plans are approved, your construction price is fixed in writing, with allowances clearly listed.',
      icon: 'badge-dollar-sign',
    },
  ],
  checklist: {
    heading: 'What a Home Addition From Our Team Includes',
    intro:
      'An addition is a small new house attached to your existing one. Our scope covers every system, not just the shell.',
    items: [
      'Site survey, zoning and setback review, and HOA submittals where required',
      'Architectural drawings and structural engineering for footings, beams and roof framing',
      'Poured footings and block or poured foundations, crawlspace or full basement',
      'Framing, sheathing, house wrap and roof tie-in matched to your existing pitch',
      'Windows, siding and trim chosen to blend with the original house',
      'Electrical, plumbing and HVAC extensions, including load calculations for new space',
      'Insulation to current Maryland energy code, drywall, flooring and interior trim',
      'County permits, inspections and a final use-and-occupancy sign-off',
    ],
  },
  process: {
    heading: 'How We Build Your Addition',
    intro:
      `Home additions typically take ${durations.additions} from design to move-in, depending on size and permitting. Every project follows these five stages.`,
    steps: [
      {
        step: 1,
        title: 'Feasibility Visit',
        description:
          'We walk your property, review setbacks and lot coverage, and discuss how the new space should connect to your floor plan.',
        icon: 'map-pin',
      },
      {
        step: 2,
        title: 'Design & Engineering',
        description:
          'We develop floor plans, elevations and structural details, and refine them with you until the layout and budget fit.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Permits & Scheduling',
        description:
          'We submit plans to your county, answer reviewer comments, and order windows and long-lead materials.',
        icon: 'clipboard-list',
      },
      {
        step: 4,
        title: 'Construction',
        description:
          'Excavation, foundation, framing, roofing, mechanical rough-ins and inspections, then insulation, drywall and finishes.',
        icon: 'hammer',
      },
      {
        step: 5,
        title: 'Final Inspection & Handover',
        description:
          'We complete the punch list, pass final inspection and walk you through your new space and its warranties.',
        icon: 'calendar-check',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a home addition take?',
      answer:
        `Plan on ${durations.additions} overall. A single-room bump-out on a slab may take about three months including permits, while a two-story or second-story addition with new bathrooms and HVAC can take nine to twelve months. County plan review is often the longest variable, and we give you a schedule once plans are submitted.`,
    },
    {
      question: 'Do I need an architect separately?',
      answer:
        'No. We work with architects and structural engineers who prepare the permit drawings as part of our design-build process, so one contract covers design and construction.',
    },
    {
      question: 'Is it better to build out or build up?',
      answer:
        'Building out needs yard space within your setbacks and a new foundation; building up keeps your footprint but requires confirming the existing foundation and walls can carry a second floor. We assess both options during the feasibility visit.',
    },
    {
      question: 'Can we live at home during construction?',
      answer:
        'Usually yes. Most of the work happens outside your existing walls, and we open into the house only near the end, behind dust barriers. Second-story additions may require a short move-out while the roof is open.',
    },
    {
      question: 'How do you match the existing house?',
      answer:
        'We match roof pitch and shingles, siding profile and exposure, window style and interior trim, and we tie new floors into old ones so the transition is seamless.',
    },
    {
      question: 'What warranty comes with a home addition?',
      answer:
        'Our workmanship carries a lifetime craftsmanship warranty. Windows, roofing, siding and HVAC equipment also carry their manufacturer warranties, which we document and hand over with your final paperwork.',
    },
  ],
  guides: ['home-additions-guide', 'home-additions-design-guide'],
};
