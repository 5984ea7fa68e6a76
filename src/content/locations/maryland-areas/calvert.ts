import type { ServiceArea } from '../../types';

/** Calvert County: its permit offices, housing stock and the towns we serve there. */
export const calvert: ServiceArea = {
  name: 'Calvert County',
  permitOffice: 'Calvert County Department of Planning & Zoning, Division of Inspections and Permits, on the third floor of the County Administration Building, 150 Main Street, in Prince Frederick; in the towns of Chesapeake Beach and North Beach the town must approve the work before the county issues the permit.',
  housingStock: "Calvert grew from about 20,700 residents in 1970 to about 74,600 in 2000, with the sharpest growth in the 1980s and 1990s. Older communities include North Beach, laid out for summer cottages from 1900, Scientists' Cliffs, where log cabins went up from 1935, and Chesapeake Ranch Estates, founded in 1958. Many of our projects in houses from the growth years replace their original kitchens, baths, roofs and windows.",
  notableNeighborhoods: ['Chesapeake Ranch Estates', "Scientists' Cliffs", 'Dares Beach', 'Long Beach'],
  remodelingNote: "Properties inside Calvert's seven town centers (Dunkirk, Owings, Huntingtown, Prince Frederick, St. Leonard, Lusby and Solomons) can need architectural review before the county issues a permit, and work inside Chesapeake Beach or North Beach needs the town's approval in the permit package. Most other homes run on a private well and septic system, and the Health Department's Environmental Health division reviews building permits for them where its rules require.",
  permits: {
    building: 'the Calvert County Division of Inspections and Permits',
    buildingCity: 'Prince Frederick',
    electrical: 'the same county division (applied for by a master electrician licensed in Calvert County, after the building permit is approved)',
    plumbing: 'the same county division (applied for by a master plumber licensed by Maryland and by Calvert County, after the building permit is approved)',
  },
  reviews: [
    {
      kind: 'well-septic',
      text: 'Most Calvert County homes outside the town centers use a private well and septic system, and on those lots the Environmental Health division of the Calvert County Health Department reviews building permits for additions that add living space or wastewater flow.',
    },
    {
      kind: 'critical-area',
      text: 'Homes within 1,000 feet of tidal water or tidal wetlands, along the bay, the Patuxent and their creeks, lie in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet with the building permit; lots along the cliffs also carry cliff setbacks.',
    },
  ],
  cities: [
    {
      name: 'Owings',
      note: "Owings is a town center on Calvert County's northern line with Anne Arundel County, a mix of farmland, woods and subdivisions of single-family houses.",
      highlight: 'Route 260 through the center of Owings follows the bed of the old Chesapeake Beach Railway, on which Owings was a local stop, and leads about four miles southeast to Chesapeake Beach. About half of the Owings area is wooded, and Hall Creek rises nearby and cuts a valley west across the ridge to the Patuxent.',
      neighborhoods: [
        { name: 'Lower Marlboro', text: "First called Coxtown, Lower Marlboro was made one of Maryland's ports of entry in 1683; British forces took it in June 1814 and burned its tobacco warehouses, and the Harbor Master's House survived the war." },
        { name: 'Owings village center', text: 'The Owings House, dated to 1850, still stands at 9714 Old Solomons Island Road.' },
        { name: 'Mount Harmony', text: 'On East Mount Harmony Road, the Gothic Revival Mount Harmony Methodist Church dates from 1923 and stands beside a cemetery in use since before 1847.' },
      ],
      geo: { lat: 38.715, lng: -76.6017 },
      homeTypes: ['suburban-colonial', 'estate', 'rural'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Our office is in Owings, and finished walkout basements are among the projects its homeowners ask us for most, with the walkout door making a family room or guest suite easy to plan.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Where a main-level deck on a walkout lot sits a full story above grade, replacing it means new footings and stairs, often with a patio or screened room underneath. Under heavy tree cover we favor composite boards with hidden fasteners.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Owings owners whose houses still have their original builder cabinets ask us for kitchens that finally replace them.',
        },
        {
          services: ['home-office', 'custom-woodworking'],
          text: 'Commuters who now work from home ask us for built-in offices carved out of spare bedrooms, with desks, shelving and cabinets made to fit the room.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Owings,_Maryland', checked: '2026-11-28', supports: 'location on the county line, Route 260 to Chesapeake Beach, farmland and subdivisions, half wooded' },
        { url: 'http://the-uncensored-wiki.com:20141/2014-wikipedia_en_all_02_2014/A/html/O/w/i/n/Owings%2C_Maryland.html', checked: '2026-11-28', supports: 'Route 260 on the Chesapeake Beach Railway line, Owings a stop, Hall Creek valley to the Patuxent' },
        { url: 'https://www.harbormastershouse.com/history/colonial-times/', checked: '2026-11-28', supports: 'Coxtown, one of the original ports of entry in 1683' },
        { url: 'https://www.hmdb.org/Marker.asp?Marker=80885', checked: '2026-11-28', supports: 'British took Lower Marlboro June 15, 1814 and burned tobacco warehouses' },
        { url: 'https://www.harbormastershouse.com/history/war-of-1812/', checked: '2026-11-28', supports: "Harbor Master's House a survivor of the War of 1812" },
        { url: 'https://pdfslide.net/documents/ct-1299-owings-house-cleary-house-owings-house-ct-1299-9714-old-solomons-island.html', checked: '2026-11-28', supports: 'Owings House (MHT CT-1299), 9714 Old Solomons Island Road, 1850' },
        { url: 'https://docslib.org/doc/4889615/ct-355-mt-harmony-methodist-church', checked: '2026-11-28', supports: 'Mount Harmony church (MHT CT-355), 1923, Gothic Revival, cemetery before 1847' },
      ],
    },
    {
      name: 'Dunkirk',
      note: 'Dunkirk lies on Route 4 about 25 miles from downtown Washington, with the Patuxent River as its western border.',
      highlight: "Dunkirk has been a minor town center since the county's 1983 comprehensive plan, and it has no public sewer. During the 2018 review of the county plan, planners noted that the homes near its commercial areas all used septic systems, while its newer commercial properties used privately owned sewer systems.",
      neighborhoods: [
        { name: 'Dunkirk Town Center', text: "Dunkirk Town Center holds the second-largest amount of retail space among Calvert County's seven town centers." },
        { name: 'Ward Farm', text: 'Ward Farm Recreation and Nature Park opened in March 2022 on 209 acres on Ward Road, with ballfields, nature trails and a fishing pier.' },
        { name: 'Patuxent riverfront', text: "The Patuxent River marks the western edge of the Dunkirk area and the Prince George's County line, and about a tenth of the area is open water." },
      ],
      geo: { lat: 38.7217, lng: -76.6606 },
      homeTypes: ['suburban-colonial', 'estate', 'rural'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Dunkirk families often ask us for additions that house an in-law suite or a home office.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Where a Dunkirk house backs onto woods, owners often ask us for a deck sized for the view across the back of the lot.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Dunkirk owners who work from home or host extended family ask for larger kitchens with islands.',
        },
        {
          services: ['basement-finishing', 'bathroom-remodeling'],
          text: 'A basement guest suite with its own bath is a common request from Dunkirk families hosting relatives.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Dunkirk,_Maryland', checked: '2026-11-28', supports: 'Route 4, distance to Washington, Patuxent and county line, 10% water' },
        { url: 'https://thebaynet.com/dunkirkretainsminortowncenterdesignation-html/', checked: '2026-11-28', supports: 'November 2018 plan review: second-highest retail square footage of seven town centers, no public sewer, residential areas near commercial locations on septic, newer commercial properties on privately owned sewer systems' },
        { url: 'https://www.keepcalvertcountry.com/post/2018-10-08-major-vs-minor-town-centers-a-significant-difference', checked: '2026-11-28', supports: 'minor town center since the 1983 comprehensive plan' },
        { url: 'https://www.somdnews.com/recorder/community/features/when-go-take-a-hike-is-a-good-thing/article_aa084de7-7092-50a5-9bfa-b87eb1497cec.html', checked: '2026-11-28', supports: 'Ward Farm park opening, 209 acres, ballfields, trails, fishing pier' },
        { url: 'https://smnewsnet.com/archives/502243/calvert-parks-and-recreation-to-hold-ribbon-cutting-for-ward-farm-recreation-and-nature-park/', checked: '2026-11-28', supports: 'ribbon cutting March 8, 2022 at 10455 Ward Road' },
      ],
    },
    {
      name: 'Huntingtown',
      note: 'Huntingtown lies along Route 4, and early 18th-century attempts to move the county seat there failed before the court settled at Prince Frederick.',
      highlight: 'Kings Landing Park, west of Huntingtown on the Patuxent with Cocktown Creek as its northern edge, takes in part of the old Kingslanding plantation. In 1946 the Baltimore YMCA acquired the land for a summer camp for African American children from the city, which came to be called Camp Mohawk, and some of its cabins have been restored.',
      neighborhoods: [
        { name: 'Hunting Creek Road', text: "Along Hunting Creek Road stand the 1920s sanctuary of Huntingtown United Methodist Church and Young's Memorial Church, built in 1911 for an African American congregation." },
        { name: 'Cox Road', text: 'Huntingtown High School stands near the Route 4 and Cox Road intersection, across the highway from the town center.' },
        { name: 'Calverton School campus', text: 'The Calverton School, a private college-preparatory school, occupies a campus of more than 150 acres on Calverton School Road.' },
      ],
      geo: { lat: 38.6156, lng: -76.6117 },
      homeTypes: ['suburban-colonial', 'estate'],
      projects: [
        {
          services: ['built-in-entertainment', 'fireplace-mantels'],
          text: 'Where a Huntingtown family room rises two stories, owners ask for full-height entertainment walls built around the fireplace, with a mantel scaled to the room.',
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'When a house still has its original roof and vinyl siding, owners often have us replace both as one exterior project.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild the decks behind Huntingtown homes on sloping lots, often on tall posts where the ground falls away into the trees.',
        },
        {
          services: ['basement-finishing'],
          text: 'Finished lower levels with guest suites are a steady request from owners whose houses were built over full basements.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://dnr.maryland.gov/pgc/pages/NPS/Calverton.aspx', checked: '2026-11-28', supports: 'Calverton School campus of about 159 acres' },
        { url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000545/html/am545--39.html', checked: '2026-11-28', supports: 'failed attempts to move the county seat to Huntingtown; seat moved to Williams Old Fields' },
        { url: 'https://equityinhistory.org/?p=7079', checked: '2026-11-28', supports: 'Kings Landing Park west of Huntingtown, Cocktown Creek, Kingslanding plantation, YMCA acquired the property 1946, Camp Mohawk about 1950, some cabins restored' },
        { url: 'https://www.calvertparks.org/CampMohawk', checked: '2026-11-28', supports: 'Baltimore YMCA acquired the property in 1946 and ran a camp for African American inner-city youth from about 1950; grants supported rehabilitation of the cabins' },
        { url: 'http://archive.constantcontact.com/fs108/1101205045537/archive/1120073582740.html', checked: '2026-11-28', supports: 'camp bought after World War II as Camp Druid Hill, known as Camp Mohawk by 1960' },
        { url: 'https://huntingtowncitizensassociation.com/2019/06/', checked: '2026-11-28', supports: 'town center on one side of MD 4; proposed expansion across MD 4 at Cox Road' },
        { url: 'https://www.huntingtownumchurch.com/history/', checked: '2026-11-28', supports: 'Huntingtown UMC sanctuary built in the 1920s on Hunting Creek Road' },
        { url: 'https://docslib.org/doc/11542882/ct-418-youngs-memorial-united-methodist-church', checked: '2026-11-28', supports: "Young's Memorial (MHT CT-418), 3390 Hunting Creek Road, 1911, African American church" },
        { url: 'https://southernmarylandchronicle.com/2019/05/18/decision-on-biggering-huntingtown-delayed-until-june-4th/', checked: '2026-11-28', supports: 'high school property across Route 4 from the town center, Route 4 and Cox Road intersection' },
        { url: 'https://southernmarylandwoman.com/growing-leaders-of-tomorrow/', checked: '2026-11-28', supports: 'Calverton School 154-acre campus, private college preparatory school' },
        { url: 'http://www.savvysource.com/preschools/md/huntingtown/the-calverton-school', checked: '2026-11-28', supports: 'address on Calverton School Road, Huntingtown' },
      ],
    },
    {
      name: 'Prince Frederick',
      note: 'Prince Frederick has been the county seat since the 1720s, and the County Administration Building stands on its Main Street.',
      highlight: 'Near town, Battle Creek Cypress Swamp is one of the northernmost natural stands of bald cypress in North America and has been a National Natural Landmark since 1965. The Nature Conservancy bought the swamp in 1957, and Calvert County has run it since 1977 as a park with a nature center and a quarter-mile boardwalk.',
      neighborhoods: [
        { name: 'Old Town District', text: 'The old town along Main Street grew on the tract called Williams Old Fields, where the county seat moved in the 1720s, and its present courthouse opened in 1916.' },
        { name: 'Magnolia Ridge West', text: 'Magnolia Ridge West is planned for 79 townhouse lots on 26 acres near Calvert High School, tied in by an extension of Fox Run Boulevard toward Dares Beach Road.' },
      ],
      geo: { lat: 38.5406, lng: -76.5842 },
      homeTypes: ['suburban-colonial', 'townhome', 'rural'],
      projects: [
        {
          services: ['bathroom-remodeling'],
          text: 'Aging-in-place bathroom conversions with curbless showers and blocking for grab bars are among our most common jobs in Prince Frederick.',
        },
        {
          services: ['custom-closets', 'flooring-installation'],
          text: 'Townhome owners in the newer Prince Frederick developments mostly ask for better storage and durable flooring.',
        },
        {
          services: ['window-installation', 'siding-installation'],
          text: 'Bayside houses out at Dares Beach call for window and siding work that stands up to wind off the bay.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000545/html/am545--39.html', checked: '2026-11-28', supports: 'county seat moved to Williams Old Fields in the 1720s' },
        { url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000545/html/am545--41.html', checked: '2026-11-28', supports: 'Williams Old Fields renamed Prince Frederick Town' },
        { url: 'https://smnewsnet.com/archives/553288/calvert-county-board-of-county-commissioners-to-meet-in-new-county-administration-building-nov-18/', checked: '2026-11-28', supports: 'courthouse opened 1916; County Administration Building at 150 Main Street' },
        { url: 'https://en.wikipedia.org/wiki/Battle_Creek_Cypress_Swamp', checked: '2026-11-28', supports: 'Battle Creek Cypress Swamp near Prince Frederick, northernmost bald cypress, National Natural Landmark 1965, bought by The Nature Conservancy 1957, county park since 1977 with nature center and quarter-mile boardwalk' },
        { url: 'https://newsbreak.com/prince-frederick-md/3511722280340-planners-split-on-prince-frederick-residential-project-advancement', checked: '2026-11-28', supports: 'Magnolia Ridge West 79 townhouse lots on 26 acres, Fox Run Boulevard extension to Dares Beach Road' },
        { url: 'https://www.somdnews.com/recorder/news/local/calvert-planning-commission-oks-townhouse-development/article_14cc7fe4-807f-52e0-9b0e-09cb7c2b42a1.html', checked: '2026-11-28', supports: 'Magnolia Ridge West near Calvert High School' },
      ],
    },
    {
      name: 'Chesapeake Beach',
      note: 'Chesapeake Beach began as a resort when the first train of the Chesapeake Beach Railway arrived from Washington in June 1900, and the 1898 station is now a museum.',
      highlight: 'Fishing Creek has been dredged so that pleasure craft and commercial fishing boats can dock in the town. The Chesapeake Beach Railway Trail, opened in 2011, follows part of the old rail corridor on a boardwalk across the Fishing Creek marsh, starting beside the water park downtown.',
      neighborhoods: [
        { name: 'Bayview Hills', text: 'Bayview Hills and Richfield Station connect to the rail trail by a spur.' },
        { name: 'Richfield Station', text: 'The tornado of June 4, 2008 touched down in Richfield Station, west of the old town, and damaged homes there and in Bayview Hills before crossing the bay.' },
        { name: 'Randle Cliffs', text: 'Randle Cliffs forms the wooded southern end of Chesapeake Beach, where bluffs above the bay rise as high as 110 feet.' },
      ],
      geo: { lat: 38.6867, lng: -76.5361 },
      homeTypes: ['bay-cottage', 'new-community', 'townhome'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Bayfront owners in Chesapeake Beach ask for decks and railings that stand up to salt air and wind off the water, and on higher ground for upper-level decks that take in the bay.',
        },
        {
          services: ['siding-installation'],
          text: 'Siding on bayfront houses here takes salt air and wind, so we choose materials and trim that hold up to it.',
        },
        {
          services: ['flooring-installation'],
          text: 'In low-lying houses, below the design flood elevation we use flood-resistant materials such as treated framing, cement-board trim and tile floors.',
        },
        {
          services: ['window-installation'],
          text: 'Where a Chesapeake Beach house sits high enough to see the bay, owners often ask for larger windows to take in the view.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Chesapeake Beach approves building work inside its own limits before Calvert County issues the permit, and the town code includes Critical Area rules.',
        },
      ],
      sources: [
        { url: 'https://www.chesapeakebeachmd.gov/home/pages/permits-and-property-info', checked: '2026-11-28', supports: 'town approval before Calvert County issues building, electrical and grading permits' },
        { url: 'https://www.ecode360.com/15178245?mode=clear', checked: '2026-11-28', supports: 'town permit required for excavation, grading, fill or construction' },
        { url: 'http://www.ecode360.com/15164192', checked: '2026-11-28', supports: 'town subdivision code with Critical Area definitions and habitat protection checklist' },
        { url: 'https://somd.com/catalog/2110.php', checked: '2026-11-28', supports: 'first train June 9, 1900; station museum' },
        { url: 'http://cryer.org.uk/Chesapeake_Beach_Railway_Station', checked: '2026-11-28', supports: 'station built 1898, now a railway museum' },
        { url: 'http://www.traillink.com/trail/chesapeake-beach-railway-trail.aspx', checked: '2026-11-28', supports: 'rail trail boardwalk over Fishing Creek marsh from the water park, spur to Bayview Hills and Richfield Station' },
        { url: 'https://thebaynet.com/takeahikechesapeakebeachrailtrail-html/', checked: '2026-11-28', supports: 'trail dedicated September 2011' },
        { url: 'http://www.calvertnews.info/news/924/12/1969/ef0-tornado-hits-chesapeake-beach-calvert-county', checked: '2026-11-28', supports: 'June 4, 2008 tornado began in Richfield Station and crossed the bay' },
        { url: 'https://en.wikipedia.org/wiki/Chesapeake_Beach,_Maryland', checked: '2026-11-28', supports: 'Fishing Creek dredged, Randle Cliffs up to 110 feet, 2008 tornado in Richfield Station and Bayview Hills' },
      ],
    },
    {
      name: 'North Beach',
      note: 'North Beach was platted in 1900 as North Chesapeake Beach, a town of small lots for summer cottages, and its half-mile boardwalk now runs along a seven-block waterfront.',
      highlight: 'North Beach was first settled mostly by part-time residents from Washington and Baltimore in vacation cottages, and by watermen of the bay. The Chesapeake Bay hurricane of 1933, the end of the railway in 1935 and the opening of the Bay Bridge all reshaped the town, whose people today are mostly year-round residents. The town also takes in a wildlife refuge in its tidal marshes.',
      neighborhoods: [
        { name: 'Original town grid', text: "North Beach's grid of streets named for cities across the country holds lots typically 50 by 150 feet, and the town was re-platted in 1908 and incorporated in 1910." },
        { name: 'Chesapeake Avenue', text: 'By the 1920s the commercial district of shops, arcades and guest houses stood at Third Street and Chesapeake Avenue, where an early railway line stopped.' },
        { name: "Ewald's Corner", text: "Ewald's Corner, at Bay Avenue and Seventh Street, housed a dry goods store, a grocery, a restaurant and a bar." },
      ],
      geo: { lat: 38.7075, lng: -76.5314 },
      homeTypes: ['bay-cottage', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'custom-woodworking'],
          text: 'In small North Beach cottages we plan efficient kitchens and space-saving built-ins to fit narrow rooms.',
        },
        {
          services: ['home-additions'],
          text: 'Adding a second floor to a North Beach cottage has to meet the town zoning rules, so we confirm setbacks and height limits with the town before the design is final.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild the front porches of North Beach cottages with rot-resistant framing that handles the damp bay air.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'On cottages near the bay, we replace drafty windows and re-side with materials chosen to stand up to salt air.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Any building permit for a home in North Beach needs the town's approval in the package Calvert County reviews, and lots near the bay or the marsh refuge also fall within the 1,000-foot Critical Area.",
        },
      ],
      sources: [
        { url: 'https://n.global.ssl.fastly.net/North_Beach,_Maryland', checked: '2026-11-28', supports: 're-platted 1908, incorporated 1910' },
        { url: 'https://www.northbeachmd.org/welcome-north-beach/pages/town-history', checked: '2026-11-28', supports: 'platted 1900, seven-block waterfront, half-mile boardwalk, wildlife refuge in tidal marshlands, first settled mostly by part-time residents from Washington and Baltimore in vacation cottages and by watermen, year-round residents today' },
        { url: 'https://www.calvertcountymd.gov/3004/Roof', checked: '2026-11-28', supports: 'Beach Application Approval from Chesapeake Beach or North Beach required in the county building permit package' },
        { url: 'https://livingplaces.com/MD/Calvert_County/North_Beach_Town.html', checked: '2026-11-28', supports: 'North Chesapeake Beach, grid streets named for cities, lots 50 by 150 feet' },
        { url: 'https://www.hmdb.org/m.asp?m=138559', checked: '2026-11-28', supports: "commercial district at 3rd and Chesapeake Avenue, railway stop, Ewald's Corner, 1933 hurricane" },
        { url: 'https://www.hmdb.org/m.asp?m=138545', checked: '2026-11-28', supports: 'first developed for summer cottages in 1900' },
      ],
    },
    {
      name: 'Solomons',
      note: 'Solomons sits at the mouth of the Patuxent River, home to the Calvert Marine Museum, where the Drum Point Lighthouse now stands.',
      highlight: "The Thomas Johnson Bridge crosses the Patuxent from Solomons to St. Mary's County. In the 19th century shipyards grew up on the island to serve its fishing fleet, and the Marsh Shipyard became known for its bugeyes. Today the Solomons Town Center is one of the few parts of the county served by public water and sewer.",
      neighborhoods: [
        { name: 'Solomons Island', text: "First Bourne's Island and then Somervell's Island, Solomons took its present name after the Civil War from Isaac Solomon's oyster packing business." },
        { name: 'Dowell', text: 'Along Dowell Road, 252 new lots were approved for a subdivision named The Harbours.' },
        { name: 'Windward Harbour', text: 'Windward Harbour, built by Lennar, has its own marina, where owners keep their boats in slips.' },
      ],
      geo: { lat: 38.3183, lng: -76.4542 },
      homeTypes: ['bay-cottage', 'townhome', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking', 'door-installation'],
          text: 'For Solomons cottages and waterfront condos, we specify marine-grade hardware, stainless fasteners and finishes chosen for humidity on the doors, cabinets and trim we install.',
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'For condo owners in Solomons, we plan kitchen and bath makeovers around the association\'s rules, such as limits on noise and work hours.',
        },
        {
          services: ['custom-closets'],
          text: 'House owners in Solomons ask for storage for boating gear, from life jackets to fishing rods, built into closets and mudrooms.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Outdoor showers built into a deck or beside it are a popular request from Solomons families who spend their days on the water.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'http://www.calvert-county.com/solomon.htm', checked: '2026-11-28', supports: "Bourne's and Somervell's Island, name from Isaac Solomon's oyster packing, 19th-century shipyards for the fishing fleet, Marsh Shipyard famous for bugeyes, Calvert Marine Museum" },
        { url: 'http://scenicusa.net/120708.html', checked: '2026-11-28', supports: 'Thomas Johnson Bridge spans the Patuxent between Calvert and St. Mary\'s counties, leading to Solomons' },
        { url: 'https://en.wikipedia.org/wiki/Drum_Point_Light', checked: '2026-11-28', supports: 'Drum Point Lighthouse now an exhibit at the Calvert Marine Museum' },
        { url: 'https://www.somdnews.com/recorder/news/local/calvert-board-voices-opposition-to-solomons-up-zone/article_e18e9b44-30df-11ee-b983-bbdc8ba2994c.html', checked: '2026-11-28', supports: 'Solomons Town Center has public water and sewer' },
        { url: 'http://mywindwardharbour.com/index_files/News.htm', checked: '2026-11-28', supports: 'Windward Harbour built by Lennar, with a marina and boat slips; 252 lots approved on Dowell Road as The Harbours' },
        { url: 'http://thenweleft.blogspot.com/2012/06/drum-point-lighthouse.html', checked: '2026-11-28', supports: "Solomons bridge to St. Mary's County built in the 1970s" },
      ],
    },
    {
      name: 'Lusby',
      note: 'Lusby includes Chesapeake Ranch Estates, a private community founded in 1958 that now holds more than 4,000 homes.',
      highlight: 'Beyond Chesapeake Ranch Estates, Lusby takes in the Drum Point and Cove Point areas, and the Cove Point Lighthouse, built in 1828, is the oldest continuously working lighthouse in Maryland. Inside the Ranch Club most roads are gravel, and members share two private bay beaches and the man-made Lake Lariat.',
      neighborhoods: [
        { name: 'Chesapeake Ranch Estates', text: 'Chesapeake Ranch Estates has its own small airfield, and its two bay beaches are known as Seahorse Beach and Driftwood Beach.' },
        { name: 'Drum Point', text: 'The Drum Point screwpile lighthouse, first lit in 1883, stood off this point at the mouth of the Patuxent until it was moved to the Calvert Marine Museum in the 1970s.' },
        { name: 'Lusby Town Center', text: 'Since its master plan was adopted in 2002, Lusby Town Center has drawn two grocery chains and other shops along H.G. Trueman Road and Rousby Hall Road.' },
      ],
      geo: { lat: 38.4108, lng: -76.4553 },
      homeTypes: ['split-level', 'postwar', 'bay-cottage'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Owners of older Lusby ranches and split-levels ask us for new kitchens and baths that replace the original layouts.',
        },
        {
          services: ['window-installation'],
          text: 'Replacement windows for older ranches and split-levels are a staple of our Lusby work.',
        },
        {
          services: ['home-additions'],
          text: "Where a lot in Chesapeake Ranch Estates leaves little room to build out, we often raise a ranch's roofline for a second floor or convert a garage into living space.",
        },
        {
          services: ['outdoor-decks', 'roofing-services'],
          text: 'Where a Lusby ranch or split-level still has its original deck or roof, we replace it, often with both in one project.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "In Chesapeake Ranch Estates and Drum Point, the community's stamp of approval goes into the building permit package that Calvert County reviews.",
        },
        { kind: 'critical-area' },
      ],
      sources: [
        { url: 'http://www.lighthousedigest.com/Digest/StoryPage.cfm?StoryKey=1038', checked: '2026-11-28', supports: 'Cove Point Lighthouse built 1828, the oldest continuously working lighthouse in Maryland' },
        { url: 'https://en-academic.com/dic.nsf/enwiki/1259863', checked: '2026-11-28', supports: 'Chesapeake Ranch Estates founded 1958, over 4,000 homes, airfield, Driftwood and Seahorse beaches, Lake Lariat, gravel roads' },
        { url: 'http://chaos.owiki.org/wiki/Chesapeake_Ranch_Estates%2C_Maryland', checked: '2026-11-28', supports: 'community association, beaches and man-made lake' },
        { url: 'https://en.wikipedia.org/wiki/Drum_Point_Light', checked: '2026-11-28', supports: 'Drum Point Light first lit 1883 off Drum Point, now at the Calvert Marine Museum' },
        { url: 'https://www.somdnews.com/recorder/news/local/changes-proposed-for-lusby-town-center/article_be4c15ad-958d-5193-861e-28f57fc750b1.html', checked: '2026-11-28', supports: 'Lusby Town Center master plan adopted 2002, two grocery chains' },
        { url: 'https://www.washingtonpost.com/archive/local/2003/03/09/plans-for-2-strip-malls-may-force-a-choice/ec3e46a5-5931-4f38-b421-cd7b5e29611e/', checked: '2026-11-28', supports: 'shopping centers off H.G. Trueman Road and Rousby Hall Road' },
        { url: 'https://calvertag.com/518/Permit-Fast-Tracking', checked: '2026-11-28', supports: 'stamp of approval from Chesapeake Ranch Estates or Drum Point in the permit package' },
      ],
    },
    {
      name: 'St. Leonard',
      note: 'St. Leonard is home to Jefferson Patterson Park & Museum on the Patuxent, and the bayfront community of Long Beach lies nearby.',
      highlight: "St. Leonard Creek meets the Patuxent at Jefferson Patterson Park & Museum, where Commodore Joshua Barney's Chesapeake Flotilla fought the British in June 1814, the largest naval engagement in Maryland's history. A gun battery on the park grounds supported the flotilla, and cannonballs and musket shot from the battle have been found there.",
      neighborhoods: [
        { name: 'Long Beach', text: 'Long Beach has had a civic association since the 1930s, with its own community center, a north beach on the bay and a revetment project at neighboring Flag Ponds.' },
        { name: 'Calvert Beach', text: "In Calvert Beach, lettered streets such as Avenue D lead down to the members' beach and boat ramp kept by the Calvert Beach Civic Association." },
      ],
      geo: { lat: 38.4725, lng: -76.5031 },
      homeTypes: ['bay-cottage', 'suburban-colonial', 'rural'],
      projects: [
        {
          services: ['window-installation', 'flooring-installation'],
          text: 'When Long Beach owners make an older bay house comfortable year-round, the work usually takes in new windows and flooring along with added insulation.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'Owners of inland St. Leonard homes with great rooms ask for fireplace surrounds and mantels sized for the tall walls.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Owners of wooded inland lots near St. Leonard Creek often ask for screened porches that face the trees.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a newer inland house in St. Leonard has an unfinished basement, owners ask us to finish it into family rooms and guest space.',
        },
      ],
      reviews: [{ kind: 'critical-area' }, { kind: 'well-septic' }],
      sources: [
        { url: 'http://jefpat.org/1812war.html', checked: '2026-11-28', supports: 'Battle of St. Leonard Creek June 1814, largest naval engagement in Maryland, gun battery and artifacts on park grounds' },
        { url: 'https://www.hmdb.org/Marker.asp?Marker=80899', checked: '2026-11-28', supports: 'battles where St. Leonard Creek meets the Patuxent' },
        { url: 'https://www.longbeachcommunity.org/lbca-3', checked: '2026-11-28', supports: 'Long Beach Civic Association since the 1930s, community center, Flag Ponds revetment' },
        { url: 'https://longbeachmd.org/services-2/safety-and-security/', checked: '2026-11-28', supports: 'Long Beach north beach' },
        { url: 'https://circuitcourt.co.cal.md.us/2167/Living-Shoreline-Project', checked: '2026-11-28', supports: 'north end of Flag Ponds Nature Park adjacent to the Long Beach community' },
        { url: 'https://sites.google.com/view/calvertbeachcivicassociation/menu', checked: '2026-11-28', supports: 'Calvert Beach Civic Association, Avenue D and boat ramp' },
      ],
    },
    {
      name: 'Port Republic',
      note: "Port Republic includes Scientists' Cliffs, a bayfront community begun in 1935 whose early cabins were built from American chestnut logs.",
      highlight: "A covenant in Scientists' Cliffs requires every house there to have a wooden exterior, which keeps its rustic look. The cliffs below the community hold one of the world's richest fossil deposits from the Miocene, and more than 4,000 acres of the woods and farmland around it have since been preserved.",
      neighborhoods: [
        { name: 'Christ Church grounds', text: 'Christ Church, whose congregation dates from 1672, stands on Broomes Island Road beside Port Republic School No. 7, a one-room schoolhouse built around 1870 and used until 1932.' },
        { name: "Scientists' Cliffs", text: "Forest pathologists Flippo and Annie Gravatt founded Scientists' Cliffs as a summer colony for scientists, and it now holds more than 200 mostly rustic houses and a log community house on an ironstone foundation." },
        { name: 'Parkers Creek Preserve', text: "In 1986, when nearby woods and farms were up for sale, possibly to developers, Scientists' Cliffs residents bought them, and 436 wooded acres became the start of the American Chestnut Land Trust, which now looks after the Parkers Creek Preserve." },
      ],
      geo: { lat: 38.5008, lng: -76.5294 },
      homeTypes: ['rural', 'bay-cottage', 'suburban-colonial'],
      projects: [
        {
          services: ['home-additions'],
          text: "In Scientists' Cliffs we scale additions to the original log and frame cabins so they keep the community's rustic character.",
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Owners of older Port Republic cabins ask for modern kitchens and baths that respect the rustic character of the house.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Where a lot near Parkers Creek slopes away from the house, we build decks on tall posts to bring them level with the main floor.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: "We choose window and siding profiles that suit Port Republic's rural setting, and in Scientists' Cliffs we re-side in wood as the community covenant requires.",
        },
      ],
      reviews: [{ kind: 'critical-area' }, { kind: 'well-septic' }],
      sources: [
        { url: 'https://sah-archipedia.org/buildings/MD-01-WS31', checked: '2026-11-28', supports: "Scientists' Cliffs founded 1935 by the Gravatts, wood houses, chestnut logs, over 200 houses, log community house on ironstone foundation" },
        { url: 'https://en.wikipedia.org/wiki/Scientists_Cliffs,_Maryland', checked: '2026-11-28', supports: 'wooden-exterior covenant, chestnut cabins, 1986 land purchase, Miocene fossil cliffs' },
        { url: 'https://www.theinfolist.com/html/ALL/s/S/Scientists\'_Cliffs.html', checked: '2026-11-28', supports: '436 acres became the American Chestnut Land Trust; over 4,000 acres preserved' },
        { url: 'http://mhgp.org/calvert-2011', checked: '2026-11-28', supports: 'Parkers Creek Preserve managed by the American Chestnut Land Trust' },
        { url: 'https://www.newsbreak.com/news/2621159186201/celebrating-a-calvert-mainstay-port-republic-church-to-mark-350th-anniversary', checked: '2026-11-28', supports: 'Christ Church established 1672' },
        { url: 'https://www.hmdb.org/m.asp?m=66097', checked: '2026-11-28', supports: 'School No. 7 built around 1870, used until 1932' },
        { url: 'http://www.calvert-county.com/school.htm', checked: '2026-11-28', supports: 'schoolhouse on the Christ Church grounds on Broomes Island Road' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.calvertcountymd.gov/236/Inspections-and-Permits', checked: '2026-11-28', supports: 'Division of Inspections and Permits issues building, electrical, plumbing and gas permits and county licenses for builders, electricians and plumbers' },
    { url: 'https://calvertag.com/1363/Commercial-Use-without-modification', checked: '2026-11-28', supports: 'permit office address: Inspections & Permits, 150 Main St 3rd Floor, Prince Frederick' },
    { url: 'https://smnewsnet.com/archives/553288/calvert-county-board-of-county-commissioners-to-meet-in-new-county-administration-building-nov-18/', checked: '2026-11-28', supports: 'Planning & Zoning, Inspections and Permits and Environmental Health on the third floor of the new County Administration Building, 150 Main Street (2025)' },
    { url: 'https://smnewsnet.com/archives/488687/calvert-county-government-offices-in-process-of-relocating/', checked: '2026-11-28', supports: 'permit office moved from 150 Main Street to 205 Main Street in 2021 while the building was replaced' },
    { url: 'https://www.calvertcountymd.gov/504/Residential', checked: '2026-11-28', supports: 'plumbing and electrical permits signed by Calvert County licensed master electricians and master plumbers after the building permit is approved' },
    { url: 'https://www.calvertcountymd.gov/524/Plumber-or-Gas-Fitter-Application', checked: '2026-11-28', supports: 'county plumbing license requires an active Maryland state license' },
    { url: 'https://www.calvertcountymd.gov/507/Electrical-Contractors-License', checked: '2026-11-28', supports: 'electrical license issued by the State of Maryland Board of Electrical Examiners and Supervisors for Calvert County' },
    { url: 'https://www.chesapeakebeachmd.gov/home/pages/permits-and-property-info', checked: '2026-11-28', supports: 'county permits in Chesapeake Beach issued after town approval' },
    { url: 'https://www.calvertcountymd.gov/3004/Roof', checked: '2026-11-28', supports: 'Critical Area worksheet, 1,000-foot Critical Area, town center architectural review, Beach Application Approval for Chesapeake Beach and North Beach' },
    { url: 'https://calvertag.com/518/Permit-Fast-Tracking', checked: '2026-11-28', supports: 'town and community approvals before permit review; additions that add living space or wastewater flow reviewed' },
    { url: 'http://md-calvertcounty.civicplus.com/518/Permit-Fast-Tracking', checked: '2026-11-28', supports: 'Environmental Health Department review of permits where required' },
    { url: 'https://www.calvertcountyanimalshelter.com/279/County-Overview', checked: '2026-11-28', supports: 'most county residents on private wells and septic; public water and sewer only in town centers and pocket communities' },
    { url: 'https://www.calvertcountyanimalshelter.com/1255/Shoreline-Cliff-Erosion', checked: '2026-11-28', supports: 'cliff setback area regulations in Section 8-2.02 of the zoning ordinance' },
    { url: 'https://www.calvertcountymd.gov/3631/Exterior-Modification---Commercial', checked: '2026-11-28', supports: 'the seven town centers named' },
    { url: 'https://www.somdnews.com/recorder/news/local/calverts-leaders-mull-growth-control-strategy/article_7701b6e6-8c29-52bc-b211-bcf5f9a9a504.html', checked: '2026-11-28', supports: 'population 20,682 in 1970 and 74,563 in 2000, growth spiking in the 1980s and 1990s' },
    { url: 'https://livingplaces.com/MD/Calvert_County/North_Beach_Town.html', checked: '2026-11-28', supports: 'summer cottages in North Beach from 1900' },
    { url: 'https://sah-archipedia.org/buildings/MD-01-WS31', checked: '2026-11-28', supports: "log cabins at Scientists' Cliffs from 1935" },
    { url: 'https://en-academic.com/dic.nsf/enwiki/1259863', checked: '2026-11-28', supports: 'Chesapeake Ranch Estates founded 1958' },
  ],
};
