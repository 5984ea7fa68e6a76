import type { GuideContent } from '../types';

export const bathroomDesignIdeas: GuideContent = {
  slug: 'bathroom-design-ideas',
  service: 'bathroom-remodeling',
  title: 'Bathroom Design Ideas for Maryland Homes',
  description:
    'Spa-style, classic and accessible bathroom design ideas, with practical advice on ventilation, waterproofing, lighting and storage for Maryland homes.',
  keywords: [
    'bathroom design ideas',
    'bathroom remodel ideas',
    'walk-in shower ideas',
    'spa bathroom design',
    'accessible bathroom design',
    'small bathroom ideas',
  ],
  hero: {
    badge: 'Bathroom Design Ideas',
    heading: 'Bathroom Ideas That Look Beautiful and Stay That Way',
    intro:
      'A great bathroom balances style with the hard-working details you never see: waterproofing, ventilation and plumbing. These ideas show what is possible and what our team plans behind the tile.',
    buttonLabel: 'Explore Bathroom Remodeling',
  },
  introduction: [
    'Bathrooms are small rooms with big expectations. They need to handle water, steam and daily wear while feeling calm and comfortable, and every inch counts. The best designs start with how you use the room: a quick shared morning routine in a hall bath calls for different choices than a primary suite where you want to unwind.',
    'Many Maryland homes still have their original bathrooms from the 1950s through the 1980s: a tub-and-shower combination, a small vanity and a fan that vents into the attic, if there is a fan at all. Updating one is a chance to fix what you cannot see as well as what you can. We often find galvanized supply lines, worn cast-iron drains or missing blocking in older colonials and ramblers, and we replace them while the walls are open.',
    'A typical bathroom remodel takes 3 to 6 weeks, depending on size, custom tile work and whether plumbing fixtures move. Most Maryland counties require permits for plumbing and electrical changes, and we handle those applications and inspections as part of the project.',
  ],
  options: {
    heading: 'Bathroom Design Styles to Consider',
    intro:
      'Most of the bathrooms we build fall into one of these three directions, often blended to suit the house and the people using it.',
    items: [
      {
        title: 'Spa-Style Primary Bath',
        description:
          'A calm retreat built around a large walk-in shower, soft natural materials and warm lighting. Often the tub becomes a freestanding soaking tub, or is removed entirely in favor of a bigger shower.',
        features: [
          'Walk-in shower with frameless glass and a built-in bench',
          'Electric radiant floor heat under the tile',
          'Double vanity with drawers and an outlet inside',
          'Large-format porcelain tile with minimal grout lines',
        ],
      },
      {
        title: 'Timeless Traditional',
        description:
          "Classic materials that suit Maryland's colonials and Cape Cods and will not date quickly: white or soft-colored tile, painted furniture-style vanities and polished nickel or chrome fixtures.",
        features: [
          'Subway or handmade-look wall tile',
          'Hexagon or basketweave mosaic floors',
          'Painted wood wainscoting in powder rooms and hall baths',
          'Inset or framed mirrors with sconces on each side',
        ],
      },
      {
        title: 'Universal Design and Aging in Place',
        description:
          'A bathroom that works for everyone, from young children to aging parents, without looking clinical. Safety features blend into a clean, modern design.',
        features: [
          'Curbless shower entry with a linear drain',
          'Wall blocking for grab bars now or later',
          'Comfort-height toilet and a handheld shower on a slide bar',
          'Slip-resistant floor tile and lever handles',
          'Wider doorway where the framing allows',
        ],
      },
    ],
    buttonLabel: 'Explore Bathroom Remodeling',
  },
  considerations: {
    heading: 'Details That Make a Bathroom Last',
    intro:
      'These practical points separate a bathroom that still looks new in fifteen years from one that needs attention in five.',
    items: [
      {
        title: 'Ventilate to the Outdoors',
        description:
          "Maryland's humid summers make moisture control essential. We size exhaust fans at about 1 CFM per square foot of floor area, with a 50 CFM minimum, duct them outside and often add a humidity-sensing control.",
      },
      {
        title: 'Waterproof Behind the Tile',
        description:
          'Grout and tile are not waterproof on their own. We install a continuous sheet or liquid-applied membrane on shower walls and floors, with the floor sloped about 1/4 inch per foot toward the drain.',
      },
      {
        title: 'Light Faces, Not Just the Room',
        description:
          'A single fixture above the mirror casts shadows. Sconces at roughly face height on each side of the mirror, plus a damp-rated recessed light in the shower, give even, flattering light.',
      },
      {
        title: 'Build In Storage',
        description:
          'Recessed shower niches, medicine cabinets and vanity drawers keep counters clear. We place niches on interior walls where possible, since cutting into an insulated exterior wall invites condensation.',
      },
      {
        title: 'Choose Tile for Wet Floors',
        description:
          'Polished stone and glossy tile get slippery. For floors, choose porcelain with a textured or matte finish rated for wet areas, and use smaller mosaics on shower floors for extra grip.',
      },
      {
        title: 'Plan Fixture Clearances',
        description:
          'Code requires at least 15 inches from the toilet centerline to a wall and 21 inches of clear space in front of it. Larger spacing feels far more comfortable, so we check clearances before choosing fixtures.',
      },
    ],
  },
  cta: {
    heading: 'Design a Bathroom You Will Enjoy Every Day',
    body: 'Our team will look at your existing bathroom, talk through how you use it and show you design options, materials and a fixed price, with a schedule you can plan around.',
    buttonLabel: 'Schedule a Bathroom Consultation',
  },
};
