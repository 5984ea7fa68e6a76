import { durations } from '../durations';
import { business, claims } from '../site';
import type { ServiceContent } from '../types';

export const customWoodworking: ServiceContent = {
  slug: 'custom-woodworking',
  name: 'Custom Woodworking',
  title: 'Handcrafted Built-Ins & Cabinetry',
  description:
    `Custom built-ins, bookcases, window seats and cabinetry designed, milled and finished for your Maryland home by woodworkers with ${claims.yearsExperience} years of experience.`,
  keywords: [
    'custom woodworking Maryland',
    'custom built-ins',
    'built-in bookcases',
    'custom cabinetry',
    'window seats',
    'finish carpentry',
  ],
  features: [
    'Built-in bookcases and shelving',
    'Window seats and mudroom benches',
    'Hardwood and paint-grade cabinetry',
    'Hand-applied stains and finishes',
  ],
  benefit: 'Every piece is drawn to your room and built in our own shop from solid hardwood.',
  cardTitle: 'Custom Woodworking',
  icon: 'hammer',
  galleryCategory: 'Custom Woodworking',
  primaryLabel: 'Get Free Consultation',
  hero: {
    badge: 'Shop-Built Craftsmanship',
    heading: 'Custom Built-Ins and Woodwork Made for Your Home',
    intro:
      'From a library wall of walnut bookcases to a painted window seat with hidden storage, we design and build woodwork that fits your rooms to the sixteenth of an inch. Every piece is cut, assembled and finished by our own craftsmen, then installed and scribed on site.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our woodworkers have built thousands of linear feet of cabinetry, shelving and trim in Maryland homes of every age.',
      icon: 'award',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Joints, face frames and finishes we build are covered for as long as you own your home.',
      icon: 'shield-check',
    },
    {
      title: 'Free Design Consultation',
      description:
        `We measure, sketch options and give you a written fixed price at no cost, with a reply ${business.responseTime} of your request.`,
      icon: 'pencil-ruler',
    },
  ],
  checklist: {
    heading: 'What Goes Into Our Custom Woodwork',
    intro:
      'Furniture-grade results come from the materials and joinery you cannot see once a piece is installed. Here is what every project includes.',
    items: [
      'Solid hardwood face frames in oak, maple, cherry, walnut or poplar for paint',
      'Cabinet-grade plywood boxes with dado and pocket-screw joinery instead of particleboard',
      'Adjustable shelves on 32 mm hole spacing, or fixed shelves with hardwood nosing to prevent sag',
      'Scribed side panels and crown that close the gaps against uneven walls and ceilings',
      'Shop-sprayed conversion varnish or catalyzed lacquer for a durable, even finish',
      'Integrated LED lighting, outlets and cable pass-throughs planned before fabrication',
      'Soft-close doors and drawers backed by our 5-year hardware warranty',
      `Simple built-ins completed in ${durations.woodworkingSimple}; elaborate libraries and paneled rooms in ${durations.woodworkingElaborate}`,
    ],
  },
  process: {
    heading: 'Our Custom Woodworking Process',
    intro:
      'Each project moves from your ideas to a finished installation in five clear steps, with a fixed price agreed before any wood is cut.',
    steps: [
      {
        step: 1,
        title: 'Consultation & Measurement',
        description:
          'We visit your home, talk through how you will use the piece, check wall, floor and ceiling conditions, and take precise measurements.',
        icon: 'ruler',
      },
      {
        step: 2,
        title: 'Design & Material Selection',
        description:
          'You receive scaled drawings with elevations, wood species and finish samples, and hardware options to approve.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Shop Fabrication',
        description:
          'Our craftsmen mill the lumber, cut the joinery and assemble each section in our shop, where we control dust, humidity and quality.',
        icon: 'hammer',
      },
      {
        step: 4,
        title: 'Finishing',
        description:
          'Pieces are sanded, stained or primed and sprayed with a hard-wearing topcoat, then cured before they leave the shop.',
        icon: 'paintbrush',
      },
      {
        step: 5,
        title: 'Installation & Walkthrough',
        description:
          'We protect your floors, install and scribe every section, touch up fasteners and review the finished work with you.',
        icon: 'thumbs-up',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a custom woodworking project take?',
      answer:
        `Simple built-ins such as a pair of bookcases or a window seat usually take ${durations.woodworkingSimple} from approved drawings to installation. Elaborate work like a full library wall, paneled study or coffered ceiling takes ${durations.woodworkingElaborate}, because more of it is fabricated and finished in our shop.`,
    },
    {
      question: 'Which wood species do you recommend?',
      answer:
        'For stained work we most often use white oak, cherry, walnut and hard maple. For painted built-ins we use poplar face frames with MDF or maple plywood panels, which hold paint without grain showing through or seasonal cracking at the joints.',
    },
    {
      question: 'Can you match existing trim or cabinetry in an older home?',
      answer:
        'Yes. We can profile a sample of your existing casing or crown, grind matching knives if needed, and blend stain colors so new woodwork sits naturally beside original millwork.',
    },
    {
      question: 'Is there much disruption while you install?',
      answer:
        'Very little. Because cutting and finishing happen in our shop, on-site work is mostly assembly, scribing and touch-up. Most installations take one to three days, and we cover floors and clean up daily.',
    },
    {
      question: 'What warranty comes with your woodwork?',
      answer:
        'Our craftsmanship is backed by a lifetime warranty, and hinges, drawer slides and other hardware carry a 5-year hardware warranty.',
    },
    {
      question: 'How is a custom woodworking project priced?',
      answer:
        'Price depends on the size of the piece, wood species, finish, drawer and door count, and any lighting or wiring. After our free consultation we give you a written fixed price with drawings, so you know the full cost before we start.',
    },
  ],
  guides: ['custom-woodworking-guide'],
};
