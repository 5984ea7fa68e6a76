import type { ServiceArea } from '../../types';

/** Anne Arundel County: its permit offices, housing stock and the towns we serve there. */
export const anneArundel: ServiceArea = {
  name: 'Anne Arundel County',
  permitOffice: 'Anne Arundel County Department of Inspections and Permits at the Heritage Office Complex in Annapolis; homes inside Annapolis city limits are permitted by the City of Annapolis Department of Planning and Zoning instead.',
  housingStock: 'An unusually wide range: 18th- and 19th-century brick and frame houses in downtown Annapolis, 1950s-70s ramblers, split-levels and Cape Cods on the Broadneck peninsula and around Severna Park and Glen Burnie, and 1980s-2000s colonials in Crofton, Odenton and Davidsonville. Old waterfront cottages converted to year-round homes often need structural upgrades before a new kitchen or addition can go in.',
  notableNeighborhoods: ['Eastport', 'Murray Hill', 'Cape St. Claire', 'Sherwood Forest', 'Gibson Island'],
  remodelingNote: 'Anything within 1,000 feet of tidal water falls in the Chesapeake Bay Critical Area, where lot-coverage limits and the 100-foot shoreline buffer decide how large a deck or addition can be and may require mitigation plantings. Exterior changes in the Annapolis Historic District also need a certificate of approval from the city Historic Preservation Commission before a building permit is issued.',
  permits: {
    building: 'the Anne Arundel County Department of Inspections and Permits',
    buildingCity: 'Annapolis',
    electrical: 'the same county department, applied for by a master electrician licensed in Anne Arundel County',
    plumbing: 'the same county department, applied for by a master plumber licensed in Anne Arundel County',
  },
  cities: [
    {
      name: 'Annapolis',
      note: 'The state capital keeps one of the best-preserved colonial streetscapes in the country, with 18th-century Georgian brick houses around State Circle and the Naval Academy. Eastport, across Spa Creek from downtown, and Murray Hill, just west of downtown, fill narrow lots with late 19th- and early 20th-century houses.',
      highlight: 'Hillsmere Shores and Bay Ridge, on the Annapolis Neck outside city limits, are made up largely of mid-century houses, while West Annapolis keeps cottages from the 1920s-40s. Near City Dock, high tides regularly push water into the streets. Spa, Back, College and Weems creeks reach deep into the city, so few neighborhoods are far from tidal water.',
      neighborhoods: [
        { name: 'Wardour', text: 'Olmsted Brothers drew the plats for Wardour and Wardour Bluffs, recorded in 1909 and 1915, with curving streets fitted to the land above the Severn and large wooded lots.' },
        { name: 'Admiral Heights', text: 'Admiral Heights grew on a former tobacco farm beside Navy-Marine Corps Memorial Stadium, with about 625 houses on streets mostly named for Navy admirals and first sales in 1951.' },
        { name: 'Presidents Hill', text: 'West of the Historic District off West Street, Presidents Hill fits about 115 homes, many of them tall late-Victorian houses, onto Munroe Court, Madison Place, Hill Street and Jefferson Place.' },
        { name: 'Annapolis Roads', text: 'Planned from 1925 as a bayfront resort on the old Belmont Farm, Annapolis Roads on the Annapolis Neck kept its road layout after its golf course closed in 2013.' },
      ],
      geo: { lat: 38.9784, lng: -76.4922 },
      homeTypes: ['historic-core', 'victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking', 'crown-molding', 'door-installation'],
          text: 'In the historic district we match period trim profiles and make paneled doors so that new work inside a Georgian or Federal house reads as original.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Downtown houses leave little room to spare, so we plan compact kitchens that fit behind historic facades without changing anything on the street side.',
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: 'Owners in Eastport and Murray Hill ask us for porches and additions that open their narrow-lot houses toward the water.',
        },
        {
          services: ['custom-closets', 'custom-woodworking'],
          text: 'Mid-century houses in West Annapolis, Hillsmere Shores and Bay Ridge rarely have storage to spare, so we build window seats, mudroom lockers and closet systems that recover lost space.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Exterior work on houses in the Annapolis Historic District, which covers the colonial downtown, needs a certificate of approval from the city Historic Preservation Commission, even where no building permit is required.',
        },
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of tidal water, including much of Eastport and the shores of Spa, Back, College and Weems creeks, lie in the Chesapeake Bay Critical Area, where the City of Annapolis Department of Planning and Zoning reviews lot coverage and buffer impacts.',
        },
      ],
      permitOffice: 'the City of Annapolis Department of Planning and Zoning',
      tradePermits: { electrical: 'the City of Annapolis Department of Planning and Zoning', plumbing: 'the City of Annapolis Department of Planning and Zoning' },
    },
    {
      name: 'Severna Park',
      note: 'Severna Park sits on a peninsula between the Severn and Magothy rivers, and many of its 1950s-70s split-levels back onto creeks and coves.',
      highlight: 'The Baltimore and Annapolis Trail runs through the middle of town, and side streets lead to community-owned beaches and piers in places such as Round Bay and Olde Severna Park. Mature oaks shade many lots and keep roofs damp and mossy.',
      neighborhoods: [
        { name: 'Chartwell', text: 'Chartwell grew from 1961 around a golf and country club between Kinder and Benfield roads, and its roughly 600 homes sit on streets named from a map of London.' },
        { name: 'Cypress Creek', text: 'Lots along Cypress Creek Road first went on sale in 1907, and the roughly 400 homes there now range from 1930s cottages to recent colonials near a community pier.' },
        { name: 'Cape Arthur', text: 'Arthur and Lydia Giddings began assembling Magothy River land in 1948 for Cape Arthur, a community of 213 lots with Arundel Beach and a central park.' },
        { name: 'Chartridge', text: 'Built in the 1970s and 1980s, Chartridge holds about 375 homes on tree-lined streets with sidewalks, along with a swimming pool reserved for residents.' },
      ],
      geo: { lat: 39.079, lng: -76.56 },
      homeTypes: ['split-level', 'postwar', 'suburban-colonial'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Our most common Severna Park project is reworking the main level of a split-level so the kitchen opens toward the creek or cove behind the house.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Lots that slope down to the water call for decks built for boat-watching, sized and footed to suit the grade.',
        },
        {
          services: ['roofing-services'],
          text: 'Under the heavy oak cover, shingles stay damp and grow moss, and worn, moss-covered roofs are a common reason Severna Park owners call us.',
        },
        {
          services: ['home-additions', 'bathroom-remodeling'],
          text: 'Severna Park families who plan to stay often pair a roof replacement with a second-floor addition or a new primary bath.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the Severn, the Magothy and their creeks, including the waterfront parts of Round Bay and Olde Severna Park, lie in the Chesapeake Bay Critical Area, where Anne Arundel County limits lot coverage and work in the shoreline buffer.',
        },
      ],
    },
    {
      name: 'Crofton',
      note: 'Crofton was laid out in 1964 as a planned community around the Crofton Country Club, and its first neighborhoods of colonials and split-foyers went up through the 1960s-80s.',
      highlight: 'Crofton Parkway loops around the original neighborhoods, known locally as the Triangle, and newer sections such as Walden, built around its own golf course, followed in the late 1980s and 1990s. Many streets carry recorded covenants, which the Crofton Civic Association enforces.',
      neighborhoods: [
        { name: 'The Triangle', text: 'Gas lamps lined the circular parkway of the Triangle when the first families arrived in 1965, buying four-bedroom colonials designed in a Colonial Williamsburg style.' },
        { name: 'Crawford Boulevard entrance', text: "Crofton's iron-and-brick front gate stands at the Crawford Boulevard entrance near Lake Louise, where a guard once kept strangers out and locked the gates each night." },
        { name: 'Walden', text: 'Off Riedel and Johns Hopkins roads, the Walden golf course threads narrow, sloping fairways through woods and wetlands between the houses, with water on 14 holes.' },
        { name: 'Crofton Meadows', text: 'Crofton Meadows is an umbrella association covering 12 smaller associations of condominiums and townhouses, with a lake and a walking path shared by residents.' },
      ],
      geo: { lat: 39.011, lng: -76.685 },
      homeTypes: ['split-level', 'suburban-colonial', 'townhome'],
      projects: [
        {
          services: ['kitchen-remodeling', 'flooring-installation'],
          text: 'Many Crofton colonials and split-foyers are on their second or third kitchen, and owners often pair the kitchen remodel with new flooring across the main level.',
        },
        {
          services: ['siding-installation', 'outdoor-decks'],
          text: 'Because recorded covenants govern exterior changes on many streets, we check them before proposing new siding colors or a bigger deck footprint.',
        },
        {
          services: ['basement-finishing'],
          text: 'The lower levels of these colonials and split-foyers are where families find room to grow, and we finish them as family rooms and guest space.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Hall baths original to the 1960s-80s houses are due for a refresh, and we rebuild them down to the subfloor when the tile and plumbing have worn out.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Houses on Crofton's covenanted streets inside the Triangle are bound by recorded covenants that the Crofton Civic Association enforces, so exterior changes need its approval before work starts.",
        },
      ],
    },
    {
      name: 'Edgewater',
      note: 'Edgewater lines the south shore of the South River near Historic London Town and Gardens, with homes ranging from small summer cottages to newer waterfront colonials.',
      highlight: 'Edgewater takes in the Mayo peninsula and the Rhode River shoreline near the Smithsonian Environmental Research Center, where bayside communities such as Selby-on-the-Bay grew from summer lots. Many neighborhoods sit on necks of land between tidal creeks, and houses on the points take the full force of wind off the bay.',
      neighborhoods: [
        { name: 'Londontowne', text: 'Londontowne, called Woodland Beach until 1967, began with 20-by-100-foot lots sold through a 1930s Washington Post subscription offer and now has five community beaches.' },
        { name: 'Beverly Beach', text: 'Edgar Kalb founded Beverly Beach around 1925 at the eastern end of Route 214 on the Mayo peninsula, and its first cottages went up with stucco walls.' },
        { name: 'Glebe Heights', text: 'Glebe Heights sits beside Loch Haven on the Mayo peninsula, with its own community association and an undeveloped forest tract that forms part of a wildlife greenway nearby.' },
      ],
      geo: { lat: 38.9572, lng: -76.5506 },
      homeTypes: ['bay-cottage', 'postwar', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Screened porches and composite decks that hold up to river exposure top the wish lists of Edgewater owners.',
        },
        {
          services: ['siding-installation'],
          text: 'Siding on the South River and Rhode River shorelines takes wind, spray and sun, so we choose materials and trim details made for that exposure.',
        },
        {
          services: ['home-additions'],
          text: 'Because Critical Area coverage limits make it hard to build outward on waterfront lots, we often add space by finishing an attic or raising a second story on the existing footprint.',
        },
        {
          services: ['window-installation'],
          text: 'On exposed points and bayside lots we install windows rated for the strong winds that come off the bay.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the South River, the Rhode River, the bay or their creeks, which takes in much of the Mayo peninsula, lie in the Chesapeake Bay Critical Area, where Anne Arundel County caps lot coverage and restricts building in the shoreline buffer.',
        },
      ],
    },
    {
      name: 'Arnold',
      note: 'Home to Anne Arundel Community College, Arnold has wooded 1960s-90s neighborhoods spread across the Broadneck peninsula.',
      highlight: 'College Parkway and Ritchie Highway carry most of the traffic, but the quieter streets in between wind down wooded slopes toward coves of the Magothy and Severn. Split-foyer houses on those slopes often stand a full story above the yard at the back.',
      neighborhoods: [
        { name: 'Pines on the Severn', text: 'The Pines on the Severn community owns about half a mile of shoreline along Chase Creek, a Severn River tributary, and has its own special community benefit district.' },
        { name: 'Moorings on the Magothy', text: 'Townhouses at the Moorings on the Magothy began going up in 1984 on the site of Mago Vista Beach, a 1928 amusement park with a dance pavilion and rides.' },
        { name: 'Bay Hills', text: 'Bay Hills covers 420 acres along Shore Acres Road, planned around a golf course with sections and streets named for famous courses, and its first 50 lots opened in 1969.' },
      ],
      geo: { lat: 39.042, lng: -76.499 },
      homeTypes: ['split-level', 'suburban-colonial', 'postwar'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'As households grow, Arnold families ask us to finish the lower level of their split-foyer or colonial into a family room or guest space.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Mudroom built-ins with lockers, benches and shoe storage are a frequent request from Arnold families whose households have outgrown the original entry.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Raised rear decks on sloping split-foyer lots are often at the end of their life, and we replace them with larger, better-footed structures.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Upstairs baths original to the 1960s-90s houses are a frequent follow-on project once the main living spaces are done.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses on the streets that run down to the Magothy and Severn coves, where they lie within 1,000 feet of tidal water, are in the Chesapeake Bay Critical Area, and Anne Arundel County limits lot coverage and shoreline-buffer work there.',
        },
      ],
    },
    {
      name: 'Pasadena',
      note: "Pasadena's shoreline along the Magothy and Patapsco rivers is dotted with former summer cottages that became year-round homes, alongside 1970s-90s subdivisions near Downs Park.",
      highlight: 'Neighborhoods such as Riviera Beach, Lake Shore and the communities along Bodkin Creek face water on several sides, and Fort Smallwood Park guards the mouth of the Patapsco. Wind-driven rain off the bay reaches every exposed wall, and many cottages still stand over shallow crawl spaces that were never meant for winter.',
      neighborhoods: [
        { name: 'Orchard Beach', text: 'Summer "shore shacks" that Baltimore families put up in the 1930s and 1940s still stand among the year-round houses of Orchard Beach.' },
        { name: 'Armiger', text: "Addison Johnson's tiny wooden general store of 1855 still stands at Mountain Road and Armiger Drive, the old crossroads that gave Armiger its center." },
        { name: 'Chesterfield', text: "Chesterfield stands apart from Pasadena's older cottage communities, with colonials known for lofted living rooms and a maritime look." },
      ],
      geo: { lat: 39.1075, lng: -76.565 },
      homeTypes: ['bay-cottage', 'split-level', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Converting tight cottage layouts into functional kitchens and baths is a recurring job in Pasadena, where many rooms were laid out for summer use.',
        },
        {
          services: ['siding-installation', 'roofing-services'],
          text: 'Wind-driven rain off the bay finds every weak seam in an old wall or roof, so much of our Pasadena work is re-siding and roof replacement.',
        },
        {
          services: ['window-installation'],
          text: 'Drafty original windows in converted cottages let in wind and rain, and we replace them with tight, well-flashed units.',
        },
        {
          services: ['flooring-installation'],
          text: 'Under cottages that were never meant for winter, we repair crawl-space framing and insulate beneath the floor before new flooring goes down.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of tidal water in Riviera Beach, Lake Shore and along Bodkin Creek lie in the Chesapeake Bay Critical Area, where Anne Arundel County reviews lot coverage and buffer impacts with the building permit.',
        },
      ],
    },
    {
      name: 'Davidsonville',
      note: 'Davidsonville keeps a rural feel, with horse farms and custom homes on multi-acre lots south of Route 50.',
      highlight: 'Along Routes 214 and 424, Davidsonville houses sit well back from the road, many built in the 1980s-2000s with paddocks or fields behind them. Private wells and septic systems serve most properties, and the Patuxent River forms the western edge of the area.',
      neighborhoods: [
        { name: 'Davidsonville Historic District', text: 'The crossroads village known as The Corner, listed on the National Register in 1992, keeps three churches, a store and eleven houses dating from about 1835 to 1941.' },
        { name: 'Central Avenue', text: "Thomas Davidson's 1837 house and 1842 store still stand in the village, and the older houses along the north side of Central Avenue share uniform setbacks from the road." },
        { name: 'River West', text: "River West, built in the 1960s, is counted as Davidsonville's first subdivision and is older than most of the houses along Routes 214 and 424." },
        { name: 'Patuxent Manor', text: "Patuxent Manor breaks from Davidsonville's usual acreage, with its houses set on lots of roughly a quarter acre." },
      ],
      geo: { lat: 38.9228, lng: -76.6308 },
      homeTypes: ['estate', 'rural'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Owners of Davidsonville custom homes tend to invest in large kitchens with room for family gatherings.',
        },
        {
          services: ['home-additions', 'home-office'],
          text: 'Acreage leaves room for detached garages with a studio or home office above, which we design to match the main house.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Covered outdoor living areas and deep wraparound porches suit houses that look out over fields and paddocks.',
        },
        {
          services: ['fireplace-mantels', 'custom-woodworking'],
          text: 'Reclaimed-wood mantels and barn-inspired trim are popular in Davidsonville, where many owners want interiors that echo the farms around them.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Davidsonville homes rely on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs review by the Anne Arundel County Department of Health before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Millersville',
      note: 'Millersville stretches along the I-97 corridor near Kinder Farm Park, with 1970s-2000s subdivisions of colonials and split-levels.',
      highlight: 'Between Route 3 and the headwaters of the Severn, streets off Benfield Boulevard and Veterans Highway hold a steady stock of two-story colonials built over unfinished basements. Kinder Farm Park, once a family farm, keeps open fields and barns among the subdivisions.',
      neighborhoods: [
        { name: 'Historic village core', text: "Millersville's historic core grew around an 1841 post office on the Annapolis and Elkridge Railroad, and the Childs Residence there is listed on the National Register." },
        { name: 'Brittingham', text: 'Brittingham, built from the early 1990s near Kinder Farm Park, has extra-wide streets and cul-de-sacs, colonials on lots of about an acre and a path to the park.' },
        { name: "Shipley's Choice", text: "Shipley's Choice, a covenanted subdivision with its own homeowners association, is one of the Millersville neighborhoods zoned for Severna Park schools." },
      ],
      geo: { lat: 39.0597, lng: -76.6483 },
      homeTypes: ['suburban-colonial', 'split-level'],
      projects: [
        {
          services: ['bathroom-remodeling'],
          text: 'Original 1980s primary baths, with their oversized tubs and dated tile, are a typical Millersville request.',
        },
        {
          services: ['door-installation'],
          text: 'Owners of 1970s-2000s colonials in Millersville often ask us to replace the original builder-grade interior doors and the trim around them.',
        },
        {
          services: ['basement-finishing'],
          text: 'We turn many of the unfinished basements under Millersville colonials into guest suites with proper egress windows.',
        },
        {
          services: ['window-installation'],
          text: 'Aging original windows that leak heat are among the jobs we take on most in Millersville.',
        },
      ],
    },
    {
      name: 'Odenton',
      note: 'Odenton neighbors Fort George G. Meade and has grown quickly around its MARC station, with many 2000s townhomes and single-family houses.',
      highlight: "Piney Orchard and Seven Oaks, both begun around 1990, set much of Odenton's character, with townhome rows, ponds and walking paths under active homeowner associations. Piney Orchard alone holds more than 3,500 homes around a nature preserve created on land once mined for sand and gravel.",
      neighborhoods: [
        { name: 'Odenton Historic District', text: 'Odenton formed in 1868 where the Baltimore and Potomac crossed the Annapolis and Elkridge Railroad, and its historic district includes a 1908 neo-Gothic Masonic Hall.' },
        { name: 'Wilsontown', text: 'Across the tracks off Conway Road, Wilsontown grew on 77 acres deeded by the Wilson family in the 1880s, near Forks AME Church, founded in 1869.' },
        { name: 'Two Rivers', text: "Two Rivers spreads over about 1,468 acres near the Patuxent on Odenton's edge, with more than 2,000 homes including villages for residents 55 and older." },
      ],
      geo: { lat: 39.084, lng: -76.701 },
      homeTypes: ['new-community', 'townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Military and commuter households in Odenton often ask for basement finishing planned around a firm move-in or reassignment date.',
        },
        {
          services: ['custom-closets'],
          text: 'Many Odenton townhomes and houses still have builder-grade wire shelving, and we replace it with custom closet systems that use the full height of each closet.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Original wood decks in Piney Orchard and Seven Oaks are wearing out, and because association guidelines specify materials and railing styles, we draw replacements to match.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'Inside, we upgrade builder-grade stair rails and trim out plain two-story great rooms with crown molding and paneling.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Homes in Piney Orchard and Seven Oaks belong to their community associations, which must approve exterior changes such as decks, fences and siding before work starts.',
        },
      ],
    },
    {
      name: 'Glen Burnie',
      note: 'Glen Burnie is known for its post-war Cape Cods and brick ramblers near the northern end of the B&A Trail.',
      highlight: 'Harundale went up beside Ritchie Highway in the late 1940s and early 1950s as a development of modest ranchers and Cape Cods, many on concrete slabs with radiant heat. Harundale Mall, opened there in 1958, was billed as the first enclosed mall on the East Coast. The streets around Marley Creek filled up in the 1950s with small brick and frame houses for young post-war families.',
      neighborhoods: [
        { name: 'Old town center', text: "The Glenn family had the town laid out after 1888, and near Crain Highway and B&A Boulevard stands St. Alban's Church, built in 1904 with bricks from Marley Chapel." },
        { name: 'Point Pleasant', text: 'Point Pleasant fills the peninsula between Marley and Furnace creeks, where building took off after World War II and an improvement association formed around 1947.' },
        { name: 'Tanyard Cove', text: 'Tanyard Cove, built along Marley Neck Boulevard from 2014 by Elm Street Development, mixes townhomes and single-family houses around a 5,000-square-foot clubhouse.' },
      ],
      geo: { lat: 39.1626, lng: -76.6247 },
      homeTypes: ['postwar', 'split-level'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Glen Burnie Cape Cods have cramped upper floors, and attic dormers turn them into full-height bedrooms.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'The original small baths in these post-war houses are among the rooms Glen Burnie owners ask us to update most.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Small galley kitchens in Harundale and around Marley Creek gain a lot from a reworked layout with taller cabinets and a peninsula.',
        },
        {
          services: ['flooring-installation', 'siding-installation'],
          text: 'Before old floor tile or siding comes out of a post-war Glen Burnie house, we test it for asbestos and plan safe removal where it is found.',
        },
      ],
    },
  ],
};
