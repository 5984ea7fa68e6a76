import type { GuideContent } from '../types';

export const crownMoldingGuide: GuideContent = {
  slug: 'crown-molding-guide',
  service: 'crown-molding',
  title: 'Crown Molding Guide: Styles, Sizes & Materials',
  description:
    "How to choose crown molding: solid wood, MDF or polyurethane, sizing to your ceiling height, matching your home's style and what installation involves.",
  keywords: [
    'crown molding guide',
    'crown molding styles',
    'crown molding size',
    'MDF vs wood crown molding',
    'crown molding installation',
    'built-up crown molding',
  ],
  hero: {
    badge: 'Crown Molding Guide',
    heading: 'Crown Molding That Fits Your Rooms and Your Home',
    intro:
      'Crown molding is one of the quickest ways to make a room look finished and intentional. This guide covers the materials, sizes and profiles our carpenters recommend, and what a clean installation takes.',
    buttonLabel: 'Explore Crown Molding',
  },
  introduction: [
    'Crown molding covers the joint where walls meet the ceiling, but its real job is visual. The right profile draws the eye up, gives a room proportion and ties doors, windows and built-ins together. The wrong size, or corners that open up after the first winter, can make a room look unfinished instead.',
    'Many Maryland homes were built with little or no crown. Ramblers and split-levels from the 1950s through the 1970s often have plain drywall corners, and even some colonials have crown only in the living and dining rooms. Adding it to the main living areas, or matching existing molding in rooms that were never trimmed, is one of our most requested finish carpentry projects.',
    'Crown molding installation typically takes 1 to 3 days for most homes, depending on the number of rooms, the complexity of the profile and whether we paint on site. We protect floors and furniture, work room by room and leave nail holes filled, joints caulked and the molding ready for paint or already painted.',
  ],
  options: {
    heading: 'Crown Molding Materials',
    intro:
      'Each material has its place. We often use more than one in the same home, depending on the room and the finish.',
    items: [
      {
        title: 'Solid Wood',
        description:
          'Poplar is the standard for painted crown; oak, cherry and walnut are used where the wood will be stained to match existing trim or built-ins. Solid wood holds crisp detail and can be coped tightly at inside corners.',
        features: [
          'Required for stain-grade finishes',
          'Takes fine detail and tight coped joints',
          'Can be custom milled to match historic profiles',
          'Needs time to acclimate before installation',
        ],
      },
      {
        title: 'MDF',
        description:
          'Medium-density fiberboard comes factory primed, is stable with seasonal humidity changes and costs less than solid wood. It is a good choice for painted crown in dry living areas.',
        features: [
          'Smooth, paint-ready surface',
          'Minimal seasonal movement',
          'Budget-friendly for large rooms',
          'Not recommended in bathrooms or other damp rooms',
        ],
      },
      {
        title: 'Polyurethane',
        description:
          'Lightweight polyurethane molding resists moisture and comes in highly ornate profiles that would be costly to carve in wood. It also suits rooms where the ceiling is uneven or curved.',
        features: [
          'Moisture-resistant for bathrooms',
          'Ornate profiles at a lower cost than carved wood',
          'Lightweight and easy to handle on tall ceilings',
          'Paint-grade only',
          'Flexible versions available for curved walls',
        ],
      },
    ],
    buttonLabel: 'Explore Crown Molding',
  },
  considerations: {
    heading: 'Choosing and Installing Crown Molding',
    intro:
      'These are the points our carpenters discuss with every homeowner before the first piece is cut.',
    items: [
      {
        title: 'Size the Crown to the Ceiling',
        description:
          'As a rule of thumb, 8-foot ceilings suit crown about 3 to 5 inches tall, 9-foot ceilings 5 to 7 inches, and 10-foot or higher ceilings 7 inches or more. Larger rooms can handle the larger end of each range.',
      },
      {
        title: "Match the Home's Style",
        description:
          'Colonials suit classical profiles with coves and ogees, while ramblers and contemporary homes look best with simpler, cleaner lines. In older homes, we match existing trim so new work blends in.',
      },
      {
        title: 'Consider Built-Up Crown',
        description:
          'For tall ceilings or formal rooms, combining crown with a frieze board or a small bed molding creates a grand, layered look without the cost of one oversized piece.',
      },
      {
        title: 'Plan for Humidity',
        description:
          "Maryland's humid summers and dry heated winters make wood expand and shrink. We let wood acclimate in your home before installation and cope inside corners so joints stay tight through the seasons.",
      },
      {
        title: 'Expect Uneven Walls and Ceilings',
        description:
          'Older plaster walls and settled ceilings are rarely straight. We scribe, shim and fasten into framing, adding blocking where joists run parallel to the wall, so the molding follows a clean line.',
      },
      {
        title: 'Decide on Finish and Painting',
        description:
          'Crown is usually painted to match the ceiling or the trim. Painting on site gives the cleanest result, while prefinishing stain-grade wood shortens the on-site work and limits odors.',
      },
    ],
  },
  cta: {
    heading: 'Add the Finishing Touch to Your Rooms',
    body: 'Our carpenters will measure your rooms, bring profile samples to compare and give you a fixed price for crown molding that is typically installed in 1 to 3 days.',
    buttonLabel: 'Request a Free Estimate',
  },
};
