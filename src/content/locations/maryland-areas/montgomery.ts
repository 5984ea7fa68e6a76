import type { ServiceArea } from '../../types';

/** Montgomery County: its permit offices, housing stock and the towns we serve there. */
export const montgomery: ServiceArea = {
  name: 'Montgomery County',
  permitOffice: "Montgomery County Department of Permitting Services (DPS), at 2425 Reedie Drive in Wheaton, for most of the county; the cities of Rockville and Gaithersburg run their own permit offices, and Chevy Chase Village, Chevy Chase Section 5, the Village of North Chevy Chase and other municipalities require their own building permit in addition to the county's.",
  housingStock: 'Queen Anne, Shingle Style and Colonial Revival houses of the late 19th and early 20th centuries, and later bungalows, in Takoma Park, Kensington and Chevy Chase; houses of the 1910s to 1940s, many of them Colonial Revival and Tudor Revival, in subdivisions such as Edgemoor, Greenwich Forest and Woodside Park; postwar Cape Cods in Twinbrook and modernist subdivisions such as Hammond Wood and Carderock Springs; and townhome and new-urbanist communities up the I-270 corridor, beginning with Kentlands in 1988. In the close-in suburbs, where many older houses have been torn down and replaced, owners often weigh expanding an older house against rebuilding, and a well-planned addition keeps both the house and the character of the street.',
  notableNeighborhoods: ['Chevy Chase Village', 'Carderock Springs', 'Woodside Park', 'Avenel', 'Kentlands'],
  remodelingNote: "A house inside a county historic district, such as Kensington, Takoma Park or Chevy Chase Village, needs a Historic Area Work Permit (HAWP) from the Historic Preservation Commission before exterior changes such as additions, new siding, replacement window sash or the removal of live trees over six inches across; interior work and ordinary maintenance with matching materials need none, and the HAWP does not replace the DPS building permit. Work that needs a county sediment control permit also falls under the county's Tree Canopy Law, which calls for new shade trees on the lot or a fee in their place, so we plan those approvals into the schedule before the build starts.",
  permits: {
    building: 'the Montgomery County Department of Permitting Services (DPS)',
    buildingCity: 'Wheaton',
    electrical: 'DPS',
    plumbing: 'WSSC Water',
  },
  reviews: [
    {
      kind: 'historic-district',
      text: "Houses in a historic district on Montgomery County's Master Plan for Historic Preservation need a Historic Area Work Permit from the county's Historic Preservation Commission for exterior changes such as additions, siding, window sash, porches and the removal of live trees over six inches across, but not for interior work.",
    },
    {
      kind: 'hoa',
      text: "Many of the county's planned communities and townhome neighborhoods have homeowners associations whose architectural review must approve exterior changes such as decks, fences, siding and windows, separately from the building permit.",
    },
  ],
  cities: [
    {
      name: 'Bethesda',
      note: 'Edgemoor, which banker Walter Tuckerman laid out from 1912 on a former Watkins farm, and Kenwood were among the Bethesda subdivisions that courted upper-middle-class buyers with large lots in the early 20th century.',
      highlight: 'The Capital Crescent Trail follows the old B&O Georgetown Branch, which carried freight trains through downtown Bethesda until 1985. On many residential streets, large new houses now stand where smaller original houses were torn down, and the older colonials and Capes that remain look small beside them.',
      neighborhoods: [
        { name: 'Carderock Springs', text: 'Carderock Springs holds 275 modernist houses built from 1962 to 1966 by Edmund Bennett to designs by Keyes, Lethbridge and Condon, set on wooded, sloping lots along curving streets and cul-de-sacs.' },
        { name: 'Greenwich Forest', text: 'Under a canopy of large oaks, Greenwich Forest keeps 94 Colonial Revival and Tudor Revival houses built from the late 1920s to 1949, now protected as a county historic district.' },
        { name: 'Bannockburn', text: 'Bannockburn began in 1946, when a housing cooperative bought the 124-acre Bannockburn Golf Club at auction, and its first 24 houses went up in 1949 and 1950 at Wilson Lane and Braeburn Place.' },
      ],
      geo: { lat: 38.9807, lng: -77.1003 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling', 'home-additions'],
          text: "Bethesda's older colonials and Capes are soundly built but have small, closed kitchens, so instead of moving, many owners have us open the kitchen into a new rear family room.",
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
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://bethesdamagazine.com/2015/10/13/edgemoor/', checked: '2026-11-28', supports: 'Edgemoor laid out by Walter Tuckerman on a Watkins farm bought in 1912' },
        { url: 'https://vdocuments.net/survey-no-m-maryland-historical-trust-magi-state-between-1920-and-19292.html', checked: '2026-11-28', supports: 'Kenwood and Edgemoor courted the upper-middle class with large lots (MHT inventory form)' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=1550&FROM=NRMapMO.aspx', checked: '2026-11-28', supports: 'Carderock Springs: 275 modernist houses, Bennett and Keyes, Lethbridge and Condon, 1962-1966' },
        { url: 'https://www.washingtonpost.com/realestate/in-bethesda-a-small-enclave-holds-back-the-mcmansions/2020/04/15/96d7e608-7a96-11ea-b6ff-597f170df8f8_story.html?itid=lk_interstitial_manual_25', checked: '2026-11-28', supports: 'Greenwich Forest: 94 Colonial and Tudor Revival houses among oaks, 1926-1949, county protection; teardowns around it' },
        { url: 'https://blogs.library.american.edu/archives/2014/05', checked: '2026-11-28', supports: 'Bannockburn: cooperative bought the 124-acre golf club in 1946; first 24 houses 1949-1950' },
        { url: 'http://www.bethesdaactually.com/2015/07/16/capital-crescent-trail-a-little-bit-of-history/', checked: '2026-11-28', supports: 'Capital Crescent Trail on the B&O Georgetown Branch, trains until 1985' },
      ],
    },
    {
      name: 'Potomac',
      note: 'Potomac grew from Offutts Crossroads, the village at River Road and Falls Road that took the name Potomac around 1880, into a suburb of large houses on big lots, among them the Avenel community around the TPC Potomac at Avenel Farm golf course.',
      highlight: "The C&O Canal park and the Maryland side of Great Falls form Potomac's edge along the river, and Avenel keeps an equestrian center and a trail system protected by a recorded covenant. In Potomac Falls, the neighborhood borders the canal park, and small man-made lakes sit at the edge of some backyards.",
      neighborhoods: [
        { name: 'Potomac Falls', text: 'W.C. and A.N. Miller laid out Potomac Falls in 1960 on 800 acres beside the C&O Canal park, and it now holds 262 homes on lots of at least two acres.' },
        { name: 'Potomac Village', text: 'In Potomac Village, merchant Edgar Perry built a house at Falls and River roads in 1902, as the old crossroads began to grow at the turn of the 20th century.' },
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
          text: 'Where a house is clad in synthetic stucco, which can hide moisture damage, we open and probe the walls before new windows, new cladding or an addition go on.',
        },
      ],
      sources: [
        { url: 'https://scribd.com/document/24925728/null', checked: '2026-11-28', supports: 'M-NCPPC Places from the Past: Edgar Perry House (1902), 10280 River Road, built by Potomac merchant Edgar Perry' },
        { url: 'https://connectionnewspapers.com/news/2015/dec/15/murders-slavery-and-family-feuds-early-potomac', checked: '2026-11-28', supports: "Offutt's Crossing at River and Falls roads became Potomac Village in 1880" },
        { url: 'http://www.princeton.edu/~achaney/tmve/wiki100k/docs/Potomac,_Maryland.html', checked: '2026-11-28', supports: 'Offutts Crossroads renamed Potomac about 1880; Thomas Perry house at Falls and River roads, 1902' },
        { url: 'https://potomacfallshoa.org/About-Potomac-Falls-MD', checked: '2026-11-28', supports: 'Potomac Falls: Millers bought 800 acres in 1960; 262 homes on two-acre lots beside the C&O Canal park' },
        { url: 'http://www.potomacfalls.net/', checked: '2026-11-28', supports: 'Potomac Falls borders the C&O Canal park; man-made lakes at the edge of some backyards' },
        { url: 'https://m.potomacalmanac.com/news/2012/nov/27/letter-avenel', checked: '2026-11-28', supports: 'Avenel community, TPC Potomac at Avenel, equestrian center and trails under a recorded covenant' },
      ],
    },
    {
      name: 'Chevy Chase',
      note: "Chevy Chase began in 1890, when Francis G. Newlands, later United States senator from Nevada, formed the Chevy Chase Land Company, which extended Connecticut Avenue into Maryland and built a streetcar line to sell lots in a planned suburb.",
      highlight: "The first houses of the 1890s in Chevy Chase Village were late Shingle Style and Colonial Revival designs, and building picked up again after World War I, when one revival style followed another. The community is a patchwork of small jurisdictions, among them Chevy Chase Village, the Town of Chevy Chase and Chevy Chase Section 5, several with their own building and tree rules.",
      neighborhoods: [
        { name: 'Somerset', text: 'Five Agriculture Department scientists bought 50 acres of farmland for Somerset in 1890, and its early streets, Dorset, Warwick, Surrey, Cumberland and Essex, are named for English counties.' },
        { name: 'Brookdale', text: 'Brookdale, named for a stream on its eastern edge, has about 400 houses, many of painted white brick in English cottage styles, along narrow streets without sidewalks or curbs.' },
        { name: 'Rollingwood', text: 'Rollingwood, west of Rock Creek Park, was carved from a 100-acre estate whose 1926 castle was razed in 1957, though its gatehouse still stands among the later houses.' },
        { name: 'Hawkins Lane', text: 'Hawkins Lane is a one-third-mile, unpaved dead end off Jones Bridge Road, lined with small houses and designated a county historic district in 1991.' },
      ],
      geo: { lat: 38.9711, lng: -77.0764 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Before an addition in Chevy Chase Village can start, the Village requires its own building permit and a tree preservation plan from the Village arborist, on top of the county permit and, inside the historic district, drawings approved by the Historic Preservation Commission.',
        },
        {
          services: ['roofing-services'],
          text: 'Where an older house keeps its slate roof, we repair or replace the slate to match rather than switching materials.',
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
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'http://fotw.sf-vestamt.dk/fotw/flags/us-mdsom.html', checked: '2026-11-28', supports: 'Somerset: five government scientists, 50 acres in 1890, streets named for English counties' },
        { url: 'http://www.chevychasevillagemd.gov/c/453/part-6', checked: '2026-11-28', supports: 'Land Company built Connecticut Avenue and the Rock Creek Railway to reach the new suburb' },
        { url: 'http://www.chevychasevillagemd.gov/c/457/part-10', checked: '2026-11-28', supports: 'late Shingle and Colonial style houses of the 1890s; building resumed after World War I' },
        { url: 'https://sah-archipedia.org/buildings/MD-01-031-0095', checked: '2026-11-28', supports: 'Newlands formed the Chevy Chase Land Company in 1890; village developed 1892-1930' },
        { url: 'https://fill.io/Building-Permit-Application-12-07-09-PDF-Village-Building-Permit-Application', checked: '2026-11-28', supports: 'Chevy Chase Village building permit: DPS and HPC-stamped drawings, tree preservation plan from the Village arborist' },
        { url: 'https://www.chevychasesection5.org/permitting', checked: '2026-11-28', supports: 'Section 5 building permit in addition to the county permit; tree ordinance' },
        { url: 'https://www.washingtonpost.com/realestate/at-the-edge-of-dc-brookdale-offers-a-bucolic-feel-and-distinctive-homes/2020/07/21/9adaf3b2-c465-11ea-b037-f9711f89ee46_story.html', checked: '2026-11-28', supports: 'Brookdale: 400 homes, named for a stream on its eastern border, painted white brick' },
        { url: 'http://brookdalenews.org/postbrk.htm', checked: '2026-11-28', supports: 'Brookdale: narrow roads, no sidewalks or curbs, English village look' },
        { url: 'http://rollingwoodchevychase.org/2011/05/21/rollingwood-featured-in-washington-post-today/', checked: '2026-11-28', supports: 'Rollingwood: 100-acre estate, 1926 castle bulldozed in 1957, gatehouse remains' },
        { url: 'http://www.washingtonpost.com/wp-dyn/articles/A62545-2005Feb4.html', checked: '2026-11-28', supports: 'Hawkins Lane: unpaved one-third-mile dead end off Jones Bridge Road, historic district since 1991' },
      ],
    },
    {
      name: 'Rockville',
      note: "Rockville has been the seat of Montgomery County since the county was formed in 1776, and its West End keeps rows of Victorian houses built between 1880 and 1900 along West Montgomery Avenue, many with the two-story 'Rockville bay' window.",
      highlight: "Twinbrook, begun in 1946 on a 200-acre farm, filled with Cape Cods and other small houses from 1948 on, while King Farm, built from the late 1990s on the King family's former Irvington dairy farm, added a planned community of townhomes and houses. The Jenkins-Miller-McFarland House on North Adams Street, built in 1793, is believed to be the oldest surviving building in the city.",
      neighborhoods: [
        { name: 'Lincoln Park', text: 'Lincoln Park, east of the railroad tracks, began in 1891, when William Wallace Welsh divided 8 acres into quarter-acre lots for Black buyers, and by 1920 it had some 30 houses, two of them log cabins.' },
        { name: 'Woodley Gardens', text: "Woodley Gardens, laid out in the early 1960s on 220 acres of the Milor farm, kept many of the farm's mature trees among its brick colonial houses." },
        { name: 'Fallsmead', text: "Between Wootton Parkway and Falls Road, Fallsmead's roughly 290 homes began in 1968 with four- and five-bedroom colonials, and residents share a private 17-acre park with a pond." },
        { name: 'Rockshire', text: "Rockshire rose on the old Two Brothers dairy farm after its sale in 1959, and the farm's circa-1880 farmhouse still stands beside the community pool." },
      ],
      geo: { lat: 39.084, lng: -77.1528 },
      homeTypes: ['postwar', 'townhome', 'new-community'],
      projects: [
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: "Rockville's small postwar houses are well suited to a second-story addition, and many owners combine one with opening the kitchen into the living area.",
        },
        {
          services: ['window-installation'],
          text: 'Many Twinbrook houses still have early windows, which we replace with units sized to the original openings.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Many of those houses started with a single bath, and we enlarge it or find room for a second one.',
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
          text: 'Exterior changes to King Farm homes need a Design Review Application approved by the community architect and the King Farm Architectural Design Trust.',
        },
      ],
      permitOffice: "the City of Rockville's Permits and Inspections office",
      tradePermits: { electrical: "the City of Rockville's Permits and Inspections office", plumbing: "the City of Rockville's Permits and Inspections office" },
      sources: [
        { url: 'https://imperialab.com/lincoln-park/', checked: '2026-11-28', supports: 'Lincoln Park had 30 houses by 1920, two of them log cabins' },
        { url: 'https://rockvillemd.gov/165/Permits-Inspections', checked: '2026-11-28', supports: 'City of Rockville Permits and Inspections issues building and trade permits inside the city' },
        { url: 'https://www.rockvillemd.gov/914/Electrical-Mechanical-Plumbing', checked: '2026-11-28', supports: 'Rockville electrical, mechanical and plumbing permits for residential work' },
        { url: 'https://www.rockvillemd.gov/services/make-alterations-to-a-historic-property', checked: '2026-11-28', supports: 'Historic District Commission Certificate of Approval for additions, windows, doors, roofing, siding' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRHDCountyList.aspx&NRID=303&propertyName=West%20Montgomery%20Avenue%20Historic%20District&mapLocation=nrb303.jpg&COUNTY=Montgomery', checked: '2026-11-28', supports: 'West Montgomery Avenue: Victorian houses of 1880-1900, the Rockville bay' },
        { url: 'https://en.wikipedia.org/wiki/West_Montgomery_Avenue_Historic_District', checked: '2026-11-28', supports: 'Jenkins-Miller-McFarland House, 5 North Adams Street, 1793, reportedly oldest in Rockville' },
        { url: 'https://docslib.org/doc/10923773/iv-central-county-central-county-183', checked: '2026-11-28', supports: 'Rockville county seat since the county was established in 1776 (Places from the Past)' },
        { url: 'https://en.wikipedia.org/wiki/Twinbrook_(Rockville,_Maryland)', checked: '2026-11-28', supports: 'Twinbrook established 1946 on 200 acres' },
        { url: 'https://themcconnell.group/communities/twinbrook', checked: '2026-11-28', supports: 'Twinbrook: first owners 1948, Cape Cod houses' },
        { url: 'http://www.rockvillenights.com/2023/07/new-rockville-townhome-community-draws.html', checked: '2026-11-28', supports: "King Farm on the King family's Irvington Farm, a dairy farm" },
        { url: 'https://engagerockville.com/kingfarm/widgets/92701/faqs', checked: '2026-11-28', supports: 'King Farm sold and developed from 1999' },
        { url: 'https://kingfarm.org/design-review-applications/', checked: '2026-11-28', supports: 'King Farm Design Review Application approved by the community architect and Architectural Design Trust' },
        { url: 'https://kingfarm.org/architectural-design-guide-2/', checked: '2026-11-28', supports: 'King Farm published deck details in its design guide' },
        { url: 'https://www.montgomerycountymd.gov/library/projects/lincoln-park-history/lincoln-park-history-project.html', checked: '2026-11-28', supports: 'Lincoln Park: Welsh bought 8.06 acres in 1891 and divided them into quarter-acre lots' },
        { url: 'http://www.peerlessrockville.org/historic-rockville/peerless-places-2/woodley-gardens-celebrates-50-years/', checked: '2026-11-28', supports: 'Woodley Gardens: early 1960s, 220 acres of the Milor Farm, mature trees kept, brick colonials' },
        { url: 'https://www.washingtonpost.com/business/2022/04/27/where-we-live-fallsmead/', checked: '2026-11-28', supports: 'Fallsmead: about 290 homes from 1968, 17-acre private park with a pond' },
        { url: 'http://felpinspond.blogspot.com/2013/10/history-of-rockshire.html', checked: '2026-11-28', supports: 'Rockshire: Two Brothers dairy farm sold in 1959; farmhouse of about 1880 beside the pool' },
      ],
    },
    {
      name: 'Silver Spring',
      note: 'Silver Spring takes its name from a mica-flecked spring that Francis Preston Blair found in 1840 while looking for a site for a summer home, and the 250-acre estate he built beside it gave the later suburb its name.',
      highlight: "North of downtown, Woodside Park was laid out from 1922 on the Noyes family's Alton Farm, with lots of about an acre along streets that follow the land, and county planners have called it the county's best-preserved early 20th-century neighborhood. Farther out, around Four Corners and Woodmoor, middle-class suburban houses sit on streets lined with mature trees.",
      neighborhoods: [
        { name: 'Woodside', text: 'Woodside, established in 1889 near Georgia Avenue and 16th Street, ranges from Queen Anne houses of the late 1800s to bungalows, Foursquares and newer townhomes.' },
        { name: 'Polychrome Historic District', text: "Near Four Corners, the Polychrome district's five Art Deco houses of 1934 and 1935 are clad in John Joseph Earley's precast concrete panels studded with colored aggregate." },
        { name: 'National Park Seminary', text: 'In Forest Glen, the former National Park Seminary campus, a girls school from 1894 to 1942, has turned its castle, pagoda, Dutch windmill and other fanciful buildings into homes.' },
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
          text: 'Where post-war houses still have rusting steel casement windows, we fit the new units into the existing masonry openings.',
        },
        {
          services: ['home-additions'],
          text: 'We turn cramped Cape Cod upper floors into full bedrooms by adding shed dormers across the back of the roof.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://moco360.media/2009/11/21/silver-spring/', checked: '2026-11-28', supports: 'Blair found the mica spring in 1840 and built his 250-acre summer estate; planners on Woodside Park' },
        { url: 'https://thesilverspringstore.com/2023/05/31/the-first-silver-spring', checked: '2026-11-28', supports: 'Blair, 1840, mica flecks, summer home on 250 acres' },
        { url: 'http://de.knowledgr.com/02010431/WoodsidePark(SilverSpringMaryland)', checked: '2026-11-28', supports: "Woodside Park: Noyes family's Alton Farm sold in 1922, lots of about an acre, streets following the land" },
        { url: 'http://users.starpower.net/oshel/H02.htm', checked: '2026-11-28', supports: "county planners called Woodside Park the county's best-preserved early 20th-century neighborhood" },
        { url: 'https://www.encoresustainablearchitects.com/bbportfolio/woodside-neighborhood-historic-documentation-survey/', checked: '2026-11-28', supports: 'Woodside established 1889 near 16th Street and Georgia Avenue; Queen Anne, bungalow, Foursquare, townhome' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1171', checked: '2026-11-28', supports: 'Polychrome houses of 1934-1935 by Earley, Woodmoor; mature trees in a middle-class neighborhood' },
        { url: 'https://en.wikipedia.org/wiki/Polychrome_Historic_District', checked: '2026-11-28', supports: 'Polychrome district in the Four Corners neighborhood' },
        { url: 'https://www.washingtontimes.com/news/2008/dec/28/historic-seminary-getting-makeover/', checked: '2026-11-28', supports: 'National Park Seminary: homes built into the castle, pagoda and Dutch windmill' },
        { url: 'https://dcscorpio.blogspot.com/2009/01/national-park-seminary-in-forest-glen.html', checked: '2026-11-28', supports: 'National Park Seminary a girls school from 1894 to 1942' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1462', checked: '2026-11-28', supports: 'Hammond Wood: 58 Contemporary houses by Goodman, 1949-51, wooded rolling land off Veirs Mill Road' },
        { url: 'https://docslib.org/doc/1229246/historic-districts-chapter-5-historic-districts', checked: '2026-11-28', supports: 'Polychrome and National Park Seminary are county historic districts' },
      ],
    },
    {
      name: 'Gaithersburg',
      note: "Gaithersburg grew along the Baltimore and Ohio Railroad's Metropolitan Branch, which reached the town in 1873, and its brick station and freight house of 1884 still anchor Olde Towne.",
      highlight: 'Kentlands, begun in 1988 around the old Kent farmstead, was one of the first new-urbanist neighborhoods, planned by Andres Duany and Elizabeth Plater-Zyberk with townhouses, houses and apartments close to shops and a main street. The development kept buildings of the original Kentlands farm, and it has its own elementary school, named for the conservationist Rachel Carson.',
      neighborhoods: [
        { name: 'Crown', text: "Crown, where the first residents arrived in 2013 on the 182-acre former Crown Farm, names streets such as Hemingway Drive and Hendrix Drive for writers, musicians, artists and scientists, and the farm's 1894 farmhouse survives as a private home." },
        { name: 'Observatory Heights', text: "Small Observatory Heights surrounds the park holding the Gaithersburg Latitude Observatory, an 1899 wooden station on DeSellum Avenue that tracked the earth's wobble until 1982." },
        { name: 'Washingtonian Woods', text: 'Washingtonian Woods, a homeowners association neighborhood, borders the former Consumer Product Safety Commission site on Darnestown Road, which the city acquired in 2014 and turned into Pleasant View Park.' },
      ],
      geo: { lat: 39.1434, lng: -77.2014 },
      homeTypes: ['townhome', 'split-level', 'suburban-colonial'],
      projects: [
        {
          services: ['custom-closets', 'pantry-organization'],
          text: 'Compact Kentlands floor plans leave little space to spare, so we fit closet and pantry systems that use every inch.',
        },
        {
          services: ['home-office'],
          text: 'We carve home offices out of third floors and spare bedrooms in Kentlands townhomes.',
        },
        {
          services: ['kitchen-remodeling', 'door-installation'],
          text: "In the city's older split-levels and colonials, we remodel original kitchens and often replace the old sliding door to the deck at the same time.",
        },
        {
          services: ['siding-installation', 'window-installation', 'door-installation'],
          text: "In Kentlands, new siding, windows or exterior doors need the community's architectural approval, and we prepare the owner's application.",
        },
      ],
      reviews: [{ kind: 'hoa' }],
      permitOffice: "the City of Gaithersburg's Permitting and Inspections Division",
      tradePermits: { electrical: "the City of Gaithersburg's Permitting and Inspections Division" },
      sources: [
        { url: 'https://www.gaithersburgmd.gov/services/permitting-inspections', checked: '2026-11-28', supports: 'Gaithersburg Permitting and Inspections Division issues building, electrical and mechanical permits in the city' },
        { url: 'https://www.wsscwater.com/work-with-us/plumbing-and-inspections/plumbing-fuel-gas-inspections/plumbing-fuel-gas-inspections', checked: '2026-11-28', supports: 'WSSC Water plumbing and gas inspections in Gaithersburg and the rest of Montgomery County' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=500&FROM=NRMapMO.aspx', checked: '2026-11-28', supports: 'Gaithersburg B&O station and freight shed, 1884' },
        { url: 'https://www.hmdb.org/m.asp?m=1039', checked: '2026-11-28', supports: 'Metropolitan Branch reached Gaithersburg in 1873; station spurred Olde Towne' },
        { url: 'https://en.wikipedia.org/wiki/Kentlands,_Gaithersburg,_Maryland', checked: '2026-11-28', supports: 'Kentlands begun in 1988 around the Kent farmstead, an early new-urbanist neighborhood' },
        { url: 'http://www.washingtonpost.com/wp-srv/local/counties/montgom/longterm/wwlive/kentland.htm', checked: '2026-11-28', supports: 'Kentlands planned by Duany and Plater-Zyberk with homes, town houses, apartments and shops' },
        { url: 'https://mocoshow.com/blog/decoverly-drive-concrete-barriers-removed-now-accessible-from-great-seneca-highway-and-fields-road/', checked: '2026-11-28', supports: 'Crown: 182 acres, residents from 2013, streets named for artists, musicians, scientists, writers; 1894 farmhouse' },
        { url: 'https://en.wikipedia.org/wiki/Gaithersburg_Latitude_Observatory', checked: '2026-11-28', supports: 'Latitude Observatory on DeSellum Avenue, 1899, in service until 1982' },
        { url: 'https://skyandrockets.blogspot.com/2021/07', checked: '2026-11-28', supports: 'Observatory Park in the middle of Observatory Heights' },
        { url: 'https://www.washwoods.org/recap-of-cpsc-tour-and-discussion/', checked: '2026-11-28', supports: 'former CPSC site backs up to Washingtonian Woods' },
        { url: 'https://mocoshow.com/blog/construction-update-of-pleasant-view-park-on-darnestown-road/', checked: '2026-11-28', supports: 'Pleasant View Park on the former CPSC site at 10901 Darnestown Road' },
        { url: 'http://gaithersburgnewsletter.org/government/city-council-planning-commission-approves-darnestown-road-park', checked: '2026-11-28', supports: 'city took ownership of the CPSC property (acquired 2014)' },
      ],
    },
    {
      name: 'Kensington',
      note: 'Kensington grew from Knowles Station, a stop on the Metropolitan Branch railroad, after developer Brainard Warner bought land there in the early 1890s for a garden suburb he named Kensington Park after a trip to London, and the town was incorporated in 1894.',
      highlight: 'Its historic district keeps large late-19th and early 20th-century houses with wraparound porches and stained glass along curving drives and brick sidewalks, and the castellated 1927 town hall began as a National Guard armory. Antique Row lines Howard Avenue beside the railroad.',
      neighborhoods: [
        { name: 'Ken-Gar', text: 'Ken-Gar, whose name joins Kensington and Garrett Park, was founded in 1892 by landowner Henry N. Cobb, and many of the Black families who bought homes there had worked in Kensington households.' },
        { name: 'Knowles Station', text: 'Knowles Station was the first settlement here, growing up after 1873 where the new Metropolitan Branch railroad crossed the old road from Bethesda to Bladensburg.' },
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
          text: 'Outside the historic district, we add kitchen and family-room space off the back of the later houses.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a lot slopes toward Rock Creek, we finish the basement with a walkout door to the yard.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'http://explorekensington.com/about/history/', checked: '2026-11-28', supports: 'Knowles Station at the railroad and Bethesda-Bladensburg road; Warner in the early 1890s; Kensington Park; incorporated 1894' },
        { url: 'https://sites.google.com/view/kensington-historical-society/a-train-town', checked: '2026-11-28', supports: 'Knowles Station on the 1873 Metropolitan Branch; Warner bought land south of the railroad for Kensington Park' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRHDCountyList.aspx&NRID=640&propertyName=Kensington%20Historic%20District&mapLocation=nrb640.jpg&COUNTY=Montgomery', checked: '2026-11-28', supports: 'historic district: wraparound porches, stained glass, curving brick sidewalks, 1927 armory now town hall, commercial strip on Howard at the tracks' },
        { url: 'https://kensingtonhistory.org/town-chronology', checked: '2026-11-28', supports: "Howard Avenue's antique village; Ken-Gar established 1890s" },
        { url: 'https://www.thesentinel.com/communities/montgomery/news/local/ken-gar-residents-celebrate-history/article_737e62d5-d3b6-5347-8ff0-f53c99f39e9a.html', checked: '2026-11-28', supports: 'Ken-Gar founded 1892 by Henry N. Cobb; name joins Kensington and Garrett Park; early buyers worked in Kensington' },
        { url: 'https://montgomeryplanning.org/planning/historic/historic-area-work-permits/', checked: '2026-11-28', supports: 'replacing a window sash needs a Historic Area Work Permit' },
      ],
    },
    {
      name: 'Olney',
      note: 'Olney began as Mechanicsville, a 19th-century village at the crossroads of the roads that are now Georgia Avenue and Route 108, took its name from the Olney House of Sarah Brooke and Dr. Charles Farquhar, and stayed largely agricultural until suburban growth began in the 1960s.',
      highlight: "Saint John's Episcopal Church, founded in 1842, still stands just west of the crossroads. As late as 1969 a single traffic light hung over the intersection, and the nearest other light was more than three miles away at Norbeck.",
      neighborhoods: [
        { name: 'Williamsburg Village', text: "Williamsburg Village was Olney's first residential subdivision, built while the fields, barns and poultry houses of local farms still surrounded the crossroads." },
        { name: 'Cherrywood', text: 'Cherrywood, the second subdivision and an extension of Williamsburg Village, was new in 1969 and bordered the creek and woods of Headwaters, the farm Interior Secretary Harold Ickes had called home.' },
      ],
      geo: { lat: 39.1532, lng: -77.0669 },
      homeTypes: ['suburban-colonial', 'split-level'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: "Original builder kitchens in Olney's suburban colonials are reaching the end of their life, and we replace them with new layouts, cabinetry and counters.",
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
          text: 'We finish unfinished lower levels as rec rooms, guest suites and space for teenagers.',
        },
      ],
      sources: [
        { url: 'https://fr.scribd.com/document/6430716/null', checked: '2026-11-28', supports: 'Olney historic resources plan: crossroads village known as Mechanicsville, growth into a suburb' },
        { url: 'https://www.sandyspringmuseum.org/popup/olney-ssblackcommunities-map/', checked: '2026-11-28', supports: "Mechanicsville at today's Route 108 and Georgia Avenue; St. John's Episcopal Church west of the intersection" },
        { url: 'https://de.knowledgr.com/00067155/OlneyMaryland', checked: '2026-11-28', supports: "named for the Olney House of Sarah Brooke and Charles Farquhar; agricultural until the 1960s; St. John's 1842" },
        { url: 'https://andybittner.wordpress.com/2009/10/08/old-olney/', checked: '2026-11-28', supports: 'single traffic light in 1969; Williamsburg Village first subdivision, Cherrywood second; Ickes farm Headwaters' },
      ],
    },
    {
      name: 'Germantown',
      note: 'Germantown was a quiet rural community until about 1980 and then grew quickly along the I-270 corridor, with townhome rows and single-family neighborhoods around a town center with a library and an arts center.',
      highlight: "Great and Little Seneca Creeks and their stream valley parks bound the Germantown planning area, which the county's 1964 general plan named one of three corridor cities along I-270. Its MARC station is a copy of the 1891 station that vandals burned in 1978, rebuilt on the original site from the original plans in 1987.",
      neighborhoods: [
        { name: 'Germantown Historic District', text: 'Around the MARC station, the Germantown Historic District keeps the railroad village that grew up after 1873, where houses sat on half-acre to one-acre lots and a steam flour mill stood by the tracks from 1888.' },
        { name: 'Churchill Village', text: "Churchill Village, one of the six villages that with a town center make up Germantown, was built under the county's Town Sector zone, a new-town zoning first applied there around 1969." },
      ],
      geo: { lat: 39.1732, lng: -77.2717 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Two overcrowded townhouse decks pulled away from their houses in Germantown in 2019, with rot and weak connections suspected, and we rebuild aging elevated decks with new ledger connections, posts and footings, in materials the homeowners association allows.',
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
      sources: [
        { url: 'https://www.everand.com/book/262130560/Around-Germantown', checked: '2026-11-28', supports: 'Germantown rural until 1980, rapid growth; town center library and art center' },
        { url: 'https://it.scribd.com/doc/27628355/null', checked: '2026-11-28', supports: 'Germantown planning area bounded by Great and Little Seneca Creeks; corridor city of the 1964 general plan' },
        { url: 'https://historicalmarkerproject.com/markers/HM1BAZ_reflections-of-old-germantown_Germantown-MD.html', checked: '2026-11-28', supports: 'railroad village after 1873; half- to one-acre lots; steam flour mill 1888' },
        { url: 'http://germantown.patch.com/groups/around-town/p/harbingers-of-a-bygone-era-near-the-marc-station', checked: '2026-11-28', supports: 'Germantown Historic District near the MARC station' },
        { url: 'https://docslib.org/doc/13035422/germantown-plan-for-the-town-sector-zone-working-draft', checked: '2026-11-28', supports: 'Churchill Village one of six villages; Town Sector zone established there 50 years before 2019' },
        { url: 'https://mocoshow.com/blog/moco-then-now-germantown-train-station-update/', checked: '2026-11-28', supports: 'Germantown station of 1891 burned in 1978, rebuilt on its site from the original plans in 1987' },
        { url: 'https://wtop.com/montgomery-county/2019/05/deck-collapse-in-germantown-md-injures-at-least-2-adults/', checked: '2026-11-28', supports: 'May 2019 deck collapse: overcrowded, ineffective connections and rotten wood' },
        { url: 'https://wtop.com/montgomery-county/2019/06/overcrowded-deck-collapses-during-germantown-birthday-celebration/', checked: '2026-11-28', supports: 'June 2019 townhouse deck collapse, deck came apart from the house' },
      ],
    },
    {
      name: 'Takoma Park',
      note: 'Benjamin Franklin Gilbert founded Takoma Park in 1883 as a railroad suburb around the B&O station at Takoma, D.C., and streetcars, on a line built out Carroll Avenue into Maryland from 1897, brought a second wave of building in the early 20th century.',
      highlight: 'Houses built from 1883 to 1900 are turreted, many-gabled Queen Anne designs with Stick and Shingle Style details, while those built after 1900 are simpler and plainer. Much of the older town lies within the Takoma Park Historic District, and the city protects its large trees through its own urban forest law.',
      neighborhoods: [
        { name: 'Takoma Avenue', text: 'On Takoma Avenue, where the town meets Silver Spring, five identical 1951 houses by modernist architect Charles Goodman stand among older colonials, Cape Cods and bungalows and are listed on the National Register.' },
      ],
      geo: { lat: 38.9779, lng: -77.0075 },
      homeTypes: ['victorian-bungalow'],
      projects: [
        {
          services: ['home-additions'],
          text: 'A rear addition within 50 feet of an urban forest tree, one at least 7 5/8 inches across at breast height, needs a City of Takoma Park tree impact assessment, and sometimes a tree protection plan permit, along with historic review.',
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
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://takomaparkmd.gov/services/permits/tree-permits/tree-impact-assessment-and-tree-protection-plan-permit/', checked: '2026-11-28', supports: 'tree impact assessment for projects within 50 feet of an urban forest tree; tree protection plan permit' },
        { url: 'http://takomaparkmd.gov/services/permits/tree-permits/', checked: '2026-11-28', supports: 'urban forest tree defined as 7 5/8 inches or more at breast height' },
        { url: 'https://www.codepublishing.com/MD/TakomaPark/html/TakomaPark12/TakomaPark1212.html', checked: '2026-11-28', supports: "the city's Urban Forest chapter of its code" },
        { url: 'https://wiki.niidae.com/index.php?action=edit&section=2&title=Takoma_Park%2C_Maryland', checked: '2026-11-28', supports: 'Takoma Park founded by Gilbert in 1883, centered on the B&O station in Takoma, D.C.' },
        { url: 'http://absoluteastronomy.com/topics/Takoma_Park_Historic_District_(Takoma_Park,_Maryland)', checked: '2026-11-28', supports: 'platted 1883 by Gilbert; streetcar lines expanded the district; 1883-1900 Queen Anne with Stick and Shingle influence; simpler later houses' },
        { url: 'https://en.wikipedia.org/wiki/Baltimore_and_Washington_Transit_Company', checked: '2026-11-28', supports: 'streetcar line into Takoma Park built from 1897' },
        { url: 'https://rightwiki.org/index.php?title=Baltimore_and_Washington_Transit_Company', checked: '2026-11-28', supports: 'the line ran into Maryland via Carroll Avenue, Ethan Allen Avenue and Elm Avenue' },
        { url: 'https://paperzz.com/doc/9224803/takoma-park-at-125---historic-takoma-inc.', checked: '2026-11-28', supports: 'Gilbert bought the first parcel on November 24, 1883' },
        { url: 'https://fdocuments.in/document/mht-easement-within-the-takoma-park-historic-district-2019-08-09-of-takoma-park.html', checked: '2026-11-28', supports: 'Takoma Park Historic District bounded by D.C., Silver Spring and Prince George\'s County' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRHDCountyList.aspx&NRID=1460&propertyName=Takoma%20Avenue%20Historic%20District&mapLocation=nrb1460.jpg&COUNTY=Montgomery', checked: '2026-11-28', supports: 'Takoma Avenue: five identical 1951 Goodman houses on the Takoma Park-Silver Spring border, among 1910s-40s colonials, Capes, bungalows' },
      ],
    },
  ],
  sources: [
    { url: 'https://content.govdelivery.com/accounts/MDMONTGOMERY/bulletins/38ea50c', checked: '2026-11-28', supports: 'DPS permit offices at 2425 Reedie Drive in Wheaton; when a home project needs a permit' },
    { url: 'http://permittingservices.montgomerycountymd.gov/DPS/general/AboutDPS.aspx', checked: '2026-11-28', supports: 'DPS issues building permits and enforces electrical and building codes in the county' },
    { url: 'https://www.wsscwater.com/work-with-us/plumbing-and-inspections/plumbing-fuel-gas-inspections/plumbing-fuel-gas-inspections', checked: '2026-11-28', supports: 'WSSC Water plumbing and gasfitting permits and inspections in Montgomery County' },
    { url: 'https://permits.wsscwater.com/EnerGov_Prod/Custom/faqs.html', checked: '2026-11-28', supports: 'WSSC ePermitting: registered master plumbers and gasfitters apply for plumbing and gas permits' },
    { url: 'https://rockvillemd.gov/165/Permits-Inspections', checked: '2026-11-28', supports: 'City of Rockville issues its own building and trade permits' },
    { url: 'https://www.gaithersburgmd.gov/services/permitting-inspections', checked: '2026-11-28', supports: 'City of Gaithersburg issues its own building and electrical permits' },
    { url: 'https://fill.io/Building-Permit-Application-12-07-09-PDF-Village-Building-Permit-Application', checked: '2026-11-28', supports: 'Chevy Chase Village building permit in addition to the DPS permit' },
    { url: 'https://www.chevychasesection5.org/permitting', checked: '2026-11-28', supports: 'Chevy Chase Section 5 building permit in addition to the county permit' },
    { url: 'https://northchevychase.org/forms-permits/', checked: '2026-11-28', supports: 'Village of North Chevy Chase permit for additions and alterations' },
    { url: 'https://montgomerycountymd.gov/DPS/Process/rci/HAWP.html', checked: '2026-11-28', supports: 'HAWP for exterior changes, not interior work or ordinary maintenance; a DPS building permit is still needed' },
    { url: 'https://montgomeryplanning.org/planning/historic/historic-area-work-permits/', checked: '2026-11-28', supports: 'work needing a HAWP: additions, exterior materials, window sash, porches, live trees over six inches' },
    { url: 'https://docslib.org/doc/1229246/historic-districts-chapter-5-historic-districts', checked: '2026-11-28', supports: 'county historic districts include Chevy Chase Village, Kensington and Takoma Park' },
    { url: 'https://vdocuments.net/2015-annual-report-a-montgomery-county-tree-canopy-law-following-passage-of-the.html', checked: '2026-11-28', supports: 'Tree Canopy Law applies to work under a county sediment control permit: shade trees or a fee' },
    { url: 'https://ar.scribd.com/doc/314470166/2016-Annual-Report-Tree-Canopy-Law', checked: '2026-11-28', supports: 'Rockville and Gaithersburg issue their own sediment control permits' },
    { url: 'https://www.washingtonpost.com/realestate/in-bethesda-a-small-enclave-holds-back-the-mcmansions/2020/04/15/96d7e608-7a96-11ea-b6ff-597f170df8f8_story.html?itid=lk_interstitial_manual_25', checked: '2026-11-28', supports: 'older houses in the county torn down and replaced by much larger ones' },
    { url: 'https://kingfarm.org/design-review-applications/', checked: '2026-11-28', supports: 'example of HOA architectural review of exterior changes' },
  ],
};
