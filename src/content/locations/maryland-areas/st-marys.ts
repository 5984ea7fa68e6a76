import type { ServiceArea } from '../../types';

/** St. Mary's County: its permit offices, housing stock and the towns we serve there. */
export const stMarys: ServiceArea = {
  name: "St. Mary's County",
  permitOffice: "St. Mary's County Department of Land Use and Growth Management (LUGM), 23150 Leonard Hall Drive in Leonardtown; homes inside the Town of Leonardtown first need a Town zoning permit, and the Town Code also requires a Town permit for new buildings and additions.",
  housingStock: "Colonial and 19th-century plantation and farm houses survive across the county, and Amish farmsteads fill much of the north around Mechanicsville and Charlotte Hall. Lexington Park and California grew with Naval Air Station Patuxent River after 1943: the wartime Lexington Manor duplexes are gone, but planned neighborhoods such as Wildewood, approved in 1978 for up to 3,792 homes, keep adding houses. Waterfront communities range from 1950s cinderblock cottages at Golden Beach to houses along the Potomac, the Patuxent and their tidal creeks.",
  notableNeighborhoods: ['Wildewood', 'Breton Bay', 'Golden Beach', 'Wicomico Shores'],
  remodelingNote: "About 18 percent of the county's land, some 43,700 acres, lies in the Chesapeake Bay Critical Area, so waterfront work here often needs a Critical Area review before the permit. Many military households also need work finished before a permanent-change-of-station move or a lease start date, so we agree on a firm completion window in writing before demolition begins.",
  permits: {
    building: "the St. Mary's County Department of Land Use and Growth Management (LUGM)",
    buildingCity: 'Leonardtown',
    electrical: 'the same county department (applied for by a Maryland-licensed master electrician, or by a homeowner with a homeowner permit)',
    plumbing: 'the same county department',
  },
  reviews: [
    {
      kind: 'critical-area',
      text: "Homes within 1,000 feet of tidal water or tidal wetlands lie in the Chesapeake Bay Critical Area, where LUGM reviews new lot coverage and clearing and requires planting to offset them, with a Buffer Management Plan wherever the lot includes the shoreline Buffer.",
    },
    {
      kind: 'well-septic',
      text: "For homes on a private well and septic system, the St. Mary's County Health Department reviews the building permit application to confirm the water supply and sewage disposal are adequate, and any expansion of the septic system needs its own Health Department approval.",
    },
  ],
  cities: [
    {
      name: 'Leonardtown',
      note: "Leonardtown, laid out in 1708 at the head of Breton Bay as Seymour Town and renamed in 1728 for Governor Benedict Leonard Calvert, is the county seat and the only incorporated town in St. Mary's County. Its courthouse and town square sit up Washington Street from the Leonardtown Wharf on the bay.",
      highlight: "Tudor Hall, an 18th-century Georgian house and the oldest building in town, overlooks Breton Bay and holds the St. Mary's County Historical Society's research center. On the courthouse grounds stands the granite-and-brick Old Jail of 1876, now a museum and visitor center, and the Breton Bay golf community lies just outside the town along the water.",
      neighborhoods: [
        { name: 'Breton Bay', text: 'Breton Bay grew around a golf course that opened in 1971, with subdivisions up the hill along Bull Road and down the hill along Society Hill Road.' },
        { name: "Leonard's Grant", text: "Leonard's Grant, one of the large neighborhoods Leonardtown has added since 2010, is entered from Hollywood Road (Route 245), where the state put a traffic signal at its entrance." },
        { name: 'Foxwell', text: 'Foxwell is a small condominium enclave tucked into woods just off Fenwick Street downtown.' },
        { name: 'Washington Street', text: 'On the east side of Washington Street near the old wharf, the Abell House of about 1910, a vernacular Queen Anne design with cross gables and finials, has been on the National Register since 2003.' },
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
          text: "Where older houses around Leonardtown's square still have their original single-pane sash, we replace it with insulated units fitted to the old openings so the exterior trim stays intact.",
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Owners in the Breton Bay golf community mostly ask us to update original kitchens and baths. In older crawl-space houses near the square, we add insulation and a vapor barrier under the floor while a kitchen or bath is open, which helps against humid summers.',
        },
        {
          services: ['outdoor-decks'],
          text: "Front porches are part of the look of Leonardtown's older streets, and we rebuild their framing, floors and railings in the original proportions.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Homes within 1,000 feet of Breton Bay and its tidal creeks fall under the Town of Leonardtown's own Critical Area program, and the Town Administrator reviews permits there against it.",
        },
      ],
      sources: [
        { url: 'https://abcmovers.com/md/leonardtown-movers', checked: '2026-11-28', supports: 'Leonardtown Wharf at the foot of Washington Street' },
        { url: 'https://ecode360.com/9917274', checked: '2026-11-28', supports: 'Town zoning permit required before building; it authorizes the other permits' },
        { url: 'https://www.ecode360.com/9914355', checked: '2026-11-28', supports: 'Town Code chapter 48: Town permit for new buildings and additions; Maryland Building Performance Standards adopted' },
        { url: 'https://www.ecode360.com/9914377?mode=noresponsive', checked: '2026-11-28', supports: "Town's own Critical Area program; Town Administrator reviews permits in the Critical Area" },
        { url: 'https://www.leonardtown.com/history', checked: '2026-11-28', supports: 'founded 1708 as Seymour Town, renamed 1728 for Benedict Leonard Calvert, county seat' },
        { url: 'https://leonardtown.somd.com/OLDSITE/government/pz.html', checked: '2026-11-28', supports: 'only incorporated town in the county; Town controls planning and zoning' },
        { url: 'https://stmaryshistory.org/', checked: '2026-11-28', supports: 'Tudor Hall 18th-century Georgian, oldest building in town, Research Center; Old Jail built 1876 of granite block and brick' },
        { url: 'https://somd.com/news/headlines/2006/4817.php', checked: '2026-11-28', supports: 'Tudor Hall overlooks Breton Bay' },
        { url: 'https://www.stmarysmd.com/recreate/oldjail/', checked: '2026-11-28', supports: 'Old Jail of 1876 replaced the 1858 jail; museum and visitor center on the courthouse grounds' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2011/01/07/AR2011010702062.html', checked: '2026-11-28', supports: 'Breton Bay subdivisions along Bull Road and Society Hill Road' },
        { url: 'https://www.somdnews.com/news/local/still-moving-fore--ward/article_c39a4daa-47f1-5efa-824e-1c903ecbc68f.html', checked: '2026-11-28', supports: 'Breton Bay Golf & Country Club marked its 50th year in 2021' },
        { url: 'https://www.informedstmarys.com/news/ltown-comp-plan', checked: '2026-11-28', supports: "Leonard's Grant among neighborhoods built since 2010; signal at its Hollywood Road entrance" },
        { url: 'http://www.somdnews.com/article/20140716/NEWS/140719638/angst-about-apartments-brews-in-leonardtown&template=southernMaryland', checked: '2026-11-28', supports: 'Foxwell condominium enclave in woods off Fenwick Street' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1443&COUNTY=Saint%20Marys&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Abell House, c. 1910 vernacular Queen Anne, east side of Washington Street, listed 2003' },
      ],
    },
    {
      name: 'California',
      note: "California, the county's largest community, grew along Three Notch Road (Route 235) north of Naval Air Station Patuxent River. Its post office opened in 1874, and local legend credits the name to homesick Californians.",
      highlight: 'Wildewood spreads over 885 acres behind the shopping strips of Route 235, and newer sections of The Woods at Myrtle Point sit near Route 4 and the Thomas Johnson Bridge over the Patuxent. Town Creek rises on the east side of Route 235 and flows north to the river.',
      neighborhoods: [
        { name: 'Wildewood', text: 'Wildewood, a planned unit development approved in 1978 and amended in 1991, covers 885 acres along Wildewood Parkway and is the largest neighborhood in the county, with Evergreen Elementary School inside it.' },
        { name: 'The Woods at Myrtle Point', text: 'The Woods at Myrtle Point covers 283 acres off Patuxent Boulevard near Mill Creek, with 55 single-family houses in its first section and townhouses approved for later ones.' },
        { name: 'Town Creek', text: 'Town Creek rises just east of Route 235 and runs about two miles north to the Patuxent, draining a watershed of about 829 acres.' },
      ],
      geo: { lat: 38.3004, lng: -76.5075 },
      homeTypes: ['suburban-colonial', 'new-community', 'townhome'],
      projects: [
        {
          services: ['home-office', 'basement-finishing'],
          text: 'Home offices with built-in desks and lockable storage for work files, and finished basements in newer houses, are the requests we hear most from California households tied to the base.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Waterside owners along Town Creek ask for screened porches, while families in the inland subdivisions want open decks sized for entertaining.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'Humid river air is hard on the exteriors of houses near the Patuxent, so we specify siding, trim and windows made to handle constant moisture.',
        },
        {
          services: ['kitchen-remodeling', 'home-additions'],
          text: 'Inland families also ask us to open up kitchens for entertaining and to add sunrooms off the back of the house.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'http://articles.baltimoresun.com/1996-11-10/news/1996315002_1_leonardtown-lexington-park-air-station', checked: '2026-11-28', supports: 'California post office 1874, name credited to homesick Californians (Hammett)' },
        { url: 'https://wiki.richxsearch.com/view_html.php?lang=en&q=St._Mary%27s_County%2C_Maryland&sq=Don+beyer', checked: '2026-11-28', supports: 'California is the largest community in the county' },
        { url: 'http://www.somdnews.com/article/20120222/NEWS/702229725/1103/the-grey/County-has-little-say-over-Wildewood-concerns&template=southernMaryland', checked: '2026-11-28', supports: 'Wildewood PUD approved 1978, amended 1991, up to 3,792 homes on 885 acres, Wildewood Parkway' },
        { url: 'http://www.somdnews.com/article/20130130/NEWS/130139859/1056/planners-press-wildewood-for-access-road&template=southernMaryland', checked: '2026-11-28', supports: 'Wildewood the largest neighborhood in the county; Evergreen Elementary inside it' },
        { url: 'https://www.thebaynet.com/articles/0613/townhouses-approved-for-woods-at-myrtle-point.html', checked: '2026-11-28', supports: 'Woods at Myrtle Point: 283 acres, 55 single-family lots in the first section, townhouses approved, off Patuxent Boulevard and Route 4' },
        { url: 'https://thebaynet.com/planners-ok-townhouses-amid-run_off-concerns-html/', checked: '2026-11-28', supports: 'Woods at Myrtle Point near Mill Creek, between the Thomas Johnson Bridge and Route 235' },
        { url: 'https://en.wikipedia.org/wiki/Town_Creek_(Patuxent_River_tributary)', checked: '2026-11-28', supports: 'Town Creek headwaters east of Route 235, flows about 2 miles north to the Patuxent, 829-acre watershed' },
      ],
    },
    {
      name: 'Lexington Park',
      note: 'Lexington Park grew up outside the gates of Naval Air Station Patuxent River, whose construction began in April 1942 and which was commissioned on April 1, 1943. The Navy renamed the area, then called Jarboesville, for the aircraft carrier USS Lexington, sunk at the Battle of the Coral Sea in May 1942.',
      highlight: 'The Patuxent River Naval Air Museum stands on Three Notch Road just outside the base gate, and Great Mills Road and Three Notch Road carry most of the traffic and shopping. An 1865 county map shows the crossroads here under the name Centreville.',
      neighborhoods: [
        { name: 'Carver Heights', text: 'Carver Heights was built in the 1940s, nearer the south gate of the air station, as housing for Black families, many of whom worked on the base, and it remains a lived-in neighborhood.' },
        { name: 'Lexington Manor', text: 'Lexington Manor, the wartime neighborhood of 171 modern-looking concrete and brick duplexes by the main gate known as the Flattops, was razed in 2005; one preserved duplex on Coral Drive stands in John G. Lancaster Park.' },
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
      sources: [
        { url: 'https://wiki.somd.com/index.php/Naval_Air_Station_Patuxent_River', checked: '2026-11-28', supports: 'NAS Patuxent River commissioned April 1, 1943' },
        { url: 'https://somd.com/news/headlines/2016/20577.php', checked: '2026-11-28', supports: 'base construction began April 4, 1942, on the Cedar Point farms' },
        { url: 'https://lexleader.net/tag/jarboesville/', checked: '2026-11-28', supports: 'Navy renamed Jarboesville to Lexington Park for USS Lexington, sunk 1942 at the Coral Sea' },
        { url: 'https://lexleader.net/some-history-from-leonard-kohl/', checked: '2026-11-28', supports: 'USS Lexington (CV-2) sunk May 8, 1942; area called Centreville on the 1865 Martenet map' },
        { url: 'http://www.history.navy.mil/museums/paxmuseum/about.htm', checked: '2026-11-28', supports: 'museum moved in 2001 to a site just outside the air station in Lexington Park' },
        { url: 'http://havefun.scotlandyardsmd.com/item/patuxent-river-naval-air-museum-visitor-center/', checked: '2026-11-28', supports: 'museum address 22156 Three Notch Road' },
        { url: 'http://elvertbarnes-freedom.blogspot.com/2007_05_27_archive.html', checked: '2026-11-28', supports: 'Carver Heights built in the 1940s for Black families, nearer the south gate; Flat Tops by the main gate' },
        { url: 'https://lexleader.net/lex-park-history-to-anchor-pax-museum-exhibit/', checked: '2026-11-28', supports: 'Carver Heights remains a vibrant neighborhood' },
        { url: 'http://lexleader.net/preserved-flattop-opens-public/', checked: '2026-11-28', supports: 'Lexington Manor built 1942-44, razed 2005, John G. Lancaster Park, one of 171 duplexes preserved on Coral Drive' },
        { url: 'http://nextexithistory.us/explore/historical-sites/architectural-significance-of-the-first-lexington-park-community', checked: '2026-11-28', supports: 'modern-looking concrete and brick duplexes of Lexington Manor' },
      ],
    },
    {
      name: 'Mechanicsville',
      note: "Mechanicsville lies in the farm country of northern St. Mary's County, in an Old Order Amish settlement founded by Lancaster County families around 1940, with an Old Order Mennonite community nearby.",
      highlight: 'Golden Beach, a former summer colony on a Patuxent peninsula, gives the area a waterfront side, with small houses close to the river. Inland, Amish farmhouses stand among tobacco barns and open fields, and newer houses spread along the country roads.',
      neighborhoods: [
        { name: 'Golden Beach', text: 'Golden Beach began in the 1950s as a summer retreat for Washingtonians on a Patuxent peninsula where a two-lane road dead-ends, and many of its first houses were one-story cinderblock cottages.' },
        { name: 'Wicomico Shores', text: 'Wicomico Shores, a neighborhood of about 460 homes, shares a bluff above the Wicomico River with a county golf course whose lower holes lie in the floodplain, and a public landing and pier lie below.' },
        { name: 'Thompson Corner', text: 'Thompson Corner lies in the midst of the Amish settlement, where dirt buggy trails still link family farms.' },
        { name: 'Mechanicsville Village', text: 'The old village, begun about 1850 on the Three Notch Trail, is believed to take its name from the blacksmiths and other craftsmen who worked there, and a railway once ran through it.' },
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
          text: 'Older Golden Beach houses often need rotted sills, siding and decks replaced after decades of damp river air, and we rebuild them with rot-resistant materials.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'Wood stoves are common in the farmhouses inland, and we build noncombustible surrounds and mantels that keep the clearances the stove maker requires.',
        },
      ],
      reviews: [{ kind: 'well-septic' }, { kind: 'critical-area' }],
      sources: [
        { url: 'https://amishamerica.com/maryland-amish/', checked: '2026-11-28', supports: 'St. Mary\'s County Amish settlement near Mechanicsville founded by Lancaster Amish in 1940' },
        { url: 'http://ww2.somdnews.com/stories/11262008/entemor160901_32333.shtml', checked: '2026-11-28', supports: 'Amish and Mennonite families began moving here in 1939' },
        { url: 'https://en.wikipedia.org/wiki/Mechanicsville,_Maryland', checked: '2026-11-28', supports: 'village about 1850 on the Three Notch Trail, name from blacksmiths and craftsmen, railway; Old Order Mennonite community' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2008/05/30/AR2008053001621.html?nav=rss_realestate', checked: '2026-11-28', supports: 'Golden Beach: 1950s summer retreat for Washingtonians, peninsula, dead-end two-lane road, cinderblock cottages' },
        { url: 'http://virginiagolfguy.com/2017/07/02/wicomico-shores-golf-course-mechanicsville-md-on-070117/', checked: '2026-11-28', supports: 'Wicomico Shores county course on a bluff above the Wicomico River, lower holes in the floodplain' },
        { url: 'https://www.washingtonpost.com/archive/local/2005/11/03/wicomico-shores-pier-reopens/390d5cb8-e268-43e7-ab7a-88c6b4035eea/', checked: '2026-11-28', supports: 'Wicomico Shores public landing and pier; 460-home neighborhood' },
        { url: 'http://articles.baltimoresun.com/2002-01-13/news/0201130296_1_amish-community-yoder-tobacco', checked: '2026-11-28', supports: 'Thompson Corner in the Amish community; dirt buggy trails between farms; tobacco barns' },
      ],
    },
    {
      name: 'Hollywood',
      note: 'Hollywood runs from Three Notch Road down to the Patuxent River, and its name, given to the post office opened in 1865, comes from a holly tree. Sotterley, a riverfront plantation whose house was begun about 1703, is now a museum and a National Historic Landmark.',
      highlight: 'The parish of St. John Francis Regis Catholic Church traces itself to a first church of 1690, and its present church was dedicated in 1898. Newer subdivisions cluster around the crossroads of Three Notch Road and Sotterley Road, while lanes toward the Patuxent end at creekside and riverfront houses.',
      neighborhoods: [
        { name: "Clarke's Landing", text: "Clarke's Landing sits between Cuckold Creek to the north and Mill Creek to the south, with a long view down the Patuxent; a waterfront restaurant has stood there since Charles Clarke built a bar and marina in the 1920s." },
        { name: 'Twin Ponds', text: 'Twin Ponds is a subdivision near the crossroads of Three Notch Road and Sotterley Road, across from the Hollywood Volunteer Fire Department.' },
        { name: 'Mervell Dean Road', text: 'Mervell Dean Road runs parallel to Three Notch Road through the Hollywood Town Center area.' },
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
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://exbulletin.com/entertainment/2608092/', checked: '2026-11-28', supports: 'Mervell Dean Road parallel to Three Notch Road' },
        { url: 'http://daytrippingmetro.com/sotterley.htm', checked: '2026-11-28', supports: 'tree-ring dating puts the start of the Sotterley house at 1703' },
        { url: 'http://articles.baltimoresun.com/1996-11-10/news/1996315002_1_leonardtown-lexington-park-air-station', checked: '2026-11-28', supports: 'Hollywood post office established 1865, named for a holly tree (Hammett)' },
        { url: 'https://en.wikipedia.org/wiki/Sotterley_(Hollywood,_Maryland)', checked: '2026-11-28', supports: 'Sotterley built 1703, overlooks the Patuxent, National Historic Landmark 2000' },
        { url: 'https://www.stjohnsparishhollywood.org/our-parish', checked: '2026-11-28', supports: 'St. John Francis Regis: first church 1690, present church dedicated 1898' },
        { url: 'https://www.washingtonpost.com/archive/local/2000/01/13/local-tastes/5a16a99f-e42b-43f2-9821-8ee71eeb63a5/', checked: '2026-11-28', supports: "Clarke's Landing between Cuckold Creek and Mill Creek, Patuxent view, bar and marina built in the 1920s" },
        { url: 'https://informedstmarys.com/news/three-notch-place', checked: '2026-11-28', supports: 'Twin Ponds subdivision at Route 235 and Sotterley Road, across from the Hollywood fire department' },
        { url: 'http://somd.com/news/headlines/2015/19715.php', checked: '2026-11-28', supports: 'Mervell Dean Road area in the Hollywood Town Center' },
      ],
    },
    {
      name: 'Great Mills',
      note: 'Great Mills lies along Great Mills Road west of Lexington Park, around the crossroads with Point Lookout Road (Route 5), and takes its name from the mills that once stood there.',
      highlight: "Cecil's Old Mill on Indian Bridge Road stands on the foundation of the Clifton Factory, a textile mill of about 1812. St. Mary's River State Park, with a 250-acre lake and a 7.5-mile trail around it, lies off Route 5 between here and Leonardtown.",
      neighborhoods: [
        { name: "Cecil's Mill Historic District", text: "Listed on the National Register in 1978, the Cecil's Mill Historic District takes in the mill of about 1900, the 1906 Cecil country store and post office, the Cecil home and Old Holy Face Church across Indian Bridge Road." },
        { name: 'Bay Ridge', text: 'Bay Ridge, off Bay Ridge Road just south of the Route 5 junction with Great Mills Road, was built in phases by two partners who bought the land in the 1980s.' },
      ],
      geo: { lat: 38.246, lng: -76.497 },
      homeTypes: ['split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation', 'siding-installation', 'door-installation'],
          text: 'Houses from the 1980s and 1990s, such as those in Bay Ridge, are at the age where original windows, siding and entry doors wear out, so we often replace them together.',
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
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=458&COUNTY=Saint%20Marys&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: "Cecil's Mill Historic District listed 1978: mill of about 1900, Cecil Store, Cecil Home, Old Holy Face Church on Indian Bridge Road" },
        { url: 'https://www.cecilscountrystore.com/copy-of-a-little-bit-of-history', checked: '2026-11-28', supports: 'Clifton Factory of 1812 rebuilt as a mill in 1900; store and post office built 1906' },
        { url: 'https://www.hmdb.org/m.asp?m=138936', checked: '2026-11-28', supports: "Cecil's Mill on Indian Bridge Road 0.3 miles north of Point Lookout Road, in Great Mills" },
        { url: 'https://thebaynet.com/take-a-hike-st-marys-lake-html/', checked: '2026-11-28', supports: "St. Mary's Lake: 250 acres, 7.5-mile trail, off Route 5 between Leonardtown and Great Mills" },
        { url: 'https://informedstmarys.com/news/bay-ridge-townhomes', checked: '2026-11-28', supports: 'Bay Ridge south of the Great Mills Road/Route 5 intersection, land bought in the 1980s and built in phases' },
      ],
    },
    {
      name: "St. Mary's City",
      note: "St. Mary's City, founded in 1634, was Maryland's capital until the government moved to Annapolis in the 1690s, and its town land is now shared by the Historic St. Mary's City museum and St. Mary's College of Maryland.",
      highlight: "The remains of the 17th-century town lie under the fields and woods along the St. Mary's River, a National Historic Landmark since 1969 and probably the only major 17th-century town site in the country never built over. Around it, houses stand singly along the river and St. Inigoes Creek and along Route 5 and Rosecroft Road.",
      neighborhoods: [
        { name: 'Rosecroft', text: 'Rosecroft, a residential subdivision inside the historic district, was still thinly built when the district became a National Historic Landmark in 1969, and its houses follow Rosecroft Road.' },
        { name: 'St. Inigoes Creek shore', text: 'Houses along St. Inigoes Creek sit amid the woods that cover the southern part of the old town land, facing the tidal creek rather than the open river.' },
        { name: "St. Mary's City Historic District", text: "On the old town land, the museum has rebuilt the brick chapel of about 1667 on its buried cross-shaped foundation; the first brick Catholic church in the English colonies, it was closed by the royal governor in 1705." },
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
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=30', checked: '2026-11-28', supports: 'historic district listed and NHL 1969; capital until 1694; Rosecroft thinly developed; residences along the river, St. Inigoes Creek, Route 5 and Rosecroft Road; woods toward St. Inigoes Creek; college land' },
        { url: 'http://tps.cr.nps.gov/nhl/detail.cfm?ResourceId=862&ResourceType=District', checked: '2026-11-28', supports: 'founded 1634, capital until 1695, probably the only major 17th-century town site never overbuilt' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2008/01/02/AR2008010202830.html', checked: '2026-11-28', supports: 'brick chapel of about 1667 rebuilt on its buried cross-shaped foundation' },
        { url: 'https://www.thechesapeaketoday.com/2025/03/27/brick-chapel-finally-will-debut-after-being-ordered-shuttered-by-royal-governor-in-1705-as-catholism-was-banned-in-maryland-the-reconstructed-chapel-carefully-rebuilt-to-originial-design-over-decad/', checked: '2026-11-28', supports: 'first brick Catholic church building in the English colonies, closed by the royal governor in 1705' },
        { url: 'https://cathstan.org/local/rebuilt-brick-chapel-in-st-marys-city-with-its-new-interior-features-highlights-maryland-as-a-birthplace-of-religious-freedom', checked: '2026-11-28', supports: 'reconstructed 1667 Brick Chapel at Historic St. Mary\'s City' },
      ],
    },
    {
      name: 'Piney Point',
      note: 'Piney Point, on the Potomac shore, is named for the loblolly and longleaf pines along its shoreline; the Piney Point Lighthouse of 1836 took the point\'s name, and many of the houses face open water.',
      highlight: 'The short bridge to St. George Island and the campus of the Paul Hall Center for Maritime Training and Education mark this stretch of the river. From about 1820 the point drew presidents and Washington society as a summer resort, until a hurricane closed the Piney Point Hotel in 1933.',
      neighborhoods: [
        { name: 'Stark Drive', text: "Along Stark Drive, two-story houses built as officers' quarters for the Navy torpedo test range of the early 1940s stand beside the Potomac shore." },
        { name: 'Former Navy cottages', text: 'Across from the Paul Hall Center, dozens of small one-story cottages that sailors built from 1940 for married enlisted men still form a lived-in neighborhood.' },
        { name: 'Lighthouse Road', text: "Lighthouse Road, lined with beach and gazebos on the water side, ends at the lighthouse and keeper's quarters, now a county museum and the oldest lighthouse on the Potomac." },
        { name: 'St. George Island', text: 'Across a short bridge, the island was owned by the Catholic Church until it was opened to settlers in the 19th century, some of them from Smith Island.' },
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
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'http://cblights.com/lights/pineypoint.html', checked: '2026-11-28', supports: 'Piney Point named for its loblolly pines; lighthouse commissioned 1836, oldest of the Potomac lights' },
        { url: 'https://en.wikipedia.org/wiki/Piney_Point,_Maryland', checked: '2026-11-28', supports: 'named for the longleaf and loblolly pines; torpedo test range; enlisted cottages across from the Paul Hall Center; officers on Stark Drive; hotel closed after a 1933 hurricane; bridge to St. George Island' },
        { url: 'http://somdparanormal.com/PhotoTrips/PineyPointLight/index.html', checked: '2026-11-28', supports: 'named for the loblolly and longleaf pines along the shore; resort for Washington 1820-1910' },
        { url: 'https://en.wikipedia.org/wiki/Piney_Point_Light', checked: '2026-11-28', supports: 'lighthouse built 1836, decommissioned 1964, now a museum' },
        { url: 'https://bestthingsmd.com/place/piney-point-lighthouse-museum-and-historic-park-piney-point-md.html', checked: '2026-11-28', supports: "museum at 44720 Lighthouse Road; lighthouse and keeper's quarters of 1836" },
        { url: 'http://thenweleft.blogspot.com/2012/07/piney-point-lighthouse-and-maritime.html', checked: '2026-11-28', supports: 'road to the museum lined with beach, gazebos and docks; Piney Point Hotel closed 1933' },
        { url: 'https://lexleader.net/piney-point-torpedo-testers-return-annual-reunion/', checked: '2026-11-28', supports: 'sailors arrived August 1940 and built dozens of homes for married enlisted men and officers\' quarters along the beach' },
        { url: 'https://en.wikipedia.org/wiki/St._George_Island,_Maryland', checked: '2026-11-28', supports: 'St. George Island owned by the Catholic Church, opened to settlement in the 19th century, settlers from Smith Island, short bridge' },
      ],
    },
    {
      name: 'Charlotte Hall',
      note: "Charlotte Hall, at the northern edge of St. Mary's County along Route 5, is home to the Charlotte Hall Veterans Home and to farmers markets where Amish families from the nearby settlement sell produce and baked goods.",
      highlight: 'The veterans home stands on the grounds of Charlotte Hall School, founded in 1774 and later a military academy, which closed in 1976. The village kept its old plan because Route 5 was rebuilt to bypass it, and Amish farms lie just to the south.',
      neighborhoods: [
        { name: 'Charlotte Hall Historic District', text: 'Charlotte Hall Historic District, listed in 1974, strings its older houses along Old Route 5 on roomy, tree-shaded lots, left quiet after the highway was moved around the village.' },
        { name: 'Coole Springs', text: 'Coole Springs, whose waters gave the village its earlier name, drew one of the earliest hospitals in the colonies, authorized by the General Assembly in 1698.' },
        { name: 'Huntersville', text: 'Huntersville, on New Market-Turner Road, is home to All Faith Church, a Georgian church of Flemish bond brick built in 1766-1769 on the site of an earlier log church.' },
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
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'http://msummerfieldimages.com/all-faith-episcopal-church-charlotte-hall/', checked: '2026-11-28', supports: 'All Faith parish church at Huntersville; earlier log church on the site' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=219', checked: '2026-11-28', supports: 'Charlotte Hall Historic District (Coole Springs) listed 1974; houses along Old Route 5 on tree-shaded lots; bypassed by Route 5; academy founded 1774' },
        { url: 'http://mhgp.org/st-marys-2012', checked: '2026-11-28', supports: 'school at Cool Springs ordered in 1774, closed 1976; site now the Charlotte Hall Veterans Home' },
        { url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000022/html/am22--279.html', checked: '2026-11-28', supports: 'Act of the General Assembly, October 1698, to buy land at the Coole Springs of healing waters' },
        { url: 'https://www.mddistrictsix.org/content/post298/Charlotte%20Hall%20Town%20History.cfm', checked: '2026-11-28', supports: 'hospital at Coole Springs authorized 20 October 1698; Coole Springs the earlier name' },
        { url: 'https://www.chesapeakechurches.com/2020/03/all-faith-charlotte-hall.html', checked: '2026-11-28', supports: 'All Faith Church built 1766-1769 of Flemish bond brick' },
        { url: 'https://en.wikipedia.org/wiki/National_Register_of_Historic_Places_listings_in_St._Mary%27s_County,_Maryland', checked: '2026-11-28', supports: 'All Faith Church at 38885 New Market Turner Road, Georgian, 1766-1769' },
        { url: 'https://www.donrockwell.com/topic/41869-north-st-marys-county-farmers-market/', checked: '2026-11-28', supports: 'North St. Mary\'s County Farmers Market at the Charlotte Hall library, Amish vendors' },
        { url: 'http://ww2.somdnews.com/stories/11262008/entemor160901_32333.shtml', checked: '2026-11-28', supports: 'the Amish live in Charlotte Hall and Mechanicsville' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.stmarysmd.com/lugm/', checked: '2026-11-28', supports: 'LUGM issues building permits and schedules inspections at 23150 Leonard Hall Drive, Leonardtown' },
    { url: 'http://www.stmarysmd.com/lugm/inspections.asp', checked: '2026-11-28', supports: 'LUGM permits and inspections cover building, electrical and plumbing codes' },
    { url: 'https://vdocuments.us/ordinance-no-2017-m-lhh0025hu327-st-marys-county-2017-32-st-the-st.html', checked: '2026-11-28', supports: 'county electrical code (chapter 217): electrical permits and homeowner permits' },
    { url: 'https://southernmarylandchronicle.com/2021/05/13/the-deadline-to-renew-the-local-master-electrician-license-is-june-30/', checked: '2026-11-28', supports: 'since July 2021 master electricians hold a Maryland State license' },
    { url: 'https://marylanddigitalnews.com/updates-to-local-building-code-ordinance-effective-july-15/', checked: '2026-11-28', supports: 'county building code (chapter 203) adopts the plumbing code; LUGM enforces it with permits' },
    { url: 'https://ecode360.com/9917274', checked: '2026-11-28', supports: 'Town of Leonardtown zoning permit required first' },
    { url: 'https://www.ecode360.com/9914355', checked: '2026-11-28', supports: 'Town of Leonardtown permit for new buildings and additions' },
    { url: 'https://www.stmaryscountymd.gov/LUGM/Environmental_Review/', checked: '2026-11-28', supports: 'Critical Area: land within 1,000 feet of tidal waters or tidal wetlands; county program since 1990' },
    { url: 'http://167.102.169.10/LUGM/MIG', checked: '2026-11-28', supports: 'Buffer Management Plans approved by LUGM; mitigation planting for clearing and new lot coverage in the Critical Area' },
    { url: 'http://www.somdnews.com/article/20130405/NEWS/130409409/1056/morris-questions-critical-area-boundary&template=southernMaryland', checked: '2026-11-28', supports: 'about 43,700 acres, 18 percent of county land, in the Critical Area' },
    { url: 'https://smchd.org/?p=21608', checked: '2026-11-28', supports: 'Health Department reviews building permit applications for water supply and sewage disposal; septic expansion applications' },
    { url: 'http://www.smchd.org/building-permit-process/', checked: '2026-11-28', supports: 'Health Department role in building permits, perc tests and well certification' },
    { url: 'http://www.somdnews.com/article/20120222/NEWS/702229725/1103/the-grey/County-has-little-say-over-Wildewood-concerns&template=southernMaryland', checked: '2026-11-28', supports: 'Wildewood approved 1978 for up to 3,792 homes' },
    { url: 'http://lexleader.net/preserved-flattop-opens-public/', checked: '2026-11-28', supports: 'Lexington Manor wartime duplexes razed in 2005' },
    { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2008/05/30/AR2008053001621.html?nav=rss_realestate', checked: '2026-11-28', supports: 'Golden Beach 1950s cinderblock cottages' },
    { url: 'https://wiki.somd.com/index.php/Naval_Air_Station_Patuxent_River', checked: '2026-11-28', supports: 'Naval Air Station Patuxent River commissioned 1943' },
    { url: 'https://amishamerica.com/maryland-amish/', checked: '2026-11-28', supports: 'Amish settlement in northern St. Mary\'s County' },
  ],
};
