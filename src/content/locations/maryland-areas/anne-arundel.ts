import type { ServiceArea } from '../../types';

/** Anne Arundel County: its permit offices, housing stock and the towns we serve there. */
export const anneArundel: ServiceArea = {
  name: 'Anne Arundel County',
  permitOffice: 'Anne Arundel County Department of Inspections and Permits at the Heritage Office Complex in Annapolis; homes inside Annapolis city limits are permitted by the City of Annapolis Department of Planning and Zoning instead.',
  housingStock: 'An unusually wide range: 18th- and 19th-century brick and frame houses in downtown Annapolis, 1950s-70s ramblers, split-levels and Cape Cods on the Broadneck peninsula and around Severna Park and Glen Burnie, and 1980s-2000s colonials in Crofton, Odenton and Davidsonville. Old waterfront cottages converted to year-round homes often need structural upgrades before a new kitchen or addition can go in.',
  notableNeighborhoods: ['Eastport', 'Murray Hill', 'Cape St. Claire', 'Sherwood Forest', 'Gibson Island'],
  remodelingNote: 'Anything within 1,000 feet of tidal water falls in the Chesapeake Bay Critical Area, where lot-coverage limits and the 100-foot shoreline buffer decide how large a deck or addition can be and may require mitigation plantings. Exterior changes in the Annapolis Historic District also need a certificate from the city Historic Preservation Commission before a building permit is issued.',
  cities: [
    {
      name: 'Annapolis',
      note: 'The state capital keeps one of the best-preserved colonial streetscapes in the country, with 18th-century Georgian brick houses around State Circle and the Naval Academy. Downtown owners usually ask us for period-correct trim, paneled doors and compact kitchens that fit behind historic facades, while Eastport and Murray Hill clients lean toward porches and water-view additions.',
      highlight: 'Outside the historic district, Annapolis keeps plenty of mid-century housing, from Hillsmere Shores and Bay Ridge on the Annapolis Neck to the 1920s-40s cottages of West Annapolis. Those houses rarely have storage to spare, so we build window seats, mudroom lockers and closet systems that recover lost space. Near City Dock, where high tides regularly push water into the streets, we choose moisture-tolerant materials for lower floors.',
    },
    {
      name: 'Severna Park',
      note: 'Severna Park sits on a peninsula between the Severn and Magothy rivers, and many of its 1950s-70s split-levels back onto creeks and coves. Whole-floor renovations that open the main level toward the water and decks built for boat-watching are our most common projects here.',
      highlight: 'The Baltimore and Annapolis Trail runs through the middle of town, and side streets lead to community-owned beaches and piers in places such as Round Bay and Olde Severna Park. Mature oaks shade many lots and keep roofs damp and mossy, so a roof replacement often goes hand in hand with a new primary bath or a second-floor addition for families who plan to stay.',
    },
    {
      name: 'Crofton',
      note: 'Crofton was laid out in 1964 as a planned community around the Crofton Country Club, and its 1960s-80s colonials and split-foyers are now on their second or third kitchen. Homeowners here often pair kitchen remodeling with new flooring across the main level.',
      highlight: 'Crofton Parkway loops around the original neighborhoods, and newer sections such as Walden, built around its own golf course, followed in the late 1980s and 1990s. Many streets carry recorded covenants, so we check the rules before proposing new siding colors, fences or a bigger deck footprint. Inside, finished lower levels and refreshed hall baths round out the list.',
    },
    {
      name: 'Edgewater',
      note: 'Edgewater lines the south shore of the South River near Historic London Town and Gardens, with homes ranging from small summer cottages to newer waterfront colonials. Screened porches, composite decks and siding that holds up to river exposure top the wish lists.',
      highlight: 'Edgewater takes in the Mayo peninsula and the Rhode River shoreline near the Smithsonian Environmental Research Center, where bayside communities such as Selby-on-the-Bay grew from summer lots. Because Critical Area coverage limits make it hard to build outward, we often add space by finishing an attic or raising a second story on the existing footprint, with windows rated for strong winds off the bay.',
    },
    {
      name: 'Arnold',
      note: 'Home to Anne Arundel Community College, Arnold has wooded 1960s-90s neighborhoods spread across the Broadneck peninsula. Families here frequently finish basements and add mudroom built-ins as households grow.',
      highlight: 'College Parkway and Ritchie Highway carry most of the traffic, but the quieter streets in between wind down wooded slopes toward coves of the Magothy and Severn. Split-foyer houses on those slopes often have a raised rear deck at the end of its life, and we replace it with a larger, better-footed structure. Upstairs bath renovations and new roofing are frequent follow-on projects.',
    },
    {
      name: 'Pasadena',
      note: "Pasadena's shoreline along the Magothy and Patapsco rivers is dotted with former summer cottages that became year-round homes, alongside 1970s-90s subdivisions near Downs Park. Converting tight cottage layouts into functional kitchens and baths is a recurring job here.",
      highlight: 'Neighborhoods such as Riviera Beach, Lake Shore and the communities along Bodkin Creek face water on several sides, and Fort Smallwood Park guards the mouth of the Patapsco. Wind-driven rain off the bay finds every weak seam, so much of our time here goes to re-siding, roof replacement and new windows, plus crawl-space repairs under cottages that were never meant for winter.',
    },
    {
      name: 'Davidsonville',
      note: 'Davidsonville keeps a rural feel, with horse farms and custom homes on multi-acre lots south of Route 50. Owners tend to invest in large kitchens, home offices and covered outdoor living areas.',
      highlight: 'Along Routes 214 and 424, Davidsonville houses sit well back from the road, many built in the 1980s-2000s with paddocks or fields behind them. That acreage leaves room for detached garages with a studio above, reclaimed-wood mantels, barn-inspired trim and deep wraparound porches. Wells and septic systems shape the plan whenever a bedroom or bath is added.',
    },
    {
      name: 'Millersville',
      note: 'Millersville stretches along the I-97 corridor near Kinder Farm Park, with 1970s-2000s subdivisions of colonials and split-levels. Typical requests include bathroom remodeling in original 1980s master baths and replacing builder-grade doors and trim.',
      highlight: 'Between Route 3 and the headwaters of the Severn, streets off Benfield Boulevard and Veterans Highway hold a steady stock of two-story colonials built over unfinished basements. We turn many of those lower levels into guest suites with proper egress windows. Aging original windows that leak heat are the other job we take on most, often in the same season.',
    },
    {
      name: 'Odenton',
      note: 'Odenton neighbors Fort George G. Meade and has grown quickly around its MARC station, with many 2000s townhomes and single-family houses. Military and commuter households here often want basement finishing and custom closets completed on a tight, predictable schedule.',
      highlight: "Piney Orchard and Seven Oaks, both planned around the 1990s, set much of Odenton's character, with townhome rows, lakes and walking paths under active homeowner associations. Their original wood decks are wearing out, and association guidelines specify materials and railing styles, so we draw replacements to match. Inside, we upgrade builder-grade stair rails and trim out plain two-story great rooms with crown and paneling.",
    },
    {
      name: 'Glen Burnie',
      note: 'Glen Burnie is known for its post-war Cape Cods and brick ramblers near the northern end of the B&A Trail. Attic dormers, updated bathrooms and new windows are the upgrades we see requested most.',
      highlight: 'Harundale and the streets around Marley Creek filled up in the 1950s with modest brick and frame houses for young post-war families. Their small galley kitchens gain a lot from a reworked layout with taller cabinets and a peninsula, and we test old flooring, siding and pipe insulation for asbestos before anything comes out.',
    },
  ],
};
