import type { ServiceArea } from '../../types';

/** Charles County: its permit offices, housing stock and the towns we serve there. */
export const charles: ServiceArea = {
  name: 'Charles County',
  permitOffice: 'Charles County Department of Planning and Growth Management, Codes, Permits and Inspection Services, at 200 Baltimore Street in La Plata; homes inside the towns of La Plata and Indian Head are permitted by those towns instead.',
  housingStock: 'About a quarter of the county\'s residents live in St. Charles, the planned community within Waldorf, whose villages hold apartments, townhouses, duplexes and single-family houses, and the county has grown as a bedroom community of Washington along the US 301 corridor. Older houses stand near the railroad in La Plata, in the village of Hughesville and in Port Tobacco, and when we open their walls we check the wiring and insulation.',
  notableNeighborhoods: ['St. Charles', 'Swan Point', 'Bensville'],
  remodelingNote: 'Where a Waldorf or St. Charles neighborhood has a homeowners association, decks, fences and exterior color changes may need its architectural approval, and lots within 1,000 feet of the tidal Potomac, Port Tobacco River and Mattawoman Creek fall under Critical Area limits. We file both reviews before ordering materials so approvals do not hold up the crew.',
  permits: {
    building: 'the Charles County Department of Planning and Growth Management (Codes, Permits and Inspection Services)',
    buildingCity: 'La Plata',
    electrical: 'the same county department (applied for by a licensed master electrician)',
    plumbing: 'the same county department',
  },
  reviews: [
    {
      kind: 'well-septic',
      text: 'Properties in Charles County that are not served by public water and sewer rely on private wells and septic systems, which the Charles County Department of Health permits, and before any structure with plumbing is built on such a property the department\'s perc test must show the soil can take a septic system.',
    },
    {
      kind: 'critical-area',
      text: "Lots within 1,000 feet of tidal water or tidal wetlands lie in the Chesapeake Bay Critical Area, where Charles County's Critical Area Program limits clearing, lot coverage and building near the shoreline.",
    },
  ],
  cities: [
    {
      name: 'Waldorf',
      note: 'Waldorf, once a small tobacco market village, has grown since the 1970s around St. Charles, the planned community within it, and along the Route 301 corridor.',
      highlight: 'The planned community of St. Charles, begun in the 1970s, is made up of villages such as Smallwood, Westlake and Fairway, each with neighborhoods built near schools, community centers, pools and playgrounds. Its homes range from apartments and townhouses to duplexes and single-family houses, with setbacks, colors and elevations that vary along the street. About a quarter of the county\'s residents live there.',
      neighborhoods: [
        { name: 'Route 301 corridor', text: 'Before St. Charles, Waldorf was a small tobacco town once called Beantown, and its Route 301 strip was known as Slot Machine Alley until gambling ended in 1968.' },
        { name: 'Fairway Village', text: 'Fairway Village is one of the planned villages of St. Charles, where most neighborhoods set their cul-de-sacs off one main circle.' },
        { name: 'Wooded Glen', text: 'Wooded Glen runs along St. Charles Parkway south of Billingsley Road, where Fieldside, its first neighborhood, was planned to mix single-family homes, townhouses and apartments.' },
      ],
      geo: { lat: 38.6247, lng: -76.9392 },
      homeTypes: ['townhome', 'suburban-colonial', 'new-community'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Owners of Waldorf townhomes and colonials often come to us for their first full kitchen remodel, and in the single-family sections they ask for larger open-plan kitchens.',
        },
        {
          services: ['basement-finishing'],
          text: 'Finishing the basement is a common next step for Waldorf owners, turning unfinished lower levels into family rooms and guest space.',
        },
        {
          services: ['outdoor-decks', 'siding-installation'],
          text: 'In the St. Charles villages we rebuild townhouse decks within the same footprint and replace tired vinyl siding in association-approved colors.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'We reconfigure cramped townhouse bathrooms in St. Charles and build larger primary baths in the single-family sections of Waldorf.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Where a St. Charles neighborhood has a homeowners association, decks, fences, sheds and other exterior changes may need the association's architectural approval before work goes ahead.",
        },
      ],
      sources: [
        { url: 'https://preservationmaryland.org/charles-county-little-vegas/', checked: '2026-11-28', supports: 'Waldorf once called Beantown; US 301 known as Slot Machine Alley; gambling ended in 1968' },
        { url: 'https://marylandwiki.blogspot.com/2018/05/waldorf-maryland_11.html', checked: '2026-11-28', supports: 'Waldorf once a tobacco market village; growth from the 1970 HUD loan package for St. Charles' },
        { url: 'https://www.stcharlesmd.com/general/smallwood-village.html', checked: '2026-11-28', supports: 'Smallwood Village, the first St. Charles village, begun in 1975; neighborhood associations' },
        { url: 'https://www.washingtonpost.com/realestate/2011/05/05/AFZhEg2G_story.html', checked: '2026-11-28', supports: 'St. Charles lies within Waldorf; planned villages incl. Smallwood, Westlake and Fairway, each of neighborhoods near schools, community centers, pools and playgrounds; apartments, townhouses, duplexes and single-family houses with varied setbacks, colors and elevations; 25% of county residents; most neighborhoods have cul-de-sacs off one main circle' },
        { url: 'https://www.stcharlesmd.com/supporting-our-local-community', checked: '2026-11-28', supports: '25% of Charles County residents live in St. Charles' },
        { url: 'http://www.somdnews.com/article/20121012/NEWS/710129675/1043/changes-approved-to-st-charles-plans&template=southernMaryland', checked: '2026-11-28', supports: 'Wooded Glen along St. Charles Parkway south of Billingsley Road; Fieldside its first neighborhood, with homes, townhouses and apartments' },
      ],
    },
    {
      name: 'La Plata',
      note: 'La Plata, the county seat, rebuilt much of its downtown after the tornado of April 28, 2002.',
      highlight: 'Home to the main campus of the College of Southern Maryland, La Plata grew up around its railroad station in the 1870s and was incorporated in 1888, and its first homes went up near the tracks. After the Port Tobacco courthouse burned in 1892, the county seat moved here from Port Tobacco.',
      neighborhoods: [
        { name: 'La Plata Historic District', text: 'The La Plata Historic District surveyed for the Maryland Historical Trust covers Charles Street, Washington Avenue, Kent Avenue and Oak Avenue, with buildings dating from 1873 to 1949.' },
        { name: 'Oak Avenue', text: "The first homes clustered near the railroad on Oak Avenue and on today's Maple Avenue, once Railroad Avenue, and most were two-story frame houses in traditional forms such as the I-house." },
        { name: 'Villages at Steeplechase', text: 'Along Route 301 at Catalpa Drive, the Villages at Steeplechase were first approved in 2005 and have grown in phases that include duplexes and townhomes.' },
      ],
      geo: { lat: 38.5289, lng: -76.9753 },
      homeTypes: ['postwar', 'suburban-colonial', 'split-level'],
      projects: [
        {
          services: ['custom-woodworking', 'fireplace-mantels'],
          text: 'La Plata homeowners often ask for custom woodworking such as window seats, fireplace mantels and built-in bookcases.',
        },
        {
          services: ['home-additions'],
          text: 'Where a La Plata rambler has room behind it, owners often ask us for a rear addition.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'In La Plata ramblers we often rework the kitchen under a new vaulted ceiling, opening it to the living space.',
        },
        {
          services: ['outdoor-decks'],
          text: 'La Plata owners often ask us for screened porches, outdoor rooms shaded from the summer sun.',
        },
      ],
      permitOffice: 'the Town of La Plata Department of Planning',
      tradePermits: {
        electrical: 'the Town of La Plata (through its code contractor, Planchek Inc.)',
        plumbing: 'the Town of La Plata (through its code contractor, Planchek Inc.)',
      },
      sources: [
        { url: 'https://www.townoflaplata.org/177/Permits', checked: '2026-11-28', supports: 'the Town of La Plata Department of Planning issues permits and performs inspections for construction within the town' },
        { url: 'https://www.townoflaplata.org/179/Building-Permits', checked: '2026-11-28', supports: 'town building, plumbing, electrical (Planchek) and mechanical (Planchek) permit applications, handled through Planchek' },
        { url: 'https://www.planchekinc.com/inspection-process', checked: '2026-11-28', supports: 'La Plata and Indian Head issue building permits; Planchek handles all trade permits there' },
        { url: 'https://docslib.org/doc/12636334/ch-326-la-plata-historic-district', checked: '2026-11-28', supports: 'MHT survey CH-326: La Plata Historic District streets and 1873-1949 dates' },
        { url: 'https://en.wikipedia.org/wiki/La_Plata,_MD', checked: '2026-11-28', supports: 'the courthouse was built in La Plata after the Port Tobacco courthouse burned' },
        { url: 'https://livingplaces.com/MD/Charles_County/La_Plata_Town.html', checked: '2026-11-28', supports: 'growth around La Plata station, lots sold from 1873; incorporated 1888; first homes on Oak Avenue and Railroad (Maple) Avenue, mostly two-story frame houses in forms such as the I-house; Port Tobacco courthouse fire of 1892' },
        { url: 'https://kimberlybean.com/real-estate-blog/town-la-plata', checked: '2026-11-28', supports: 'April 28, 2002 tornado and rebuilt downtown; main campus of the College of Southern Maryland' },
        { url: 'https://www.somdnews.com/independent/news/local/la-platas-planning-commission-approves-housing-development-plats/article_fc117ac3-a81c-5ba3-8876-8dfcd97a78f4.html', checked: '2026-11-28', supports: 'Steeplechase on Route 301 at Catalpa Drive, first approved February 2005; duplexes and townhomes' },
      ],
    },
    {
      name: 'White Plains',
      note: 'White Plains lies just south of Waldorf, with its commercial side along Route 301, and is home to a public golf course and the headquarters of the Charles County Department of Health.',
      highlight: 'The Indian Head Rail Trail, about 13 miles long, begins at Theodore Green Boulevard in White Plains and runs to Indian Head. White Plains Regional Park, with its public golf course and skate park, stands on land donated by the developers of St. Charles, and growth from Waldorf and St. Charles has spread into the area.',
      neighborhoods: [
        { name: 'Highlands', text: 'The Highlands neighborhood is reached by Newport Circle off St. Charles Parkway, and its newest section groups three-bedroom townhouses in buildings of no more than six units.' },
        { name: 'Spye Park', text: 'On Griffith Lane, Spye Park is a one-and-a-half-story frame house begun around 1767 and listed on the National Register in 1990, with end chimneys, a tobacco barn and a cornhouse on its grounds.' },
        { name: 'White Plains Regional Park', text: 'Land for White Plains Regional Park, home to a public golf course and a skate park, was donated by the developers of neighboring St. Charles.' },
      ],
      geo: { lat: 38.5897, lng: -76.9461 },
      homeTypes: ['suburban-colonial', 'new-community', 'townhome'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'In White Plains we replace many older pressure-treated decks.',
        },
        {
          services: ['basement-finishing', 'built-in-entertainment'],
          text: 'We turn unfinished basements in White Plains houses into media rooms, with built-in cabinetry for the screen and equipment.',
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'When the roof and the vinyl siding of a White Plains house both need replacing, we often do both in one project and submit shingle colors and siding samples to the neighborhood architectural review where there is one.',
        },
        {
          services: ['fireplace-mantels', 'built-in-entertainment'],
          text: 'Where a White Plains house has a two-story family room, we build tall mantels and full-wall built-ins that fill the height of the room.',
        },
      ],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1070&COUNTY=Charles&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Spye Park, 10400 Griffith Lane: c. 1767 one-and-a-half-story frame house with end chimneys, listed 1990' },
        { url: 'https://en.wikipedia.org/wiki/Spye_Park_(White_Plains,_Maryland)', checked: '2026-11-28', supports: 'Spye Park outbuildings: tobacco barn, cornhouse' },
        { url: 'https://www.stcharlesmd.com/promises-kept', checked: '2026-11-28', supports: 'St. Charles donated the land for White Plains Park (golf and skateboarding)' },
        { url: 'https://en.wikipedia.org/wiki/White_Plains,_Maryland', checked: '2026-11-28', supports: 'White Plains just south of Waldorf; commercial portion along US 301; sprawl from Waldorf and St. Charles; Charles County Department of Health headquarters; public golf course' },
        { url: 'https://en.wikipedia.org/wiki/Indian_Head_Rail_Trail', checked: '2026-11-28', supports: 'Indian Head Rail Trail, 13.1 miles from White Plains (Theodore Green Blvd.) to Indian Head' },
        { url: 'https://newsbreak.com/maryland-independent-1593240/3635705481541-parcel-to-feature-72-new-homes-in-white-plains-neighborhood', checked: '2026-11-28', supports: 'Highlands neighborhood via Newport Circle off St. Charles Parkway; three-bedroom townhouses, at most six units per building' },
      ],
    },
    {
      name: 'Bryans Road',
      note: 'Bryans Road, in western Charles County, was mostly tobacco farms until the naval station opened at Indian Head in 1890, and by the early 1960s it had become a bedroom community for Indian Head and Washington.',
      highlight: 'Route 210, Indian Head Highway, built in the mid-1940s as a military access road to the Indian Head naval station, brought new traffic. Residents commute to the naval center at Indian Head or across the Washington region, and in 1998 the state bought the land of a planned large housing development, Chapman\'s Landing, to keep it as open space.',
      neighborhoods: [
        { name: 'Marshall Hall', text: 'Thomas Marshall built Marshall Hall on the Potomac before 1740, and after the Civil War its grounds became a picnic ground and then an amusement park that visitors reached by steamboat.' },
        { name: 'Bryan Village', text: 'Bryan Village was rezoned in 1996 on 77.7 acres west of Matthews Road for single-family homes, and its developer later sought a mix of up to 189 single-family homes and townhouses.' },
        { name: 'Bryans Road crossroads', text: 'The crossroads takes its name from Oliver Norris Bryan of Locust Grove Farm, and the name first appeared on maps in the early 1920s.' },
      ],
      geo: { lat: 38.6272, lng: -77.0758 },
      homeTypes: ['split-level', 'suburban-colonial', 'postwar'],
      projects: [
        {
          services: ['siding-installation', 'roofing-services', 'window-installation'],
          text: 'Owners of older Bryans Road ranchers ask us for new siding, roofing and replacement windows.',
        },
        {
          services: ['home-additions'],
          text: 'Where an older Bryans Road rambler has room behind it, we add a rear family room.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'In newer Bryans Road colonials, owners often ask us to replace the original builder-grade cabinets and counters.',
        },
        {
          services: ['basement-finishing'],
          text: 'Owners of the newer Bryans Road colonials often ask us to finish the lower level as a family room or guest suite.',
        },
      ],
      sources: [
        { url: 'https://wikiclassic.com/wiki/MD_210', checked: '2026-11-28', supports: 'Route 210 built by the federal government in the mid-1940s as a military access highway to Indian Head' },
        { url: 'https://openjurist.org/law/real-estate-law/maryland/bryans-road', checked: '2026-11-28', supports: 'named for Oliver Norris Bryan of Locust Grove Farm; tobacco farms until the Indian Head naval station of 1890; businesses and the name on maps by the early 1920s; Route 210 built during World War II; bedroom community by the early 1960s; commuters to Indian Head and the Washington area; state bought the Chapman\'s Landing site in 1998' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2005/05/20/AR2005052001950.html', checked: '2026-11-28', supports: 'Bryans Road in western Charles County; grew from a resting spot between the District and the Indian Head Navy base into a bedroom community' },
        { url: 'http://www.charlescountymd.gov/public-notices/6-pm-public-hearing-bryan-village-planned-residential-development-prd', checked: '2026-11-28', supports: 'Bryan Village: 77.7 acres west of Matthews Road rezoned in 1996 for single-family homes; revision sought for up to 189 units' },
        { url: 'http://shepaug.net/amusement/ctpages18/marshallhallmd.html', checked: '2026-11-28', supports: 'Marshall Hall built before 1740 by Thomas Marshall; later an amusement park' },
        { url: 'https://wiki.somd.com/index.php/Marshall_Hall,_Maryland', checked: '2026-11-28', supports: 'Marshall Hall near Bryans Road; picnic ground after the Civil War, amusement park reached by river boat' },
      ],
    },
    {
      name: 'Indian Head',
      note: 'Indian Head, the site of a naval base since 1890, is the western end of the Indian Head Rail Trail.',
      highlight: 'Indian Head sits on a peninsula between the Potomac River and Mattawoman Creek, and its first residents came in 1890 to work at the new Naval Proving Ground. The base, later the Naval Powder Factory and now Naval Support Facility Indian Head, has been there ever since, and the town was incorporated in 1920.',
      neighborhoods: [
        { name: 'Potomac Heights', text: 'Potomac Heights, a cooperative founded in 1949 on a bluff above the Potomac, holds 484 prefabricated dwellings first built for Naval Powder Factory workers on 140 acres.' },
        { name: 'Village Green', text: 'Village Green Town Park sits beside Route 210 across from the western trailhead of the Indian Head Rail Trail.' },
        { name: 'Mattingly Avenue', text: 'Mattingly Avenue turns off Indian Head Highway just before the naval base entrance and has parking for the rail trail.' },
      ],
      geo: { lat: 38.5992, lng: -77.1628 },
      homeTypes: ['postwar', 'split-level'],
      projects: [
        {
          services: ['bathroom-remodeling', 'flooring-installation'],
          text: 'In the older houses of Indian Head we update bathrooms and lay new flooring.',
        },
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: 'Where an Indian Head lot is small, a modest rear addition or a bump-out for a bigger kitchen can change how a house lives.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Indian Head owners near Mattawoman Creek or the Potomac ask us for decks that add outdoor living space facing the water.',
        },
        {
          services: ['window-installation', 'door-installation'],
          text: "We replace windows and doors in Indian Head's older houses.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Houses within 1,000 feet of the tidal Mattawoman Creek or the Potomac lie in the Chesapeake Bay Critical Area, which the Town of Indian Head regulates through its own Critical Area Program in the town zoning code, reviewed by the town's zoning administrator.",
        },
      ],
      permitOffice: 'the Town of Indian Head',
      tradePermits: {
        electrical: 'the Town of Indian Head (through its code contractor, Planchek Inc.)',
        plumbing: 'the Town of Indian Head (through its code contractor, Planchek Inc.)',
      },
      sources: [
        { url: 'https://www.bikesatvienna.com/post/indian-head-rail-trail', checked: '2026-11-28', supports: 'Mattingly Avenue off Route 210 just before the naval base entrance, with trail parking' },
        { url: 'https://www.planchekinc.com/indian-head', checked: '2026-11-28', supports: "Planchek administers the Town of Indian Head's adopted codes, plan review and inspections" },
        { url: 'https://www.droppinganchorindianhead.com/community', checked: '2026-11-28', supports: 'Indian Head between the Potomac and Mattawoman Creek; first residents came in 1890 for the Naval Proving Ground; later Naval Powder Factory, now Naval Support Facility Indian Head; incorporated 1920' },
        { url: 'https://en.wikipedia.org/wiki/Indian_Head,_Maryland', checked: '2026-11-28', supports: 'site of a naval base since 1890' },
        { url: 'https://www.planchekinc.com/inspection-process', checked: '2026-11-28', supports: 'Indian Head issues building permits; Planchek handles all trade permits' },
        { url: 'https://www.ecode360.com/15030555', checked: '2026-11-28', supports: "Town of Indian Head Critical Area Program: 1,000 feet from tidal waters and wetlands, reviewed by the town's zoning administrator" },
        { url: 'http://www.potomacheights.org/sd/pgs/Memberships.aspx', checked: '2026-11-28', supports: 'Potomac Heights cooperative: 484 dwellings on 140 acres' },
        { url: 'https://insearchofglymont.com/2021/03/26/potomac-heights/', checked: '2026-11-28', supports: 'Potomac Heights cooperative established 1949 on a bluff over the Potomac; prefabricated houses for Naval Powder Factory workers' },
        { url: 'https://kimberlybean.com/real-estate-blog/take-walk-indian-head-rail-trail', checked: '2026-11-28', supports: 'Indian Head trailhead parking at Village Green Town Park across Route 210, or Charlie Wright Park' },
      ],
    },
    {
      name: 'Hughesville',
      note: 'Hughesville is a crossroads village and the home of the Southern Maryland Electric Cooperative\'s headquarters.',
      highlight: 'Maryland\'s first successful loose-leaf tobacco auction was held at the Hughesville Tobacco Warehouse in 1939, and a row of tobacco warehouses still stands along Old Leonardtown Road at the north end of the village. Victorian farmhouses stand near its early 20th-century commercial buildings, and the warehouse row is now part of a National Register historic district.',
      neighborhoods: [
        { name: 'Commercial and Tobacco Warehouse Historic District', text: 'Listed on the National Register in 2025, the district along Old Leonardtown Road keeps a row of tobacco warehouses and commercial buildings from 1909 to 1970.' },
        { name: 'Hughesville Tobacco Warehouse', text: "Maryland's first successful loose-leaf tobacco auction was held in 1939 at the Hughesville Tobacco Warehouse, which still stands at the north end of the village." },
        { name: 'Railroad-era village', text: 'Hughesville grew up at a crossroads after the Southern Maryland Railroad reached it in the 1880s, and Victorian farmhouses still stand near its early 20th-century commercial buildings.' },
        { name: "Truman's Place", text: "Truman's Place on Gallant Green Road is a two-and-a-half-story brick house with a smaller two-story brick wing, listed on the National Register in 1988." },
      ],
      geo: { lat: 38.5325, lng: -76.7836 },
      homeTypes: ['rural', 'suburban-colonial'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Owners of Hughesville farmhouses and newer homes ask us for additions and roomy mudrooms.',
        },
        {
          services: ['custom-woodworking', 'fireplace-mantels'],
          text: 'Owners around Hughesville ask us to work reclaimed barn siding into mantels and accent walls.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild porches on Hughesville farmhouses with rot-resistant framing and new decking.',
        },
        {
          services: ['roofing-services'],
          text: 'We re-roof older farmhouses and outbuildings around Hughesville.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'http://apps.mht.maryland.gov/nr/NRDetail.aspx?COUNTY=Charles&FROM=NRCountyList.aspx&NRID=1753', checked: '2026-11-28', supports: 'Hughesville Commercial and Tobacco Warehouse Historic District, listed 5/29/2025, Old Leonardtown Road, 1909-1970' },
        { url: 'http://hughesvillebusinessandcivicalliance.com/History.htm', checked: '2026-11-28', supports: "first successful loose-leaf tobacco auction in Maryland, 1939, Hughesville Tobacco Warehouse; Victorian farmhouses; Truman's Place (listed 1/20/1988, Gallant Green Road)" },
        { url: 'https://preservationmaryland.org/project/hughesville-tobacco-warehouses', checked: '2026-11-28', supports: 'tobacco warehouses at the north end of Hughesville along Old Leonardtown Road' },
        { url: 'https://en.wikipedia.org/wiki/Washington,_Brandywine_and_Point_Lookout_Railroad', checked: '2026-11-28', supports: 'Southern Maryland Railroad operating from the early 1880s (1881-83), not 1887' },
        { url: 'https://www.smeco.coop/about/history-of-smeco/', checked: '2026-11-28', supports: 'SMECO headquarters office in Hughesville' },
      ],
    },
    {
      name: 'Port Tobacco',
      note: "Port Tobacco Village, Maryland's smallest incorporated town, was the county seat from 1727 to 1895, and its courthouse, which burned in 1892, was reconstructed in the early 1970s.",
      highlight: 'Port Tobacco was a busy port until the Port Tobacco River silted up, the railroad\'s bypass of the town hastened its decline, and the 1892 courthouse fire completed it. A few miles south, St. Ignatius Church at Chapel Point stands on a bluff above the mouth of the Port Tobacco River, where it joins the Potomac.',
      neighborhoods: [
        { name: 'Port Tobacco Historic District', text: 'The Port Tobacco Historic District, listed in 1989, lines both sides of Chapel Point Road just south of Route 6, where four of five surviving early buildings are private homes.' },
        { name: 'Old town square', text: 'Stagg Hall, built around 1740 for merchant John Parnham beside the old town square laid out in the late 1720s, stands on the lot next to the Chimney House, another 18th-century merchant house.' },
        { name: 'St. Thomas Manor', text: 'A few miles south, St. Thomas Manor pairs its 1741 manor house with St. Ignatius Church and cemetery, a Jesuit mission complex listed on the National Register in 1988.' },
      ],
      geo: { lat: 38.5114, lng: -77.02 },
      homeTypes: ['historic-core', 'rural', 'estate'],
      projects: [
        {
          services: ['custom-woodworking', 'crown-molding'],
          text: 'In older Port Tobacco houses we reproduce trim profiles to match the traditional millwork that survives.',
        },
        {
          services: ['window-installation'],
          text: 'For Port Tobacco houses that keep their old sash, we make wood storm windows rather than replace the originals.',
        },
        {
          services: ['siding-installation'],
          text: 'On 18th- and 19th-century Port Tobacco houses we reproduce beaded wood siding where old boards have failed.',
        },
        {
          services: ['home-additions'],
          text: 'Around Port Tobacco we scale additions to stay secondary to the original house and work carefully around old framing that is rarely square.',
        },
      ],
      reviews: [{ kind: 'critical-area' }, { kind: 'well-septic' }],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1039&COUNTY=Charles&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Port Tobacco Historic District, listed 1989, Chapel Point Road south of Route 6; four of five old buildings private homes; county seat 1727-1895; courthouse reconstructed 1972' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1031', checked: '2026-11-28', supports: 'Stagg Hall, c. 1740, built for merchant John Parnham, beside the former town square' },
        { url: 'https://sah-archipedia.org/buildings/MD-01-017-0122', checked: '2026-11-28', supports: 'town plan laid out in 1729 around a square; Stagg Hall 1739-1746' },
        { url: 'http://port-tobacco-trail.org/stagg_hall.html', checked: '2026-11-28', supports: 'Stagg Hall, like Chimney House, an 18th-century merchant house, built c. 1740 for John Parnham adjacent to the town square' },
        { url: 'http://gibbarchaeology.net/discoveries/port_tobacco/Stagg_Hall/Stagg_Hall.html', checked: '2026-11-28', supports: 'the Chimney House parcel adjoins Stagg Hall' },
        { url: 'https://livingplaces.com/MD/Charles_County/La_Plata_Town.html', checked: '2026-11-28', supports: 'Port Tobacco declined with its river shoreline, the railroad bypass and the 1892 courthouse fire' },
        { url: 'https://midatlanticdaytrips.com/2024/07/historic-port-tobacco', checked: '2026-11-28', supports: 'Port Tobacco an active port until the river silted and became unnavigable' },
        { url: 'https://www.charlescountymd.gov/locations/st-ignatius-church-thomas-manor-house', checked: '2026-11-28', supports: 'St. Ignatius Church on a 120-foot bluff overlooking the mouth of the Port Tobacco River where it joins the Potomac' },
        { url: 'http://port-tobacco-trail.org/st_ignatius.html', checked: '2026-11-28', supports: 'St. Thomas Manor and St. Ignatius Church several miles south of Port Tobacco' },
        { url: 'http://the-uncensored-wiki.com:20171/2017-wikipedia_en_all_novid_2017-08/A/Port_Tobacco_Village%2C_Maryland.html', checked: '2026-11-28', supports: "smallest incorporated town in Maryland; river silting; St. Thomas Manor a few miles south" },
        { url: 'https://en.wikipedia.org/wiki/St._Thomas_Manor', checked: '2026-11-28', supports: 'St. Thomas Manor: 1741 manor house, St. Ignatius Church and cemetery, Jesuit mission, NRHP 1988' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.charlescountymd.gov/pgm/cpis/codes-permits-inspection-services', checked: '2026-11-28', supports: 'Codes, Permits and Inspection Services (CPIS) of Planning and Growth Management reviews building plans and inspects construction' },
    { url: 'https://charlescountymd.gov/government/planning-and-growth-management/planning-and-growth-management-frequently-asked-questions', checked: '2026-11-28', supports: 'PGM at 200 Baltimore Street, La Plata; electrical permits and inspections through PGM, by a licensed master electrician (or homeowner permit)' },
    { url: 'https://www.planchekinc.com/inspection-process', checked: '2026-11-28', supports: 'La Plata and Indian Head issue their own building permits; Planchek inspects for the county and handles trade permits in the two towns' },
    { url: 'https://www.charlescountymd.gov/pgm/planning/chesapeake-bay-critical-area-program', checked: '2026-11-28', supports: 'Critical Area: 1,000 feet landward of tidal shoreline or tidal wetlands; county Critical Area Program in Article IX of Chapter 297' },
    { url: 'https://thebaynet.com/charles-county-department-of-health-announces-perc-test-evaluations/', checked: '2026-11-28', supports: 'Charles County Department of Health perc tests; properties not served by public water and sewer must pass before construction of any structure with plumbing' },
    { url: 'https://ecode360.com/27239289', checked: '2026-11-28', supports: 'Charles County Health Department fees for septic system and well permits and on-site water and sewer plan review' },
    { url: 'https://www.washingtonpost.com/realestate/2011/05/05/AFZhEg2G_story.html', checked: '2026-11-28', supports: 'St. Charles within Waldorf; apartments, townhouses, duplexes and single-family houses; a quarter of county residents' },
    { url: 'https://www.stcharlesmd.com/general/making-smart-growth-come-to-life.html', checked: '2026-11-28', supports: 'St. Charles planned community approved in 1970-72 (Docket 90), built out since' },
    { url: 'https://mdhistoricaltrust.wordpress.com/2022/03/', checked: '2026-11-28', supports: 'county shifted from farming to a bedroom community of Washington along the US 301 corridor' },
  ],
};
