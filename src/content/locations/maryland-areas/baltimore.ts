import type { ServiceArea } from '../../types';

/** Baltimore County: its permit offices, housing stock and the towns we serve there. */
export const baltimore: ServiceArea = {
  name: 'Baltimore County',
  permitOffice: 'Baltimore County Department of Permits, Approvals and Inspections (PAI) at the County Office Building in Towson.',
  housingStock: 'Brick rowhouses and Tudor-style group homes from the 1920s-50s in Rodgers Forge and Stoneleigh, Victorian and foursquare houses in Catonsville and Lutherville, and 1950s-70s split-levels and ranchers through Timonium, Perry Hall and Arbutus. Older homes here often have plaster walls, narrow stairs and tight kitchens, so careful demolition and custom-fit cabinetry matter more than square footage.',
  notableNeighborhoods: ['Rodgers Forge', 'Stoneleigh', 'Ruxton', 'Sudbrook Park'],
  remodelingNote: 'Several communities, including Rodgers Forge, enforce covenants on exterior changes to their rowhouses, and county historic districts such as Lutherville and Sudbrook Park are reviewed by the Baltimore County Landmarks Preservation Commission. Shared walls in rowhouses also mean fire-separation details are checked closely at inspection.',
  cities: [
    {
      name: 'Towson',
      note: 'Towson, the county seat and home of Towson University, is surrounded by the Rodgers Forge rowhouses and the colonials of Stoneleigh and West Towson. Reworking narrow rowhouse kitchens and turning basements into family rooms are our core projects here.',
      highlight: 'Goucher College and Hampton, the Georgian country house now run by the National Park Service, border the quieter side of Towson, and nearby Ruxton and Riderwood hold stone and stucco houses on large wooded lots. Those older homes call for slate and copper roof repairs, library shelving with traditional profiles and sensitive mudroom additions off the kitchen.',
    },
    {
      name: 'Catonsville',
      note: 'Catonsville began as a summer retreat for Baltimore families, and Frederick Road is still lined with Victorians, foursquares and 1920s bungalows. Restoring built-ins, rebuilding porches and modernizing kitchens in these older houses is steady work.',
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
      note: 'Pikesville includes Sudbrook Park, laid out in 1889 to a plan by Frederick Law Olmsted, plus streets of 1950s-60s brick colonials. Kitchen remodeling here often includes kosher layouts with separate sinks, prep zones and double ovens.',
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
};
