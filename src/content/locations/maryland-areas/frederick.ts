import type { ServiceArea } from '../../types';

/** Frederick County: its permit offices, housing stock and the towns we serve there. */
export const frederick: ServiceArea = {
  name: 'Frederick County',
  permitOffice: "Frederick County Division of Planning and Permitting (Department of Permits and Inspections) in Frederick, except inside the City of Frederick, which issues its own building, electrical and plumbing permits, and the Town of Mount Airy, where the Carroll County Bureau of Permits and Inspections in Westminster issues building and trade permits after the town's zoning approval; homes in the other incorporated towns need a town zoning certificate before the county permit.",
  housingStock: 'Brick houses of the early and mid-19th century in downtown Frederick, 19th-century brick and log houses along the old National Pike in Middletown, railroad-era houses of 1890 to 1930 in Brunswick, and planned communities such as the Villages of Urbana, begun in 2000, and Lake Linganore near New Market. In the older houses we check for structural and moisture problems once the plaster is open, while owners of the newer homes mostly ask for finished basements, built-ins and outdoor living.',
  notableNeighborhoods: ['Baker Park', 'Villages of Urbana', 'Lake Linganore', 'Ballenger Creek'],
  remodelingNote: "Exterior work in the Frederick Town Historic District, other than ordinary repair or minor rehabilitation, needs approval from the City of Frederick Historic Preservation Commission before the permit application. The Maryland Geological Survey has mapped more than 1,800 sinkholes, depressions and springs in the soluble rock of the Frederick Valley, from Point of Rocks north to Woodsboro, so we check soils before digging footings for an addition or deck.",
  permits: {
    building: 'the Frederick County Department of Permits and Inspections',
    buildingCity: 'Frederick',
    electrical: "the county's Department of Permits and Inspections",
    plumbing: "the county's Department of Permits and Inspections",
  },
  reviews: [
    {
      kind: 'hoa',
      text: "In Frederick County's planned communities, exterior changes such as additions, decks, roofing, siding and windows usually need the community association's architectural approval before work starts.",
    },
    {
      kind: 'well-septic',
      text: 'For homes on a private well and septic system, the Frederick County Health Department reviews the building permit, and new structures must stay clear of the well and the septic area.',
    },
  ],
  cities: [
    {
      name: 'Frederick',
      note: 'Daniel Dulany laid out Frederick Town in 1745 on a grid beside Carroll Creek, and the core of the city, with its church spires and brick houses, is now the Frederick Town Historic District. Through downtown, the creek runs in Carroll Creek Park, laid out over the underground conduits of a flood-control project built after the 1976 flood.',
      highlight: 'Most downtown houses are two- or three-story brick dwellings two or three bays wide, with their ornament kept to the front, and many date from the prosperous decades between 1810 and 1860. Baker Park, begun in 1926 with a gift from Joseph Dill Baker, follows Carroll Creek from Bentz Street to U.S. 15, past Culler Lake and the 1941 carillon.',
      neighborhoods: [
        { name: "Worman's Mill", text: "Worman's Mill, a neo-traditional neighborhood planned in the mid-1980s and begun around 1990 along the Monocacy in north Frederick, sets its first houses in groups around shared courtyards, and its single-family lots average about one-ninth of an acre." },
        { name: 'Baker Park', text: "The neighborhood around Baker Park, the city's largest park, holds Victorian, Colonial Revival, Arts and Crafts and Cape Cod houses built mostly between 1905 and 1940." },
      ],
      geo: { lat: 39.4143, lng: -77.4105 },
      homeTypes: ['historic-core', 'suburban-colonial', 'townhome'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Downtown clients want modern kitchens and baths inside historic shells, and we often rework the back rooms of a rowhouse into a kitchen with a mudroom at the rear.',
        },
        {
          services: ['window-installation', 'door-installation'],
          text: 'Windows and doors on houses in the historic district must satisfy the Historic Preservation Commission, so we repair original sash or propose wood replacements it can approve.',
        },
        {
          services: ['home-additions'],
          text: 'Where a downtown lot keeps an old outbuilding, we convert it into a studio or garage, with the commission\'s approval where the exterior changes.',
        },
        {
          services: ['basement-finishing', 'outdoor-decks'],
          text: 'Outside the historic district, and in nearby Ballenger Creek, most requests are straightforward basement finishing and deck building.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Exterior work on houses in the Frederick Town Historic District, other than ordinary repair or minor rehabilitation, needs approval from the City of Frederick Historic Preservation Commission before the building permit application.',
        },
      ],
      permitOffice: "the City of Frederick's permit office",
      tradePermits: { electrical: "the City of Frederick's permit office", plumbing: "the City of Frederick's permit office" },
      sources: [
        { url: 'http://learndiscountbakersrack.blogspot.com/2011/10/baker-park-in-frederick-maryland.html', checked: '2026-11-28', supports: "Baker Park neighborhood house styles, mostly 1905-1940; Frederick's largest city park; Culler Lake; the spires of the historic district's churches" },
        { url: 'http://www.businessinfrederick.com/179/Permit', checked: '2026-11-28', supports: 'city permits; HPC approves all exterior work in the Frederick Town Historic District except ordinary repair or minor rehabilitation' },
        { url: 'https://cityoffrederick.com/601/Recent-Changes', checked: '2026-11-28', supports: 'City of Frederick issues and inspects building, plumbing/gas and electrical permits' },
        { url: 'https://docplayer.net/amp/28127723-Making-application-for-a-residential-deck-porch.html', checked: '2026-11-28', supports: 'city building department; historic district approval before the permit application' },
        { url: 'https://mht.maryland.gov/nr/NRTourDetail.aspx?FROM=NRTourDetail4.aspx&TOURNAME=CIVIL%20WAR&NRID=202', checked: '2026-11-28', supports: 'Frederick Historic District: two- to three-story, two- to three-bay dwellings with ornament on the facades' },
        { url: 'https://frederickhistory.org/first-settlers/', checked: '2026-11-28', supports: 'Dulany laid out the Frederick-Town grid in 1745 around Carroll Creek' },
        { url: 'https://docslib.org/doc/11084029/frederick-city-architectural-context', checked: '2026-11-28', supports: 'brick buildings of 1810-1860 dominate the streetscape' },
        { url: 'https://www.visitfrederick.org/blog/stories/post/carroll-creek-park-history/', checked: '2026-11-28', supports: 'Carroll Creek Park built for flood protection' },
        { url: 'https://www.fredericknewspost.com/news/disasters_and_accidents/how-the-flood-of-changed-frederick-carroll-creek-flood-control/article_499c31a5-9521-535c-ab08-e31b214d3673.html', checked: '2026-11-28', supports: 'Carroll Creek walk above underground flood-control conduits built after the 1976 flood' },
        { url: 'http://lewsotherpics.blogspot.com/2013/08/our-world-baker-park.html', checked: '2026-11-28', supports: 'Baker Park runs along Carroll Creek from Bentz Street to US 15' },
        { url: 'https://friendsofbakerpark.org/the-pulse-of-frederick/', checked: '2026-11-28', supports: 'Baker Park established 1926 with Joseph Dill Baker gift; 1941 carillon; Culler fountain' },
        { url: 'http://articles.baltimoresun.com/1990-11-11/business/1990315173_1_courtyard-houses-conventional-housing-monocacy-river', checked: '2026-11-28', supports: "Worman's Mill on the Monocacy in north Frederick, first houses around courtyards" },
        { url: 'http://articles.baltimoresun.com/2000-04-02/business/0004080823_1_worman-mill-community-smart-growth', checked: '2026-11-28', supports: "Worman's Mill planned mid-1980s, neo-traditional, most single-family lots average about one-ninth acre" },
      ],
    },
    {
      name: 'Urbana',
      note: 'Urbana, once a small village along Route 355 in southern Frederick County, has grown since 2000 around the Villages of Urbana, a planned community of houses, townhomes and condominiums.',
      highlight: 'Sugarloaf Mountain is in sight of the planned neighborhoods, which were laid out on former farmland off Interstate 270 with a town center, a library, swimming pools and walking paths. Most of their houses date from the 2000s and 2010s.',
      neighborhoods: [
        { name: 'Old Urbana', text: 'The old village along Urbana Pike keeps the Landon House, first built in 1754 on the Rappahannock in Virginia and rebuilt here in 1846, which served as a school and, in September 1862, as a Civil War field hospital.' },
        { name: 'Villages of Urbana', text: 'The Villages of Urbana, whose first residents arrived in 2000, are made up of villages named for natural or historic features of the land, 26 of them by 2021, including a section for residents 55 and older.' },
        { name: 'Urbana Town Center', text: 'Urbana Town Center was planned on 181 acres beside Urbana Community Park, southwest of Route 355, for up to 610 homes mixed with commercial and office space.' },
      ],
      geo: { lat: 39.3259, lng: -77.3514 },
      homeTypes: ['new-community', 'townhome'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Screened porches and covered decks are the outdoor projects Urbana owners ask us for most, some of them facing toward Sugarloaf Mountain.',
        },
        {
          services: ['kitchen-remodeling'],
          text: "Owners of Urbana's 2000s houses ask us to replace the original builder cabinets and counters with better-built ones.",
        },
        {
          services: ['door-installation', 'crown-molding'],
          text: 'Owners also ask us to swap hollow-core interior doors for solid ones and to add crown molding to the main rooms.',
        },
        {
          services: ['basement-finishing', 'custom-closets'],
          text: "We often schedule interior work, such as finishing a basement or fitting out closets, while an exterior application is with the association's architectural review.",
        },
      ],
      reviews: [{ kind: 'hoa' }],
      sources: [
        { url: 'https://www.washingtonpost.com/realestate/a-village-becomes-the-villages-in-the-fast-growing-area-of-urbana-md/2021/04/06/d823a4c6-93db-11eb-9668-89be11273c09_story.html?outputType=amp&fbclid=IwAR3Afr8Tm7Avvd7q7oYJxbVAiddFJ8SGRpznuoTyoluFq8XWa1NLYKooyr0', checked: '2026-11-28', supports: 'Villages of Urbana: 26 villages, age-restricted section, condos, Sugarloaf Mountain' },
        { url: 'http://articles.baltimoresun.com/2000-09-21/news/0009210096_1_urbana-smart-growth-frederick-county', checked: '2026-11-28', supports: 'first residents in 2000 on former farmland off I-270' },
        { url: 'https://www.washingtonpost.com/archive/realestate/2002/12/14/planned-community-looks-to-past-present-future/6da6b7cc-43bc-41f3-9611-61ed569235a8/', checked: '2026-11-28', supports: 'villages named for natural or historic features; within sight of Sugarloaf Mountain; old Urbana along Route 355' },
        { url: 'https://www.hmdb.org/marker.asp?marker=1739', checked: '2026-11-28', supports: 'Landon House built 1754 in Virginia, rebuilt 1846, academy and 1862 field hospital' },
        { url: 'https://en.wikipedia.org/wiki/Landon_House', checked: '2026-11-28', supports: 'Landon House at 3401 Urbana Pike, school and field hospital' },
        { url: 'http://www.somdnews.com/article/20121126/NEWS/711269954/1099/door-opened-to-600-new-homes-in-urbana&template=gazette', checked: '2026-11-28', supports: 'Urbana Town Center: 181 acres by Urbana Community Park, up to 610 homes' },
        { url: 'https://www.fredericknewspost.com/news/economy_and_business/real_estate_and_development/proposal-moving-forward-for-43-townhomes-in-villages-of-urbana/article_17eec9b8-e53d-598f-bb91-84933215c1fd.html', checked: '2026-11-28', supports: 'town center and library of the Villages of Urbana, pathways' },
        { url: 'http://hoodcomstudies.com/cma303/?p=518', checked: '2026-11-28', supports: 'Urbana community amenities include a library, swimming pools and hiking trails' },
      ],
    },
    {
      name: 'New Market',
      note: 'New Market, founded in 1793 on the road between Frederick and Baltimore that became part of the National Pike, lines a half-mile Main Street with houses and former inns from its turnpike days and calls itself the Antiques Capital of Maryland.',
      highlight: "North of town, Lake Linganore at Eaglehead, planned in 1968 as the county's first planned-unit development, spreads its villages over wooded hills around the 216-acre lake and smaller ones. The older villages follow narrow, winding roads that trace the hillsides.",
      neighborhoods: [
        { name: 'Woodridge', text: 'Woodridge, the newest Lake Linganore village in the mid-2000s, was cleared and mass-graded before its large houses went up in straight rows, unlike the older villages built into the hillsides.' },
        { name: 'Coldstream', text: 'Coldstream, with community tennis and pickleball courts, is one of five Lake Linganore villages whose owners agreed in 1997 to pay a special tax for refurbished roads and stormwater management.' },
        { name: 'West Winds', text: 'West Winds is a Lake Linganore village with its own homeowners association, and its private club is one of three places with tennis courts in the lake community.' },
      ],
      geo: { lat: 39.3826, lng: -77.2694 },
      homeTypes: ['new-community', 'historic-core', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: "On Lake Linganore's hillside lots we plan deck stairs and footings for the slope, and many owners want the deck high enough to look out over the trees or the water.",
        },
        {
          services: ['window-installation'],
          text: 'Along Main Street we repair and weatherstrip original window sash where it survives rather than replace it.',
        },
        {
          services: ['flooring-installation'],
          text: 'Where old wood floors survive in the Main Street houses, we restore them, patching in reclaimed boards where pieces are missing.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: "Exterior changes to houses in New Market's historic district, including roofing, siding, shutters, windows, doors, porches, decks and fences, are reviewed by the town's Historic District Commission / Architectural Review Commission.",
        },
        {
          kind: 'hoa',
          text: "Homes in Lake Linganore need approval from the Lake Linganore Association's Environmental Control Committee for exterior work such as additions, decks, roofing, siding, windows and front doors, and homes in West Winds also answer to their own association's guidelines.",
        },
      ],
      sources: [
        { url: 'https://www.townofnewmarket.org/historic-district-commission-architectural-review-committee', checked: '2026-11-28', supports: 'Historic District Commission / Architectural Review Commission and the exterior changes it reviews' },
        { url: 'https://conduitstreet.mdcounties.org/2021/05/14/fun-fact-did-you-know-there-is-an-antiques-capital-of-maryland/', checked: '2026-11-28', supports: 'founded 1793 on the Frederick-Baltimore route, Antiques Capital of Maryland' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-08-27-1995239115-story.html', checked: '2026-11-28', supports: 'half-mile Main Street of old houses, inns and taverns on the National Pike' },
        { url: 'https://www.hmdb.org/marker.asp?marker=5746', checked: '2026-11-28', supports: 'the Baltimore and Frederick-Town Turnpike through New Market became the first leg of the National Road; eight hotels and taverns' },
        { url: 'https://www.lakelinganore.org/architectural-review/', checked: '2026-11-28', supports: 'ECC approval of additions, decks, roof/siding, window and front door changes; West Winds HOA sets additional guidelines' },
        { url: 'https://viewer.joomag.com/laketalk-september-2023/0662586001692816562/p17', checked: '2026-11-28', supports: 'five CDA villages incl. Coldstream, 1997 special tax for roads and stormwater; tennis courts in West Winds, Coldstream, Summerfield' },
        { url: 'https://viewer.joomag.com/misc-website-items-2013-lla-reserve-study/0990518001386103129/p8', checked: '2026-11-28', supports: 'Lake Linganore at Eaglehead PUD established 1968' },
        { url: 'http://catoctinmountain.com/columns/050609.html', checked: '2026-11-28', supports: "county's first PUD; narrow, winding roads of older villages; Woodridge, the newest village in 2005, cleared, mass-graded, straight rows" },
        { url: 'http://articles.baltimoresun.com/2002-03-31/news/0203310299_1_lake-linganore-community-frederick', checked: '2026-11-28', supports: '216-acre lake, forested ravines' },
        { url: 'https://www.westwindshoa.org/wwecc', checked: '2026-11-28', supports: 'West Winds Environmental Control Committee reviews exterior changes' },
      ],
    },
    {
      name: 'Middletown',
      note: 'Middletown, founded in 1767, grew along the National Pike in the valley between Catoctin Mountain and South Mountain, and its Main Street keeps many of its 19th-century storefronts.',
      highlight: 'South Mountain, where a Civil War battle was fought in September 1862, rises on the western side of the valley, and both armies marched through town that month on their way to South Mountain and Antietam. A trolley ran through town until 1947, and houses built along its line still stand on East Main Street.',
      neighborhoods: [
        { name: 'Middletown Historic District', text: 'The Middletown Historic District, listed in 2003, takes in Main, Green, Washington, Jefferson, Church and Walnut streets, with Federal houses of Flemish bond brick beside Greek Revival and Queen Anne designs.' },
        { name: 'East Main Street', text: 'From Broad Street eastward, East Main Street is lined with houses built on subdivided orchard and farm lots beside the trolley line that ran through Middletown until 1947.' },
        { name: 'Airview', text: 'Airview, east of Cone Branch, holds 12 houses built between 1896 and 1930 on former Kefauver farmland, with deep front setbacks on the north side of the street that once left room for the trolley.' },
      ],
      geo: { lat: 39.4437, lng: -77.5447 },
      homeTypes: ['historic-core', 'suburban-colonial', 'rural'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: "Where the walls and floors of Middletown's 19th-century houses are out of square, we build kitchen and bath cabinets to fit and scribe the trim to close the gaps.",
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
          text: 'Owners of newer Middletown houses often ask for tighter, better-sealed windows to replace the builder originals.',
        },
      ],
      sources: [
        { url: 'https://www.middletown.md.us/index.asp?SEC=BBB8C100-211E-4BDE-B1B1-B8AD3687BF37&DE=F98E4830-8079-4D64-ACDF-B61B0359A21A&Type=B_BASIC', checked: '2026-11-28', supports: 'town zoning certificate first, then the county building permit' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=1451&FROM=NRMapFR.aspx', checked: '2026-11-28', supports: 'historic district listed 2003, 1767-1947, National Pike, 19th-century storefronts, electric railway lost in 1947' },
        { url: 'https://livingplaces.com/MD/Frederick_County/Middletown_Town/Middletown_Historic_District.html', checked: '2026-11-28', supports: 'district streets; Federal Flemish bond brick, Greek Revival, Queen Anne; valley between Catoctin Mountain to the east and South Mountain to the west' },
        { url: 'https://mainstreetmiddletown.org/eastmainairviewhistoricdistrict/', checked: '2026-11-28', supports: 'East Main Street orchard and farm subdivisions from Broad Street; Airview east of Cone Branch, 12 lots 1896-1930, deep setbacks; trolley ended 1947' },
        { url: 'https://mdplanningblog.com/tag/maryland-economic-development-associaton-meda/', checked: '2026-11-28', supports: 'founded 1767; both armies passed through to South Mountain and Antietam' },
        { url: 'http://www.hmdb.org/marker.asp?marker=21911', checked: '2026-11-28', supports: 'Confederates marched through Middletown on September 10-11, 1862, Union troops a few days later; Battle of South Mountain September 14' },
      ],
    },
    {
      name: 'Walkersville',
      note: 'Walkersville, incorporated in 1892, joined two neighboring villages in the Glade Valley and grew quickly after its sewer system was finished in 1970.',
      highlight: "Fountain Rock Park, beside the town's Community Park, keeps six of the eight lime kilns that burned limestone from the quarry next to them between 1872 and 1955. The Walkersville Southern Railroad's tracks run through town, where the railroad from Frederick had arrived by 1873.",
      neighborhoods: [
        { name: 'Georgetown', text: 'The Georgetown section, begun after 1808 and named for settler George Cramer, grew until by 1880 it nearly met Walkersville, and the two were later joined under the name Walkersville.' },
        { name: 'Glade Village', text: "Glade Village sits near the Walkersville Southern Railroad tracks and the middle school, and like other neighborhoods it takes its name from The Glade, the settlers' name for the valley." },
        { name: 'Woodsboro Pike', text: 'Woodsboro Pike, now Route 194, follows the route of the old Woodsboro and Frederick Turnpike into Walkersville, and just south of town it passes the turnpike company\'s historic tollhouse.' },
      ],
      geo: { lat: 39.4862, lng: -77.3519 },
      homeTypes: ['split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: "Owners of Walkersville houses from the town's growth after 1970 call us when the original kitchen is ready for its first full remodel.",
        },
        {
          services: ['basement-finishing'],
          text: "Owners of Walkersville's newer houses ask us to finish the basements they have used for storage.",
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: "Owners of ranchers and split-levels in Walkersville ask us for rear sunrooms and screened porches.",
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'Walkersville owners often ask us to replace siding and windows in one project.',
        },
      ],
      sources: [
        { url: 'http://emmitsburg.net/archive_list/articles/history/woodsboro/walkersville_history.htm', checked: '2026-11-28', supports: 'incorporated 1892; The Glade; growth after the 1970 sewer system; developments named for the Glade' },
        { url: 'https://emmitsburg.net/info/w/history.htm', checked: '2026-11-28', supports: 'Georgetown begun after 1808, named for George Cramer; villages joined by 1880; railroad station 1873' },
        { url: 'https://www.gladevalley.net/progress-on-new-developments/', checked: '2026-11-28', supports: 'Glade Village near the Walkersville Southern Railroad tracks and Walkersville Middle School' },
        { url: 'https://www.liquisearch.com/maryland_route_194/route_description', checked: '2026-11-28', supports: 'MD 194 is Woodsboro Pike; Woodsboro and Frederick Turnpike Company tollhouse south of town' },
        { url: 'https://www.liquisearch.com/maryland_route_194/history', checked: '2026-11-28', supports: 'the Woodsboro and Frederick Turnpike ran from Woodsboro south to Ceresville along what is now MD 194' },
        { url: 'https://tout-a-l-egout.com/places/fountain-rock-quarry-lime-kilns', checked: '2026-11-28', supports: 'Fountain Rock lime kilns 1872-1955, six of eight kilns remain' },
        { url: 'https://www.gladevalley.net/tag/parks-and-recreation/', checked: '2026-11-28', supports: "Fountain Rock Park abuts Walkersville's Community Park" },
        { url: 'https://fountainrock.wordpress.com/2013/03/03/lime-kilns/', checked: '2026-11-28', supports: 'kilns built around 1872 burned limestone quarried from the nearby quarry; six remain' },
        { url: 'http://www.sunmeadowmd.com/town.php', checked: '2026-11-28', supports: 'railway line between Walkersville and Frederick built in 1869' },
      ],
    },
    {
      name: 'Brunswick',
      note: 'Known as Berlin until 1890, Brunswick grew around the B&O Railroad yards on the Potomac beside the C&O Canal, and as the yards spread, the town pushed up the hills above the river.',
      highlight: 'Downtown, the Brunswick Heritage Museum on West Potomac Street stands less than a block from the MARC station, among blocks built in the railroad boom of 1890 to 1910. Newer houses have come with Brunswick Crossing, a planned development whose layout mixes housing for active adults with its other homes.',
      neighborhoods: [
        { name: 'Old Berlin', text: 'Old Berlin, laid out by Leonard Smith by 1787 in 96 lots, most of them half an acre, is now the downtown business district along West Potomac Street.' },
        { name: 'Railroad boom district', text: 'The residential blocks of the 1890-1910 boom stretch along the rail yards on either side of old Berlin, built as the new B&O yard lifted the population to about 5,000 by 1910.' },
        { name: 'Galyn Manor', text: 'Galyn Manor is a subdivision near Souder Road and Brunswick High School, with walking trails of its own.' },
      ],
      geo: { lat: 39.3143, lng: -77.6278 },
      homeTypes: ['victorian-bungalow', 'new-community'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Owners in Brunswick Crossing call us to finish their lower levels.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Brunswick Crossing families ask us for first decks, and owners of the older hillside houses call us to rebuild worn front porches and steps.',
        },
        {
          services: ['home-additions'],
          text: "Where an older Brunswick house stands on a hillside, we design an addition's foundation for the slope and for the existing footings beside it.",
        },
        {
          services: ['window-installation', 'crown-molding'],
          text: 'In Brunswick\'s early 1900s houses, we replace worn windows and restore the period trim around them.',
        },
      ],
      sources: [
        { url: 'https://hescominsoon.com/archives/399', checked: '2026-11-28', supports: 'Brunswick Crossing planned development; its layout blends active-adult housing units with the other units' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=554&FROM=NRMapFR.aspx', checked: '2026-11-28', supports: 'Brunswick Historic District: old Berlin, 1890-1910 railroad boom town along the yards, business district on West Potomac Street' },
        { url: 'https://www.brunswickmdhistory.com/index.php/Page:Brunswick_100_Years_of_Memories.pdf/12', checked: '2026-11-28', supports: 'Leonard Smith laid out Berlin in 96 lots by 1787; town pushed up the hills as the yards grew' },
        { url: 'https://gbacc.net/a-brief-history-of-brunswick/', checked: '2026-11-28', supports: 'Berlin renamed and incorporated as Brunswick in 1890; B&O yard; about 5,000 people by 1910' },
        { url: 'https://en.wikipedia.org/wiki/Brunswick_Heritage_Museum', checked: '2026-11-28', supports: 'Brunswick Heritage Museum at 40 West Potomac Street near the MARC station' },
        { url: 'https://theflashnews.co/news/brunswick-considering-second-annexation-as-part-of-66fba614e038af05fc1cf549', checked: '2026-11-28', supports: 'land bounded by Galyn Manor, Brunswick High School and Souder Road; walking trails in Galyn Manor' },
      ],
    },
    {
      name: 'Thurmont',
      note: 'Thurmont, known as Mechanicstown until 1894, took a name meant as gateway to the mountains and sits at the foot of Catoctin Mountain, next to Catoctin Mountain Park and Cunningham Falls State Park.',
      highlight: 'The Roddy Road and Loys Station covered bridges and the iron-furnace village of Catoctin Furnace are a short drive from town. Hunting Creek, which once powered the mills, still runs through town, and the railroad that arrived in 1871 made Mechanicstown a shipping point for its tanneries, potteries and lumber.',
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
          text: 'Decks facing the ridge are popular, and on wooded lots we place the footings around tree roots and rock.',
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'Where a roof in the shade of the woods has gathered moss, we replace it, and we reseal or replace weathered log and cedar siding.',
        },
      ],
      sources: [
        { url: 'http://www.thurmontimages.com/Thurmont%20Images/Thurmont%20Images%20P/Petition+For+Thurmont+1894+002.jpg', checked: '2026-11-28', supports: '1894 petition to change the name from Mechanicstown to Thurmont' },
        { url: 'https://www.thecatoctinbanner.com/whats-in-a-name/', checked: '2026-11-28', supports: 'Thurmont means gateway to the mountains' },
        { url: 'http://www.emmitsburg.net/info/tm/history.htm', checked: '2026-11-28', supports: 'Hunting Creek mills, 1871 railroad, tanneries, pottery and lumber shipped from the depot' },
        { url: 'https://www.hmdb.org/Marker.asp?Marker=131819', checked: '2026-11-28', supports: 'Central Trust Company bank site now Mechanicstown Park; Match House on West Main Street, Jacob Weller' },
        { url: 'https://www.thurmonthistoricalsociety.org/the-lohr-building/', checked: '2026-11-28', supports: 'Lohr building of 1871 on North Church Street' },
        { url: 'https://thecatoctinbanner.com/thurmont-new-business-and-development-briefs-11', checked: '2026-11-28', supports: 'Hammaker Hills phase 1 on Woodland Avenue, phase 2 of 22 lots on Westview Drive' },
        { url: 'https://thebeautyaroundus.com/2016/01/05/frederick-county-md-covered-bridges-and-a-waterfall/', checked: '2026-11-28', supports: 'Loys Station and Roddy Road covered bridges, Cunningham Falls near Thurmont' },
        { url: 'http://margchauvin.blogspot.com/2014/06/mountain-adventures-cunningham-falls.html', checked: '2026-11-28', supports: 'Cunningham Falls State Park and Catoctin Mountain Park adjoin at Thurmont' },
      ],
    },
    {
      name: 'Ijamsville',
      note: 'Ijamsville, which is not incorporated, lies about 7 miles southeast of Frederick, where developers bought much of the land in the mid-to-late 20th century and the area became mainly residential.',
      highlight: 'The area takes its name from Plummer Ijams, who bought the Paradise grant and moved here in 1785, and the village later flourished around the B&O Railroad. Slate was found here in 1800 and was being quarried by 1812, and Ijamsville slate roofed buildings in Frederick and in Washington.',
      neighborhoods: [
        { name: 'Mussetter Road crossing', text: "By the railroad tracks where Ijamsville Road meets Mussetter Road stands the old Williams' General Store, which dates from before 1873 and served the village that grew up around the railroad." },
        { name: 'Bush Creek', text: "Along Bush Creek stood the Ijams family's gristmill, one of the centers of village business in the 19th century, until it was torn down in 1994." },
        { name: "Duvall's Forest", text: "On the Duvall brothers' tract known as Duvall's Forest, slate was found around 1800, and two quarries were working by 1812." },
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
          text: 'On large custom homes with long roof runs and big window walls, we replace roofs and upgrade windows.',
        },
        {
          services: ['basement-finishing'],
          text: 'Ijamsville owners often ask us to finish a lower level as a wine room or home gym.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Ijamsville,_Maryland', checked: '2026-11-28', supports: 'slate found by the Duvalls in 1800; two quarries working by 1812' },
        { url: 'http://ww2.gazette.net/gazette_archive/2002/200211/urbana/news/95994-1.html', checked: '2026-11-28', supports: "Plummer Ijams's Paradise grant in 1785, gristmill, slate mines from about 1800, Williams' General Store before 1873, village flourished around the railroad" },
        { url: 'https://en.wikipedia.org/wiki/Ijamsville,_Maryland', checked: '2026-11-28', supports: "7 miles southeast of Frederick; mill on Bush Creek stood until 1994; Duvall's Forest slate, two quarries by 1812; late-20th-century residential development" },
        { url: 'https://en.wikipedia.org/wiki/Ijamsville,_Maryland', checked: '2026-11-28', supports: 'Ijamsville slate used as roofing throughout Frederick and in Washington, D.C.' },
        { url: 'https://en.wikipedia.org/wiki/Ijamsville,_Maryland', checked: '2026-11-28', supports: 'Paradise Grant purchased, Plummer Ijams moved here 1785; land bought by developers in the mid-to-late 20th century, area became primarily residential' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.frederickcountymd.gov/8000/Building-Permits-Zoning-Certificates', checked: '2026-11-28', supports: 'county building permits and zoning certificates; town zoning certificate before the county permit; City of Frederick and Mt. Airy excluded' },
    { url: 'http://www.frederickcountymd.gov/99/Permits-Inspections', checked: '2026-11-28', supports: 'Department of Permits and Inspections issues building, electrical and plumbing permits outside the City of Frederick and Mt. Airy' },
    { url: 'https://www.frederickcountymd.gov/8002/Electrical-Permits', checked: '2026-11-28', supports: 'county electrical permits' },
    { url: 'https://www.mountairymd.gov/175/Building-Permits', checked: '2026-11-28', supports: 'Mount Airy building permits issued by the Carroll County Bureau of Permits and Inspections in Westminster after town zoning approval, including the part in Frederick County' },
    { url: 'https://mountairymd.org/174/Permits', checked: '2026-11-28', supports: 'Carroll County processes all building permits for the whole Town of Mount Airy' },
    { url: 'https://www.carrollcountymd.gov/government/directory/public-works/permits-inspections/', checked: '2026-11-28', supports: 'Carroll County Bureau of Permits and Inspections takes building, electrical, plumbing and gas permits' },
    { url: 'https://docslib.org/doc/7055447/residential-building-permit-information-addition', checked: '2026-11-28', supports: 'town paperwork required before a county residential permit application' },
    { url: 'http://www.businessinfrederick.com/179/Permit', checked: '2026-11-28', supports: 'City of Frederick HPC approval of exterior work in the Frederick Town Historic District' },
    { url: 'http://www.mgs.md.gov/publications/report_pages/RI_75.html', checked: '2026-11-28', supports: 'Frederick Valley karst and sinkhole susceptibility (Maryland Geological Survey)' },
    { url: 'http://water.usgs.gov/ogw/karst/kig2002/dkb_stratigraphy.html', checked: '2026-11-28', supports: 'Frederick Valley karst from the Potomac north to Woodsboro' },
    { url: 'http://www.dnr.state.md.us/dnrnews/pressrelease2004/090104b.html', checked: '2026-11-28', supports: 'Maryland Geological Survey Report of Investigations 75: more than 1,800 solution features in the soluble rocks around Frederick' },
    { url: 'https://www.washingtontimes.com/news/2004/sep/13/20040913-111549-7258r/', checked: '2026-11-28', supports: 'MGS study of the valley from Point of Rocks to Woodsboro mapped 1,816 karst features, including depressions, springs and collapses' },
    { url: 'https://health.frederickcountymd.gov/375/Well-Septic', checked: '2026-11-28', supports: 'Health Department reviews building permits for well and septic properties' },
    { url: 'http://health.frederickcountymd.gov/381/Expediting-Building-Permit-Approval', checked: '2026-11-28', supports: 'septic areas kept free of structures; foundations set back from wells' },
    { url: 'https://www.lakelinganore.org/architectural-review/', checked: '2026-11-28', supports: 'community association architectural approval of exterior work' },
    { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=554&FROM=NRMapFR.aspx', checked: '2026-11-28', supports: 'Brunswick railroad-era houses c. 1890-1930' },
  ],
};
