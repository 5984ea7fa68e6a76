import type { GuideContent } from '../types';

export const pantryOrganizationGuide: GuideContent = {
  slug: 'pantry-organization-guide',
  service: 'pantry-organization',
  title: 'Pantry Organization Guide: Shelving, Pull-Outs & Zones',
  description:
    'Organize a reach-in, walk-in or cabinet pantry with the right shelf depths, adjustable spacing, pull-outs, zones, lighting and humidity-proof food storage.',
  keywords: [
    'pantry organization guide',
    'pantry shelving ideas',
    'walk-in pantry design',
    'pull-out pantry cabinet',
    'pantry shelf depth',
    'custom pantry Maryland',
  ],
  hero: {
    badge: 'Pantry Organization Guide',
    heading: 'A Pantry Where Everything Has a Place',
    intro:
      'A well-planned pantry saves time every day, cuts down on duplicate groceries and keeps food fresh. This guide explains the pantry types we build and the dimensions and habits that keep them organized.',
    buttonLabel: 'Explore Pantry Organization',
  },
  introduction: [
    'Most pantries fail the same way: shelves too deep, spaced too far apart and loaded from front to back, so older items disappear behind new ones and the floor fills up with whatever does not fit. The fix is not more bins. It is shelving sized to what you actually store, arranged so every item is visible and reachable.',
    "The homes we work in have every kind of pantry. Many older Maryland colonials and ramblers have a narrow reach-in closet near the kitchen with a few fixed wooden shelves. Newer homes often have a walk-in pantry with builder-grade wire shelving that bows under canned goods. Some kitchens have no pantry at all, and a tall cabinet pantry is the best way to add one.",
    "Our process starts with an assessment of the space and an inventory of what you store, followed by a custom design. Shelving and components are built or prepared ahead of time, so the on-site installation and organization setup usually takes 1 to 2 days. We can finish by loading and zoning the pantry with you, so the system works from the first week.",
  ],
  options: {
    heading: 'Three Types of Pantries',
    intro:
      'The best pantry for your home depends on the space near your kitchen and how much you keep on hand. Each of these can be fitted with custom shelving and pull-out components.',
    items: [
      {
        title: 'Reach-In Pantry Closet',
        description:
          'A standard closet with a hinged or bifold door can hold far more than it does now. Shallow shelves on the back wall, wraparound shelves on the sides and racks on the door let you see everything from the doorway.',
        features: [
          'Shelves 12 to 16 inches deep to keep items visible',
          'Side-wall shelves for corners that are often wasted',
          'Door-mounted racks for spices and small jars',
          'Pull-out baskets on the bottom for produce and bulk items',
        ],
      },
      {
        title: 'Walk-In Pantry',
        description:
          'A walk-in pantry can hold bulk groceries, small appliances and even a second refrigerator. U-shaped or L-shaped shelving around a clear aisle works best, with a countertop section for appliances you use often.',
        features: [
          'U- or L-shaped shelving with a clear aisle',
          'Counter-height zone with outlets for appliances',
          'Deep lower shelves for bulk items and beverages',
          'Space for a step stool and upper-shelf storage',
        ],
      },
      {
        title: 'Cabinet Pantry',
        description:
          'A tall pantry cabinet with pull-out drawers or roll-outs brings everything to you, with no digging at the back of deep shelves. It is the best option for kitchens without a closet to convert.',
        features: [
          'Full-extension roll-out trays and drawers',
          'Fits into an existing or new cabinet run',
          'Soft-close hardware rated for heavy loads',
          'Matches the finish of the surrounding cabinetry',
        ],
      },
    ],
    buttonLabel: 'View Pantry Organization Services',
  },
  considerations: {
    heading: 'Tips for a Pantry That Stays Organized',
    intro:
      'These are the dimensions and habits we design around. They keep a pantry easy to use long after the first week of enthusiasm.',
    items: [
      {
        title: 'Shelf Depth Is Everything',
        description:
          'Shelves 12 to 16 inches deep keep cans and boxes no more than two or three rows deep, so nothing gets lost. Reserve deeper shelves for bulk packs, paper goods and small appliances, ideally on the lowest level or in pull-out drawers.',
      },
      {
        title: 'Adjustable Shelf Spacing',
        description:
          'Cans need 6 to 8 inches of clearance; cereal boxes and bottles need 12 to 14. Adjustable shelves let the pantry adapt as your groceries change, and spans under about 30 inches stay flat under heavy canned goods.',
      },
      {
        title: 'Zone by Use and Reach',
        description:
          'Keep everyday items between waist and eye level, heavy appliances and bulk goods low, and seasonal or rarely used items on top. Group by use, such as breakfast, baking, snacks and dinner staples, so everyone in the house knows where things go.',
      },
      {
        title: 'Solid Shelves Over Wire',
        description:
          'Wire shelving tips small jars, leaves marks on bags and sags under weight. Solid shelves in melamine or edge-banded plywood are easier to clean and keep items upright. We replace wire systems in many newer homes for exactly these reasons.',
      },
      {
        title: 'Light the Pantry',
        description:
          'A dark pantry is a disorganized pantry. LED strip or fixture lighting triggered by a door switch or motion sensor shows every shelf, and it runs cool, so it will not warm food stored nearby.',
      },
      {
        title: 'Protect Food From Humidity and Pests',
        description:
          "Maryland's humid summers can make flour, crackers and cereal stale and invite pantry moths. Store dry goods in airtight, clear containers, keep the pantry away from the oven and dishwasher exhaust if you are building new, and rotate older items to the front.",
      },
    ],
  },
  cta: {
    heading: 'Organize Your Pantry for Good',
    body: 'We will assess your pantry, take stock of what you store and design shelving and pull-outs to fit it. After the design is approved, installation and organization setup usually takes just 1 to 2 days.',
    buttonLabel: 'Organize My Pantry',
  },
};
