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
    },
    {
      name: 'Urbana',
      note: 'Urbana, once a small crossroads village south of Frederick, has grown since the early 2000s around the Villages of Urbana, a planned community of houses and townhomes.',
      highlight: 'Sugarloaf Mountain rises to the south, and many Urbana homes back onto open space or tree lines with views toward it. The planned neighborhoods are laid out around a town center, parks and walking trails, and most of their houses date from the 2000s and 2010s.',
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
