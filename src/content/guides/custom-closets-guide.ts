import type { GuideContent } from '../types';

export const customClosetsGuide: GuideContent = {
  slug: 'custom-closets-guide',
  service: 'custom-closets',
  title: 'Custom Closets Guide: Walk-In, Reach-In & More',
  description:
    'Plan a custom closet: walk-in, reach-in and entry closet options, dimensions that work, materials, lighting and what to expect from a 1 to 3 week project.',
  keywords: [
    'custom closets guide',
    'walk-in closet design',
    'reach-in closet',
    'custom closet materials',
    'closet dimensions',
    'mudroom closet',
  ],
  hero: {
    badge: 'Custom Closets Guide',
    heading: 'Plan a Custom Closet That Fits Your Space',
    intro:
      'A custom closet uses every inch of the space you have, from floor to ceiling and corner to corner. This guide covers the closet types, dimensions and materials our team works with.',
    buttonLabel: 'Explore Custom Closets',
  },
  introduction: [
    'Builder closets are usually a single rod and a single shelf, which wastes most of the space below and above. A custom closet replaces that with a plan: double-hang rods where shirts and pants go, long-hang space only where it is needed, drawers and shelves for folded clothes, and storage that reaches to the ceiling.',
    'Older Maryland homes make this especially valuable. Colonials and Cape Cods from the 1940s and 1950s often have shallow, narrow bedroom closets, and 1960s ramblers rarely have walk-ins at all. A well-designed system can double the usable storage of a small reach-in, and sometimes a closet can be enlarged by borrowing space from an adjoining room or a hallway.',
    'After a design visit and measurement, we build and finish the components, then install them in your home. Most custom closet projects take 1 to 3 weeks from approved design to completion, with installation itself usually finished in a day or two per closet.',
  ],
  options: {
    heading: 'Types of Custom Closets',
    intro: 'Every home has several kinds of closets, and each one calls for a different approach.',
    items: [
      {
        title: 'Walk-In Closet',
        description:
          'A walk-in works like a small dressing room, with storage on one, two or three walls. It needs about 5 feet of width for hanging along one side, and about 7 feet for hanging on both sides with a comfortable aisle.',
        features: [
          'Double-hang and long-hang sections',
          'Drawer banks and an island where space allows',
          'Shoe shelving and accessory drawers',
          'Full-length mirror and good overhead lighting',
        ],
      },
      {
        title: 'Reach-In Closet',
        description:
          'The standard bedroom closet, typically 24 to 30 inches deep. Redesigning the interior and, where possible, widening the door opening can transform how much it holds and how easy it is to use.',
        features: [
          'Double-hang rods to double hanging capacity',
          'Shelves or drawers in the center section',
          'Storage above the rods up to the ceiling',
          'Wider doors or bifold replacements for full access',
        ],
      },
      {
        title: 'Entry and Mudroom Closets',
        description:
          'Closets near the front or garage door handle coats, shoes, bags and sports gear. Open lockers, benches and hooks often work better here than a closed closet with a single rod.',
        features: [
          'Cubbies or lockers for each family member',
          'Bench seating with shoe storage below',
          'Hooks for coats, bags and leashes',
          'Durable, wipeable finishes',
          'Baskets for hats, gloves and seasonal gear',
        ],
      },
    ],
    buttonLabel: 'Explore Custom Closets',
  },
  considerations: {
    heading: 'What to Decide Before You Build',
    intro:
      'These practical points shape the design, the cost and how well your closet works day to day.',
    items: [
      {
        title: 'Check the Depth',
        description:
          'Hangers need about 24 inches of depth so clothes do not brush the door or the back wall. Shelves for folded clothes work best at 12 to 16 inches deep, and shallow closets can use pull-out rods.',
      },
      {
        title: 'Choose the Right Material',
        description:
          "Thermally fused laminate is durable, easy to clean and comes in many colors and woodgrains. Painted plywood or hardwood gives a furniture-quality, built-in look that matches your home's trim.",
      },
      {
        title: 'Plan the Lighting',
        description:
          'Electrical code limits the type and placement of fixtures in closets. We use enclosed LED fixtures with the required clearances, and motion-activated strips make shelves and drawers easy to see.',
      },
      {
        title: 'Think About the Doors',
        description:
          'Bifold and sliding doors can block parts of a reach-in. Swinging doors, wider openings or removing doors entirely in a walk-in can improve access and make the closet feel larger.',
      },
      {
        title: 'Allow for Air Circulation',
        description:
          "Maryland's humid summers can leave closets on exterior walls musty. Leave a gap behind shelving on cold walls, avoid overstuffing, and consider a ventilated door or a louver if air is stagnant.",
      },
      {
        title: 'Set a Realistic Budget',
        description:
          'Cost depends on size, materials, drawers and accessories. Drawers and specialty hardware add the most, while adjustable shelving and double-hang rods deliver the most storage for the money.',
      },
    ],
  },
  cta: {
    heading: 'Design a Closet That Works for You',
    body: 'Our team will measure your closets, review what you need to store and present a design with a fixed price. Most custom closet projects are complete within 1 to 3 weeks.',
    buttonLabel: 'Schedule a Closet Consultation',
  },
};
