import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const doorInstallation: ServiceContent = {
  slug: 'door-installation',
  name: 'Door Installation',
  title: 'Entry, Interior & Patio Doors',
  description:
    `Entry, interior, patio and storm doors installed plumb, sealed and weather-tight, most in ${durations.perDoor} per door, with a 5-year warranty on the hardware we supply.`,
  keywords: [
    'door installation',
    'entry door replacement',
    'interior door installation',
    'patio door replacement',
    'storm door installation',
    'door contractor Maryland',
  ],
  features: [
    'Front entry and storm doors',
    'Interior, pocket and barn doors',
    'Sliding and French patio doors',
    'Locksets, hinges and weatherstripping',
  ],
  benefit: 'Every door we hang is shimmed plumb, flashed against water and adjusted to latch smoothly.',
  cardTitle: 'Door Installation & Replacement',
  icon: 'door-open',
  galleryCategory: 'Door Installation',
  primaryLabel: 'Get Free Quote',
  hero: {
    badge: 'Secure & Weather-Tight',
    heading: 'Door Installation & Replacement',
    intro:
      'We replace entry doors, interior doors, patio doors and storm doors that stick, leak air or simply look dated. Our carpenters set each door plumb and square, seal it against Maryland weather and finish the trim so it looks built in.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our finish carpenters have hung thousands of doors, from pre-hung interior units to custom slabs fitted into century-old openings.',
      icon: 'award',
    },
    {
      title: claims.hardwareWarranty,
      description:
        'Hinges, locksets and closers we supply are covered for five years, and our installation carries a lifetime craftsmanship warranty.',
      icon: 'shield-check',
    },
    {
      title: 'Done in Hours',
      description:
        `Most doors are installed in ${durations.perDoor} each, so your home is secure again the same day.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'What Our Door Installation Includes',
    intro:
      'A door that operates smoothly and keeps out drafts depends on details you never see. Our team handles each of these on every door.',
    items: [
      'Precise measurement of the rough opening and existing jamb',
      'Help selecting fiberglass, steel, wood or glass units',
      'Removal and disposal of the old door and frame',
      'Sill pan flashing under exterior door thresholds',
      'Shimming plumb, level and square at hinges and strike',
      'Low-expansion foam insulation around the frame',
      'New casing, caulking and paint-ready trim',
      'Lockset, deadbolt and weatherstripping adjusted for a tight seal',
    ],
  },
  process: {
    heading: 'Our Door Installation Process',
    intro:
      `Once your doors arrive, installation usually takes ${durations.perDoor} per door, with entry systems that include sidelights or transoms taking longer.`,
    steps: [
      {
        step: 1,
        title: 'Measure & Consultation',
        description:
          'We measure each opening, check the framing and threshold, and help you choose style, material, glass and hardware.',
      },
      {
        step: 2,
        title: 'Quote & Ordering',
        description:
          'You receive a free, fixed-price quote, and we order your doors and track lead times so you know the installation date.',
      },
      {
        step: 3,
        title: 'Removal & Opening Prep',
        description:
          'We remove the old door and frame, repair any rotted subfloor or framing, and flash the opening for exterior doors.',
      },
      {
        step: 4,
        title: 'Installation & Sealing',
        description:
          'We set the door plumb and square, insulate and seal around it, and install the casing, hardware and weatherstripping.',
      },
      {
        step: 5,
        title: 'Adjustment & Walkthrough',
        description:
          'We adjust the door to swing, latch and lock smoothly, clean up, and show you how to maintain the finish and seals.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does it take to install a door?',
      answer:
        `Most doors take ${durations.perDoor} per door to install. Entry doors with sidelights, large patio doors or openings that need framing repairs can take most of a day.`,
    },
    {
      question: 'Should I choose a fiberglass, steel or wood entry door?',
      answer:
        'Fiberglass resists dents and moisture and insulates well, making it a strong all-round choice. Steel offers security at a lower price but can dent. Wood offers the richest look but needs regular refinishing, especially on sun-facing entries.',
    },
    {
      question: 'Can you install a new door in my existing frame?',
      answer:
        'If the frame is sound and square, we can fit a new slab to it. When the jamb is damaged, out of square or the threshold leaks, a pre-hung unit with a new frame gives a better, longer-lasting result.',
    },
    {
      question: 'What hardware warranty do you offer?',
      answer:
        'Hardware we supply, including hinges, locksets and closers, carries our 5-year hardware warranty. Our installation workmanship is covered by our lifetime craftsmanship warranty.',
    },
    {
      question: 'Will a new entry door lower my energy bills?',
      answer:
        'A well-sealed, insulated door eliminates drafts around the frame and threshold. Combined with proper foam insulation and weatherstripping, many homeowners notice a warmer entry and a quieter home right away.',
    },
  ],
  guides: ['door-installation-guide'],
};
