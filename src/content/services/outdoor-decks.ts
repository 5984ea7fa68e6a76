import { durations } from '../durations';
import { warranties } from '../site';
import type { ServiceContent } from '../types';

export const outdoorDecks: ServiceContent = {
  slug: 'outdoor-decks',
  name: 'Outdoor Decks',
  title: 'Custom Decks, Cabanas & Pergolas',
  description:
    'Custom composite and hardwood decks, cabanas, pool houses and pergolas for Maryland homes, built on code-compliant footings and backed by a 5-year warranty.',
  keywords: [
    'deck builder Maryland',
    'composite deck installation',
    'custom decks',
    'pergola construction',
    'cabana and pool house builder',
    'deck replacement',
  ],
  features: [
    'Composite, PVC and hardwood decking',
    'Cabanas, pool houses and pergolas',
    'Built-in benches, stairs and railings',
    'Low-voltage deck and stair lighting',
  ],
  benefit: 'We build on properly sized footings with flashed, code-compliant ledger connections.',
  cardTitle: 'Decks and Cabanas',
  icon: 'trees',
  galleryCategory: 'Outdoor Decks',
  primaryLabel: 'Design My Deck',
  hero: {
    badge: 'Decks, Cabanas & Pergolas',
    heading: 'Custom Decks and Outdoor Living Spaces Built for Maryland Weather',
    intro:
      'Humid summers, freeze-thaw winters and heavy shade are hard on outdoor structures. We design decks, cabanas and pergolas with the right materials, flashing and footings so you spend your weekends on the deck instead of repairing it.',
  },
  trustPoints: [
    {
      title: warranties.deck.title,
      description:
        'Our deck construction is covered by a 5-year warranty, on top of the decking manufacturer warranty.',
      icon: 'shield-check',
    },
    {
      title: 'Permits and Inspections',
      description:
        'We draw the deck plan, file with your Maryland county, and schedule footing, framing and final inspections.',
      icon: 'clipboard-list',
    },
    {
      title: 'Built in 1-3 Weeks',
      description:
        `Most decks are completed in ${durations.decks} once permits are issued, with a clear daily schedule.`,
      icon: 'calendar-check',
    },
  ],
  checklist: {
    heading: 'How We Build Decks That Last',
    intro:
      'The framing under your deck matters more than the boards on top. Every deck we build includes these details.',
    items: [
      'Concrete footings sized to the load and dug below the frost line, to the depth your county requires',
      'Pressure-treated framing rated for ground contact, with joist tape on every joist',
      'Ledger boards through-bolted to the house and flashed to keep water out of the rim',
      'Composite and PVC decking with hidden fasteners, or ipe and other hardwoods',
      'Aluminum, composite, cable or wood railings at code height with tested post connections',
      'Stairs with closed or open risers, landings and graspable handrails',
      'Recessed post-cap, riser and step lighting on a low-voltage transformer',
      'Cabanas, pool houses and pergolas with roofing, ceiling fans and outdoor-rated wiring',
    ],
  },
  process: {
    heading: 'From Backyard Sketch to First Cookout',
    intro:
      `Construction typically takes ${durations.decks}. Planning and permits come first so the build goes quickly.`,
    steps: [
      {
        step: 1,
        title: 'Site Visit',
        description:
          'We measure the yard, check grade, drainage, door heights and setbacks, and talk about how you plan to use the space.',
        icon: 'map-pin',
      },
      {
        step: 2,
        title: 'Design & Materials',
        description:
          'We draw the deck layout and show decking colors, railing styles and lighting options, with a fixed price for each option.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Permits',
        description:
          'We submit construction drawings to your county and, where needed, your HOA, and schedule the build once approved.',
        icon: 'clipboard-list',
      },
      {
        step: 4,
        title: 'Footings & Framing',
        description:
          'We dig and pour footings, pass the footing inspection, then set posts, beams, joists and the flashed ledger.',
        icon: 'hammer',
      },
      {
        step: 5,
        title: 'Decking, Rails & Final',
        description:
          'We install decking, railings, stairs and lighting, clean the yard, and pass the county final inspection.',
        icon: 'thumbs-up',
      },
    ],
  },
  faq: [
    {
      question: 'How long does it take to build a deck?',
      answer:
        `Most decks take ${durations.decks} of construction. A single-level deck with standard railings is near one week; multi-level decks, curved borders, cabanas or pergolas take closer to three. Permit review happens before construction and varies by county.`,
    },
    {
      question: 'Composite or wood decking?',
      answer:
        'Composite and PVC decking cost more up front but need no staining, resist mold and carry long manufacturer warranties. Pressure-treated pine is the most economical, and hardwoods such as ipe are very durable but need oiling to keep their color.',
    },
    {
      question: 'What warranty do you offer on decks?',
      answer:
        'Every deck we build carries our 5-year warranty on construction, in addition to the manufacturer warranty on composite decking and railings, which often runs 25 years or more.',
    },
    {
      question: 'Do I need a permit for a deck in Maryland?',
      answer:
        'Yes, in nearly every county a deck attached to the house or more than 30 inches above grade needs a building permit and inspections. We prepare the drawings and handle the application.',
    },
    {
      question: 'Can you replace the boards on my existing deck?',
      answer:
        'Sometimes. If the framing, footings and ledger are sound and meet code, we can resurface with new decking and railings. If the ledger is not flashed or joists are rotting, we will recommend rebuilding the frame.',
    },
    {
      question: 'When is the best time of year to build a deck?',
      answer:
        'We build from early spring through late fall and pour footings whenever the ground is not frozen. Because permits take time, planning over the winter is the best way to have your deck ready by early summer.',
    },
  ],
  guides: ['outdoor-decks-guide', 'outdoor-decks-design-guide'],
};
