import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const kitchenRemodeling: ServiceContent = {
  slug: 'kitchen-remodeling',
  name: 'Kitchen Remodeling',
  title: 'Custom Kitchen Design & Renovation',
  description:
    'Complete kitchen remodels in Maryland: layout redesign, custom cabinetry, countertops, tile, lighting and appliances, managed by one team at a fixed price.',
  keywords: [
    'kitchen remodeling Maryland',
    'custom kitchen cabinets',
    'kitchen renovation contractor',
    'kitchen island design',
    'quartz countertops',
    'kitchen layout redesign',
  ],
  features: [
    'Custom and semi-custom cabinetry',
    'Quartz, granite and butcher-block tops',
    'Layout changes and island additions',
    'Tile backsplashes and lighting plans',
  ],
  benefit: 'One team handles design, permits, cabinetry and every trade, at a fixed price.',
  cardTitle: 'Complete Kitchen Remodeling',
  icon: 'chef-hat',
  galleryCategory: 'Kitchen Remodeling',
  primaryLabel: 'Get Your Free Project Consultation',
  hero: {
    badge: 'Full-Service Kitchen Renovation',
    heading: 'Kitchen Remodels Designed Around How You Cook and Gather',
    intro:
      'We rework layouts, build and install custom cabinetry, and coordinate plumbing, electrical, countertops and tile so your new kitchen works as well as it looks. One project manager stays with you from the first measurement to the final walkthrough.',
  },
  trustPoints: [
    {
      title: 'Fixed-Price Contracts',
      description:
        'Your written proposal lists cabinetry, counters, fixtures and labor, and the price does not change unless you change the scope.',
      icon: 'badge-dollar-sign',
    },
    {
      title: 'Permits Handled for You',
      description:
        'We prepare drawings and pull the building, electrical and plumbing permits your Maryland county requires, and schedule every inspection.',
      icon: 'clipboard-list',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Our workmanship is warrantied for life, and cabinet hinges and drawer glides carry a 5-year hardware warranty.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'Everything Included in a Complete Kitchen Remodel',
    intro:
      'A kitchen touches nearly every trade in the house. Our proposals spell out each part of the work so nothing is left to a change order.',
    items: [
      'Layout planning with work-triangle legs of 4-9 feet and 42-inch aisles around islands',
      'Custom or semi-custom cabinetry with plywood boxes, dovetailed drawers and soft-close hardware',
      'Quartz, granite, marble or butcher-block countertops templated after cabinets are set',
      'Plumbing relocation for sinks, dishwashers, pot fillers and ice makers',
      'Dedicated appliance circuits, under-cabinet LEDs and recessed lighting on dimmers',
      'Tile backsplash, hardwood or LVP flooring, and drywall repair with paint-ready finishes',
      'Range hoods vented to the exterior and sized to your cooktop',
      'Dust barriers, floor protection and a temporary kitchen setup when you need one',
    ],
  },
  process: {
    heading: 'How Your Kitchen Remodel Comes Together',
    intro:
      `Most kitchen remodels take ${durations.kitchen} from demolition to final walkthrough. These five steps keep the schedule predictable.`,
    steps: [
      {
        step: 1,
        title: 'Free Consultation',
        description:
          'We meet in your kitchen, discuss how you cook and entertain, measure the space and talk through a realistic budget range.',
        icon: 'handshake',
      },
      {
        step: 2,
        title: 'Design & Selections',
        description:
          'We produce a floor plan and cabinet elevations, then help you choose door styles, finishes, countertops, tile and fixtures.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Permits & Ordering',
        description:
          'We submit permit drawings to your county and order cabinets and long-lead items so demolition begins only when materials are confirmed.',
        icon: 'clipboard-list',
      },
      {
        step: 4,
        title: 'Construction',
        description:
          'Demolition, rough plumbing and electrical, inspections, drywall, cabinet installation, countertops, tile and trim follow a posted schedule.',
        icon: 'hammer',
      },
      {
        step: 5,
        title: 'Final Walkthrough',
        description:
          'We install appliances and hardware, complete a punch list with you, and pass the final county inspection before we call the job done.',
        icon: 'calendar-check',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a kitchen remodel take?',
      answer:
        `A complete kitchen remodel typically takes ${durations.kitchen} of on-site work. Cosmetic updates with existing layouts sit near the short end; moving walls, plumbing or gas lines and building custom cabinetry push toward 12 weeks. Design and cabinet lead times come before that and are scheduled with you up front.`,
    },
    {
      question: 'Do I need a permit to remodel my kitchen in Maryland?',
      answer:
        'Most kitchen remodels that change plumbing, electrical or walls require permits from your county, such as Montgomery County Department of Permitting Services or Anne Arundel County Inspections and Permits. We prepare the drawings, file the applications and meet the inspectors.',
    },
    {
      question: 'Can I stay in my home during the remodel?',
      answer:
        'Yes, most of our clients do. We seal the work area with zip-wall dust barriers, protect floors along the path to the kitchen and can set up a temporary sink and counter area so you can still prepare simple meals.',
    },
    {
      question: 'Which countertop material do you recommend?',
      answer:
        'Quartz is the most popular choice because it does not need sealing and resists stains. Granite offers natural variation and heat resistance, marble suits bakers who accept a patina, and butcher block is a warm option for islands.',
    },
    {
      question: 'Can you open a wall between the kitchen and dining room?',
      answer:
        'Often, yes. We check whether the wall is load-bearing and what runs through it, and if needed we have an engineer size a flush beam so the opening has no dropped header. Permits and inspections are included.',
    },
    {
      question: 'What warranty comes with a kitchen remodel?',
      answer:
        'Our workmanship is covered by a lifetime craftsmanship warranty, cabinet hinges and drawer glides by our 5-year hardware warranty, and appliances, faucets and countertops by their manufacturers. We register those warranties for you at handover.',
    },
  ],
  guides: ['kitchen-layout-guide', 'kitchen-materials-guide', 'kitchen-trends-guide'],
};
