import type { ServiceArea } from '../../types';

/** Frederick County: its permit offices, housing stock and the towns we serve there. */
export const frederick: ServiceArea = {
  name: 'Frederick County',
  permitOffice: 'Frederick County Division of Planning and Permitting in Frederick; projects inside the City of Frederick and the incorporated towns also need municipal zoning approval.',
  housingStock: 'Late 18th- and 19th-century brick rowhouses and Federal-style townhouses in downtown Frederick, stone and log farmhouses across the Middletown Valley, railroad-era houses in Brunswick, and 2000s-2010s planned neighborhoods in Urbana and New Market. The historic houses often need structural and moisture repairs behind the plaster, while the newer homes mostly ask for finished basements, built-ins and outdoor living.',
  notableNeighborhoods: ['Baker Park', 'Villages of Urbana', 'Lake Linganore', 'Ballenger Creek'],
  remodelingNote: "Downtown Frederick's historic district is reviewed by the City of Frederick Historic Preservation Commission, which weighs in on windows, doors, siding and rooflines. Much of the Frederick Valley also sits on limestone karst where sinkholes can open, so we check soils before digging footings for an addition or deck.",
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
};
