import type { GuideContent } from '../types';

export const sidingInstallationGuide: GuideContent = {
  slug: 'siding-installation-guide',
  service: 'siding-installation',
  title: 'Siding Guide: Vinyl, Fiber Cement & Engineered Wood',
  description:
    'Compare vinyl, fiber cement and engineered wood siding for Maryland homes, and what matters beneath it: sheathing, housewrap, flashing, insulation and trim.',
  keywords: [
    'siding installation guide',
    'siding replacement Maryland',
    'vinyl vs fiber cement siding',
    'engineered wood siding',
    'insulated siding',
    'kick-out flashing',
  ],
  hero: {
    badge: 'Siding Guide',
    heading: 'Choosing Siding That Protects and Lasts',
    intro:
      'New siding changes how your home looks from the street and how well it keeps water and weather out. This guide compares the three siding materials we install most and explains the layers behind them that do the real work.',
    buttonLabel: 'Explore Siding Installation',
  },
  introduction: [
    "Siding is the outer layer of a system. Behind it sit a water-resistive barrier, flashing around every window, door and roof line, and the sheathing that holds the house together. Maryland's weather tests every part of that system: wind-driven rain in summer storms, high humidity that keeps wood damp, and freeze-thaw cycles that widen any crack water finds. Most of the rot we repair on older homes came from water that got behind the siding, not through it.",
    "Many Maryland homes built from the 1950s through the 1980s have aluminum or early vinyl siding installed over the original wood clapboard, often with little or no housewrap. When we strip old siding, we inspect and repair the sheathing, bring flashing up to current practice and give you the chance to add insulation before the new siding goes on. Where original painted wood is disturbed on a home built before 1978, we follow lead-safe work practices.",
    'A typical siding replacement takes our crew 1 to 2 weeks, depending on the size of the house, the number of stories, the amount of trim and how much repair the sheathing needs. We work one elevation at a time so the house is never left exposed overnight.',
  ],
  options: {
    heading: 'Comparing Siding Materials',
    intro:
      'Each of these materials can look right on a Maryland colonial, rambler or split-level. They differ in durability, maintenance, appearance and cost.',
    items: [
      {
        title: 'Vinyl Siding',
        description:
          'Modern vinyl is thicker, more rigid and more color-stable than the siding of a generation ago. It never needs painting and is the most affordable option, and insulated vinyl adds a foam backer that stiffens the panel and improves energy performance.',
        features: [
          'Lowest cost and fastest installation',
          'No painting; occasional washing only',
          'Insulated versions add rigidity and R-value',
          'Wide range of profiles, including shakes and board and batten',
        ],
      },
      {
        title: 'Fiber Cement',
        description:
          'Made from cement, sand and cellulose fibers, fiber cement is noncombustible and resists rot, insects and impact. It holds crisp, deep profiles that read like painted wood, which makes it a favorite for historic-style homes.',
        features: [
          'Noncombustible and insect-resistant',
          'Convincing painted-wood appearance',
          'Factory finishes last many years before repainting',
          'Heavier, so installation takes more time and skill',
        ],
      },
      {
        title: 'Engineered Wood',
        description:
          'Engineered wood siding is made of treated wood strands bonded with resins. It is lighter and tougher against impact than fiber cement, comes in long lengths with few seams, and has the warmth of real wood.',
        features: [
          'Real wood look with a deep grain texture',
          'Lightweight and resistant to hail and impacts',
          'Long boards mean fewer visible joints',
          'Needs proper clearances and sealed cut edges',
        ],
      },
    ],
    buttonLabel: 'View Siding Services',
  },
  considerations: {
    heading: 'What Makes a Siding Job Last',
    intro:
      'The material you choose matters less than how it is installed. These are the details we insist on for every siding project.',
    items: [
      {
        title: 'Inspect What Is Underneath',
        description:
          'We remove the old siding rather than covering it, so we can find and replace soft sheathing, check for insect damage and address the leaks that caused them. Covering a problem with new siding only hides it until it gets worse.',
      },
      {
        title: 'Water-Resistive Barrier and Flashing',
        description:
          'Housewrap lapped shingle-style, flashing tape around windows and doors, and kick-out flashing where a roof edge meets a wall keep water out of the walls. A missing kick-out flashing is one of the most common causes of hidden rot we find.',
      },
      {
        title: 'An Insulation Upgrade',
        description:
          'Re-siding is the most economical time to add continuous rigid foam insulation over the sheathing. It reduces heat loss through the studs and drafts, and we extend window and door trim so the finished details still look right.',
      },
      {
        title: 'Clearances to Ground and Roof',
        description:
          'Fiber cement and engineered wood need clearance above the soil, typically 6 inches, and a gap above roof surfaces, patios and decks so they do not wick water. We check grade and landscaping along the foundation before the first course goes up.',
      },
      {
        title: 'Color, Profile and Approvals',
        description:
          'Very dark vinyl can warp in strong sun unless it is rated for dark colors, and reflected sunlight from a neighbor\'s low-E windows can distort vinyl too. Many HOAs approve siding colors, and historic districts such as Annapolis and Ellicott City review material changes, so we secure approval first.',
      },
      {
        title: 'Trim, Soffit and Fascia',
        description:
          'Corner boards, window casings, soffits and fascia frame the siding and shed water. We replace rotted trim with low-maintenance materials, wrap fascia where appropriate and install vented soffit to support attic ventilation.',
      },
    ],
  },
  cta: {
    heading: 'Get a Siding Estimate',
    body: 'We will walk the exterior with you, check for hidden damage, compare materials and colors and give you a fixed price. Most siding replacements take our crew 1 to 2 weeks from start to final cleanup.',
    buttonLabel: 'Get Free Estimate',
  },
};
