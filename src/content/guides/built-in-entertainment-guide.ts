import type { GuideContent } from '../types';

export const builtInEntertainmentGuide: GuideContent = {
  slug: 'built-in-entertainment-guide',
  service: 'built-in-entertainment',
  title: 'Built-In Entertainment Center Planning Guide',
  description:
    'Plan a built-in entertainment center: TV height and viewing distance, wiring, ventilation, shelf spans and what to expect during a 2 to 4 week project.',
  keywords: [
    'built-in entertainment center guide',
    'custom entertainment center',
    'TV wall planning',
    'media cabinet ventilation',
    'TV mounting height',
    'built-in cabinetry cost',
  ],
  hero: {
    badge: 'Built-In Entertainment Guide',
    heading: 'Planning a Built-In Entertainment Center',
    intro:
      'A built-in entertainment center has to work as well as it looks: right screen height, hidden wiring and equipment that stays cool. This guide covers what our team plans before we build.',
    buttonLabel: 'Explore Built-In Entertainment',
  },
  introduction: [
    'The most common complaints we hear about existing media walls are practical: the TV sits too high, the cable box overheats, there is no way to add a new device without fishing wires, and the shelves sag under books. All of these are avoidable when the unit is planned around the equipment and the room, not just the look.',
    'We start by measuring the room and your seating position, listing every device you use now and may add later, and checking what is inside the wall: studs, outlets, ductwork and any existing cable runs. In older Maryland homes with plaster walls, we also check how much wiring work can be done without opening large areas of plaster.',
    'Most of the building happens in our shop. A typical built-in entertainment center takes 2 to 4 weeks from approved drawings to completion, including fabrication, a few days of installation in your home, and finishing. Any new outlets or circuits are handled by a licensed electrician under the required county permit.',
  ],
  options: {
    heading: 'Common Built-In Configurations',
    intro:
      'Most built-in entertainment centers fall into one of these three configurations. Each can be finished in any style.',
    items: [
      {
        title: 'Full Media Wall',
        description:
          'Cabinets and shelves span the entire wall from floor to ceiling, with the TV at the center. It offers the most storage and the strongest visual impact, and works well in family rooms and basements.',
        features: [
          'Maximum closed and open storage',
          'Room for center-channel and side speakers',
          'Space for books, media and display pieces',
          'Crown molding ties the unit to the ceiling',
        ],
      },
      {
        title: 'Fireplace Surround With Built-Ins',
        description:
          'Cabinets flank the fireplace, and the TV sits above the mantel or in one side unit. Because the fireplace sets the height, mounting the screen too high is the main risk, so we plan sight lines carefully.',
        features: [
          'Symmetrical storage on both sides of the hearth',
          'Code-required clearances from the firebox',
          'Optional pull-down TV mount to lower the screen',
          'Equipment housed in a side cabinet with ventilation',
        ],
      },
      {
        title: 'Low Console With Floating Shelves',
        description:
          'A long base cabinet at seating height with floating shelves or panels above. It is the simplest and most affordable option, and suits smaller rooms or walls interrupted by windows.',
        features: [
          'Wall-hung or toe-kick base cabinet',
          'Screen mounted directly to the wall',
          'Cable channel behind the wall to the console',
          'Shorter build time and lower cost',
        ],
      },
    ],
    buttonLabel: 'Explore Built-In Entertainment',
  },
  considerations: {
    heading: 'Technical Details to Plan For',
    intro: 'Getting these six details right makes a built-in easy to live with for years.',
    items: [
      {
        title: 'Set the Screen Height',
        description:
          'For comfortable viewing, the center of the screen should be close to seated eye level, roughly 40 to 45 inches from the floor. Above a fireplace, a pull-down mount helps avoid neck strain.',
      },
      {
        title: 'Match Screen Size to Distance',
        description:
          "For a 4K TV, a seating distance of about 1 to 1.5 times the screen's diagonal works well. We size the TV opening to that distance and leave extra room for a larger screen later.",
      },
      {
        title: 'Ventilate the Equipment',
        description:
          'Receivers and game consoles produce heat. We use open-back cabinets, vented doors or grilles and, for enclosed racks, a quiet thermostat-controlled fan so equipment does not overheat.',
      },
      {
        title: 'Run Conduit for the Future',
        description:
          'A flexible conduit from the TV location to the equipment cabinet lets you add or replace cables without opening the wall. Place an outlet behind the TV and plan for your router and network.',
      },
      {
        title: 'Keep Shelves From Sagging',
        description:
          'Books are heavy. We keep plywood shelves to about 30 to 36 inches wide, add solid hardwood edges for stiffness and use fixed shelves in tall units to strengthen the case.',
      },
      {
        title: 'Use Remotes That Work Behind Doors',
        description:
          'Infrared remotes need a line of sight. Choose equipment with radio-frequency or app-based remotes, or we can install an infrared repeater so you can close the cabinet doors.',
      },
    ],
  },
  cta: {
    heading: 'Plan Your Built-In With Our Team',
    body: 'We will measure your room, review your equipment and seating, and design a built-in entertainment center with a clear drawing, a fixed price and a 2 to 4 week schedule.',
    buttonLabel: 'Request a Free Estimate',
  },
};
