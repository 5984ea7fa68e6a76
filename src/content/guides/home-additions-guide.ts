import type { GuideContent } from '../types';

export const homeAdditionsGuide: GuideContent = {
  slug: 'home-additions-guide',
  service: 'home-additions',
  title: 'Home Additions Guide: Planning, Permits & Timeline',
  description:
    'Plan a Maryland home addition: bump-outs, rear additions and second stories, county permits, setbacks, Bay Critical Area rules, septic limits and timelines.',
  keywords: [
    'home additions guide',
    'home addition Maryland',
    'second story addition rambler',
    'home addition permits Maryland',
    'Chesapeake Bay Critical Area addition',
    'how long does a home addition take',
  ],
  hero: {
    badge: 'Home Additions Guide',
    heading: 'Planning a Home Addition From First Sketch to Move-In',
    intro:
      'An addition lets you gain the space you need without leaving a neighborhood you love. This guide explains the main types of additions, the approvals Maryland homeowners should expect and what drives the schedule.',
    buttonLabel: 'Explore Home Additions',
  },
  introduction: [
    'Adding on is often the better choice than moving, especially when you like your school district, your lot and your neighbors. But an addition is the most involved project a homeowner can take on: it touches the foundation, framing, roof, exterior, mechanical systems and interior finishes all at once, and it has to clear zoning and permit review before any digging starts.',
    'Our additions take 3 to 12 months from design to completion. A small bump-out or single-room addition sits at the shorter end; a two-story addition or a second floor over an existing house sits at the longer end. Much of the variation happens before construction: surveys, design, engineering, HOA or historic review, and county permit review can take as long as the build itself in some jurisdictions. We build that time into the schedule we give you from the start.',
    "Maryland adds its own layer of planning. Each county sets its own setbacks and lot-coverage limits, homes within 1,000 feet of tidal water fall under Chesapeake Bay Critical Area rules, rural properties on septic need health department sign-off before adding bedrooms, and historic districts review exterior changes. We handle these approvals as part of the project, and we tell you early if any of them will shape what can be built.",
  ],
  options: {
    heading: 'Three Common Types of Additions',
    intro:
      'Most additions we build fit one of these categories. Each has different structural needs, costs per square foot and effects on the rest of the house.',
    items: [
      {
        title: 'Bump-Out or Single-Room Addition',
        description:
          'A bump-out extends one room by a few feet, often a kitchen, primary bath or mudroom, while a single-room addition adds a new space such as a den or sunroom. These are the fastest additions to design, permit and build.',
        features: [
          'Ideal for kitchen, bath or mudroom expansions',
          'Can sit on piers, a crawlspace or a slab',
          'Shortest permitting and construction time',
          'Limited disruption to the rest of the house',
        ],
      },
      {
        title: 'Rear or Side Ground-Level Addition',
        description:
          'A larger addition on a full foundation creates a family room, first-floor primary suite or in-law suite. It usually ties into the existing roof and requires extending heating, cooling, plumbing and electrical service.',
        features: [
          'Full foundation, with a basement below if desired',
          'Room for a primary or in-law suite on the main level',
          'Roof tie-in designed to match the original house',
          'HVAC, electrical and plumbing extended or upgraded',
        ],
      },
      {
        title: 'Second-Story Addition',
        description:
          'Building up adds space without giving up yard, which makes it a popular choice for the one-story ramblers common across Maryland. The existing foundation and walls must be able to carry the new load, so an engineer evaluates them first.',
        features: [
          'Adds bedrooms without reducing lot space',
          'Structural engineering of foundation and framing',
          'New staircase planned into the existing layout',
          'Roof removed and rebuilt in a carefully sequenced schedule',
        ],
      },
    ],
    buttonLabel: 'View Home Addition Services',
  },
  considerations: {
    heading: 'What to Know Before You Build',
    intro:
      'These are the questions that most often decide the size, location and schedule of an addition in Maryland. We work through each of them during design.',
    items: [
      {
        title: 'Zoning, Setbacks and Lot Coverage',
        description:
          'County zoning sets how close you can build to property lines and how much of the lot can be covered. We start with your plat or a new survey to find the buildable area, and if a variance is needed we explain the process and timing before you commit.',
      },
      {
        title: 'Chesapeake Bay Critical Area',
        description:
          'Land within 1,000 feet of tidal waters and tidal wetlands falls under Critical Area rules. New construction is generally kept out of the 100-foot buffer, lot coverage is capped, and approval often requires replacement plantings. Waterfront additions need this review before a permit is issued.',
      },
      {
        title: 'Septic, Well and Utilities',
        description:
          'On properties served by a septic system, adding a bedroom usually requires the county health department to confirm the system can handle it. We also check the electrical panel, water heater and HVAC capacity, since many additions need upgrades to one or more.',
      },
      {
        title: 'HOA and Historic District Approvals',
        description:
          'Many neighborhoods require architectural committee approval, and homes in historic districts such as Annapolis or Ellicott City need commission review of exterior changes. We prepare the drawings, material samples and applications these boards expect.',
      },
      {
        title: 'Foundation and Structure',
        description:
          'Footings must reach below the frost line, and soil conditions vary across the state, from clay in central Maryland to sandy soils near the Bay. For second-story work, an engineer verifies the existing foundation and framing before design is finalized.',
      },
      {
        title: 'Budget and Living Through Construction',
        description:
          'Our fixed-price contracts cover the agreed scope, but setting aside a reserve for upgrades you choose along the way is wise. We also plan dust barriers, temporary access and the day the old exterior wall opens, so your household keeps running during the build.',
      },
    ],
  },
  cta: {
    heading: 'Start Planning Your Addition',
    body: 'Tell us what space you need and how you want to use it. We will review your lot, zoning and any Critical Area, HOA or historic requirements, then outline a design, fixed price and realistic 3 to 12 month timeline.',
    buttonLabel: 'Start Planning',
  },
};
