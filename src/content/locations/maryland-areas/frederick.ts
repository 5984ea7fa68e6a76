import type { ServiceArea } from '../../types';

/** Frederick County: its permit offices, housing stock and the towns we serve there. */
export const frederick: ServiceArea = {
  name: 'Frederick County',
  permitOffice: 'Frederick County Division of Planning and Permitting in Frederick, except inside the City of Frederick and Mount Airy, which issue their own building permits; homes in the other incorporated towns also need a town zoning certificate before the county permit.',
  housingStock: 'Late 18th- and 19th-century brick rowhouses and Federal-style townhouses in downtown Frederick, stone and log farmhouses across the Middletown Valley, railroad-era houses in Brunswick, and 2000s-2010s planned neighborhoods in Urbana and New Market. The historic houses often need structural and moisture repairs behind the plaster, while the newer homes mostly ask for finished basements, built-ins and outdoor living.',
  notableNeighborhoods: ['Baker Park', 'Villages of Urbana', 'Lake Linganore', 'Ballenger Creek'],
  remodelingNote: "Downtown Frederick's historic district is reviewed by the City of Frederick Historic Preservation Commission, which weighs in on windows, doors, siding and rooflines. Much of the Frederick Valley also sits on limestone karst where sinkholes can open, so we check soils before digging footings for an addition or deck.",
  permits: {
    building: 'the Frederick County Department of Permits and Inspections',
    buildingCity: 'Frederick',
    electrical: "the county's Department of Permits and Inspections",
    plumbing: "the county's Department of Permits and Inspections",
  },
  cities: [
    {
      name: 'Frederick',
      note: 'Downtown Frederick, laid out in 1745, pairs its clustered church spires and brick rowhouses with Carroll Creek Linear Park, and most of it lies in the Frederick Town Historic District.',
      highlight: 'Many downtown rowhouses run deep on narrow lots, with a rear ell and an alley carriage house behind, and some of the grandest houses in the city face the lawns and lake of Baker Park. Beyond the old town, neighborhoods such as Clover Hill spread out in newer single-family houses and townhomes.',
      neighborhoods: [
        { name: "Worman's Mill", text: "Worman's Mill, a neo-traditional neighborhood begun around 1990 along the Monocacy in north Frederick, sets many houses in clusters around shared courtyards on lots of about one-ninth acre." },
        { name: 'Hillcrest Orchards', text: "Hillcrest Orchards reaches the city's western edge near Butterfly Lane, where Washington Homes built houses around 1980, close to the Golden Mile shopping strip on U.S. 40." },
      ],
      geo: { lat: 39.4143, lng: -77.4105 },
      homeTypes: ['historic-core', 'suburban-colonial', 'townhome'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Downtown clients want modern kitchens and baths inside historic shells, and we often rework the long rear ell of a rowhouse into a kitchen with a mudroom at the back.',
        },
        {
          services: ['window-installation', 'door-installation'],
          text: 'Windows and doors on houses in the historic district must satisfy the Historic Preservation Commission, so we repair original sash or propose wood replacements it can approve.',
        },
        {
          services: ['home-additions'],
          text: 'We convert alley carriage houses behind downtown rowhouses into studios or garages.',
        },
        {
          services: ['basement-finishing', 'outdoor-decks'],
          text: 'Outside the historic district, in Clover Hill and in Ballenger Creek just beyond the city line, most requests are straightforward basement finishing and deck building.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Exterior work on houses in the Frederick Town Historic District, other than ordinary repair, needs approval from the City of Frederick Historic Preservation Commission before a permit is issued.',
        },
      ],
      permitOffice: "the City of Frederick's permit office",
      tradePermits: { electrical: "the City of Frederick's permit office", plumbing: "the City of Frederick's permit office" },
    },
    {
      name: 'Urbana',
      note: 'Urbana, once a small crossroads village south of Frederick, has grown since the early 2000s around the Villages of Urbana, a planned community of houses and townhomes.',
      highlight: 'Sugarloaf Mountain rises to the south, and many Urbana homes back onto open space or tree lines with views toward it. The planned neighborhoods are laid out around a town center, parks and walking trails, and most of their houses date from the 2000s and 2010s.',
      neighborhoods: [
        { name: 'Old Urbana', text: 'The old village along Urbana Pike keeps the Landon House of 1754, moved here from Virginia in the 1840s and used as a school and Civil War hospital.' },
        { name: 'Urbana Highlands', text: 'Urbana Highlands, begun in 1999 alongside the Villages of Urbana, helped grow a village of about 600 residents in 2000 into a suburb of several thousand.' },
        { name: 'Urbana Town Center', text: 'Urbana Town Center was planned on 181 acres beside Urbana Community Park, west of Route 355, for up to 610 homes mixed with commercial space.' },
      ],
      geo: { lat: 39.3259, lng: -77.3514 },
      homeTypes: ['new-community', 'townhome'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Views toward Sugarloaf Mountain make screened porches and covered decks the top outdoor requests in Urbana.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Urbana houses of the 2000s came with builder-grade kitchens, and we replace the original cabinets and counters with better-built ones.',
        },
        {
          services: ['door-installation', 'crown-molding'],
          text: 'Owners also ask us to swap hollow-core interior doors for solid ones and to add crown molding to the main rooms.',
        },
        {
          services: ['basement-finishing', 'custom-closets'],
          text: 'Interior work such as finishing a basement or fitting out closets does not need HOA approval, so it can go ahead while an exterior application is under review.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Homes in the Villages of Urbana need approval from the community association's architectural review for exterior changes such as decks, additions, roofing, siding and windows.",
        },
      ],
    },
    {
      name: 'New Market',
      note: 'New Market, laid out in 1793 on the road west from Baltimore, calls itself the Antiques Capital of Maryland, and its Main Street is lined with early 19th-century brick and frame houses.',
      highlight: "North of town, Lake Linganore's neighborhoods climb steep, wooded hills above the lakes, so many houses there have walkout lower levels and long views over the water. The community began as Eaglehead and has filled in with newer villages since.",
      neighborhoods: [
        { name: 'Woodridge', text: 'Woodridge, a newer village at Lake Linganore reached by Woodridge Road off Eaglehead Drive, was cleared and graded for larger houses in straighter rows than the older villages.' },
        { name: 'Coldstream', text: 'Coldstream, with community tennis and pickleball courts, is one of five Lake Linganore villages whose roads were rebuilt under a special tax district its owners approved in 1997.' },
        { name: 'West Winds', text: 'West Winds is a Lake Linganore village governed by its own association, and its private club is one of three places with tennis courts in the lake community.' },
      ],
      geo: { lat: 39.3826, lng: -77.2694 },
      homeTypes: ['new-community', 'historic-core', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: "On Lake Linganore's slopes, decks often stand a full story above grade to catch the views, and we plan their stairs and footings for the hillside.",
        },
        {
          services: ['window-installation'],
          text: 'Along Main Street, older houses still have wavy-glass sash, which we repair and weatherstrip rather than replace.',
        },
        {
          services: ['flooring-installation'],
          text: 'We restore the old wood floors of the Main Street houses, patching in reclaimed boards where pieces are missing.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: "Exterior changes to Main Street houses in New Market's historic district, including roofing, siding, windows, doors, porches and decks, are reviewed by the town's Historic District Commission.",
        },
        {
          kind: 'hoa',
          text: "Homes in Lake Linganore need approval from the Lake Linganore Association's Environmental Control Committee for exterior work such as additions, decks, roofing, siding, windows and doors.",
        },
      ],
    },
    {
      name: 'Middletown',
      note: 'Middletown, founded in 1767 on the route that became the National Road, sits in the valley between Catoctin Mountain and South Mountain, with a historic Main Street and newer neighborhoods on former farmland.',
      highlight: 'South Mountain, where the Appalachian Trail follows the ridge and a Civil War battle was fought in 1862, forms the western wall of the valley. Outside town, stone and log farmhouses with thick walls and uneven floors stand among open fields, and winter winds sweep across the valley floor.',
      neighborhoods: [
        { name: 'Middletown Historic District', text: 'The Middletown Historic District, listed in 2003, spans Main, Green, Washington, Jefferson, Church and Walnut streets, with Federal houses of Flemish bond brick beside Greek Revival and Queen Anne designs.' },
        { name: 'East Main Street', text: 'From Broad Street eastward, East Main Street is lined with houses built on subdivided orchard and farm lots beside the trolley line that ran through Middletown until 1947.' },
        { name: 'Airview', text: 'Airview, east of Cone Branch, holds 12 houses built between 1896 and 1930 on former Kefauver farmland, with deep front setbacks that once left room for the trolley.' },
      ],
      geo: { lat: 39.4437, lng: -77.5447 },
      homeTypes: ['historic-core', 'suburban-colonial', 'rural'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: "Kitchens and baths in the valley's stone and log farmhouses need cabinets built to fit walls and floors that are far from square, with scribed trim to close the gaps.",
        },
        {
          services: ['custom-woodworking'],
          text: 'Mudroom built-ins are a common request from families on farms and newer lots around Middletown.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Covered porches facing South Mountain or Catoctin Mountain are a favorite Middletown project.',
        },
        {
          services: ['window-installation'],
          text: 'Winter winds across the open valley make tight, well-sealed new windows worthwhile in Middletown houses.',
        },
      ],
    },
    {
      name: 'Walkersville',
      note: 'Walkersville is a Glade Valley town known for the Walkersville Southern Railroad, with mostly single-family houses built from the 1970s through the 2000s.',
      highlight: 'Heritage Farm Park and Fountain Rock Park, with its restored 19th-century lime kilns, give the town large open spaces, and the Monocacy River runs along its western edge. Ranchers and split-levels fill the older streets near the town center, many with flat, open backyards.',
      neighborhoods: [
        { name: 'Georgetown', text: 'The Georgetown section, begun after 1808 and named for settler George Cramer, grew until it met Walkersville, and the two villages were joined under one name around 1880.' },
        { name: 'Glade Village', text: "Glade Village sits near the Walkersville Southern Railroad tracks and the middle school, and like other neighborhoods it takes its name from The Glade, the settlers' name for the valley." },
        { name: 'Woodsboro Pike', text: 'Woodsboro Pike, the old turnpike that is now Route 194, still passes the Woodsboro and Frederick Turnpike Company tollhouse, listed on the National Register in 1979.' },
      ],
      geo: { lat: 39.4862, lng: -77.3519 },
      homeTypes: ['split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Houses on the older streets near the town center often still have their original kitchens and are ready for a first full remodel.',
        },
        {
          services: ['basement-finishing'],
          text: "Many of Walkersville's 1990s-2000s houses have basements waiting to be finished.",
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: "The flat backyards behind Walkersville's ranchers and split-levels suit a rear sunroom or a screened porch.",
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'Many Walkersville owners replace the original siding and windows at the same time.',
        },
      ],
    },
    {
      name: 'Brunswick',
      note: 'Known as Berlin until 1890, Brunswick grew around the B&O Railroad yards on the Potomac beside the C&O Canal, and its early 1900s houses climb steep streets above the river.',
      highlight: 'Downtown, the MARC station and the railroad museum sit near blocks of older houses on steep, narrow lots. Brunswick Crossing, a large planned neighborhood begun in the 2010s on the edge of town, has added a wave of new houses with unfinished lower levels and open backyards.',
      neighborhoods: [
        { name: 'Old Berlin', text: 'Old Berlin, the town platted in 1787 as 96 lots by Leonard Smith, is now the business district along West Potomac Street, built up mostly in the 1890-1930 railroad era.' },
        { name: 'Railroad boom district', text: 'The residential blocks of the 1890-1910 boom stretch along the rail yards on either side of old Berlin, built as the new B&O yard lifted the population past 5,000.' },
        { name: 'Galyn Manor', text: 'Galyn Manor is a subdivision off Souder Road near Brunswick High School, with its own network of walking trails.' },
      ],
      geo: { lat: 39.3143, lng: -77.6278 },
      homeTypes: ['victorian-bungalow', 'new-community'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Owners in Brunswick Crossing call us to finish the lower levels their builders left unfinished.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Brunswick Crossing families ask for first decks on bare backyards, while older homes near the MARC station need front porches and stairs rebuilt on steep, narrow lots.',
        },
        {
          services: ['home-additions'],
          text: "Additions to the older houses on Brunswick's hillsides need foundations designed for the slope and for the existing footings beside them.",
        },
        {
          services: ['window-installation', 'crown-molding'],
          text: 'In the early 1900s houses we replace worn original windows and restore period trim around them.',
        },
      ],
    },
    {
      name: 'Thurmont',
      note: 'Thurmont, known as Mechanicstown until 1894, calls itself the Gateway to the Mountains and sits at the foot of Catoctin Mountain beside Catoctin Mountain Park and Cunningham Falls State Park.',
      highlight: 'The Roddy Road and Loys Station covered bridges and the iron-furnace village of Catoctin Furnace are a short drive from town. Houses tucked against the mountain get more snow and shade than the valley below, and many on the wooded slopes are cabins or log- and cedar-sided homes.',
      neighborhoods: [
        { name: 'The Square', text: "Thurmont's square, where Main and Church streets meet, now holds Mechanicstown Park on the corner where the Greco-Roman Central Trust Company bank stood until the 1930s." },
        { name: 'West Main Street', text: 'On West Main Street stands the Match House, tied to blacksmith Jacob Weller, who made some of the first friction matches in the United States.' },
        { name: 'North Church Street', text: 'North Church Street holds the three-story brick Lohr building of 1871, built just outside old Mechanicstown opposite the road to Emmitsburg.' },
        { name: 'Hammaker Hills', text: 'Hammaker Hills is a 2020s subdivision off Woodland Avenue, with a second phase of 22 single-family lots extending along Westview Drive.' },
      ],
      geo: { lat: 39.6237, lng: -77.4108 },
      homeTypes: ['rural', 'victorian-bungalow', 'suburban-colonial'],
      projects: [
        {
          services: ['fireplace-mantels'],
          text: 'Thurmont homeowners ask for mantels around wood-burning fireplaces, often in rustic timber that suits the mountain setting.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Cabin-style interiors, with wood-paneled walls and rough-sawn trim, are a common request near Catoctin Mountain.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Decks facing the ridge are popular, and on the mountainside we build them to carry the heavier snow that falls there.',
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'Shade and snow on the mountain side of town bring moss-covered roofs and ice damming at the eaves. Log and cedar siding there also needs regular sealing or replacement.',
        },
      ],
    },
    {
      name: 'Ijamsville',
      note: 'Ijamsville is a rural area between Urbana and New Market where custom homes sit on large lots, most of them served by private wells.',
      highlight: "The area takes its name from Plummer Ijams, who settled here in the 1780s, and a small historic hamlet still clusters along Mussetter Road where freight trains on the former B&O Old Main Line cross. Around it, estate homes built mostly since the 1990s sit on wooded and rolling acreage.",
      neighborhoods: [
        { name: 'Mussetter Road village', text: 'On Mussetter Road, a short row of houses, the 1890 Methodist church with its small graveyard and the 1878 brick schoolhouse cling to the steep drop toward the railroad crossing.' },
        { name: 'Bush Creek', text: "Along Bush Creek, Plummer Ijams's son built the gristmill that gave the place its early name, Ijams' Mill, and it stood until 1994." },
        { name: 'Old slate quarry', text: 'Beside the tracks west of the old station lies the main slate pit, opened around 1812 and abandoned about 1870 when digging began to undermine the B&O roadbed.' },
      ],
      geo: { lat: 39.3603, lng: -77.3203 },
      homeTypes: ['estate', 'rural'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Ijamsville owners favor additions and three-season rooms that open onto their acreage.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Outdoor kitchens built into large decks are a frequent request on Ijamsville estate lots.',
        },
        {
          services: ['roofing-services', 'window-installation'],
          text: 'The estate homes here have long roof runs and expansive window walls, so roof replacement and window upgrades are steady work.',
        },
        {
          services: ['basement-finishing'],
          text: 'Many Ijamsville lower levels are finished as a wine room or home gym.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Ijamsville homes rely on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Frederick County Health Department review of the septic system.',
        },
      ],
    },
  ],
};
