import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const windowInstallation: ServiceContent = {
  slug: 'window-installation',
  name: 'Window Installation',
  title: 'Energy-Efficient Window Replacement',
  description:
    `Energy-efficient replacement windows installed in ${durations.perWindow} per window, flashed and insulated to cut drafts and reduce energy use by up to 25% in your home.`,
  keywords: [
    'window replacement',
    'window installation',
    'energy-efficient windows',
    'double-hung windows',
    'bay and bow windows',
    'window contractor Maryland',
  ],
  features: [
    'Double-hung, casement and sliding windows',
    'Bay, bow and picture windows',
    'Low-E, argon-filled insulated glass',
    'Interior and exterior trim finishing',
  ],
  benefit: 'Each window is flashed, insulated and trimmed by our own crew to stop drafts.',
  cardTitle: 'Window Installation & Replacement',
  icon: 'app-window',
  galleryCategory: 'Window Installation',
  primaryLabel: 'Get Free Estimate',
  hero: {
    badge: 'Energy Savings Up to 25%',
    heading: 'Window Installation & Replacement',
    intro:
      `We replace drafty, foggy and hard-to-open windows with energy-efficient units that make your home quieter and more comfortable. Each window is installed, flashed and insulated by our own crew in ${durations.perWindow}, one room at a time.`,
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'We have replaced windows in brick colonials, sided split-levels and historic homes, including openings that are far from square.',
      icon: 'award',
    },
    {
      title: 'Energy Savings Up to 25%',
      description:
        'Low-E, argon-filled glass and a properly sealed installation can reduce heating and cooling energy use by up to 25%.',
      icon: 'leaf',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Our installation is guaranteed for life, alongside the manufacturer warranty on the window units. Estimates are always free.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Our Window Replacement Includes',
    intro:
      'Window performance depends as much on installation as on the glass. Our team covers these details on every window we install.',
    items: [
      'Precise measurement of every opening before ordering',
      'Guidance on frame material, glass package and grille patterns',
      'Careful removal of old sashes or full frames',
      'Inspection and repair of sills and rotted framing',
      'Sill pan and flashing tape to keep water out of the wall',
      'Low-expansion foam insulation around each frame',
      'New interior casing or stool and exterior capping as needed',
      'Drop cloths in every room and full cleanup at the end of the day',
    ],
  },
  process: {
    heading: 'Our Window Installation Process',
    intro:
      `Installation typically takes ${durations.perWindow} per window, so most homes are finished in one or two days once the windows arrive.`,
    steps: [
      {
        step: 1,
        title: 'In-Home Consultation',
        description:
          'We look at each window, discuss styles, materials and glass options, and note any rot, leaks or egress requirements.',
      },
      {
        step: 2,
        title: 'Precise Measurement & Quote',
        description:
          'We measure every opening and provide a free, fixed-price estimate with window specifications and energy ratings.',
      },
      {
        step: 3,
        title: 'Ordering & Scheduling',
        description:
          'Windows are built to your measurements; we track the order and schedule installation as soon as they arrive.',
      },
      {
        step: 4,
        title: 'Installation',
        description:
          `We remove the old window, repair the opening, then set, flash and insulate the new unit, usually in ${durations.perWindow}.`,
      },
      {
        step: 5,
        title: 'Trim, Cleanup & Walkthrough',
        description:
          'We finish interior and exterior trim, clean the glass and rooms, and show you how to operate, tilt and clean each window.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does window installation take?',
      answer:
        `Each replacement window typically takes ${durations.perWindow} to install. A whole house of 15 to 20 windows is usually completed in one or two days, and you are never left with an open wall overnight.`,
    },
    {
      question: 'How much can I save on energy with new windows?',
      answer:
        'Typical savings are 15-25% on heating and cooling energy when replacing old single-pane or failed double-pane windows, with the investment usually returned in 5-10 years through lower bills and added home value.',
    },
    {
      question: 'Should I choose vinyl, wood or fiberglass windows?',
      answer:
        'Vinyl is affordable and low-maintenance. Fiberglass is very stable and can be painted. Wood or wood-clad windows suit historic and high-end homes. We recommend based on your home\'s style, budget and exposure.',
    },
    {
      question: 'Do I need a permit to replace windows in Maryland?',
      answer:
        'Like-for-like replacements often do not need a permit, but changing an opening size, adding an egress window or working in a historic district usually does. We check with your county and handle any permit required.',
    },
    {
      question: 'What is the difference between insert and full-frame replacement?',
      answer:
        'An insert window fits inside the existing frame and keeps interior trim intact, which is quick and economical. Full-frame replacement removes everything down to the rough opening, letting us repair rot and flash the opening properly.',
    },
  ],
  guides: ['window-installation-guide'],
};
