import type { GuideContent } from '../types';

export const builtInEntertainmentDesignIdeas: GuideContent = {
  slug: 'built-in-entertainment-design-ideas',
  service: 'built-in-entertainment',
  title: 'Built-In Entertainment Center Design Ideas',
  description:
    'Modern, traditional and fireplace-flanking built-in entertainment center ideas, with tips on finishes, lighting, proportions and hiding the clutter.',
  keywords: [
    'built-in entertainment center ideas',
    'media wall design',
    'custom TV wall',
    'built-in bookcases around TV',
    'fireplace built-ins',
    'custom media cabinet',
  ],
  hero: {
    badge: 'Entertainment Center Ideas',
    heading: 'Built-In Media Walls That Look Like They Belong',
    intro:
      'A well-designed built-in turns the TV wall into the best-looking wall in the room. Here are the styles our woodworkers build most often, and the details that make them feel custom.',
    buttonLabel: 'Explore Built-In Entertainment',
  },
  introduction: [
    'A freestanding TV stand rarely fits the wall it sits against. It leaves gaps at the sides, cords trailing to the outlet and a collection of game consoles, remotes and speakers with nowhere to go. A built-in entertainment center fixes all of that by treating the whole wall as one piece of furniture, sized to the room and the screen.',
    "The design should take its cues from the house. In a traditional colonial, that might mean raised-panel doors, crown molding that matches the room's trim and painted finishes. In a newer open-plan home or a finished basement, flat-slab doors, floating shelves and warm wood tones often feel more at home. The goal is a built-in that looks original to the house.",
    'Once the design is approved, most built-in entertainment centers take 2 to 4 weeks from shop fabrication to installation and finishing, with only a few days of work inside your home.',
  ],
  options: {
    heading: 'Entertainment Center Styles',
    intro:
      "Each of these styles can be scaled from a simple console to a full floor-to-ceiling wall. The right one depends on your room's architecture and how you use it.",
    items: [
      {
        title: 'Modern Floating Media Wall',
        description:
          'A wall-hung console with flat-panel doors, open floating shelves and a textured or paneled backdrop behind the TV. Lifting the cabinets off the floor makes the room feel larger and cleaner.',
        features: [
          'Wall-hung base cabinets with push-to-open doors',
          'Slatted wood or paneled backdrop behind the screen',
          'Integrated LED strip lighting under shelves',
          'Rift-sawn oak, walnut or matte painted finishes',
        ],
      },
      {
        title: 'Traditional Library Wall',
        description:
          'Floor-to-ceiling bookcases surround the TV, with closed cabinets below and crown molding tying the unit into the ceiling. It suits formal living rooms, dens and colonial-style homes.',
        features: [
          'Raised- or recessed-panel cabinet doors',
          'Adjustable shelves for books and collections',
          'Crown and base molding matched to the room',
          'Optional rolling library ladder on tall walls',
          'Painted or stained hardwood finishes',
        ],
      },
      {
        title: 'Fireplace-Flanking Built-Ins',
        description:
          "Matching cabinets and shelves on either side of the fireplace frame the hearth and add storage. The TV can sit above the mantel or in one of the flanking units, depending on the room's sight lines.",
        features: [
          'Symmetrical base cabinets with shelves above',
          'Window seats or desk nooks in deep alcoves',
          'Heat-safe clearances from the firebox and mantel',
          'Hidden wiring routed through the cabinets',
        ],
      },
    ],
    buttonLabel: 'Explore Built-In Entertainment',
  },
  considerations: {
    heading: 'Design Details That Make the Difference',
    intro:
      'These choices separate a built-in that looks custom from one that looks like assembled cabinets.',
    items: [
      {
        title: 'Size It to the Wall, Not Just the TV',
        description:
          'Built-ins look best when they fill the wall or align with windows, doors and the fireplace. We lay out the unit so its proportions match the room, then fit the TV opening within it.',
      },
      {
        title: 'Leave Room for the Next TV',
        description:
          'Screens keep getting bigger. We design an opening, or a flush wall-mount zone, that fits a larger screen than the one you own today, so a future upgrade does not mean rebuilding the unit.',
      },
      {
        title: 'Balance Open and Closed Storage',
        description:
          'Open shelves are for books and favorite objects; closed doors hide consoles, cables and clutter. Most rooms look best with closed storage below and open shelving above.',
      },
      {
        title: "Match the Home's Trim",
        description:
          'Using the same crown, baseboard and paint color as the room makes a built-in feel original to the house. In older homes we can mill moldings to match existing profiles.',
      },
      {
        title: 'Light the Shelves',
        description:
          'Dimmable LED strips under shelves or in vertical channels add depth and a warm glow in the evening, without glare on the screen. We plan the wiring before the unit is built.',
      },
      {
        title: 'Choose Paint or Stain Thoughtfully',
        description:
          'Painted units suit traditional rooms and hide joints well. Stained hardwoods like oak and walnut bring warmth to modern spaces. We provide finish samples on the actual wood species.',
      },
    ],
  },
  cta: {
    heading: 'Design Your Custom Media Wall',
    body: 'Our team will measure your room, talk through your equipment and storage needs, and present a drawing and a fixed price for a built-in made to fit your space.',
    buttonLabel: 'Request a Design Consultation',
  },
};
