import { durations } from '../durations';
import { business, claims } from '../site';
import type { ServiceContent } from '../types';

export const bathroomRemodeling: ServiceContent = {
  slug: 'bathroom-remodeling',
  name: 'Bathroom Remodeling',
  title: 'Bathroom Design & Renovation',
  description:
    `Bathroom remodels for Maryland homes: walk-in tile showers, waterproofed wet areas, custom vanities and new fixtures, usually completed in ${durations.bathroom}.`,
  keywords: [
    'bathroom remodeling Maryland',
    'walk-in shower installation',
    'master bathroom renovation',
    'tile shower contractor',
    'bathroom vanity installation',
    'accessible bathroom remodel',
  ],
  features: [
    'Walk-in and curbless tile showers',
    'Fully waterproofed shower systems',
    'Custom vanities and storage',
    'Heated floors and modern fixtures',
  ],
  benefit: 'We waterproof every wet area to manufacturer specifications and set tile by hand.',
  cardTitle: 'Bathroom Remodeling',
  icon: 'bath',
  galleryCategory: 'Bathroom Remodeling',
  primaryLabel: 'Get Free Quote',
  hero: {
    badge: 'Tile, Showers & Vanities',
    heading: 'Bathroom Remodels Built to Stay Dry, Bright and Easy to Clean',
    intro:
      'We take bathrooms down to the studs when needed, correct framing and venting, and build showers on bonded waterproofing membranes that keep water out of your walls. Then we finish with tile, vanities and fixtures chosen with you.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'Our tile setters and carpenters have remodeled hall baths, primary suites and powder rooms across Maryland.',
      icon: 'award',
    },
    {
      title: 'Waterproofing Done Right',
      description:
        'Every shower gets a sloped pan and a continuous membrane, flood-tested before tile goes on.',
      icon: 'droplets',
    },
    {
      title: 'Free Quote in 24 Hours',
      description:
        `Tell us about your bathroom and we will reply ${business.responseTime} to schedule a free in-home estimate.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'What Our Bathroom Remodels Include',
    intro:
      'The parts of a bathroom you never see decide how long it lasts. Our scope covers them as carefully as the finishes.',
    items: [
      'Demolition down to studs and subfloor, with rot or mold repair where we find it',
      'Bonded waterproofing membranes and pre-sloped shower pans, flood-tested for 24 hours',
      'Porcelain, ceramic and natural stone tile with niches, benches and linear drains',
      'New supply and drain lines, pressure-balanced or thermostatic shower valves',
      'Properly ducted exhaust fans vented outdoors, sized to the room',
      'Custom or furniture-style vanities with quartz or marble tops',
      'Electric radiant floor heat and GFCI-protected circuits',
      'Frameless glass enclosures, grab-bar blocking and accessible layouts on request',
    ],
  },
  process: {
    heading: 'Our Bathroom Remodeling Process',
    intro:
      `A typical bathroom remodel takes ${durations.bathroom} on site. Here is how we get from first visit to first shower.`,
    steps: [
      {
        step: 1,
        title: 'In-Home Estimate',
        description:
          'We measure the room, check the plumbing and subfloor, and discuss layout, storage and accessibility needs.',
        icon: 'ruler',
      },
      {
        step: 2,
        title: 'Design & Selections',
        description:
          'We lay out the shower, vanity and fixtures, and help you choose tile, glass, lighting and hardware with samples in hand.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Demolition & Rough-In',
        description:
          'We remove old finishes, repair framing and subfloor, and move plumbing and wiring, passing county rough-in inspections.',
        icon: 'wrench',
      },
      {
        step: 4,
        title: 'Waterproofing & Tile',
        description:
          'Our team installs backer board and membranes, flood-tests the shower pan, then sets and grouts tile.',
        icon: 'droplets',
      },
      {
        step: 5,
        title: 'Fixtures & Final Walkthrough',
        description:
          'We set the vanity, toilet, glass and trim, caulk and clean, and walk through every detail with you.',
        icon: 'sparkles',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a bathroom remodel take?',
      answer:
        `Most bathroom remodels take ${durations.bathroom}. A powder room or a hall bath that keeps its layout is at the short end; a primary bath with a curbless shower, relocated plumbing and custom glass takes closer to six weeks, partly because glass is measured after tile is set.`,
    },
    {
      question: 'Can you convert my tub to a walk-in shower?',
      answer:
        'Yes, it is one of our most requested projects. We remove the tub, rework the drain, build a sloped and waterproofed shower pan, and can add a bench, niche and grab-bar blocking in the same footprint.',
    },
    {
      question: 'What waterproofing system do you use?',
      answer:
        'We use bonded sheet membranes or liquid-applied membranes from established manufacturers, installed to their specifications over cement board or foam board, and we flood-test every pan before tile goes on.',
    },
    {
      question: 'Do bathroom remodels need a permit in Maryland?',
      answer:
        'Replacing fixtures in place often does not, but moving plumbing, adding circuits or changing walls does. We file with your county and schedule the plumbing and electrical inspections.',
    },
    {
      question: 'Will I be without a bathroom the whole time?',
      answer:
        'The room will be out of service for most of the project. If it is your only bathroom, tell us at the estimate so we can sequence work to keep a working toilet available as long as possible.',
    },
    {
      question: 'Can you make my bathroom safer for aging in place?',
      answer:
        'Yes. We build curbless showers with built-in benches, add blocking for grab bars anywhere you may need them, install comfort-height toilets and slip-resistant tile, and widen doorways where the framing allows.',
    },
  ],
  guides: ['bathroom-design-ideas'],
};
