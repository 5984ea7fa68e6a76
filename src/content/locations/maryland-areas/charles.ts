import type { ServiceArea } from '../../types';

/** Charles County: its permit offices, housing stock and the towns we serve there. */
export const charles: ServiceArea = {
  name: 'Charles County',
  permitOffice: 'Charles County Department of Planning and Growth Management, Codes, Permits and Inspection Services, at the county government offices in La Plata.',
  housingStock: 'Much of the county was built after 1970: townhomes and single-family houses in the planned villages of St. Charles, and 1990s-2010s subdivisions along the US 301 corridor around Waldorf and White Plains. Older farmhouses and 1950s-60s ranchers remain around La Plata, Hughesville and Indian Head, and many need updated wiring and insulation once the walls are open.',
  notableNeighborhoods: ['St. Charles', 'Swan Point', 'Bensville'],
  remodelingNote: 'Newer subdivisions around Waldorf are commonly governed by HOA covenants that require architectural approval for decks, fences and exterior color changes, and shoreline lots on the Potomac, the Port Tobacco River and Mattawoman Creek fall under Critical Area limits. We file both reviews before ordering materials so approvals do not hold up the crew.',
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
};
