import { homeGridSlugs } from '../services';
import type { LocationContent } from '../types';
import { brand, contacts, phoneHours, social, thirdParty } from '../site';

/**
 * Maryland: the active location, served from the shop in Owings (Calvert County).
 * Every city note is specific to its place so that the programmatic city pages read differently.
 */
export const maryland: LocationContent = {
  slug: 'maryland',
  name: 'Maryland',
  displayName: 'Maryland',
  isActive: true,
  phone: contacts.maryland.phone,
  email: contacts.maryland.email,
  phoneHours,
  heroDescription:
    'We design and build custom cabinetry, built-ins and complete remodels for Maryland homeowners from our shop in Owings, Calvert County. From Chesapeake Bay cottages to Montgomery County colonials, every project starts with a written fixed-price proposal and a crew that shows up when it says it will.',
  serviceDescription:
    'Eighteen services under one roof, from kitchen remodeling and bathroom remodeling to outdoor decks, custom closets and window installation. Our carpenters and project managers handle design, county permits and inspections, so you deal with one accountable team from the first sketch to the final walkthrough.',
  about: {
    heading: 'A Calvert County Shop Building for Maryland Homes',
    paragraphs: [
      `${brand.name} grew out of a finish-carpentry shop in Owings, and we never gave up the bench work. Our team brings more than 25 years of combined experience in cabinetmaking, trim carpentry and general remodeling, and we build much of our millwork ourselves, so a mantel, a wall of bookcases or a kitchen island is sized to your room rather than to a catalogue.`,
      "We complete more than 250 projects a year. Most of them fall within about 50 km (roughly 30 miles) of the shop, across Calvert, Anne Arundel, Prince George's, Charles and St. Mary's counties and southern Montgomery County, and for kitchens, additions and larger millwork commissions we also travel to Howard, Baltimore and Frederick counties. Knowing each county's permit office, the Chesapeake Bay Critical Area rules on waterfront lots and the quirks of local housing stock is what keeps our schedules honest.",
      'Every job is quoted as a written fixed price and carried out under our Maryland Home Improvement Commission (MHIC) license, with full liability insurance on every site. We answer every inquiry within 24 hours, give free in-home estimates, and back our work with a lifetime craftsmanship warranty and a 5-year hardware warranty.',
    ],
  },
  serviceAreas: [
    {
      name: 'Anne Arundel County',
      permitOffice:
        'Anne Arundel County Department of Inspections and Permits at the Heritage Office Complex in Annapolis; homes inside Annapolis city limits are permitted by the City of Annapolis Department of Planning and Zoning instead.',
      housingStock:
        'An unusually wide range: 18th- and 19th-century brick and frame houses in downtown Annapolis, 1950s-70s ramblers, split-levels and Cape Cods on the Broadneck peninsula and around Severna Park and Glen Burnie, and 1980s-2000s colonials in Crofton, Odenton and Davidsonville. Old waterfront cottages converted to year-round homes often need structural upgrades before a new kitchen or addition can go in.',
      notableNeighborhoods: ['Eastport', 'Murray Hill', 'Cape St. Claire', 'Sherwood Forest', 'Gibson Island'],
      remodelingNote:
        'Anything within 1,000 feet of tidal water falls in the Chesapeake Bay Critical Area, where lot-coverage limits and the 100-foot shoreline buffer decide how large a deck or addition can be and may require mitigation plantings. Exterior changes in the Annapolis Historic District also need a certificate from the city Historic Preservation Commission before a building permit is issued.',
      cities: [
        {
          name: 'Annapolis',
          note: 'The state capital keeps one of the best-preserved colonial streetscapes in the country, with 18th-century Georgian brick houses around State Circle and the Naval Academy. Downtown owners usually ask us for period-correct trim, paneled doors and compact kitchens that fit behind historic facades, while Eastport and Murray Hill clients lean toward porches and water-view additions.',
          highlight: 'Outside the historic district, Annapolis keeps plenty of mid-century housing, from Hillsmere Shores and Bay Ridge on the Annapolis Neck to the 1920s-40s cottages of West Annapolis. Those houses rarely have storage to spare, so we build window seats, mudroom lockers and closet systems that recover lost space. Near City Dock, where high tides regularly push water into the streets, we choose moisture-tolerant materials for lower floors.',
        },
        {
          name: 'Severna Park',
          note: 'Severna Park sits on a peninsula between the Severn and Magothy rivers, and many of its 1950s-70s split-levels back onto creeks and coves. Whole-floor renovations that open the main level toward the water and decks built for boat-watching are our most common projects here.',
          highlight: 'The Baltimore and Annapolis Trail runs through the middle of town, and side streets lead to community-owned beaches and piers in places such as Round Bay and Olde Severna Park. Mature oaks shade many lots and keep roofs damp and mossy, so a roof replacement often goes hand in hand with a new primary bath or a second-floor addition for families who plan to stay.',
        },
        {
          name: 'Crofton',
          note: 'Crofton was laid out in 1964 as a planned community around the Crofton Country Club, and its 1960s-80s colonials and split-foyers are now on their second or third kitchen. Homeowners here often pair kitchen remodeling with new flooring across the main level.',
          highlight: 'Crofton Parkway loops around the original neighborhoods, and newer sections such as Walden, built around its own golf course, followed in the late 1980s and 1990s. Many streets carry recorded covenants, so we check the rules before proposing new siding colors, fences or a bigger deck footprint. Inside, finished lower levels and refreshed hall baths round out the list.',
        },
        {
          name: 'Edgewater',
          note: 'Edgewater lines the south shore of the South River near Historic London Town and Gardens, with homes ranging from small summer cottages to newer waterfront colonials. Screened porches, composite decks and siding that holds up to river exposure top the wish lists.',
          highlight: 'Edgewater takes in the Mayo peninsula and the Rhode River shoreline near the Smithsonian Environmental Research Center, where bayside communities such as Selby-on-the-Bay grew from summer lots. Because Critical Area coverage limits make it hard to build outward, we often add space by finishing an attic or raising a second story on the existing footprint, with windows rated for strong winds off the bay.',
        },
        {
          name: 'Arnold',
          note: 'Home to Anne Arundel Community College, Arnold has wooded 1960s-90s neighborhoods spread across the Broadneck peninsula. Families here frequently finish basements and add mudroom built-ins as households grow.',
          highlight: 'College Parkway and Ritchie Highway carry most of the traffic, but the quieter streets in between wind down wooded slopes toward coves of the Magothy and Severn. Split-foyer houses on those slopes often have a raised rear deck at the end of its life, and we replace it with a larger, better-footed structure. Upstairs bath renovations and new roofing are frequent follow-on projects.',
        },
        {
          name: 'Pasadena',
          note: "Pasadena's shoreline along the Magothy and Patapsco rivers is dotted with former summer cottages that became year-round homes, alongside 1970s-90s subdivisions near Downs Park. Converting tight cottage layouts into functional kitchens and baths is a recurring job here.",
          highlight: 'Neighborhoods such as Riviera Beach, Lake Shore and the communities along Bodkin Creek face water on several sides, and Fort Smallwood Park guards the mouth of the Patapsco. Wind-driven rain off the bay finds every weak seam, so much of our time here goes to re-siding, roof replacement and new windows, plus crawl-space repairs under cottages that were never meant for winter.',
        },
        {
          name: 'Davidsonville',
          note: 'Davidsonville keeps a rural feel, with horse farms and custom homes on multi-acre lots south of Route 50. Owners tend to invest in large kitchens, home offices and covered outdoor living areas.',
          highlight: 'Along Routes 214 and 424, Davidsonville houses sit well back from the road, many built in the 1980s-2000s with paddocks or fields behind them. That acreage leaves room for detached garages with a studio above, reclaimed-wood mantels, barn-inspired trim and deep wraparound porches. Wells and septic systems shape the plan whenever a bedroom or bath is added.',
        },
        {
          name: 'Millersville',
          note: 'Millersville stretches along the I-97 corridor near Kinder Farm Park, with 1970s-2000s subdivisions of colonials and split-levels. Typical requests include bathroom remodeling in original 1980s master baths and replacing builder-grade doors and trim.',
          highlight: 'Between Route 3 and the headwaters of the Severn, streets off Benfield Boulevard and Veterans Highway hold a steady stock of two-story colonials built over unfinished basements. We turn many of those lower levels into guest suites with proper egress windows. Aging original windows that leak heat are the other job we take on most, often in the same season.',
        },
        {
          name: 'Odenton',
          note: 'Odenton neighbors Fort George G. Meade and has grown quickly around its MARC station, with many 2000s townhomes and single-family houses. Military and commuter households here often want basement finishing and custom closets completed on a tight, predictable schedule.',
          highlight: "Piney Orchard and Seven Oaks, both planned around the 1990s, set much of Odenton's character, with townhome rows, lakes and walking paths under active homeowner associations. Their original wood decks are wearing out, and association guidelines specify materials and railing styles, so we draw replacements to match. Inside, we upgrade builder-grade stair rails and trim out plain two-story great rooms with crown and paneling.",
        },
        {
          name: 'Glen Burnie',
          note: 'Glen Burnie is known for its post-war Cape Cods and brick ramblers near the northern end of the B&A Trail. Attic dormers, updated bathrooms and new windows are the upgrades we see requested most.',
          highlight: 'Harundale and the streets around Marley Creek filled up in the 1950s with modest brick and frame houses for young post-war families. Their small galley kitchens gain a lot from a reworked layout with taller cabinets and a peninsula, and we test old flooring, siding and pipe insulation for asbestos before anything comes out.',
        },
      ],
    },
    {
      name: 'Calvert County',
      permitOffice:
        'Calvert County Department of Planning & Zoning, Inspections & Permits division, at the county offices in Prince Frederick; projects in the towns of Chesapeake Beach and North Beach also go through town zoning review.',
      housingStock:
        'Early 20th-century summer cottages and bungalows in the bay towns of North Beach and Chesapeake Beach, 1960s-80s ranches and split-levels in communities such as Chesapeake Ranch Estates, and 1990s-2000s colonials on one- to five-acre wooded lots across Owings, Dunkirk and Huntingtown. Those newer colonials tend to have unfinished walkout basements and builder-grade kitchens now more than 20 years old, which makes them natural candidates for basement finishing and kitchen remodeling.',
      notableNeighborhoods: ['Chesapeake Ranch Estates', 'Scientists Cliffs', 'Dares Beach', 'Long Beach'],
      remodelingNote:
        'Most homes outside the bay towns run on private wells and septic systems, so an addition or finished basement that adds a bedroom needs Calvert County Health Department sign-off on septic capacity before the building permit is issued. Bayfront lots along the cliffs also carry Critical Area limits and cliff-erosion setbacks.',
      cities: [
        {
          name: 'Owings',
          note: 'Our shop is here, so Owings clients see us more than anyone. The wooded lots of northern Calvert hold mostly 1990s-2000s colonials, and the requests we hear most are finished walkout basements, screened porches and kitchens that finally replace the original oak cabinets.',
          highlight: 'Because so many Owings houses have a walkout basement, their main-level decks sit a full story above grade, and replacing them means new footings, new stairs and often a patio or screened room underneath. Heavy tree cover keeps those structures damp, so we favor composite boards with hidden fasteners. Commuters who now work from home also ask us for built-in offices carved out of spare bedrooms.',
        },
        {
          name: 'Dunkirk',
          note: 'Dunkirk straddles Route 4 at the Calvert line and draws commuters to Washington and Annapolis, with larger homes on acre-plus lots. Home additions for in-laws or home offices are a frequent project, along with decks facing the woods.',
          highlight: 'Many Dunkirk houses date from the 1980s and 1990s and sit at the end of long driveways near Dunkirk District Park, with the Patuxent a few miles west. Owners who work from home or host extended family ask for larger kitchens with islands, a mudroom off the garage and a basement guest suite with its own bath.',
        },
        {
          name: 'Huntingtown',
          note: 'Huntingtown developed largely in the late 1990s and 2000s, with two-story foyers and family rooms in homes spread over multi-acre lots. Those tall rooms suit built-in entertainment walls, coffered ceilings and fireplace mantels.',
          highlight: "Between Kings Landing Park on the Patuxent and the bay cliffs to the east, Huntingtown's subdivisions are now old enough for their first round of big exterior work. We replace original roofs and vinyl siding and rebuild the decks that face wooded ravines behind many homes. Finished lower levels with guest suites are the other steady request, since most houses here were built over full basements.",
        },
        {
          name: 'Prince Frederick',
          note: 'As the county seat and hospital town, Prince Frederick mixes older houses near the town center with newer townhome communities. Aging-in-place bathroom conversions with curbless showers and grab-bar blocking are among our most common jobs here.',
          highlight: 'East of town, Dares Beach Road runs out to a bayfront community of cottages and newer homes, while Battle Creek Cypress Swamp lies to the southwest. Townhome owners in the newer developments mostly want better storage and durable flooring, and the small bayside houses call for window and siding work. Being close to the county offices means we can turn permit revisions around quickly here.',
        },
        {
          name: 'Chesapeake Beach',
          note: 'Chesapeake Beach began around 1900 as a resort served by the Chesapeake Beach Railway, whose old station is now a museum. Bayfront owners ask for decks, railings and siding that stand up to salt air and wind off the water.',
          highlight: 'Homes around Fishing Creek and the marina sit in a mapped flood zone, while neighborhoods set back from the water, such as Richfield Station, have different needs. Low-lying houses need flood-resistant materials below the design flood elevation, so we use treated framing, cement-board trim and tile where it matters. On higher ground, owners chase bay views with upper-level decks and larger windows.',
        },
        {
          name: 'North Beach',
          note: 'North Beach is a small bay town with a boardwalk and narrow lots lined with 1920s-40s cottages and bungalows. Space-saving built-ins, efficient kitchens and careful second-floor work within town zoning rules make up most of our projects here.',
          highlight: "Many North Beach cottages stand on piers or shallow block foundations with little insulation, and their front porches look toward the bay or onto the streets just off Bay Avenue. We rebuild those porches with rot-resistant framing, replace drafty windows and re-side with materials that shrug off spray. Low ground near the town's wetlands also pushes us toward moisture-tolerant flooring.",
        },
        {
          name: 'Solomons',
          note: 'Solomons sits at the mouth of the Patuxent River, home to the Calvert Marine Museum and the Drum Point Lighthouse. Watermen-era cottages and waterfront condos here need marine-grade hardware, stainless fasteners and finishes chosen for humidity.',
          highlight: "Along Back Creek and Mill Creek, marinas share the shoreline with condominium buildings and houses raised above flood level, and the Thomas Johnson Bridge arches across the Patuxent to St. Mary's County. Condo owners usually need kitchen and bath makeovers that fit association rules on noise, work hours and shared plumbing stacks, while house owners ask for gear storage and outdoor showers for boating days.",
        },
        {
          name: 'Lusby',
          note: 'Lusby includes Chesapeake Ranch Estates, one of the largest private communities in Southern Maryland, along with Calvert Cliffs State Park. Its 1960s-80s ranches and split-levels are being modernized with new kitchens, baths and replacement windows.',
          highlight: "Beyond Chesapeake Ranch Estates, Lusby includes the Drum Point and Cove Point areas, where the 1828 Cove Point Lighthouse still stands on the bay. Small lots throughout these communities leave little room to build out, so we often raise a ranch's roofline for a second floor or convert a garage into living space. Aging decks and roofs fill in the rest of the calendar.",
        },
        {
          name: 'St. Leonard',
          note: 'St. Leonard is home to Jefferson Patterson Park & Museum on the Patuxent and the bayfront community of Long Beach. Year-round conversions of small beach houses, including insulation, windows and flooring, are typical requests.',
          highlight: 'St. Leonard Creek, scene of War of 1812 naval battles, winds through wooded hills where newer houses sit on large lots well away from the bay. Those inland homes tend to want bigger projects than the beach cottages: great-room fireplace surrounds, screened porches facing the trees and finished basements. Long gravel drives shape how we stage materials and schedule deliveries.',
        },
        {
          name: 'Port Republic',
          note: 'Port Republic includes Scientists Cliffs, a community begun in the 1930s whose early cabins were built from American chestnut logs. Owners value repairs and additions that respect that rustic character while adding modern kitchens and baths.',
          highlight: 'Port Republic is home to the American Chestnut Land Trust and to Christ Church, whose grounds have hosted a jousting tournament since the 1800s. Away from the cliffs, houses sit on wooded, sloping lots in the Parkers Creek watershed, where we build decks on tall posts and choose window and siding profiles that suit a rural setting.',
        },
      ],
    },
    {
      name: 'Charles County',
      permitOffice:
        'Charles County Department of Planning and Growth Management, Codes, Permits and Inspection Services, at the county government offices in La Plata.',
      housingStock:
        'Much of the county was built after 1970: townhomes and single-family houses in the planned villages of St. Charles, and 1990s-2010s subdivisions along the US 301 corridor around Waldorf and White Plains. Older farmhouses and 1950s-60s ranchers remain around La Plata, Hughesville and Indian Head, and many need updated wiring and insulation once the walls are open.',
      notableNeighborhoods: ['St. Charles', 'Swan Point', 'Bensville'],
      remodelingNote:
        'Newer subdivisions around Waldorf are commonly governed by HOA covenants that require architectural approval for decks, fences and exterior color changes, and shoreline lots on the Potomac, the Port Tobacco River and Mattawoman Creek fall under Critical Area limits. We file both reviews before ordering materials so approvals do not hold up the crew.',
      cities: [
        {
          name: 'Waldorf',
          note: "Waldorf is Charles County's largest community, built out since the 1970s around the planned villages of St. Charles and the Route 301 corridor. Many of its townhomes and colonials are ready for their first full kitchen remodeling and a finished basement.",
          highlight: 'The older St. Charles villages of Smallwood, Westlake and Dorchester have 1970s-90s townhouses with shared walls, small back decks and HOA design rules. We rebuild those decks within the same footprint, replace tired vinyl siding in approved colors and reconfigure cramped townhouse bathrooms. Single-family sections farther out bring larger open-plan kitchens and primary suites.',
        },
        {
          name: 'La Plata',
          note: 'The county seat rebuilt much of its downtown after the April 2002 tornado, so newer construction sits beside older homes on the surrounding streets. Homeowners here often ask for custom woodworking such as window seats, mantels and built-in bookcases.',
          highlight: 'Home to the main campus of the College of Southern Maryland, La Plata has a small-town grid near the railroad and 1950s-70s ranchers on the roads that lead out to farmland. Those ramblers suit a rear addition or a reworked kitchen under a vaulted ceiling, and their tree-lined lots welcome screened porches.',
        },
        {
          name: 'White Plains',
          note: 'White Plains surrounds the county regional park and golf course with subdivisions built mostly from the 1990s on. With the first wave of those houses now 25-plus years old, we are replacing tired pressure-treated decks and turning unfinished basements into media rooms.',
          highlight: 'Roofs and vinyl siding installed in the first 1990s subdivisions of White Plains are reaching the end of their lives together, which makes a combined exterior project sensible. Several neighborhoods have architectural review, so we submit shingle colors, siding samples and window grid patterns for approval. Inside, two-story family rooms benefit from mantels and full-wall built-ins.',
        },
        {
          name: 'Bryans Road',
          note: 'Bryans Road lies along Route 210 in western Charles County, close to the Potomac and Mattawoman Creek. Its mix of 1970s ranchers and newer homes draws requests for siding, roofing and window replacement.',
          highlight: 'Chapman State Park and the ruins of Marshall Hall lie along the Potomac shore near Bryans Road, and Route 228 links the town to the commuter traffic of Waldorf. Ramblers on the older streets have room for a rear family room, while younger colonials mainly need a kitchen update and a finished lower level.',
        },
        {
          name: 'Indian Head',
          note: 'Indian Head grew up around the Navy installation at the tip of the peninsula and is the western end of the Indian Head Rail Trail. Its modest mid-century houses benefit from bathroom updates and new flooring.',
          highlight: 'Indian Head sits on a peninsula between Mattawoman Creek and the Potomac, and many of its compact mid-century houses went up for families working at the naval station. Lots are small and the houses plain, so a modest rear addition, a bump-out for a bigger kitchen or a new deck toward the creek can change how they live. Window and door replacements are common too.',
        },
        {
          name: 'Hughesville',
          note: 'Hughesville is a rural crossroads best known as the headquarters of the Southern Maryland Electric Cooperative. Farmhouses and newer homes on large lots here ask for additions, pole-barn-style workshops trimmed out inside and roomy mudrooms.',
          highlight: 'Routes 5 and 231 cross at Hughesville, and old tobacco barns still stand on the farms around it, a reminder of the crop that shaped Southern Maryland. Owners ask us to work reclaimed barn siding into mantels and accent walls, to rebuild wide farmhouse porches and to re-roof outbuildings that have taken decades of weather.',
        },
        {
          name: 'Port Tobacco',
          note: "Port Tobacco Village, one of Maryland's smallest incorporated towns, was the colonial county seat and still centers on its reconstructed courthouse. Nearby homes along the Port Tobacco River call for traditional millwork and careful work on older framing.",
          highlight: 'The Thomas Stone National Historic Site and St. Ignatius Church at Chapel Point, which looks down the river, frame the countryside around the old town. Houses on these hills range from 18th-century survivors to newer homes built in a traditional style, so we make wood storm windows, reproduce beaded siding and scale additions to stay secondary to the original house.',
        },
      ],
    },
    {
      name: 'Howard County',
      permitOffice:
        'Howard County Department of Inspections, Licenses and Permits (DILP) in the George Howard Building in Ellicott City.',
      housingStock:
        "Three distinct eras: 19th-century granite and frame buildings in historic Ellicott City, 1967-1990s cedar-sided contemporaries, colonials and townhomes in Columbia's planned villages, and 1990s-2000s large colonials on acreage in western Howard County. Columbia's early houses often have original windows, siding and kitchens near the end of their service life, while the western estates lean toward finished basements and high-end kitchens.",
      notableNeighborhoods: ['Wilde Lake', 'River Hill', 'Maple Lawn', 'Turf Valley', 'Historic Ellicott City'],
      remodelingNote:
        "In Columbia, exterior changes such as additions, decks, siding colors and new windows need approval from the village's Resident Architectural Committee under Columbia Association covenants. Main Street Ellicott City is a local historic district reviewed by the Howard County Historic Preservation Commission, and both approvals come before the county permit.",
      cities: [
        {
          name: 'Ellicott City',
          note: "Founded in 1772 as Ellicott's Mills on the Patapsco, Ellicott City's granite and frame buildings climb the steep hills around Main Street, which was rebuilt after the 2016 and 2018 floods. Beyond the historic core, 1970s-2000s neighborhoods such as Turf Valley favor kitchen remodeling and custom built-ins.",
          highlight: 'The B&O Railroad Station Museum, the oldest surviving railroad station in the country, anchors the bottom of Main Street, and the stone houses above it often have damp rubble foundations and out-of-plumb walls. North and west of the old town, 1970s neighborhoods such as Dunloggin and the streets around Centennial Park bring a steady stream of basement finishing and bath work.',
        },
        {
          name: 'Columbia',
          note: 'Columbia has been growing village by village since Wilde Lake opened in 1967, and its cedar-sided contemporaries and townhomes share trails around Lake Kittamaqundi. Owners here most often replace original windows, siding and decks, all of which need village architectural approval first.',
          highlight: "Early houses in villages such as Oakland Mills, Harper's Choice and Long Reach often have vaulted ceilings, clerestory windows and open-riser stairs that were daring in the 1970s. We rework their closed galley kitchens, rebuild stair rails to today's code and replace worn skylights during a roof job. Interior work needs no covenant review, so kitchens and baths can start as soon as the county permit is issued.",
        },
        {
          name: 'Clarksville',
          note: "Clarksville takes in Columbia's River Hill village and larger 1990s-2000s homes on the county's western edge. Buyers who paid for space now want it to work harder, so we build gourmet kitchens, lower-level wet bars and paneled home offices.",
          highlight: 'Route 108 through Clarksville passes farm stands and older country houses before reaching the cul-de-sacs of River Hill and Pointers Run. Those houses often back onto woods or common open space, which makes them good candidates for multi-level decks with lighting and stairs down to a walkout patio, and for sunrooms that bring the view inside.',
        },
        {
          name: 'Elkridge',
          note: 'One of the oldest settlements in the county, Elkridge sits beside the Thomas Viaduct and the Avalon area of Patapsco Valley State Park. Its mix of older houses and 2000s townhomes brings requests ranging from trim restoration to basement finishing.',
          highlight: 'Elkridge grew as a colonial port and iron-making town, and the old Elkridge Furnace complex still stands near the river. Today much of its housing is newer, including townhome communities along Route 1 and Route 100 that are ready for deck replacements and kitchen updates. With BWI Airport and I-95 close by, we often suggest laminated-glass windows that cut traffic and aircraft noise.',
        },
        {
          name: 'Fulton',
          note: 'Fulton is home to Maple Lawn, a 2000s neighborhood of townhomes and single-family houses built around a walkable business district. Owners there ask for custom closets, pantry organization and upgraded built-ins rather than structural changes.',
          highlight: 'Outside Maple Lawn, the older roads of Fulton near Route 216 and the Rocky Gorge Reservoir hold larger 1990s-2000s houses on wooded acre lots. Those owners ask for the bigger moves: a finished lower level with a bar and guest room, a screened porch off the kitchen and a primary bath with a walk-in shower.',
        },
        {
          name: 'Highland',
          note: 'Highland is western Howard County horse country, with custom homes on multi-acre lots served by wells and septic. Because there is room to spread out, owners often choose a ground-level addition or a screened porch over a second story.',
          highlight: 'The crossroads of Routes 108 and 216 are surrounded by paddocks, board fences and houses that mix stone veneer with painted clapboard. Inside, owners favor a farmhouse look, so we lay wide-plank floors, build timber mantels and frame oversized mudrooms with boot benches and tack storage for riders.',
        },
        {
          name: 'Glenelg',
          note: 'Glenelg is a rural stretch of western Howard County with 1980s-2000s homes set among farms. Families here tend to finish walkout basements and add three-season rooms overlooking open fields.',
          highlight: 'Much of Glenelg is rolling farmland kept open by agricultural preservation easements, and houses often sit on bare hilltops that take the full force of winter wind. That exposure wears out west-facing siding, roofs and windows faster than in sheltered suburbs, so exterior replacements with better house wrap and flashing make up a large share of our work here.',
        },
        {
          name: 'Savage',
          note: 'Savage grew around the 1820s cotton mill that is now the Historic Savage Mill, and it still has the Bollman Truss Bridge over the Little Patuxent. Its older mill-village houses call for trim and floor repairs matched to original materials.',
          highlight: 'Around the old village, newer townhomes and single-family streets near Route 1 and Savage-Guilford Road fill in toward North Laurel, a short drive from Fort Meade. Those newer houses want finished basements and rebuilt decks, while the small mill-era homes near the river need gentle kitchen and bath updates that keep their narrow proportions intact.',
        },
      ],
    },
    {
      name: 'Montgomery County',
      permitOffice:
        'Montgomery County Department of Permitting Services (DPS), now headquartered in Wheaton, for most of the county; the cities of Rockville and Gaithersburg run their own permit offices, and Chevy Chase Village and several other municipalities require a local permit in addition to the county one.',
      housingStock:
        'Early 20th-century Victorians, shingle-style houses and bungalows in Chevy Chase, Kensington and Takoma Park; 1940s-60s brick colonials, Cape Cods and ramblers across Bethesda, Silver Spring and Rockville; 1970s-2000s estate homes in Potomac; and 1980s-2000s townhomes and new-urbanist neighborhoods up the I-270 corridor. In the close-in suburbs the decision is often between expanding a solid 70-year-old house and tearing it down, and a well-planned addition usually wins on cost and character.',
      notableNeighborhoods: ['Kenwood', 'Wood Acres', 'Avenel', 'Woodside Park', 'Kentlands'],
      remodelingNote:
        'Work on a house inside a county historic district, such as Kensington, Takoma Park or Chevy Chase Village, needs a Historic Area Work Permit (HAWP) reviewed by the Historic Preservation Commission. Additions that disturb soil can also trigger sediment-control and tree-canopy requirements, so we plan those approvals into the schedule before the build starts.',
      cities: [
        {
          name: 'Bethesda',
          note: 'Bethesda neighborhoods such as Wood Acres, Kenwood and Edgemoor are full of 1930s-50s brick colonials and Cape Cods with sound construction but small kitchens and closed floor plans. Rather than move, many owners open the kitchen to a new rear family room and add built-ins that match the original trim.',
          highlight: 'Near Bethesda Row and the Capital Crescent Trail, many older homes now stand beside new infill houses that tower over them, and owners weigh a sensitive second story against selling to a builder. We design dormered upper floors and finished attics that stay in scale with the street, and we convert dark 1940s basements into guest suites once drainage and ceiling height are sorted out.',
        },
        {
          name: 'Potomac',
          note: 'Potomac is known for estate homes from the 1970s through the 2000s on acre-plus lots along River Road and Falls Road, including the Avenel community around TPC Potomac. Clients here ask for high-end kitchen remodeling, paneled libraries, wine rooms and home theaters.',
          highlight: 'Close to the C&O Canal and Great Falls, Potomac also keeps pockets of horse country where barns and riding rings share lots with houses. Many 1980s-90s homes here were clad in synthetic stucco that can hide moisture damage, so we probe the walls before any addition or window work. Updating dated two-story foyers with new stair railings and paneling is another favorite.',
        },
        {
          name: 'Chevy Chase',
          note: 'Chevy Chase was developed from the 1890s by the Chevy Chase Land Company, and its shingle-style and Colonial Revival houses still line tree-shaded streets with deep front porches. Projects here usually mean matching historic trim profiles, rebuilding porches and fitting modern kitchens into period rooms.',
          highlight: "Chevy Chase is really a patchwork of small jurisdictions, including Chevy Chase Village, the Town of Chevy Chase and Martin's Additions, several with their own building and tree rules. We work through those local permits before the county one, then tackle slate roof repairs, detached garage conversions and third-floor attic suites tucked under steep rooflines.",
        },
        {
          name: 'Rockville',
          note: "Rockville, the county seat, ranges from the 1950s ramblers of Twinbrook to Victorian houses in the West End, and the City of Rockville issues its own building permits. Ramblers here are prime candidates for second-story additions and open kitchens.",
          highlight: 'King Farm, built from the late 1990s on former dairy land, brings different projects than the older streets: its townhomes and compact houses want third-floor lofts, closet systems and rear decks within HOA rules. In post-war neighborhoods such as Fallsmead and Hungerford, we replace original windows and enlarge the lone hall bath that many of those houses started with.',
        },
        {
          name: 'Silver Spring',
          note: 'Beyond its revitalized downtown, Silver Spring has 1930s-50s brick colonials and Cape Cods in neighborhoods such as Woodside Park and along Sligo Creek. Older basements with low ceilings and seasonal dampness need careful waterproofing before basement finishing can begin.',
          highlight: 'Around Four Corners, Woodmoor and Hillandale, Silver Spring adds post-war ramblers, split-levels and more brick Capes, some still fitted with steel casement windows that have rusted in their frames. We replace those windows, turn cramped Cape Cod upper floors into full bedrooms with shed dormers, and rebuild brick front stoops and railings.',
        },
        {
          name: 'Gaithersburg',
          note: 'Gaithersburg includes Kentlands and Lakelands, new-urbanist neighborhoods begun in the late 1980s with townhomes and houses on compact lots near Main Street. Custom storage, home offices and finished third floors make the most of those tight footprints, under permits from the City of Gaithersburg.',
          highlight: 'Olde Towne, centered on the 1884 B&O railroad station, keeps a handful of Victorian and early 20th-century houses, while 1960s-80s subdivisions spread toward the campus of the National Institute of Standards and Technology. Those middle-aged split-levels and colonials are where most of our kitchen remodeling happens here, often with the laundry moved upstairs and the original sliding door to the deck replaced.',
        },
        {
          name: 'Kensington',
          note: "Kensington's historic district preserves Victorian houses from the 1890s, and Howard Avenue's Antique Row reflects the town's taste for old things. Porch restorations, wood windows and interiors that respect original millwork are the work we do most here.",
          highlight: 'Rock Creek Hills and Parkwood, just beyond the historic core, are mostly 1930s-60s colonials, Capes and ramblers on wooded lots sloping toward Rock Creek. There we focus on kitchen and family-room additions off the back, and on finished basements where the slope allows a walkout door. Big oaks overhead also mean frequent roof and gutter work.',
        },
        {
          name: 'Olney',
          note: 'Olney grew in the 1970s-90s around the Olney Theatre Center and a crossroads town center, with colonials on generous suburban lots. Those homes are now due for kitchen remodeling, new roofs and composite decks.',
          highlight: "Subdivisions such as Olney Mill, Hallowell and Brooke Grove sit near farmland that the county's Agricultural Reserve keeps open to the north and west. Their colonials usually came with unfinished basements and formal rooms nobody uses, so we finish lower levels for teenagers and convert formal living rooms into paneled studies.",
        },
        {
          name: 'Germantown',
          note: 'Germantown is largely 1980s-2000s townhomes and single-family houses clustered around the BlackRock Center for the Arts and the I-270 corridor. Basement finishing, flooring installation and bathroom upgrades are typical first projects for new owners.',
          highlight: 'Black Hill Regional Park and Seneca Creek State Park frame Germantown, and many townhome rows back onto woods or stormwater ponds owned by their homeowner associations. Elevated rear decks on those units are often original and need rebuilding to current code, with materials and railings chosen from association-approved lists. Inside, we swap carpeted stairs for hardwood treads and add closet systems.',
        },
        {
          name: 'Takoma Park',
          note: "Founded in 1883 and nicknamed the Azalea City, Takoma Park is known for its Victorians and Craftsman bungalows, most inside a county historic district. Owners ask us to restore porches and trim and to add space without changing the house's street-facing character.",
          highlight: 'The City of Takoma Park has its own tree ordinance, so a rear addition that brushes the roots of a large oak may need a city tree permit alongside historic review. Many bungalows here have low, unfinished basements, and we work with structural engineers to lower floors for legal accessory apartments and family rooms. Kitchens get period-friendly cabinetry with inset doors.',
        },
      ],
    },
    {
      name: "Prince George's County",
      permitOffice:
        "Prince George's County Department of Permitting, Inspections and Enforcement (DPIE) in Largo; some municipalities, including the City of Laurel, also require their own permit.",
      housingStock:
        'Early 1900s Victorians, foursquares and bungalows in the Route 1 towns of Hyattsville, College Park and University Park; the 1937 New Deal townhouses of Greenbelt; Levitt-built Cape Cods and ranchers from the 1960s in Bowie; and 1990s-2000s large colonials in Mitchellville and Upper Marlboro. The post-war houses respond well to kitchen open-ups and rear additions, while the prewar homes call for trim and plaster repairs matched to the originals.',
      notableNeighborhoods: ['Belair at Bowie', 'Old Greenbelt', 'University Park', 'Woodmore', 'Marlton'],
      remodelingNote:
        'Parts of the county sit on Marlboro clay, a layer that swells and slides on slopes, so additions and decks near steep grades can require geotechnical review and deeper footings. In Old Greenbelt, the Greenbelt Homes Inc. housing cooperative also reviews any alteration to a member home before work starts.',
      cities: [
        {
          name: 'Bowie',
          note: 'Much of Bowie was built by Levitt and Sons from 1961 as Belair at Bowie, with Cape Cods, ranchers and colonials on curving streets, next to the older railroad town of Old Bowie. Removing walls to open kitchens and adding rear family rooms are the projects we do most here.',
          highlight: 'The 18th-century Belair Mansion and its stable museum recall the estate the suburb was built on, and Allen Pond Park sits near the middle of town. Many surrounding houses have had a carport enclosed or a garage converted over the decades, and we often straighten out those earlier additions, re-framing floors, matching siding and giving the new room proper windows and heat.',
        },
        {
          name: 'Upper Marlboro',
          note: "The county seat is surrounded by 1990s-2000s communities such as Marlton and the Beech Tree golf community. Owners of these large homes commonly ask for basement finishing with media rooms and for updated primary baths.",
          highlight: 'The unstable soil layer known as Marlboro clay takes its name from this area, so before we set deck footings or dig for an addition on a slope we check the grade and, where needed, bring in a geotechnical engineer. Closer to Jug Bay and the Patuxent, rural lots suit screened porches and detached workshops.',
        },
        {
          name: 'Laurel',
          note: "Laurel's Main Street historic district preserves 19th-century mill-town houses near the Patuxent, surrounded by 1960s-80s subdivisions. Inside city limits the City of Laurel adds its own permit, which we handle along with the county paperwork.",
          highlight: 'Montpelier Mansion, an 18th-century Georgian house, lends its name to one of the 1960s neighborhoods south of town, and the Patuxent Research Refuge stretches east toward Fort Meade. Some split-levels and colonials of that era still have aluminum branch wiring or tired electrical panels, so we coordinate upgrades alongside kitchen remodels and new lower-level family rooms.',
        },
        {
          name: 'Greenbelt',
          note: 'Greenbelt was built in 1937 as a New Deal planned town, and its original block and frame row houses are owned through the Greenbelt Homes Inc. cooperative. Compact kitchens, storage built-ins and bathroom remodels must fit both small rooms and co-op approval.',
          highlight: 'Beyond the historic core, Greenbelt has Boxwood Village and Lakewood, neighborhoods of single-family houses from the 1950s and 1960s near Greenbelt Lake and the Goddard Space Flight Center. Those homes sit outside the co-op and offer more room to work with, so owners ask for rear additions, reconfigured kitchens and a second full bath.',
        },
        {
          name: 'Hyattsville',
          note: 'Hyattsville has a large historic district of Queen Anne, foursquare and Craftsman houses from the 1880s-1920s, plus a growing arts district along Route 1. Clients often want modern kitchens that keep the character of tall ceilings, pocket doors and original trim.',
          highlight: 'Magruder Park and the shaded streets around it give Hyattsville a walkable core, and many of its century-old houses still have balloon framing and original plaster. That construction lets fire and drafts travel inside the walls, so when we open them for a kitchen or bath we add fire blocking and insulation. Wraparound porches here also need periodic rebuilding.',
        },
        {
          name: 'College Park',
          note: 'Next to the University of Maryland, College Park includes the Calvert Hills historic district and streets of 1930s-50s cottages and colonials. Faculty and long-time residents ask for renovations that update these small houses with new baths, kitchens and insulation.',
          highlight: 'College Park Airport, opened in 1909 and the oldest continuously operating airport in the world, sits just east of Old Town, and farther north the Hollywood neighborhood has 1950s-60s ranchers and split-levels. Some houses near campus spent years as student rentals, and new owners hire us to reverse tired conversions by restoring a proper kitchen, repairing floors and reopening closed-off rooms.',
        },
        {
          name: 'Mitchellville',
          note: 'Mitchellville is known for 1990s-2000s neighborhoods such as the Woodmore golf community, where homes have large open kitchens and unfinished lower levels. Custom wet bars, home theaters and built-in entertainment walls are the signature projects here.',
          highlight: 'Lake Arbor and the streets near Enterprise Golf Course fill out the rest of Mitchellville with two-story foyers, curved staircases and large primary suites. Owners often ask us to replace builder oak banisters with painted balusters and stained rails, add crown and wainscoting to formal rooms, and turn the corner tub in the primary bath into a walk-in shower.',
        },
        {
          name: 'Fort Washington',
          note: 'Fort Washington looks across the Potomac to Virginia from its namesake 19th-century fort, and many of its 1960s-80s split-levels sit on sloped lots with river views. Multi-level decks and walkout basement conversions make the most of those grades.',
          highlight: 'Tantallon and neighboring Silesia grew up along the Potomac near Piscataway Creek, around golf, marinas and creek views, and many of their brick-and-frame homes still have original interiors. We open those dated rooms with new kitchens, swap small windows for larger units facing the water, and replace worn trim and interior doors throughout.',
        },
        {
          name: 'Accokeek',
          note: 'Accokeek is semi-rural, anchored by Piscataway Park and the National Colonial Farm along the Potomac, and most homes rely on wells and septic. Additions and finished basements here start with checking septic capacity.',
          highlight: "Across the river from Mount Vernon, the Moyaone Reserve and nearby lots carry scenic easements that protect the view from George Washington's estate, limiting tree clearing, building height and bright exterior colors. Our work there leans toward cedar and earth-toned siding, screened porches set into the woods and exposed-wood interiors that suit the area's mid-century modern houses.",
        },
      ],
    },
    {
      name: "St. Mary's County",
      permitOffice:
        "St. Mary's County Department of Land Use and Growth Management (LUGM) in Leonardtown.",
      housingStock:
        'Farmhouses and tenant houses from the 1800s and early 1900s in the rural north, modest 1940s-60s homes in Lexington Park built as Naval Air Station Patuxent River grew, and 1990s-2010s subdivisions in California and Hollywood that house much of the base workforce. Waterfront homes on the Potomac, the Patuxent and dozens of creeks range from small cottages to large custom houses.',
      notableNeighborhoods: ['Wildewood', 'Breton Bay', 'Town Creek', 'Esperanza Farms'],
      remodelingNote:
        "With hundreds of miles of tidal shoreline, a large share of St. Mary's lots fall inside the Critical Area. Many military households also need work finished before a permanent-change-of-station move or a lease start date, so we agree on a firm completion window in writing before demolition begins.",
      cities: [
        {
          name: 'Leonardtown',
          note: 'Leonardtown, the county seat, has a historic town square and a waterfront wharf park on Breton Bay. Older homes near the square ask for period trim and porch work, while the nearby Breton Bay golf community favors kitchen and bath upgrades.',
          highlight: "Tudor Hall, an 18th-century house that now holds the county historical society's research center, overlooks the bay from the edge of downtown, and modest early 20th-century homes line the streets nearby. Many have shallow crawl spaces and original single-pane windows, so we pair kitchen or bath work with new windows, crawl-space insulation and vapor barriers that tame humid summers.",
        },
        {
          name: 'California',
          note: "California, in St. Mary's County, houses many of the engineers and contractors who work at Pax River, in 1990s-2010s neighborhoods such as Wildewood. Home offices with built-in desks and secure storage, plus finished basements, are the most frequent requests.",
          highlight: 'Along the Patuxent, the older ranch houses and waterfront lots of Town Creek contrast with the cul-de-sacs of Esperanza Farms and the shopping strips of Three Notch Road. Waterside owners ask for screened porches, siding and windows that resist humid river air, while inland families want decks, sunrooms and open kitchens suited to entertaining.',
        },
        {
          name: 'Lexington Park',
          note: 'Lexington Park grew around Naval Air Station Patuxent River after it opened in 1943, so many houses date from the 1940s-60s. Owners preparing to sell or rent after a transfer often ask for fast bathroom remodeling, new flooring and interior painting.',
          highlight: 'The Patuxent River Naval Air Museum sits just outside the base, and the surrounding streets hold many small rentals owned by investors and by service members stationed elsewhere. For those owners we specify hard-wearing finishes, such as tile showers and water-resistant plank flooring, and we manage the work remotely with photo updates when the landlord lives out of state.',
        },
        {
          name: 'Mechanicsville',
          note: "Mechanicsville is northern St. Mary's farm country, with Amish and Mennonite farms nearby and homes on large rural lots. Owners there tend to ask for practical space: heated workshops, big mudrooms and in-law suites for parents moving in.",
          highlight: 'Golden Beach, a former summer colony on the Patuxent, gives the area a waterfront side, with small cottages on tight lots east of Route 5. We rebuild decks, replace rotted sills and siding, and modernize cottage baths there, while farm properties inland keep us busy with porches, roofs and wood-stove surrounds.',
        },
        {
          name: 'Hollywood',
          note: 'Hollywood runs along the Patuxent and includes Sotterley, an 18th-century plantation now open as a museum. Newer subdivisions here favor decks, screened porches and upgraded kitchens.',
          highlight: 'Just up Three Notch Road from the base, Hollywood draws military and contractor families who need room for gear, guests and home offices. Where a house has no basement to finish, we add a bonus room over the garage or a single-story wing instead, and we build mudroom lockers by the door for uniforms, boots and sports equipment.',
        },
        {
          name: 'Great Mills',
          note: "Great Mills sits on the St. Mary's River between Lexington Park and the rural south, with a mix of 1970s-90s homes. Replacement windows, siding and entry doors are common projects for these aging exteriors.",
          highlight: "Cecil's Old Mill on Indian Bridge Road and St. Mary's River State Park, with its lake and wooded trails, are local landmarks in Great Mills. Inside the area's 1970s-90s homes we tear out dated paneling and popcorn ceilings, reconfigure small kitchens and update baths, often for families buying their first house near the base.",
        },
        {
          name: "St. Mary's City",
          note: "St. Mary's City, Maryland's first capital, founded in 1634, is home to Historic St. Mary's City and St. Mary's College of Maryland. Riverfront homes nearby call for weather-resistant decks and careful work around the Critical Area buffer.",
          highlight: 'The land around the old capital is rich in buried archaeology, so we confirm site conditions before excavating for any footing near the historic area. College faculty and retirees drawn to the quiet river setting tend to commission libraries with floor-to-ceiling shelving, bright sunrooms and guest suites for visiting family.',
        },
        {
          name: 'Piney Point',
          note: 'Piney Point on the Potomac takes its name from the Piney Point Lighthouse of 1836, and many homes face open water. Salt exposure makes stainless fasteners, composite decking and quality siding worth the investment here.',
          highlight: 'The bridge to St. George Island and the campus of the Paul Hall Center for Maritime Training define this stretch of the Potomac shore, where Hurricane Isabel pushed water into many homes in 2003. Since then a lot of houses have been raised or rebuilt, and we finish their lower enclosures, stairs and breakaway walls with flood-resistant materials.',
        },
        {
          name: 'Charlotte Hall',
          note: 'Charlotte Hall, at the northern edge of the county, is home to the Maryland veterans home and a popular Amish-run farmers market. Accessibility upgrades such as wider doorways and walk-in showers are frequent requests from retirees in the area.',
          highlight: 'The veterans home stands on the grounds of Charlotte Hall School, a military academy founded in 1774 that closed in 1976. Newer subdivisions along Route 5 bring younger commuting families who ask for finished basements, home offices and decks, so our work here spans several generations of homeowners.',
        },
      ],
    },
    {
      name: 'Baltimore County',
      permitOffice:
        'Baltimore County Department of Permits, Approvals and Inspections (PAI) at the County Office Building in Towson.',
      housingStock:
        'Brick rowhouses and Tudor-style group homes from the 1920s-50s in Rodgers Forge and Stoneleigh, Victorian and foursquare houses in Catonsville and Lutherville, and 1950s-70s split-levels and ranchers through Timonium, Perry Hall and Arbutus. Older homes here often have plaster walls, narrow stairs and tight kitchens, so careful demolition and custom-fit cabinetry matter more than square footage.',
      notableNeighborhoods: ['Rodgers Forge', 'Stoneleigh', 'Ruxton', 'Sudbrook Park'],
      remodelingNote:
        'Several communities, including Rodgers Forge, enforce covenants on exterior changes to their rowhouses, and county historic districts such as Lutherville and Sudbrook Park are reviewed by the Baltimore County Landmarks Preservation Commission. Shared walls in rowhouses also mean fire-separation details are checked closely at inspection.',
      cities: [
        {
          name: 'Towson',
          note: 'Towson, the county seat and home of Towson University, is surrounded by the Rodgers Forge rowhouses and the colonials of Stoneleigh and West Towson. Reworking narrow rowhouse kitchens and turning basements into family rooms are our core projects here.',
          highlight: 'Goucher College and Hampton, the Georgian country house now run by the National Park Service, border the quieter side of Towson, and nearby Ruxton and Riderwood hold stone and stucco houses on large wooded lots. Those older homes call for slate and copper roof repairs, library shelving with traditional profiles and sensitive mudroom additions off the kitchen.',
        },
        {
          name: 'Catonsville',
          note: "Catonsville began as a summer retreat for Baltimore families, and Frederick Road is still lined with Victorians, foursquares and 1920s bungalows. Restoring built-ins, rebuilding porches and modernizing kitchens in these older houses is steady work.",
          highlight: 'Away from Frederick Road, streets such as those around Westview hold 1940s-60s brick Capes and ranchers, while the western edge of Catonsville drops steeply into Patapsco Valley State Park. Foundations along that edge are often damp fieldstone or block, so we handle drainage before finishing a basement, and older slate roofs get careful repair rather than tear-off.',
        },
        {
          name: 'Lutherville',
          note: "Lutherville's historic district grew from an 1850s village founded around a Lutheran women's college, and its Victorian cottages still cluster near the light rail. Additions here must suit the historic houses and pass county landmarks review.",
          highlight: 'Seminary Avenue and the streets off York Road show the full range, from board-and-batten Gothic Revival cottages to brick ranchers and split-levels of the 1950s and 1960s. The Victorian houses need carpentry that reproduces brackets, cornices and porch posts, while the mid-century homes mostly want kitchens opened up and basement rec rooms reworked.',
        },
        {
          name: 'Timonium',
          note: 'Timonium, home of the Maryland State Fairgrounds, is mostly 1950s-70s split-levels and ranchers. Owners typically want walls removed for open kitchens and updated hall baths.',
          highlight: 'Dulaney Valley Road heads east from York Road toward Loch Raven Reservoir through neighborhoods of 1950s-70s houses on generous, tree-shaded lots with room to expand. Split-levels there benefit from a rear family-room addition at grade, and we rebuild tired lower-level dens with new flooring, recessed lighting and built-in shelving.',
        },
        {
          name: 'Pikesville',
          note: "Pikesville includes Sudbrook Park, laid out in 1889 to a plan by Frederick Law Olmsted, plus streets of 1950s-60s brick colonials. Kitchen remodeling here often includes kosher layouts with separate sinks, prep zones and double ovens.",
          highlight: "Observant families who walk to synagogue value staying within the neighborhood, so they tend to add space rather than move, asking for expanded dining rooms, guest bedrooms and basement playrooms. Sudbrook Park's shingled Victorian houses need a different touch: we restore wraparound porches and fit kitchens beneath steep gables.",
        },
        {
          name: 'Arbutus',
          note: 'Arbutus, near UMBC and BWI Airport, has tight-knit streets of 1940s-50s Cape Cods and brick bungalows. Raising a rear dormer to turn a cramped half-story into real bedrooms is the classic Arbutus project.',
          highlight: 'Lots in Arbutus are narrow and houses sit close together, so a growing family usually has to work within the existing footprint near the shops of East Drive. We rework low-ceilinged basements into laundry-and-playroom combinations, rebuild front porches and replace old aluminum storm windows with energy-efficient units.',
        },
        {
          name: 'Perry Hall',
          note: 'Perry Hall takes its name from the 18th-century Perry Hall Mansion and now spans subdivisions from the 1960s through the 2000s. Houses from the first subdivisions are on their second roof and ready for new siding, while the 2000s homes mostly need a deck rebuilt and a kitchen refreshed.',
          highlight: 'Belair Road is the spine of Perry Hall, and the Honeygo area east of it was planned by the county in the 1990s as a growth zone bordered by the Gunpowder Falls valley. Its houses, many under HOA rules, are young enough that owners mainly want finished basements, upgraded trim and closet systems rather than structural change.',
        },
        {
          name: 'Reisterstown',
          note: 'Reisterstown was founded in 1758 by John Reister, and its Main Street historic district keeps 18th- and 19th-century buildings. Homeowners here often want hardwood floors refinished or replaced and original mantels restored.',
          highlight: "Neighboring Glyndon, a Victorian-era railroad resort with its own historic district, shares the area's love of deep porches, while newer subdivisions spread north along Hanover Pike. Older stone houses near Main Street call for lime mortar, breathable finishes and careful insulation, and the newer colonials mostly ask for deck replacement and a refreshed kitchen.",
        },
      ],
    },
    {
      name: 'Frederick County',
      permitOffice:
        'Frederick County Division of Planning and Permitting in Frederick; projects inside the City of Frederick and the incorporated towns also need municipal zoning approval.',
      housingStock:
        'Late 18th- and 19th-century brick rowhouses and Federal-style townhouses in downtown Frederick, stone and log farmhouses across the Middletown Valley, railroad-era houses in Brunswick, and 2000s-2010s planned neighborhoods in Urbana and New Market. The historic houses often need structural and moisture repairs behind the plaster, while the newer homes mostly ask for finished basements, built-ins and outdoor living.',
      notableNeighborhoods: ['Baker Park', 'Villages of Urbana', 'Lake Linganore', 'Ballenger Creek'],
      remodelingNote:
        "Downtown Frederick's historic district is reviewed by the City of Frederick Historic Preservation Commission, which weighs in on windows, doors, siding and rooflines. Much of the Frederick Valley also sits on limestone karst where sinkholes can open, so we check soils before digging footings for an addition or deck.",
      cities: [
        {
          name: 'Frederick',
          note: 'Downtown Frederick pairs church spires and brick rowhouses with Carroll Creek Linear Park, and most of it lies in the city historic district. Clients here want modern kitchens and baths inside historic shells, with windows and doors that satisfy preservation review.',
          highlight: 'Many downtown rowhouses run deep on narrow lots, with a rear ell and an alley carriage house behind, and the houses facing Baker Park are some of the grandest. We convert those carriage houses into studios or garages and rework the long ell into a kitchen with a mudroom at the back. Beyond downtown, Ballenger Creek and Clover Hill bring straightforward basement and deck work.',
        },
        {
          name: 'Urbana',
          note: 'Urbana has grown since the early 2000s around the Villages of Urbana, a planned community with HOA architectural review. Architectural approval for a deck or exterior change can take several weeks there, so we submit plans early and finish interior work, like basements and closets, while we wait.',
          highlight: 'Sugarloaf Mountain rises to the south, and many Urbana homes back onto open space or tree lines with views toward it, which is why screened porches and covered decks top the outdoor list. The 2000s houses came with builder-grade kitchens now about twenty years old, so we replace original cabinets and hollow-core doors and add crown molding to the main rooms.',
        },
        {
          name: 'New Market',
          note: "New Market calls itself the Antiques Capital of Maryland, with a Main Street of early 19th-century houses, while Lake Linganore's newer neighborhoods spread out nearby. Work ranges from restoring old wood floors to building lakeside decks.",
          highlight: "Lake Linganore's neighborhoods climb steep, wooded hills above its lakes, so many houses have walkout lower levels and tall decks that catch the views. Association architectural review applies there, and we plan deck stairs and footings for the slopes. Along Main Street, older houses call for wavy-glass window repair and insulation that leaves original plaster intact.",
        },
        {
          name: 'Middletown',
          note: 'Middletown sits in the valley between Catoctin Mountain and South Mountain, with a historic Main Street and newer subdivisions on former farmland. Farmhouse kitchens, mudroom built-ins and covered porches with mountain views are typical requests.',
          highlight: "South Mountain, where the Appalachian Trail follows the ridge and a Civil War battle was fought in 1862, forms the western wall of the valley. Stone and log farmhouses outside town have thick walls and uneven floors, so their kitchens and baths need custom-fit cabinetry and scribed trim, and the valley's winter winds make tight new windows worthwhile.",
        },
        {
          name: 'Walkersville',
          note: 'Walkersville is a Glade Valley town known for the Walkersville Southern Railroad, with mostly 1970s-2000s single-family homes. Houses on the older streets near the town center tend to need a first real kitchen remodel, and the ones from the 1990s-2000s have basements waiting to be finished.',
          highlight: 'Heritage Farm Park and Fountain Rock Park, with its restored 19th-century lime kiln, give the town big open spaces, and the Monocacy River runs along its western edge. Ranchers and split-levels here are good candidates for a rear sunroom or a screened porch overlooking flat backyards, and many owners replace the original siding and windows at the same time.',
        },
        {
          name: 'Brunswick',
          note: 'Brunswick grew as a B&O railroad town on the Potomac beside the C&O Canal, and its early 1900s houses climb steep streets above the river. Foundation-sensitive additions, window replacement and period trim are common needs.',
          highlight: 'Brunswick Crossing, a large planned neighborhood begun in the 2010s on the edge of town, has brought a wave of new houses with unfinished basements and bare backyards. Those owners call us for lower-level finishing and first decks, while older homes near the MARC station and the railroad museum need rebuilt front porches and stairs on steep, narrow lots.',
        },
        {
          name: 'Thurmont',
          note: 'Thurmont bills itself as the Gateway to the Mountains, next to Catoctin Mountain Park and Cunningham Falls State Park. Homeowners here ask for wood-burning fireplace mantels, cabin-style interiors and decks facing the ridge.',
          highlight: 'The Roddy Road and Loys Station covered bridges and the iron-furnace village of Catoctin Furnace are all a short drive from town. Homes tucked against the mountain get more snow and shade than the valley below, so we see moss-covered roofs, ice damming at the eaves and log or cedar siding that needs replacement or sealing.',
        },
        {
          name: 'Ijamsville',
          note: 'Ijamsville is a rural area between Urbana and New Market with custom homes on large lots, most of them on private wells. Owners favor home additions, three-season rooms and outdoor kitchens.',
          highlight: 'Freight trains on the old B&O Old Main Line still pass the small historic crossroads where a 19th-century railroad stop gave Ijamsville its start. The surrounding estate homes, most from the 1990s onward, have long roof runs and expansive window walls, so we replace roofs, upgrade windows and finish lower levels with a wine room or home gym.',
        },
      ],
    },
  ],
  services: [...homeGridSlugs],
  featuredNeighborhoods: [
    {
      name: 'Bethesda',
      description:
        "Bethesda's 1930s-50s brick colonials and Cape Cods have solid bones but small kitchens and closed floor plans. We open walls, add rear family rooms and build cabinetry and trim that look original to the house.",
      badges: ['Classic Colonials', 'Kitchen Expansions', 'Custom Millwork'],
    },
    {
      name: 'Potomac',
      description:
        'Potomac estate homes call for large-scale kitchens, paneled libraries and home theaters built to a high standard. Our shop builds the cabinetry and millwork in-house so every detail is sized to the room.',
      badges: ['Luxury Estates', 'Custom Millwork'],
    },
    {
      name: 'Annapolis',
      description:
        'From 18th-century houses in the historic district to water-view homes in Eastport, Annapolis projects mix preservation and modern living. We prepare drawings for Historic Preservation Commission review and plan waterfront work around Critical Area rules.',
      badges: ['Historic Homes', 'Waterfront'],
    },
    {
      name: 'Ellicott City',
      description:
        'Ellicott City combines a granite-built 18th-century mill town with established neighborhoods on the surrounding hills. We restore trim and floors in the historic core and build kitchens and finished basements in the newer subdivisions.',
      badges: ['Historic Homes', 'Basement Finishing'],
    },
    {
      name: 'Columbia',
      description:
        "Columbia's planned villages date from 1967 onward, and many homes are ready for new windows, siding, decks and kitchens. We prepare the architectural committee applications so exterior work is approved before we start.",
      badges: ['Planned Community', 'HOA Approvals'],
    },
    {
      name: 'Owings',
      description:
        'Owings is our home base, with 1990s-2000s colonials on wooded lots and many unfinished walkout basements. Being minutes from the shop means quick site visits and close supervision on every job.',
      badges: ['Our Home Base', 'Walkout Basements', 'Large Lots'],
    },
    {
      name: 'Severna Park',
      description:
        'Severna Park homes sit between the Severn and Magothy rivers, many on creeks and coves. We specialize in main-level renovations that open toward the water and decks built to handle the weather.',
      badges: ['Waterfront', 'Whole-Floor Renovations'],
    },
    {
      name: 'Chevy Chase',
      description:
        'Chevy Chase shingle-style and Colonial Revival houses from the early 1900s reward careful, period-correct carpentry. We match historic trim profiles, rebuild porches and fit modern kitchens into original rooms.',
      badges: ['Historic Homes', 'Luxury Estates', 'Period Trim'],
    },
  ],
  stats: [
    { value: '250+', label: 'Projects Annually' },
    { value: '25+', label: 'Years Combined Experience' },
    { value: '500+', label: 'Happy Clients' },
    { value: '100%', label: 'Fixed Price Guarantee' },
  ],
  faq: [
    {
      question: 'Do I need a permit for my remodeling project in Maryland?',
      answer:
        "Most kitchen remodeling, bathroom remodeling, basement finishing, home additions and outdoor decks need a county building permit, and electrical or plumbing changes need their own trade permits. We prepare the drawings, file with the right office (for example Calvert County Inspections & Permits in Prince Frederick or Anne Arundel County's Department of Inspections and Permits) and schedule every inspection. Waterfront lots in the Chesapeake Bay Critical Area and homes in historic districts need extra review, which we build into the schedule.",
    },
    {
      question: 'Are you licensed and insured in Maryland?',
      answer:
        'Yes. We hold a Maryland Home Improvement Commission (MHIC) license, which Maryland law requires for home improvement contractors, and we carry full liability insurance. Our license number appears on every estimate and contract, and you can verify it through the Maryland Department of Labor license lookup.',
    },
    {
      question: 'How long does a typical project take?',
      answer:
        'Kitchen remodeling usually takes 6-12 weeks, bathroom remodeling 3-6 weeks, outdoor decks 1-3 weeks, basement finishing 4-8 weeks and custom closets 1-3 weeks. Home additions run 3-12 months depending on size and permitting. Your written proposal includes a schedule, and we update it if permit review or special-order materials change the timing.',
    },
    {
      question: 'Are estimates free, and how quickly will you respond?',
      answer:
        'Yes, in-home estimates are free. We respond to every inquiry within 24 hours, visit to measure and talk through the project, and follow up with a written fixed-price proposal that spells out the scope, materials and schedule.',
    },
    {
      question: 'Which Maryland counties do you serve?',
      answer:
        "We serve Anne Arundel, Calvert, Charles, Howard, Montgomery, Prince George's, St. Mary's, Baltimore and Frederick counties from our shop in Owings. Most projects are within about 50 km (30 miles) of the shop, and we travel farther for kitchen remodeling, home additions and larger custom woodworking commissions.",
    },
    {
      question: 'What does the fixed-price guarantee mean?',
      answer:
        'The price in your signed contract is the price you pay for the work it describes. The only changes come from change orders you approve in writing, and where a concealed condition is possible, such as old wiring behind plaster, we name an allowance in the proposal up front so there are no surprises.',
    },
    {
      question: 'Do you offer financing?',
      answer: `Yes. We offer financing through our partner ${thirdParty.financingPartner.name}, and checking your rate does not affect your credit score. You can also use the financing calculator on our website to estimate a monthly payment for kitchen remodeling, bathroom remodeling or any other project before we meet.`,
    },
    {
      question: 'What warranty do you provide?',
      answer:
        'All of our work carries a lifetime craftsmanship warranty, and cabinet and door hardware we supply is covered by a 5-year hardware warranty. Outdoor decks carry a separate 5-year deck warranty, and manufacturer warranties on decking, windows and roofing materials pass through to you.',
    },
  ],
  specialties: [
    'Period-correct millwork and trim for historic homes in Annapolis, Frederick and Chevy Chase',
    'Waterfront decks and siding built for Chesapeake Bay salt air',
    'Walkout basement finishing for Calvert and Anne Arundel County colonials',
    'Kitchen expansions and rear additions for 1940s-60s colonials and ramblers',
    'Shop-built cabinetry, bookcases and entertainment walls',
    'Aging-in-place bathroom conversions',
    'Permit, Critical Area and HOA approval coordination',
  ],
  testimonials: [
    {
      quote:
        'They turned our unfinished walkout basement into a family room, guest suite and full bath, and the price on the contract was the price we paid. The built-in bookcases around the fireplace are the best work in the house.',
      name: 'Denise R.',
      place: 'Huntingtown, MD',
    },
    {
      quote:
        'Our 1950s colonial had a closed-off kitchen with almost no counter space. The team took out a wall, handled the county permit and inspections, and finished the week they said they would.',
      name: 'Michael T.',
      place: 'Bethesda, MD',
    },
    {
      quote:
        'We wanted a deck that could handle salt air and full sun off the bay. Less than three weeks later we had composite decking, a pergola and new stairs to the yard, and the crew cleaned up every evening.',
      name: 'Laura K.',
      place: 'Chesapeake Beach, MD',
    },
  ],
  socialMedia: {
    facebook: social.facebook,
    instagram: social.instagram,
    tiktok: social.tiktok,
  },
};
