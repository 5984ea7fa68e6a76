import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const fireplaceMantels: ServiceContent = {
  slug: 'fireplace-mantels',
  name: 'Fireplace Mantels',
  title: 'Custom Mantels & Surrounds',
  description:
    'Custom fireplace mantels and surrounds built in our shop from solid hardwood, fitted to your firebox and finished to match your trim, with clearances to code.',
  keywords: [
    'custom fireplace mantel',
    'fireplace surround',
    'wood mantel shelf',
    'fireplace built-ins',
    'mantel installation Maryland',
    'fireplace makeover',
  ],
  features: [
    'Solid hardwood mantels built to order',
    'Full surrounds with pilasters and overmantels',
    'Code-compliant clearances to the firebox',
    'Stain or paint matched to your existing trim',
  ],
  benefit: 'Each mantel is drawn, built and finished in our shop to fit your firebox and wall.',
  cardTitle: 'Fireplace Mantels',
  icon: 'flame',
  galleryCategory: 'Fireplace Mantels',
  primaryLabel: 'Design My Mantel',
  hero: {
    badge: 'Handcrafted Centerpiece',
    heading: 'Fireplace Mantels Built for Your Room',
    intro:
      'We design and build mantels, full surrounds and flanking built-ins that turn a plain firebox into the focal point of the room. Every piece is cut and finished in our shop, then scribed on site to your walls and hearth.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our finish carpenters have built mantels for colonials, ranchers and new builds across Maryland, from simple shelves to two-story overmantels.',
      icon: 'award',
    },
    {
      title: 'Fire-Safe Clearances',
      description:
        'We plan combustible trim around the manufacturer and code clearances for wood-burning, gas and electric units before any wood is cut.',
      icon: 'shield-check',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Joinery, glue-ups and installation are covered for as long as you own the home, on top of a free, no-obligation estimate.',
      icon: 'thumbs-up',
    },
  ],
  checklist: {
    heading: 'What Your Mantel Project Includes',
    intro:
      'A mantel has to look right from across the room and fit perfectly up close. Here is what our team handles on every fireplace project.',
    items: [
      'On-site measurement of the firebox, hearth, wall and ceiling',
      'Scaled drawings with profile options before fabrication',
      'Choice of oak, cherry, walnut, maple or paint-grade poplar',
      'Clearance check against your fireplace or insert specifications',
      'Shop fabrication, sanding and finishing in a dust-controlled booth',
      'Secure mounting to framing or masonry with concealed fasteners',
      'Optional flanking bookcases, cabinets and floating shelves',
      'Coordination with tile or stone surround installers when needed',
    ],
  },
  process: {
    heading: 'Our Mantel Process',
    intro:
      `Most mantel projects take ${durations.mantels} from approved drawings to final installation, with only one or two days of work inside your home.`,
    steps: [
      {
        step: 1,
        title: 'Consultation & Measurement',
        description:
          'We visit your home, look at the room and fireplace, and record precise measurements, clearances and the condition of the wall.',
      },
      {
        step: 2,
        title: 'Design & Drawings',
        description:
          'You receive drawings showing proportions, molding profiles and wood species, along with a fixed price for the approved design.',
      },
      {
        step: 3,
        title: 'Shop Fabrication',
        description:
          'Our craftsmen mill, join and assemble the mantel in our shop, then sand and finish it so no spraying happens in your house.',
      },
      {
        step: 4,
        title: 'Installation',
        description:
          'We scribe the mantel to walls and hearth, anchor it to framing or masonry, and fill and touch up every fastener.',
      },
      {
        step: 5,
        title: 'Final Walkthrough',
        description:
          'We review the finished piece with you, clean up completely and explain care for the finish near a heat source.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a custom fireplace mantel take?',
      answer:
        `Most projects take ${durations.mantels} from approved design to installation. Simple mantel shelves sit at the short end; full surrounds with overmantels or flanking cabinetry take longer. Installation itself usually takes one to two days.`,
    },
    {
      question: 'Can you install a wood mantel on a gas or electric fireplace?',
      answer:
        'Yes. We follow the clearance requirements in the unit manufacturer\'s manual and the building code for combustible materials. Gas inserts and direct-vent units often allow a closer mantel than an open wood-burning firebox, and we design around those numbers.',
    },
    {
      question: 'Can you match the mantel to the trim already in my home?',
      answer:
        'We can reproduce most existing casing and crown profiles, either with stock knives or a custom-ground profile, and we color-match stains and paints on sample boards before finishing the mantel.',
    },
    {
      question: 'Do you replace old brick or tile surrounds as well?',
      answer:
        'We remove and rebuild surrounds as part of many mantel projects and coordinate tile, stone or cast-stone work so the new surround and the woodwork meet cleanly.',
    },
    {
      question: 'What does a mantel warranty cover?',
      answer:
        'Our lifetime craftsmanship warranty covers joinery, glue-ups and installation. Natural movement of wood with seasonal humidity is expected; we build with that in mind and acclimate materials before installation.',
    },
  ],
  guides: ['fireplace-mantels-guide'],
};
