import type { GuideContent } from '../types';

export const customClosetsOrganizationGuide: GuideContent = {
  slug: 'custom-closets-organization-guide',
  service: 'custom-closets',
  title: 'Closet Organization Guide: Storage That Works',
  description:
    'Organize your closet for how you dress: rod heights, hanging and folded zones, drawers, shoe storage and accessories that make a custom closet easy to use.',
  keywords: [
    'closet organization guide',
    'closet organization ideas',
    'closet rod height',
    'custom closet system',
    'shoe storage ideas',
    'closet accessories',
  ],
  hero: {
    badge: 'Closet Organization Guide',
    heading: 'Organize Your Closet Around How You Get Dressed',
    intro:
      'The best closet systems are designed around your wardrobe and your routine, not a catalog layout. This guide shows how our team plans zones, heights and accessories so everything has a place.',
    buttonLabel: 'Explore Custom Closets',
  },
  introduction: [
    'Most closets fail for the same reason: they were designed for an imaginary wardrobe. A single long rod suits dresses and coats, yet most people own far more shirts and pants. The result is wasted space under short hanging clothes, piles on the shelf and the things you wear every day buried behind the things you do not.',
    'We design organization systems by starting with what you own. During the design visit, we measure how many feet of hanging space you use, count shoes and folded items, and ask how you get ready in the morning. That inventory tells us how much double-hang, long-hang, shelf and drawer space you need, and where each should go.',
    'A custom organization system is usually completed within 1 to 3 weeks of an approved design. Because the components are adjustable, the closet can change with you as a child grows, a wardrobe shifts with the seasons or a guest room becomes a home office.',
  ],
  options: {
    heading: 'Closet Organization Approaches',
    intro:
      'These three approaches cover most closets we design. Many systems mix features from more than one.',
    items: [
      {
        title: 'Maximum Capacity',
        description:
          'For shared or smaller closets, the priority is fitting as much as possible. Double-hang rods, shelves that run to the ceiling and tall stacks of cubbies make every vertical inch count.',
        features: [
          'Double-hang rods at roughly 40 and 80 inches',
          'Shelves stacked to the ceiling for off-season items',
          'Pull-down rods to reach high hanging space',
          'Slim hangers and stacked shoe shelves',
        ],
      },
      {
        title: 'Boutique Dressing Room',
        description:
          'For walk-in closets with room to spare, the goal is display and ease. Clothes are visible at a glance, with drawers for folded items, a center island and lighting that makes colors true.',
        features: [
          'Glass-front drawers and lit display shelves',
          'Center island with drawers and a countertop',
          'Dedicated jewelry, watch and accessory drawers',
          'Full-length mirror and seating',
          'Color-accurate LED lighting',
        ],
      },
      {
        title: 'Grow-With-Me Family Closet',
        description:
          "For children's rooms and shared family storage, adjustability comes first. Rods and shelves move as children grow, with low hanging space and bins they can reach on their own.",
        features: [
          'Adjustable rods and shelves on a track or hole system',
          'Low rod at child height that moves up later',
          'Bins and baskets for toys and small items',
          'Durable, wipeable laminate finishes',
        ],
      },
    ],
    buttonLabel: 'Explore Custom Closets',
  },
  considerations: {
    heading: 'Organization Tips From Our Designers',
    intro:
      'These tips come from years of designing closets and hearing what homeowners still love about them years later.',
    items: [
      {
        title: 'Edit Before You Design',
        description:
          'Sort and donate before we measure. Designing around clothes you no longer wear wastes space, and a smaller, curated wardrobe often fits in a simpler, less expensive system.',
      },
      {
        title: 'Set Rod Heights to Your Clothes',
        description:
          'Double-hang sections typically use rods near 40 and 80 inches from the floor; long-hang for dresses and coats sits around 64 to 72 inches. We adjust these to your height and your longest garments.',
      },
      {
        title: 'Put Daily Items in the Prime Zone',
        description:
          'The space between roughly waist and eye level is the easiest to reach. Keep everyday clothes there, and use high shelves and low corners for seasonal, formal and rarely used items.',
      },
      {
        title: 'Plan Shoe Storage Carefully',
        description:
          'Angled shelves with a lip show shoes at a glance, while flat shelves fit boots and stack more pairs. Count your shoes and allow about 7 to 9 inches of shelf width per pair.',
      },
      {
        title: 'Use Drawers for Small Things',
        description:
          'Socks, underwear, belts and ties disappear on shelves. Shallow drawers with dividers keep them organized, and a locking drawer is a simple place for jewelry and valuables.',
      },
      {
        title: 'Keep Air Moving',
        description:
          "Maryland's humid summers can encourage mildew in packed closets. Leave breathing room between hangers, skip plastic dry-cleaning bags and consider cedar linings or panels for wool and seasonal storage.",
      },
    ],
  },
  cta: {
    heading: 'Get a Closet That Stays Organized',
    body: 'Our designers will inventory what you own, measure your space and plan a system around your routine, with a fixed price and installation completed within 1 to 3 weeks.',
    buttonLabel: 'Schedule a Closet Consultation',
  },
};
