import type { ServiceArea } from '../../types';

/** Prince George's County: its permit offices, housing stock and the towns we serve there. */
export const princeGeorges: ServiceArea = {
  name: "Prince George's County",
  permitOffice: "Prince George's County Department of Permitting, Inspections and Enforcement (DPIE) in Largo; some municipalities, including the City of Laurel, also require their own permit.",
  housingStock: 'Early 1900s Victorians, foursquares and bungalows in the Route 1 towns of Hyattsville, College Park and University Park; the 1937 New Deal townhouses of Greenbelt; Levitt-built Cape Cods and ranchers from the 1960s in Bowie; and 1990s-2000s large colonials in Mitchellville and Upper Marlboro. The post-war houses respond well to kitchen open-ups and rear additions, while the prewar homes call for trim and plaster repairs matched to the originals.',
  notableNeighborhoods: ['Belair at Bowie', 'Old Greenbelt', 'University Park', 'Woodmore', 'Marlton'],
  remodelingNote: 'Parts of the county sit on Marlboro clay, a layer that swells and slides on slopes, so additions and decks near steep grades can require geotechnical review and deeper footings. In Old Greenbelt, the Greenbelt Homes Inc. housing cooperative also reviews any alteration to a member home before work starts.',
  cities: [
    {
      name: 'Bowie',
      note: 'Much of Bowie was built by Levitt and Sons from 1961 as Belair at Bowie, with Cape Cods, ranchers and colonials on curving streets, next to the older railroad town of Old Bowie. Removing walls to open kitchens and adding rear family rooms are the projects we do most here.',
      highlight: 'The 18th-century Belair Mansion and its stable museum recall the estate the suburb was built on, and Allen Pond Park sits near the middle of town. Many surrounding houses have had a carport enclosed or a garage converted over the decades, and we often straighten out those earlier additions, re-framing floors, matching siding and giving the new room proper windows and heat.',
    },
    {
      name: 'Upper Marlboro',
      note: 'The county seat is surrounded by 1990s-2000s communities such as Marlton and the Beech Tree golf community. Owners of these large homes commonly ask for basement finishing with media rooms and for updated primary baths.',
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
};
