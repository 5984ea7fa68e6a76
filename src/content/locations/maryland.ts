import { durations } from '../durations';
import { GRID_SERVICE_SLUGS, serviceCount } from '../services/slugs';
import { locationStats } from './stats';
import { marylandServiceAreas } from './maryland-areas';
import type { LocationContent } from '../types';
import { quoteDeep } from '../facts';
import { brand, contacts, phoneHours, social, thirdParty } from '../site';

/**
 * Maryland: the active location, served from the shop in Owings (Calvert County).
 * Every city note is specific to its place so that the programmatic city pages read differently.
 * Claims are quoted by name ({claims.projectsAnnually}, facts.ts), so one the owner switches off
 * leaves with its sentence.
 */
export const maryland: LocationContent = quoteDeep({
  slug: 'maryland',
  name: 'Maryland',
  displayName: 'Maryland',
  isActive: true,
  phone: contacts.maryland.phone,
  email: contacts.maryland.email,
  phoneHours,
  heroDescription:
    'We design and build custom cabinetry, built-ins and complete remodels for Maryland homeowners from our shop in Owings, Calvert County. From Chesapeake Bay cottages to Montgomery County colonials, every project starts with a written fixed-price proposal and a crew that shows up when it says it will.',
  serviceDescription:
    `We offer ${serviceCount} services under one roof, from kitchen remodeling and bathroom remodeling to outdoor decks, custom closets and window installation. Our carpenters and project managers handle design, county permits and inspections, so you deal with one accountable team from the first sketch to the final walkthrough.`,
  about: {
    heading: 'A Calvert County Shop Building for Maryland Homes',
    paragraphs: [
      `${brand.name} grew out of a finish-carpentry shop in Owings, and we never gave up the bench work. Our team brings {claims.combinedExperience} years of combined experience in cabinetmaking, trim carpentry and general remodeling. We build much of our millwork ourselves, so a mantel, a wall of bookcases or a kitchen island is sized to your room rather than to a catalogue.`,
      "We complete {claims.projectsAnnually} projects a year. Most of our work is within about 50 km (roughly 30 miles) of the shop, across Calvert, Anne Arundel, Prince George's, Charles and St. Mary's counties and southern Montgomery County, and we also serve Howard, Baltimore and Frederick counties. Knowing each county's permit office, the Chesapeake Bay Critical Area rules on waterfront lots and the quirks of local housing stock is what keeps our schedules honest.",
      'Every job is carried out under our Maryland Home Improvement Commission (MHIC) license and quoted as a written fixed price. We carry full liability insurance on every site{claim.licensedInsured}. We answer every inquiry {business.responseTime}. In-home estimates are free{claim.freeEstimates}. Our carpentry is backed by a {warranties.craftsmanship.name}, and the hardware we supply by a {warranties.hardware.name}.',
    ],
  },
  serviceAreas: marylandServiceAreas,
  services: [...GRID_SERVICE_SLUGS],
  featuredNeighborhoods: [
    {
      name: 'Bethesda',
      description:
        "Bethesda's 1930s-50s brick colonials and Cape Cods have solid bones but small kitchens and closed floor plans. We open walls, add rear family rooms and build cabinetry and trim that look original to the house.",
      badges: ['Classic Colonials', 'Kitchen Expansions', 'Custom Millwork'],
    },
    {
      name: 'Potomac',
      description:
        'Potomac estate homes call for large-scale kitchens, paneled libraries and home theaters built to a high standard. Our shop builds the cabinetry and millwork in-house so every detail is sized to the room.',
      badges: ['Luxury Estates', 'Custom Millwork'],
    },
    {
      name: 'Annapolis',
      description:
        'From 18th-century houses in the historic district to water-view homes in Eastport, Annapolis projects mix preservation and modern living. We prepare drawings for Historic Preservation Commission review and plan waterfront work around Critical Area rules.',
      badges: ['Historic Homes', 'Waterfront'],
    },
    {
      name: 'Ellicott City',
      description:
        'Ellicott City combines a granite-built 18th-century mill town with established neighborhoods on the surrounding hills. We restore trim and floors in the historic core and build kitchens and finished basements in the newer subdivisions.',
      badges: ['Historic Homes', 'Basement Finishing'],
    },
    {
      name: 'Columbia',
      description:
        "Columbia's planned villages date from 1967 onward, and many homes are ready for new windows, siding, decks and kitchens. We prepare the architectural committee applications so exterior work is approved before we start.",
      badges: ['Planned Community', 'HOA Approvals'],
    },
    {
      name: 'Owings',
      description:
        'Owings is our home base, with 1990s-2000s colonials on wooded lots and many unfinished walkout basements. Being minutes from the shop means quick site visits and close supervision on every job.',
      badges: ['Our Home Base', 'Walkout Basements', 'Large Lots'],
    },
    {
      name: 'Severna Park',
      description:
        'Severna Park homes sit between the Severn and Magothy rivers, many on creeks and coves. We specialize in main-level renovations that open toward the water and decks built to handle the weather.',
      badges: ['Waterfront', 'Whole-Floor Renovations'],
    },
    {
      name: 'Chevy Chase',
      description:
        'Chevy Chase shingle-style and Colonial Revival houses from the early 1900s reward careful, period-correct carpentry. We match historic trim profiles, rebuild porches and fit modern kitchens into original rooms.',
      badges: ['Historic Homes', 'Luxury Estates', 'Period Trim'],
    },
  ],
  stats: locationStats.map((stat) => ({ ...stat })),
  faq: [
    {
      question: 'Do I need a permit for my remodeling project in Maryland?',
      answer:
        "Home additions, outdoor decks and basement finishing need a building permit, and kitchen remodeling and bathroom remodeling need one when walls, openings or the layout change; electrical and plumbing changes need their own trade permits. Most permits come from the county, and a few cities, such as Annapolis, Rockville and Laurel, issue their own. We prepare the drawings, file with the right office (for example Calvert County Inspections & Permits in Prince Frederick or Anne Arundel County's Department of Inspections and Permits) and schedule every inspection. Waterfront lots in the Chesapeake Bay Critical Area and homes in historic districts need extra review, which we build into the schedule.",
    },
    {
      question: 'Are you licensed and insured{claim.licensedInsured} in Maryland?',
      answer:
        'Yes. We hold a Maryland Home Improvement Commission (MHIC) license, which Maryland law requires for home improvement contractors, and we carry full liability insurance. Our license number appears on every estimate and contract, and you can verify it through the Maryland Department of Labor license lookup.',
    },
    {
      question: 'How long does a typical project take?',
      answer:
        `Kitchen remodeling usually takes ${durations.kitchen}, bathroom remodeling ${durations.bathroom}, outdoor decks ${durations.decks}, basement finishing ${durations.basement} and custom closets ${durations.closets}. Home additions run ${durations.additions} depending on size and permitting. Your written proposal includes a schedule, and we update it if permit review or special-order materials change the timing.`,
    },
    {
      question: 'Are estimates free{claim.freeEstimates}, and how quickly will you respond{claim.responsePromise}?',
      answer:
        'Yes, in-home estimates are free. We respond to every inquiry {business.responseTime}, visit to measure and talk through the project, and follow up with a written fixed-price proposal that spells out the scope, materials and schedule.',
    },
    {
      question: 'Which Maryland counties do you serve?',
      answer:
        "We serve Anne Arundel, Calvert, Charles, Howard, Montgomery, Prince George's, St. Mary's, Baltimore and Frederick counties from our shop in Owings. Most projects are within about 50 km (30 miles) of the shop, and every town listed on this page can book an in-home estimate for any of our services.",
    },
    {
      question: 'What does the fixed-price guarantee mean{claim.fixedPriceGuarantee}?',
      answer:
        'The price in your signed contract is the price you pay for the work it describes. The only changes come from change orders you approve in writing, and where a concealed condition is possible, such as old wiring behind plaster, we name an allowance in the proposal up front so there are no surprises.',
    },
    {
      question: 'Do you offer financing?',
      answer: `Yes. Financing is available through our partner ${thirdParty.financingPartner.name}, which connects you with its network of lenders, and checking your rate does not affect your credit score. You can also use the financing calculator on our website to estimate a monthly payment for kitchen remodeling, bathroom remodeling or any other project before we meet.`,
    },
    {
      question: 'What warranty do you provide?',
      answer:
        'The carpentry, cabinetry and millwork we build and install carry a {warranties.craftsmanship.name}. Cabinet and door hardware we supply is covered by a {warranties.hardware.name}. Outdoor decks carry a separate {warranties.deck.name}. Roofing, siding, flooring and painting are covered by the written workmanship warranty in your contract{claim.workmanshipWarranty}. Manufacturer warranties on decking, windows and roofing materials pass through to you{claim.manufacturerWarranties}.',
    },
  ],
  specialties: [
    'Period-correct millwork and trim for historic homes in Annapolis, Frederick and Chevy Chase',
    'Waterfront decks and siding built for Chesapeake Bay salt air',
    'Walkout basement finishing for Calvert and Anne Arundel County colonials',
    'Kitchen expansions and rear additions for 1940s-60s colonials and ramblers',
    'Shop-built cabinetry, bookcases and entertainment walls',
    'Aging-in-place bathroom conversions',
    'Permit, Critical Area and HOA approval coordination',
  ],
  socialMedia: {
    facebook: social.facebook,
    instagram: social.instagram,
    tiktok: social.tiktok,
  },
});
