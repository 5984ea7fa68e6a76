import { durations } from '../durations';
import { claims, warranties } from '../site';
import type { ServiceContent } from '../types';

export const sidingInstallation: ServiceContent = {
  slug: 'siding-installation',
  name: 'Siding Installation',
  title: 'New Siding, Repair & Trim',
  description:
    'Vinyl, fiber cement and wood siding installed or repaired over a sound, weather-resistant barrier, with flashing, trim and rotted sheathing handled properly.',
  keywords: [
    'siding installation',
    'siding repair',
    'fiber cement siding',
    'vinyl siding replacement',
    'exterior trim repair',
    'siding contractor Maryland',
  ],
  features: [
    'Vinyl, fiber cement and wood siding',
    'Storm damage and rot repair',
    'House wrap and flashing details',
    'Exterior trim, soffit and fascia',
  ],
  benefit: 'We fix rotted sheathing and flash every window and door before the siding goes on.',
  cardTitle: 'Siding Installation & Repair',
  icon: 'panels-top-left',
  galleryCategory: 'Siding Installation',
  primaryLabel: 'Get Free Estimate',
  hero: {
    badge: 'Curb Appeal & Protection',
    heading: 'Siding Installation & Repair',
    intro:
      'We install and repair vinyl, fiber cement and wood siding that protects your home from Maryland storms and humid summers. Our crews replace damaged sheathing, wrap and flash the walls, and finish with trim that looks sharp for decades.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our exterior crews have re-sided colonials, split-levels and townhomes across Maryland, including homes in HOA communities with strict style rules.',
      icon: 'award',
    },
    {
      title: 'Licensed & Permitted',
      description:
        'We pull the Maryland county permits your project requires and follow the manufacturer installation instructions that keep product warranties valid.',
      icon: 'clipboard-list',
    },
    {
      title: warranties.installation.title,
      description:
        'Your contract spells out our workmanship warranty on the installation, in addition to the siding manufacturer warranty. Estimates are free.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Our Siding Work Includes',
    intro:
      'Siding is a weather system, not just a surface. Our team covers each of these details on every siding installation and repair.',
    items: [
      'Full exterior inspection for rot, moisture and insect damage',
      'Tear-off and disposal of old siding',
      'Replacement of damaged sheathing and trim boards',
      'Weather-resistant barrier lapped and taped correctly',
      'Flashing at windows, doors, decks and roof-wall intersections',
      'Siding installed to manufacturer spacing and fastening specs',
      'New soffit, fascia and corner trim as needed',
      'Magnetic sweep for nails and complete site cleanup',
    ],
  },
  process: {
    heading: 'Our Siding Process',
    intro:
      `A full siding replacement on a typical home takes ${durations.siding}, depending on size, weather and the amount of repair we find behind the old siding.`,
    steps: [
      {
        step: 1,
        title: 'Exterior Inspection',
        description:
          'We inspect every wall, probe suspect areas for rot and review product, color and HOA requirements with you.',
      },
      {
        step: 2,
        title: 'Proposal & Permits',
        description:
          'You receive a fixed-price proposal, and we handle the county permit and any HOA paperwork before work starts.',
      },
      {
        step: 3,
        title: 'Tear-Off & Repair',
        description:
          'We remove the old siding one section at a time, replace damaged sheathing and keep the house protected each night.',
      },
      {
        step: 4,
        title: 'Wrap, Flash & Install',
        description:
          'We install the weather barrier and flashing, then hang the new siding, trim, soffit and fascia.',
      },
      {
        step: 5,
        title: 'Cleanup & Final Inspection',
        description:
          'We sweep the yard for nails, haul away debris, and walk the exterior with you and the county inspector if required.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does siding installation take?',
      answer:
        `Most full siding replacements take ${durations.siding}. Repairs to a single wall or storm-damaged section can often be finished in one or two days.`,
    },
    {
      question: 'Vinyl or fiber cement: which is better?',
      answer:
        'Vinyl costs less and needs almost no maintenance. Fiber cement is heavier, more impact- and fire-resistant, and holds paint well, giving a more traditional wood look. We walk you through cost, appearance and upkeep for your home.',
    },
    {
      question: 'Can you repair siding instead of replacing all of it?',
      answer:
        'Often, yes. We can replace damaged panels or boards and match profile and color as closely as products allow. When faded siding makes new pieces stand out, we may suggest re-siding one full wall for a uniform look.',
    },
    {
      question: 'Do I need a permit for new siding in Maryland?',
      answer:
        'Requirements vary by county and by scope. Where a permit is required, we apply for it, schedule inspections and keep the approval on file for you.',
    },
    {
      question: 'What happens if you find rot under the old siding?',
      answer:
        'We show you the damage with photos, explain the repair and its price before continuing, and replace the affected sheathing or framing so the new siding goes on a sound wall.',
    },
  ],
  guides: ['siding-installation-guide'],
};
