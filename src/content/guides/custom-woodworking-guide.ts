import type { GuideContent } from '../types';

export const customWoodworkingGuide: GuideContent = {
  slug: 'custom-woodworking-guide',
  service: 'custom-woodworking',
  title: 'Custom Woodworking Guide: Built-Ins & Millwork',
  description:
    'Plan custom built-ins, paneling and millwork: wood species, paint or stain, construction quality, seasonal wood movement and realistic project timelines.',
  keywords: [
    'custom woodworking guide',
    'custom built-ins',
    'built-in bookcases',
    'wainscoting and paneling',
    'custom millwork',
    'wood species for cabinetry',
    'finish carpentry',
  ],
  hero: {
    badge: 'Custom Woodworking Guide',
    heading: 'What to Know Before Commissioning Custom Woodwork',
    intro:
      'Custom woodwork adds character and storage that off-the-shelf furniture cannot match. This guide covers the projects, materials and decisions our woodworkers walk through with every client.',
    buttonLabel: 'Explore Custom Woodworking',
  },
  introduction: [
    'Custom woodworking is built for one place in one house. A bookcase fits the alcove beside the chimney exactly, a window seat fills the bay it sits in, and paneling lines up with the windows and doors around it. That precise fit is what makes built-ins look original to the home, and it is why they add lasting value where freestanding furniture does not.',
    "Every project starts with a site visit and careful measurement. We look at the room's trim, the era and style of the house and how the space is used, then prepare drawings and finish samples for your approval. Much of our work is in Maryland's older colonials, Cape Cods and ramblers, where walls are rarely plumb and original moldings are worth matching, so we scribe every piece to the room rather than relying on filler strips.",
    'Timelines depend on scope. Simple built-ins, such as a pair of bookcases or a window seat, typically take 2 to 4 weeks from approved drawings to installation. Elaborate projects, such as full-room paneling, a library with a rolling ladder or a large custom bar, usually take 6 to 12 weeks, because most of the building, sanding and finishing happens in our shop before installation.',
  ],
  options: {
    heading: 'Popular Custom Woodworking Projects',
    intro:
      'These are the projects homeowners ask us about most. Each can be designed in a painted or stained finish to suit the house.',
    items: [
      {
        title: 'Built-In Bookcases and Window Seats',
        description:
          'Bookcases flanking a fireplace, around a doorway or along a hallway add storage and architectural interest. Window seats turn unused bays and dormers into favorite spots, with drawers or lift-up storage below.',
        features: [
          'Adjustable shelves with hardwood edging',
          'Closed cabinets below for clutter',
          'Storage drawers or hinged lids under seats',
          'Integrated lighting and outlets',
        ],
      },
      {
        title: 'Wainscoting and Wall Paneling',
        description:
          'Raised-panel, recessed-panel, board-and-batten and beadboard wainscoting protect walls and add depth to dining rooms, stairways and entries. Full-height paneling creates a warm, tailored study or library.',
        features: [
          "Profiles matched to the home's style and era",
          'Chair rail and cap molding detailing',
          'Scribed to uneven floors and walls',
          'Paint-grade or stain-grade construction',
        ],
      },
      {
        title: 'Furniture-Grade Built-In Cabinetry',
        description:
          "Mudroom lockers, home bars, butler's pantries and desk walls built to the same standard as fine furniture, with solid wood face frames, dovetailed drawers and durable factory-quality finishes.",
        features: [
          'Cabinet-grade plywood boxes',
          'Dovetailed drawers on soft-close slides',
          'Inset or overlay doors',
          'Wine storage, glass racks and specialty inserts',
          'Hardware chosen to match the room',
        ],
      },
    ],
    buttonLabel: 'Explore Custom Woodworking',
  },
  considerations: {
    heading: 'Decisions That Shape Your Project',
    intro:
      'Thinking through these six points early leads to a smoother project and woodwork that lasts for generations.',
    items: [
      {
        title: 'Paint Grade or Stain Grade',
        description:
          'Painted woodwork is usually built from poplar, maple and MDF panels, which take paint smoothly. Stained work uses species such as white oak, cherry or walnut, where grain and color matching add time and cost.',
      },
      {
        title: 'Choose the Right Species',
        description:
          'Oak is durable with a pronounced grain, maple is hard and smooth, cherry darkens richly with age and walnut is naturally dark. We show finish samples on the actual species before you decide.',
      },
      {
        title: 'Ask About Construction',
        description:
          'Plywood cases, solid wood face frames and proper joinery outlast particleboard and staples. Ask how shelves are supported, how drawers are built and how the unit is fastened to the wall.',
      },
      {
        title: 'Respect Seasonal Wood Movement',
        description:
          "Maryland's humid summers and dry heated winters make solid wood expand and shrink. We acclimate materials, use frame-and-panel construction and leave room for movement so joints and panels stay tight.",
      },
      {
        title: 'Plan Electrical and Lighting Early',
        description:
          'Outlets, switches, shelf lighting and wiring for TVs or speakers are easiest to add before the woodwork is built. We coordinate any electrical work with a licensed electrician and the required permit.',
      },
      {
        title: 'Budget for Time',
        description:
          'Allow 2 to 4 weeks for simple built-ins and 6 to 12 weeks for elaborate work. Approving drawings and finishes promptly keeps your project on schedule, since fabrication starts only after sign-off.',
      },
    ],
  },
  cta: {
    heading: 'Bring Your Woodworking Idea to Life',
    body: 'Tell us what you have in mind and our team will visit, measure and prepare drawings, finish samples and a fixed price for custom woodwork built to fit your home.',
    buttonLabel: 'Request a Design Consultation',
  },
};
