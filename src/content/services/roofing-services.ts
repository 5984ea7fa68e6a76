import { durations } from '../durations';
import { business, claims, warranties } from '../site';
import type { ServiceContent } from '../types';

export const roofingServices: ServiceContent = {
  slug: 'roofing-services',
  name: 'Roofing Services',
  title: 'Roof Replacement, Repair & Inspection',
  description:
    `Roof inspections, leak repairs and full asphalt shingle replacements with new underlayment, flashing and ventilation, permitted and cleaned up in ${durations.roofing}.`,
  keywords: [
    'roof replacement',
    'roof repair',
    'roof inspection',
    'asphalt shingle roofing',
    'roof leak repair Maryland',
    'roofing contractor',
  ],
  features: [
    'Free roof inspections',
    'Leak, flashing and storm damage repair',
    'Complete shingle roof replacement',
    'Ventilation and gutter coordination',
  ],
  benefit: 'Honest inspections, repairs where a repair will do, and full replacements done right.',
  cardTitle: 'Roofing Services',
  icon: 'house',
  galleryCategory: 'Roofing Services',
  primaryLabel: 'Get Free Inspection',
  hero: {
    badge: 'Protection Overhead',
    heading: 'Roofing Services You Can Count On',
    intro:
      'We inspect, repair and replace residential roofs throughout Maryland, from a single leaking valley to a full tear-off. Our crews protect your landscaping, finish most replacements in a few days and leave no nails behind.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'We have worked on steep colonials, low-slope additions and older homes with multiple layers of shingles, and we know what each needs.',
      icon: 'award',
    },
    {
      title: 'Free, Honest Inspections',
      description:
        `We document the roof with photos and tell you whether a repair will do, and we respond to inspection requests ${business.responseTime}.`,
      icon: 'clipboard-list',
    },
    {
      title: warranties.installation.title,
      description:
        'Your contract spells out our workmanship warranty on the installation, and we register the shingle system for the manufacturer warranty where available.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Our Roof Replacement Includes',
    intro:
      'A roof is only as good as its hidden layers. Every replacement our team performs includes these steps.',
    items: [
      'Permit from your Maryland county where required',
      'Tarps and plywood to protect landscaping, siding and driveways',
      'Tear-off to the deck and disposal of old roofing',
      'Replacement of soft or rotted roof decking',
      'Ice and water shield at eaves, valleys and penetrations',
      'Synthetic underlayment and new drip edge',
      'New step, counter and pipe-boot flashing',
      'Ridge and intake ventilation checked and corrected',
    ],
  },
  process: {
    heading: 'Our Roofing Process',
    intro:
      `Most roof replacements take ${durations.roofing} on site. If your roof is over 20 years old, schedule an inspection: it may be nearing the end of its life even if it is not leaking yet.`,
    steps: [
      {
        step: 1,
        title: 'Free Roof Inspection',
        description:
          'We inspect shingles, flashing, vents, decking and the attic, and share photos of everything we find.',
      },
      {
        step: 2,
        title: 'Repair or Replace Recommendation',
        description:
          'We explain whether targeted repairs or a replacement makes more sense and provide a fixed-price proposal.',
      },
      {
        step: 3,
        title: 'Permits & Scheduling',
        description:
          'We obtain the county permit, order materials in your chosen color and schedule around the weather forecast.',
      },
      {
        step: 4,
        title: 'Tear-Off & Installation',
        description:
          'We strip the old roof, repair decking, install underlayment, flashing and shingles, and keep the house watertight each night.',
      },
      {
        step: 5,
        title: 'Cleanup & Final Inspection',
        description:
          'We run magnetic sweeps for nails, haul away debris and review the finished roof with you, including any county inspection.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a roof replacement take?',
      answer:
        `Most residential roof replacements take ${durations.roofing}, depending on size, pitch, the number of layers being removed and the weather. Repairs are usually completed in a single visit.`,
    },
    {
      question: 'How do I know if my roof needs replacement?',
      answer:
        'Warning signs include curling or missing shingles, granules collecting in gutters, daylight or stains in the attic, and repeated leaks. If your roof is over 20 years old, have it inspected for replacement even if it looks fine from the ground.',
    },
    {
      question: 'Can you repair a leak without replacing the whole roof?',
      answer:
        'In many cases, yes. Most leaks come from failed flashing, cracked pipe boots or a damaged section of shingles. We repair the source and tell you honestly when the roof as a whole is near the end of its life.',
    },
    {
      question: 'Do you help with storm damage insurance claims?',
      answer:
        'We inspect and document storm damage with photos and measurements you can share with your insurer, and we can meet the adjuster on site to review the findings.',
    },
    {
      question: 'Will my yard and gutters be protected during the work?',
      answer:
        'We cover plants, decks and siding with tarps, protect gutters and driveways, and run magnetic sweeps across the yard at the end of every work day.',
    },
  ],
  guides: ['roofing-services-guide'],
};
