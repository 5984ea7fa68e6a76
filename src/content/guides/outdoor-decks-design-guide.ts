import type { GuideContent } from '../types';

export const outdoorDecksDesignGuide: GuideContent = {
  slug: 'outdoor-decks-design-guide',
  service: 'outdoor-decks',
  title: 'Deck Design Ideas: Layouts, Shade & Outdoor Living',
  description:
    'Deck design ideas for Maryland backyards: multi-level decks, pergolas, covered decks and cabanas, plus zones, sun and shade, privacy, lighting and railings.',
  keywords: [
    'deck design ideas',
    'multi-level deck design',
    'deck with pergola',
    'covered deck and cabana',
    'deck lighting ideas',
    'deck railing styles',
  ],
  hero: {
    badge: 'Deck Design Ideas',
    heading: 'Design a Deck Around the Way You Live Outdoors',
    intro:
      'The best decks are planned around how you will use them: dining, grilling, lounging or watching the kids in the yard. These ideas help you shape a deck that fits your house, your lot and Maryland\'s long outdoor season.',
    buttonLabel: 'Explore Outdoor Decks',
  },
  introduction: [
    "Start with a list, not a shape. How many people do you want to seat for dinner? Will there be a grill, a hot tub, a fire table or a sectional? Do you want shade in the afternoon, a view of the yard, privacy from the neighbors? The answers set the size and layout of the deck far better than a standard rectangle off the back door.",
    "Maryland lots bring their own opportunities. Many homes sit on sloped lots with a walkout basement, which lends itself to multi-level decks that step down to the yard. Summers are hot and humid, so shade is often the feature clients value most after the first season. Waterfront homes on the Bay and its rivers want open views, and their designs must respect Critical Area limits on lot coverage.",
    "We design decks on paper first, with the layout drawn to scale against your house and yard, so you can see where the furniture, stairs and traffic paths go before we dig. Once approved, most decks take our team 1 to 3 weeks to build, and each is covered by our 5 year warranty.",
  ],
  options: {
    heading: 'Three Deck Designs Our Clients Love',
    intro:
      'Each of these can be built in pressure-treated wood, composite or PVC, and each can be combined with the others as budget and lot allow.',
    items: [
      {
        title: 'Multi-Level Deck',
        description:
          'Two or more platforms connected by wide steps separate cooking, dining and lounging areas and follow the slope of the lot. It is the natural solution for homes with a raised main floor or a walkout basement.',
        features: [
          'Distinct zones for grilling, dining and lounging',
          'Follows sloped lots without towering posts',
          'Wide transition steps double as seating',
          'Lower level can connect to a patio or lawn',
        ],
      },
      {
        title: 'Deck With a Pergola',
        description:
          'A pergola over part of the deck defines an outdoor room and filters the sun. Adding a louvered roof, retractable canopy or climbing vines increases the shade through the heat of a Maryland summer.',
        features: [
          'Partial shade without closing in the view',
          'Optional louvered or canopy cover',
          'Ready for string lights, fans and curtains',
          'Built in wood or low-maintenance materials',
        ],
      },
      {
        title: 'Covered Deck or Cabana',
        description:
          'A solid roof tied into the house or a freestanding cabana gives you a space that stays usable in rain and midday sun. With a ceiling fan, lighting and outlets, it becomes an outdoor living room from spring through fall.',
        features: [
          'Full protection from sun and rain',
          'Ceiling fans, lighting and weatherproof outlets',
          'Roof matched to the house or a standalone structure',
          'Option to add screens to keep out insects',
        ],
      },
    ],
    buttonLabel: 'View Deck Design Services',
  },
  considerations: {
    heading: 'Design Details to Plan Early',
    intro:
      'These decisions shape how a deck feels to use. They are much easier to get right on paper than to change after the framing is up.',
    items: [
      {
        title: 'Size Each Zone for Its Furniture',
        description:
          'A dining table for six needs roughly a 12-by-12-foot area so chairs can pull out, and a seating group needs about the same. Keep a 3-foot path clear between the door, the stairs and the grill, and keep the grill clear of railings and the house wall.',
      },
      {
        title: 'Sun, Shade and Orientation',
        description:
          'A west- or south-facing deck bakes on summer afternoons and heats up dark decking, so plan a pergola, roof or umbrella location from the start. North- and east-facing decks stay cooler but dry more slowly, which favors mold-resistant materials.',
      },
      {
        title: 'Privacy and Views',
        description:
          'Privacy screens, built-in planters and lattice skirting can block a neighbor\'s window or hide the space under the deck. On a view lot, railing choice matters more than anything: cable or glass infill keeps sight lines open from a chair.',
      },
      {
        title: 'Lighting for Evenings',
        description:
          'Low-voltage riser lights on stairs, post-cap lights and under-rail lighting make a deck safe and usable after dark without glare. We run wiring during framing, when it is easy to conceal, and add weatherproof outlets for fans, speakers and string lights.',
      },
      {
        title: 'Railing Style',
        description:
          'Railings are the most visible part of the deck. Wood and composite balusters suit traditional homes, black aluminum balusters look crisp on any style, and cable or glass suit modern houses and views. Every option has to meet guard height and opening rules, and many HOAs approve the style.',
      },
      {
        title: 'Connection to the House and Yard',
        description:
          'Set the deck surface a few inches below the interior floor, within what code allows at the door, so rain and snow stay outside. Plan stairs to land where you actually walk, and wide enough to carry furniture, coolers and guests comfortably.',
      },
    ],
  },
  cta: {
    heading: 'Bring Your Deck Ideas to Life',
    body: 'Tell us how you want to use your outdoor space. We will design a deck drawn to scale for your lot, price it at a fixed cost and build it in 1 to 3 weeks, backed by our 5 year warranty.',
    buttonLabel: 'Design My Deck',
  },
};
