import type { ServiceArea } from '../../types';

/** Anne Arundel County: its permit offices, housing stock and the towns we serve there. */
export const anneArundel: ServiceArea = {
  name: 'Anne Arundel County',
  permitOffice: 'Anne Arundel County Department of Inspections and Permits at the Heritage Office Complex in Annapolis; homes inside Annapolis city limits are permitted by the City of Annapolis Department of Planning and Zoning instead.',
  housingStock: 'An unusually wide range: colonial-era and 19th-century houses in downtown Annapolis, summer cottages turned year-round homes in old beach communities such as Riviera Beach and London Towne, post-war subdivisions in Glen Burnie, planned communities from Crofton, begun in 1964, to Piney Orchard and Seven Oaks in Odenton, begun around 1990, and houses on private wells and septic systems around Davidsonville.',
  notableNeighborhoods: ['Eastport', 'Murray Hill', 'Wardour', 'Bay Ridge', 'London Towne'],
  remodelingNote: 'Anything within 1,000 feet of tidal water or tidal wetlands falls in the Chesapeake Bay Critical Area, where lot-coverage limits and the 100-foot shoreline buffer decide how large a deck or addition can be, and clearing there may require mitigation plantings. Exterior changes in the Annapolis Historic District also need a certificate of approval from the city Historic Preservation Commission, even where no building permit is required.',
  permits: {
    building: 'the Anne Arundel County Department of Inspections and Permits',
    buildingCity: 'Annapolis',
    electrical: 'the same county department (applied for by a master electrician licensed by the State of Maryland and registered with Anne Arundel County)',
    plumbing: 'the same county department (applied for by a master plumber licensed by the State of Maryland and registered with Anne Arundel County)',
  },
  reviews: [
    {
      kind: 'critical-area',
      text: 'Land within 1,000 feet of tidal water or tidal wetlands lies in the Chesapeake Bay Critical Area, and there the county reviews lot coverage, clearing and any work in the 100-foot shoreline buffer before the building permit is issued, under the Critical Area program of its Office of Planning and Zoning and with buffer management plans approved by Inspections and Permits.',
    },
    {
      kind: 'well-septic',
      text: 'Where a house is served by a private well or septic system, the Anne Arundel County Department of Health reviews the building permit and checks that the septic system can handle any added living space or bedrooms.',
    },
  ],
  cities: [
    {
      name: 'Annapolis',
      note: 'The Annapolis Historic District keeps houses from the colonial era into the early 20th century, among them 18th-century Georgian mansions such as the James Brice House. Eastport grew on lots sold from 1868 to watermen and Naval Academy workers, while Murray Hill, just west of downtown, was founded in 1890 on subdivided farmland.',
      highlight: 'West Annapolis, bounded by Weems Creek and the Severn River, was platted in the 1890s on a grid of 50-by-150-foot lots and annexed to the city in 1951, and it keeps vernacular houses on sidewalk-lined grid streets. Near City Dock, high tides often push water into the streets.',
      neighborhoods: [
        { name: 'Wardour', text: 'Olmsted Brothers drew the plats for Wardour and Wardour Bluffs, recorded in 1909 and 1915, with curving streets and larger lots than the grid of West Annapolis.' },
        { name: 'Admiral Heights', text: 'Admiral Heights grew on a former tobacco farm beside Navy-Marine Corps Memorial Stadium, with about 625 houses on streets mostly named for Navy admirals and first sales in 1951.' },
        { name: 'Presidents Hill', text: 'West of the Historic District off West Street, Presidents Hill fits about 115 homes, many of them tall late-Victorian houses, onto Munroe Court, Madison Place, Hill Street and Jefferson Place.' },
        { name: 'Bay Ridge', text: 'Bay Ridge was a bay resort from 1879 to 1903, and from 1922 its lots were sold for summer cottages on streets named for naval heroes.' },
        { name: 'Annapolis Roads', text: 'Planned from 1925 as a bayfront resort on the old Belmont Farm, Annapolis Roads kept its road layout after its golf course closed in 2013.' },
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
          text: 'Where a downtown house leaves little room to spare, we plan a compact kitchen that fits behind the historic facade without changing anything on the street side.',
        },
        {
          services: ['home-additions', 'outdoor-decks'],
          text: 'Owners in Eastport and Murray Hill ask us for porches and additions that open their houses toward the water.',
        },
        {
          services: ['custom-closets', 'custom-woodworking'],
          text: 'Where an older cottage or bungalow in West Annapolis, Eastport or Bay Ridge has little storage, we build window seats, mudroom lockers and closet systems that recover lost space.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Exterior work on houses in the Annapolis Historic District, which covers the colonial downtown, needs a certificate of approval from the city Historic Preservation Commission, even where no building permit is required.',
        },
        {
          kind: 'critical-area',
          text: 'Inside city limits, houses within 1,000 feet of the shoreline fall under the Critical Area overlay of the Annapolis zoning code, and the City of Annapolis Department of Planning and Zoning reviews their lot coverage.',
        },
      ],
      permitOffice: 'the City of Annapolis Department of Planning and Zoning',
      tradePermits: { electrical: 'the City of Annapolis Department of Planning and Zoning', plumbing: 'the City of Annapolis Department of Planning and Zoning' },
      sources: [
        { url: 'https://climas.pages.dev/front-page-news/where-we-live-admiral-heights-25769.html', checked: '2026-11-28', supports: 'Admiral Heights: 625 houses, former tobacco farm, streets named for admirals, first homes sold in 1951, stadium' },
        { url: 'https://www.annapolis.gov/1064/Building-Permit-Information', checked: '2026-11-28', supports: 'city building, electrical and plumbing permits from the Director of Planning and Zoning; certificate of approval for all exterior work in the Historic District' },
        { url: 'https://www.annapolis.gov/923/Licenses-Permits', checked: '2026-11-28', supports: 'city permits and contractor licensing by the Department of Planning and Zoning' },
        { url: 'https://www.annapolis.gov/FAQ.aspx?QID=347', checked: '2026-11-28', supports: 'Critical Area overlay within 1,000 feet of the shoreline under Annapolis zoning, lot coverage limits' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2008-06-15-0806120062-story.html', checked: '2026-11-28', supports: 'Historic District houses from the colonial era to the early 20th century; Historic Preservation Commission standards' },
        { url: 'http://mhgp.org/anne-arundel-2017', checked: '2026-11-28', supports: 'James Brice House, 1767-1773 Georgian mansion' },
        { url: 'http://articles.baltimoresun.com/1994-07-31/business/1994212116_1_eastport-annapolis-moyer', checked: '2026-11-28', supports: 'Eastport lots sold from 1868 by the Mutual Building Association; watermen and Naval Academy workers' },
        { url: 'http://socialcrisis.net/index-625.html', checked: '2026-11-28', supports: 'Murray Hill founded in 1890 on subdivided farmland along Spa Creek, west of downtown' },
        { url: 'https://docslib.org/doc/6530925/street-signs-to-history', checked: '2026-11-28', supports: 'West Annapolis platted and incorporated in 1890, Wardour re-platted with larger lots and curving streets, annexed in 1951' },
        { url: 'https://westannapolis.org/giddings', checked: '2026-11-28', supports: '50-by-150-foot lots of the 1894 plat; Olmsted Brothers plats of Wardour and Wardour Bluffs registered in 1909 and 1915' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2009-01-04-0812300208-story.html', checked: '2026-11-28', supports: 'West Annapolis vernacular homes on sidewalk-lined grid streets, bounded by Weems Creek and the Severn' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2002-10-28-0210280013-story.html', checked: '2026-11-28', supports: 'Eastport bungalows of watermen and blue-collar workers, century-old homes on narrow lots' },
        { url: 'https://www.capitalgazette.com/weather/ac-cn-annapolis-flooding-20180416-story.html', checked: '2026-11-28', supports: 'frequent high-tide flooding of the streets around City Dock' },
        { url: 'https://presidentshill.org/history', checked: '2026-11-28', supports: 'Presidents Hill: four streets west of the Historic District, about 115 homes' },
        { url: 'http://articles.baltimoresun.com/2005-10-28/news/0510280288_1_annapolis-madison-place-parker', checked: '2026-11-28', supports: 'Presidents Hill late-Victorian houses' },
        { url: 'http://bay-ridge.org/our-community/history-of-bay-ridge/', checked: '2026-11-28', supports: 'Bay Ridge resort 1879-1903, lots sold from 1922 for summer cottages on streets named for naval heroes' },
        { url: 'http://thelifeofanangloamerican.blogspot.com/2014/01/annapolis-roads-on-chesapeake-bay-1925.html', checked: '2026-11-28', supports: 'Annapolis Roads planned from 1925 on Belmont Farm; golf course closed in 2013, road layout remains' },
      ],
    },
    {
      name: 'Severna Park',
      note: 'Severna Park lies between the Severn and Magothy rivers, and its mostly single-family neighborhoods range from remodeled summer cottages beside new houses to Chartwell, a golf-course community begun in 1961.',
      highlight: 'The B&A Trail follows the old Baltimore and Annapolis Railroad through town, where the stop called Boone gave the place its first name. Olde Severna Park, the first neighborhood, was platted by 1910 along the Severn and keeps Hatton Beach, and Round Bay, a beach resort from the late 1880s, still has a community beach.',
      neighborhoods: [
        { name: 'Chartwell', text: 'Chartwell opened its first sample house in 1961 around a golf and country club between Kinder and Benfield roads, and its roughly 600 homes sit on streets named from a map of London.' },
        { name: 'Cypress Creek', text: 'The Severn Realty Company bought the land along Cypress Creek in 1906 and divided its first section into lots that sold quickly, and the old Rice\'s Wharf there is now the community pier.' },
        { name: 'Cape Arthur', text: 'Arthur and Lydia Giddings began assembling Magothy River land in 1948 for Cape Arthur, a community of 213 lots with Arundel Beach and a central park.' },
      ],
      geo: { lat: 39.079, lng: -76.56 },
      homeTypes: ['split-level', 'postwar', 'suburban-colonial'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Where a Severna Park split-level backs onto a creek or cove, owners ask us to rework the main level so the kitchen opens toward the water.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Where a lot slopes down to the water, we size and foot a deck for boat-watching to suit the grade.',
        },
        {
          services: ['roofing-services'],
          text: 'Where mature trees shade a roof, shingles stay damp and grow moss, and worn, moss-covered roofs are a common reason Severna Park owners call us.',
        },
        {
          services: ['home-additions', 'bathroom-remodeling'],
          text: 'Severna Park families who plan to stay often pair a roof replacement with a second-floor addition or a new primary bath.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Severna_Park,_Maryland', checked: '2026-11-28', supports: 'location between the Severn and Magothy rivers; Boone stop on the Baltimore and Annapolis Railroad, now the B&A Trail' },
        { url: 'https://severnriverlions.org/communty.htm', checked: '2026-11-28', supports: 'mostly single-family homes, remodeled summer cottages beside new houses' },
        { url: 'http://severnaparkvoice.com/stories/olde-severna-park-celebrates-100-storied-years,9915?', checked: '2026-11-28', supports: 'Olde Severna Park the first neighborhood, platted by 1910, Hatton Beach' },
        { url: 'http://spvnews.com/community/history-summers-severna-park', checked: '2026-11-28', supports: 'Round Bay beach resort established in the late 1880s' },
        { url: 'https://www.severnaparkvoice.com/stories/round-bay-celebrates-centennial,29858', checked: '2026-11-28', supports: 'Round Bay community and its main beach' },
        { url: 'https://new-origin.patch.com/maryland/severnapark/beach-in-round-bay-gets-native-makeover', checked: '2026-11-28', supports: 'the beach of the Round Bay community in Severna Park' },
        { url: 'http://articles.baltimoresun.com/1995-10-29/business/1995302167_1_chartwell-golf-merritt-brothers', checked: '2026-11-28', supports: 'Chartwell golf-and-country-club community off Benfield Road, sample house opened May 1961' },
        { url: 'http://articles.baltimoresun.com/2002-08-01/news/0208010223_1_chartwell-merritt-severna-park', checked: '2026-11-28', supports: 'Chartwell: 598 homes between Kinder and Benfield roads, street names from a London road map' },
        { url: 'https://sites.google.com/view/cypresscreekassociation/about/ourcommunity', checked: '2026-11-28', supports: 'Cypress Creek tract conveyed to Severn Realty Co. on October 18, 1906, first section divided into lots that sold rapidly; Rice\'s Wharf now the community pier' },
        { url: 'https://www.severnaparkvoice.com/stories/stunning-beach-views-tranquil-streets-accentuate-cape-arthur-appeal,28199', checked: '2026-11-28', supports: 'Cape Arthur founded by Arthur and Lydia Giddings from 1948, 213 lots, Arundel Beach, central park' },
      ],
    },
    {
      name: 'Crofton',
      note: 'Crofton was founded in 1964 as a planned community around a golf course that became the Crofton Country Club, and its first families moved in the following year.',
      highlight: 'In the early years a private security force patrolled the streets, a guard at the Route 3 entrance locked the gates each night, and a lake was stocked with fish. Today the Crofton Civic Association enforces the community\'s recorded covenants.',
      neighborhoods: [
        { name: 'Crofton Parkway', text: 'Gas lamps lined the circular Crofton Parkway when the first families arrived in 1965, buying four-bedroom houses designed in a Colonial Williamsburg style, beside a golf course that wound past their back yards.' },
        { name: 'Crofton front gates', text: "Crofton's front gates still stand where Crawford Boulevard meets Route 3, where a guard once locked the gates each night." },
        { name: 'Walden', text: 'Walden, planned in the Crofton-Gambrills area, opened its golf course in the early 1990s, with narrow, sloping fairways threading through woods and wetlands between the houses and water in play on 14 holes.' },
        { name: 'Crofton Meadows', text: 'Crofton Meadows is an umbrella association covering 12 smaller associations, with a lake and a walking path around it shared by residents.' },
      ],
      geo: { lat: 39.011, lng: -76.685 },
      homeTypes: ['split-level', 'suburban-colonial', 'townhome'],
      projects: [
        {
          services: ['kitchen-remodeling', 'flooring-installation'],
          text: 'Owners of Crofton colonials and split-foyers often pair a kitchen remodel with new flooring across the main level.',
        },
        {
          services: ['siding-installation', 'outdoor-decks'],
          text: 'Because recorded covenants govern exterior changes on many streets, we check them before proposing new siding colors or a bigger deck footprint.',
        },
        {
          services: ['basement-finishing'],
          text: 'Crofton owners ask us to turn the basement of a colonial or split-foyer into a recreation room, home gym or guest suite.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Where the tile and plumbing of an original hall bath have worn out, we rebuild the bath down to the subfloor.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Houses on Crofton's covenanted streets are bound by recorded covenants that the Crofton Civic Association enforces, so we check exterior changes against those covenants before work starts.",
        },
      ],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Crofton,_Maryland', checked: '2026-11-28', supports: 'founded in 1964 by the Crawford Corporation around a golf course that became the Crofton Country Club' },
        { url: 'http://articles.baltimoresun.com/1993-11-28/business/1993332001_1_crofton-crawford-homes-community-spirit', checked: '2026-11-28', supports: 'first families in 1965, gas lights on the circular parkway, golf course past back yards, four-bedroom Colonial Williamsburg-style houses, stocked lake, private security force, guard at the Route 3 entrance locking the gates' },
        { url: 'https://bizmonthly.com/news/local/2019/07/the-enclave-still-a-no-go-in-crofton/', checked: '2026-11-28', supports: "Crofton's front gates at Route 3 and Crawford Boulevard" },
        { url: 'http://articles.baltimoresun.com/1991-08-16/news/9113008471_1_crofton-enforce-covenants-civic-association', checked: '2026-11-28', supports: 'Crofton Civic Association enforces covenants' },
        { url: 'http://articles.baltimoresun.com/1991-11-08/news/9113013446_1_walden-golf-mccann', checked: '2026-11-28', supports: 'Walden community and golf course in the Crofton-Gambrills area, nearly complete in 1991' },
        { url: 'https://www.washingtonexaminer.com/sports/1306910/golf-course-review-walden-country-club', checked: '2026-11-28', supports: 'Walden course: narrow sloped fairways through housing, woodlands and wetlands, water on 14 holes' },
        { url: 'http://croftonmeadows.com/?page_id=84', checked: '2026-11-28', supports: 'Crofton Meadows umbrella association of 12 sub-associations, lake and walking path' },
      ],
    },
    {
      name: 'Edgewater',
      note: 'In Edgewater, Historic London Town and Gardens keeps the site of a colonial tobacco port, and homes in the London Towne community range from beach cottages to waterfront houses.',
      highlight: 'The Smithsonian Environmental Research Center has a 2,650-acre campus on the Rhode River that began as a dairy farm left to the Smithsonian in the 1960s. On the Mayo peninsula, Beverly Beach, once a segregated bay resort, is now Beverly Triton Nature Park, public shoreline in a county where more than 90 percent of the shoreline is privately owned.',
      neighborhoods: [
        { name: 'Londontowne', text: 'Londontowne, called Woodland Beach until 1967, began with 20-by-100-foot lots sold through a 1930s Washington Post subscription offer, and its property owners\' association owns most of the waterfront, with fishing piers and boat docks.' },
        { name: 'Beverly Beach', text: 'Edgar Kalb started Beverly Beach around 1925 at the eastern end of Route 214 on the Mayo peninsula, and the land around it was platted for more than a hundred houses.' },
      ],
      geo: { lat: 38.9572, lng: -76.5506 },
      homeTypes: ['bay-cottage', 'postwar', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Edgewater owners often ask us for screened porches and composite decks that hold up to river exposure.',
        },
        {
          services: ['siding-installation'],
          text: 'Where siding faces wind, spray and sun on the South River and Rhode River shorelines, we choose materials and trim details made for that exposure.',
        },
        {
          services: ['home-additions'],
          text: 'Where Critical Area lot-coverage limits leave no room to build outward on a waterfront lot, we often add space by finishing an attic or raising a second story on the existing footprint.',
        },
        {
          services: ['window-installation'],
          text: 'Where a house stands on an exposed point or bayside lot, we install windows rated for high winds.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'http://baltimorebanner-the-baltimore-banner-staging.web.arc-cdn.net/opinion/column/beverly-beach-chesapeake-bay-swimming-QGAOYZA5O5EEPBE4MXZO3ILLYI', checked: '2026-11-28', supports: 'Beverly Beach segregated resort reopened as Beverly Triton Nature Park; most bay shoreline privately owned' },
        { url: 'http://articles.baltimoresun.com/2000-07-23/business/0007220114_1_london-towne-community-water-and-sewer', checked: '2026-11-28', supports: 'London Towne in Edgewater, colonial tobacco port founded in the 1680s; homes from beach cottages to waterfront houses' },
        { url: 'http://articles.baltimoresun.com/1995-01-15/business/1995015225_1_london-towne-waterfront-housing-in-london', checked: '2026-11-28', supports: 'Woodland Beach renamed London Towne in 1967; 20-by-100-foot lots through a 1930s Washington Post offer; association-owned waterfront with piers and docks' },
        { url: 'https://docslib.org/doc/12863002/african-american-heritage-guide', checked: '2026-11-28', supports: 'Historic London Town and Gardens, 839 Londontown Road, Edgewater' },
        { url: 'https://www.capitalgazette.com/ph-ac-cn-serc-50th-0510-new-version-20150511-story.html', checked: '2026-11-28', supports: 'Smithsonian Environmental Research Center, 2,650-acre campus on the Rhode River in Edgewater' },
        { url: 'https://insideannapolis.com/archive/2005/issue4/serc.html', checked: '2026-11-28', supports: 'Forrest dairy farm on the Rhode River left to the Smithsonian' },
        { url: 'https://serc.si.edu/history', checked: '2026-11-28', supports: 'Robert Lee Forrest left his 368-acre Java dairy farm on the Rhode River to the Smithsonian (he died in 1962; the center opened in 1965); campus now 2,650 acres' },
        { url: 'https://pt.other.wiki/wiki/Beverly_Beach,_Maryland', checked: '2026-11-28', supports: 'Beverly Beach opened by Edgar Kalb in 1925 at the eastern end of Route 214 in Mayo; plat for more than a hundred houses; now Beverly Triton Nature Park' },
        { url: 'https://mkteach.com/beverly-beach-md-has-plenty-of-water-views/?amp=1', checked: '2026-11-28', supports: 'Edgar S. Kalb established the Beverly Beach cottage community around 1925 on the Mayo Peninsula' },
        { url: 'http://articles.baltimoresun.com/1998-07-11/news/1998192071_1_arundel-county-triton-anne-arundel', checked: '2026-11-28', supports: 'more than 90 percent of the county shoreline privately owned; Beverly-Triton Beach resort south of Annapolis' },
      ],
    },
    {
      name: 'Arnold',
      note: 'Home to Anne Arundel Community College, whose Arnold campus opened in 1967, Arnold grew after World War II into suburban neighborhoods on the Broadneck peninsula between the Magothy and Severn rivers.',
      highlight: 'Bay Hills began in 1969 with a first section of 50 house lots and a golf course. Until College Parkway opened in 1971, drivers reached it from Ritchie Highway by way of Jones Station Road, a narrow, winding county road, and then Shore Acres Road, which was narrower and even more curved.',
      neighborhoods: [
        { name: 'Pines on the Severn', text: 'The Pines on the Severn community owns about half a mile of shoreline along Chase Creek, a Severn River tributary, and has its own special community benefit district.' },
        { name: 'Moorings on the Magothy', text: 'The Moorings on the Magothy townhouses stand on the site of the Mago Vista Beach Club, a family-run beach with a dance pavilion and a roller coaster over the water whose land was sold for housing by 1968.' },
        { name: 'Bay Hills', text: 'Bay Hills covers 420 acres of former farm and horse-riding land along Shore Acres Road, and its sections and streets are named for well-known golf courses.' },
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
          text: 'Where a raised rear deck on a sloping lot is at the end of its life, we replace it with a larger, better-footed structure.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Upstairs baths original to post-war and later houses are a frequent follow-on project once the main living spaces are done.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Anne_Arundel_Community_College', checked: '2026-11-28', supports: 'Anne Arundel Community College in Arnold, campus opened there in 1967' },
        { url: 'http://leg33.com/?p=2893', checked: '2026-11-28', supports: 'Arnold between the Magothy and Severn rivers; suburban growth after World War II' },
        { url: 'https://docslib.org/doc/1218044/broadneck-small-area-plan%C2%B7-anne-arundel-county-maryland-december-2001-broadneck-small-area-plan', checked: '2026-11-28', supports: 'Arnold within the Broadneck planning area' },
        { url: 'https://bayhillsonline.com/what-we-do', checked: '2026-11-28', supports: 'Bay Hills: 420 acres of farm and horse-riding land on Shore Acres Road, sections and streets named for well-known golf courses, first section of 50 lots and the golf course in 1969; access from Ritchie Highway by narrow, winding Jones Station Road and the narrower Shore Acres Road until College Parkway opened in 1971' },
        { url: 'https://www.capitalgazette.com/environment/ph-ac-cn-pines-settlement-0330-20160330-story.html', checked: '2026-11-28', supports: 'Pines on the Severn owns a half-mile of Chase Creek shoreline, a Severn tributary' },
        { url: 'https://www.capitalgazette.com/ph-ac-cn-council-pines-loan-0708-20150707-story.html', checked: '2026-11-28', supports: 'Pines on the Severn special community benefit district' },
        { url: 'https://magovista.org/post/mago-vista-amusement-park-history', checked: '2026-11-28', supports: 'Moorings on the Magothy on the site of the Mago Vista Beach Club: dance pavilion, roller coaster over the water, land sold by 1968' },
      ],
    },
    {
      name: 'Pasadena',
      note: 'Pasadena fills the peninsula between the Magothy and Patapsco rivers, where waterfront communities that began as summer resorts for Baltimoreans became year-round neighborhoods from the 1940s, and Downs Park keeps the grounds of Rocky Beach Farm, a waterfront summer estate.',
      highlight: 'Riviera Beach, the largest of the small waterfront communities between Coxe\'s Creek and Rock Creek, stretches from Stony Creek to Rock Creek. Fort Smallwood Park, built around an 1896 fort that guarded Baltimore harbor, sits where the Patapsco meets the bay and has been run by the county since 2006.',
      neighborhoods: [
        { name: 'Riviera Beach', text: 'Vacationers filled Riviera Beach in summer from the 1920s, and when defense workers came to Baltimore from 1941 its summer homes were converted for year-round living and new houses went up.' },
        { name: 'Orchard Beach', text: 'Orchard Beach is one of the small Pasadena waterfront communities along the Patapsco near Riviera Beach.' },
      ],
      geo: { lat: 39.1075, lng: -76.565 },
      homeTypes: ['bay-cottage', 'split-level', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Where a converted Pasadena cottage still has rooms laid out for summer use, we rework them into functional kitchens and baths.',
        },
        {
          services: ['siding-installation', 'roofing-services'],
          text: 'Where wind-driven rain off the bay has found weak seams in an old wall or roof, we re-side the house or replace the roof.',
        },
        {
          services: ['window-installation'],
          text: 'Where original windows in a converted cottage let in wind and rain, we replace them with tight, well-flashed units.',
        },
        {
          services: ['flooring-installation'],
          text: 'Under converted summer cottages, we repair crawl-space framing where needed and insulate beneath the floor before new flooring goes down.',
        },
      ],
      reviews: [{ kind: 'critical-area' }],
      sources: [
        { url: 'https://rbia.communitysite.com/p/History-of-the-Beach', checked: '2026-11-28', supports: 'Riviera Beach between Stony Creek and Rock Creek, the largest of the waterfront communities from Coxe\'s Creek to Rock Creek; Orchard Beach among the communities between Coxe\'s Creek and Stony Creek' },
        { url: 'https://www.klusster.com/klussters/journeys-into-riviera-beach-maryland/publications/how-riviera-beach-got-to-be-modern-era-129786-274300?code=df8b2c77-4625-4a2d-957c-b24c522dbc59', checked: '2026-11-28', supports: 'Riviera Beach summer resort from 1924; summer homes converted to year-round after 1941' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1997-02-14-1997045040-story.html', checked: '2026-11-28', supports: 'summer cottages on Rock and Stony creeks enlarged or rebuilt as Riviera Beach became year-round' },
        { url: 'http://chesapeakebay.net/blog/post/photo_of_the_week_beach_brings_visitors_to_the_water_at_fort_smallwood_park', checked: '2026-11-28', supports: 'Fort Smallwood Park in Pasadena where the Patapsco meets the bay; fort built to protect Baltimore harbor' },
        { url: 'http://articles.baltimoresun.com/2005-10-28/news/0510280190_1_arundel-county-anne-arundel-smallwood', checked: '2026-11-28', supports: 'Fort Smallwood built in 1896; county control under a 2005 agreement' },
        { url: 'http://articles.baltimoresun.com/2006-04-01/news/0604010064_1_smallwood-park-arundel-county-anne-arundel', checked: '2026-11-28', supports: 'county took over Fort Smallwood Park in January 2006' },
        { url: 'https://en.wikipedia.org/wiki/?oldid=1099665286&title=Downs_Park', checked: '2026-11-28', supports: 'Downs Park in Pasadena on the old Rocky Beach Farm, opened 1982' },
        { url: 'https://pasadenavoice.com/stories/happy-30th-birthday-downs-park,22740', checked: '2026-11-28', supports: 'Rocky Beach Farm, the waterfront summer estate of H.R. Mayo Thom from 1913, bought by the county in 1977 and opened as Downs Park in 1982' },
        { url: 'http://articles.baltimoresun.com/2001-05-03/news/0105030325_1_arundel-county-pasadena-cunningham', checked: '2026-11-28', supports: 'Pasadena peninsula between the Magothy and Patapsco rivers; beach resorts from about 1890 to the 1940s, a playground for Baltimoreans' },
      ],
    },
    {
      name: 'Davidsonville',
      note: 'Davidsonville keeps a rural feel, with farms and suburban-style subdivisions around the crossroads of Routes 214 and 424, and most homes there rely on private wells and septic systems.',
      highlight: 'At the crossroads, the Davidsonville Historic District, listed on the National Register in 1992, keeps three churches, a store and eleven houses from about 1835 to the early 20th century. It is counted among the best-preserved crossroads communities remaining in the county.',
      neighborhoods: [
        { name: 'Davidsonville Historic District', text: 'The crossroads village at Central Avenue and Davidsonville Road keeps fifteen historic properties, most of them dating from around the turn of the 20th century.' },
        { name: 'Central Avenue', text: 'Thomas Davidson, who once owned about 300 acres that made up most of the village, built his house at the northeast corner of the crossroads, and several houses on the north side of Central Avenue keep a uniform setback from the road.' },
      ],
      geo: { lat: 38.9228, lng: -76.6308 },
      homeTypes: ['estate', 'rural'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Davidsonville owners often ask us for large kitchens with room for family gatherings.',
        },
        {
          services: ['home-additions', 'home-office'],
          text: 'Where a lot has room, we build detached garages with a studio or home office above, designed to match the main house.',
        },
        {
          services: ['outdoor-decks'],
          text: 'For houses that look out over fields, we build covered outdoor living areas and deep wraparound porches.',
        },
        {
          services: ['fireplace-mantels', 'custom-woodworking'],
          text: 'Owners who want interiors that echo the farms around them ask us for reclaimed-wood mantels and barn-inspired trim.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRHDCountyList.aspx&NRID=1100&propertyName=Davidsonville%20Historic%20District&mapLocation=nrb1100.jpg&COUNTY=Anne%20Arundel', checked: '2026-11-28', supports: 'Davidsonville Historic District listed 1992: three churches, a store and eleven houses, c. 1835-1941, uniform setbacks on Central Avenue, among the best-preserved crossroads communities' },
        { url: 'http://articles.baltimoresun.com/1991-08-23/news/9113008945_1_davidsonville-arundel-county-anne-arundel', checked: '2026-11-28', supports: 'Thomas Davidson owned about 300 acres and built his home at the northeast corner of Routes 214 and 424' },
        { url: 'http://theinfolist.com/html/ALL/s/D/Davidsonville.html', checked: '2026-11-28', supports: 'semi-rural community of farms and suburban-like developments; homes generally on wells and septic systems' },
      ],
    },
    {
      name: 'Millersville',
      note: 'Millersville takes its name from George Miller, postmaster of the post office opened there in 1841 on the Annapolis and Elk Ridge Railroad.',
      highlight: 'Kinder Farm Park keeps 288 acres of the farm that the German-born Kinder family built up from a first purchase in 1898 until they sold this land to the county in 1979. Its barns hold 4-H livestock, and a 2.8-mile paved trail circles the park. In the 1950s and 1960s the Kinders sold other parcels for schools and houses.',
      neighborhoods: [
        { name: 'Historic village core', text: "In the old village stands the Childs Residence, a c. 1840 house enlarged around 1852 that served as the village post office and store for 130 years and was listed on the National Register in 1986." },
        { name: 'Brittingham', text: 'Brittingham, built from the early 1990s off Jumpers Hole Road, has extra-wide streets and cul-de-sacs, mostly colonial houses on lots of about an acre, a path to Kinder Farm Park and Severna Park schools.' },
      ],
      geo: { lat: 39.0597, lng: -76.6483 },
      homeTypes: ['suburban-colonial', 'split-level'],
      projects: [
        {
          services: ['bathroom-remodeling'],
          text: 'Replacing an oversized tub and worn tile in a primary bath is a typical Millersville request.',
        },
        {
          services: ['door-installation'],
          text: 'Owners of Millersville colonials often ask us to replace the original builder-grade interior doors and the trim around them.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a Millersville colonial has an unfinished basement, we turn it into a guest suite with proper egress windows.',
        },
        {
          services: ['window-installation'],
          text: 'Aging original windows that leak heat are among the jobs we take on most in Millersville.',
        },
      ],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=950&COUNTY=Anne%20Arundel&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Childs Residence: c. 1840 dwelling with c. 1852 addition, Millersville store and post office, listed 1986' },
        { url: 'https://www.teamcaropresomd.com/guide/millersville/', checked: '2026-11-28', supports: 'post office of 1841 on the Annapolis and Elk Ridge Railroad named for postmaster George Miller; Childs Residence post office and store for 130 years' },
        { url: 'https://www.aacounty.org/recreation-parks/parks/kinder-farm-park/park-history', checked: '2026-11-28', supports: 'Kinder family land purchases from 1898; 288 acres sold to the county in 1979' },
        { url: 'http://aacounty.org/recparks/parks/kinderfarm', checked: '2026-11-28', supports: 'Kinder Farm Park: 288 acres, 2.8-mile paved trail, historic farmhouse, 4-H livestock' },
        { url: 'https://www.kinderfarmpark.org/history.html', checked: '2026-11-28', supports: 'German-born Kinder family; farm begun with a 1898 purchase; parcels sold for school and residential development in the 1950s and 1960s; 288 acres sold to the county in 1979' },
        { url: 'http://www.capitalgazette.com/lifestyle/home_garden/ph-ac-cc-how-kinder-farm-0722-20170721-story.html', checked: '2026-11-28', supports: '4-H livestock in the park barns; 2.8-mile paved perimeter trail' },
        { url: 'http://www.severnaparkvoice.com/stories/intentional-development-and-quiet-cul-de-sacs-map-brittinghams-charm,27283', checked: '2026-11-28', supports: 'Brittingham: built from the early 1990s off Jumpers Hole Road, extra-wide streets, acre lots, colonials, path to Kinder Farm Park, B&A Trail, Severna Park schools' },
      ],
    },
    {
      name: 'Odenton',
      note: 'Odenton grew up around the 1872 junction of the Baltimore and Potomac and the Annapolis and Elk Ridge railroads, where its station stands today, and from 1990 large planned communities added thousands of townhomes and houses.',
      highlight: 'Families began moving into Seven Oaks in 1990, and Piney Orchard, begun in 1991, now holds more than 3,500 homes. Its nature preserve restored wetlands on land mined for sand and gravel in the 1940s and 1950s, and the developer turned day-to-day supervision of the community over to its homeowners in 2005.',
      neighborhoods: [
        { name: 'Odenton Historic District', text: "The Old Masonic Hall, which local Masons built on Odenton Road in 1912, now houses the Odenton Heritage Society's museum and was listed on the National Register in 2022." },
        { name: 'Wilsontown', text: 'Across the tracks at the end of Conway Road, Wilsontown grew on 77 acres deeded in 1888 to the brothers Isaiah, John and Dennis Wilson, around a church its Black residents founded in 1869.' },
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
          text: 'Where an Odenton townhome or house still has builder-grade wire shelving, we replace it with custom closet systems that use the full height of each closet.',
        },
        {
          services: ['outdoor-decks'],
          text: 'When owners in Piney Orchard and Seven Oaks replace a worn original wood deck, we draw the new one to suit their association\'s guidelines.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'Where a house has builder-grade stair rails or a plain two-story great room, we upgrade the rails and trim the room out with crown molding and paneling.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Homes in Piney Orchard belong to the Piney Orchard Community Association, which collects annual fees and upholds the look of the community, so exterior changes should be cleared with it before work starts.',
        },
      ],
      sources: [
        { url: 'https://www.geocaching.com/geocache/GC7Q46Y', checked: '2026-11-28', supports: 'Odenton Heritage Society text: B&P and Annapolis and Elk Ridge junction, service from July 2, 1872, named for Oden Bowie; Old Masonic Hall 1912-2001' },
        { url: 'https://new-origin.patch.com/maryland/odenton/historical-marker-honors-odenton-s-113-year-old-masonic-temple', checked: '2026-11-28', supports: 'Masonic Temple built in 1912 on Odenton Road, National Register 2022; railroad junction at the current Odenton station' },
        { url: 'https://www.capitalgazette.com/neighborhoods/ac-cn-mytime-odenton-preservatoin-20200914-imkiu6dshfc67jgx4gho5r2cli-story.html', checked: '2026-11-28', supports: 'Old Masonic Hall museum of the Odenton Heritage Society; Odenton Historic District' },
        { url: 'https://en.wikipedia.org/wiki/Piney_Orchard,_Maryland', checked: '2026-11-28', supports: 'Piney Orchard begun in 1991, more than 3,500 units, nature preserve on land mined for sand and gravel in the 1940s and 1950s, community association fees' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1990-12-30-0503020539-story.html', checked: '2026-11-28', supports: 'families moving into Seven Oaks town houses and houses in 1990' },
        { url: 'https://www.stjohnamezodenton.org/history', checked: '2026-11-28', supports: 'Fork AME Zion Church organized 1869 in Wilsontown; 77 acres deeded to the Wilson brothers in 1888' },
        { url: 'http://digitaledition.baltimoresun.com/tribune/article_popover.aspx?guid=90e5f5c9-d53b-4889-a461-cf4701ea78d7', checked: '2026-11-28', supports: 'Wilsontown across the tracks at the end of Conway Road' },
      ],
    },
    {
      name: 'Glen Burnie',
      note: 'Glen Burnie grew from a new town laid out around 1890 on John Glenn\'s land beside the Baltimore and Annapolis Short Line, and the B&A Trail now ends near its Cromwell light rail station.',
      highlight: 'Harundale Mall, which James Rouse opened beside Ritchie Highway in 1958, was touted as the first enclosed mall on the East Coast; a strip center, Harundale Plaza, replaced it in 1999. Ritchie Highway, built as a four-lane road around 1940, was the main route between Baltimore and Annapolis until I-97 was completed in the 1990s.',
      neighborhoods: [
        { name: 'Old town center', text: "On A Street in the old town center stands St. Alban's Church, first used in 1904 and built with the handmade English bricks of Marley Chapel, a chapel of ease standing by 1731." },
        { name: 'Tanyard Cove', text: 'Tanyard Cove, under construction along Marley Neck Boulevard by Elm Street Development in 2014, mixes townhomes and single-family houses, with a 5,000-square-foot clubhouse.' },
      ],
      geo: { lat: 39.1626, lng: -76.6247 },
      homeTypes: ['postwar', 'split-level'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Where a post-war Glen Burnie Cape Cod has a cramped upper floor, attic dormers turn it into full-height bedrooms.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Original baths in post-war houses are among the rooms Glen Burnie owners ask us to update most.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Where a post-war Glen Burnie house has a small galley kitchen, we rework the layout with taller cabinets and a peninsula.',
        },
        {
          services: ['flooring-installation', 'siding-installation'],
          text: 'Before old floor tile or siding comes out of a post-war Glen Burnie house, we test it for asbestos and plan safe removal where it is found.',
        },
      ],
      sources: [
        { url: 'http://www.st-albans.ang-md.org/history.php?url=2', checked: '2026-11-28', supports: "Glenburnie a new town on John Glenn's 3,000-acre tract in 1890; Baltimore and Annapolis Short Line from 1887" },
        { url: 'http://www.st-albans.ang-md.org/history.php?url=3', checked: '2026-11-28', supports: "St. Alban's built with Marley Chapel's handmade English bricks, facing A Street, first service 1904" },
        { url: 'http://www.st-albans.ang-md.org/history.php?url=1', checked: '2026-11-28', supports: "Marley Chapel built as a chapel of ease by 1731" },
        { url: 'https://trek.zone/en/united-states/places/731413/baltimore-annapolis-trail-severna-park', checked: '2026-11-28', supports: 'B&A Trail ends near Cromwell Station in Glen Burnie' },
        { url: 'https://en.wikipedia.org/wiki/Harundale_Mall', checked: '2026-11-28', supports: 'Harundale Mall opened October 1, 1958 by James Rouse, first enclosed mall on the East Coast, replaced by Harundale Plaza in 1999' },
        { url: 'https://bayweekly.com/harundale-mall/', checked: '2026-11-28', supports: 'Harundale Mall by James Rouse, opened October 1, 1958 near Ritchie Highway, touted as the first enclosed mall on the East Coast; Harundale Plaza strip mall in 1999' },
        { url: 'https://marylandhomehub.com/glen-burnie', checked: '2026-11-28', supports: 'Ritchie Highway opened in 1939 and carried Annapolis traffic until I-97 in the 1980s' },
        { url: 'http://www.liquisearch.com/maryland_route_2/history', checked: '2026-11-28', supports: 'four-lane Ritchie Highway built in 1939 between Annapolis and Baltimore; the main route between them before I-97 was completed in 1995' },
        { url: 'http://articles.baltimoresun.com/2001-09-02/news/0109020179_1_ritchie-highway-glen-burnie-traffic-signals', checked: '2026-11-28', supports: 'Ritchie Highway a four-lane divided highway built in 1940' },
        { url: 'https://www.capitalgazette.com/cg2-arc-140528gn-developments-20140528-story.html', checked: '2026-11-28', supports: 'Tanyard Cove by Elm Street Development on Marley Neck Boulevard, construction under way in 2014, townhomes and single homes, 5,000-square-foot clubhouse' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.aacounty.org/departments/planning-and-zoning/development/faq/index.html', checked: '2026-11-28', supports: 'buffer management plans approved by Inspections and Permits; Critical Area program of Planning and Zoning' },
    { url: 'https://bayareahomeremodelers.com/bay-restoration-septic-fund-anne-arundel-county-health-department/', checked: '2026-11-28', supports: 'added living space on septic evaluated for septic capacity before building permit approval (Health Department text)' },
    { url: 'http://www.aacounty.org/IP/PAC/GeneralInfo.cfm', checked: '2026-11-28', supports: 'building permits at the Permit Center, Heritage Office Complex, 2664 Riva Road, Annapolis; separate trade permits for plumbing and electrical work under a master plumber or master electrician licensed in the county' },
    { url: 'http://www.aacounty.org/IP/PAC/ApplInstruct2.cfm', checked: '2026-11-28', supports: 'electrical and plumbing trade permits issued to the licensed master tradesman after the building permit' },
    { url: 'https://www.aacounty.org/inspections-and-permits/permits/trade-permits/plumbing-permit', checked: '2026-11-28', supports: 'plumbing permits from the Department of Inspections and Permits through Land Use Navigator' },
    { url: 'https://2023mdmanual.msa.maryland.gov/msa/mdmanual/36loc/an/html/functions/anlicensing.html', checked: '2026-11-28', supports: 'Department of Inspections and Permits at the Heritage Office Complex; permit center and licensing of building trades' },
    { url: 'https://onestop.md.gov/licenses/master-electricians-license-5d15409c54f24d03e9997b3f', checked: '2026-11-28', supports: 'master electrician license issued by the State of Maryland, prerequisite to county electrical licensing' },
    { url: 'https://lawserver.com/law/state/maryland/md-laws/maryland_laws_business_occupations_and_professions_6-103', checked: '2026-11-28', supports: 'counties may require registrations and permits of state-licensed master electricians' },
    { url: 'https://codelibrary.amlegal.com/codes/annearundel/latest/annearundelco_md/0-0-0-108967', checked: '2026-11-28', supports: 'Anne Arundel County Plumbing Commission under the construction trade licenses article' },
    { url: 'https://www.annapolis.gov/1064/Building-Permit-Information', checked: '2026-11-28', supports: 'building and trade permits inside Annapolis city limits from the city Department of Planning and Zoning; Historic District certificate of approval' },
    { url: 'https://www.aacounty.org/planning-and-zoning/development/critical-area', checked: '2026-11-28', supports: 'Critical Area within 1,000 feet of mean high tide or tidal wetlands; 100-foot buffer' },
    { url: 'http://www.aacounty.org/IP/PAC/ReviewProcess.cfm', checked: '2026-11-28', supports: 'Office of Planning and Zoning environmental review of building permits for Critical Area compliance' },
    { url: 'http://annearundelco-md.elaws.us/code/coor_art17_t8', checked: '2026-11-28', supports: 'Critical Area buffers, lot coverage limits and clearing mitigation in the county code' },
    { url: 'https://www.aahealth.org/environmental-health/wells-and-septic-systems/septic-systems/building-permit-application-properties', checked: '2026-11-28', supports: 'Department of Health review of building permits for properties on private septic systems and wells' },
    { url: 'https://www.baltimoresun.com/news/bs-xpm-2008-06-15-0806120062-story.html', checked: '2026-11-28', supports: 'housing stock of downtown Annapolis from the colonial era to the early 20th century' },
    { url: 'http://articles.baltimoresun.com/1995-01-15/business/1995015225_1_london-towne-waterfront-housing-in-london', checked: '2026-11-28', supports: 'many London Towne homes are converted summer cottages' },
    { url: 'https://www.klusster.com/klussters/journeys-into-riviera-beach-maryland/publications/how-riviera-beach-got-to-be-modern-era-129786-274300?code=df8b2c77-4625-4a2d-957c-b24c522dbc59', checked: '2026-11-28', supports: 'Riviera Beach summer homes converted to year-round dwellings from 1941' },
    { url: 'https://en.wikipedia.org/wiki/Crofton,_Maryland', checked: '2026-11-28', supports: 'Crofton planned community founded in 1964' },
    { url: 'https://en.wikipedia.org/wiki/Piney_Orchard,_Maryland', checked: '2026-11-28', supports: 'Piney Orchard in Odenton, construction begun in 1991' },
    { url: 'https://www.baltimoresun.com/news/bs-xpm-1990-12-30-0503020539-story.html', checked: '2026-11-28', supports: 'families moving into Seven Oaks in Odenton in 1990' },
    { url: 'http://theinfolist.com/html/ALL/s/D/Davidsonville.html', checked: '2026-11-28', supports: 'Davidsonville homes generally on well-and-septic systems' },
  ],
};
