import type { ServiceArea } from '../../types';

/** Howard County: its permit offices, housing stock and the towns we serve there. */
export const howard: ServiceArea = {
  name: 'Howard County',
  permitOffice: 'Howard County Department of Inspections, Licenses and Permits (DILP) in the George Howard Building in Ellicott City.',
  housingStock: "Three distinct eras: 19th-century granite and frame buildings in historic Ellicott City, 1967-1990s cedar-sided contemporaries, colonials and townhomes in Columbia's planned villages, and 1990s-2000s large colonials on acreage in western Howard County. Columbia's early houses often have original windows, siding and kitchens near the end of their service life, while the western estates lean toward finished basements and high-end kitchens.",
  notableNeighborhoods: ['Wilde Lake', 'River Hill', 'Maple Lawn', 'Turf Valley', 'Historic Ellicott City'],
  remodelingNote: "In Columbia, exterior changes such as additions, decks, new siding colors or different window styles need an approved exterior alteration application under the village's covenants, reviewed by its Resident Architectural Committee. The Ellicott City and Lawyers Hill historic districts are local historic districts, where the Howard County Historic Preservation Commission must issue a certificate of approval for exterior changes; we seek either approval alongside the county permit.",
  permits: {
    building: 'the Howard County Department of Inspections, Licenses and Permits (DILP)',
    buildingCity: 'Ellicott City',
    electrical: 'DILP',
    plumbing: 'DILP',
  },
  cities: [
    {
      name: 'Ellicott City',
      note: "The Ellicott brothers founded Ellicott's Mills in 1772 around a flour mill where the Tiber Branch meets the Patapsco, and the granite and frame buildings of the old town still climb the steep hills around Main Street, which flooded severely in 2016 and again in 2018.",
      highlight: "The B&O Railroad's Ellicott City Station of 1830, the oldest surviving railroad station in the country, stands at the foot of Main Street, and houses in the historic district date from the 1790s onward in Federal, Italianate and Victorian styles, many built of granite quarried along the Patapsco. Beyond the old town, most of Ellicott City is suburban, with subdivisions from the 1960s on and newer neighborhoods such as Turf Valley.",
      neighborhoods: [
        { name: 'Dunloggin', text: 'Dunloggin takes its name from a dairy farm whose 1920s owner had logged off its white oaks, and the historic house White Hall still stands on Chatham Road.' },
        { name: 'Valley Mede', text: 'Tucked between Route 40 and I-70, Valley Mede is a tree-filled enclave of wide, curbless streets, later joined by houses built on a former walnut grove and apple orchard.' },
        { name: 'Turf Valley', text: 'Turf Valley grew around a country club whose first golf course opened in 1958, adding houses, townhomes and the semi-detached homes of the Legends beside its fairways from the 1990s.' },
        { name: 'Terra Maria', text: 'Completed around 2000 on land once owned by Charles Carroll, Terra Maria is a neo-traditional enclave of 102 Federal-style houses set close to the street, with alleys behind.' },
      ],
      geo: { lat: 39.2673, lng: -76.7983 },
      homeTypes: ['suburban-colonial', 'split-level', 'historic-core'],
      projects: [
        {
          services: ['custom-woodworking', 'crown-molding', 'door-installation'],
          text: 'Walls in the stone and frame houses of the historic district are rarely plumb, so we scribe trim, casings and paneled doors to the openings instead of forcing them square.',
        },
        {
          services: ['basement-finishing'],
          text: 'Granite rubble foundations in the old town often let in water, so before we finish a lower level there we deal with drainage and damp walls.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Outside the historic district, many houses from the 1970s to the 1990s still have their builder kitchens, which we reconfigure and open to the family room.',
        },
        {
          services: ['window-installation', 'siding-installation', 'roofing-services'],
          text: 'In the Ellicott City Historic District, changes to windows, siding or roofing materials need a certificate of approval from the Howard County Historic Preservation Commission, and we prepare that application with the product details.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Ellicott City Historic District need a certificate of approval from the Howard County Historic Preservation Commission before their exteriors are altered.',
        },
      ],
    },
    {
      name: 'Columbia',
      note: 'Columbia opened its first village, Wilde Lake, in 1967 and has grown village by village since, with cedar-sided contemporaries, colonials and townhomes linked by footpaths to village centers and to Lake Kittamaqundi at the Town Center.',
      highlight: "Early villages such as Oakland Mills, Harper's Choice and Long Reach hold many houses from the late 1960s and 1970s with vaulted ceilings, clerestory windows and open-riser stairs. Houses across Columbia are bound by village covenants, and each of the ten villages keeps its own architectural guidelines.",
      neighborhoods: [
        { name: 'Running Brook', text: 'Running Brook, one of the neighborhoods of Wilde Lake, borrows its name from the Robert Frost poem West Running Brook, in keeping with the literary street names found across Columbia.' },
        { name: "Hobbit's Glen", text: "In Harper's Choice, Hobbit's Glen wraps around the Columbia Association golf course of the same name, on streets such as Green Dragon Court and Wood Elves Way drawn from Tolkien." },
        { name: 'Dorsey Hall', text: "Dorsey Hall, in Dorsey's Search village, is named for a historic house, and streets like Maydew Mews Way and Old Dragon Path come from Oliver Wendell Holmes." },
        { name: 'Dasher Green', text: 'Dasher Green, in Owen Brown village near Lake Elkhorn, recalls the Dasher family, whose beef and grain farm on Oakland Mills Road was sold for Columbia in 1963.' },
      ],
      geo: { lat: 39.2037, lng: -76.861 },
      homeTypes: ['split-level', 'townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation', 'siding-installation'],
          text: "Many of Columbia's first-generation houses still have original cedar siding and windows, and we choose replacement styles and colors that the village Resident Architectural Committee will approve.",
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Closed galley kitchens are common in 1970s Columbia contemporaries, and we open them to the living space; interior work needs no covenant review.',
        },
        {
          services: ['roofing-services'],
          text: 'Skylights and low-slope sections on Columbia contemporaries are frequent leak points, so we replace or reflash the skylights as part of a roof replacement.',
        },
        {
          services: ['custom-woodworking'],
          text: 'We rebuild the open-riser stairs and thin railings of 1970s houses in solid wood with guards and balusters that meet current code.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "Exterior alterations to Columbia homes need an approved exterior alteration application under the village covenants, reviewed by the village's Resident Architectural Committee.",
        },
      ],
    },
    {
      name: 'Clarksville',
      note: 'Clarksville is named for William Clark, a farmer who owned much of the land there, and its post office opened on July 4, 1851. Today the community centers on the junction of Routes 108 and 32, where the suburban side of the county meets its rural west.',
      highlight: "River Hill, the last of Columbia's ten villages, went up from 1990 along Trotter Road, and its Pheasant Ridge and Pointers Run neighborhoods border the Middle Patuxent Environmental Area. Farther out along Route 108, larger houses from the 1990s and 2000s stand on wooded lots near historic properties such as Montrose and Richland Farm.",
      neighborhoods: [
        { name: 'Pheasant Ridge', text: 'Pheasant Ridge, the first neighborhood of River Hill, welcomed its first families in 1992 off Trotter Road, where planners kept curving hedgerows of wild trees between the houses.' },
        { name: 'Pointers Run', text: "Pointers Run followed as River Hill's second neighborhood from 1993, in a village whose rolling, wooded land had partly served as a game hunting preserve." },
        { name: 'Trotter Road', text: 'Along Trotter Road, a tree-lined country lane that predates Columbia, older houses sit on broad lawns, screened from River Hill by a strip of preserved open space.' },
      ],
      geo: { lat: 39.2068, lng: -76.9447 },
      homeTypes: ['suburban-colonial', 'estate'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Many Clarksville houses back onto woods or open space, and we build multi-level decks with stairs down to a walkout patio; in River Hill, a deck also needs an exterior alteration application approved by the village.',
        },
        {
          services: ['kitchen-remodeling'],
          text: "The builder kitchens of Clarksville's 1990s and 2000s colonials are large but dated, and we rework them with new cabinetry, islands and appliances.",
        },
        {
          services: ['basement-finishing'],
          text: 'Sloping lots give many of these houses walkout lower levels, which we finish with wet bars, media space and guest rooms.',
        },
        {
          services: ['home-office'],
          text: 'For owners who work from home, we panel and fit out the first-floor study that many Clarksville colonials were built with.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Homes in River Hill, a Columbia village, need an exterior alteration application approved under the village covenants before decks, porches, additions or other exterior changes.',
        },
      ],
    },
    {
      name: 'Elkridge',
      note: 'Elkridge began as Elkridge Landing, a colonial port on the Patapsco, and the stone arches of the 1835 Thomas Viaduct still carry trains across the river beside the Avalon area of Patapsco Valley State Park.',
      highlight: "The Lawyers Hill Historic District preserves 19th-century summer houses on the ridge above the river, and the Elkridge Furnace complex recalls the town's iron-making past. Most of today's housing is much newer, including townhome communities and single-family streets near Route 1, Route 100 and I-95, with BWI Airport a short drive east.",
      neighborhoods: [
        { name: 'Lawyers Hill', text: 'Lawyers Hill began as a summer retreat for Baltimore lawyers and doctors, and its Gothic Revival, Italianate, Queen Anne and Shingle-style houses share the district with the 1738 Belmont manor.' },
        { name: 'Historic Main Street', text: 'Historic Main Street is lined with row houses and small businesses, an older corner of Elkridge that sits beside the busy commuter routes of Route 1 and Route 100.' },
        { name: 'Elkridge Crossing', text: 'Elkridge Crossing rose from 2008 on the site of a long-closed drive-in theater, mixing two-over-two townhomes and condominiums with commercial space and shops facing Route 1.' },
        { name: 'Village Towns', text: 'A few turns off Route 1, Village Towns is a community of 259 townhouses whose close-set streets and many young families give it a cozy, neighborly feel.' },
      ],
      geo: { lat: 39.2126, lng: -76.7136 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation'],
          text: 'With BWI flight paths and I-95 close by, we often suggest laminated-glass windows that cut traffic and aircraft noise.',
        },
        {
          services: ['outdoor-decks'],
          text: "Many Elkridge townhomes have elevated rear decks off the main floor, and we rebuild them to current code and to the community's design rules.",
        },
        {
          services: ['basement-finishing'],
          text: 'Newer Elkridge townhomes and single-family houses often have unfinished basements, which we turn into family rooms and guest space.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'In older houses, including those in the Lawyers Hill district, we mill trim to match profiles that lumberyards no longer stock.',
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: 'Houses in the Lawyers Hill Historic District need a certificate of approval from the Howard County Historic Preservation Commission for exterior changes.',
        },
      ],
    },
    {
      name: 'Fulton',
      note: "Fulton took its name in 1882 from Baltimore Sun editor Charles C. Fulton, and its center at U.S. 29 and Route 216 is now Maple Lawn, a mixed-use community that opened in 2005 on part of the Iager family's Maple Lawn Farms.",
      highlight: 'Maple Lawn mixes townhomes and single-family houses within walking distance of a Main Street-style business district, and the Johns Hopkins University Applied Physics Laboratory borders Fulton to the northeast. South toward the Patuxent and the Rocky Gorge Reservoir, older roads off Route 216 hold larger houses from the 1990s and 2000s on wooded lots.',
      neighborhoods: [
        { name: 'Maple Lawn South', text: 'Maple Lawn South, across Scaggsville Road from Reservoir High School, added about 176 single-family houses on small lots around 2020, with walking trails through the woods on its eastern side.' },
        { name: 'Old Fulton crossroads', text: "At Route 216 and Lime Kiln Road, the old crossroads still has its former general store, from the era when German farm families founded St. Paul's Lutheran in 1871." },
        { name: 'Mooresfield', text: 'Mooresfield is named for the Moore family, whose 1722 brick house, Partnership, was moved away in 1963, and its colonials stand on lots of around an acre under mature trees.' },
      ],
      geo: { lat: 39.1511, lng: -76.9228 },
      homeTypes: ['new-community', 'estate'],
      projects: [
        {
          services: ['custom-closets', 'pantry-organization'],
          text: 'Maple Lawn townhomes and houses sit on compact footprints, so owners there ask us for closet systems and pantry organizers that make use of every wall.',
        },
        {
          services: ['basement-finishing'],
          text: 'On the larger wooded lots outside Maple Lawn, we finish lower levels with a bar, a guest room and a full bath.',
        },
        {
          services: ['bathroom-remodeling'],
          text: "Primary baths in Fulton's 1990s houses often still have a corner tub, which we replace with a walk-in shower.",
        },
      ],
    },
    {
      name: 'Highland',
      note: 'Highland grew up where Highland Road meets Routes 108 and 216, and its post office took the name Highland in 1878 to reflect the elevation of the crossroads.',
      highlight: 'Much of the village sits on the Hickory Ridge land grant, and one corner of the crossroads has a shop in a restored 1880s harness shop. Around it, farms, paddocks and board fences surround large custom houses on multi-acre lots, most of them served by private wells and septic systems.',
      neighborhoods: [
        { name: 'Paternal Gift Farm', text: "Paternal Gift Farm sets about 30 houses on roughly 123 acres in the triangle of Route 216, Route 108 and Hall Shop Road, and won state builders' awards in 1997." },
        { name: 'Highland crossroads', text: "At the four corners, the old bank, the Grange hall and the wheelwright shop still stand, reused by newer businesses, alongside Boarman's, the family market on the west corner." },
        { name: 'Highland Road', text: 'Older homes along Highland Road, part of Route 216, include small frame houses, and longtime residents remember it as a dirt road when Route 108 was the only paved route.' },
      ],
      geo: { lat: 39.1791, lng: -76.9577 },
      homeTypes: ['estate', 'rural'],
      projects: [
        {
          services: ['home-additions'],
          text: 'With room to spread out on multi-acre lots, Highland owners often choose a ground-level addition or screened porch over a second story. Any new bedroom first needs Howard County Health Department review of the septic system.',
        },
        {
          services: ['flooring-installation'],
          text: 'Many Highland owners favor a farmhouse interior, and we lay wide-plank oak and reclaimed-wood floors to suit it.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'We build timber and reclaimed-beam mantels that suit the farmhouse-style rooms common in Highland houses.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Riders here ask for mudrooms with boot benches, cubbies and tack storage, which we build in painted or stained wood.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Highland homes rely on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Howard County Health Department approval.',
        },
      ],
    },
    {
      name: 'Glenelg',
      // Source: Maryland Historical Trust, National Register listing for Glenelg Manor, MIHP HO-15
      // (mht.maryland.gov/nr/NRDetail.aspx?NRID=730): date of construction 1851, not 1884.
      note: 'Glenelg takes its palindromic name from the Glenelg estate, where General Joseph Tyson added a front section to an 18th-century Howard family house around 1851 and named it after an old estate in Scotland.',
      highlight: "The rolling hills around it were long given over to grain, dairy and beef farms, and Glenelg High School has served the area since 1958. Since the county's 1992 rezoning of the west, new houses have been clustered on smaller lots while large tracts stay under preservation easements, so open fields separate many neighborhoods.",
      neighborhoods: [
        { name: 'Folly Quarter Road', text: "Along Folly Quarter Road, the Glenelg estate keeps its Gothic Revival villa with a crenellated corner tower, terraced gardens walled in fieldstone and a stone gardener's cottage." },
        { name: "Howard's Resolution", text: "Howard's Resolution, the tract John Dorsey gave his daughter Sarah and her husband Henry Howard in 1735, is the land on which their son Ephraim built the first Glenelg house." },
        { name: 'Second Discovery', text: 'Second Discovery, a subdivision near Glenelg, was platted with three-acre lots and had its roads bonded before the county rezoned the rural west in 1992.' },
      ],
      geo: { lat: 39.2642, lng: -76.9925 },
      homeTypes: ['rural', 'estate'],
      projects: [
        {
          services: ['siding-installation', 'roofing-services', 'window-installation'],
          text: "Houses on Glenelg's open hilltops take the full force of winter wind, so when we replace siding, roofing or windows we pay close attention to house wrap, flashing and fastening.",
        },
        {
          services: ['basement-finishing'],
          text: 'Many Glenelg houses sit on sloping lots with walkout basements, which we finish as family rooms with daylight and direct access to the yard.',
        },
        {
          services: ['home-additions'],
          text: 'Three-season rooms that look out over the surrounding fields are a frequent request in Glenelg.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Homes in Glenelg depend on private wells and septic systems, and the Howard County Health Department must approve any project that adds a bedroom or new fixtures.',
        },
      ],
    },
    {
      name: 'Savage',
      note: 'Savage grew around a cotton mill started on the Little Patuxent in the 1820s and named for John Savage, who financed it. The mill made cotton duck until 1947 and now houses shops and restaurants.',
      highlight: 'A Bollman truss bridge, moved to the mill railroad spur in the 1870s and the only one of its design still standing, crosses the river beside the old mill. Small houses of the mill village line the nearby streets, while townhomes and single-family subdivisions near Route 1 and Savage-Guilford Road fill in toward North Laurel.',
      neighborhoods: [
        { name: 'Savage Mill village', text: 'North of the mill, the old company village sits on a grid of about five by three blocks, bounded by the river and by Foundry, Baltimore and Fair streets.' },
        { name: 'Washington Street', text: 'Washington Street pairs six-bay brick double houses, likely built for mill hands in the 1830s, with the cupola-topped Italianate house the Baldwin family used as a summer home.' },
        { name: 'Commercial Street', text: 'Wood-frame double houses line the 8400 block of Commercial Street, where a two-and-a-half-story brick building once held the company store and the village post office.' },
        { name: 'Baltimore Street', text: 'Baltimore Street mixes company-built double houses with single-family frame houses from the mid-1800s, while 1920s bungalows stand on the east side of the mill village.' },
      ],
      geo: { lat: 39.1353, lng: -76.8269 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['basement-finishing'],
          text: "Townhomes and houses in Savage's newer subdivisions often have unfinished basements, which we turn into family rooms, guest suites or home gyms.",
        },
        {
          services: ['outdoor-decks'],
          text: 'Many of the newer townhomes near Route 1 still have their original wood decks, and we replace them with properly flashed ledgers and new footings.',
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'In the small mill-era houses near the river, we update kitchens and baths within the existing rooms to keep their narrow proportions.',
        },
        {
          services: ['flooring-installation', 'crown-molding'],
          text: 'In the old mill village we repair worn floors and trim with wood matched to the originals.',
        },
      ],
    },
  ],
};
