import type { GuideContent } from '../types';

export const flooringInstallationGuide: GuideContent = {
  slug: 'flooring-installation-guide',
  service: 'flooring-installation',
  title: 'Flooring Guide: Hardwood, Engineered Wood & LVP',
  description:
    'Compare solid hardwood, engineered wood and luxury vinyl plank for Maryland homes, plus advice on moisture testing, subfloors, transitions and scheduling.',
  keywords: [
    'flooring installation guide',
    'hardwood vs engineered vs LVP',
    'hardwood flooring Maryland',
    'luxury vinyl plank installation',
    'basement flooring options',
    'flooring moisture testing',
  ],
  hero: {
    badge: 'Flooring Guide',
    heading: 'Choosing Floors That Last in a Maryland Home',
    intro:
      'The right floor depends on the room, the level of the house and how you live in it. This guide compares the three materials we install most and explains the preparation that keeps them flat, quiet and tight.',
    buttonLabel: 'Explore Flooring Installation',
  },
  introduction: [
    "Wood is a natural material that responds to humidity, and Maryland puts it to the test. Summers are long and humid, so boards take on moisture and swell; heated winter air is dry, so they shrink and small gaps can open between them. A floor installed without regard to those swings can cup, crown or squeak within a year. Choosing a material suited to the room, and preparing the subfloor properly, matters as much as the flooring you pick.",
    "Where the floor goes narrows the choice quickly. Below-grade basements and concrete slabs are no place for solid hardwood, and bathrooms, laundry rooms and mudrooms need a surface that shrugs off standing water. Main-level living areas and bedrooms can take any of the three materials below, so there the decision comes down to look, budget and how long you plan to stay.",
    "Most room installations take our team 1 to 3 days once materials have acclimated. Removing old flooring, leveling a subfloor or site-finishing raw hardwood adds time, and we include all of it in the schedule we give you, including when you can walk on the floor and when furniture can go back.",
  ],
  options: {
    heading: 'Comparing the Three Most Popular Floors',
    intro:
      'Each of these materials has a place in a typical Maryland home. The best choice for your living room may not be the best choice for your basement.',
    items: [
      {
        title: 'Solid Hardwood',
        description:
          'Three-quarter-inch solid oak, maple or hickory nailed to a plywood subfloor is the classic floor of Maryland colonials and the one buyers still ask about. It can be sanded and refinished many times over its life.',
        features: [
          'Refinishable many times over decades',
          'Prefinished or sanded and finished on site',
          'Ideal for main floors and bedrooms',
          'Not suitable below grade or directly on concrete',
        ],
      },
      {
        title: 'Engineered Hardwood',
        description:
          'A real hardwood wear layer bonded to a cross-ply core makes engineered flooring far more stable than solid wood. It handles humidity swings, wide planks and concrete slabs, and can be nailed, glued or floated.',
        features: [
          'Real wood surface with better dimensional stability',
          'Works over slabs and in finished basements',
          'Wide planks with less cupping and gapping',
          'Wear layer thickness sets how often it can be refinished',
        ],
      },
      {
        title: 'Luxury Vinyl Plank',
        description:
          'Rigid-core luxury vinyl plank is waterproof, warm underfoot and convincing in appearance. It is our usual recommendation for basements, laundry rooms and busy kitchens with pets and children.',
        features: [
          'Waterproof core for basements and wet areas',
          'Click-lock floating installation',
          'Choose a 20 mil wear layer for pets and heavy traffic',
          'Cannot be refinished; worn planks are replaced',
        ],
      },
    ],
    buttonLabel: 'View Flooring Services',
  },
  considerations: {
    heading: 'Preparation and Planning Tips',
    intro:
      'Most flooring problems start before the first board goes down. These are the steps we never skip and the questions we ask before we order material.',
    items: [
      {
        title: 'Acclimation and Moisture Testing',
        description:
          'We deliver wood flooring ahead of time so it adjusts to your home, then test both the flooring and the subfloor with a moisture meter. Installation waits until the readings fall within the manufacturer\'s limits; on concrete we test the slab as well.',
      },
      {
        title: 'A Flat, Solid Subfloor',
        description:
          'Floating floors typically need the subfloor flat to within 3/16 inch over 10 feet. We grind high spots, fill low ones, and screw down loose plywood to stop squeaks before the new floor goes in, because a bad subfloor telegraphs through any finish.',
      },
      {
        title: 'Old Flooring and Asbestos',
        description:
          'Nine-inch square vinyl tiles and black adhesive in homes built before the 1980s may contain asbestos. Do not sand or pry them up yourself. We can have them tested and, where appropriate, install the new floor over them rather than disturbing them.',
      },
      {
        title: 'Heights and Transitions',
        description:
          'New flooring changes floor height, which affects door bottoms, stair nosings, dishwashers and the transition into the next room. We plan reducers and thresholds in advance and trim doors as needed, so nothing binds or becomes a trip edge.',
      },
      {
        title: 'Layout and Direction',
        description:
          'Solid strip flooring usually runs perpendicular to the floor joists for strength, and planks generally look best parallel to the longest wall or the main line of sight. We stagger end joints and plan the layout so rooms read as one continuous floor.',
      },
      {
        title: 'Humidity Control and Care',
        description:
          'Wood floors are happiest at 35 to 55 percent relative humidity. Running a dehumidifier in summer and a humidifier in winter limits gapping and cupping, and felt pads under furniture and mats at exterior doors protect the finish from grit.',
      },
    ],
  },
  cta: {
    heading: 'Get Floors Installed Right the First Time',
    body: 'We will measure your rooms, test moisture, check the subfloor and help you choose the right material for each space, then give you a fixed price and a schedule, with most rooms installed in 1 to 3 days.',
    buttonLabel: 'Get Flooring Quote',
  },
};
