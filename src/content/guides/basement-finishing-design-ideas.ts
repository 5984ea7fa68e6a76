import type { GuideContent } from '../types';

export const basementFinishingDesignIdeas: GuideContent = {
  slug: 'basement-finishing-design-ideas',
  service: 'basement-finishing',
  title: 'Basement Finishing Design Ideas & Layouts',
  description:
    'Basement design ideas for media rooms, guest suites and flexible family space, with advice on ceilings, lighting, flooring and egress for Maryland homes.',
  keywords: [
    'basement design ideas',
    'basement finishing ideas',
    'basement media room',
    'basement guest suite',
    'basement layout ideas',
    'finished basement Maryland',
  ],
  hero: {
    badge: 'Basement Design Ideas',
    heading: 'Turn Your Basement Into the Room Your Home Is Missing',
    intro:
      "A finished basement can add a family room, a guest suite or a home gym without changing your home's footprint. These ideas show how to make below-grade space feel bright, warm and welcoming.",
    buttonLabel: 'Explore Basement Finishing',
  },
  introduction: [
    'In many Maryland neighborhoods, the basement is the largest unused space in the house. Colonials, split-levels and ramblers from the 1950s onward often have full basements with usable ceiling height, and many newer homes have walkout basements with daylight on one side. Finishing that space is usually far less expensive per square foot than building an addition.',
    'Good basement design starts with what the space has to work around: the furnace and water heater, the main electrical panel, support posts, low ducts and beams, and the sump pit. We plan the layout so mechanical equipment stays accessible for service, while soffits and walls hide what you do not want to see.',
    'The other half of the job is making the space feel like the rest of the house rather than a basement. That comes from layered lighting, warm flooring, real trim and doors, and built-ins that give the room a purpose. Most basement projects take 4 to 8 weeks once permits are in hand, depending on size and whether a bathroom or wet bar is included.',
  ],
  options: {
    heading: 'Popular Basement Layouts',
    intro:
      'Most of the basements we finish combine two or more of these uses. Deciding on priorities early shapes where walls, plumbing and lighting go.',
    items: [
      {
        title: 'Family Room and Media Space',
        description:
          'An open room for movies, games and gatherings, often with a built-in media wall and a wet bar. Basements are naturally dark and quiet, which makes them ideal for a home theater.',
        features: [
          'Built-in media wall with concealed wiring',
          'Wet bar with beverage refrigerator and sink',
          'Sound insulation in the ceiling so movie nights stay downstairs',
          'Dimmable lighting zones for viewing',
        ],
      },
      {
        title: 'Guest Suite With Bedroom and Bath',
        description:
          'A private space for visiting family, a returning college student or a live-in relative. A basement bedroom must have an emergency escape opening, so we plan the egress window and bathroom together.',
        features: [
          'Code-compliant egress window with a proper window well',
          'Full or three-quarter bathroom',
          'Closet and built-in storage',
          'Upflush or ejector pump where the bath sits below the sewer line',
          "Smoke and carbon monoxide alarms tied into the home's system",
        ],
      },
      {
        title: 'Flexible Gym, Office or Playroom',
        description:
          'A durable, adaptable room that can change as the family does: a playroom today, a teen hangout or home office later. Rubber or vinyl floors and plenty of outlets keep it versatile.',
        features: [
          'Resilient flooring that handles equipment and spills',
          'Reinforced wall blocking for TVs, mirrors and shelving',
          'Extra outlets and network wiring',
          'Closed storage for toys, gear and seasonal items',
        ],
      },
    ],
    buttonLabel: 'Explore Basement Finishing',
  },
  considerations: {
    heading: 'Design Tips for Below-Grade Living',
    intro:
      'These choices make the biggest difference in how a finished basement looks and feels day to day.',
    items: [
      {
        title: 'Make the Most of Ceiling Height',
        description:
          'Code generally requires at least 7 feet of ceiling height in habitable basement space, with beams and ducts allowed lower. We group ducts into tidy soffits and keep the rest of the ceiling as high as possible.',
      },
      {
        title: 'Layer the Lighting',
        description:
          'Slim LED recessed lights keep low ceilings clean, while wall sconces and lit built-ins add warmth. Put each zone on its own dimmer so the same room works for movie night and homework.',
      },
      {
        title: 'Choose Flooring Made for Concrete',
        description:
          'Luxury vinyl plank and porcelain tile tolerate slab moisture well. Carpet can work over a moisture-resistant pad or subfloor, but we steer clients away from solid hardwood below grade.',
      },
      {
        title: 'Plan Egress for Any Bedroom',
        description:
          'Every basement bedroom needs an escape window or door that opens to the outside, with a sill no more than 44 inches above the floor. A larger egress window also brings in valuable daylight.',
      },
      {
        title: 'Keep Mechanicals Accessible',
        description:
          'Furnaces, water heaters, shutoff valves and cleanouts need service access. We build a finished utility room with a proper door rather than boxing equipment in, and add access panels where needed.',
      },
      {
        title: 'Use the Space Under the Stairs',
        description:
          'The area under the basement stairs is ideal for a built-in bookcase, a wine nook, pull-out storage or a cozy reading spot. A custom built-in turns an awkward corner into a feature.',
      },
    ],
  },
  cta: {
    heading: "Let's Design Your Finished Basement",
    body: 'Our team will walk your basement with you, check for moisture and ceiling height, and sketch a layout that fits your family, with a fixed price and a clear schedule.',
    buttonLabel: 'Schedule a Basement Consultation',
  },
};
