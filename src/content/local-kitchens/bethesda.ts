import { stats, yearsExperienceStat } from '../site';
import type { LocalKitchenContent } from '../types';

const [, , fixedPrice] = stats;

export const bethesdaKitchen: LocalKitchenContent = {
  slug: 'bethesda-kitchen-remodeling',
  town: 'Bethesda',
  title: 'Bethesda Kitchen Remodeling | Custom Kitchens in Bethesda, MD',
  description:
    'Kitchen remodeling in Bethesda, MD: custom cabinetry, stone counters and opened floor plans for colonials, Capes and ramblers, built at a fixed price.',
  keywords: [
    'Bethesda kitchen remodeling',
    'kitchen remodel Bethesda MD',
    'Bethesda kitchen contractor',
    'custom kitchen cabinets Bethesda',
    'open concept kitchen Bethesda',
    'Montgomery County kitchen renovation',
  ],
  hero: {
    badge: 'Bethesda, Maryland',
    heading: 'Kitchen Remodeling Built for Bethesda Homes',
    intro:
      "Many of Bethesda's brick colonials, Cape Cods and ramblers still have the closed, one-cook kitchens they were built with. We open them up, fit custom cabinetry to the room and manage the Montgomery County permits, so you get a kitchen that suits how your family lives now without giving up the house you love.",
  },
  metrics: [
    {
      metric: `${yearsExperienceStat.value} Years`,
      description: "Remodeling kitchens in Montgomery County's close-in neighborhoods",
    },
    {
      metric: 'All Budgets',
      description: 'From a refreshed galley to a gut-and-expand, priced to the scope you choose',
    },
    {
      metric: fixedPrice.value,
      description: 'Fixed-price guarantee: the price we agree on is the price you pay',
    },
  ],
  neighborhoods: {
    heading: 'Bethesda Neighborhoods We Serve',
    intro:
      'Our crews work throughout Bethesda, from the walkable streets near downtown to the wooded lots off River Road. These are some of the neighborhoods where we have remodeled kitchens.',
    names: [
      'Edgemoor',
      'Battery Park',
      'Greenwich Forest',
      'Kenwood',
      'Wyngate',
      'Burning Tree',
      'Bradley Hills',
      'Wood Acres',
      'Sumner',
    ],
  },
  features: {
    heading: 'Custom Details for Bethesda Kitchens',
    intro:
      'Every kitchen is designed for its room and its owners. These are the upgrades Bethesda homeowners ask us for most often.',
    items: [
      'Custom inset and full-overlay cabinetry built to the exact dimensions of your room',
      'Opening load-bearing walls with engineered beams and Montgomery County permits',
      'Islands with seating, prep sinks and beverage or microwave drawers',
      'Quartz, granite and quartzite countertops templated after the cabinets are set',
      'Panel-ready refrigerators and dishwashers that disappear into the cabinetry',
      'Layered lighting: recessed, under-cabinet and pendants on separate dimmers',
      'Pantry cabinets with roll-out shelves where a closet once stood',
      'New hardwood woven into existing oak floors for a seamless finish',
    ],
  },
  styles: {
    heading: 'Popular Kitchen Styles in Bethesda',
    intro:
      'Bethesda kitchens tend to respect the character of the house while working like a modern room. These three styles account for most of the kitchens we build here.',
    items: [
      {
        name: 'Classic Shaker',
        description:
          'Painted Shaker doors, a subway or handmade tile backsplash and polished nickel hardware suit the brick colonials of Edgemoor and Greenwich Forest, and they will still look right in twenty years.',
      },
      {
        name: 'Transitional',
        description:
          'Clean-lined cabinetry in soft whites, greiges or muted greens, quartz counters with gentle veining and a mix of brass and black fixtures. It bridges a traditional exterior and an open, family-centered interior.',
      },
      {
        name: 'Warm Modern',
        description:
          'Flat-panel white oak or walnut cabinetry, slab backsplashes and integrated handles. Popular in the mid-century homes of Wyngate and Burning Tree, where a simple, natural palette matches the architecture.',
      },
    ],
  },
  cta: {
    heading: 'Ready to Plan Your Bethesda Kitchen?',
    body: 'Book a free in-home consultation. We will measure the room, talk through layout, materials and budget, and follow up with a written, fixed-price proposal.',
    primaryLabel: 'Schedule a Free Consultation',
    secondaryLabel: 'Explore Kitchen Remodeling',
  },
};
