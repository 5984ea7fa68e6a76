import { durations } from '../durations';
import { claims, warranties } from '../site';
import type { ServiceContent } from '../types';

export const flooringInstallation: ServiceContent = {
  slug: 'flooring-installation',
  name: 'Flooring Installation',
  title: 'Hardwood, LVP & Tile Floors',
  description:
    'Hardwood, engineered wood, luxury vinyl plank and tile floors installed over a flattened, moisture-tested subfloor, with trim and transitions finished cleanly.',
  keywords: [
    'flooring installation',
    'hardwood floor installation',
    'luxury vinyl plank installation',
    'engineered hardwood',
    'tile flooring contractor',
    'subfloor repair Maryland',
  ],
  features: [
    'Solid and engineered hardwood',
    'Luxury vinyl plank and tile',
    'Subfloor leveling and moisture testing',
    'Matching baseboards, stair nosing and transitions',
  ],
  benefit: 'We fix the subfloor first, so new floors lie flat, stay quiet and last.',
  cardTitle: 'Flooring Installation',
  icon: 'grid',
  galleryCategory: 'Flooring Installation',
  primaryLabel: 'Get Flooring Quote',
  hero: {
    badge: 'Built From the Subfloor Up',
    heading: 'Flooring Installation Done Right',
    intro:
      'We install solid hardwood, engineered wood, luxury vinyl plank and tile in kitchens, living areas, basements and stairs. Every floor starts with a flat, dry, solid subfloor, because that is what keeps boards tight and grout lines crack-free.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our installers have laid floors over plank subfloors in older homes, concrete slabs in basements and new plywood in additions.',
      icon: 'award',
    },
    {
      title: 'Moisture-Tested Every Time',
      description:
        'We meter the subfloor and the flooring before installation so wood and vinyl are not laid over conditions that void the manufacturer warranty.',
      icon: 'ruler',
    },
    {
      title: warranties.installation.title,
      description:
        'Your contract spells out our workmanship warranty on the installation, alongside the product warranty from the flooring maker.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Our Flooring Installation Includes',
    intro:
      'A floor is only as good as what is under it. Our team handles these steps on every flooring project, large or small.',
    items: [
      'Removal and disposal of existing carpet, vinyl, tile or wood',
      'Moisture readings of subfloor, slab and new flooring',
      'Re-fastening loose subfloor to stop squeaks',
      'Leveling low spots and grinding high spots to manufacturer tolerance',
      'Underlayment or vapor barrier suited to the product and room',
      'Undercutting door jambs and casings for a clean fit',
      'New baseboard or shoe molding, stair nosing and transition strips',
      'Furniture moving and full cleanup at the end of each day',
    ],
  },
  process: {
    heading: 'Our Flooring Process',
    intro:
      `Most rooms are installed in ${durations.flooring} once materials have acclimated. Larger jobs and hardwood that is sanded and finished on site take longer.`,
    steps: [
      {
        step: 1,
        title: 'Measure & Material Selection',
        description:
          'We measure each room, check the subfloor and help you compare hardwood, engineered, vinyl plank and tile for how you use the space.',
      },
      {
        step: 2,
        title: 'Fixed-Price Quote',
        description:
          'You get a written quote covering removal, prep, materials, trim and transitions, with a clear installation date.',
      },
      {
        step: 3,
        title: 'Delivery & Acclimation',
        description:
          'Flooring is delivered to your home ahead of time so it reaches the temperature and humidity of the rooms where it will live.',
      },
      {
        step: 4,
        title: 'Subfloor Prep & Installation',
        description:
          'We remove the old floor, fix and level the subfloor, then lay the new flooring with proper expansion gaps and staggered joints.',
      },
      {
        step: 5,
        title: 'Trim & Final Walkthrough',
        description:
          'We install baseboards and transitions, clean thoroughly and walk the floor with you, explaining care and cleaning for your product.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does flooring installation take?',
      answer:
        `Most projects take ${durations.flooring} of installation. Hardwood and engineered wood need a few days of acclimation beforehand, and site-finished hardwood adds time for sanding, staining and curing coats.`,
    },
    {
      question: 'Which flooring is best for a Maryland basement?',
      answer:
        'Below grade we usually recommend luxury vinyl plank or tile, because concrete slabs carry moisture that solid hardwood cannot tolerate. We test the slab first and add a vapor barrier where the product calls for one.',
    },
    {
      question: 'Can you install new flooring over my existing floor?',
      answer:
        'Sometimes. Floating vinyl plank can go over sound, flat sheet vinyl or tile, but stacking layers changes door and appliance clearances. We check height, flatness and condition and tell you honestly whether removal is the better choice.',
    },
    {
      question: 'Do I need to move my furniture?',
      answer:
        'Our crew moves standard furniture out of the work area and back again. We ask you to empty china cabinets and closets and to handle pianos, safes and fragile collections separately.',
    },
    {
      question: 'What do I do about squeaky floors?',
      answer:
        'Squeaks usually come from loose subfloor. With the old flooring up, we screw the subfloor down to the joists and add construction adhesive where needed before the new floor goes in.',
    },
  ],
  guides: ['flooring-installation-guide'],
};
