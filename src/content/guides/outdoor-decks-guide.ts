import type { GuideContent } from '../types';

export const outdoorDecksGuide: GuideContent = {
  slug: 'outdoor-decks-guide',
  service: 'outdoor-decks',
  title: 'Deck Building Guide: Materials, Permits & Footings',
  description:
    'Build a deck that lasts in Maryland: pressure-treated vs composite vs PVC decking, county permits, frost-depth footings, ledger flashing and railings.',
  keywords: [
    'deck building guide',
    'deck builder Maryland',
    'composite vs pressure treated decking',
    'deck permit Maryland',
    'deck footing frost depth',
    'deck ledger flashing',
  ],
  hero: {
    badge: 'Outdoor Deck Guide',
    heading: 'Building a Deck That Stands Up to Maryland Weather',
    intro:
      'A deck is a structure that carries people above the ground, so what you cannot see matters as much as the boards you walk on. This guide covers decking materials, permits and the construction details our team builds into every deck.',
    buttonLabel: 'Explore Outdoor Decks',
  },
  introduction: [
    "Maryland is hard on decks. Humid summers keep wood damp and invite mold and rot, strong sun fades and dries the surface, and winters bring repeated freezing and thawing that heave shallow footings and open up every gap where water can get in. A deck built to last here starts with footings below the frost line, framing protected from moisture, corrosion-resistant hardware and a properly flashed connection to the house.",
    "Nearly every attached deck needs a county building permit, and so does any deck more than 30 inches above grade. Permits bring inspections of the footings, the framing and the finished deck, which protects you and makes the deck easier to document when you sell. We prepare the drawings, pull the permit and meet the inspector at each stage.",
    "Once the permit is issued, most of our decks take 1 to 3 weeks to build, depending on size, levels, stairs and features such as built-in benches or a pergola. Every deck we build is backed by our 5 year warranty on workmanship, in addition to the manufacturer warranties on decking and railing products.",
  ],
  options: {
    heading: 'Choosing Your Decking Material',
    intro:
      'The framing under almost every deck is pressure-treated lumber; the choice is what goes on top. These three surfaces cover nearly every deck we build.',
    items: [
      {
        title: 'Pressure-Treated Lumber',
        description:
          'Pressure-treated southern yellow pine is the most affordable decking and the traditional choice in Maryland. It is strong and easy to repair, but it checks, splits and grays without regular cleaning and sealing.',
        features: [
          'Lowest upfront cost',
          'Can be stained any color once dried out',
          'Needs cleaning and sealing every one to two years',
          'Prone to checking and splinters over time',
        ],
      },
      {
        title: 'Capped Composite',
        description:
          'Composite boards combine wood fiber and plastic under a protective polymer cap that resists stains, fading and mold. They cost more upfront but skip the annual sealing, which makes them the most popular choice among our clients.',
        features: [
          'No staining or sealing; wash a few times a year',
          'Will not split, splinter or rot',
          'Wide range of wood-look colors',
          'Hidden fasteners for a clean surface',
        ],
      },
      {
        title: 'Cellular PVC',
        description:
          'PVC decking contains no wood fiber, so it is lighter, highly moisture- and mold-resistant and stays cooler underfoot than many composites. It is a strong choice for shaded, damp yards and for waterfront decks near the Bay.',
        features: [
          'Best moisture and mold resistance',
          'Lighter and cooler than most composites',
          'Well suited to waterfront and shaded sites',
          'Highest upfront cost of the three',
        ],
      },
    ],
    buttonLabel: 'View Deck Building Services',
  },
  considerations: {
    heading: 'Construction Details That Decide a Deck\'s Lifespan',
    intro:
      'Most deck failures start with footings, the ledger or hardware, not the boards. These are the details we build to code and beyond on every project.',
    items: [
      {
        title: 'Permits and Inspections',
        description:
          'Counties generally inspect footing holes before concrete, framing before decking, and the completed deck. Building without a permit can delay a home sale or force costly changes later, so we include permitting in every deck contract.',
      },
      {
        title: 'Footings Below the Frost Line',
        description:
          'Footings must extend below the frost depth each county sets (our town pages give it where the county publishes it), so freeze-thaw cycles cannot heave the deck. We have underground utilities marked before any digging begins.',
      },
      {
        title: 'A Properly Flashed Ledger',
        description:
          'The ledger board that attaches the deck to the house is the most common point of failure. We remove siding at the connection, install flashing that sheds water away from the house, and attach the ledger with through-bolts or structural screws, never nails.',
      },
      {
        title: 'Railings and Stairs',
        description:
          'Guards are required where the deck surface is more than 30 inches above grade, must be at least 36 inches high, and must not let a 4-inch sphere pass through. Stairs need consistent risers no taller than 7-3/4 inches, a graspable handrail and good lighting.',
      },
      {
        title: 'Critical Area and HOA Rules',
        description:
          'Waterfront properties within 1,000 feet of tidal water fall under Chesapeake Bay Critical Area rules that limit lot coverage and keep construction out of the 100-foot buffer. Many HOAs also approve deck size, material and color. We prepare the submissions before ordering materials.',
      },
      {
        title: 'Fasteners and Framing Protection',
        description:
          'Treated lumber corrodes ordinary steel, so we use hot-dip galvanized or stainless connectors and fasteners, and stainless near salt or brackish water. Joist tape on the tops of framing members keeps water out of fastener holes and adds years to the structure.',
      },
    ],
  },
  cta: {
    heading: 'Let Us Build Your Deck',
    body: 'We will visit, measure the site, discuss materials and layout, and handle the permit. Most decks are built in 1 to 3 weeks once approved, and every deck we build comes with our 5 year warranty.',
    buttonLabel: 'Design My Deck',
  },
};
