import type { ServiceArea } from '../../types';

/** St. Mary's County: its permit offices, housing stock and the towns we serve there. */
export const stMarys: ServiceArea = {
  name: "St. Mary's County",
  permitOffice: "St. Mary's County Department of Land Use and Growth Management (LUGM) in Leonardtown; homes inside the Town of Leonardtown also need a town zoning permit first.",
  housingStock: 'Farmhouses and tenant houses from the 1800s and early 1900s in the rural north, modest 1940s-60s homes in Lexington Park built as Naval Air Station Patuxent River grew, and 1990s-2010s subdivisions in California and Hollywood that house much of the base workforce. Waterfront homes on the Potomac, the Patuxent and dozens of creeks range from small cottages to large custom houses.',
  notableNeighborhoods: ['Wildewood', 'Breton Bay', 'Town Creek', 'Esperanza Farms'],
  remodelingNote: "With hundreds of miles of tidal shoreline, a large share of St. Mary's lots fall inside the Critical Area. Many military households also need work finished before a permanent-change-of-station move or a lease start date, so we agree on a firm completion window in writing before demolition begins.",
  permits: {
    building: "the St. Mary's County Department of Land Use and Growth Management (LUGM)",
    buildingCity: 'Leonardtown',
    electrical: "St. Mary's County",
    plumbing: "St. Mary's County",
  },
  cities: [
    {
      name: 'Leonardtown',
      note: "Leonardtown, laid out in 1708 at the head of Breton Bay and later renamed for Governor Benedict Leonard Calvert, is the county seat and the only incorporated town in St. Mary's County. Its courthouse and town square sit a short walk up Washington Street from the waterfront wharf.",
      highlight: "Tudor Hall, an 18th-century brick house that now holds the St. Mary's County Historical Society's research library, overlooks Breton Bay from the edge of downtown, and the granite-and-brick Old Jail of 1858 stands beside the courthouse. Modest early 20th-century frame houses line the streets around the square, many of them on shallow crawl spaces, while the Breton Bay golf community lies just outside town along the water.",
      neighborhoods: [
        { name: 'Breton Bay', text: 'Breton Bay grew around a golf course opened in 1971, with subdivisions up the hill along Bull Road and down the hill along Society Hill Road.' },
        { name: "Leonard's Grant", text: "Leonard's Grant, entered from Hollywood Road, was laid out for 320 homes in about 30 designs, with sidewalks, streetlights, jogging trails, a pool and a clubhouse." },
        { name: 'Foxwell', text: 'Foxwell is a small enclave of condominium homes tucked into woods just off Fenwick Street downtown, near St. Aloysius cemetery.' },
        { name: 'Washington Street', text: 'Along Washington Street stand the Spalding-Camalier House of 1858 and the Abell House, a Queen Anne design of 1910 listed on the National Register.' },
      ],
      geo: { lat: 38.2912, lng: -76.6355 },
      homeTypes: ['victorian-bungalow', 'suburban-colonial'],
      projects: [
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'Older houses near the square call for period trim, so we mill casings, baseboards and crown profiles to match what survives in the other rooms.',
        },
        {
          services: ['window-installation'],
          text: "Many of the early 20th-century houses around Leonardtown's square still have original single-pane sash, which we replace with insulated units fitted to the old openings so the exterior trim stays intact.",
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Owners in the Breton Bay golf community mostly ask us to update original kitchens and baths. In the older crawl-space houses near the square, we add insulation and a vapor barrier under the floor while a kitchen or bath is open, which helps against humid summers.',
        },
        {
          services: ['outdoor-decks'],
          text: "Front porches are part of the look of Leonardtown's older streets, and we rebuild their framing, floors and railings in the original proportions.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Homes within 1,000 feet of Breton Bay and the tidal reach of McIntosh Run lie in the Chesapeake Bay Critical Area, where the Town of Leonardtown's Critical Area rules limit new lot coverage and clearing in the shoreline buffer.",
        },
      ],
    },
    {
      name: 'California',
      note: 'California grew up along Three Notch Road as a home for many of the engineers and contractors who work at Naval Air Station Patuxent River. Its post office opened in 1874, and local legend credits the name to homesick Californians.',
      highlight: 'Wildewood and Esperanza Farms are cul-de-sac neighborhoods of 1990s-2010s houses set back from Three Notch Road, whose shopping strips run south toward Lexington Park. Along the Patuxent, Town Creek holds older ranch houses on waterfront lots facing the creek and the river, where humid air and wind come straight off the water.',
      neighborhoods: [
        { name: 'Wildewood', text: 'Wildewood, a planned unit development approved in 1978, spreads over 885 acres along Wildewood Parkway and is the largest neighborhood in the county, with Evergreen Elementary School within it.' },
        { name: 'The Woods at Myrtle Point', text: 'The Woods at Myrtle Point covers 283 acres off Patuxent Boulevard near Mill Creek, with single-family houses in its first section and townhouses added later.' },
        { name: 'Town Creek', text: 'Town Creek rises just east of Three Notch Road and runs about two miles north to the Patuxent, giving its name to the waterfront neighborhood along its shores.' },
      ],
      geo: { lat: 38.3004, lng: -76.5075 },
      homeTypes: ['suburban-colonial', 'new-community', 'townhome'],
      projects: [
        {
          services: ['home-office', 'basement-finishing'],
          text: 'Home offices with built-in desks and lockable storage for work files, and finished basements in the 1990s-2010s houses, are the requests we hear most from California households tied to the base.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Waterside owners along Town Creek ask for screened porches, while families in the inland subdivisions want open decks sized for entertaining.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'Humid river air is hard on the exteriors of Town Creek houses, so we specify siding, trim and windows made to handle constant moisture.',
        },
        {
          services: ['kitchen-remodeling', 'home-additions'],
          text: 'Inland families also ask us to open up kitchens for entertaining and to add sunrooms off the back of the house.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Homes within 1,000 feet of the Patuxent and Town Creek lie in the Chesapeake Bay Critical Area, where LUGM checks lot coverage and clearing in the shoreline buffer before it issues a permit.',
        },
      ],
    },
    {
      name: 'Lexington Park',
      note: 'Lexington Park grew up outside the gates of Naval Air Station Patuxent River after the base opened in 1943, and it takes its name from the aircraft carrier USS Lexington. Many of its houses date from the 1940s through the 1960s.',
      highlight: "The Patuxent River Naval Air Museum sits just outside the base, and Great Mills Road and Three Notch Road carry most of the town's traffic and shopping. The streets between them mix the postwar ranchers and Capes of the first boom with many small rental houses owned by investors and by service members now stationed elsewhere.",
      neighborhoods: [
        { name: 'Carver Heights', text: 'Carver Heights began in the 1940s as housing for Black families working at the new air station and remains a lively neighborhood a few miles from the main gate.' },
        { name: 'Lexington Manor', text: "Lexington Manor, the Navy's wartime neighborhood of modern-looking concrete and brick duplexes by the main gate, is now John G. Lancaster Park, where one preserved duplex stands on Coral Drive." },
        { name: 'Buck Hewitt Road area', text: 'Between Three Notch Road and Chancellors Run Road, lightly wooded neighborhoods off Buck Hewitt Road sit almost across the highway from the air station.' },
      ],
      geo: { lat: 38.2668, lng: -76.4538 },
      homeTypes: ['postwar', 'split-level', 'townhome'],
      projects: [
        {
          services: ['bathroom-remodeling', 'flooring-installation', 'interior-painting'],
          text: 'Owners getting a house ready to sell or rent after a transfer usually ask us for a bathroom update, new flooring and fresh interior paint, planned around the move-out date. When the owner has already left the area, we send photo updates as the work goes.',
        },
        {
          services: ['bathroom-remodeling', 'flooring-installation'],
          text: 'For rental houses we specify hard-wearing finishes, such as tile showers and water-resistant plank flooring, that stand up to frequent tenant turnover.',
        },
      ],
    },
    {
      name: 'Mechanicsville',
      note: "Mechanicsville lies in the farm country of northern St. Mary's County, where Amish and Mennonite families work many of the surrounding farms and most houses sit on large rural lots.",
      highlight: 'Golden Beach, a former summer colony on the Patuxent nearby, gives the area a waterfront side, with small cottages on tight lots close to the river. Inland, old farmhouses stand among tobacco barns and open fields, and newer houses spread along country roads on several acres each.',
      neighborhoods: [
        { name: 'Golden Beach', text: 'Golden Beach began in the 1950s as a summer retreat for Washingtonians, built on a Patuxent peninsula with one-story cinderblock cottages where a two-lane road dead-ends.' },
        { name: 'Wicomico Shores', text: 'Wicomico Shores shares a bluff above the Wicomico River with a county golf course whose lower holes drop into the floodplain, and a small riverside park and pier lie below.' },
        { name: 'Thompson Corner', text: 'Thompson Corner, deep in the Old Order Amish settlement begun here around 1940, is a crossroads area where dirt buggy trails still link family farms.' },
        { name: 'Mechanicsville Village', text: 'The old village, begun about 1850 on the Three Notch Trail, took its name from the blacksmiths and other craftsmen who worked there, and a railway once ran through it.' },
      ],
      geo: { lat: 38.4429, lng: -76.7436 },
      homeTypes: ['rural', 'bay-cottage'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Families around Mechanicsville often ask for in-law suites for parents moving in, or an attached heated workshop, and large rural lots leave room to build out at ground level.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Farm work and long gravel driveways bring mud to the door, so we build large mudrooms with benches, cubbies and hooks.',
        },
        {
          services: ['siding-installation', 'outdoor-decks'],
          text: 'Golden Beach cottages often need rotted sills, siding and decks replaced after decades of damp river air, and we rebuild them with rot-resistant materials.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'Wood stoves are common in the farmhouses inland, and we build noncombustible surrounds and mantels that keep the clearances the stove maker requires.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: "Most homes around Mechanicsville run on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs St. Mary's County Health Department approval.",
        },
        {
          kind: 'critical-area',
          text: 'Golden Beach lots within 1,000 feet of the Patuxent lie in the Chesapeake Bay Critical Area, where LUGM reviews lot coverage and clearing in the shoreline buffer.',
        },
      ],
    },
    {
      name: 'Hollywood',
      note: 'Hollywood runs from Three Notch Road down to the Patuxent River and takes its name, first given to its post office in the 1860s, from a large holly tree that stood outside a local general store. Sotterley, a riverfront plantation founded in 1703, is now a museum.',
      highlight: 'St. John Francis Regis Catholic Church dates its congregation to 1690, and farm fields still separate many of the newer subdivisions from one another. Just up Three Notch Road from the base, those subdivisions hold many military and contractor families, while lanes toward the Patuxent end at creekside and riverfront houses.',
      neighborhoods: [
        { name: "Clarke's Landing", text: "Clarke's Landing faces the shared mouth of Cuckold and Mill creeks off the Patuxent, with a waterfront restaurant dock, and Cuckold Creek beyond is lined with houses and marinas." },
        { name: 'Twin Ponds', text: 'Twin Ponds is a subdivision off Barbet Drive near the busy crossroads of Three Notch Road and Sotterley Road, and one of its parcels holds a water tower.' },
        { name: 'Mervell Dean Road', text: 'Mervell Dean Road runs parallel to Three Notch Road through the Hollywood Town Center area, where houses sit on roomy, tree-filled lots with space between neighbors.' },
      ],
      geo: { lat: 38.3424, lng: -76.5692 },
      homeTypes: ['suburban-colonial', 'rural'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: "Owners in Hollywood's newer subdivisions mostly ask us for decks and screened porches off the back of the house.",
        },
        {
          services: ['home-additions'],
          text: 'Many Hollywood houses have no basement, so when a family needs a guest room or home office we build a bonus room over the garage or a single-story wing instead.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Military and contractor families ask for mudroom lockers by the door for uniforms, boots and sports equipment.',
        },
        {
          services: ['kitchen-remodeling'],
          text: "Many kitchens in Hollywood's 1990s-2000s subdivisions still have their builder-grade cabinets and counters, and upgrading them is a steady request.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the Patuxent and its tidal creeks lie in the Chesapeake Bay Critical Area, where LUGM limits new lot coverage and clearing near the water.',
        },
      ],
    },
    {
      name: 'Great Mills',
      note: "Great Mills sits on the St. Mary's River between Lexington Park and the rural south of the county, and most of its houses were built between the 1970s and the 1990s.",
      highlight: "Cecil's Old Mill on Indian Bridge Road recalls the mills that gave the community its name, and St. Mary's River State Park, with its lake and wooded trails, lies close by. Many of the people buying its houses are young families looking for a first home near the base.",
      neighborhoods: [
        { name: "Cecil's Mill Historic District", text: "Listed on the National Register in 1978, the Cecil's Mill Historic District also takes in the 1906 Cecil country store and Old Holy Face Church across Indian Bridge Road." },
        { name: 'Bay Ridge', text: 'Bay Ridge, off Bay Ridge Road south of the Route 5 junction with Great Mills Road, was built in phases by two partners who bought the land in the 1980s.' },
        { name: 'Great Mills crossroads', text: "The old crossroads where Point Lookout Road meets Great Mills Road lies just south of a bridge over the St. Mary's River, with Cecil's Mill close by." },
      ],
      geo: { lat: 38.246, lng: -76.497 },
      homeTypes: ['split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation', 'siding-installation', 'door-installation'],
          text: 'The 1970s-90s houses in Great Mills are at the age where original windows, siding and entry doors wear out, so we often replace them together.',
        },
        {
          services: ['interior-painting'],
          text: 'Inside those houses we take down dated wood paneling and popcorn ceilings before repainting.',
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Families buying their first house near the base often ask us to reconfigure small original kitchens and update the baths.',
        },
      ],
    },
    {
      name: "St. Mary's City",
      note: "St. Mary's City, founded in 1634, was Maryland's first capital, and its site is now shared by the Historic St. Mary's City museum and St. Mary's College of Maryland.",
      highlight: "The remains of the 17th-century town lie buried under the fields and woods along the St. Mary's River, making the area one of the state's most important archaeological sites. Farmhouses and newer houses on large wooded lots surround it, home to many college faculty and retirees drawn to the quiet riverfront.",
      neighborhoods: [
        { name: 'Rosecroft', text: 'Rosecroft, a residential subdivision inside the historic district, was still thinly built when the district became a National Historic Landmark in 1969, and its houses follow Rosecroft Road.' },
        { name: 'St. Inigoes Creek shore', text: 'Houses along St. Inigoes Creek sit amid the woods that cover the southern part of the old city, facing the tidal creek rather than the open river.' },
        // Source: "Sacred Ground and Holy Buildings", the marker at the Brick Chapel, Historic St. Mary's City (text at
        // hmdb.org/m.asp?m=138730): the 1634 chapel stood elsewhere; the Jesuits surveyed the Chapel Land in 1639 and a
        // "New Chappell" is recorded in 1639-42, decades before the brick chapel (ca. 1667), so it was not the first church.
        { name: "St. Mary's City Historic District", text: "On the old town land, the museum has rebuilt the brick chapel of about 1667 on its original foundation, on the Jesuits' Chapel Land, one of the earliest Catholic church sites in English North America." },
      ],
      geo: { lat: 38.1872, lng: -76.4342 },
      homeTypes: ['rural'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: "Riverfront houses near St. Mary's City need decks of weather-resistant materials, placed to stay out of the Critical Area buffer.",
        },
        {
          services: ['custom-woodworking'],
          text: 'College faculty and retirees here often commission home libraries with floor-to-ceiling shelving.',
        },
        {
          services: ['home-additions'],
          text: 'Sunrooms and guest suites for visiting family are common requests, and near the historic area we confirm site conditions and any archaeological concerns before excavating for footings.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Houses within 1,000 feet of the St. Mary's River and its tidal creeks lie in the Chesapeake Bay Critical Area, where LUGM reviews new lot coverage and any clearing in the buffer.",
        },
      ],
    },
    {
      name: 'Piney Point',
      note: 'Piney Point, on the Potomac shore, takes its name from the Piney Point Lighthouse, built in 1836, and many of its houses face open water.',
      highlight: 'The bridge to St. George Island and the campus of the Paul Hall Center for Maritime Training and Education mark this stretch of the river. Hurricane Isabel drove the Potomac into many low-lying homes here in 2003, and a number of houses along the shore have since been raised or rebuilt above the flood level.',
      neighborhoods: [
        { name: 'Stark Drive', text: "Along Stark Drive, two-story houses built as officers' quarters for the Navy's early-1940s torpedo test range stand beside the Potomac shore." },
        { name: 'Former Navy cottages', text: 'Across from the Paul Hall Center, dozens of small one-story cottages built in 1940 and 1941 for married enlisted sailors still form a lived-in neighborhood.' },
        { name: 'Lighthouse Road', text: "Gazebo-lined Lighthouse Road runs to the point where the lighthouse and its keeper's house now form a museum, the oldest light station on the Potomac." },
        { name: 'St. George Island', text: "St. George Island, opened to settlers in the 19th century, some of them from Smith Island, remains a watermen's community with newer vacation homes among the beach grass." },
      ],
      geo: { lat: 38.1368, lng: -76.5119 },
      homeTypes: ['bay-cottage', 'rural'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Salt spray off the lower Potomac corrodes ordinary fasteners, so the decks we build here use composite boards and stainless steel hardware.',
        },
        {
          services: ['siding-installation'],
          text: 'We specify siding and trim for Piney Point houses that hold up to salt spray and the wind off the open river.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a house has been raised above the flood level, the enclosure underneath may only be used for parking, access and storage, so we finish it with flood-resistant materials and breakaway walls where the flood zone calls for them.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Homes within 1,000 feet of the Potomac and St. George Creek lie in the Chesapeake Bay Critical Area, where LUGM reviews lot coverage and clearing along the shoreline.',
        },
      ],
    },
    {
      name: 'Charlotte Hall',
      note: "Charlotte Hall, at the northern edge of St. Mary's County along Route 5, is home to the Charlotte Hall Veterans Home and a busy farmers market known for its Amish and Mennonite vendors.",
      highlight: 'The veterans home stands on the grounds of Charlotte Hall School, a military academy founded in 1774 that closed in 1976. Farms and Amish homesteads surround newer subdivisions along Route 5, and many of the families in them commute north toward Waldorf and Washington.',
      neighborhoods: [
        { name: 'Charlotte Hall Historic District', text: 'Charlotte Hall Historic District, listed in 1974, strings its older houses along Old Route 5 on roomy, tree-shaded lots, left quiet after the highway was moved around the village.' },
        { name: 'Coole Springs', text: 'Coole Springs, whose waters gave the village its earlier name, drew one of the earliest hospitals in the colonies, authorized by the General Assembly in 1698.' },
        { name: 'Huntersville', text: 'Huntersville, on New Market-Turner Road, is home to All Faith Church, a Georgian church of Flemish bond brick built in 1766-1769 where a log church once stood.' },
      ],
      geo: { lat: 38.4803, lng: -76.7781 },
      homeTypes: ['rural', 'suburban-colonial'],
      projects: [
        {
          services: ['bathroom-remodeling', 'door-installation'],
          text: 'Retirees in the area often ask for accessibility changes, such as walk-in showers and wider doorways.',
        },
        {
          services: ['basement-finishing', 'home-office', 'outdoor-decks'],
          text: 'Younger families in the newer subdivisions along Route 5 ask for finished basements, home offices and decks.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: "Most homes around Charlotte Hall use private wells and septic systems, so adding a bedroom or plumbing fixtures requires St. Mary's County Health Department review of the septic system.",
        },
      ],
    },
  ],
};
