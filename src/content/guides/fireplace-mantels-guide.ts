import type { GuideContent } from '../types';

export const fireplaceMantelsGuide: GuideContent = {
  slug: 'fireplace-mantels-guide',
  service: 'fireplace-mantels',
  title: 'Fireplace Mantel Guide: Styles, Wood & Clearances',
  description:
    'Plan a custom fireplace mantel: beam, full surround or overmantel styles, wood species, fire-safety clearances, TV placement and mounting on brick or stone.',
  keywords: [
    'fireplace mantel guide',
    'custom fireplace mantel Maryland',
    'mantel clearance to fireplace opening',
    'wood beam mantel',
    'fireplace surround styles',
    'TV above fireplace mantel',
  ],
  hero: {
    badge: 'Fireplace Mantel Guide',
    heading: 'Designing a Mantel That Anchors the Room',
    intro:
      'A fireplace is the natural focal point of a living room, and the mantel is what frames it. Here is how our team approaches style, proportion, materials and the safety clearances every mantel has to respect.',
    buttonLabel: 'Explore Fireplace Mantels',
  },
  introduction: [
    "Many Maryland homes have a fireplace that deserves better than it has. Older colonials often have a brick firebox with a plain or tired Federal-style mantel, while ramblers and split-levels from the 1950s through the 1970s frequently have a full brick wall with a thin shelf or no mantel at all. Newer homes tend to have a factory-built gas unit with a stock surround. In each case a custom mantel can change the character of the room without touching the firebox itself.",
    "Our mantels take 2 to 4 weeks from approved design to installation. Most of that time is shop work: milling the lumber, assembling the surround, and applying paint or stain in controlled conditions so the finish cures properly. Installation on site usually takes a single day, with touch-up and caulking done before we leave.",
    "Safety comes before style. Building code limits how close wood can sit to a fireplace opening, and factory-built and gas fireplaces carry their own clearance rules in the manufacturer's installation manual, which are often stricter than the code minimum. We confirm the firebox type and its clearances before we draw anything, so the design you approve is one that can be built and inspected.",
  ],
  options: {
    heading: 'Three Mantel Styles to Consider',
    intro:
      'Most mantels we build fall into one of three families. The right one depends on the architecture of the house, the size of the wall and how much storage or display space you want around the fireplace.',
    items: [
      {
        title: 'Beam or Floating Shelf',
        description:
          'A single solid or built-up beam mounted on concealed steel supports gives a clean, substantial look that suits farmhouse, rustic and modern rooms. It works especially well on full-height brick or stone walls where a surround would look crowded.',
        features: [
          'Solid oak, walnut or reclaimed-look beams',
          'Hidden steel rods or brackets anchored into masonry',
          'Hand-hewn, wire-brushed or smooth finishes',
          'Sized to the wall rather than to a stock length',
        ],
      },
      {
        title: 'Full Surround',
        description:
          'Legs, frieze and shelf frame the firebox on three sides. This is the traditional choice for colonial and Federal-style homes, and it can be detailed as Craftsman, Georgian or clean transitional depending on the moldings and proportions.',
        features: [
          'Pilasters or columns with matching capitals',
          'Frieze panel and layered crown under the shelf',
          'Paint-grade or stain-grade construction',
          'Surround can wrap new tile or stone slips',
        ],
      },
      {
        title: 'Overmantel With Built-Ins',
        description:
          'An overmantel carries paneling or a framed mirror or TV recess up toward the ceiling, often with cabinets and shelves flanking the fireplace. It turns the whole wall into one piece of millwork and adds real storage.',
        features: [
          'Paneled chimney breast to the ceiling',
          'Flanking bookcases with lower cabinets',
          'Integrated lighting and concealed wiring',
          'Coordinated with existing crown and trim',
        ],
      },
    ],
    buttonLabel: 'View Fireplace Mantel Services',
  },
  considerations: {
    heading: 'Planning Details That Matter',
    intro:
      'A mantel is a piece of furniture attached to a heat source and a masonry wall. These are the points we settle with every homeowner before building one.',
    items: [
      {
        title: 'Clearances to the Opening',
        description:
          'For masonry fireplaces, code keeps wood trim at least 6 inches from the opening, and within 12 inches any combustible piece may project no more than 1/8 inch for each inch of distance. Factory-built and gas units follow the manufacturer\'s clearance chart, which often sets a minimum mantel height.',
      },
      {
        title: 'Proportion and Shelf Height',
        description:
          'Most mantel shelves sit between 54 and 60 inches above the floor, but ceiling height, the size of the opening and the hearth all shift that number. We draw the mantel to scale on a photo of your wall so you can judge the shelf depth, overhang and leg width before we cut wood.',
      },
      {
        title: 'A TV Above the Fireplace',
        description:
          'Heat rising off the opening can shorten a television\'s life, and a screen mounted high strains your neck. If a TV must go above the mantel, we check the surface temperature, use a deeper shelf to deflect heat and recess the screen as low as clearances allow, or suggest a flanking cabinet instead.',
      },
      {
        title: 'Wood Species and Finish',
        description:
          'Poplar and MDF take paint cleanly; oak, cherry and walnut reward a stain finish. Maryland\'s humid summers and dry heated winters make wood move, so we acclimate stock, use stable panel construction and leave room for seasonal movement.',
      },
      {
        title: 'Mounting on Brick and Stone',
        description:
          'Masonry walls are rarely flat. We scribe the mantel to the brick, anchor it with masonry fasteners or a French cleat, and for floating beams drill and epoxy steel rods into solid masonry so the shelf can carry decor and garland without sagging.',
      },
      {
        title: 'Inspect the Chimney First',
        description:
          'National fire safety guidance calls for an annual chimney inspection. If the flue, damper or firebox needs repair, or you plan to convert to a gas insert, do that work before the new mantel goes up. The hearth extension in front of the opening also has to meet code, and we check it.',
      },
    ],
  },
  cta: {
    heading: 'Let Us Design Your Mantel',
    body: 'Send us a photo of your fireplace wall, or book a visit. We will measure, confirm clearances, draw a design to scale and give you a fixed price, with most mantels built and installed in 2 to 4 weeks.',
    buttonLabel: 'Design My Mantel',
  },
};
