import type { GuideContent } from '../types';

export const kitchenTrendsGuide: GuideContent = {
  slug: 'kitchen-trends-guide',
  service: 'kitchen-remodeling',
  title: 'Kitchen Design Trends Worth Investing In',
  description:
    'Warm wood cabinetry, hidden pantries and induction cooking: the kitchen trends worth investing in, and how to add them without dating your remodel.',
  keywords: [
    'kitchen trends',
    'kitchen design trends',
    'modern kitchen ideas',
    'wood kitchen cabinets',
    'induction cooktop',
    'hidden pantry',
  ],
  hero: {
    badge: 'Kitchen Trends Guide',
    heading: 'Kitchen Trends That Will Still Feel Right in Ten Years',
    intro:
      'Some kitchen trends fade in a season; others change how a kitchen works for good. This guide separates the two, so you can put your budget where it lasts.',
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  introduction: [
    'A kitchen is a long-term investment. Most homeowners we work with plan to live with their new kitchen for fifteen years or more, so we look at trends through a practical lens: does it make cooking, cleaning or storage easier, and will it still suit the house after the next round of magazine covers?',
    'The trends with staying power right now share a theme. Kitchens are becoming warmer and calmer, with natural wood, softer colors and less visual clutter. Appliances and small gadgets are disappearing behind cabinet doors, and cooking technology is getting cleaner and more efficient. Those shifts come from how people use their kitchens every day, not from a single color of the year.',
    'The short-lived trends are usually surface choices: a particular hardware finish, a bold tile pattern or a saturated paint color. Those are perfectly fine to enjoy, and we encourage clients to use them where they are easy to change later. The layout, cabinet construction, ventilation and wiring are the parts worth getting right, because changing them means another remodel. A full kitchen project typically takes 6 to 12 weeks, and a trend is only worth that commitment if you will still love it in a decade.',
  ],
  options: {
    heading: 'Current Kitchen Trends We Recommend',
    intro:
      'These three trends solve real problems, which is why we expect them to age well in Maryland homes of every era.',
    items: [
      {
        title: 'Warm Wood and Natural Finishes',
        description:
          'After years of all-white kitchens, homeowners are choosing stained oak, walnut and rift-sawn white oak cabinetry, often paired with painted perimeter cabinets in soft greens, blues or warm neutrals.',
        features: [
          'Two-tone schemes with a wood island and painted perimeter',
          'Matte and satin finishes that hide fingerprints',
          'Honed stone and quartz instead of high gloss',
          'Wood range hoods and open shelves as accents',
        ],
      },
      {
        title: 'Hidden Storage and Working Pantries',
        description:
          'Appliance garages, pocket-door coffee stations and walk-in or cabinet pantries keep counters clear. Panel-ready refrigerators and dishwashers blend into the cabinetry for a calm, furniture-like look.',
        features: [
          'Appliance garages with outlets inside',
          'Pull-out pantry towers and roll-out shelves',
          'Panel-ready refrigerators and dishwashers',
          'Drawer bases in place of lower doors for easier access',
          'Charging drawers for phones and tablets',
        ],
      },
      {
        title: 'Induction Cooking and Smarter Ventilation',
        description:
          'Induction cooktops heat the pan directly, boil water faster than gas and add no combustion byproducts to the air. Paired with a properly ducted hood, they make for a cleaner, cooler kitchen.',
        features: [
          'Fast, precise heat with a cool-to-the-touch surface',
          'Flat glass top that wipes clean',
          'Needs a dedicated 240-volt circuit, typically 40 to 50 amps',
          'Works with cast iron and most stainless cookware',
        ],
      },
    ],
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  considerations: {
    heading: 'How to Use Trends Without Dating Your Kitchen',
    intro:
      'A few simple rules help you enjoy what is new while protecting the value of your remodel.',
    items: [
      {
        title: 'Spend on What Is Hard to Change',
        description:
          'Put the budget into layout, solid cabinet boxes, ventilation, wiring and plumbing. These are expensive to redo, and they decide how the kitchen works every day.',
      },
      {
        title: 'Experiment Where It Is Easy to Update',
        description:
          'Let paint colors, hardware, pendant lights, bar stools and backsplash tile carry the bolder trends. Swapping them later costs a fraction of replacing cabinets or counters.',
      },
      {
        title: 'Check Your Electrical Service',
        description:
          'Induction ranges, wall ovens and extra circuits add load. Many older Maryland colonials and ramblers still have 100-amp service, so we run a load calculation early and plan a panel upgrade if it is needed.',
      },
      {
        title: 'Fit the Style to the House',
        description:
          'A sleek, handleless kitchen can look out of place in a 1940s colonial, while a farmhouse look may clash with a contemporary home. We aim for a kitchen that feels like it belongs to the rest of the house.',
      },
      {
        title: 'Layer the Lighting',
        description:
          'Combine recessed ceiling lights, under-cabinet LED strips and pendants over the island on separate dimmers. Good task lighting is one trend that never goes out of style.',
      },
      {
        title: 'Think About Resale',
        description:
          'If you may sell within five years, lean toward finishes buyers in your neighborhood expect. If this is your long-term home, design for yourself first.',
      },
    ],
  },
  cta: {
    heading: 'Bring Your Inspiration to Life',
    body: 'Share the photos you have saved and our team will help you sort the lasting ideas from the passing ones, then design a kitchen that fits your home, your budget and your plans for the years ahead.',
    buttonLabel: 'Start Your Kitchen Design',
  },
};
