import type { GuideContent } from '../types';

export const doorInstallationGuide: GuideContent = {
  slug: 'door-installation-guide',
  service: 'door-installation',
  title: 'Door Installation Guide: Entry & Interior Doors',
  description:
    'How to choose and install entry and interior doors in Maryland: fiberglass vs steel vs wood, sizing, swing, weatherproofing, security and garage door code.',
  keywords: [
    'door installation guide',
    'entry door replacement Maryland',
    'fiberglass vs steel entry door',
    'prehung door installation',
    'interior door replacement',
    'garage entry door code',
  ],
  hero: {
    badge: 'Door Installation Guide',
    heading: 'Choosing and Installing the Right Door',
    intro:
      "A well-chosen door seals out weather, keeps your home secure and sets the tone before anyone steps inside. This guide covers the materials, measurements and installation details our team weighs on every door we hang.",
    buttonLabel: 'Explore Door Installation',
  },
  introduction: [
    "A door does more daily work than almost any other part of a house. It has to close smoothly through Maryland's humid summers, when wood swells, and seal tightly through freeze-thaw winters, when gaps let cold air and moisture in. When a door sticks, shows daylight around its edges or fogs between its glass panes, the cause is often the frame, the threshold or the rough opening rather than the door itself. That is what decides whether you need a new slab hung in the existing frame or a complete prehung unit with a new frame and sill.",
    "Our team installs most doors in 2 to 4 hours per door. That covers removing the old unit, checking the opening for square and rot, setting the new frame on a flashed sill pan, shimming and fastening it, sealing the gap with low-expansion foam and reinstalling the trim. On older colonials, ramblers and split-levels we often find soft subfloor or framing under a threshold that has taken decades of rain. When we do, we show you before repairing it, because a new door set on rotten wood will not stay sealed.",
    "Interior doors follow the same logic on a smaller scale. Solid-core doors block noise far better than hollow-core doors and feel more substantial, which matters for bedrooms, home offices and bathrooms. The sections below walk through entry door materials first, then the sizing, glass, weatherproofing, hardware and code details that determine how well any door performs for the next few decades.",
  ],
  options: {
    heading: 'Choosing an Entry Door Material',
    intro:
      'Most exterior doors we install are fiberglass, steel or wood. Each can look right on a Maryland home; they differ in upkeep, insulation, security and how they handle direct sun and moisture.',
    items: [
      {
        title: 'Fiberglass',
        description:
          "Fiberglass is our most common recommendation for front and back entries. It will not rot, rust or warp in humid weather, resists dents, and can be ordered with a smooth skin for paint or a wood-grain skin that takes stain convincingly.",
        features: [
          'Foam core insulates several times better than solid wood',
          'Stable through humid summers and freeze-thaw winters',
          'Smooth or wood-grain skins for paint or stain',
          'Holds a finish for years with little upkeep',
        ],
      },
      {
        title: 'Steel',
        description:
          'Steel doors are the budget-friendly, secure choice, especially for side, garage and basement entries. They insulate well, but a deep scratch or dent can let rust start, and dark steel doors facing afternoon sun get hot to the touch.',
        features: [
          'Lowest cost of the three materials',
          'Strong, secure skin over an insulated core',
          'Best under a porch roof or on a shaded side',
          'Touch up scratches promptly to prevent rust',
        ],
      },
      {
        title: 'Solid or Engineered Wood',
        description:
          "Wood offers the depth, weight and detail that suit historic and high-end homes, and it is often the expected material in historic districts. It needs a protected location and periodic refinishing to stay tight and handsome.",
        features: [
          'Authentic grain, raised panels and custom sizes',
          'Often preferred by historic district commissions',
          'Best under a deep overhang or covered porch',
          'Exposed faces need refinishing every few years',
        ],
      },
    ],
    buttonLabel: 'View Door Installation Services',
  },
  considerations: {
    heading: 'What to Consider Before You Replace a Door',
    intro:
      'The difference between a door that works for decades and one that drafts by its second winter is usually in these details. We review each of them with you before ordering.',
    items: [
      {
        title: 'Measure the Opening, Not Just the Door',
        description:
          'Common entry doors are 36 by 80 inches, but older homes often have odd sizes. We measure the rough opening and the wall thickness, since jambs come in standard depths such as 4-9/16 inches for 2x4 walls and 6-9/16 inches for 2x6 walls, and we order to fit rather than forcing a stock size.',
      },
      {
        title: 'Swing and Handing',
        description:
          'Most American entry doors swing in, which keeps the hinges inside and the door protected. Outswing doors save floor space and seal tighter against wind-driven rain, but they need security hinges. We confirm which side the hinges go on and check clearance for rugs, stairs and furniture.',
      },
      {
        title: 'Glass, Light and Privacy',
        description:
          'Sidelights, transoms and glass inserts brighten a dark foyer. Code requires safety glazing in and next to doors, so we specify tempered or laminated glass. Low-E glass cuts heat gain on sunny exposures, and textured or frosted glass keeps privacy where a door faces the street.',
      },
      {
        title: 'Weatherproofing the Sill',
        description:
          'Most entry door leaks come from below. We install a sloped, flashed sill pan under every exterior door, set an adjustable threshold, and check that compression weatherstripping and the door sweep meet evenly, so rain, drafts and insects stay out.',
      },
      {
        title: 'The Door Between Garage and House',
        description:
          'Building code requires the door from an attached garage into the house to be solid wood or solid- or honeycomb-core steel at least 1-3/8 inches thick, or a 20-minute fire-rated door, and many Maryland jurisdictions also require a self-closing device. We install doors that pass inspection.',
      },
      {
        title: 'Hardware and Security',
        description:
          'A deadbolt is only as strong as what it locks into. We use reinforced strike plates fastened with 3-inch screws into the framing, choose locksets rated Grade 1 or 2 for exterior doors, and can prepare the door for a multipoint lock or a keypad or smart lock.',
      },
    ],
  },
  cta: {
    heading: 'Ready for a Door That Closes Right?',
    body: "Tell us which doors are giving you trouble. We will measure the openings, check the framing and sills, and give you a fixed-price quote for the door, installation and trim, with most doors installed in 2 to 4 hours each.",
    buttonLabel: 'Get Free Quote',
  },
};
