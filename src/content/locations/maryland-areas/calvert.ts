import type { ServiceArea } from '../../types';

/** Calvert County: its permit offices, housing stock and the towns we serve there. */
export const calvert: ServiceArea = {
  name: 'Calvert County',
  // Source: Calvert County Government, Inspections & Permits: "150 Main St 3rd Floor, Prince Frederick" (county site,
  // page 1363, served at calvertag.com/1363). The office left the County Services Plaza (150 Main Street) for 205 Main
  // Street in 2021, the Plaza was demolished, and the County Administration Building built on its site took the
  // office back in 2025 (county news releases, smnewsnet.com/archives/488687 and /553288).
  permitOffice: 'Calvert County Department of Planning & Zoning, Division of Inspections and Permits, at the County Administration Building, 150 Main Street, in Prince Frederick; in the towns of Chesapeake Beach and North Beach the town must approve the work before the county issues the permit.',
  housingStock: 'Early 20th-century summer cottages and bungalows in the bay towns of North Beach and Chesapeake Beach, 1960s-80s ranches and split-levels in communities such as Chesapeake Ranch Estates, and 1990s-2000s colonials on one- to five-acre wooded lots across Owings, Dunkirk and Huntingtown. Those newer colonials tend to have unfinished walkout basements and builder-grade kitchens now more than 20 years old, which makes them natural candidates for basement finishing and kitchen remodeling.',
  notableNeighborhoods: ['Chesapeake Ranch Estates', 'Scientists Cliffs', 'Dares Beach', 'Long Beach'],
  remodelingNote: 'Most homes outside the bay towns run on private wells and septic systems, so an addition or finished basement that adds a bedroom needs Calvert County Health Department sign-off on septic capacity before the building permit is issued. Bayfront lots along the cliffs also carry Critical Area limits and cliff-erosion setbacks.',
  permits: {
    building: 'the Calvert County Division of Inspections and Permits',
    buildingCity: 'Prince Frederick',
    electrical: 'the same county division, applied for by a Calvert County-licensed master electrician once the building permit is approved',
    plumbing: 'the same county division, applied for by a Calvert County-licensed master plumber once the building permit is approved',
  },
  cities: [
    {
      name: 'Owings',
      note: 'Owings lies in the wooded north end of Calvert County, where most houses are 1990s-2000s colonials on lots of an acre or more.',
      highlight: 'Many Owings houses were built into slopes, so the main floor stands a full story above the back yard over a walkout basement. Heavy tree cover keeps those yards shaded and damp, and long driveways lead back into the woods from the main roads.',
      neighborhoods: [
        { name: 'Lower Marlboro', text: "First called Coxtown, Lower Marlboro was named a Patuxent River port of entry in 1683, and a Harbor Master's House still stands in the village the British burned in 1814." },
        { name: 'Owings village center', text: "Owings grew up around a stop on the old Chesapeake Beach Railway near today's Route 260, and the 1850 Owings House still stands on Old Solomons Island Road." },
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
          text: 'Main-level decks on walkout lots sit a full story above grade, so replacing one means new footings and stairs, often with a patio or screened room underneath. Under the heavy tree cover we favor composite boards with hidden fasteners.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Many Owings colonials still have their original oak cabinets, and owners ask us for kitchens that finally replace them.',
        },
        {
          services: ['home-office', 'custom-woodworking'],
          text: 'Commuters who now work from home ask us for built-in offices carved out of spare bedrooms, with desks, shelving and cabinets made to fit the room.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Owings homes use private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs review by the Calvert County Health Department before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Dunkirk',
      note: 'Dunkirk straddles Route 4 at the northern edge of Calvert County and draws commuters to Washington and Annapolis, with larger homes on acre-plus lots.',
      highlight: 'Many Dunkirk houses date from the 1980s and 1990s and sit at the end of long driveways near Dunkirk District Park, with the Patuxent a few miles west. Most draw their water from private wells and drain to septic systems.',
      neighborhoods: [
        { name: 'Dunkirk Town Center', text: "Dunkirk Town Center strings its shopping centers along Route 4 and holds the second-largest amount of retail space among Calvert County's town centers." },
        { name: 'Ward Farm', text: 'Ward Farm Recreation and Nature Park opened in 2022 on a 209-acre former family farm on Ward Road, with ballfields, nature trails and a fishing pier among ponds and wetlands.' },
        { name: 'Patuxent riverfront', text: "The Patuxent River marks the western edge of the Dunkirk area and the Prince George's County line, and about a tenth of the area is open water." },
      ],
      geo: { lat: 38.7217, lng: -76.6606 },
      homeTypes: ['suburban-colonial', 'estate', 'rural'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Dunkirk families often ask us for additions that house an in-law suite or a home office on their acre-plus lots.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Decks that face the woods behind the house are a frequent Dunkirk project, sized for the long views across acre-plus lots.',
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
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Dunkirk homes run on private wells and septic systems, so an addition, basement suite or other project that adds a bedroom or plumbing fixtures needs Calvert County Health Department review before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Huntingtown',
      note: 'Huntingtown developed largely in the late 1990s and 2000s, with two-story foyers and family rooms in homes spread over multi-acre lots.',
      highlight: "Between Kings Landing Park on the Patuxent and the bay cliffs to the east, Huntingtown's subdivisions fill wooded ridges cut by ravines. Most houses were built over full basements, and many back onto steep slopes that drop into the trees.",
      neighborhoods: [
        { name: 'Huntingtown Town Center', text: "Huntingtown's small village center gathers around Old Town Road and Hunting Creek Road just off Route 4, with the volunteer fire hall and a neighborhood deli." },
        { name: 'Hunting Creek Road', text: "Along Hunting Creek Road stand the 1920s Huntingtown United Methodist sanctuary and, farther south, Young's Memorial Church, built in 1911 for an African American congregation." },
        { name: 'Cox Road', text: 'Huntingtown High School sits near the Route 4 and Cox Road intersection, across the highway from the older village center and its side roads.' },
        { name: 'Calverton School campus', text: 'The Calverton School, a private college-preparatory day school, occupies a campus just south of the Huntingtown town center.' },
      ],
      geo: { lat: 38.6156, lng: -76.6117 },
      homeTypes: ['suburban-colonial', 'estate'],
      projects: [
        {
          services: ['built-in-entertainment', 'fireplace-mantels'],
          text: "Huntingtown's two-story family rooms suit full-height entertainment walls built around the fireplace, with a mantel scaled to the room.",
        },
        {
          services: ['roofing-services', 'siding-installation'],
          text: 'The original roofs and vinyl siding of the late 1990s subdivisions are wearing out together, and we replace them as one exterior project.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild the decks that face wooded ravines behind many Huntingtown homes, often on tall posts where the ground falls away.',
        },
        {
          services: ['basement-finishing'],
          text: 'Finished lower levels with guest suites are a steady request, since most houses here were built over full basements.',
        },
      ],
      reviews: [
        {
          kind: 'well-septic',
          text: 'Most Huntingtown homes are served by private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Calvert County Health Department approval before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Prince Frederick',
      note: 'As the county seat and hospital town, Prince Frederick mixes older houses near the town center with newer townhome communities.',
      highlight: 'East of town, Dares Beach Road runs out to a bayfront community of cottages and newer homes, while Battle Creek Cypress Swamp lies to the southwest. The county government offices on Main Street and CalvertHealth Medical Center anchor the center of town.',
      neighborhoods: [
        { name: 'Old Town District', text: "The Old Town District along Main Street stands on Williams' Old Field, chosen for the county seat in 1722, and its present courthouse dates from 1916." },
        { name: 'Magnolia Ridge', text: 'Magnolia Ridge places 79 townhouse lots on 26 acres near Calvert High School, tied in by an extension of Fox Run Boulevard toward Dares Beach Road.' },
        { name: 'Oakland Hall', text: 'Oakland Hall occupies part of the land once owned by longtime state comptroller Louis L. Goldstein, where about 270 one- and two-story houses were planned.' },
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
          text: 'The small bayside houses out at Dares Beach call for window and siding work that stands up to wind off the bay.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Bayfront houses at Dares Beach lie within 1,000 feet of the bay, in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet with the permit and enforces setbacks from the eroding cliffs.',
        },
      ],
    },
    {
      name: 'Chesapeake Beach',
      note: 'Chesapeake Beach began around 1900 as a resort served by the Chesapeake Beach Railway, whose old station is now a museum.',
      highlight: 'Homes around Fishing Creek and the marina sit in a mapped flood zone, while neighborhoods set back from the water, such as Richfield Station, stand on higher ground. The old railway corridor along Fishing Creek is now a boardwalk trail through the marsh, starting beside the water park downtown.',
      neighborhoods: [
        { name: 'The Campground', text: 'The Campground, near the boardwalk at 14th Street, took shape when the resort opened in 1900 and filled with small summer residences by the 1920s.' },
        { name: 'Bayview Hills', text: "Bayview Hills, one of the town's 19 neighborhoods, was struck along with Richfield Station when a tornado tore through Chesapeake Beach in 2008." },
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
          text: 'Low-lying houses need flood-resistant materials below the design flood elevation, so on those levels we use treated framing, cement-board trim and tile floors.',
        },
        {
          services: ['window-installation'],
          text: 'On the higher streets of Chesapeake Beach, owners chase bay views with larger windows.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the bay or Fishing Creek lie in the Chesapeake Bay Critical Area, and the Town of Chesapeake Beach must approve exterior work there before Calvert County issues the building permit.',
        },
      ],
    },
    {
      name: 'North Beach',
      note: 'North Beach was platted in 1900 as North Chesapeake Beach, a town of small lots for summer cottages, and its half-mile boardwalk now runs along a seven-block waterfront.',
      highlight: 'A 1933 hurricane destroyed many of the early buildings, and a post-war building boom turned the resort into a year-round town of cottages and bungalows on narrow lots. Many stand on piers or shallow block foundations with little insulation, facing the bay or the streets just off Bay Avenue. Tidal marshes at the edge of town form a wildlife refuge.',
      neighborhoods: [
        { name: 'Original town grid', text: "North Beach's grid of streets named for cities across the country holds lots of 50 by 150 feet, and the town was re-platted in 1908 and incorporated in 1910." },
        { name: 'Chesapeake Avenue', text: 'Around Third Street and Chesapeake Avenue, near the old railway stop, North Beach had its historic commercial district of shops and services.' },
        { name: "Ewald's Corner", text: "Ewald's Corner, at Bay Avenue and Seventh Street, was a local landmark that housed a dry goods store, a grocery and a restaurant." },
      ],
      geo: { lat: 38.7075, lng: -76.5314 },
      homeTypes: ['bay-cottage', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling', 'custom-woodworking'],
          text: 'Small North Beach cottages make the most of efficient kitchens and space-saving built-ins that fit their narrow rooms.',
        },
        {
          services: ['home-additions'],
          text: 'Adding a second floor to a North Beach cottage has to fit town zoning rules for narrow lots, so we confirm setbacks and height limits with the town before the design is final.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We rebuild the front porches of North Beach cottages with rot-resistant framing that handles the damp bay air.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: 'Cottages a block from the bay take salt spray, so we replace drafty windows and re-side with materials that shrug it off.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Much of North Beach lies within 1,000 feet of the bay or its tidal marshes, inside the Chesapeake Bay Critical Area, and the Town of North Beach must approve exterior work there before Calvert County issues the building permit.',
        },
      ],
    },
    {
      name: 'Solomons',
      note: 'Solomons sits at the mouth of the Patuxent River, home to the Calvert Marine Museum and the Drum Point Lighthouse.',
      highlight: "Along Back Creek and Mill Creek, marinas share the shoreline with condominium buildings and houses raised above flood level, and the Thomas Johnson Bridge arches across the Patuxent to St. Mary's County. Cottages from the watermen's era still stand along the narrow streets of the island.",
      neighborhoods: [
        { name: 'Solomons Island', text: "Once Bourne's and then Somervell's Island, Solomons took its name in 1867 from Isaac Solomon's oyster cannery and was joined to the mainland by a causeway around 1870." },
        { name: 'Dowell', text: 'Dowell Road leads from Route 765 past Annmarie Sculpture Garden and Calvert Marina to newer subdivisions, including The Harbours, approved for 252 lots.' },
        { name: 'Windward Harbour', text: 'Windward Harbour is a Lennar-built condominium community off Dowell Road, where owners keep their boats at a private marina on the water.' },
      ],
      geo: { lat: 38.3183, lng: -76.4542 },
      homeTypes: ['bay-cottage', 'townhome', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking', 'door-installation'],
          text: 'Cottages and waterfront condos in Solomons need marine-grade hardware, stainless fasteners and finishes chosen for humidity, so we specify them for the doors, cabinets and trim we install.',
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'Condo owners in Solomons usually need kitchen and bath makeovers that fit association rules on noise, work hours and shared plumbing stacks.',
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
      reviews: [
        {
          kind: 'critical-area',
          text: 'Most of Solomons lies within 1,000 feet of the Patuxent, Back Creek or Mill Creek, in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet with the building permit.',
        },
      ],
    },
    {
      name: 'Lusby',
      note: 'Lusby includes Chesapeake Ranch Estates, a private community founded in 1958 that now holds more than 4,000 homes, along with Calvert Cliffs State Park.',
      highlight: 'Beyond Chesapeake Ranch Estates, Lusby includes the Drum Point and Cove Point areas, where the 1828 Cove Point Lighthouse still stands on the bay. Inside the Ranch Club, many of the roads are gravel, lots are small, and members share two private bay beaches and Lake Lariat.',
      neighborhoods: [
        { name: 'Chesapeake Ranch Estates', text: 'Chesapeake Ranch Estates has its own small airfield, and its two bay beaches are known as Seahorse Beach and Driftwood Beach.' },
        { name: 'Drum Point', text: 'The Drum Point Club grounds hold the original site of the 1883 Drum Point screwpile lighthouse, which was moved to the Calvert Marine Museum in 1975.' },
        { name: 'Lusby Town Center', text: 'Lusby Town Center, shaped by a 2002 master plan, gathers grocery stores and other shops along Lusby Parkway near Route 2/4.' },
      ],
      geo: { lat: 38.4108, lng: -76.4553 },
      homeTypes: ['split-level', 'postwar', 'bay-cottage'],
      projects: [
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: "Lusby's 1960s-80s ranches and split-levels are being modernized with new kitchens and baths that replace the original layouts.",
        },
        {
          services: ['window-installation'],
          text: 'Replacement windows for 1960s-80s ranches and split-levels are a staple of our Lusby work.',
        },
        {
          services: ['home-additions'],
          text: "Small lots in Chesapeake Ranch Estates leave little room to build out, so we often raise a ranch's roofline for a second floor or convert a garage into living space.",
        },
        {
          services: ['outdoor-decks', 'roofing-services'],
          text: 'Many of the original decks and roofs on Lusby ranches and split-levels are due for replacement.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: "In Chesapeake Ranch Estates and Drum Point, the property owners' association must stamp its approval on the building permit package before Calvert County will review exterior work.",
        },
        {
          kind: 'critical-area',
          text: 'Houses within 1,000 feet of the bay or the Patuxent, along the cliffs and the Drum Point shoreline, are in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet and enforces cliff setbacks.',
        },
      ],
    },
    {
      name: 'St. Leonard',
      note: 'St. Leonard is home to Jefferson Patterson Park & Museum on the Patuxent and the bayfront community of Long Beach.',
      highlight: 'St. Leonard Creek, scene of War of 1812 naval battles, winds through wooded hills where newer houses sit on large lots well away from the bay. Long gravel drives lead to many of those inland homes, while Long Beach keeps its small beach houses close together near the water.',
      neighborhoods: [
        { name: 'Long Beach', text: 'Long Beach has had a civic association since the 1930s, with its own community center and a north beach on the bay near Flag Ponds.' },
        { name: 'Calvert Beach', text: "Lettered streets such as Avenue D lead down to the Calvert Beach members' beach and boat ramp, near Kings Creek and the Matoaka Cabins." },
        { name: 'St. Leonard town center', text: "St. Leonard's town center, designated in 1984, covers about 335 acres around the roundabout where Route 765 meets Calvert Beach Road." },
      ],
      geo: { lat: 38.4725, lng: -76.5031 },
      homeTypes: ['bay-cottage', 'suburban-colonial', 'rural'],
      projects: [
        {
          services: ['window-installation', 'flooring-installation'],
          text: 'Year-round conversions of small Long Beach houses typically include new windows and flooring along with added insulation.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'Owners of inland St. Leonard homes with great rooms ask for fireplace surrounds and mantels sized for the tall walls.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Screened porches facing the trees are a favorite with owners of the wooded inland lots around St. Leonard Creek.',
        },
        {
          services: ['basement-finishing'],
          text: 'Owners of the newer inland houses in St. Leonard ask us to finish their basements into family rooms and guest space.',
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: 'Houses in Long Beach and along St. Leonard Creek that lie within 1,000 feet of tidal water are in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet with the building permit.',
        },
        {
          kind: 'well-septic',
          text: 'Most St. Leonard homes rely on private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Calvert County Health Department review before the building permit is issued.',
        },
      ],
    },
    {
      name: 'Port Republic',
      note: "Port Republic includes Scientists' Cliffs, a bayfront community begun in 1935 whose early cabins were built from American chestnut logs.",
      highlight: "Port Republic is home to the American Chestnut Land Trust and to Christ Church, which hosts the Calvert County Jousting Tournament, first held in the 1860s. Away from the cliffs, houses sit on wooded, sloping lots in the Parkers Creek watershed, and a covenant in Scientists' Cliffs requires every house there to have a wooden exterior.",
      neighborhoods: [
        { name: 'Governors Run', text: 'At Governors Run, where a creek meets the bay, a steamboat wharf went up in 1871 and schooners once anchored offshore before it became a quiet residential community.' },
        { name: 'Christ Church grounds', text: 'The 1772 Christ Church building stands on Broomes Island Road beside Port Republic School No. 7, a one-room schoolhouse built around 1870 and used until 1932.' },
        { name: 'Port Republic crossroads', text: 'Routes 2/4, 264, 509 and 765 meet Parkers Creek Road at the Port Republic crossroads, the center of a community otherwise spread across farms and woods.' },
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
          text: 'On the wooded, sloping lots of the Parkers Creek watershed, we build decks on tall posts to bring them level with the main floor.',
        },
        {
          services: ['siding-installation', 'window-installation'],
          text: "We choose window and siding profiles that suit Port Republic's rural setting, and in Scientists' Cliffs we re-side in wood as the community covenant requires.",
        },
      ],
      reviews: [
        {
          kind: 'critical-area',
          text: "Houses in Scientists' Cliffs and other cliff-top lots within 1,000 feet of the bay are in the Chesapeake Bay Critical Area, where Calvert County requires a Critical Area worksheet and enforces cliff-erosion setbacks.",
        },
        {
          kind: 'well-septic',
          text: 'Most Port Republic homes use private wells and septic systems, so a project that adds a bedroom or plumbing fixtures needs Calvert County Health Department review before the building permit is issued.',
        },
      ],
    },
  ],
};
