import type { ServiceArea } from '../../types';

/** Baltimore County: its permit offices, housing stock and the towns we serve there. */
export const baltimore: ServiceArea = {
  name: 'Baltimore County',
  permitOffice: 'Baltimore County Department of Permits, Approvals and Inspections (PAI) at the County Office Building in Towson.',
  housingStock: 'Brick Tudor- and colonial-style rowhouses of the 1930s-50s in Rodgers Forge, detached colonials and Tudors in Stoneleigh, Victorian and foursquare houses in Catonsville and Lutherville, 1940s-50s Cape Cods in Arbutus, and 1950s-70s split-levels and ranchers through Timonium and Perry Hall. Older homes here often have plaster walls, narrow stairs and tight kitchens, so careful demolition and custom-fit cabinetry matter more than square footage.',
  notableNeighborhoods: ['Rodgers Forge', 'Stoneleigh', 'Ruxton', 'Sudbrook Park'],
  remodelingNote: 'Several communities, including Rodgers Forge, enforce covenants on exterior changes to their rowhouses, and county historic districts such as Lutherville, Sudbrook Park and Glyndon are reviewed by the Baltimore County Landmarks Preservation Commission. Shared walls in rowhouses also mean fire-separation details are checked closely at inspection.',
  permits: {
    building: 'the Baltimore County Department of Permits, Approvals and Inspections (PAI)',
    buildingCity: 'Towson',
    electrical: 'PAI',
    plumbing: 'PAI',
    frostDepthInches: 30,
  },
  cities: [
    {
      name: 'Towson',
      note: 'Towson, the Baltimore County seat, is home to Towson University and Goucher College, and its center is ringed by the Rodgers Forge rowhouses and the detached houses of Stoneleigh and West Towson.',
      highlight: 'Rodgers Forge, built by the Keelty company from the 1930s into the 1950s, is a National Register historic district of brick rowhouses in Tudor and colonial styles. Hampton, a Georgian country house now run by the National Park Service, sits on the quieter north side of Towson, and nearby Ruxton and Riderwood hold stone and stucco houses on large wooded lots.',
      neighborhoods: [
        { name: 'Stoneleigh', text: 'Stoneleigh was platted in 1922 with curving, tree-lined streets, then enlarged in 1954 with cul-de-sacs after the old Stoneleigh villa at its center was torn down.' },
        { name: 'Anneslie', text: "Anneslie's grid of streets east of York Road holds 1920s-30s bungalows and foursquares to the north and Tudors, Colonials and Capes of the 1930s-50s farther south." },
        { name: 'Loch Raven Village', text: 'Loch Raven Village, begun in 1946 on farmland east of Loch Raven Boulevard, holds 1,472 brick Georgian-style row homes on 25 streets given Scottish names.' },
        { name: 'Wiltondale', text: 'Wiltondale, laid out on a former stud farm and named for a thoroughbred, holds about 350 mostly brick and stone Colonials between York Road and a branch of Herring Run.' },
      ],
      geo: { lat: 39.4015, lng: -76.6019 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Rodgers Forge rowhouses have narrow kitchens at the back of the house, and reworking them with cabinetry fitted to the tight walls is one of our core Towson projects.',
        },
        {
          services: ['basement-finishing'],
          text: 'Turning rowhouse basements into family rooms is the other project we do most in Towson.',
        },
        {
          services: ['roofing-services'],
          text: 'Older houses in Ruxton and Riderwood often carry slate roofs with copper flashing and valleys, which we repair rather than tear off while the slate is sound.',
        },
        {
          services: ['custom-woodworking', 'home-additions'],
          text: 'In the stone and stucco houses of Ruxton and Riderwood we build library shelving with traditional profiles and design mudroom additions off the kitchen to match the original house.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Rodgers Forge deeds carry covenants, and the Rodgers Forge Community, Inc. architectural committee must approve any exterior change, from roofing materials and window styles to deck size, before work begins.',
        },
      ],
    },
    {
      name: 'Catonsville',
      note: 'Catonsville grew in the 19th century as a summer retreat for Baltimore families, and Frederick Road, its main street, is still lined with Victorians, foursquares and 1920s bungalows.',
      highlight: 'Away from Frederick Road, side streets fill in with brick Capes and ranchers of the 1940s-60s. The western edge of Catonsville drops steeply into the Patapsco River valley and the state park that follows it, and the older houses on that side often sit on fieldstone or block foundations.',
      neighborhoods: [
        { name: 'Old Catonsville', text: 'Old Catonsville, listed on the National Register in 2002, fills parallel avenues between Frederick Road and Edmondson Avenue with Queen Anne, Dutch Colonial and Craftsman houses.' },
        { name: 'Summit Park', text: 'South of Frederick Road, Summit Park sits on fairly uniform lots between Rolling Road and Mellor Avenue, near The Summit, a Second Empire summer house of the 1850s.' },
        { name: 'Paradise', text: 'Paradise, stretching along Frederick Road from the Beltway to the city line, mixes bungalows, old Victorians, rowhouses and 1940s Colonials on tree-shaded streets.' },
        { name: 'Academy Heights', text: 'Academy Heights, built in the early 1950s by Welsh Construction, lines Greenlow and Lambeth roads with red-brick row homes in groups of eight kept uniform by covenants.' },
      ],
      geo: { lat: 39.2721, lng: -76.7319 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking'],
          text: 'The Victorians and foursquares along Frederick Road often keep original built-ins, and we restore them or build new ones to match.',
        },
        {
          services: ['outdoor-decks'],
          text: "We rebuild the deep front porches of Catonsville's older houses, matching the original posts, railings and trim.",
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Kitchens in the older Catonsville houses are usually small and closed off, and we modernize them while keeping the plaster walls and trim of the rooms around them.',
        },
        {
          services: ['basement-finishing'],
          text: 'Fieldstone and block foundations near the Patapsco valley are often damp, so we handle drainage before we finish a basement.',
        },
      ],
    },
    {
      name: 'Lutherville',
      note: "Lutherville began in the 1850s as a village laid out around a Lutheran women's seminary, and its Victorian cottages still cluster along Seminary Avenue near the light rail stop.",
      highlight: 'The streets off York Road run from board-and-batten Gothic Revival cottages to brick ranchers and split-levels of the 1950s and 1960s. The old village is a Baltimore County historic district, and its tree-shaded streets still follow their 19th-century layout.',
      neighborhoods: [
        { name: 'Lutherville Historic District', text: "The village surveyed into 118 lots in 1854 still has Dr. John Morris's Gothic Revival house Oak Grove of 1852, a stone railroad station and twin houses with mirrored plans." },
        { name: 'Orchard Hills', text: 'Orchard Hills was built in the 1950s on the old Egypt Farms apple orchard, offering seven house designs by architect Benjamin Brotman, with fruit trees kept where possible.' },
        { name: 'Seminary Overlook', text: 'Like Hillside at Seminary, Seminary Overlook is one of the 1980s-90s communities along the West Seminary Avenue corridor, beyond the original village.' },
      ],
      geo: { lat: 39.4212, lng: -76.6261 },
      homeTypes: ['victorian-bungalow', 'split-level', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking'],
          text: 'The Victorian houses need carpentry that reproduces brackets, cornices and porch posts, which we mill to match the pieces that survive.',
        },
        {
          services: ['kitchen-remodeling', 'basement-finishing'],
          text: "Owners of Lutherville's mid-century houses mostly ask us to open up their kitchens and rework dated basement rec rooms.",
        },
        {
          services: ['home-additions'],
          text: 'Additions in the historic district have to suit the Victorian houses and pass county landmarks review, so we design them to read as secondary to the original house.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Exterior changes to houses inside the Lutherville county historic district, including additions, windows, roofing and porches, need approval from the Baltimore County Landmarks Preservation Commission.',
        },
      ],
    },
    {
      name: 'Timonium',
      note: 'Timonium, home of the Maryland State Fairgrounds on York Road, is made up mostly of split-levels and ranchers built from the 1950s through the 1970s.',
      highlight: "East of York Road, streets of those houses sit on generous, tree-shaded lots that roll toward Loch Raven Reservoir. Along York Road itself, the fairgrounds, the light rail line and a string of shopping centers form the town's commercial spine, with quieter residential streets on either side.",
      neighborhoods: [
        { name: 'Mays Chapel North', text: 'Mays Chapel North is mostly townhomes and condominiums, home to many retirees, set around Mays Chapel Park, part of which now holds an elementary school.' },
        { name: 'Pot Spring', text: 'Off Pot Spring Road, the stuccoed stone Federal house called Pot Spring, built for Judge David McMechen in 1803 on a 327-acre tract, still stands on Eastlake Road.' },
        { name: 'Dulaney Valley', text: 'The Dulaney Valley Road side of Timonium, home of Villa Maria School, keeps 24.5 acres of ballfields along Kelly Branch that the county bought in 2021 as open space.' },
      ],
      geo: { lat: 39.4372, lng: -76.6198 },
      homeTypes: ['split-level', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Timonium split-levels and ranchers came with closed kitchens, and owners typically ask us to remove a wall and open the kitchen to the living space.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Original hall baths from the 1950s-70s are the other common Timonium request.',
        },
        {
          services: ['home-additions'],
          text: "Split-levels on Timonium's wide lots are well suited to a rear family-room addition built at grade.",
        },
        {
          services: ['basement-finishing'],
          text: 'We rebuild tired lower-level dens with new flooring, recessed lighting and built-in shelving.',
        },
      ],
    },
    {
      name: 'Pikesville',
      note: 'Pikesville, along Reisterstown Road just outside the Baltimore city line, includes Sudbrook Park, laid out in 1889 to a plan by Frederick Law Olmsted, and streets of 1950s-60s brick colonials.',
      highlight: "Sudbrook Park keeps its curving, tree-lined streets and shingled Victorian houses with wraparound porches and steep gables. Pikesville is also a center of the Baltimore area's Jewish community, and many of its neighborhoods are within walking distance of a synagogue.",
      neighborhoods: [
        { name: 'Dumbarton', text: 'Dumbarton, developed from 1924 into the 1950s between Park Heights Avenue and Old Court Road, has curving, Olmsted-influenced streets and houses by architects such as Palmer and Lamdin.' },
        { name: 'Colonial Village', text: 'Near the Baltimore city line, Colonial Village was built in the 1940s with modest Colonials, Cape Cods and ranchers.' },
        { name: 'Sudbrook Park', text: 'A one-lane bridge over the Western Maryland Railway, first built in 1889 and rebuilt in 2006 with its single lane kept, leads into Sudbrook Park.' },
      ],
      geo: { lat: 39.3743, lng: -76.7225 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Kitchen remodels in Pikesville often follow kosher layouts, with separate sinks, prep zones and double ovens, and in Sudbrook Park we fit kitchens beneath steep gables.',
        },
        {
          services: ['home-additions', 'basement-finishing'],
          text: 'Observant families who walk to synagogue tend to add space rather than move, so we build larger dining rooms and guest bedrooms and finish basements as playrooms.',
        },
        {
          services: ['outdoor-decks'],
          text: "We restore Sudbrook Park's wraparound porches to their original lines, with the county Landmarks Preservation Commission's approval.",
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses inside the Sudbrook Park county historic district need Baltimore County Landmarks Preservation Commission approval for exterior changes such as additions, windows, roofing, porches and decks.',
        },
      ],
    },
    {
      name: 'Arbutus',
      note: 'Arbutus, between UMBC and BWI Airport, is a close-knit community of 1940s-50s Cape Cods and brick bungalows around the shops of East Drive.',
      highlight: 'Lots are narrow and the houses sit close together, most with a cramped half-story tucked under the roof and a low-ceilinged basement below. Small front porches and shallow backyards line the blocks that run off East Drive and Sulphur Spring Road.',
      neighborhoods: [
        { name: 'Relay', text: 'Relay, tucked between Interstate 95, the Patapsco and Herbert Run, keeps some Victorian summer houses of B&O executives near the curving stone arches of the 1835 Thomas Viaduct.' },
        { name: 'Halethorpe', text: 'Halethorpe, conceived in 1890 by a B&O executive and named from old English words for a healthy village, is crossed by both the Amtrak and CSX main lines.' },
        { name: 'St. Denis', text: 'St. Denis, a small riverside neighbor of Relay on the Patapsco, takes its name from Dennis Smith, a local politician who ran an early toll bridge across the river.' },
      ],
      geo: { lat: 39.2545, lng: -76.6999 },
      homeTypes: ['postwar'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Raising a rear dormer to turn a cramped half-story into real bedrooms is the classic Arbutus project, since the narrow lots leave little room to build out.',
        },
        {
          services: ['basement-finishing'],
          text: 'We rework low-ceilinged Arbutus basements into combined laundry rooms and playrooms.',
        },
        {
          services: ['window-installation'],
          text: 'Many Arbutus houses still have old aluminum storm windows over the original sash, and we replace both with energy-efficient units.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We also rebuild the small front porches that face the street on most Arbutus blocks.',
        },
      ],
    },
    {
      name: 'Perry Hall',
      note: 'Perry Hall takes its name from Perry Hall Mansion, an 18th-century estate house, and today spreads along Belair Road through subdivisions built from the 1960s through the 2000s.',
      highlight: 'East of Belair Road, the Honeygo area was planned by the county in the 1990s as a growth area bordered by the Gunpowder Falls valley, and many of its neighborhoods have homeowners associations. Closer to the older commercial strip, ranchers and split-levels from the first subdivisions line quieter streets.',
      neighborhoods: [
        { name: 'Perry Hall Farms', text: 'Perry Hall Farms, the largest project in the Honeygo growth area, was planned in the 1990s without rental apartments, with brick condominiums aimed at older buyers instead.' },
        { name: 'Perry Hall Road', text: 'Along Perry Hall Road, the 1770s mansion still overlooks the Gunpowder valley, surrounded by plantation land sold off in lots after 1852, much of it to German immigrants.' },
        { name: 'Reserve at Camp Chapel', text: 'The Reserve at Camp Chapel, 39 single-family homes on 18 acres at Chapel and Cross roads, went up around 2013 and is named for nearby Camp Chapel United Methodist Church.' },
        { name: 'Seven Oaks', text: 'Seven Oaks, around Seven Courts Drive and the Seven Oaks Senior Center, borders an 8.2-acre wooded tract that the county set aside as a conservation area.' },
      ],
      geo: { lat: 39.4126, lng: -76.4636 },
      homeTypes: ['split-level', 'suburban-colonial', 'new-community'],
      projects: [
        {
          services: ['roofing-services', 'siding-installation'],
          text: "Houses from Perry Hall's first subdivisions are on their second roof and ready for new siding.",
        },
        {
          services: ['outdoor-decks', 'kitchen-remodeling'],
          text: 'The 2000s houses mostly need the original deck rebuilt and the kitchen refreshed.',
        },
        {
          services: ['basement-finishing', 'crown-molding', 'custom-closets'],
          text: 'Honeygo houses are young enough that owners mainly ask for finished basements, upgraded trim and closet systems rather than structural change.',
        },
      ],
    },
    {
      name: 'Reisterstown',
      note: 'Reisterstown was founded in 1758 by John Reister on the road northwest from Baltimore, and its Main Street historic district keeps 18th- and 19th-century stone, brick and frame buildings.',
      highlight: "Neighboring Glyndon, a Victorian-era railroad resort with its own county historic district, shares the area's deep porches and tall frame houses. North of the old town, newer subdivisions of colonials spread along Hanover Pike across former farmland.",
      neighborhoods: [
        { name: 'Glyndon', text: 'Glyndon, planned as a summer resort in the 1870s and renamed from Reisterstown Station in 1879, is lined with frame cottages of two and a half stories.' },
        { name: 'Emory Grove', text: 'Emory Grove, a Methodist camp meeting ground founded in 1868 off Butler Road, keeps an open-air tabernacle, a Victorian hotel and 47 small cottages that replaced the first tents.' },
        { name: 'Temperance Park', text: "Temperance Park, founded in 1887 across Butler Road from Emory Grove as Maryland's first temperance park, lines a green with thirteen frame cottages." },
        { name: 'Worthington Valley', text: 'Worthington Valley, listed as a historic district in 1976, holds brick and stone farmhouses from the late 1700s onward, among them Bloomfield, Welcome Here and Locust Hill.' },
      ],
      geo: { lat: 39.4696, lng: -76.8294 },
      homeTypes: ['historic-core', 'suburban-colonial'],
      projects: [
        {
          services: ['flooring-installation'],
          text: 'Older Reisterstown homes often have original hardwood floors, which we refinish or replace in a matching species and board width.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'We restore original mantels in the 18th- and 19th-century houses near Main Street, repairing damaged carving and reproducing missing pieces.',
        },
        {
          services: ['interior-painting'],
          text: 'On the stone walls of older houses near Main Street we use breathable finishes that let the masonry and its lime mortar dry out.',
        },
        {
          services: ['outdoor-decks', 'kitchen-remodeling'],
          text: 'The newer colonials along Hanover Pike mostly ask for a replacement deck and a refreshed kitchen.',
        },
      ],
    },
  ],
};
