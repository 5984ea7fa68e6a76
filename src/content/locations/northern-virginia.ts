import { GRID_SERVICE_SLUGS, serviceCount } from '../services/slugs';
import { locationStats } from './stats';
import type { LocationContent } from '../types';
import { quoteDeep } from '../facts';
import { brand, contacts, social, thirdParty } from '../site';

/**
 * Northern Virginia: a coming-soon region. Inactive, so its location page is not indexed and
 * routes treat it as not found; the content is ready for the day it launches.
 */
export const northernVirginia: LocationContent = quoteDeep({
  slug: 'northern-virginia',
  name: 'Northern Virginia',
  displayName: 'Northern Virginia',
  isActive: false,
  phone: contacts.northernVirginia.phone,
  email: contacts.northernVirginia.email,
  heroDescription:
    // The coming-soon page already opens with the launch areas (content/coming-soon.ts, "launch").
    'Until we launch, Northern Virginia homeowners can join our notification list and see the work our crews complete every week for clients across the Potomac in Maryland.',
  serviceDescription:
    `When the region opens, Northern Virginia clients will have the same ${serviceCount} services our Maryland customers use, from kitchen remodeling and bathroom remodeling to custom closets and window installation. Every project will be quoted at a fixed price and permitted through the offices of the city, town or county where you live.`,
  about: {
    heading: 'Coming Soon to Northern Virginia',
    paragraphs: [
      `${brand.name} has built its reputation on shop-made cabinetry and carefully managed remodels for Maryland homeowners, working from our shop in Owings. Many of our clients have family, friends and second homes across the river, and Northern Virginia is the natural next step.`,
      'Virginia licenses contractors through the Department of Professional and Occupational Regulation (DPOR), and each city and county runs its own permit office, from Alexandria Code Administration to Fairfax County Land Development Services. We will not sign a Virginia contract until our Virginia license, insurance and local crew are in place.',
      'What will carry over is what our Maryland clients rely on, starting with a written fixed-price proposal and one accountable project manager. In-home estimates will be free{claim.freeEstimates}. We will respond to every inquiry {business.responseTime}. Our work will carry the same {warranties.craftsmanship.name} and {warranties.hardware.name}. Join the notification list and we will let you know as soon as we can schedule Virginia consultations.',
    ],
  },
  serviceAreas: [
    {
      name: 'Alexandria',
      permitOffice:
        'City of Alexandria Department of Code Administration, whose Permit Center is at City Hall, 301 King Street, for building permits, with zoning review by the Department of Planning & Zoning and, in the historic districts and for designated 100-year-old buildings, the Board of Architectural Review.',
      housingStock:
        "Old Town, where about 200 buildings from the early port city survive and the Federal period is best represented; the houses of the 1890s to 1941 in Del Ray's Town of Potomac, some of them mail-order; Rosemont's houses of 1908 to 1930, from Craftsman bungalows to Colonial Revival; the 1941-43 buildings of Parkfairfax; and the 1930s and 1940s houses of Beverley Hills, many of which have since been expanded.",
      notableNeighborhoods: ['Parker-Gray', 'Potomac Yard', 'North Ridge'],
      remodelingNote:
        'Exterior changes in the Old and Historic Alexandria District, established in 1946 as the third-oldest historic district in the country, and in the Parker-Gray District, as well as to designated 100-year-old buildings elsewhere, need approval from the Board of Architectural Review, and the city publishes window performance specifications for the districts. Some minor work can be approved by preservation staff, while larger projects go to a board hearing, so drawings go in well before the construction date.',
      sources: [
        { url: 'https://preview.alexandriava.gov/Code', checked: '2026-11-28', supports: 'Department of Code Administration; building permits through APEX and the Permit Center at City Hall' },
        { url: 'http://www3.alexandriava.gov/city/codeenforcement/construction_appl_instr.html', checked: '2026-11-28', supports: 'permit applications at City Hall, 301 King Street; BAR approval obtained before the building permit' },
        { url: 'https://www.alexandriava.gov/planning/info/default.aspx?id=33280', checked: '2026-11-28', supports: 'Old and Historic Alexandria District (1946, third oldest), Parker-Gray District and 100-year-old buildings under the BAR' },
        { url: 'https://www.alexandriava.gov/Preservation', checked: '2026-11-28', supports: 'BAR applications, window performance specifications, administrative approval policies' },
        { url: 'https://www.alexandriava.gov/historic/info/default.aspx?id=95886', checked: '2026-11-28', supports: 'about 200 surviving early buildings in Old Town; Fairlington and other National Register districts' },
        { url: 'https://dhr.virginia.gov/historic-registers/100-0136', checked: '2026-11-28', supports: 'Town of Potomac houses from the 1890s to 1941, some mail-order' },
        { url: 'https://www.dhr.virginia.gov/historic-registers/100-0137/', checked: '2026-11-28', supports: 'Rosemont houses and styles' },
        { url: 'https://nostalgicvirginian.com/2015/02/beverley-hills-the-completely-planned-residential-community', checked: '2026-11-28', supports: 'Beverley Hills houses expanded over the decades' },
        { url: 'https://thezebra.org/2013/08/25/backyard-history/', checked: '2026-11-28', supports: 'North Ridge section of Alexandria' },
        { url: 'http://en.wikipedia.org/wiki/Potomac_Yard', checked: '2026-11-28', supports: 'Potomac Yard neighborhood in northern Alexandria and Arlington' },
      ],
      cities: [
        {
          name: 'Old Town Alexandria',
          note: "Old Town keeps about 200 buildings from Alexandria's early years as a port, and the Federal period is the best represented in its architecture. Two of its blocks are paved with cobblestones, Captain's Row on the 100 block of Prince Street and the 600 block of Princess Street.",
          sources: [
            { url: 'https://www.alexandriava.gov/historic/info/default.aspx?id=95886', checked: '2026-11-28', supports: 'about 200 surviving buildings, Federal-period architecture, BAR protection' },
            { url: 'https://www.washingtonpost.com/archive/local/1984/04/02/metropolitan-life-a-street-with-history/d7d2d17b-7fa7-4dd3-961a-f858dae5b118/', checked: '2026-11-28', supports: "the two cobblestone blocks, Captain's Row and the 600 block of Princess Street" },
          ],
        },
        {
          name: 'Del Ray',
          note: 'Del Ray grew from subdivisions platted in 1894 beside the electric railway between Washington and Alexandria, and was part of the Town of Potomac from 1908 until Alexandria annexed it in 1930. Its National Register historic district holds houses built from the 1890s to 1941, some of them mail-order houses.',
          sources: [
            { url: 'https://dhr.virginia.gov/historic-registers/100-0136', checked: '2026-11-28', supports: 'platting in 1894, Town of Potomac 1908-1930, houses of the 1890s to 1941, mail-order houses' },
            { url: 'https://www.hmdb.org/m.asp?m=115147', checked: '2026-11-28', supports: 'railway, Wood-Harmon purchase of 1894, annexation on New Year 1930' },
            { url: 'https://delraycitizens.org/history', checked: '2026-11-28', supports: 'Mount Vernon Avenue as main street; National Register listing in 1992' },
          ],
        },
        {
          name: 'Rosemont',
          note: 'Rosemont was laid out from 1908 as a trolley suburb northwest of Old Town, with the George Washington Masonic National Memorial at its edge. Most of its houses went up between 1908 and 1930, from Craftsman bungalows to Colonial Revival houses.',
          sources: [
            { url: 'https://www.dhr.virginia.gov/historic-registers/100-0137/', checked: '2026-11-28', supports: 'developed from 1908 as a trolley suburb, house styles' },
            { url: 'https://architecturaltrust.org/easements/about-the-trust/trust-protected-communities/historic-districts-in-virginia/rosemont-historic-district/', checked: '2026-11-28', supports: 'houses built 1908-1930, bungalows to Colonial Revival, northwest of Old Town' },
            { url: 'https://www.washingtonian.com/2006/04/01/2006-great-places-to-live-alexandria/', checked: '2026-11-28', supports: 'Masonic memorial at the edge of the neighborhood' },
          ],
        },
        {
          name: 'Seminary Hill',
          note: 'Seminary Hill is named for the Virginia Theological Seminary, founded in 1823, whose Aspinwall Hall dates from 1859, and its homes sit on cul-de-sacs and in pockets built at different times. The area passed from Fairfax County to the City of Alexandria in a land swap of 1951 and became a suburb in that decade.',
          sources: [
            { url: 'https://www.washingtonpost.com/realestate/layers-of-greenery-and-history-in-alexandrias-seminary-hill/2020/08/18/219ac1a2-dfd2-11ea-b69b-64f7b0477ed4_story.html', checked: '2026-11-28', supports: 'seminary of 1823, cul-de-sacs and pockets built at different times' },
            { url: 'https://www.dhr.virginia.gov/historic-registers/100-0123/', checked: '2026-11-28', supports: 'Aspinwall Hall of 1859' },
            { url: 'http://seminaryhillassn.org/index.php/featured-articles-hidden/2-uncategorised?start=10', checked: '2026-11-28', supports: 'suburb in the 1950s; land swap from Fairfax County in 1951' },
          ],
        },
        {
          name: 'Beverley Hills',
          note: 'Beverley Hills, in the North Ridge area roughly between Quaker Lane and Russell Road north of Monticello Boulevard, was planned and built in the 1930s and 1940s. Many of its houses, small when new, have since been expanded.',
          sources: [
            { url: 'https://www.washingtonpost.com/wp-srv/local/counties/alxndria/longterm/wwlive/beverly.htm', checked: '2026-11-28', supports: 'boundaries, North Ridge, houses of the 1930s and 1940s' },
            { url: 'https://nostalgicvirginian.com/2015/02/beverley-hills-the-completely-planned-residential-community', checked: '2026-11-28', supports: 'planned community of the late 1930s; small houses expanded over time' },
          ],
        },
        {
          name: 'Parkfairfax',
          note: 'Parkfairfax was built from 1941 to 1943 by the Metropolitan Life Insurance Company, with 1,684 units in 285 buildings on 132 acres. It became a condominium in the late 1970s and is listed on the National Register of Historic Places.',
          sources: [
            { url: 'https://sah-archipedia.org/buildings/VA-01-AL56', checked: '2026-11-28', supports: 'built 1941-43 by Metropolitan Life, 285 buildings, 1,684 units, condominium in the late 1970s' },
            { url: 'https://thezebra.org/2013/08/25/backyard-history/', checked: '2026-11-28', supports: '132 acres, National Register and Virginia Landmarks Register listing' },
          ],
        },
      ],
    },
    {
      name: 'Arlington County',
      permitOffice:
        "Arlington County's Permit Arlington Center on the first floor of the Ellen M. Bozman Government Center, 2100 Clarendon Boulevard, where the county's Zoning Division, Inspection Services Division and Department of Environmental Services handle permits for building projects.",
      housingStock:
        'Early-20th-century neighborhoods such as Cherrydale, Lyon Village and Aurora Highlands, with Colonial Revival, Craftsman, Tudor Revival and some mail-order kit houses; the 1942-44 Colonial Revival townhouses and apartments of Fairlington; Westover, built in phases from 1939 to 1957; and the dense blocks that grew around the Clarendon and Ballston Metro stations. Many of the original small houses have been expanded or replaced, and lot-coverage limits can restrict how much more is added.',
      notableNeighborhoods: ['Maywood', 'Lyon Park', 'Ashton Heights', 'Arlington Ridge'],
      remodelingNote:
        'Arlington has limited lot coverage on one- and two-family lots since 1942 and last lowered the limits in 2005; the limits include a maximum main-building footprint, so they can restrict how large an addition may be. Exterior changes in local historic districts such as Maywood, a district since 1990, need a Certificate of Appropriateness from the Historical Affairs and Landmark Review Board, although county preservation staff have approved some routine Maywood projects since 2020.',
      sources: [
        { url: 'https://www.arlingtonva.us/Government/Programs/Building/Resources/About', checked: '2026-11-28', supports: 'Permit Arlington Center at 2100 Clarendon Blvd.; Zoning, Inspection Services and DES issue permits for building projects' },
        { url: 'https://arlingtonva.us/Government/Programs/Building/Permits/Permit-Arlington/About', checked: '2026-11-28', supports: 'Permit Arlington online permitting and in-person center at the Bozman Government Center' },
        { url: 'https://www.arlingtonva.us/Government/Programs/Sustainability/Stormwater/Low-Residential-Study', checked: '2026-11-28', supports: 'lot coverage limits since 1942, lowered in 2005, main building footprint maximums' },
        { url: 'https://arlingtonva.us/Government/Projects/Plans-Studies/Historic-Preservation/Making-Changes-Historic-Building', checked: '2026-11-28', supports: 'Certificate of Appropriateness from the HALRB in local historic districts' },
        { url: 'https://www.insidenova.com/news/real_estate/maywood-historic-district-rules-amended-to-ease-burden-on-homeowners/article_243f312e-6d02-11ea-be7b-1f620ba749be.html', checked: '2026-11-28', supports: 'Maywood local historic district since 1990; staff approvals from 2020' },
        { url: 'https://www.dhr.virginia.gov/historic-registers/000-7820/', checked: '2026-11-28', supports: 'Lyon Park house forms, kit houses' },
        { url: 'https://www.arlnow.com/2022/09/17/neighborhood-spotlight-lets-talk-about-westover-village-mce1/', checked: '2026-11-28', supports: 'original small houses expanded or replaced' },
        { url: 'https://ashtonheights.org/about-ashton-heights/history/', checked: '2026-11-28', supports: 'Ashton Heights neighborhood, subdivision filed in 1921' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/article/2010/10/15/AR2010101503925_pf.html', checked: '2026-11-28', supports: 'Arlington Ridge neighborhood' },
      ],
      cities: [
        {
          name: 'Clarendon',
          note: "Clarendon was founded in 1900 as a streetcar suburb and grew into Arlington's original downtown. Its Metro station opened in December 1979, and redevelopment around the station followed.",
          sources: [
            { url: 'https://arlingtonhistorical.com/tours/show/5', checked: '2026-11-28', supports: "dedicated March 31, 1900; Arlington's original downtown; Metro station opened December 1979" },
            { url: 'https://en.wikipedia.org/wiki/Clarendon,_Virginia', checked: '2026-11-28', supports: 'streetcar suburb founded in 1900; redevelopment after the Metro station' },
          ],
        },
        {
          name: 'Ballston',
          note: "Ballston began as Ball's Crossroads, at what is now Glebe Road and Wilson Boulevard, where two roads laid out around 1740 met. Served by the Ballston-MU Metro station, it is by some measures the densest neighborhood in the Washington area.",
          sources: [
            { url: 'https://en.wikipedia.org/wiki/Ballston,_Virginia', checked: '2026-11-28', supports: "Ball's Crossroads, roads of about 1740, Metro station, density" },
          ],
        },
        {
          name: 'Cherrydale',
          note: 'Cherrydale took its name in 1893 from a cherry orchard and grew after a commuter railroad arrived in 1906. Its historic district, listed on the National Register in 2003, covers buildings from 1898 to 1953 along Langston Boulevard, the road called Lee Highway until 2021.',
          sources: [
            { url: 'https://www.washingtonpost.com/business/2022/08/31/where-we-live-cherrydale/', checked: '2026-11-28', supports: 'named in 1893 for a cherry orchard; Lee Highway renamed Langston Boulevard in 2021' },
            { url: 'http://www.arlingtonva.us/Departments/CPHD/ons/conservation/CPHDOnsInsider_Cherrydale.aspx', checked: '2026-11-28', supports: 'commuter railroad of 1906; historic district at Military Road and Lee Highway' },
            { url: 'https://wiki.av1.space/content/wikipedia_en_all_mini_2025-06/Cherrydale%2C_Virginia', checked: '2026-11-28', supports: 'Five Points; historic district built 1898-1953, listed 2003' },
          ],
        },
        {
          name: 'Lyon Village',
          note: 'Lyon Village was laid out on former Cruit farmland just north of Clarendon that developer Frank Lyon bought in June 1923. About 37 percent of its houses date from the 1920s and another 36 percent from the 1930s, in Colonial Revival, Craftsman, Tudor Revival and Spanish Mission styles.',
          sources: [
            { url: 'https://www.lyonvillage.org/history', checked: '2026-11-28', supports: 'purchase of June 26, 1923; shares of houses by decade' },
            { url: 'https://en.wikipedia.org/wiki/Lyon_Village,_Virginia', checked: '2026-11-28', supports: 'Cruit farmland north of Clarendon, architectural styles, National Register listing' },
          ],
        },
        {
          name: 'Westover',
          note: 'Westover was platted in five phases and built between 1939 and 1957 around its shopping center on Washington Boulevard, with houses and garden apartments. Many of its original 1940s colonials have since been expanded, and the Westover Historic District was listed on the National Register in 2006.',
          sources: [
            { url: 'http://wesellnationallanding.com/arlington/westover/', checked: '2026-11-28', supports: 'five phases built 1939-1957, shopping center, National Register listing in 2006' },
            { url: 'https://www.arlnow.com/2022/09/17/neighborhood-spotlight-lets-talk-about-westover-village-mce1/', checked: '2026-11-28', supports: 'Westover Village on Washington Boulevard; 1940s colonials expanded; garden apartments' },
          ],
        },
        {
          name: 'Fairlington',
          note: 'Fairlington was built from 1942 to 1944 by the federal Defense Homes Corporation for defense workers, with nearly 3,450 Colonial Revival townhouses and apartments on 322 acres, then the largest housing complex in the country. It was sold to private owners in 1947 and converted to condominiums between 1972 and 1977.',
          sources: [
            { url: 'https://sah-archipedia.org/buildings/VA-01-NV9', checked: '2026-11-28', supports: 'built 1942-44, 322 acres, 3,449 units, sold 1947, condominiums 1972-77' },
            { url: 'https://www.tclf.org/landscapes/fairlington', checked: '2026-11-28', supports: 'Defense Homes Corporation, largest housing complex in the nation at its inception' },
            { url: 'http://fairlington.org/natreg.htm', checked: '2026-11-28', supports: 'National Register listing; rental until 1972-77' },
          ],
        },
        {
          name: 'Bluemont',
          note: 'Bluemont is named for the terminus of the railroad line that once crossed it, and the Bluemont Junction Trail now follows the old branch line to the W&OD Trail at Bluemont Park. Reevesland, the last dairy farm in Arlington, was here until it closed in 1955.',
          sources: [
            { url: 'https://deploy.doczz.net/doc/5613982/bluemont---bon-air', checked: '2026-11-28', supports: 'named for the railroad terminus; Reevesland, last dairy farm, closed 1955' },
            { url: 'https://www.arlnow.com/tag/bluemont-park/', checked: '2026-11-28', supports: 'Bluemont Junction Trail across the neighborhood to the W&OD Trail at Bluemont Park' },
          ],
        },
        {
          name: 'Aurora Highlands',
          note: 'Aurora Highlands grew from three subdivisions platted between 1896 and 1930, and its historic district is mostly Colonial Revival and includes seven kit or mail-order houses. Commuter parking from neighboring Crystal City in the early 1970s led the county to create the first residential zoned parking in the country here.',
          sources: [
            { url: 'https://en.wikipedia.org/wiki/Aurora_Highlands_Historic_District', checked: '2026-11-28', supports: 'three subdivisions 1896-1930, Colonial Revival, first residential zoned parking' },
            { url: 'https://www.livingplaces.com/VA/Arlington_County/Arlington/Aurora_Highlands_Historic_District.html', checked: '2026-11-28', supports: 'house forms and seven kit or mail-order houses' },
          ],
        },
      ],
    },
    {
      name: 'Fairfax County',
      permitOffice: 'Fairfax County Land Development Services (LDS) at the Herrity Building, 12055 Government Center Parkway in Fairfax, with residential permits applied for online.',
      housingStock:
        "Springfield's first houses of the early 1950s, 2,000 of them finished by 1955; the clusters and townhouses Reston has added since 1964; Burke Centre's townhouses and single-family homes from 1977 on; and later subdivisions in Centreville and on the former prison land at Laurel Hill in Lorton. In the Coastal Plain east of I-95 and I-395, parts of the county sit on marine clay, which shrinks and swells and can damage foundations.",
      notableNeighborhoods: ['Burke Centre', 'Lake Anne', 'Laurel Hill'],
      remodelingNote:
        "Some communities have covenants with design review: the Reston Deed of Dedication requires Design Review Board approval for exterior changes, and the Burke Centre Conservancy's Architectural Review Board reviews all exterior modifications there. Building in problem soils such as marine clay can require a geotechnical report, and work in a Resource Protection Area, within 100 feet of a perennial stream, is regulated by the county's Chesapeake Bay Preservation Ordinance.",
      sources: [
        { url: 'https://www.fairfaxcounty.gov/landdevelopment/', checked: '2026-11-28', supports: 'Land Development Services at 12055 Government Center Parkway, Fairfax; building permits' },
        { url: 'https://www.fairfaxcounty.gov/plan2build/interim-counters', checked: '2026-11-28', supports: 'residential permits (additions, decks, basements, alterations) applied for online' },
        { url: 'http://www.fairfaxcounty.gov/dpwes/navbar/faqs/marine_clay.htm', checked: '2026-11-28', supports: 'marine clay east of I-95 and I-395, shrink-swell damage to foundations' },
        { url: 'https://www.fairfaxcounty.gov/landdevelopment/soil-requirements-minor-construction-projects', checked: '2026-11-28', supports: 'soil requirements for minor residential building permits' },
        { url: 'https://www.fairfaxcounty.gov/landdevelopment/faqs-resource-protection-areas', checked: '2026-11-28', supports: 'Resource Protection Areas, 100-foot buffers, Chesapeake Bay Preservation Ordinance' },
        { url: 'https://www.newportshoresreston.org/making-exterior-changes-to-your-property.html', checked: '2026-11-28', supports: 'Reston Deed of Dedication requires DRB approval of exterior changes' },
        { url: 'https://burkecentreweb.com/sub_category_list.asp?category=54&title=Architectural+Standards', checked: '2026-11-28', supports: 'Burke Centre Conservancy ARB reviews all exterior modifications' },
        { url: 'http://www.connectionnewspapers.com/news/2002/aug/12/history-of-springfield/', checked: '2026-11-28', supports: 'Springfield houses from 1952, 2,000 by 1955' },
      ],
      cities: [
        {
          name: 'Reston',
          note: 'Robert E. Simon founded Reston in 1964 on land he bought in 1961, named it for his initials and began with Lake Anne Village, the first of its planned villages. Under the Reston Deed of Dedication, exterior changes to homes need approval from the Reston Association Design Review Board, which also approves cluster standards.',
          sources: [
            { url: 'https://wtop.com/news/2014/04/planned-community-reston-va-turns-50/', checked: '2026-11-28', supports: 'founded April 10, 1964 by Robert E. Simon; named for his initials' },
            { url: 'https://encyclopediavirginia.org/962hpr-cbb2193ad97bcbf/', checked: '2026-11-28', supports: 'Lake Anne Village as the first village' },
            { url: 'https://www.wheretraveler.com/virginia/play/relishing-reston-virginia', checked: '2026-11-28', supports: 'land bought in 1961' },
            { url: 'https://www.newportshoresreston.org/making-exterior-changes-to-your-property.html', checked: '2026-11-28', supports: 'Deed of Dedication, Design Review Board approval of exterior change' },
            { url: 'http://www.lakeportcluster.org/p/cluster-standards.html', checked: '2026-11-28', supports: 'cluster standards approved by the DRB' },
          ],
        },
        {
          name: 'Burke',
          note: 'Burke takes its name from Silas Burke and grew up around a railroad station, and Virginia Railway Express trains still stop there. Burke Centre, the planned community west of Burke begun in 1977, holds 5,862 homes on more than 1,700 acres under the Burke Centre Conservancy.',
          sources: [
            { url: 'https://connectionnewspapers.com/news/2002/aug/12/burke-continues-to-attract-newcomers', checked: '2026-11-28', supports: 'Silas Burke, railroad station, VRE Burke station' },
            { url: 'http://www.connectionnewspapers.com/news/2007/jan/23/burke-centre-turns-30/', checked: '2026-11-28', supports: 'Burke Centre construction began in 1977; architectural review board' },
            { url: 'http://www.connectionnewspapers.com/news/2005/mar/15/burke-to-the-future/', checked: '2026-11-28', supports: '5,862 residences on over 1,700 acres' },
            { url: 'http://w.owiki.org/wiki/Burke_Centre%2C_Virginia', checked: '2026-11-28', supports: 'Burke Centre west of Burke; Conservancy as homeowners association' },
          ],
        },
        {
          name: 'Springfield',
          note: "Springfield takes its name from an 1847 railroad station on Henry Daingerfield's Springfield estate and stayed a rural crossroads until Edward Carr planned it for suburban development in 1946. Its first houses followed the sewer and water lines of 1952, 2,000 were finished by 1955, and the I-95, I-395 and Beltway interchange there is known as the Mixing Bowl.",
          sources: [
            { url: 'http://www.connectionnewspapers.com/news/2002/aug/12/history-of-springfield/', checked: '2026-11-28', supports: 'Carr plan of 1946, sewer and water in 1952, 2,000 houses by 1955, the Mixing Bowl' },
            { url: 'https://www.dcmetrob2bcfo.com/northern-virginia-communities-springfield/', checked: '2026-11-28', supports: 'railroad station of 1847 named for the Daingerfield estate' },
          ],
        },
        {
          name: 'Annandale',
          note: "Annandale is the hub of the region's Korean-American community, and many Korean businesses stand in the downtown that civic leaders named the Annandale Village Centre. By 2005 a Korean directory listed 929 businesses in Annandale catering to Korean customers.",
          sources: [
            { url: 'http://www.washingtonpost.com/wp-dyn/articles/A32442-2005Mar13.html', checked: '2026-11-28', supports: 'Annandale Village Centre, Koreatown, 929 businesses' },
            { url: 'https://annandaletoday.com/annandale-remains-hub-of-regions-korean', checked: '2026-11-28', supports: "Annandale as the regional hub of the Korean-American community" },
          ],
        },
        {
          name: 'Centreville',
          note: 'Centreville was chartered as a town in 1792 at the crossroads village of Newgate and was occupied by both armies during the Civil War, when the battles of First and Second Manassas were fought nearby. The war nearly destroyed the village, and after the growth of the late 1990s and 2000s it had more than 70,000 people by 2010.',
          sources: [
            { url: 'https://encyclopediavirginia.org/entries/centreville-during-the-civil-war/', checked: '2026-11-28', supports: 'established in 1792 at Newgate; both armies; First and Second Manassas fought nearby' },
            { url: 'https://historiccentrevilleva.org/centreville-history', checked: '2026-11-28', supports: 'charter of 1792, Newgate, Civil War occupation and staging ground' },
            { url: 'https://www.historynet.com/centreville-a-virginia-village-destroyed-by-the-civil-war/', checked: '2026-11-28', supports: 'destruction in the war; growth in the late 1990s and 2000s; 71,135 people in 2010' },
          ],
        },
        {
          name: 'Chantilly',
          note: "Chantilly is home to the Smithsonian's Steven F. Udvar-Hazy Center, the National Air and Space Museum annex beside Dulles Airport that opened in December 2003 and displays the Space Shuttle Discovery.",
          sources: [
            { url: 'https://www.smithsonianmag.com/blogs/air-space-museum/2024/02/02/20-years-of-the-steven-f-udvar-hazy-center/', checked: '2026-11-28', supports: 'center in Chantilly opened in December 2003' },
            { url: 'https://review.clateway.com/wiki/view_html.php?q=Steven_F._Udvar-Hazy_Center', checked: '2026-11-28', supports: 'annex at Dulles in the Chantilly area of Fairfax County; Space Shuttle Discovery' },
          ],
        },
        {
          name: 'Lorton',
          note: "Lorton's Laurel Hill is the former land of the Lorton Reformatory, the District of Columbia prison complex established in 1910, whose last prisoners left in 2001 and which Fairfax County acquired in 2002. A subdivision went up on the former prison dairy, and the old reformatory buildings have been turned into the Liberty community.",
          sources: [
            { url: 'https://civicas.net/news-blog/2017/10/3/transforming-a-historic-prison-through-publicprivate-partnership', checked: '2026-11-28', supports: 'county purchase renamed Laurel Hill; Liberty conversion of the reformatory' },
            { url: 'https://m.washingtonexaminer.com/creative-living-at-lortons-laurel-hill', checked: '2026-11-28', supports: 'county acquired the property in July 2002; subdivision on the former prison dairy' },
            { url: 'https://wikiwand.com/en/articles/Occoquan_Workhouse', checked: '2026-11-28', supports: 'prison complex established 1910, last prisoners transferred out in 2001' },
          ],
        },
        {
          name: 'Clifton',
          note: 'Clifton, a town of a quarter square mile chartered in 1902, grew up around a railroad station, and most of its houses are more than a century old. Its Architectural Review Board administers the Clifton Historic Overlay District and issues certificates of appropriateness, while building permits come from Fairfax County with the consent of the town.',
          sources: [
            { url: 'http://cliftonva.gov/town_administration/faqs.php', checked: '2026-11-28', supports: 'charter of 1902, quarter square mile, ARB and historic overlay district, certificates of appropriateness' },
            { url: 'https://fairfaxcore.com/town-or-city-based/', checked: '2026-11-28', supports: 'zoning approvals by the town; building permits through Fairfax County with town consent' },
            { url: 'https://dokumen.tips/documents/historic-clifton-clifton-2016pdf4-historic-clifton-notes-on-structures-1-clifton.html', checked: '2026-11-28', supports: 'railroad station origins; houses mostly over a century old' },
          ],
        },
      ],
    },
    {
      name: 'Loudoun County',
      permitOffice:
        'Loudoun County Department of Building and Development at the Government Center, 1 Harrison Street SE in Leesburg, which issues building permits for the whole county and zoning permits outside the incorporated towns; Leesburg and the other towns issue their own zoning permits inside town limits.',
      housingStock:
        'Historic buildings in Leesburg, founded in 1758, early stone and brick buildings in Middleburg, founded in 1787, and Victorian buildings in Purcellville; Sterling Park, begun in 1963 near Dulles Airport; and planned communities from the late 1980s on, including Ashburn Farm, Lansdowne on the Potomac and Brambleton.',
      notableNeighborhoods: ['Ashburn Farm', 'Sterling Park', 'Lansdowne Woods'],
      remodelingNote:
        "Planned communities such as Brambleton and Lansdowne have recorded covenants and design guidelines, so exterior changes there go to the community association for approval. In Leesburg's Old and Historic District every exterior alteration, including in-kind replacement, needs a Certificate of Appropriateness; larger projects go to the Board of Architectural Review, which holds its hearings monthly, and the county will not issue a building permit until the town has issued its zoning permit.",
      sources: [
        { url: 'https://va-loudouncounty.civicplus.com/4264/Permitting', checked: '2026-11-28', supports: 'Building and Development issues building permits countywide and zoning permits outside the towns; town permits inside towns' },
        { url: 'https://va-loudouncounty.civicplus.com/Faq.aspx?QID=215', checked: '2026-11-28', supports: 'Department of Building and Development at the Government Center, 1 Harrison Street SE, Leesburg' },
        { url: 'https://leesburgva.gov/departments/community-development/applications-and-checklists/planning-zoning-and-preservation/certificates-of-appropriateness', checked: '2026-11-28', supports: 'COA for all exterior alterations in the Old and Historic District, including in-kind replacement' },
        { url: 'https://www.leesburgva.gov/government/departments/planning-zoning/preservation-planning/certificate-of-appropriateness-application-procedures', checked: '2026-11-28', supports: 'monthly BAR hearings; building permits only after the town zoning permit' },
        { url: 'http://www.brambletonhoa.com/250/Community-Standards', checked: '2026-11-28', supports: 'Brambleton covenants and design guidelines' },
        { url: 'https://lansdowneconservancy.org', checked: '2026-11-28', supports: 'Lansdowne Conservancy design standards and covenants' },
        { url: 'http://de.wikipedia.org/wiki/Sterling_Park_(Virginia)', checked: '2026-11-28', supports: 'Sterling Park planned community since 1963 near Dulles Airport' },
        { url: 'https://potomacridge.net/faqs/', checked: '2026-11-28', supports: 'Lansdowne Woods condominium association' },
      ],
      cities: [
        {
          name: 'Leesburg',
          note: 'Leesburg, founded in 1758 and the seat of Loudoun County, created its Old and Historic District in 1963, when only four such districts existed in Virginia, drawing it at first along the town boundaries of an 1878 map. A Certificate of Appropriateness is required there for every exterior alteration, even in-kind replacement of materials.',
          sources: [
            { url: 'https://www.leesburgva.gov/departments/planning-zoning/historic-preservation/h-1-old-historic-district-information', checked: '2026-11-28', supports: 'Old and Historic District of 1963, four Virginia districts then, 1878 map boundaries; COA and BAR' },
            { url: 'https://leesburgva.gov/departments/community-development/applications-and-checklists/planning-zoning-and-preservation/certificates-of-appropriateness', checked: '2026-11-28', supports: 'COA for all exterior alterations including in-kind replacement (town permit review)' },
            { url: 'https://www.washingtontimes.com/news/2005/apr/13/20050413-090134-5998r/', checked: '2026-11-28', supports: 'founded in 1758; county seat' },
          ],
        },
        {
          name: 'Ashburn',
          note: "Ashburn's planned communities include Ashburn Farm, where the first families arrived in 1989. Since the early 2000s Ashburn has become the center of Data Center Alley, the world's largest concentration of data centers.",
          sources: [
            { url: 'https://notesnletters.com/?tag=recreation', checked: '2026-11-28', supports: 'Ashburn Farm first residents in 1989 (Washington Post)' },
            { url: 'https://datacenterfrontier.com/ashburn-a-landscape-transformed-by-cloud-computing', checked: '2026-11-28', supports: 'Data Center Alley in Ashburn' },
            { url: 'https://hydraulogistics.at/books/social-ecologies/page/ashburn-history-diagram', checked: '2026-11-28', supports: 'data center growth from the early 2000s; largest concentration in the world' },
          ],
        },
        {
          name: 'Sterling',
          note: 'Sterling Park, the heart of Sterling, was conceived by Marvin T. Broyhill Jr. and approved in 1962 as the first planned community in Loudoun County, on 1,762 acres of farms near Dulles Airport. Sterling also takes in part of Dulles Airport and the National Weather Service forecast office for the Baltimore-Washington area.',
          sources: [
            { url: 'http://de.wikipedia.org/wiki/Sterling_Park_(Virginia)', checked: '2026-11-28', supports: 'Sterling Park planned community near Dulles' },
            { url: 'http://www.loudounhistory.org/history/sterling-park-beginnngs-1961', checked: '2026-11-28', supports: 'approved in 1962 as the first planned community in Loudoun; 1,762 acres of farms; conceived by Marvin T. Broyhill Jr.' },
            { url: 'https://en.wikipedia.org/wiki/Sterling,_VA', checked: '2026-11-28', supports: '1,762 acres of farms; part of Dulles Airport and the NWS office in Sterling' },
          ],
        },
        {
          name: 'Brambleton',
          note: 'Brambleton, a planned community of about 2,300 acres near Ashburn, began selling homes in 2001 and mixes townhouses, single-family houses and condominiums. Its Declaration is recorded in the county land records, and the Brambleton Community Association design guidelines govern exterior alterations.',
          sources: [
            { url: 'https://www.washingtonpost.com/realestate/walkable-brambleton-offers-convenience-community/2011/10/31/gIQARnO7fM_story.html', checked: '2026-11-28', supports: '2,300 acres, sales from 2001, housing types' },
            { url: 'http://www.brambletonhoa.com/250/Community-Standards', checked: '2026-11-28', supports: 'recorded Declaration and design guidelines' },
          ],
        },
        {
          name: 'Lansdowne',
          note: 'Lansdowne on the Potomac, built from the late 1990s between Route 7 and the Potomac River, has 1,442 houses and 713 townhouses. The Lansdowne Conservancy enforces design standards across the community, which also holds Lansdowne Resort and its golf courses.',
          sources: [
            { url: 'http://www.washingtonpost.com/wp-dyn/content/story/2010/07/30/ST2010073003337.html', checked: '2026-11-28', supports: 'development from the late 1990s, 1,442 houses and 713 townhouses, location' },
            { url: 'https://lansdowneconservancy.org', checked: '2026-11-28', supports: 'Conservancy design standards and covenants' },
            { url: 'https://www.washingtonian.com/2008/06/01/close-to-home-living-beside-a-golf-course/', checked: '2026-11-28', supports: 'golf courses and Lansdowne Resort' },
          ],
        },
        {
          name: 'Purcellville',
          note: "Purcellville took its name in the early 1850s from Valentine Vernon Purcell's store and post office, became a stop in 1874 on the railroad later known as the W&OD, and was incorporated in 1908. A fire in November 1914 destroyed most of its downtown businesses, many of its older buildings are Victorian, and the W&OD Trail, completed to Purcellville in 1988, ends here.",
          sources: [
            { url: 'http://purcellvilleva.com/84/About-the-Town', checked: '2026-11-28', supports: 'name, W&OD stop in 1874, incorporation 1908, fires, Victorian buildings, trail completed 1988' },
            { url: 'https://www.purcellvilleva.com/city-history/', checked: '2026-11-28', supports: "Purcell's store and post office; name adopted in 1853" },
            { url: 'https://www.purcellvilleva.gov/90/Historical-Timeline', checked: '2026-11-28', supports: 'renamed Purcellville in 1852; railroad in 1874; incorporation 1908; fire of November 1914 destroyed most downtown businesses' },
          ],
        },
        {
          name: 'Middleburg',
          note: "Middleburg, established in 1787 by Leven Powell, grew as a coach stop on the Ashby's Gap Turnpike and by the 1910s had become a social and equestrian center in the heart of Northern Virginia's hunt country. Its historic district, listed on the National Register in 1982, has late-18th- to early-20th-century buildings, highlighted by early stone and brick structures.",
          sources: [
            { url: 'https://www.nps.gov/nr/travel/journey/mid.htm', checked: '2026-11-28', supports: 'founding in 1787, turnpike coach stop, hunt country, stone and brick buildings' },
            { url: 'https://everything.explained.today/Middleburg_Historic_District_(Middleburg,_Virginia)', checked: '2026-11-28', supports: 'National Register listing in 1982' },
          ],
        },
      ],
    },
    {
      name: 'Prince William County',
      permitOffice:
        'Prince William County Department of Development Services, whose Building Development Division reviews plans and issues residential permits through ePortal, at the Development Services Building, 5 County Complex Court; an addition needs zoning approval first.',
      housingStock:
        'Dale City, begun in the 1960s with sections named alphabetically from Ashdale to Trentdale; Lake Ridge on the Occoquan Reservoir, mostly built in the 1970s with construction into the late 1990s, a mix of colonials, split-levels, ramblers, Cape Cods, townhouses and condominiums; Montclair around Lake Montclair; Braemar in Bristow, with about 3,000 homes from about 1990 on; and the subdivisions that have spread around Gainesville since the mid-1990s.',
      notableNeighborhoods: ['Dominion Valley', 'Braemar', 'Lake Ridge'],
      remodelingNote:
        'Prince William adopted the Chesapeake Bay Preservation Act in 1990: land within 100 feet of perennial streams and their wetlands is a Resource Protection Area, where development, land disturbance and vegetation removal are limited, which can affect waterfront lots. Montclair also has its own architectural guidelines, with property improvement requests to the Montclair Property Owners Association and a separate permit for docks and shoreline work on Lake Montclair.',
      sources: [
        { url: 'https://www.pwcva.gov/department/building-development-division/addition-or-garage', checked: '2026-11-28', supports: 'addition permits: zoning approval, plan approval, permit issuance at 5 County Complex Court' },
        { url: 'https://pwcva.gov/department/building-development-division/faqs', checked: '2026-11-28', supports: 'Building Development Division permits and residential permitting services' },
        { url: 'https://pwcva.gov/department/development-services/dropoff-program', checked: '2026-11-28', supports: 'Building Development Division submissions accepted only through ePortal' },
        { url: 'https://www.pwcva.gov/department/environmental-services/resource-protection-areas', checked: '2026-11-28', supports: 'Bay Act adopted in 1990; 100-foot RPAs; limits on development and vegetation removal' },
        { url: 'https://www.montclairva.com/forms-and-documents', checked: '2026-11-28', supports: 'Montclair architectural guidelines, property improvement requests, dock and shoreline permit' },
        { url: 'http://dalecitycivic.org/pages/about.html', checked: '2026-11-28', supports: 'Dale City sections from Ashdale to Trentdale' },
        { url: 'https://www.washingtonpost.com/realestate/in-lake-ridge-va-a-planned-community-comes-into-its-leafy-glory/2019/11/13/eeb77132-000b-11ea-8bab-0fc209e065a8_story.html', checked: '2026-11-28', supports: 'Lake Ridge built mostly in the 1970s through the late 1990s' },
        { url: 'http://www.washingtonpost.com/wp-dyn/content/story/2010/09/10/ST2010091004916.html', checked: '2026-11-28', supports: 'Lake Ridge house styles and housing mix' },
        { url: 'http://bristowbeat.com/news/planning-commission-approves-birkwood-at-braemar/', checked: '2026-11-28', supports: 'Braemar built from 1990' },
        { url: 'https://hgba.org/about/history/', checked: '2026-11-28', supports: 'mass development around Gainesville from 1994' },
      ],
      cities: [
        {
          name: 'Woodbridge',
          note: 'Woodbridge, bounded by the Occoquan and Potomac rivers, takes its name from the wooden toll bridge that Thomas Mason, son of George Mason, built across the Occoquan. Potomac Mills, which opened there in September 1985, was the first mall of the Mills chain and had one of the early IKEA stores in the United States.',
          sources: [
            { url: 'https://en.wikipedia.org/wiki/Woodbridge,_Virginia', checked: '2026-11-28', supports: 'bounded by the Occoquan and Potomac; name from the toll bridge of Thomas Mason' },
            { url: 'https://en.wikipedia.org/wiki/Potomac_Mills', checked: '2026-11-28', supports: 'opened September 1985; first Mills Corporation mall' },
            { url: 'http://potomaclocal.com/2017/10/04/who-remembers-the-potomac-mills-of-the-1990s/?utm_source=feedburner&utm_medium=feed&utm_campaign=Feed%3A+PotomacLocal+%28PotomacLocal.com%29', checked: '2026-11-28', supports: 'early IKEA store at Potomac Mills' },
          ],
        },
        {
          name: 'Lake Ridge',
          note: 'Lake Ridge was conceived in the 1960s as a planned community along the southern shore of the Occoquan Reservoir, and its homeowners association, the Lake Ridge Parks and Recreation Association, dates from 1972. Its roughly 7,500 homes share about 1,800 acres of common area, and its waterfront houses are on the north side.',
          sources: [
            { url: 'http://www.washingtonpost.com/wp-dyn/content/story/2010/09/10/ST2010091004916.html', checked: '2026-11-28', supports: '7,500 homes, 1,800 acres of common area, association formed 1972, waterfront homes on the north side' },
            { url: 'https://www.washingtonpost.com/realestate/in-lake-ridge-va-a-planned-community-comes-into-its-leafy-glory/2019/11/13/eeb77132-000b-11ea-8bab-0fc209e065a8_story.html', checked: '2026-11-28', supports: 'conceived in the 1960s; reservoir as northern boundary' },
          ],
        },
        {
          name: 'Dale City',
          note: 'Dale City was begun in the 1960s by developer Cecil D. Hylton, who named it for the hills and dales of the land, and its first sections, Ashdale, Birchdale, Cloverdale and Darbydale, were followed by more alphabetical dales through Trentdale. The community now covers about 14 square miles and reaches west to Hoadly Road.',
          sources: [
            { url: 'http://dalecitycivic.org/pages/about.html', checked: '2026-11-28', supports: 'built by Hylton from 1960; original sections and later dales' },
            { url: 'https://princewilliamliving.com/project-sustainable-future-dale-city-area/', checked: '2026-11-28', supports: 'master plan of 1966; named for hills and dales; 14.23 square miles; neighborhoods ending in dale' },
            { url: 'https://www.insidenova.com/headlines/welcome-to-dale-city-new-sign-goes-up-in-eastern-prince-william-enclave/article_e9f5ec94-ce2d-11ec-9e11-930beb6b0699.html', checked: '2026-11-28', supports: 'construction from 1960; extends to Hoadly Road and Trentdale' },
          ],
        },
        {
          name: 'Montclair',
          note: "Montclair surrounds Lake Montclair, a lake on Powell's Creek held by the Montclair dam, and the Montclair Country Club golf course. The Montclair Property Owners Association, run by an elected board of 11 homeowners, publishes architectural guidelines and requires property improvement requests for exterior changes.",
          sources: [
            { url: 'https://www.montclairva.com/single-post/2020/06/23/community-update-6-23-2020', checked: '2026-11-28', supports: "Lake Montclair dam and Powell's Creek" },
            { url: 'https://issuu.com./montclair/docs/pdf_version', checked: '2026-11-28', supports: 'MPOA board of 11 homeowners' },
            { url: 'https://www.montclairva.com/forms-and-documents', checked: '2026-11-28', supports: 'architectural guidelines and property improvement requests' },
            { url: 'https://www.montclairva.com/single-post/2019/09/09/community-news-9919', checked: '2026-11-28', supports: 'Montclair Country Club' },
          ],
        },
        {
          name: 'Gainesville',
          note: 'Gainesville grew up on the Fauquier and Alexandria Turnpike at the stop the Manassas Gap Railroad reached in 1852, and shipped cattle by rail into the 1960s. Its first townhouse community broke ground in 1994, and large-scale development followed.',
          sources: [
            { url: 'https://hgba.org/about/history/', checked: '2026-11-28', supports: 'railroad of 1852, turnpike, cattle shipping into the 1960s, first townhome community in 1994' },
          ],
        },
        {
          name: 'Haymarket',
          note: "Haymarket was chartered in 1799 on William Skinker's land as a town of 13 streets and 140 lots, and federal troops burned all but four of its buildings in November 1862. The town covers just over half a square mile, and the gated golf community of Dominion Valley lies nearby.",
          sources: [
            { url: 'https://en.wikipedia.org/wiki/Haymarket,_VA', checked: '2026-11-28', supports: 'charter of 1799, 13 streets and 140 lots, area of about half a square mile' },
            { url: 'https://princewilliamliving.com/haymarket-where-heritage-meets-progress/', checked: '2026-11-28', supports: 'burning of November 1862, four buildings left' },
            { url: 'https://golfcommunityreviews.com/archives/articles-by-category/state-virginia/2912-review-dominion-valley-haymarket-va.html', checked: '2026-11-28', supports: 'gated Dominion Valley golf community in Haymarket' },
          ],
        },
        {
          name: 'Bristow',
          note: 'Bristow is home to Braemar, a community of about 3,000 homes begun around 1990 off Linton Hall Road, and to Jiffy Lube Live, the amphitheater for about 25,000 people that opened as Nissan Pavilion in 1995.',
          sources: [
            { url: 'https://wikipedia2007.classicistranieri.com/b/r/a/Braemar_Community_Association_01a3.html', checked: '2026-11-28', supports: 'Braemar Community Association, about 3,000 homes in Bristow' },
            { url: 'http://bristowbeat.com/news/planning-commission-approves-birkwood-at-braemar/', checked: '2026-11-28', supports: 'Braemar built in 1990; Linton Hall Road' },
            { url: 'https://en.wikipedia.org/wiki/Jiffy_Lube_Live', checked: '2026-11-28', supports: 'amphitheater for 25,262, opened June 1995 as Nissan Pavilion' },
          ],
        },
      ],
    },
    {
      name: 'Falls Church',
      permitOffice:
        'City of Falls Church Building Safety Division, at the Development Services counter in City Hall, for addresses inside the city, with zoning and public works review; Falls Church mailing addresses outside the city line, such as Pimmit Hills, Lake Barcroft and Seven Corners, are permitted by Fairfax County Land Development Services.',
      housingStock:
        'More than 90 Victorian-era houses in the 2.2-square-mile city, which grew after the Civil War, along with the Cherry Hill farmhouse of about 1845; Pimmit Hills, begun in 1950, where 1,280 of the 1,642 houses were built to one 833-square-foot plan and many have since been enlarged or replaced; and Lake Barcroft, developed from the early 1950s around a private lake.',
      notableNeighborhoods: ['Sleepy Hollow', 'Pimmit Hills', 'Lake Barcroft'],
      remodelingNote:
        'A Falls Church mailing address does not mean City of Falls Church permitting: the Postal Service gives Falls Church addresses to many properties outside the city, so the city asks applicants to confirm the parcel before preparing plans. Inside the city, trees on single-family lots are regulated when a project needs a grading plan, which brings a landscape conservation plan with tree protection, when a designated specimen tree is involved, or when the lot lies in a Resource Protection Area.',
      sources: [
        { url: 'https://www.fallschurchva.gov/1851/About-Us', checked: '2026-11-28', supports: 'Building Safety Division issues building permits; Zoning and Public Works Engineering review' },
        { url: 'http://fallschurchva.gov/1846/Building-Safety-Division', checked: '2026-11-28', supports: 'Development Services counter at City Hall' },
        { url: 'http://www.fallschurchva.gov/231/Community-Planning-Economic-Development-', checked: '2026-11-28', supports: 'Falls Church mailing addresses outside the city; confirm the property before plans (permits)' },
        { url: 'http://fallschurchva.gov/1685/Tree-Permits', checked: '2026-11-28', supports: 'tree rules on single-family lots: grading plans, specimen trees, RPAs' },
        { url: 'https://www.fcnp.com/2016/03/03/f-c-victorian-society-working-to-preserve-heritage-of-little-city/', checked: '2026-11-28', supports: 'more than 90 Victorian-era houses; growth after the Civil War' },
        { url: 'https://dhr.virginia.gov/?p=14355', checked: '2026-11-28', supports: 'Cherry Hill farmhouse of about 1845' },
        { url: 'https://www.pimmithills.org/ph-story', checked: '2026-11-28', supports: 'Pimmit Hills from 1950; 1,280 of 1,642 houses on one plan' },
        { url: 'https://www.fcnp.com/2013/07/11/a-penny-for-your-thoughts-news-of-greater-falls-church-105/', checked: '2026-11-28', supports: 'Sleepy Hollow homes of 1951' },
      ],
      cities: [
        {
          name: 'Falls Church',
          note: 'The independent City of Falls Church takes its name from The Falls Church, whose brick building, designed by James Wren and finished in 1769, still stands on East Fairfax Street. Incorporated as a town in 1875 and separated from Fairfax County in 1948, the city keeps more than 90 Victorian-era houses within its 2.2 square miles.',
          sources: [
            { url: 'https://en.wikipedia.org/wiki/The_Falls_Church', checked: '2026-11-28', supports: 'brick church of 1767-69 by James Wren at 115 E. Fairfax St.' },
            { url: 'https://www.fundforsacredplaces.org/participants/the-falls-church-episcopal/', checked: '2026-11-28', supports: 'erected in 1769, designed by Col. James Wren' },
            { url: 'https://virginialiving.com/travel/victorian-echoes/', checked: '2026-11-28', supports: 'incorporated in 1875, independent of Fairfax County since 1948, 2.2 square miles' },
            { url: 'https://www.fcnp.com/2016/03/03/f-c-victorian-society-working-to-preserve-heritage-of-little-city/', checked: '2026-11-28', supports: 'over 90 Victorian-era houses' },
          ],
        },
        {
          name: 'Pimmit Hills',
          note: 'Ground was broken for Pimmit Hills in May 1950 on 663 acres, and it was then the largest subdivision in Fairfax County. Of its 1,642 houses, 1,280 were built to the same three-bedroom, one-bath plan of 833 square feet, and many have since been enlarged or replaced.',
          sources: [
            { url: 'https://www.pimmithills.org/ph-story', checked: '2026-11-28', supports: 'groundbreaking May 1950, 663 acres, largest subdivision, 1,280 of 1,642 houses on one plan' },
            { url: 'https://www.pimmithills.org/wexam-2010', checked: '2026-11-28', supports: 'original houses added to or torn down for larger ones' },
          ],
        },
        {
          name: 'Lake Barcroft',
          note: 'Lake Barcroft surrounds a reservoir that the Alexandria Water Company created with a dam on Holmes Run, finished in 1915, and that Colonel Joseph Barger bought with 680 acres in 1950 to develop as a residential community. The lake is privately owned, and lots along its shore and streams can fall in Chesapeake Bay Resource Protection Areas.',
          sources: [
            { url: 'http://www.self.gutenberg.org/articles/Lake_Barcroft,_Virginia', checked: '2026-11-28', supports: 'dam completed 1915, Barger purchase of 1950 with 680 acres, privately owned lake' },
            { url: 'https://lakebarcroft.org/about', checked: '2026-11-28', supports: 'Dr. Barcroft mill on Holmes Run' },
            { url: 'https://d10.lakebarcroft.org/resource-protection-areas', checked: '2026-11-28', supports: 'Resource Protection Areas on Lake Barcroft properties' },
          ],
        },
        {
          name: 'Seven Corners',
          note: 'Seven Corners is named for the tangle where Leesburg Pike, Arlington Boulevard, Wilson Boulevard, Sleepy Hollow Road and Hillwood Avenue meet, and was once known as Fort Buffalo. The Seven Corners Shopping Center, opened in 1956, was the first major shopping center in suburban Washington.',
          sources: [
            { url: 'https://www.tysonsreporter.com/2021/09/30/fairfax-county-seeks-funding-to-forge-one-ring-binding-seven-corners/', checked: '2026-11-28', supports: 'the five converging roads; Fort Buffalo' },
            { url: 'https://en.wikipedia.org/wiki/Seven_Corners_Shopping_Center', checked: '2026-11-28', supports: 'opened 1956 as the first major suburban shopping center' },
            { url: 'https://www.fcnp.com/2013/07/11/a-penny-for-your-thoughts-news-of-greater-falls-church-105/', checked: '2026-11-28', supports: 'area formerly known as Fort Buffalo' },
          ],
        },
        {
          name: 'West Falls Church',
          note: 'West Falls Church takes its name from the Orange Line station that opened on June 7, 1986 in the median of Interstate 66 near Leesburg Pike, one of only two Metro stations built with three tracks.',
          sources: [
            { url: 'https://liquisearch.com/west_falls_church_wmata_station', checked: '2026-11-28', supports: 'station in the I-66 median near Route 7, three tracks, service from June 7, 1986' },
          ],
        },
        {
          name: 'Idylwood',
          note: 'Idylwood is the unincorporated Fairfax County community in which the West Falls Church station actually stands.',
          sources: [
            { url: 'https://wikiz.com/wiki/West_Falls_Church_station', checked: '2026-11-28', supports: 'West Falls Church station located in Idylwood' },
          ],
        },
      ],
    },
    {
      name: 'McLean & Great Falls',
      permitOffice:
        "Fairfax County Land Development Services for building permits, with construction permits for septic systems and private wells from the Fairfax County Health Department's Onsite Sewage and Water Program, which many Great Falls properties need.",
      housingStock:
        'McLean subdivisions of the 1950s and 1960s such as Chesterbrook Woods and Broyhill McLean Estates, alongside the custom-designed houses that Fairfax County calls the norm in McLean, and estate homes on wooded lots across Great Falls, where the county plan has kept densities low since 1975.',
      notableNeighborhoods: ['Chesterbrook Woods', 'Evans Mill Pond', 'Great Falls Village Center'],
      remodelingNote:
        'Much of Great Falls relies on septic systems and private wells, and the lack of sewer is one reason its density stays low; septic and well work needs Fairfax County Health Department permits alongside the building permit. Lots along perennial streams can fall in Resource Protection Areas under the county Chesapeake Bay Preservation Ordinance, which covers land within 100 feet of such streams and regulates new work there.',
      sources: [
        { url: 'https://www.fairfaxcounty.gov/landdevelopment/', checked: '2026-11-28', supports: 'Land Development Services building permits' },
        { url: 'https://www.fairfaxcounty.gov/health/sewage-and-water', checked: '2026-11-28', supports: 'Health Department construction permits for septic systems and private wells' },
        { url: 'http://www.connectionnewspapers.com/news/2007/feb/06/septic-vs-sewer/', checked: '2026-11-28', supports: 'no sewer in the Great Falls Village Center; septic keeps densities low' },
        { url: 'http://www.connectionnewspapers.com/news/2007/mar/20/time-to-make-a-decision/', checked: '2026-11-28', supports: 'Great Falls density unchanged since the 1975 Comprehensive Plan' },
        { url: 'https://www.fairfaxcounty.gov/landdevelopment/chesapeake-bay-preservation-ordinance', checked: '2026-11-28', supports: 'Resource Protection Areas within 100 feet of perennial streams' },
        { url: 'http://mcleanonline.com/History.htm', checked: '2026-11-28', supports: 'Chesterbrook Woods built from the early 1950s to the late 1960s' },
        { url: 'https://www.mcleanbroyhill.org/history', checked: '2026-11-28', supports: 'Broyhill McLean Estates built in the late 1950s' },
        { url: 'https://docslib.org/doc/4927248/neighborhood-guide', checked: '2026-11-28', supports: 'custom-designed houses in McLean; estate homes on wooded lots in Great Falls' },
        { url: 'https://issuu.com./wooac/docs/anthology_3', checked: '2026-11-28', supports: 'Evans Mill Pond neighborhood history' },
      ],
      cities: [
        {
          name: 'McLean',
          note: 'McLean took its name in 1910 from John R. McLean and grew around a railroad stop on Chain Bridge Road. After World War II its farms were sold off for subdivisions, and Fairfax County now describes custom-designed houses and million-dollar estates as the norm there.',
          sources: [
            { url: 'http://www.connectionnewspapers.com/news/2004/jul/18/town-built-by-railroad-and-proximity-to-dc/', checked: '2026-11-28', supports: 'named in 1910 for John R. McLean; railroad stop; Chain Bridge Road' },
            { url: 'http://dcbehindthemonuments.blogspot.com/', checked: '2026-11-28', supports: 'farms sold off into lots after World War II' },
            { url: 'https://docslib.org/doc/4927248/neighborhood-guide', checked: '2026-11-28', supports: 'custom-designed houses and million-dollar estates' },
          ],
        },
        {
          name: 'Great Falls',
          note: 'Great Falls borders Great Falls Park, the National Park Service site of about 800 acres on the Potomac that holds the falls and the remains of the Patowmack Canal. Its estate homes on wooded lots have kept a low density since the 1975 county plan, and even the Great Falls Village Center has no sewer line.',
          sources: [
            { url: 'http://absoluteastronomy.com/topics/Great_Falls_Park', checked: '2026-11-28', supports: 'NPS park of about 800 acres, Patowmack Canal' },
            { url: 'https://yourclinicinfo.blogspot.com/2018/02/great-falls-park.html', checked: '2026-11-28', supports: 'canal began operating in 1785' },
            { url: 'http://www.connectionnewspapers.com/news/2007/mar/20/time-to-make-a-decision/', checked: '2026-11-28', supports: 'density unchanged since the 1975 plan' },
            { url: 'http://www.connectionnewspapers.com/news/2007/feb/06/septic-vs-sewer/', checked: '2026-11-28', supports: 'no sewer line in the Great Falls Village Center' },
          ],
        },
        {
          name: 'Langley',
          note: 'Langley, one of the communities combined to form McLean, is the site of the CIA headquarters, the George Bush Center for Intelligence, whose original building went up from 1959 to 1961 on what is now a campus of 258 acres.',
          sources: [
            { url: 'https://en.wikipedia.org/wiki/George_Bush_Center_for_Intelligence', checked: '2026-11-28', supports: 'headquarters in Langley, original building 1959-61, 258 acres' },
            { url: 'http://ghostsofdc.org/2015/01/08/jfk-opposed-widening-chain-bridge-road/', checked: '2026-11-28', supports: 'Lewinsville and Langley combined to form McLean' },
          ],
        },
        {
          name: 'Chesterbrook',
          note: 'Chesterbrook Woods, in the southeast corner of McLean along Pimmit Run, was mostly farmland, forest and pasture in 1950, and most of its roughly 530 houses were built between the early 1950s and the late 1960s. Its citizens association has represented the neighborhood since 1954.',
          sources: [
            { url: 'http://mcleanonline.com/History.htm', checked: '2026-11-28', supports: 'boundaries, land use in 1950, about 530 homes built from the early 1950s to the late 1960s, association of 1954' },
          ],
        },
        {
          name: 'Broyhill McLean Estates',
          note: 'Broyhill McLean Estates was built in the late 1950s on the former Drew Farm, and it arcs around the McLean business district. It fronts the three main McLean roads, Dolley Madison Boulevard, Old Dominion Drive and Chain Bridge Road.',
          sources: [
            { url: 'https://www.mcleanbroyhill.org/history', checked: '2026-11-28', supports: 'built in the late 1950s on Drew Farm; arc around the business district; fronts three thoroughfares' },
          ],
        },
      ],
    },
    {
      name: 'Vienna & Oakton',
      permitOffice:
        "Fairfax County Land Development Services issues building permits, but inside the Town of Vienna an application filed with the county must also be reviewed by the town's Department of Planning and Zoning, which issues an approval letter and stamped plans before the applicant returns to the county; Oakton, Dunn Loring, Merrifield and Tysons go straight to the county.",
      housingStock:
        '1950s and 1960s ramblers and split-levels on quarter- to third-acre lots in the Town of Vienna, nearly half of which have been replaced by larger houses; and the townhouses and apartments around the Mosaic District in Merrifield and the Dunn Loring Metro station.',
      notableNeighborhoods: ['Windover Heights', 'Mosaic District', 'Dunn Loring'],
      remodelingNote:
        'The Town of Vienna reviews additions, screened porches, decks, basement renovations and changes in roof height against its own zoning code, including its lot-coverage limits, and the Windover Heights Board of Review must issue a Certificate of Appropriateness for new construction and major exterior changes visible from the street in the Windover Heights Historic District. The town Board of Architectural Review covers exterior changes to buildings other than detached single-family houses.',
      sources: [
        { url: 'https://viennava.gov/doing-business/your-business/zoning-applications-permits-plan-reviews', checked: '2026-11-28', supports: 'building permit process: county application, town review and stamped plans, back to the county' },
        { url: 'https://www.viennava.gov/Town-Departments/Planning-Zoning/Permits-Applications/Residential-Projects', checked: '2026-11-28', supports: 'residential work the town reviews; Fairfax County as building official; lot coverage' },
        { url: 'https://www.viennava.gov/Town-Departments/Planning-Zoning/Boards-and-Commissions/Windover-Heights-Board-of-Review', checked: '2026-11-28', supports: 'Windover Heights Board of Review and certificates of appropriateness' },
        { url: 'https://www.viennava.gov/index.aspx?nid=263', checked: '2026-11-28', supports: 'BAR reviews exterior modifications except detached single-family dwellings' },
        { url: 'https://www.chuckforvienna.com/chuckblog/norwegianwood', checked: '2026-11-28', supports: '1950s and 1960s ramblers and split-levels, almost half replaced' },
        { url: 'https://dougfrancis.com/new-infill-homes-vienna-virginia/', checked: '2026-11-28', supports: 'quarter- to third-acre lots' },
        { url: 'https://washington.uli.org/event-recap/mosaic-at-merrifield-case-study-site-visit/', checked: '2026-11-28', supports: 'Mosaic residential units and townhouses' },
        { url: 'http://www.wmata.com/business/joint_development_opportunities/tod/project.cfm?I=8', checked: '2026-11-28', supports: 'apartments at the Dunn Loring-Merrifield station' },
      ],
      cities: [
        {
          name: 'Vienna',
          note: "Vienna was first known as Ayr Hill, after John Hunter's house of 1767, and the railroad that reached it later became the W&OD, whose trail now passes the Freeman Store near Church Street. The town was incorporated in 1890, and nearly half of its 1950s and 1960s ramblers and split-levels have since been replaced by larger houses.",
          sources: [
            { url: 'https://vienna.prod.govaccess.org/getting-to-know-vienna/history', checked: '2026-11-28', supports: 'Ayr Hill of 1767, renaming to Vienna, arrival of the railroad' },
            { url: 'http://www.viennaconnection.com/news/2015/mar/04/vienna-celebrates-125-years-incorporation/', checked: '2026-11-28', supports: 'incorporation in 1890; Church Street and the Freeman House' },
            { url: 'https://johncowgillstoriesoftherailroad.com/2022/10/06/vienna-virginia-u-s-a/', checked: '2026-11-28', supports: 'Freeman Store next to the W&OD Trail' },
            { url: 'https://www.chuckforvienna.com/chuckblog/norwegianwood', checked: '2026-11-28', supports: 'ramblers and split-levels, almost half replaced' },
          ],
        },
        {
          name: 'Oakton',
          note: 'The old village center of Oakton is the crossing of Chain Bridge and Hunter Mill roads, once marked by a church, a schoolhouse and a store.',
          sources: [
            { url: 'https://optionsforoakton.org/home/know/blog', checked: '2026-11-28', supports: 'historic center at Chain Bridge and Hunter Mill roads, church, schoolhouse and store' },
          ],
        },
        {
          name: 'Dunn Loring',
          note: 'Dunn Loring was laid out in 1886 and 1887 by the Loring Land and Improvement Company beside the railroad that became the W&OD, and is counted the oldest platted subdivision in Fairfax County and its first railroad suburb. Its Metro station opened in 1986 in the median of Interstate 66 at Gallows Road.',
          sources: [
            { url: 'https://www.washingtonpost.com/archive/local/1986/06/06/metro-scene/52e9d414-2eb9-4aa6-9ee1-c55150253ef3/', checked: '2026-11-28', supports: 'Loring Land Improvement Co. of 1887, first railroad suburb' },
            { url: 'http://www.connectionnewspapers.com/news/2006/oct/24/cen-ten-ten-remembers-when/', checked: '2026-11-28', supports: 'land bought in 1886; oldest platted subdivision in the county' },
            { url: 'https://www.wmata.com/initiatives/plans/PlatformProject/Looking-back-at-historic-dunn-loring-Station-photos.cfm?id=1060', checked: '2026-11-28', supports: 'station at I-66 and Gallows Road opened in 1986' },
          ],
        },
        {
          name: 'Merrifield',
          note: 'The Mosaic District in Merrifield opened in 2012 on about 31 acres that once held a drive-in and later a multiplex cinema, and it now mixes shops, an Angelika cinema, a hotel, apartments and 138 townhouses.',
          sources: [
            { url: 'https://edens.com/canvas/mosaic-evolves-from-industrial-lot-to-thriving-community/', checked: '2026-11-28', supports: 'former drive-in and multiplex site; Angelika cinema' },
            { url: 'https://washington.uli.org/event-recap/mosaic-at-merrifield-case-study-site-visit/', checked: '2026-11-28', supports: '31 acres, hotel, 138 townhouses' },
            { url: 'http://fcnp.com/2012/07/18/massive-mosaic-mixed-use-center-ready-to-open-doors-in-merrifield/', checked: '2026-11-28', supports: 'opening in 2012' },
          ],
        },
        {
          name: 'Tysons',
          note: 'Tysons has four Silver Line stations, McLean, Tysons, Greensboro and Spring Hill, which opened on July 26, 2014, and the plan is to remake Tysons, home to two regional malls, as a walkable urban center around them.',
          sources: [
            { url: 'http://www.tysonscity.net/--tysons-metro-rail.html', checked: '2026-11-28', supports: 'four Tysons stations opened in July 2014; two regional malls' },
            { url: 'https://perceptiopt.com/%D0%A1%D0%BF%D1%80%D0%B8%D0%BD%D0%B3-%D0%A5%D0%B8%D0%BB%D0%BB_(%D1%81%D1%82%D0%B0%D0%BD%D1%86%D0%B8%D1%8F_%D0%BC%D0%B5%D1%82%D1%80%D0%BE)', checked: '2026-11-28', supports: 'opening date of July 26, 2014' },
            { url: 'http://www.citylab.com/commute/2014/06/the-colossal-expectations-of-dcs-newest-metro-line/372423/', checked: '2026-11-28', supports: 'plan to remake Tysons as a walkable urban center' },
          ],
        },
        {
          name: 'Wolf Trap',
          note: 'Wolf Trap takes its name from Wolf Trap National Park for the Performing Arts, the former farm of Catherine Filene Shouse that Congress accepted in 1966 as the first national park for the performing arts. Its Filene Center opened in 1971, and the park lies near Vienna.',
          sources: [
            { url: 'https://en.wikipedia.org/wiki/Wolf_Trap_National_Park_for_the_Performing_Arts', checked: '2026-11-28', supports: 'Shouse gift accepted in 1966, first national park for the performing arts, location near Vienna' },
            { url: 'https://www.philanthropyroundtable.org/almanac/wolf-trap-national-park-for-the-performing-arts/', checked: '2026-11-28', supports: 'theater opened in 1971' },
          ],
        },
      ],
    },
  ],
  services: [...GRID_SERVICE_SLUGS],
  featuredNeighborhoods: [
    {
      name: 'McLean',
      description:
        'McLean homes range from 1950s subdivisions to the custom-designed houses and estates that now set its tone. We plan to bring our shop-built cabinetry and paneled millwork to kitchens, studies and libraries here.',
      badges: ['Luxury Estates', 'Custom Millwork'],
    },
    {
      name: 'Great Falls',
      description:
        'Great Falls estate homes sit on wooded lots near the national park on the Potomac, and many rely on septic systems and private wells. Wherever a house relies on them, we will plan around Health Department septic and well permits.',
      badges: ['Luxury Estates', 'Large Lots'],
    },
    {
      name: 'Old Town Alexandria',
      description:
        "Old Town keeps about 200 buildings from Alexandria's early years, with the Federal period best represented. We will prepare drawings for the Board of Architectural Review before any exterior work, including period-correct trim, windows and doors.",
      badges: ['Historic Homes', 'Period Trim'],
    },
    {
      name: 'Vienna',
      description:
        'Vienna has many ramblers and split-levels from the 1950s and 1960s on quarter- to third-acre lots. Where a family wants a second story on one, we will handle both the town zoning review and the county permit.',
      badges: ['Home Additions', 'Mid-Century Homes'],
    },
    {
      name: 'Reston',
      description:
        "Reston's planned clusters, beginning with Lake Anne Village, share design rules under the Deed of Dedication. We will prepare Design Review Board applications alongside our plans.",
      badges: ['Planned Community', 'HOA Approvals'],
    },
    {
      name: 'Ashburn',
      description:
        'Ashburn\'s planned communities date from the late 1980s on. For finished basements, upgraded kitchens and custom storage there, HOA architectural review will be part of our schedule from the first meeting.',
      badges: ['Newer Homes', 'Basement Finishing'],
    },
    {
      name: 'Falls Church',
      description:
        'The City of Falls Church keeps more than 90 Victorian-era houses, and neighboring Pimmit Hills began in 1950 with houses built mostly to one plan. We will confirm whether the city or Fairfax County permits each address before design begins.',
      badges: ['Historic Homes', 'Home Additions'],
    },
    {
      name: 'Del Ray',
      description:
        'Del Ray\'s historic district holds houses built from the 1890s to 1941, some of them mail-order. Rear additions, opened kitchens and porch restorations are the projects we expect to build most.',
      badges: ['Historic Homes', 'Bungalows', 'Porches'],
    },
  ],
  stats: locationStats.map((stat) => ({ ...stat })),
  faq: [
    {
      question: 'When will you start taking projects in Northern Virginia?',
      answer:
        'We have not announced a launch date yet. Join the notification list and we will contact you as soon as we can schedule consultations in Alexandria, Arlington and Fairfax County, the first areas we plan to serve.',
    },
    {
      question: 'Can you take on my Virginia project before the launch?',
      answer:
        'Not yet. We will not sign a Virginia contract until our Virginia contractor license, insurance and local crew are in place, so that every project meets the same standard as our Maryland work.',
    },
    {
      question: 'Will you be licensed in Virginia?',
      answer:
        'Yes. Virginia generally requires businesses that build or improve property owned by others to hold a contractor license from the Department of Professional and Occupational Regulation (DPOR) Board for Contractors, and we will have it before we sign any Virginia contract. The license number will appear on every Virginia estimate and contract.',
    },
    {
      question: 'Who will handle permits in Northern Virginia?',
      answer:
        'We will, just as we do in Maryland. Each city and county has its own office, such as Alexandria Code Administration, Permit Arlington and Fairfax County Land Development Services, and towns like Vienna and Leesburg add their own zoning review for work such as home additions and outdoor decks.',
    },
    {
      question: 'Will the fixed-price guarantee{claim.fixedPriceGuarantee} and warranties apply in Virginia?',
      answer:
        'Yes. Virginia clients will receive the same written fixed-price proposal, {warranties.craftsmanship.name} and {warranties.hardware.name} that our Maryland clients have today, whether the project is bathroom remodeling or custom closets.',
    },
    {
      question: 'Will financing be available?',
      answer: `We expect the financing Maryland clients use, through our partner ${thirdParty.financingPartner.name} and its network of lenders, to be available here too, and our online financing calculator already lets you estimate a monthly payment for basement finishing, kitchen remodeling or any other project.`,
    },
  ],
  specialties: [
    'Period-correct millwork for historic rowhouses and bungalows',
    'Second-story and rear additions for mid-century ramblers',
    'Shop-built cabinetry, libraries and built-in entertainment walls',
    'Basement finishing for 1990s-2010s planned-community homes',
    'High-rise condo kitchen and bath remodeling',
    'HOA, Board of Architectural Review and permit coordination',
  ],
  socialMedia: {
    facebook: social.facebook,
    instagram: social.instagram,
  },
});
