import type { ServiceArea } from '../../types';

/** Howard County: its permit offices, housing stock and the towns we serve there. */
export const howard: ServiceArea = {
  name: 'Howard County',
  permitOffice: 'Howard County Department of Inspections, Licenses and Permits (DILP) in the George Howard Building in Ellicott City.',
  housingStock: "Three distinct eras: 19th-century granite and frame buildings in historic Ellicott City, 1967-1990s cedar-sided contemporaries, colonials and townhomes in Columbia's planned villages, and 1990s-2000s large colonials on acreage in western Howard County. Columbia's early houses often have original windows, siding and kitchens near the end of their service life, while the western estates lean toward finished basements and high-end kitchens.",
  notableNeighborhoods: ['Wilde Lake', 'River Hill', 'Maple Lawn', 'Turf Valley', 'Historic Ellicott City'],
  remodelingNote: "In Columbia, exterior changes such as additions, decks, siding colors and new windows need approval from the village's Resident Architectural Committee under Columbia Association covenants. Main Street Ellicott City is a local historic district reviewed by the Howard County Historic Preservation Commission, and both approvals come before the county permit.",
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
};
