import type { LocalKitchenContent } from '../types';

export const potomacKitchen: LocalKitchenContent = {
  slug: 'potomac-kitchen-remodeling',
  town: 'Potomac',
  title: 'Potomac Kitchen Remodeling | Luxury Custom Kitchens in Potomac, MD',
  description:
    "Luxury kitchen remodeling in Potomac, MD: furniture-grade cabinets, marble, quartzite, pro appliances and butler's pantries for estate homes, at a fixed price.",
  keywords: [
    'Potomac kitchen remodeling',
    'luxury kitchen remodel Potomac MD',
    'Potomac kitchen contractor',
    'custom kitchen cabinetry Potomac',
    "butler's pantry design",
    'estate home kitchen renovation',
  ],
  hero: {
    badge: 'Potomac, Maryland',
    heading: 'Luxury Kitchen Remodeling in Potomac',
    intro:
      "Many Potomac estate homes built in the 1980s and 1990s still have their original cherry cabinets, busy granite and oversized soffits. We design and build kitchens that match the scale of these houses, with furniture-grade cabinetry, natural stone and professional appliances, and one project manager who sees it through from the first drawing to the final walkthrough.",
  },
  metrics: [
    {
      metric: '20+ Years',
      description: 'Of hands-on kitchen design and cabinetmaking experience on our lead team',
    },
    {
      metric: 'Every Style',
      description: 'Traditional, transitional or contemporary, designed and built to order',
    },
    {
      metric: 'Licensed',
      description: 'Maryland Home Improvement Commission licensed and fully insured',
    },
  ],
  neighborhoods: {
    heading: 'Potomac Neighborhoods We Serve',
    intro:
      'From the golf-course homes of Avenel to the wooded acre lots along River Road and Falls Road, we remodel kitchens across Potomac, including these neighborhoods.',
    names: [
      'Avenel',
      'Bradley Farms',
      'Potomac Falls',
      'River Falls',
      'Merry-Go-Round Farm',
      'Kentsdale Estates',
      'Piney Glen Farms',
      'Regency Estates',
      'Potomac Village',
    ],
  },
  features: {
    heading: 'Luxury Features for Potomac Kitchens',
    intro:
      'Large rooms and high ceilings call for details in proportion. These are the features Potomac clients most often build into their kitchens.',
    items: [
      'Furniture-style inset cabinetry, built and hand-finished to order',
      'Book-matched marble and quartzite slabs with full-height slab backsplashes',
      '48- and 60-inch professional ranges with custom hoods and code-required makeup air',
      "Butler's pantries and scullery prep kitchens that keep the main room clear",
      'Wine storage, beverage centers and built-in coffee stations',
      'Oversized or double islands with furniture-grade legs and generous seating',
      'Beamed and coffered ceilings and millwork that matches the rest of the house',
      'Layered lighting scenes on whole-home smart controls',
    ],
  },
  styles: {
    heading: 'Popular Kitchen Styles in Potomac',
    intro:
      'Potomac homeowners tend to invest in kitchens meant to last for decades. These three styles lead our design conversations here.',
    items: [
      {
        name: 'Traditional Estate',
        description:
          'Raised-panel or beaded inset doors, a paneled range hood, marble counters and unlacquered brass. It suits the Georgian and colonial architecture common along River Road and in Bradley Farms.',
      },
      {
        name: 'Transitional Luxury',
        description:
          'Simple inset Shaker doors in warm whites or soft taupe, quartzite counters and a rift-sawn white oak island. It lightens a dark 1990s kitchen without fighting the formal rooms around it.',
      },
      {
        name: 'Contemporary European',
        description:
          'Handleless flat-panel cabinetry, thin-profile porcelain or quartz slabs and integrated appliances. Popular in renovated homes with walls of windows, where the kitchen should read as part of the living space.',
      },
    ],
  },
  cta: {
    heading: 'Start Planning Your Potomac Kitchen',
    body: 'Meet with our design team in your home. We will review how you cook and entertain, walk the space with you and prepare a detailed, fixed-price proposal before any work begins.',
    primaryLabel: 'Schedule a Design Consultation',
    secondaryLabel: 'Explore Kitchen Remodeling',
  },
};
