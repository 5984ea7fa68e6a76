import type { GuideContent } from '../types';

export const kitchenLayoutGuide: GuideContent = {
  slug: 'kitchen-layout-guide',
  service: 'kitchen-remodeling',
  title: 'Kitchen Layout Guide: Choosing the Right Floor Plan',
  description:
    'Compare L-shape, U-shape and galley kitchen layouts, with work-triangle distances, walkway and island clearances, and planning tips for Maryland homes.',
  keywords: [
    'kitchen layout guide',
    'kitchen floor plans',
    'kitchen work triangle',
    'L-shaped kitchen',
    'U-shaped kitchen',
    'galley kitchen layout',
    'kitchen island clearance',
  ],
  hero: {
    badge: 'Kitchen Layout Guide',
    heading: 'Find the Kitchen Layout That Fits the Way You Cook',
    intro:
      "A good layout saves steps, keeps traffic out of the cook's way and leaves room for everyone who gathers in the kitchen. This guide covers the proven floor plans and the measurements our designers use to plan them.",
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  introduction: [
    'The layout decides how a kitchen works long after new paint colors stop feeling new. Before we talk about cabinets or countertops, our team measures the room, notes where the windows, doors, plumbing stack and gas line sit, and asks how your household actually uses the space: who preps, who cleans up, where homework happens and where groceries land when they come through the door.',
    'The classic starting point is the work triangle that connects the sink, the range and the refrigerator. We keep each leg of the work triangle between 4 and 9 feet, with the three legs adding up to no more than about 26 feet. Shorter legs leave you bumping into counters; longer ones turn a weeknight dinner into a walk. Household traffic should not cut through the triangle, and no tall cabinet or island should block one of its legs.',
    'Clearances matter just as much as distances. Plan 36-inch walkways anywhere people pass through, and 42 inches of clearance around islands on every working side, or 48 inches if two cooks regularly work back to back. Those few inches are what let someone walk behind the cook while the dishwasher door is open.',
    'Many Maryland homes built between the 1950s and 1980s, from center-hall colonials to ramblers and split-levels, have closed kitchens sized for one cook. Opening a wall to the dining room is one of the most common requests we hear, and it often involves a load-bearing wall, a new beam and a county building permit. We account for that in the first sketch, so the plan you fall in love with is one we can build. A full kitchen remodel typically takes 6 to 12 weeks once work begins.',
  ],
  options: {
    heading: 'Popular Kitchen Layouts',
    intro:
      'Most kitchens are a variation on one of these three plans. The right choice depends on the size of the room, where the doors and windows fall, and how many people cook at once.',
    items: [
      {
        title: 'L-Shaped Kitchen',
        description:
          'Cabinets run along two adjoining walls, leaving the rest of the room open for a table or an island. It suits medium-sized and open-plan rooms and keeps the work triangle compact without boxing the cook in.',
        features: [
          'Natural fit for an open kitchen and dining plan',
          'Easy to add an island where the room allows 42-inch clearances',
          'Keeps through-traffic on the open side of the room',
          'Corner cabinet needs a blind-corner pull-out or lazy Susan to stay useful',
        ],
      },
      {
        title: 'U-Shaped Kitchen',
        description:
          'Three runs of cabinets wrap around the cook, giving the most counter space and storage for the footprint. It works best in rooms at least 10 feet wide, so the open center keeps a comfortable working aisle.',
        features: [
          'Most counter space and storage per square foot',
          'Keeps through-traffic out of the work zone',
          'One run can become a peninsula with seating',
          'Two inside corners to plan with organizers',
          'Needs good lighting and ideally a window to avoid feeling enclosed',
        ],
      },
      {
        title: 'Galley Kitchen',
        description:
          'Two parallel runs of cabinets face each other across a single aisle. Common in townhouses, condos and older rowhomes, a well-planned galley is one of the most efficient layouts for a single cook.',
        features: [
          'Short steps between sink, range and refrigerator',
          'Plan a 42- to 48-inch aisle between the counters',
          'Avoid placing appliances directly opposite each other',
          'Opening one end to an adjoining room relieves the tunnel feel',
        ],
      },
    ],
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  considerations: {
    heading: 'Layout Planning Tips',
    intro:
      'These are the details our team checks on every kitchen plan before a single cabinet is ordered.',
    items: [
      {
        title: 'Measure the Work Triangle',
        description:
          'Keep each leg between 4 and 9 feet and the total under about 26 feet. If you add a prep sink or wall ovens, plan small work zones around them instead of forcing everything into one triangle.',
      },
      {
        title: 'Protect Walkways and Island Clearance',
        description:
          'Allow 36-inch walkways and 42 inches of clearance around islands. Check that dishwasher, oven and refrigerator doors open fully without blocking the aisle or colliding with each other.',
      },
      {
        title: 'Plan Landing Space',
        description:
          "Leave roughly 12 to 15 inches of counter beside the refrigerator's handle side, on both sides of the cooktop and next to the microwave, so hot dishes and grocery bags always have somewhere to go.",
      },
      {
        title: 'Work With Existing Utilities',
        description:
          'Moving a sink or range is possible, but relocating drains, gas lines and ductwork adds cost. Over a basement or crawl space it is usually straightforward; in a slab-on-grade house it can mean cutting concrete.',
      },
      {
        title: 'Check Structure and Permits',
        description:
          "Opening a load-bearing wall requires a properly sized beam and a permit from your county, such as Montgomery County's Department of Permitting Services. We prepare the drawings, file the application and schedule the inspections.",
      },
      {
        title: 'Vent the Range Outdoors',
        description:
          'A hood ducted to the exterior removes the grease and moisture that humid Maryland summers make worse. Plan the duct route with the layout, and note that hoods above 400 CFM generally need makeup air under the building code.',
      },
    ],
  },
  cta: {
    heading: 'Ready to Plan Your Kitchen Layout?',
    body: "Our team will measure your kitchen, talk through how you cook and entertain, and sketch layout options that fit your room, your budget and your county's code requirements. You get a clear plan and a fixed price before any work starts.",
    buttonLabel: 'Schedule a Kitchen Consultation',
  },
};
