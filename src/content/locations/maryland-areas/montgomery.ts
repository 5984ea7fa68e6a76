import type { ServiceArea } from '../../types';

/** Montgomery County: its permit offices, housing stock and the towns we serve there. */
export const montgomery: ServiceArea = {
  name: 'Montgomery County',
  permitOffice: 'Montgomery County Department of Permitting Services (DPS), now headquartered in Wheaton, for most of the county; the cities of Rockville and Gaithersburg run their own permit offices, and Chevy Chase Village and several other municipalities require a local permit in addition to the county one.',
  housingStock: 'Early 20th-century Victorians, shingle-style houses and bungalows in Chevy Chase, Kensington and Takoma Park; 1940s-60s brick colonials, Cape Cods and ramblers across Bethesda, Silver Spring and Rockville; 1970s-2000s estate homes in Potomac; and 1980s-2000s townhomes and new-urbanist neighborhoods up the I-270 corridor. In the close-in suburbs owners often weigh expanding a solid 70-year-old house against tearing it down, and a well-planned addition keeps both the house and the character of the street.',
  notableNeighborhoods: ['Kenwood', 'Wood Acres', 'Avenel', 'Woodside Park', 'Kentlands'],
  remodelingNote: 'Work on a house inside a county historic district, such as Kensington, Takoma Park or Chevy Chase Village, needs a Historic Area Work Permit (HAWP) reviewed by the Historic Preservation Commission. Additions that disturb soil can also trigger sediment-control and tree-canopy requirements, so we plan those approvals into the schedule before the build starts.',
  permits: {
    building: 'the Montgomery County Department of Permitting Services (DPS)',
    buildingCity: 'Wheaton',
    electrical: 'DPS',
    plumbing: 'WSSC Water',
  },
  cities: [
    {
      name: 'Bethesda',
      note: "Bethesda's older neighborhoods, among them Edgemoor, Kenwood and Wood Acres, filled in between the 1910s and the 1950s with brick colonials, Tudors and Cape Cods on tree-lined streets.",
      highlight: 'Downtown Bethesda around Bethesda Row has grown into a dense center of offices and apartments, and the Capital Crescent Trail follows the old B&O Georgetown Branch rail line through town. On many residential streets, large new infill houses now stand beside the original colonials and Capes, which look small next to them.',
      neighborhoods: [
        { name: 'Carderock Springs', text: 'Carderock Springs holds about 275 modernist houses built from 1962 to 1966 by Edmund Bennett to designs by Keyes, Lethbridge and Condon, set on wooded, sloping lots along curving streets.' },
        { name: 'Greenwich Forest', text: 'Under a canopy of large oaks, Greenwich Forest keeps 94 Colonial Revival and Tudor Revival houses built from the late 1920s to 1949, now protected as a county historic district.' },
        { name: 'Bannockburn', text: 'Bannockburn began in 1946, when a housing cooperative bought the Bannockburn Golf Club, and its first small ranchers and split-levels went up on the rolling former course in 1949.' },
      ],
      geo: { lat: 38.9807, lng: -77.1003 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling', 'home-additions'],
          text: "Bethesda's colonials and Capes from the 1930s to the 1950s are soundly built but have small, closed kitchens, so instead of moving, many owners have us open the kitchen into a new rear family room.",
        },
        {
          services: ['home-additions'],
          text: 'Where owners weigh a second story against selling to a builder, we design dormered upper floors and finished attics that stay in scale with the street.',
        },
        {
          services: ['basement-finishing'],
          text: 'Basements under the older houses are often low and damp, so we solve drainage and ceiling height before turning them into guest suites.',
        },
        {
          services: ['built-in-entertainment', 'custom-woodworking'],
          text: 'We build bookcases and media walls with trim that matches the original casings of these houses.',
        },
      ],
    },
    {
      name: 'Potomac',
      note: 'Potomac grew from a crossroads village at River Road and Falls Road into a community of estate homes, built mostly from the 1970s through the 2000s on acre-plus lots, including the Avenel community around TPC Potomac.',
      highlight: "The C&O Canal and the Maryland side of Great Falls form Potomac's edge along the river, and pockets of horse country remain, with barns and riding rings on the same lots as houses. Many estate homes here have two-story foyers, curved stairs and long runs of windows facing wooded land.",
      neighborhoods: [
        { name: 'Potomac Falls', text: 'W.C. and A.N. Miller laid out Potomac Falls in 1960 on 800 wooded acres beside the C&O Canal park, with 262 homes on lots of at least two acres.' },
        { name: 'Potomac Village', text: 'Potomac Village grew from Offutts Crossroads, which took the Potomac name around 1880, and storekeeper Thomas Perry built a house at the corner of Falls and River roads in 1902.' },
        { name: 'Lake Normandy Estates', text: 'Lake Normandy Estates includes 1960s contemporaries by developer Ken Freeman, a former New York clothing designer who favored clean, simple lines over the usual brick colonials.' },
      ],
      geo: { lat: 39.0183, lng: -77.2089 },
      homeTypes: ['estate', 'suburban-colonial'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Potomac owners ask for high-end kitchens with custom cabinetry, large islands and professional-grade appliances, often in place of a 1980s or 1990s builder kitchen.',
        },
        {
          services: ['custom-woodworking', 'home-office'],
          text: 'We build paneled libraries and studies in stained hardwood, with bookcases, desks and cabinetry made for the room.',
        },
        {
          services: ['built-in-entertainment'],
          text: 'Home theaters and media walls in finished lower levels are another common request in these large houses.',
        },
        {
          services: ['siding-installation', 'window-installation', 'home-additions'],
          text: 'Some 1980s and 1990s houses here are clad in synthetic stucco that can hide moisture damage, so we open and probe the walls before new windows, new cladding or an addition go on.',
        },
      ],
    },
    {
      name: 'Chevy Chase',
      note: "Chevy Chase began in 1890, when Senator Francis Newlands's Chevy Chase Land Company extended Connecticut Avenue into Maryland and built a streetcar line to sell lots in a planned suburb.",
      highlight: "Shingle-style and Colonial Revival houses with deep front porches line its tree-shaded streets, and the Town of Chevy Chase filled in mostly during the 1920s and 1930s. The community is a patchwork of small jurisdictions, including Chevy Chase Village, the Town of Chevy Chase and Martin's Additions, several with their own building and tree rules.",
      neighborhoods: [
        { name: 'Somerset', text: 'Five Agriculture Department scientists founded Somerset in 1890 on 50 acres of rolling farmland, naming its first streets, such as Dorset, Warwick and Surrey, after English counties.' },
        { name: 'Brookdale', text: 'Brookdale, named for a stream on its eastern edge, has about 400 white-brick houses in English village styles along narrow streets without sidewalks or curbs.' },
        { name: 'Rollingwood', text: 'Rollingwood, west of Rock Creek Park, was carved from a 100-acre estate whose 1926 castle was razed in 1957, though its gatehouse still stands among the later houses.' },
        { name: 'Hawkins Lane', text: 'Hawkins Lane is a one-third-mile, unpaved dead end off Jones Bridge Road, lined with small houses and designated a county historic district in 1991.' },
      ],
      geo: { lat: 38.9711, lng: -77.0764 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Before an addition in Chevy Chase Village can start, the Village requires its own building permit and a tree preservation plan from the Village arborist, on top of the county permit and, inside the historic district, an approved Historic Area Work Permit.',
        },
        {
          services: ['roofing-services'],
          text: 'Some older Chevy Chase houses still have slate roofs, and we repair or replace the slate to match rather than switching materials.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'We match historic trim profiles when we alter period rooms, milling molding where stock profiles fall short.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'We fit modern kitchens into period rooms without losing their original windows and trim.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Chevy Chase Village Historic District need a Historic Area Work Permit from the Montgomery County Historic Preservation Commission for exterior changes.',
        },
      ],
    },
    {
      name: 'Rockville',
      note: 'Rockville has been the seat of Montgomery County since the county was formed in 1776, and its West End keeps rows of Victorian houses from the 1880s and 1890s along West Montgomery Avenue.',
      highlight: 'Twinbrook and Hungerford filled with ramblers in the 1950s, while King Farm, built from the late 1990s on a former dairy farm, added townhomes and compact houses around a walkable center. The Jenkins-Miller-McFarland House on North Adams Street, built in 1793, is believed to be the oldest surviving building in the city.',
      neighborhoods: [
        { name: 'Lincoln Park', text: 'Lincoln Park, east of the railroad tracks, began in 1891 as quarter-acre lots sold to Black families, and by 1920 had some 30 houses, from log cabins to frame homes.' },
        { name: 'Woodley Gardens', text: "Woodley Gardens, laid out in the early 1960s on part of the Milor farm, kept many of the farm's mature trees among its brick colonial houses." },
        { name: 'Fallsmead', text: "Between Wootton Parkway and Falls Road, Fallsmead's roughly 290 homes began in 1968 with four- and five-bedroom colonials, and residents share a private 17-acre park with a pond." },
        { name: 'Rockshire', text: "Rockshire rose on the old Two Brothers dairy farm after its sale in 1959, and the farm's circa-1880 farmhouse still stands beside the community pool." },
      ],
      geo: { lat: 39.084, lng: -77.1528 },
      homeTypes: ['postwar', 'townhome', 'new-community'],
      projects: [
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: "Rockville's 1950s ramblers are well suited to a second-story addition, and many owners combine one with opening the kitchen into the living area.",
        },
        {
          services: ['window-installation'],
          text: 'Many Twinbrook and Hungerford houses still have early windows, which we replace with units sized to the original openings.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Many of those ramblers started with a single hall bath, and we enlarge it or find room for a second bath.',
        },
        {
          services: ['outdoor-decks'],
          text: "In King Farm, a new deck needs a Design Review Application approved by the community's Architectural Design Trust, and we draw ours to the community's published deck details.",
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: "Houses in Rockville's local historic districts, including West Montgomery Avenue, need a Certificate of Approval from the Rockville Historic District Commission for additions and for changes to windows, doors, roofing or siding.",
        },
        {
          kind: 'hoa',
          text: 'Most exterior changes to King Farm homes need a Design Review Application approved by the community architect and the King Farm Architectural Design Trust.',
        },
      ],
      permitOffice: "the City of Rockville's Permits and Inspections office",
      tradePermits: { electrical: "the City of Rockville's Permits and Inspections office", plumbing: "the City of Rockville's Permits and Inspections office" },
    },
    {
      name: 'Silver Spring',
      note: 'Silver Spring takes its name from a mica-flecked spring that Francis Preston Blair found in 1840, and beyond its dense downtown lie neighborhoods of 1920s-50s brick colonials and Cape Cods such as Woodside Park and the streets along Sligo Creek.',
      highlight: 'Around Four Corners, Woodmoor and Hillandale, the housing shifts to post-war ramblers, split-levels and more brick Capes, some still fitted with their original steel casement windows. Sligo Creek Park runs through the middle of this stretch, and some lots slope down toward its wooded stream valley.',
      neighborhoods: [
        { name: 'Woodside', text: 'Woodside, established in 1889 near Georgia Avenue and 16th Street, ranges from Queen Anne houses of the late 1800s to bungalows, Foursquares and newer townhomes.' },
        { name: 'Polychrome Historic District', text: "Near Four Corners, the Polychrome district's five Art Deco houses of 1934 and 1935 are clad in John Joseph Earley's precast concrete panels studded with colored aggregate." },
        { name: 'National Park Seminary', text: 'In Forest Glen, the former National Park Seminary campus has turned its pagoda, castle, Dutch windmill and other fanciful buildings into homes above a wooded ravine.' },
        { name: 'Hammond Wood', text: 'Hammond Wood tucks 58 Contemporary houses by architect Charles Goodman, built from 1949 to 1951, into heavily wooded, rolling land off Veirs Mill Road.' },
      ],
      geo: { lat: 38.9907, lng: -77.0261 },
      homeTypes: ['postwar', 'split-level'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Older Silver Spring basements often have low ceilings and seasonal dampness, so we waterproof and confirm headroom before we finish them.',
        },
        {
          services: ['window-installation'],
          text: 'Rusted steel casement windows in post-war houses are a frequent replacement here, and we fit the new units into the existing masonry openings.',
        },
        {
          services: ['home-additions'],
          text: 'We turn cramped Cape Cod upper floors into full bedrooms by adding shed dormers across the back of the roof.',
        },
      ],
    },
    {
      name: 'Gaithersburg',
      note: 'Gaithersburg grew along the Baltimore and Ohio Railroad, and its 1884 station still anchors Olde Towne, where a handful of Victorian and early 20th-century houses survive.',
      highlight: 'Kentlands, begun in 1988, and neighboring Lakelands were laid out as new-urbanist neighborhoods of townhomes and houses on compact lots near a Main Street. Between Olde Towne and those neighborhoods, 1960s-80s subdivisions of split-levels, colonials and townhomes spread out toward the campus of the National Institute of Standards and Technology.',
      neighborhoods: [
        { name: 'Crown', text: "Crown, begun in 2013 on the 182-acre Crown Farm, names its streets for artists, writers and musicians, and the farm's 1894 farmhouse survives as a private home." },
        { name: 'Observatory Heights', text: "Small Observatory Heights surrounds the park holding the Gaithersburg Latitude Observatory, an 1899 wooden station on DeSellum Avenue that tracked the earth's wobble until 1982." },
        { name: 'Washingtonian Woods', text: 'Washingtonian Woods, a homeowners association neighborhood, borders the former Consumer Product Safety Commission site on Darnestown Road, which the city acquired in 2014 and planned as a park.' },
      ],
      geo: { lat: 39.1434, lng: -77.2014 },
      homeTypes: ['townhome', 'split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['custom-closets', 'pantry-organization'],
          text: 'Compact Kentlands and Lakelands floor plans leave little space to spare, so we fit closet and pantry systems that use every inch.',
        },
        {
          services: ['home-office'],
          text: 'We carve home offices out of third floors and spare bedrooms in Kentlands and Lakelands townhomes.',
        },
        {
          services: ['kitchen-remodeling', 'door-installation'],
          text: "In the city's 1960s-80s split-levels and colonials, we remodel original kitchens and often replace the old sliding door to the deck at the same time.",
        },
        {
          services: ['siding-installation', 'window-installation', 'door-installation'],
          text: "In Kentlands, new siding, windows or exterior doors must use materials accepted by the Kentlands Historical Trust, and we prepare the owner's Visual Change Application.",
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Exterior changes to Kentlands homes need a Visual Change Application approved by the Kentlands Historical Trust under the community design standards.',
        },
      ],
      permitOffice: "the City of Gaithersburg's Permitting and Inspections Division",
      tradePermits: { electrical: "the City of Gaithersburg's Permitting and Inspections Division" },
    },
    {
      name: 'Kensington',
      note: 'Kensington began in 1890, when developer Brainard Warner bought land along the railroad for a Victorian garden suburb named after Kensington in London, and the town was incorporated in 1894.',
      highlight: 'Its historic district keeps large late-19th and early 20th-century houses with wraparound porches and stained glass on curving streets with brick sidewalks, and the castellated 1927 town hall began as a National Guard armory. Antique Row lines Howard Avenue beside the railroad. Beyond the core, Rock Creek Hills and Parkwood hold mid-century colonials, Capes and ramblers on wooded lots sloping toward Rock Creek.',
      neighborhoods: [
        { name: 'Ken-Gar', text: 'Ken-Gar, whose name joins Kensington and Garrett Park, was subdivided in 1892 beside the Metropolitan Branch railroad, and early 1900s houses still line Hampden and Shaftsbury streets.' },
        { name: 'Kensington Park', text: "Kensington Park, the tenth and largest of the area's early subdivisions, places its houses at a uniform setback among tall trees along drives that wind through landscaped blocks." },
        { name: 'Knowles Station', text: 'Knowles Station was the first settlement here, growing up after 1873 where the new Metropolitan Branch railroad crossed the old road from Rockville to Bladensburg.' },
      ],
      geo: { lat: 39.0257, lng: -77.0764 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['window-installation'],
          text: 'Inside the historic district, replacing a window sash requires a Historic Area Work Permit, so we repair original wood windows where we can and match them when we replace.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: "We match original Victorian millwork when we alter rooms in the old town's houses.",
        },
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: 'In Rock Creek Hills and Parkwood, we add kitchen and family-room space off the back of mid-century houses.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a lot slopes toward Rock Creek, we finish the basement with a walkout door to the yard.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Kensington Historic District need a Historic Area Work Permit from the Montgomery County Historic Preservation Commission for exterior changes such as additions, new siding or replacement window sash.',
        },
      ],
    },
    {
      name: 'Olney',
      note: 'Olney grew around the crossroads of Georgia Avenue and Route 108, home of the Olney Theatre Center, and most of its subdivisions went up between the 1970s and the 1990s.',
      highlight: "Neighborhoods such as Olney Mill and Hallowell are made up largely of two-story colonials on generous suburban lots, many built with unfinished basements and formal living and dining rooms. Farmland kept open by the county's Agricultural Reserve lies a short drive to the north and west.",
      neighborhoods: [
        { name: 'Williamsburg Village', text: "Williamsburg Village was Olney's first residential subdivision, built when a single traffic light hung over the crossroads and farm fields still surrounded the new streets." },
        { name: 'Cherrywood', text: 'Cherrywood began in the late 1960s as an extension of Williamsburg Village, near the creek and woods of Headwaters, the farm Interior Secretary Harold Ickes had called home.' },
        { name: 'Olney Historic District', text: "At Georgia Avenue and Route 108, the Olney Historic District keeps St. John's Episcopal Church of 1842, its 1913 rectory and the Olney House of about 1841." },
      ],
      geo: { lat: 39.1532, lng: -77.0669 },
      homeTypes: ['suburban-colonial', 'split-level'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: "Kitchens in Olney's 1980s and 1990s colonials are reaching the end of their life, and we replace them with new layouts, cabinetry and counters.",
        },
        {
          services: ['roofing-services'],
          text: 'Many of those houses are due for a new roof, which we install with architectural shingles, new flashing and better attic ventilation.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We replace the original pressure-treated decks on Olney colonials with composite decking and low-maintenance railings.',
        },
        {
          services: ['basement-finishing'],
          text: 'We finish the unfinished lower levels common in Olney as rec rooms, guest suites and space for teenagers.',
        },
      ],
    },
    {
      name: 'Germantown',
      note: 'Germantown grew rapidly from the 1980s into the 2000s along the I-270 corridor, with townhome rows and single-family neighborhoods clustered around a town center that includes the BlackRock Center for the Arts.',
      highlight: 'Black Hill Regional Park and Seneca Creek State Park frame the community, and many townhome rows back onto woods or stormwater ponds owned by their homeowners associations. Many townhomes sit on sloping lots, with walkout lower levels that face the woods or the ponds.',
      neighborhoods: [
        { name: 'Germantown Historic District', text: 'Around the MARC station, the Germantown Historic District keeps the railroad village that grew up after 1873, with simple houses on half-acre to one-acre lots.' },
        { name: 'Churchill Village', text: "Churchill Village was the first of Germantown's six planned villages, approved in 1968 as a 1,500-acre new town and largely built out by the late 1980s." },
        { name: 'Gunners Lake Village', text: 'Gunners Lake Village, which shares its name with the lake there, filled in early alongside Churchill Village and was nearly complete by the time of the 1989 master plan.' },
        { name: 'Kingsview Village', text: "Kingsview, one of the six villages in Germantown's 1974 plan, was still mostly open land in 1989 and is among the community's newer sections." },
      ],
      geo: { lat: 39.1732, lng: -77.2717 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Two rotted wooden decks collapsed during parties in Germantown in 2019, and we rebuild aging elevated decks with new ledger connections, posts and footings, in materials the homeowners association allows.',
        },
        {
          services: ['basement-finishing'],
          text: 'Walkout basements in Germantown townhomes are often the first space new owners ask us to finish.',
        },
        {
          services: ['flooring-installation'],
          text: 'We replace carpeted stairs and main-level carpet with hardwood or luxury vinyl plank.',
        },
        {
          services: ['bathroom-remodeling', 'bathroom-vanities'],
          text: 'Builder-grade baths from the 1980s and 1990s get new tile, fixtures and vanities.',
        },
      ],
    },
    {
      name: 'Takoma Park',
      note: 'Benjamin Franklin Gilbert platted Takoma Park in 1883 as a railroad suburb of Washington, and streetcar service on Carroll Avenue from 1893 brought a second wave of building to the town now nicknamed the Azalea City.',
      highlight: 'Houses from its first two decades are turreted, many-gabled Queen Anne designs with Stick and Shingle Style details, while those built from 1900 to 1930 lean toward Craftsman bungalows and simpler Arts and Crafts forms. Much of the older town lies within the Takoma Park Historic District, and the city protects its large trees through its own urban forest law.',
      neighborhoods: [
        { name: 'New Takoma', text: "New Takoma, land that founder Benjamin Gilbert bought in 1886, stretches along Carroll Avenue toward the Big Spring at today's Takoma Junction and out to Woodland Avenue." },
        { name: 'North Takoma', text: 'North Takoma grew from the Jones and Naughton farms that Gilbert added to the town, where his North Takoma Hotel once advertised spring water and 160 rooms.' },
        { name: 'Takoma Avenue', text: "On Takoma Avenue, five 1951 houses by modernist architect Charles Goodman stand among the town's older Victorians and bungalows and are listed on the National Register." },
      ],
      geo: { lat: 38.9779, lng: -77.0075 },
      homeTypes: ['victorian-bungalow'],
      projects: [
        {
          services: ['home-additions'],
          text: 'A rear addition within 50 feet of a large tree needs a City of Takoma Park tree impact assessment, and sometimes a tree protection plan permit, along with historic review.',
        },
        {
          services: ['basement-finishing'],
          text: 'Many bungalows here have low, unfinished basements, and we work with structural engineers when a floor has to be lowered to make a usable room.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'We design kitchens with inset-door cabinetry that suits Victorian and Craftsman rooms.',
        },
        {
          services: ['custom-woodworking', 'crown-molding'],
          text: 'We rebuild porch trim and interior moldings by milling profiles to match the originals.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Takoma Park Historic District need a Historic Area Work Permit from the Montgomery County Historic Preservation Commission before additions or changes to exterior materials, windows or porches.',
        },
      ],
    },
  ],
};
