import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const pantryOrganization: ServiceContent = {
  slug: 'pantry-organization',
  name: 'Pantry Organization',
  title: 'Custom Pantry Shelving & Storage',
  description:
    'Custom pantry shelving, pull-out drawers and door racks designed around what you store, built in our shop and installed with a 5-year hardware warranty.',
  keywords: [
    'pantry organization',
    'custom pantry shelving',
    'pull-out pantry drawers',
    'walk-in pantry design',
    'kitchen storage solutions',
    'pantry cabinets Maryland',
  ],
  features: [
    'Adjustable and fixed hardwood shelving',
    'Soft-close pull-out drawers and baskets',
    'Door racks, spice rails and tray dividers',
    'Lighting and appliance storage stations',
  ],
  benefit: 'We design pantries around your food, appliances and routines, not generic wire shelves.',
  cardTitle: 'Pantry Organization',
  icon: 'package',
  galleryCategory: 'Pantry Organization',
  primaryLabel: 'Organize My Pantry',
  hero: {
    badge: 'Everything in Its Place',
    heading: 'Custom Pantry Organization',
    intro:
      'We turn cramped reach-in closets and cluttered walk-ins into pantries where everything is visible and within reach. Our team designs shelving, pull-outs and door storage around what you actually buy and cook.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our designers and carpenters have built pantries in everything from narrow closets under the stairs to walk-in butler\'s pantries.',
      icon: 'award',
    },
    {
      title: claims.hardwareWarranty,
      description:
        'Drawer slides, pull-out mechanisms and hinges are covered for five years, and our craftsmanship is guaranteed for life.',
      icon: 'shield-check',
    },
    {
      title: 'Quick Setup',
      description:
        `Components are built in our shop, so installation and organization setup in your home takes just ${durations.pantrySetup}.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'What Your Pantry Project Includes',
    intro:
      'A well-organized pantry saves time every day. These are the pieces our team plans and builds for each pantry project.',
    items: [
      'Inventory of what you store: bulk goods, cans, baking supplies, appliances',
      'Shelf depths matched to contents so nothing hides in the back',
      'Full-extension pull-out drawers for heavy and low items',
      'Door-mounted racks for spices, wraps and small jars',
      'Vertical dividers for sheet pans, cutting boards and trays',
      'Countertop station with outlets for mixers and air fryers',
      'LED strip or motion-sensor lighting',
      'Labeled bins and containers set up on installation day',
    ],
  },
  process: {
    heading: 'Our Pantry Organization Process',
    intro:
      'From first visit to a fully stocked pantry, the in-home work takes a 1-2 day setup once your components are built.',
    steps: [
      {
        step: 1,
        title: 'Pantry Assessment',
        description:
          'We measure the space, look at what you store and how you cook, and note outlets, lighting and door swing.',
      },
      {
        step: 2,
        title: 'Custom Design',
        description:
          'You receive a layout with shelf heights, drawer locations and finishes, priced in writing before anything is built.',
      },
      {
        step: 3,
        title: 'Storage Solutions',
        description:
          'Our shop builds the shelving, drawers and dividers, and we order pull-out hardware and lighting to your design.',
      },
      {
        step: 4,
        title: 'Installation',
        description:
          'We remove old wire shelving, patch and paint the walls if needed, and install every component level and secure.',
      },
      {
        step: 5,
        title: 'Organization Setup',
        description:
          'We help load the pantry, set up labeled containers and zones, and show you how to adjust shelves as your needs change.',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a pantry organization project take?',
      answer:
        `After design approval, components are built in our shop, then installation and organization setup take ${durations.pantrySetup} in your home. Pantries that need new walls, lighting or doors take a little longer.`,
    },
    {
      question: 'Can you organize a small reach-in pantry?',
      answer:
        'Yes. Small pantries benefit most from custom work. Shallow shelves, door racks and narrow pull-outs can often double the usable storage of a standard reach-in closet.',
    },
    {
      question: 'What materials do you use for pantry shelves?',
      answer:
        'We build with hardwood plywood and solid-wood edging or durable melamine, chosen to resist sagging under canned goods. Shelves are sized and supported for the weight they will carry.',
    },
    {
      question: 'Is the hardware covered by a warranty?',
      answer:
        'Drawer slides, pull-out mechanisms and hinges carry our 5-year hardware warranty, and our lifetime craftsmanship warranty covers the woodwork and installation.',
    },
    {
      question: 'Can you add lighting or outlets inside the pantry?',
      answer:
        'We regularly add LED lighting and outlets for appliance stations. Electrical work is done by licensed electricians under the appropriate Maryland county permit.',
    },
  ],
  guides: ['pantry-organization-guide'],
};
