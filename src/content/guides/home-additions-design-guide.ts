import type { GuideContent } from '../types';

export const homeAdditionsDesignGuide: GuideContent = {
  slug: 'home-additions-design-guide',
  service: 'home-additions',
  title: 'Home Addition Design Ideas That Look Original',
  description:
    'Design ideas for a home addition that fits: matching rooflines and siding, sunrooms, modern additions in historic areas, natural light, flow and aging in place.',
  keywords: [
    'home addition design ideas',
    'addition that matches the house',
    'sunroom addition design',
    'historic home addition design',
    'primary suite addition ideas',
    'aging in place addition',
  ],
  hero: {
    badge: 'Addition Design Ideas',
    heading: 'Design an Addition That Looks Like It Was Always There',
    intro:
      'The best additions feel like part of the original house, inside and out. These ideas help you shape an addition that fits your architecture, your lot and the way you live.',
    buttonLabel: 'Explore Home Additions',
  },
  introduction: [
    "An addition is judged from the street and from the sofa. From outside, it should share the roof pitch, eave depth, siding exposure, window proportions and trim of the original house, or be deliberately and tastefully different. From inside, you should be able to walk into it without noticing a step, a low ceiling or a hallway that only exists to get you there. When either test fails, an addition looks tacked on and can weigh on resale value.",
    "Maryland's housing stock shapes the options. Center-hall colonials reward symmetry and traditional detailing. Brick ramblers often suit a second story or a wide rear addition under a continuous roof. Split-levels have staggered floors that make matching heights the main design challenge. Homes in historic districts follow their own guidelines, and waterfront lots must fit within Critical Area limits, which often pushes an addition up rather than out.",
    "Our design process starts by measuring and photographing the existing house, then testing several massing options on paper before any detail is drawn. This guide covers three design approaches we use often and six decisions that make the difference between an addition that fits and one that looks attached.",
  ],
  options: {
    heading: 'Three Design Approaches',
    intro:
      'Each approach can work beautifully; the right one depends on the style of the house, the neighborhood and, in historic districts, what the review commission will approve.',
    items: [
      {
        title: 'Seamless Traditional Extension',
        description:
          'The addition repeats the original house: the same roof pitch, matching siding or brick, identical window styles and trim profiles. Done well, visitors cannot tell where the old house ends. This is the natural choice for most colonials and ramblers.',
        features: [
          'Matching roof pitch, overhangs and fascia',
          'Same siding exposure or blended brick',
          'Windows matched in style, size and grille pattern',
          'Interior trim and doors milled to match existing',
        ],
      },
      {
        title: 'Sunroom or Four-Season Room',
        description:
          'A glass-heavy room with insulated walls, a real foundation and its own heating and cooling gives you a bright, year-round space that connects the house to the yard. Unlike a three-season porch, it is comfortable in January and in August.',
        features: [
          'Low-E glass to control summer heat gain',
          'Insulated floor, walls and roof for all seasons',
          'Vaulted or beamed ceilings for volume',
          'Direct access to a deck or patio',
        ],
      },
      {
        title: 'Distinct but Compatible Addition',
        description:
          'Historic preservation guidelines often ask that an addition be clearly new while respecting the scale and materials of the original. A smaller, set-back wing or a glazed connector achieves that, and it also suits homeowners who want a contemporary interior.',
        features: [
          'Set back from the front facade and kept subordinate',
          'Glass connector preserves the original wall',
          'Modern details in compatible materials and colors',
          'Suited to historic district review',
        ],
      },
    ],
    buttonLabel: 'View Home Addition Services',
  },
  considerations: {
    heading: 'Six Design Decisions That Make an Addition Fit',
    intro:
      'These details separate additions that look original from those that look attached. We resolve each one during design, long before construction begins.',
    items: [
      {
        title: 'Rooflines and Pitch',
        description:
          'Match the main roof pitch wherever possible and keep the addition\'s ridge at or below the existing ridge. Where a new roof meets a wall, we check it will not cut across upstairs windows and plan the flashing and gutters so water has a clear path off the roof.',
      },
      {
        title: 'Floor and Ceiling Heights',
        description:
          'Aligning the new floor with the old one avoids a step at the connection, which matters for safety and for aging in place. Ceiling heights should match or be deliberately taller, such as a vaulted family room, never accidentally lower than the rooms next door.',
      },
      {
        title: 'Natural Light and Orientation',
        description:
          'South-facing glass brings in winter sun, and a roof overhang shades it in summer. West-facing glass overheats on Maryland summer afternoons, so we size those windows carefully and specify low-E glass. Make sure the addition does not darken the room it is attached to.',
      },
      {
        title: 'Flow and Connection',
        description:
          'Where the addition opens into the house determines how both are used. We avoid turning an existing room into a corridor, widen openings into the old exterior wall where the structure allows, and place the new space so it flows from the kitchen or family room.',
      },
      {
        title: 'Matching Exterior Materials',
        description:
          'Siding profiles, brick size and mortar color, and window grille patterns are the details that give an addition away. We source matching profiles, blend brick from several batches, and often recommend painting the whole house so the colors read as one.',
      },
      {
        title: 'Designing for the Long Term',
        description:
          'A first-floor suite with a 36-inch-wide door, a curbless shower and blocking in the walls for future grab bars lets you stay in the house for decades. These features cost little during construction and are expensive to add later.',
      },
    ],
  },
  cta: {
    heading: 'Design an Addition That Belongs',
    body: 'Share what you have in mind and we will study your house, sketch options that fit its architecture and your lot, and price the one you choose. Most additions we build take 3 to 12 months from design to completion.',
    buttonLabel: 'Start Planning',
  },
};
