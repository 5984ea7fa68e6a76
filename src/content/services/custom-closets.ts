import { durations } from '../durations';
import { business, claims } from '../site';
import type { ServiceContent } from '../types';

export const customClosets: ServiceContent = {
  slug: 'custom-closets',
  name: 'Custom Closets',
  title: 'Walk-In & Reach-In Closet Systems',
  description:
    `Custom closet systems for walk-in, reach-in and wardrobe closets: adjustable hanging, drawers, shoe shelving and islands, designed and installed in ${durations.closets}.`,
  keywords: [
    'custom closets Maryland',
    'walk-in closet design',
    'reach-in closet organizer',
    'closet system installation',
    'custom closet shelving',
    'closet island with drawers',
  ],
  features: [
    'Walk-in and reach-in closet systems',
    'Adjustable hanging and shelving',
    'Drawers, islands and shoe storage',
    'LED lighting and accessory hardware',
  ],
  benefit: 'We design around your actual wardrobe, with sturdy panels and soft-close hardware.',
  cardTitle: 'Custom Closet Systems',
  icon: 'shirt',
  galleryCategory: 'Custom Closets',
  primaryLabel: 'Get Organization Quote',
  hero: {
    badge: 'Closet Organization Systems',
    heading: 'Custom Closets Designed Around Everything You Own',
    intro:
      'We measure your space and inventory your wardrobe, from long dresses to shoe collections, then design a closet that gives every item a place. Our team builds and installs the system with adjustable components so it keeps working as your needs change.',
  },
  trustPoints: [
    {
      title: claims.hardwareWarranty,
      description:
        'Drawer slides, hinges, rods and pull-outs are covered for five years, and our craftsmanship for life.',
      icon: 'shield-check',
    },
    {
      title: 'Free In-Home Design',
      description:
        `A designer measures your closet and shows you a layout and fixed price at no cost, with a response ${business.responseTime}.`,
      icon: 'pencil-ruler',
    },
    {
      title: 'Installed in 1-3 Weeks',
      description:
        `Most closet systems are built and installed in ${durations.closets}, with installation itself taking one or two days.`,
      icon: 'calendar-check',
    },
  ],
  checklist: {
    heading: 'What Our Closet Systems Include',
    intro:
      'A well-planned closet can hold far more than a rod and a shelf. These are the components we design with.',
    items: [
      'Double-hang, long-hang and adjustable rods positioned by garment length',
      'Thick melamine, painted or wood-veneer panels on 32 mm adjustable shelf spacing',
      'Dovetailed drawers with soft-close, full-extension slides and optional velvet dividers',
      'Closet islands with drawers and countertop surfaces for walk-ins',
      'Slanted or flat shoe shelving with fences to keep pairs in place',
      'Pull-out valet rods, belt and tie racks, hampers and jewelry trays',
      'LED strip lighting on door switches or motion sensors',
      'Systems secured to wall studs and scribed to baseboards and ceilings',
    ],
  },
  process: {
    heading: 'How We Create Your Custom Closet',
    intro:
      `From design approval to a finished closet usually takes ${durations.closets}. Here is what to expect.`,
    steps: [
      {
        step: 1,
        title: 'Wardrobe Assessment',
        description:
          'We measure the closet and go through what you store: hanging lengths, folded items, shoes, accessories and seasonal pieces.',
        icon: 'clipboard-list',
      },
      {
        step: 2,
        title: 'Custom Design',
        description:
          'You see a layout with elevations, finish colors and hardware options, and a fixed price before anything is ordered.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Fabrication',
        description:
          'Panels, drawers and shelves are cut and edge-banded to your dimensions, and hardware is assembled and checked.',
        icon: 'hammer',
      },
      {
        step: 4,
        title: 'Installation',
        description:
          'We remove old wire shelving, patch and paint as agreed, and install the system level, square and anchored to studs.',
        icon: 'wrench',
      },
      {
        step: 5,
        title: 'Organization Walkthrough',
        description:
          'We adjust shelves and rods to your items, show you how each accessory works, and clean up before leaving.',
        icon: 'sparkles',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a custom closet take?',
      answer:
        `Most closets take ${durations.closets} from approved design to completion. A reach-in closet is typically installed in a few hours to one day; large walk-ins with islands and lighting take one to two days on site.`,
    },
    {
      question: 'Can you work with a small reach-in closet?',
      answer:
        'Yes. Replacing a single rod and shelf with double-hang sections, stacked shelving and a drawer unit often doubles usable storage in a standard reach-in closet.',
    },
    {
      question: 'What materials do you use?',
      answer:
        'We offer thermally fused melamine in many colors and woodgrains, painted finishes to match your trim, and wood veneers for a furniture look. All shelves are sized and supported to resist sagging.',
    },
    {
      question: 'Can the system be changed later?',
      answer:
        'Yes. Shelves and rods sit on adjustable hole spacing, so you can move them as your wardrobe changes, and we can add drawers or accessories later.',
    },
    {
      question: 'Do you do closets other than bedrooms?',
      answer:
        'We also design entry and mudroom closets, linen closets, laundry storage, and closets for children with adjustable rods that move up as they grow.',
    },
    {
      question: 'What warranty comes with a closet system?',
      answer:
        'Drawer slides, hinges, rods and pull-out accessories carry our 5-year hardware warranty, and the construction and installation are covered by our lifetime craftsmanship warranty.',
    },
  ],
  guides: ['custom-closets-guide', 'custom-closets-organization-guide'],
};
