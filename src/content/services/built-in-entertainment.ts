import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const builtInEntertainment: ServiceContent = {
  slug: 'built-in-entertainment',
  name: 'Built-In Entertainment Centers',
  title: 'Custom Media Walls',
  description:
    `Custom built-in entertainment centers and media walls with concealed wiring, ventilated equipment cabinets and display shelving, installed in ${durations.entertainment}.`,
  keywords: [
    'built-in entertainment center Maryland',
    'custom media wall',
    'TV wall unit built-in',
    'fireplace built-ins',
    'home theater cabinetry',
    'custom living room cabinets',
  ],
  features: [
    'Custom media walls and TV surrounds',
    'Concealed wiring and cable management',
    'Ventilated equipment cabinets',
    'Display shelving with LED lighting',
  ],
  benefit: 'We plan wiring, ventilation and TV mounting together with the cabinetry.',
  cardTitle: 'Built-in Entertainment Centers',
  icon: 'tv',
  galleryCategory: 'Built-In Entertainment',
  primaryLabel: 'Get Custom Quote',
  hero: {
    badge: 'Custom Media Walls',
    heading: 'Built-In Entertainment Centers Without the Tangle of Cables',
    intro:
      'We design media walls around your TV, speakers and fireplace, then build the cabinetry in our shop and install it with wiring routed out of sight. The result is furniture-quality storage that makes the room feel finished.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our cabinetmakers have built media walls, fireplace surrounds and theater cabinetry in homes across Maryland.',
      icon: 'award',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Our built-ins are warrantied for life, and hinges, slides and lift hardware carry a 5-year hardware warranty.',
      icon: 'shield-check',
    },
    {
      title: 'Installed in 2-4 Weeks',
      description:
        `Most entertainment centers are built and installed in ${durations.entertainment} once drawings are approved.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'Designed Around Your Equipment',
    intro:
      'A good media wall is as much about what you do not see as the cabinetry you do. Every project includes these details.',
    items: [
      'TV opening sized to your screen, with a recessed or articulating mount on solid backing',
      'In-wall conduit and cable pass-throughs so no wires show between TV and components',
      'Ventilated equipment cabinets with perforated backs or quiet fans to prevent overheating',
      'Cabinet doors with IR-transparent or mesh panels so remotes still work',
      'Dedicated outlets and surge protection behind the TV and in the equipment bay',
      'Adjustable shelving for speakers, soundbars, books and display pieces',
      'Integrated LED strip or puck lighting on dimmers',
      'Side towers and bridges framing fireplaces, windows or doorways',
    ],
  },
  process: {
    heading: 'How We Build Your Entertainment Center',
    intro:
      `Most projects take ${durations.entertainment} from approved drawings to installation. Each one follows five steps.`,
    steps: [
      {
        step: 1,
        title: 'Consultation',
        description:
          'We measure the wall, note outlets, windows and the fireplace, and list your TV size, speakers and components.',
        icon: 'ruler',
      },
      {
        step: 2,
        title: 'Design',
        description:
          'You receive drawings showing the TV height, cabinet layout, wiring paths and finish options for approval.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Wiring Prep',
        description:
          'We add outlets, conduit and low-voltage runs inside the wall before the cabinetry arrives.',
        icon: 'wrench',
      },
      {
        step: 4,
        title: 'Shop Build & Finish',
        description:
          'Our craftsmen build, sand and spray-finish the cabinetry in our shop, then load it for delivery.',
        icon: 'hammer',
      },
      {
        step: 5,
        title: 'Installation',
        description:
          'We install and scribe the units, mount the TV, route cables, set lighting and test everything with you.',
        icon: 'tv',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a built-in entertainment center take?',
      answer:
        `Most projects take ${durations.entertainment} from approved drawings to installation. On-site work is usually one to three days, because the cabinetry is built and finished in our shop.`,
    },
    {
      question: 'How high should the TV be mounted?',
      answer:
        'For comfortable viewing, the center of the screen is ideally near seated eye level, around 42 inches from the floor. Above a fireplace it will be higher, so we often use a pull-down mount or a recessed niche to bring it closer to eye level.',
    },
    {
      question: 'Will my components overheat inside the cabinets?',
      answer:
        'Not with proper ventilation. We design equipment bays with open backs, vent slots or small thermostatically controlled fans, and leave clearance behind receivers and game consoles.',
    },
    {
      question: 'Can the built-in accommodate a larger TV later?',
      answer:
        'Yes. We can size the opening for the next screen size up and add a removable trim panel, so upgrading does not mean rebuilding the cabinetry.',
    },
    {
      question: 'Can you build around an existing fireplace?',
      answer:
        'Yes, fireplace flanking cabinets are one of our most popular designs. We keep the clearances to combustibles required by code and by your fireplace manufacturer.',
    },
    {
      question: 'Can you hide speakers and a soundbar in the cabinetry?',
      answer:
        'Yes. We build speaker bays behind acoustically transparent fabric panels and size an open shelf or cutout for a soundbar, so sound is not muffled and the wall still looks clean.',
    },
  ],
  guides: ['built-in-entertainment-guide', 'built-in-entertainment-design-ideas'],
};
