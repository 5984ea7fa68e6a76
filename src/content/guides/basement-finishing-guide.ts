import type { GuideContent } from '../types';

export const basementFinishingGuide: GuideContent = {
  slug: 'basement-finishing-guide',
  service: 'basement-finishing',
  title: 'Basement Finishing Guide: From Planning to Move-In',
  description:
    'Plan a dry, code-compliant finished basement: moisture control, radon testing, insulation, flooring, egress windows and county permits for Maryland homes.',
  keywords: [
    'basement finishing guide',
    'how to finish a basement',
    'basement moisture control',
    'basement radon testing',
    'basement egress window',
    'basement permit Maryland',
    'basement insulation',
  ],
  hero: {
    badge: 'Basement Finishing Guide',
    heading: 'How to Finish a Basement the Right Way',
    intro:
      'A finished basement is only as good as what is behind its walls. This guide explains how our team handles moisture, radon, insulation and permits so your new space stays dry, healthy and comfortable.',
    buttonLabel: 'Explore Basement Finishing',
  },
  introduction: [
    'Basements are the one part of a house that sits in the ground, and that changes how they must be built. Concrete walls and slabs pass moisture, cool surfaces collect condensation in humid weather, and the soil beneath some homes releases radon gas. Finish a basement the way you would an upstairs bedroom and problems tend to show up within a few years as musty odors, mold on the back of drywall or cupped flooring.',
    'Maryland adds its own challenges. Our summers are hot and humid, many older homes have block foundations that seep after heavy rain, and much of central Maryland is rated by the EPA as having high radon potential. None of that stops you from finishing a basement, but it means we start with diagnosis rather than drywall.',
    'Our process begins with a moisture inspection and a radon test, then a design and permit drawings for your county. Once the permit is issued, most basement projects take 4 to 8 weeks: framing, rough plumbing and electrical, inspections, insulation, drywall, flooring, trim and paint. We coordinate every inspection so nothing is closed up before it has been approved.',
  ],
  options: {
    heading: 'Choosing Below-Grade Materials',
    intro:
      'Walls, floors and ceilings in a basement each need materials suited to concrete and moisture. These are the approaches we recommend.',
    items: [
      {
        title: 'Walls: Rigid Foam and Framed Walls',
        description:
          'We insulate foundation walls with rigid foam board fastened and sealed against the concrete, then build a stud wall inside it. Unlike fiberglass with a plastic sheet, foam does not trap condensation against the wall.',
        features: [
          'Rigid foam with taped seams as the moisture-tolerant layer',
          'Pressure-treated bottom plates where wood meets the slab',
          'Mold-resistant drywall held slightly off the floor',
          'Fire blocking and a drywall thermal barrier over foam per code',
        ],
      },
      {
        title: 'Floors: Moisture-Tolerant Flooring',
        description:
          'Concrete slabs stay cool and can release moisture. Choose floors that tolerate it, and consider an insulated or dimpled subfloor to warm the surface and create a small air gap.',
        features: [
          'Luxury vinyl plank, rigid core or porcelain tile',
          'Optional insulated subfloor panels for warmth',
          'Carpet only over a moisture-resistant pad',
          'Engineered wood only with a proper vapor barrier',
        ],
      },
      {
        title: 'Ceilings: Drywall or Suspended',
        description:
          'A drywall ceiling looks like the rest of the house and gains a little height. A suspended ceiling keeps pipes, wires and valves reachable. Many basements use both, with access panels at key points.',
        features: [
          'Drywall for a finished, seamless look',
          'Suspended panels where frequent access is needed',
          'Soffits to group ducts and beams cleanly',
          'Sound insulation between joists to quiet the floor above',
        ],
      },
    ],
    buttonLabel: 'Explore Basement Finishing',
  },
  considerations: {
    heading: 'Before You Finish Your Basement',
    intro:
      'These six steps protect your investment. Skipping any of them is the most common reason finished basements fail.',
    items: [
      {
        title: 'Fix Water Problems First',
        description:
          'Clean gutters, extend downspouts several feet from the foundation and make sure the soil slopes away from the house. If water still enters, interior drainage and a sump pump with a battery backup come before any framing.',
      },
      {
        title: 'Test for Radon',
        description:
          'The EPA recommends fixing homes at or above 4 picocuries per liter. A short-term test before finishing tells us whether to install a sub-slab mitigation system while the space is still open and easy to work in.',
      },
      {
        title: 'Control Humidity Year-Round',
        description:
          'Maryland summers push basement humidity up. Keeping it below about 50 to 60 percent with a properly sized dehumidifier, ideally drained to the sump or a floor drain, prevents mold and protects flooring.',
      },
      {
        title: 'Pull the Right Permits',
        description:
          "Maryland counties require a permit to finish a basement, with inspections for framing, electrical, plumbing and insulation. Permitted work protects your safety, your insurance and your home's resale value.",
      },
      {
        title: 'Add Egress for Bedrooms',
        description:
          'A basement bedroom needs an escape window about 5 to 5.7 square feet in clear opening, at least 24 inches high and 20 inches wide, with a sill no higher than 44 inches. Deep window wells need a ladder.',
      },
      {
        title: 'Budget Time and Money Realistically',
        description:
          'Allow 4 to 8 weeks of construction after the permit is issued. Bathrooms, wet bars, egress windows and radon systems each add cost and time, and our fixed-price proposals list every one of them.',
      },
    ],
  },
  cta: {
    heading: 'Start With a Basement Assessment',
    body: 'Our team will inspect your basement for moisture, talk through radon testing, measure the space and explain exactly what it will take to finish it well, with a fixed price before work begins.',
    buttonLabel: 'Schedule a Basement Assessment',
  },
};
