import type { ServiceArea } from '../../types';

/** Prince George's County: its permit offices, housing stock and the towns we serve there. */
export const princeGeorges: ServiceArea = {
  name: "Prince George's County",
  permitOffice: "Prince George's County Department of Permitting, Inspections and Enforcement (DPIE) in Largo; the City of Laurel issues its own permits, and cities such as Bowie and Greenbelt require a city permit in addition to the county one.",
  housingStock: 'Late 19th- and early 20th-century Victorians, foursquares and bungalows in the Route 1 towns of Hyattsville, College Park and University Park; the 1937 New Deal row houses of Greenbelt; Levitt-built Cape Cods, ranchers and colonials from the 1960s in Bowie; and 1990s-2000s large colonials in Mitchellville and Upper Marlboro. The post-war houses respond well to kitchen open-ups and rear additions, while the prewar homes call for trim and plaster repairs matched to the originals.',
  notableNeighborhoods: ['Belair at Bowie', 'Old Greenbelt', 'University Park', 'Woodmore', 'Marlton'],
  remodelingNote: 'Parts of the county sit on Marlboro clay, a layer that turns slick when wet and caused the 2014 Piscataway Hills landslide in Fort Washington, so additions and decks near steep grades may need a geotechnical engineer to review the footings. In Old Greenbelt, the Greenbelt Homes Inc. housing cooperative also reviews alterations to member homes, and Greenbelt and Bowie add a city permit to the county one.',
  permits: {
    building: "the Prince George's County Department of Permitting, Inspections and Enforcement (DPIE)",
    buildingCity: 'Largo',
    electrical: 'DPIE',
    plumbing: 'WSSC Water',
    frostDepthInches: 30,
  },
  cities: [
    {
      name: 'Bowie',
      note: "Bowie began as Huntington City, a railroad junction laid out in 1870 and renamed Bowie in 1880, but most of today's city was built by Levitt and Sons, who opened model homes for Belair at Bowie on Sussex Lane in 1960.",
      highlight: 'Levitt sold Cape Cods, ranchers, colonials and a model called the Country Clubber, built on concrete slabs and grouped into sections whose street names share an initial letter. The 18th-century Belair Mansion, home of colonial governor Samuel Ogle, and its stable museum recall the estate the suburb was built on, and Allen Pond Park lies near the middle of town.',
      neighborhoods: [
        { name: 'Old Bowie', text: 'In Old Bowie, the original railroad town, narrow 2,500-square-foot lots line a street grid, and the Twin Houses at Maple Avenue and Ninth Street once housed railroad workers.' },
        { name: 'Tulip Grove', text: 'Tulip Grove is named for a stand of 78 tulip poplars, already two centuries old when Levitt built around them, each tree fitted with its own lightning rod.' },
        { name: 'Foxhill', text: "Foxhill, one of the original Levitt neighborhoods, recalls the fox hunts that Governor Ogle's pack of hounds once ran across the Belair estate." },
        { name: 'Chapel Forge', text: "Chapel Forge sits near the site of the old estate's blacksmith forge and of a Catholic chapel that once drew many pilgrims, which together gave the section its name." },
      ],
      geo: { lat: 38.9647, lng: -76.7444 },
      homeTypes: ['postwar', 'split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: 'We open Levitt-era kitchens to the living room and add rear family rooms, and the City of Bowie requires its own permit for that work alongside the county permit.',
        },
        {
          services: ['flooring-installation'],
          text: 'Because Levitt houses sit on concrete slabs, we choose flooring that suits a slab, such as engineered wood, tile or luxury vinyl plank over a proper moisture barrier.',
        },
        {
          services: ['home-additions', 'siding-installation', 'window-installation'],
          text: 'Many Bowie houses have an enclosed carport or a converted garage, and we rework those rooms with level floors, matching siding and proper windows.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Decks and porches in Bowie need both a county permit and a City of Bowie permit, and we file the two together.',
        },
      ],
    },
    {
      name: 'Upper Marlboro',
      note: "Settled around 1695 and laid out in 1706 as a tobacco port on the Western Branch of the Patuxent, Upper Marlboro has been the seat of Prince George's County since 1721.",
      highlight: 'The small incorporated town around the courthouse is the birthplace of Archbishop John Carroll and his brother Daniel, a signer of the Constitution, while Greater Upper Marlboro spreads far beyond it into newer communities such as Marlton and Beech Tree. Toward Jug Bay and the Patuxent, horse farms and rural lots remain.',
      neighborhoods: [
        { name: 'Town of Upper Marlboro Residential Area', text: "The town's residential historic district, listed in 2012, spans about 100 acres and includes Kingston of about 1730, Content of about 1787 and the Queen Anne Traband House." },
        { name: 'Rectory Lane', text: 'Rectory Lane holds early and mid-20th-century houses in a run of styles, from Tudor and American Foursquare to bungalow, Cape Cod, Minimal Traditional and ranch.' },
        { name: 'Marlton', text: 'Marlton began in the 1960s as a golf course community among tobacco fields and has grown to some 3,200 single-family homes, townhouses and apartments on hilly streets.' },
        { name: 'BeechTree', text: 'Along tree-lined Beech Tree Parkway, BeechTree holds nearly 1,900 stone- and brick-fronted houses and townhouses near its community center and the Lake Presidential Golf Club.' },
      ],
      geo: { lat: 38.8164, lng: -76.7533 },
      homeTypes: ['suburban-colonial', 'rural'],
      projects: [
        {
          services: ['outdoor-decks', 'home-additions'],
          text: 'Marlboro clay, the slippery soil layer named for this area, underlies some local slopes, so before we dig footings on a slope we check the grade and, where needed, bring in a geotechnical engineer.',
        },
        {
          services: ['basement-finishing', 'built-in-entertainment'],
          text: 'Owners of the large 1990s and 2000s houses in Marlton and Beech Tree ask us to finish lower levels as media rooms with built-in screens, speakers and cabinetry.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'We update primary baths from those decades with walk-in showers, new tile and better ventilation.',
        },
      ],
    },
    {
      name: 'Laurel',
      note: 'Laurel grew in the early 19th century as a mill town on the Patuxent, and the arrival of the Baltimore and Ohio Railroad in 1835 made it an early commuter town between Washington and Baltimore.',
      highlight: "The city's historic district centers on Main Street and its 19th-century houses, while 1960s-80s subdivisions spread out around it. Montpelier Mansion, a Georgian house built around 1783 for Thomas Snowden, gives its name to a neighborhood south of town, and the Patuxent Research Refuge stretches southeast toward Fort Meade.",
      neighborhoods: [
        { name: 'Montgomery Street Historic District', text: "The Montgomery Street Historic District, Laurel's largest local district, covers straight, tree-lined streets from Washington Boulevard to Eleventh Street behind the houses of Main Street." },
        { name: 'Fairlawn', text: "Fairlawn, inside the city limits, was one of the largest areas built up in the housing boom that followed the arrival of NSA at Fort Meade and NASA's Goddard center." },
        { name: 'Patuxent Greens', text: 'Off Route 197 near Clubhouse Boulevard, Patuxent Greens was annexed by the city in the early 1980s, and a 2018 plan calls for new homes on its 191-acre golf course.' },
      ],
      geo: { lat: 39.0958, lng: -76.8597 },
      homeTypes: ['split-level', 'townhome'],
      projects: [
        {
          services: ['kitchen-remodeling', 'basement-finishing'],
          text: 'Some Laurel houses from the late 1960s and early 1970s still have aluminum branch wiring, so we plan electrical upgrades into kitchen remodels and new lower-level family rooms.',
        },
        {
          services: ['siding-installation', 'window-installation', 'door-installation'],
          text: "In the Laurel Historic District, exterior changes need a Certificate of Approval from the city's Historic District Commission, and we prepare it together with the city permit.",
        },
        {
          services: ['outdoor-decks', 'home-additions', 'basement-finishing'],
          text: 'Inside city limits, decks, additions and finished basements are permitted and inspected by the City of Laurel rather than the county, while plumbing goes to WSSC Water.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Laurel Historic District along Main Street need a Certificate of Approval from the City of Laurel Historic District Commission for exterior changes.',
        },
      ],
      permitOffice: "the City of Laurel's Department of the Fire Marshal and Permit Services",
      tradePermits: { electrical: "the City of Laurel's Department of the Fire Marshal and Permit Services" },
    },
    {
      name: 'Greenbelt',
      note: 'Greenbelt was built by the federal government from 1935 as the first and largest of the three New Deal greenbelt towns, and its first residents arrived in 1937.',
      highlight: "Old Greenbelt's block and frame row houses curve around interior walkways and underpasses that keep pedestrians away from cars, and the Art Deco Roosevelt Center is its commercial heart. Since 1952 the original homes have been owned by residents through the Greenbelt Homes Inc. cooperative, while Boxwood Village and Lakewood, outside the cooperative, are neighborhoods of single-family houses.",
      neighborhoods: [
        { name: 'Parkbelt Homes', text: 'Along Forestway, the ten Parkbelt Homes of 1938 are steel-frame single-family houses built beside the original town but never part of the housing cooperative.' },
        { name: 'Lakeside', text: 'Lakeside, built from 1954 into the 1960s, lines Lakeside Drive with single-family houses just south of Greenbelt Lake.' },
        { name: 'Woodland Hills', text: 'Woodland Hills, built in 1957, places single-family houses along Woodland Way and Northway, one of several postwar neighborhoods beyond the original row houses.' },
        { name: 'Charlestowne Village', text: 'Charlestowne Village, a 1965 townhome community by Lakecrest Drive, sits near the eight-story Charlestowne North, a rare high-rise overlooking Greenbelt Lake.' },
      ],
      geo: { lat: 38.9947, lng: -76.8854 },
      homeTypes: ['townhome', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: "Kitchens and baths in Greenbelt's original row houses are compact, and we design them to fit the small rooms and GHI's approval requirements.",
        },
        {
          services: ['custom-woodworking'],
          text: 'Storage is scarce in the 1930s row houses, so we build shelving and cabinets into alcoves and under stairs.',
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: "Decks and additions on GHI homes need the cooperative's written approval, neighbor consent, and both Prince George's County and City of Greenbelt permits.",
        },
        {
          services: ['home-additions'],
          text: 'Outside the cooperative, Boxwood Village and Lakewood houses have room for rear additions, which we often design around a second full bath or a larger kitchen.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Members of the Greenbelt Homes Inc. cooperative need written approval from GHI's Technical Services office before additions, decks, structural changes and most other alterations.",
        },
      ],
    },
    {
      name: 'Hyattsville',
      note: "Hyattsville's large historic district is filled with Queen Anne, foursquare and Craftsman houses from the 1880s to the 1920s, and its stretch of Route 1 belongs to the Gateway Arts District.",
      highlight: "Magruder Park and the shaded streets around it give the city a walkable core, and many of its century-old houses keep their balloon framing, original plaster and wraparound porches. Two Metro stations on the Green Line, West Hyattsville and Prince George's Plaza, serve the city.",
      neighborhoods: [
        { name: 'Queens Chapel Manor', text: 'Queens Chapel Manor, bounded by Ager Road, East-West Highway, Queens Chapel Road and the Northwest Branch, is mostly small older red-brick houses with a few apartment complexes.' },
        { name: 'Arts District Hyattsville', text: "Arts District Hyattsville, a private redevelopment of the 2000s along Route 1, brought a new residential and retail neighborhood to the city's eastern edge." },
        { name: 'University Town Center', text: 'University Town Center, opened in 2007 across Belcrest Road from the Mall at Prince Georges, combines condominiums and student housing with a cinema, shops and a public plaza.' },
      ],
      geo: { lat: 38.9559, lng: -76.9455 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: "Balloon framing lets fire and drafts travel inside the walls of Hyattsville's older houses, so when we open walls for a kitchen or bath we add fire blocking and insulation.",
        },
        {
          services: ['kitchen-remodeling'],
          text: 'We design kitchens that keep the tall ceilings, pocket doors and original trim of these houses intact.',
        },
        {
          services: ['custom-woodworking'],
          text: 'We rebuild wraparound porch railings, columns and trim in wood to the original profiles.',
        },
        {
          services: ['interior-painting'],
          text: 'We repair and skim-coat original plaster walls before painting, rather than covering them with drywall.',
        },
      ],
    },
    {
      name: 'College Park',
      note: 'College Park was laid out beside the Maryland Agricultural College, now the University of Maryland, and replatted in 1889 as a grid of narrow lots 50 feet wide and 200 feet deep. It was incorporated as a city in 1945 together with Lakeland, Berwyn, Hollywood and other subdivisions.',
      highlight: 'The earliest houses were Shingle, Queen Anne and Stick style, with modest vernacular cottages among them, and after World War II ranch houses and split-levels filled the remaining lots. College Park Airport, opened in 1909, is the oldest continuously operating airport in the world, and the Calvert Hills historic district lies just south of the campus.',
      neighborhoods: [
        { name: 'Old Town', text: 'Old Town, listed on the National Register in 2012, covers 125 acres between Route 1 and the railroad, mixing Foursquares, Cape Cods and bungalows with fraternity and sorority houses.' },
        { name: 'Lakeland', text: "Lakeland, the city's historic African American community, formed around 1890 beside the college and held the area's only Black high school, opened in 1928, before urban renewal took many homes." },
        { name: 'Hollywood', text: 'Hollywood, the largest neighborhood north of Route 193, is a quiet, tree-lined part of North College Park with its own elementary school and a Saturday farmers market.' },
        { name: 'Daniels Park', text: 'Daniels Park, in north College Park, was founded by Edward Daniels in the early 1900s, and many of its families bought their first homes there in the early 1950s.' },
      ],
      geo: { lat: 38.9967, lng: -76.9275 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Some houses near campus spent years as student rentals, and new owners hire us to put back a proper family kitchen.',
        },
        {
          services: ['flooring-installation'],
          text: 'We refinish or replace floors worn by years of rental use in the older houses near campus.',
        },
        {
          services: ['bathroom-remodeling'],
          text: "Many of College Park's small older houses were built with a single bath, which we update or supplement with a second.",
        },
        {
          services: ['window-installation'],
          text: 'We replace drafty original windows in the small cottages with units sized to the existing openings.',
        },
      ],
    },
    {
      name: 'Mitchellville',
      note: 'Mitchellville is named for John Mitchell, whose Essington Hall plantation once covered much of the area, and the farmland around it was rezoned in the late 1970s and built into suburban neighborhoods between 1979 and 1995.',
      highlight: 'Neighborhoods such as the Woodmore golf community, Lake Arbor and the streets near Enterprise Golf Course are known for large homes with two-story foyers, curved staircases and spacious primary suites. Many of those houses were built with unfinished lower levels.',
      neighborhoods: [
        { name: 'Woodmore', text: 'Woodmore, organized in 1981, wraps an Arnold Palmer golf course and a 67-acre lake with custom houses on one- to five-acre lots and six villages of attached homes.' },
        { name: 'Lake Arbor', text: "Lake Arbor began as Levitt's Newbridge, stalled after only 41 houses, and was revived in the mid-1980s around a 22-acre lake, keeping the Newbridge name for its oldest section." },
        { name: 'Enterprise Estates', text: "Enterprise Estates, off Enterprise Road, was already counted among the county's upscale communities in the early 1980s, before Woodmore rose nearby." },
      ],
      geo: { lat: 38.9414, lng: -76.8136 },
      homeTypes: ['suburban-colonial', 'estate'],
      projects: [
        {
          services: ['built-in-entertainment', 'basement-finishing'],
          text: 'We finish Mitchellville lower levels with wet bars, home theaters and built-in entertainment walls.',
        },
        {
          services: ['custom-woodworking'],
          text: 'We replace builder oak banisters on curved staircases with painted balusters and stained rails.',
        },
        {
          services: ['crown-molding'],
          text: 'We add crown molding and wainscoting to the formal living and dining rooms of these houses.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Corner tubs in primary baths from the 1980s and 1990s are a frequent target, and we replace them with walk-in showers.',
        },
      ],
    },
    {
      name: 'Fort Washington',
      note: 'Fort Washington takes its name from the stone fort on the Potomac, built in the 1820s to replace an 1809 fort abandoned during the War of 1812, and the community looks across the river to Virginia.',
      highlight: 'Many of its split-levels and colonials from the 1960s to the 1980s sit on sloping, wooded lots, and neighborhoods such as Tantallon grew up along the river near Piscataway Creek around a golf course, a marina and water views. In 2014 a landslide on Marlboro clay forced the evacuation of more than two dozen homes in the Piscataway Hills neighborhood.',
      neighborhoods: [
        { name: 'Broad Creek Historic District', text: 'The Broad Creek Historic District grew from the 1662 Battersea tract and keeps Harmony Hall, a Georgian brick house of about 1769, amid parkland and homes on large lots.' },
        { name: 'Fort Washington Estates', text: "Fort Washington Estates, also called Captain's Cove, opened in 1957 on part of the Digges family's Warburton Manor, with streets like L'Enfant, Warburton and Calvert named for local history." },
        { name: 'Tantallon', text: 'Named for a Scottish castle, Tantallon mixes large custom colonials with smaller ramblers and contemporaries under mature trees, many on lots of about a third of an acre.' },
      ],
      geo: { lat: 38.7436, lng: -77.0103 },
      homeTypes: ['split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Sloped lots here suit multi-level decks, and where Marlboro clay is present we have a geotechnical engineer review the footing locations first.',
        },
        {
          services: ['basement-finishing'],
          text: 'On lots that fall away from the street, we convert walkout basements into living space with full-size doors to the yard.',
        },
        {
          services: ['window-installation'],
          text: 'We replace small original windows on the river side of these houses with larger units that take in the water views.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Many brick-and-frame houses in Tantallon and nearby neighborhoods still have their original kitchens, which we open to the living areas.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Homes within 1,000 feet of the tidal Potomac or Piscataway Creek fall in the Chesapeake Bay Critical Area, where any new footprint, clearing or lot coverage gets additional county review.',
        },
      ],
    },
    {
      name: 'Accokeek',
      note: "Accokeek lies on the Potomac directly across from Mount Vernon, and Piscataway Park, home of the National Colonial Farm, preserves the view from George Washington's estate.",
      highlight: 'The Moyaone Reserve, a wooded community of about 180 homes, took shape from 1945 as Alice Ferguson bought land around her Hard Bargain Farm, and most of its lots are five acres or more under scenic easements held by the federal government. Architect Charles Wagner designed modern houses there into the 1970s, and most homes across Accokeek rely on private wells and septic systems.',
      neighborhoods: [
        { name: 'Moyaone Reserve Historic District', text: 'The Moyaone Reserve Historic District lies within the boundary of Piscataway Park and reaches across the county line into Bryans Road in Charles County.' },
        { name: 'Bryan Point Road', text: 'Bryan Point Road leads to Hard Bargain Farm, now an environmental center listed on the National Register, and on to the riverfront of Piscataway Park.' },
        { name: 'Manning Preserve', text: "Manning Preserve is one of Accokeek's newer subdivisions, with houses on small lots that contrast with the community's older farms, ramblers and wooded estates." },
      ],
      geo: { lat: 38.6722, lng: -77.0181 },
      homeTypes: ['rural', 'suburban-colonial'],
      projects: [
        {
          services: ['home-additions', 'basement-finishing'],
          text: "Because most Accokeek homes are on wells and septic, an addition or finished basement that adds a bedroom starts with a Prince George's County Health Department check of septic capacity.",
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: 'In the Moyaone Reserve, owners need National Park Service permission before felling any tree over six inches in diameter or 30 feet tall, so we plan additions and decks around the existing trees.',
        },
        {
          services: ['siding-installation'],
          text: "We favor cedar and earth-toned siding that suits Accokeek's wooded lots and its mid-century modern houses.",
        },
        {
          services: ['custom-woodworking'],
          text: "The exposed-wood interiors of the Reserve's modern houses call for paneling and trim matched in species and finish.",
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: "Most Accokeek homes use private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Prince George's County Health Department approval.",
        },
      ],
    },
  ],
};
