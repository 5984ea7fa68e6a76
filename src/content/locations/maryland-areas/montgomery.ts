import type { ServiceArea } from '../../types';

/** Montgomery County: its permit offices, housing stock and the towns we serve there. */
export const montgomery: ServiceArea = {
  name: 'Montgomery County',
  permitOffice: 'Montgomery County Department of Permitting Services (DPS), now headquartered in Wheaton, for most of the county; the cities of Rockville and Gaithersburg run their own permit offices, and Chevy Chase Village and several other municipalities require a local permit in addition to the county one.',
  housingStock: 'Early 20th-century Victorians, shingle-style houses and bungalows in Chevy Chase, Kensington and Takoma Park; 1940s-60s brick colonials, Cape Cods and ramblers across Bethesda, Silver Spring and Rockville; 1970s-2000s estate homes in Potomac; and 1980s-2000s townhomes and new-urbanist neighborhoods up the I-270 corridor. In the close-in suburbs the decision is often between expanding a solid 70-year-old house and tearing it down, and a well-planned addition usually wins on cost and character.',
  notableNeighborhoods: ['Kenwood', 'Wood Acres', 'Avenel', 'Woodside Park', 'Kentlands'],
  remodelingNote: 'Work on a house inside a county historic district, such as Kensington, Takoma Park or Chevy Chase Village, needs a Historic Area Work Permit (HAWP) reviewed by the Historic Preservation Commission. Additions that disturb soil can also trigger sediment-control and tree-canopy requirements, so we plan those approvals into the schedule before the build starts.',
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
      note: 'Rockville, the county seat, ranges from the 1950s ramblers of Twinbrook to Victorian houses in the West End, and the City of Rockville issues its own building permits. Ramblers here are prime candidates for second-story additions and open kitchens.',
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
};
