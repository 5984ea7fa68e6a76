import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const crownMolding: ServiceContent = {
  slug: 'crown-molding',
  name: 'Crown Molding',
  title: 'Trim, Wainscoting & Millwork',
  description:
    'Crown molding, baseboards, casings, wainscoting and coffered ceilings installed with coped joints, tight miters and a paint-ready finish for Maryland homes.',
  keywords: [
    'crown molding installation',
    'trim carpentry',
    'wainscoting installation',
    'coffered ceiling',
    'baseboard replacement',
    'finish carpenter Maryland',
  ],
  features: [
    'Crown, baseboard and window casing',
    'Wainscoting, board and batten, picture frames',
    'Coffered and beamed ceilings',
    'Coped joints and caulked, paint-ready seams',
  ],
  benefit: 'Our finish carpenters cope inside corners and scribe to uneven walls, so joints stay tight.',
  cardTitle: 'Crown Molding & Trim',
  icon: 'frame',
  galleryCategory: 'Crown Molding',
  primaryLabel: 'Get Trim Quote',
  hero: {
    badge: 'Finish Carpentry',
    heading: 'Crown Molding & Trim That Finishes the Room',
    intro:
      'We install crown molding, baseboards, casings, wainscoting and coffered ceilings that give a room proportion and detail. Our finish carpenters cope, scribe and caulk every joint so the result looks original to the house.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'We have trimmed out rooms in 1920s bungalows, 1970s colonials and new construction, and we know how each handles settling and out-of-square walls.',
      icon: 'award',
    },
    {
      title: 'Clean, Fast Installation',
      description:
        'We cut outside or in a protected work area, cover floors and furniture, and finish most rooms in a day or two.',
      icon: 'clock',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'If a joint we installed opens up because of our workmanship, we come back and fix it. Estimates are always free.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Our Trim Work Includes',
    intro:
      'Good trim depends on preparation as much as profile. These steps are part of every crown molding and millwork project we take on.',
    items: [
      'Profile selection sized to your ceiling height and room scale',
      'Paint-grade MDF, poplar or stain-grade oak and maple options',
      'Acclimation of materials in your home before installation',
      'Coped inside corners and glued, pinned outside miters',
      'Blocking added where crown spans open joist bays',
      'Scribing to wavy ceilings and out-of-plumb walls',
      'Nail holes filled, seams caulked and surfaces sanded for paint',
      'Optional priming and painting by our painting crew',
    ],
  },
  process: {
    heading: 'How We Install Crown Molding',
    intro:
      `Most crown molding and trim projects take ${durations.crownMolding} of on-site work, depending on the number of rooms and the complexity of the profiles.`,
    steps: [
      {
        step: 1,
        title: 'Walkthrough & Profiles',
        description:
          'We walk the rooms with you, show sample profiles against your ceiling and note every corner, soffit and cabinet run.',
      },
      {
        step: 2,
        title: 'Fixed-Price Proposal',
        description:
          'You receive a written, itemized quote by room with material choices and a schedule, with no surprises later.',
      },
      {
        step: 3,
        title: 'Material Delivery & Acclimation',
        description:
          'We deliver the trim a few days ahead so it adjusts to your home\'s humidity and will not shrink at the joints.',
      },
      {
        step: 4,
        title: 'Precision Installation',
        description:
          'Our carpenters cope, miter and fasten each piece, adding blocking and scribing to walls and ceilings as needed.',
      },
      {
        step: 5,
        title: 'Fill, Caulk & Finish',
        description:
          'We fill, caulk and sand every seam, then prime and paint if included, and leave the rooms clean and ready to use.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does crown molding installation take?',
      answer:
        `Most projects take ${durations.crownMolding}. A single room with simple crown is often finished in a day; a whole main floor with crown, baseboard and wainscoting, or a coffered ceiling, takes closer to three.`,
    },
    {
      question: 'What size crown molding should I choose?',
      answer:
        'As a starting point, 8-foot ceilings usually suit crown between 3 and 5 inches, and 9- to 10-foot ceilings can carry 5 to 7 inches or a built-up profile. We hold samples up in your room so you can judge the proportion before ordering.',
    },
    {
      question: 'Should I use MDF or wood trim?',
      answer:
        'MDF is stable, smooth and economical for painted trim in dry rooms. Solid poplar or pine holds up better in bathrooms and high-traffic areas, and oak or maple is the choice for stained trim. We recommend per room.',
    },
    {
      question: 'My ceilings are uneven. Will the crown show gaps?',
      answer:
        'Many Maryland homes have ceilings that wave or walls that lean. We scribe, shim and add blocking so the molding follows a straight line, then caulk the remaining hairline gaps so they disappear under paint.',
    },
    {
      question: 'Do you paint the trim as well?',
      answer:
        'We can deliver trim caulked and ready for your painter, or our interior painting crew can prime and finish it with a durable semi-gloss or satin enamel as part of one quote.',
    },
  ],
  guides: ['crown-molding-guide'],
};
