import type { ServiceArea } from '../../types';

/** Calvert County: its permit offices, housing stock and the towns we serve there. */
export const calvert: ServiceArea = {
  name: 'Calvert County',
  permitOffice: 'Calvert County Department of Planning & Zoning, Inspections & Permits division, at the county offices in Prince Frederick; projects in the towns of Chesapeake Beach and North Beach also go through town zoning review.',
  housingStock: 'Early 20th-century summer cottages and bungalows in the bay towns of North Beach and Chesapeake Beach, 1960s-80s ranches and split-levels in communities such as Chesapeake Ranch Estates, and 1990s-2000s colonials on one- to five-acre wooded lots across Owings, Dunkirk and Huntingtown. Those newer colonials tend to have unfinished walkout basements and builder-grade kitchens now more than 20 years old, which makes them natural candidates for basement finishing and kitchen remodeling.',
  notableNeighborhoods: ['Chesapeake Ranch Estates', 'Scientists Cliffs', 'Dares Beach', 'Long Beach'],
  remodelingNote: 'Most homes outside the bay towns run on private wells and septic systems, so an addition or finished basement that adds a bedroom needs Calvert County Health Department sign-off on septic capacity before the building permit is issued. Bayfront lots along the cliffs also carry Critical Area limits and cliff-erosion setbacks.',
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
};
