import type { ServiceArea } from '../../types';

/** Charles County: its permit offices, housing stock and the towns we serve there. */
export const charles: ServiceArea = {
  name: 'Charles County',
  permitOffice: 'Charles County Department of Planning and Growth Management, Codes, Permits and Inspection Services, at the county government building in La Plata; homes inside the towns of La Plata and Indian Head are permitted by those towns instead.',
  housingStock: 'Much of the county was built after 1970: townhomes and single-family houses in the planned villages of St. Charles, and 1990s-2010s subdivisions along the US 301 corridor around Waldorf and White Plains. Older farmhouses and 1950s-60s ranchers remain around La Plata, Hughesville and Indian Head, and many need updated wiring and insulation once the walls are open.',
  notableNeighborhoods: ['St. Charles', 'Swan Point', 'Bensville'],
  remodelingNote: 'Newer subdivisions around Waldorf are commonly governed by HOA covenants that require architectural approval for decks, fences and exterior color changes, and shoreline lots on the Potomac, the Port Tobacco River and Mattawoman Creek fall under Critical Area limits. We file both reviews before ordering materials so approvals do not hold up the crew.',
  permits: {
    building: 'the Charles County Department of Planning and Growth Management (Codes, Permits and Inspection Services)',
    buildingCity: 'La Plata',
    electrical: 'the same county department, applied for by a licensed master electrician',
    plumbing: 'the same county department',
  },
  cities: [
    {
      name: 'Waldorf',
      note: "Waldorf is Charles County's largest community, built out since the 1970s around the planned villages of St. Charles and the Route 301 corridor.",
      highlight: 'The older St. Charles villages of Smallwood, Westlake and Dorchester have 1970s-90s townhouses with shared walls and small back yards under homeowners association rules. Single-family sections farther out hold larger colonials with open floor plans. Route 301 and Route 5 meet in Waldorf and carry commuter traffic north toward Washington.',
      neighborhoods: [
        { name: 'Route 301 corridor', text: 'Before St. Charles, Waldorf was a small tobacco town once called Beantown, and its Route 301 strip was known as Slot Machine Alley until gambling ended in 1968.' },
        { name: 'Fairway Village', text: "Fairway Village, a St. Charles village with residents since at least the mid-1990s, follows the community's common pattern of cul-de-sacs branching off one main circle." },
        { name: 'Wooded Glen', text: 'Wooded Glen runs along St. Charles Parkway south of Billingsley Road, where Fieldside, its first neighborhood, was planned to mix single-family homes, townhouses and apartments.' },
      ],
      geo: { lat: 38.6247, lng: -76.9392 },
      homeTypes: ['townhome', 'suburban-colonial', 'new-community'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Many Waldorf townhomes and colonials are ready for their first full kitchen remodel, and the single-family sections bring larger open-plan kitchens.',
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
          text: "Townhomes and houses in the St. Charles villages, such as the Villages of Dorchester, need their homeowners association's architectural approval before decks, fences, sheds or other exterior changes go ahead.",
        },
      ],
    },
    {
      name: 'La Plata',
      note: 'The county seat rebuilt much of its downtown after the April 2002 tornado, so newer construction sits beside older homes on the surrounding streets.',
      highlight: 'Home to the main campus of the College of Southern Maryland, La Plata has a small-town grid near the railroad and 1950s-70s ranchers on the roads that lead out to farmland. Many of those ramblers stand on tree-lined lots with room to spare behind them.',
      neighborhoods: [
        { name: 'La Plata Historic District', text: 'The La Plata Historic District covers Charles Street, Washington Avenue, Kent Avenue and Oak Avenue, with buildings dating from 1873 to 1949.' },
        { name: 'Oak Avenue', text: "The first homes clustered near the railroad on Oak Avenue and on today's Maple Avenue, once Railroad Avenue, and most were two-story frame I-houses." },
        { name: 'Villages at Steeplechase', text: 'South of town along Route 301 at Catalpa Drive, the Villages at Steeplechase were approved in 2005 for a mix of single-family homes, duplexes and townhomes.' },
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
          text: 'The 1950s-70s ramblers on the roads out of La Plata suit a rear addition, since most have room behind them.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'In La Plata ramblers we often rework the kitchen under a new vaulted ceiling, opening it to the living space.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Screened porches suit the tree-lined lots of La Plata, where owners want outdoor rooms shaded from the summer sun.',
        },
      ],
      permitOffice: 'the Town of La Plata Department of Planning',
    },
    {
      name: 'White Plains',
      note: 'White Plains surrounds the county regional park and golf course with subdivisions built mostly from the 1990s on.',
      highlight: 'The Indian Head Rail Trail begins in White Plains and runs west toward the Potomac through woods and wetlands. Subdivisions from the 1990s and 2000s fill the land around the regional park, and many of their colonials rise through two-story family rooms open to the floor above.',
      neighborhoods: [
        { name: 'Highlands', text: 'The Highlands neighborhood is reached by Newport Circle off St. Charles Parkway, and its newest section groups three-bedroom townhouses in buildings of no more than six units.' },
        { name: 'Spye Park', text: 'On Griffith Lane, Spye Park is a one-and-a-half-story frame house begun around 1767, with end chimneys, a tobacco barn and a cornhouse on its grounds.' },
        { name: 'White Plains Regional Park', text: 'Land for White Plains Regional Park, home to a public golf course and a skate park, was donated by the developers of neighboring St. Charles.' },
      ],
      geo: { lat: 38.5897, lng: -76.9461 },
      homeTypes: ['suburban-colonial', 'new-community', 'townhome'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'With the first wave of White Plains houses now more than 25 years old, we are replacing many tired pressure-treated decks.',
        },
        {
          services: ['basement-finishing', 'built-in-entertainment'],
          text: 'Unfinished basements in White Plains colonials become media rooms, with built-in cabinetry for the screen and equipment.',
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'Roofs and vinyl siding from the first 1990s subdivisions are wearing out together, so we often replace both in one project and submit shingle colors and siding samples to the neighborhood architectural review where there is one.',
        },
        {
          services: ['fireplace-mantels', 'built-in-entertainment'],
          text: 'Two-story family rooms in White Plains benefit from tall mantels and full-wall built-ins that fill the height of the room.',
        },
      ],
    },
    {
      name: 'Bryans Road',
      note: 'Bryans Road lies along Route 210 in western Charles County, close to the Potomac and Mattawoman Creek, with a mix of 1970s ranchers and newer homes.',
      highlight: 'Chapman State Park and the ruins of Marshall Hall lie along the Potomac shore near Bryans Road, and Route 228 links the town to the commuter traffic of Waldorf. The ranchers on the older streets sit on roomy lots, while younger colonials line the newer subdivisions.',
      neighborhoods: [
        { name: 'Marshall Hall', text: 'Thomas Marshall built Marshall Hall around 1725 on the Potomac off Route 227, and the grounds later became an amusement park that visitors reached by steamboat.' },
        { name: 'Bryan Village', text: 'Bryan Village, approved in 1996 on 77.7 acres west of Matthews Road, was planned for up to 189 single-family homes and townhouses.' },
        { name: 'Bryans Road crossroads', text: 'The crossroads takes its name from Oliver Norris Bryan of Locust Grove Farm, and its shopping center on Marshall Hall Road stands on former Lund family land.' },
      ],
      geo: { lat: 38.6272, lng: -77.0758 },
      homeTypes: ['split-level', 'suburban-colonial', 'postwar'],
      projects: [
        {
          services: ['siding-installation', 'roofing-services', 'window-installation'],
          text: 'The 1970s ranchers of Bryans Road draw steady requests for new siding, roofing and replacement windows.',
        },
        {
          services: ['home-additions'],
          text: 'Ramblers on the older Bryans Road streets have room for a rear family room addition.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'The younger colonials of Bryans Road mainly need a kitchen update to replace their original builder-grade cabinets and counters.',
        },
        {
          services: ['basement-finishing'],
          text: 'Owners of the newer Bryans Road colonials often ask us to finish the lower level as a family room or guest suite.',
        },
      ],
    },
    {
      name: 'Indian Head',
      note: 'Indian Head grew up around the Navy installation at the tip of the peninsula and is the western end of the Indian Head Rail Trail.',
      highlight: 'Indian Head sits on a peninsula between Mattawoman Creek and the Potomac, and many of its compact mid-century houses went up for families working at the naval station. Lots are small and the houses plain, with little space between neighbors.',
      neighborhoods: [
        { name: 'Potomac Heights', text: 'Potomac Heights, a cooperative founded in 1949 on a bluff above the Potomac, holds 484 prefabricated dwellings first built for Naval Powder Factory workers on 140 acres.' },
        { name: 'Village Green', text: 'Village Green Town Park, with its pavilion, sits beside Route 210 across from the western trailhead of the Indian Head Rail Trail.' },
        { name: 'Mattingly Avenue', text: 'Mattingly Avenue turns off Indian Head Highway just before the naval base entrance and leads to Charlie Wright Park and parking for the rail trail.' },
      ],
      geo: { lat: 38.5992, lng: -77.1628 },
      homeTypes: ['postwar', 'split-level'],
      projects: [
        {
          services: ['bathroom-remodeling', 'flooring-installation'],
          text: 'The modest mid-century houses of Indian Head benefit from bathroom updates and new flooring.',
        },
        {
          services: ['home-additions', 'kitchen-remodeling'],
          text: 'On small Indian Head lots, a modest rear addition or a bump-out for a bigger kitchen can change how a house lives.',
        },
        {
          services: ['outdoor-decks'],
          text: 'A new deck facing Mattawoman Creek or the Potomac adds outdoor living space that small Indian Head houses lack inside.',
        },
        {
          services: ['window-installation', 'door-installation'],
          text: "Window and door replacements are common in Indian Head's mid-century houses.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of Mattawoman Creek or the Potomac lie in the Chesapeake Bay Critical Area, which the Town of Indian Head regulates through its zoning code.',
        },
      ],
      permitOffice: 'the Town of Indian Head',
    },
    {
      name: 'Hughesville',
      note: 'Hughesville is a rural crossroads best known as the headquarters of the Southern Maryland Electric Cooperative.',
      highlight: 'Routes 5 and 231 cross at Hughesville, and old tobacco barns still stand on the farms around it, a reminder of the crop that shaped Southern Maryland. Farmhouses and newer homes on large lots spread out along the roads, most of them on private wells and septic systems.',
      neighborhoods: [
        { name: 'Commercial and Tobacco Warehouse Historic District', text: 'Listed on the National Register in 2025, the district along Old Leonardtown Road keeps a row of tobacco warehouses and commercial buildings from 1909 to 1970.' },
        { name: 'Hughesville Tobacco Warehouse', text: "Maryland's first successful loose-leaf tobacco auction was held in 1939 at the Hughesville Tobacco Warehouse, which still stands at the north end of the village." },
        { name: 'Railroad-era village', text: 'Hughesville grew up at a crossroads after the Southern Maryland Railroad arrived in 1887, and Victorian farmhouses still stand near its early 20th-century commercial buildings.' },
        { name: "Truman's Place", text: "Truman's Place on Gallant Green Road is a two-and-a-half-story brick house with a smaller two-story brick wing, listed on the National Register in 1988." },
      ],
      geo: { lat: 38.5325, lng: -76.7836 },
      homeTypes: ['rural', 'suburban-colonial'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Owners of Hughesville farmhouses and newer homes on large lots ask us for additions and roomy mudrooms.',
        },
        {
          services: ['custom-woodworking', 'fireplace-mantels'],
          text: 'Owners around Hughesville ask us to work reclaimed barn siding into mantels and accent walls.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild the wide porches on Hughesville farmhouses with rot-resistant framing and new decking.',
        },
        {
          services: ['roofing-services'],
          text: 'We re-roof farmhouses and outbuildings around Hughesville that have taken decades of weather.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Hughesville homes run on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs review by the Charles County Department of Health before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Port Tobacco',
      note: "Port Tobacco Village, Maryland's smallest incorporated town, was the colonial county seat and still centers on a reconstruction of its 1819 courthouse.",
      highlight: 'The Thomas Stone National Historic Site and St. Ignatius Church at Chapel Point, which looks out over the river, frame the countryside around the old town. Houses on these hills range from 18th-century survivors to newer homes built in a traditional style. Silt from generations of tobacco farming closed the river to the ships that once made the town a busy port.',
      neighborhoods: [
        { name: 'Port Tobacco Historic District', text: 'The Port Tobacco Historic District, listed in 1989, lines both sides of Chapel Point Road just south of Route 6, where four of five surviving early buildings are private homes.' },
        { name: 'Old town square', text: 'Stagg Hall, built around 1740 for merchant John Parnham, and the Chimney House survive from the town laid out around a central square in 1728.' },
        { name: 'St. Thomas Manor', text: 'A few miles south, St. Thomas Manor pairs its manor house with St. Ignatius Church and cemetery in a National Historic Landmark complex founded as a Jesuit mission.' },
      ],
      geo: { lat: 38.5114, lng: -77.02 },
      homeTypes: ['historic-core', 'rural', 'estate'],
      projects: [
        {
          services: ['custom-woodworking', 'crown-molding'],
          text: 'Older houses along the Port Tobacco River call for traditional millwork, and we reproduce trim profiles to match what survives.',
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
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the Port Tobacco River and its tidal marshes lie in the Chesapeake Bay Critical Area, where Charles County limits lot coverage and work near the shoreline.',
        },
        {
          kind: 'well-septic',
          text: 'Homes around Port Tobacco rely on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs review by the Charles County Department of Health before the building permit is issued.',
        },
      ],
    },
  ],
};
