import { business, claims } from '../site';
import type { ServiceContent } from '../types';

export const bathroomVanities: ServiceContent = {
  slug: 'bathroom-vanities',
  name: 'Bathroom Vanities',
  title: 'Custom Vanity Design & Installation',
  description:
    'Custom bathroom vanities built for your space: solid-wood or painted cabinets, quartz and marble tops, undermount sinks and storage, installed by our team.',
  keywords: [
    'custom bathroom vanities Maryland',
    'double vanity installation',
    'floating vanity',
    'bathroom vanity replacement',
    'quartz vanity tops',
    'custom bathroom cabinets',
  ],
  features: [
    'Single, double and floating vanities',
    'Quartz, marble and solid-surface tops',
    'Drawer organizers and outlet drawers',
    'Plumbing and fixture hookups included',
  ],
  benefit: 'We build each vanity to the exact wall width and finish it for a humid room.',
  icon: 'droplets',
  galleryCategory: 'Bathroom Remodeling',
  primaryLabel: 'Get Free Quote',
  hero: {
    badge: 'Made-to-Measure Vanities',
    heading: 'Custom Bathroom Vanities Sized to Your Room and Routine',
    intro:
      'Stock vanities come in 6-inch steps and leave gaps, filler strips and wasted space. We design and build vanities to your exact wall, with the drawers, towel storage and countertop you actually need.',
  },
  trustPoints: [
    {
      title: 'Built for Moisture',
      description:
        'Plywood boxes, sealed edges and catalyzed finishes hold up to steam and splashes far better than particleboard.',
      icon: 'droplets',
    },
    {
      title: claims.hardwareWarranty,
      description:
        'Soft-close hinges and full-extension drawer slides are covered for five years, and our craftsmanship for life.',
      icon: 'shield-check',
    },
    {
      title: 'Free Quote Within 24 Hours',
      description:
        `Send us your measurements or photos and we will respond ${business.responseTime} to schedule a free in-home visit.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'What Goes Into Our Custom Vanities',
    intro:
      'A vanity is the most-used piece of furniture in a bathroom. These details make ours last.',
    items: [
      'Cabinet-grade plywood boxes with solid-wood face frames or frameless European construction',
      'Conversion-varnish or catalyzed-lacquer finishes rated for humid rooms',
      'Dovetailed drawers with full-extension, soft-close slides notched around plumbing',
      'Quartz, marble, granite or solid-surface tops with undermount or vessel sinks',
      'Wall-hung floating vanities anchored to blocking added inside the wall',
      'Outlet drawers for hair tools, drawer dividers and pull-out hampers',
      'Supply lines, shutoff valves, drain and faucet installation',
      'Coordinated mirrors, medicine cabinets, sconces and linen towers',
    ],
  },
  process: {
    heading: 'From Measurement to Morning Routine',
    intro:
      'Your vanity is designed and built in our shop, so your bathroom stays usable until installation day.',
    steps: [
      {
        step: 1,
        title: 'Measure & Assess',
        description:
          'We measure the wall, note plumbing and outlet locations, and check the floor and wall for level and plumb.',
        icon: 'ruler',
      },
      {
        step: 2,
        title: 'Design',
        description:
          'You receive a drawing with sink placement, drawer layout and height, plus wood, finish, top and hardware samples.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Shop Build & Top Fabrication',
        description:
          'We build and finish the cabinet while the countertop fabricator cuts the top to our template.',
        icon: 'hammer',
      },
      {
        step: 4,
        title: 'Installation',
        description:
          'We remove the old vanity, patch the wall and floor, set and level the new cabinet, and install the top and sinks.',
        icon: 'wrench',
      },
      {
        step: 5,
        title: 'Plumbing & Final Check',
        description:
          'We connect faucets and drains, test for leaks, adjust doors and drawers, and clean up before we leave.',
        icon: 'thumbs-up',
      },
    ],
  },
  faq: [
    {
      question: 'Can you replace my vanity without remodeling the whole bathroom?',
      answer:
        'Yes. We often build a vanity slightly larger than the old one to cover the flooring gap left behind, or patch and match the floor tile where possible. The rest of the bathroom stays as it is.',
    },
    {
      question: 'What height should a bathroom vanity be?',
      answer:
        'Older stock vanities are about 31 inches tall. Most of our clients prefer a comfort height of 34 to 36 inches, similar to a kitchen counter. We can also build two heights for a shared double vanity.',
    },
    {
      question: 'How long does installation take?',
      answer:
        'Installation itself usually takes one to two days, including the top, sinks and plumbing connections. Design, shop building and countertop fabrication happen beforehand, and your bathroom stays in use during that time.',
    },
    {
      question: 'Are floating vanities strong enough?',
      answer:
        'Yes, when installed correctly. We open the wall and add solid blocking between studs, then hang the cabinet with structural fasteners so it supports the stone top and daily use.',
    },
    {
      question: 'Is the hardware covered by a warranty?',
      answer:
        'Hinges, slides and other hardware carry our 5-year hardware warranty, and the cabinet construction is covered by our lifetime craftsmanship warranty.',
    },
    {
      question: 'Do I have room for a double vanity?',
      answer:
        'A double vanity needs at least 60 inches of wall, and 72 inches is more comfortable for two people at once. Where space is tight, we often suggest one wide trough sink with two faucets instead.',
    },
  ],
  guides: ['bathroom-design-ideas'],
};
