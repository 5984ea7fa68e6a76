import type { ServiceArea } from '../../types';

/** Howard County: its permit offices, housing stock and the towns we serve there. */
export const howard: ServiceArea = {
  name: 'Howard County',
  permitOffice: 'Howard County Department of Inspections, Licenses and Permits (DILP) in the George Howard Building, 3430 Court House Drive, Ellicott City.',
  housingStock: "Granite and frame buildings of the 18th and 19th centuries in historic Ellicott City; contemporaries, colonials and townhomes in Columbia's planned villages, built from 1967 on; and houses on one- to three-acre lots in western Howard County, where three-acre zoning from 1977 gave way to clustered lots in the 1990s. Columbia's earliest houses, from 1967, are now more than 50 years old.",
  notableNeighborhoods: ['Wilde Lake', 'River Hill', 'Maple Lawn', 'Turf Valley', 'Historic Ellicott City'],
  remodelingNote: "In Columbia, exterior changes such as additions, decks, new siding colors or different window styles need an approved exterior alteration application under the village's covenants, reviewed by the village's architectural committee. The Ellicott City and Lawyers Hill historic districts are local historic districts, where the Howard County Historic Preservation Commission must issue a certificate of approval for exterior changes; we seek either approval alongside the county permit.",
  permits: {
    building: 'the Howard County Department of Inspections, Licenses and Permits (DILP)',
    buildingCity: 'Ellicott City',
    electrical: 'DILP',
    plumbing: 'DILP',
  },
  reviews: [
    {
      kind: 'historic-district',
      text: 'Houses in the Ellicott City and Lawyers Hill historic districts need a certificate of approval from the Howard County Historic Preservation Commission before their exteriors are altered.',
    },
    {
      kind: 'hoa',
      text: "Homes in Columbia's ten villages, River Hill among them, are bound by village covenants, so additions, decks, fences and changes of siding or window style need an exterior alteration application approved through the village association's architectural committee.",
    },
    {
      kind: 'well-septic',
      text: "Homes on private wells and septic systems, common in western Howard County, come under the Howard County Health Department's Well and Septic Program, which reviews septic system designs and inspects wells and septic systems; when a project adds a bedroom or comes near a well or septic area, we check with the program as well as applying for the DILP permit.",
    },
  ],
  cities: [
    {
      name: 'Ellicott City',
      note: "The Ellicott brothers founded Ellicott's Mills in 1772 around a flour mill where the Tiber Branch meets the Patapsco, and the granite and frame buildings of the old town still climb the steep hills around Main Street, which flooded severely in July 2016 and again in May 2018.",
      highlight: "The B&O Railroad's Ellicott City Station, built in 1830 and the oldest surviving railroad station in the country, stands at the foot of Main Street, and homes and shops in the historic district date from the 1790s onward in Federal, Italianate and Victorian styles, many of them built of granite quarried along the Patapsco. Beyond the old town, Ellicott City is a suburban community of about 76,000 people (2020 census), with no town government of its own, that takes in newer neighborhoods such as Turf Valley.",
      neighborhoods: [
        { name: 'Dunloggin', text: 'Dunloggin takes its name from a dairy farm whose owner bought the land in 1926, logged off its white oaks and said he was "done logging," and the historic house White Hall still stands on Chatham Road.' },
        { name: 'Turf Valley', text: 'Turf Valley grew around a country club that opened in the late 1950s between U.S. 40 and I-70; most of its houses went up from the mid-1980s, including the semi-detached homes and townhouses of the Legends.' },
        { name: 'Terra Maria', text: 'Completed around 2000 on land once owned by Charles Carroll of Carrollton, Terra Maria is a neo-traditional enclave of about 100 Federal-style houses set close to the street, with alleys behind and the stone ruins of St. Charles College at its heart.' },
      ],
      geo: { lat: 39.2673, lng: -76.7983 },
      homeTypes: ['suburban-colonial', 'split-level', 'historic-core'],
      projects: [
        {
          services: ['custom-woodworking', 'crown-molding', 'door-installation'],
          text: 'Where walls in the stone and frame houses of the historic district are out of plumb, we scribe trim, casings and paneled doors to the openings instead of forcing them square.',
        },
        {
          services: ['basement-finishing'],
          text: 'Where a rubble stone foundation in the old town lets in water, we deal with drainage and damp walls before we finish the lower level.',
        },
        {
          services: ['kitchen-remodeling'],
          text: 'Outside the historic district, owners of houses from the 1970s to the 1990s often ask us to reconfigure their original builder kitchens and open them to the family room.',
        },
        {
          services: ['window-installation', 'siding-installation', 'roofing-services'],
          text: 'In the Ellicott City Historic District, changes to windows, siding or roofing materials need a certificate of approval from the Howard County Historic Preservation Commission, and we prepare that application with the product details.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://askwikinow.com/view_html.php?lang=en&q=Ellicott_City%2C_Maryland', checked: '2026-11-28', supports: 'population 75,947 at the 2020 census; unincorporated' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=483&FROM=NRMapHO.aspx', checked: '2026-11-28', supports: 'Ellicott brothers bought the mill site in 1772; granite, wood and rubble stone buildings on steep streets above the river (Ellicott City Historic District, HO-78)' },
        { url: 'http://articles.baltimoresun.com/1997-09-19/news/1997262035_1_ellicott-patapsco-river-shopping-district', checked: '2026-11-28', supports: 'flour mill built in 1772 where the Patapsco met the Tiber Branch' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-01-22-1995022192-story.html', checked: '2026-11-28', supports: 'homes and shops in the historic district date from the 1790s, Federal, Italianate and Victorian styles, granite from Patapsco quarries' },
        { url: 'https://en.wikipedia.org/wiki/Ellicott_City_Station', checked: '2026-11-28', supports: 'Ellicott City Station built in 1830, oldest surviving passenger station in the United States' },
        { url: 'https://www.bayjournal.com/article/ellicott_city_officials_reflect_on_how_to_weather_future_storms', checked: '2026-11-28', supports: 'Main Street floods of July 30, 2016 and May 27, 2018' },
        { url: 'https://www.washingtonpost.com/realestate/ellicott-city-history-hiking-and-a-place-for-families-between-baltimore-and-dc/2019/11/19/13cfb91e-0581-11ea-8292-c46ee8cb3dce_story.html', checked: '2026-11-28', supports: 'unincorporated community of about 65,000; founded 1772; station; floods of 2016 and 2018' },
        { url: 'http://mysjca.org/dunloggin-history-maps/', checked: '2026-11-28', supports: 'Dunloggin dairy farm, white oak logged from 1926, "done logging", White Hall on Chatham Road' },
        { url: 'https://en.wikipedia.org/wiki/Turf_Valley,_Maryland', checked: '2026-11-28', supports: 'Turf Valley Country Club opened 1958-59 between I-70 and U.S. 40' },
        { url: 'https://www.baltimoresun.com/business/real-estate/bal-re.insider02mar02-story.html', checked: '2026-11-28', supports: 'Turf Valley houses mostly built from the mid-1980s; the Legends semi-detached and townhouse neighborhood' },
        { url: 'http://www.nytimes.com/1999/12/12/realestate/outside-baltimore-a-reach-back-to-the-19th-century.html?pagewanted=all', checked: '2026-11-28', supports: 'Terra Maria: 102-house neo-traditional development on former Charles Carroll land, St. Charles College' },
        { url: 'http://articles.baltimoresun.com/2000-01-19/news/0001200350_1_terra-maria-alleys-development', checked: '2026-11-28', supports: 'Terra Maria just completed in 2000; Federal-style houses close to the street backing to alleys' },
        { url: 'http://terramaria.cloudaccess.net/about-us.html', checked: '2026-11-28', supports: 'Terra Maria a neo-traditional community whose heart is the ruins of the seminary; land part of Charles Carroll of Carrollton\'s Doughoregan Manor Enlarged' },
      ],
    },
    {
      name: 'Columbia',
      note: 'Columbia opened its first village, Wilde Lake, in June 1967 and has grown village by village since, with contemporaries, colonials and townhomes linked by footpaths to village centers and to Lake Kittamaqundi, the man-made lake at the Town Center.',
      highlight: "Oakland Mills, whose village center opened in 1969, and Harper's Choice, whose center followed in 1971, were among Columbia's early villages. Houses in every village are bound by similar covenants, under which architectural guidelines govern changes to the outside of a house.",
      neighborhoods: [
        { name: 'Running Brook', text: 'Running Brook borrows its name from the Robert Frost poem West-Running Brook, in keeping with the literary street names found across Columbia.' },
        { name: "Hobbit's Glen", text: "In Harper's Choice, Hobbit's Glen takes its name, and street names such as Green Dragon Court and Wood Elves Way, from the works of Tolkien." },
        { name: 'Dorsey Hall', text: "Dorsey Hall, in Dorsey's Search village, is named for a historic house, and streets like Maydew Mews Way and Old Dragon Path come from Oliver Wendell Holmes." },
        { name: 'Dasher Green', text: "Dasher Green is named for the Dasher family's farm, bought in May 1963 by one of the companies assembling land for Columbia." },
      ],
      geo: { lat: 39.2037, lng: -76.861 },
      homeTypes: ['split-level', 'townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation', 'siding-installation'],
          text: "Where a first-generation Columbia house still has its original siding and windows, we choose replacement styles and colors that the village architectural committee will approve.",
        },
        {
          services: ['kitchen-remodeling'],
          text: 'In 1970s Columbia contemporaries with closed galley kitchens, owners often ask us to open the kitchen to the living space.',
        },
        {
          services: ['roofing-services'],
          text: 'On Columbia contemporaries with skylights and low-slope roof sections, we replace or reflash the skylights as part of a roof replacement.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Where a 1970s house has open-riser stairs and thin railings, we rebuild them in solid wood with guards and balusters that meet current code.',
        },
      ],
      reviews: [{ kind: 'hoa' }],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Wilde_Lake,_Columbia,_Maryland', checked: '2026-11-28', supports: 'Wilde Lake, the first village, opened June 21, 1967' },
        { url: 'https://en.wikipedia.org/wiki/Oakland_Mills,_Columbia,_Maryland', checked: '2026-11-28', supports: 'Oakland Mills village officially opened November 11, 1969' },
        { url: 'http://writing-the-wrongs.blogspot.com/2013/05/in-this-months-business-monthly.html', checked: '2026-11-28', supports: "Oakland Mills village center 1969, Harper's Choice village center 1971" },
        { url: 'https://www.columbiatowncenter.org/covenant-info/faq/', checked: '2026-11-28', supports: 'covenants run with the land; architectural guidelines; similar covenants in all Columbia villages' },
        { url: 'http://columbia50.hocomojo.org/category/history/', checked: '2026-11-28', supports: 'Lake Kittamaqundi, 27-acre man-made lake created by the Rouse Company in 1966' },
        { url: 'https://www.baltimoresun.com/maryland/howard/columbia/ph-ho-cf-lake-path-1127-20141124-story.html', checked: '2026-11-28', supports: "Lake Kittamaqundi downtown and Columbia's pathway system of about 100 miles" },
        { url: 'http://articles.baltimoresun.com/1999-05-19/news/9905190242_1_columbia-archives-hesperus-streets', checked: '2026-11-28', supports: 'Running Brook named for the Robert Frost poem; literary street names' },
        { url: 'https://manawrites.wordpress.com/2015/04/21/poetry-day-21-faulkner-tolkien-and-longfellow-live-in-columbia/', checked: '2026-11-28', supports: "Hobbit's Glen street names such as Green Dragon Court and Wood Elves Way from Tolkien" },
        { url: 'http://historichomeshowardcounty.blogspot.com/2016/03/columbias-poetical-street-names.html', checked: '2026-11-28', supports: 'Dorsey Hall named for a historic house; Maydew Mews Way and Old Dragon Path from Oliver Wendell Holmes' },
        { url: 'https://en.wikipedia.org/wiki/Dasher_Farm?oldid=758929369', checked: '2026-11-28', supports: 'Dasher Green named for the Dasher family farm bought in May 1963 for the Rouse Company' },
        { url: 'http://advancedreadingcolumbiaproject.wikispaces.com/Hobbit%27s+Glen?responseToken=f761db6f59b39a1adccf9fc3bd2d6e5f', checked: '2026-11-28', supports: "Hobbit's Glen in Harper's Choice; neighborhood and street names (Wood Elves Way, Green Dragon Court) from Tolkien" },
        { url: 'https://www.columbiaassociation.org/about-us/columbia-history/dorsey-hall/', checked: '2026-11-28', supports: "Dorsey Hall neighborhood in Dorsey's Search named for the 18th-century Dorsey Hall house" },
      ],
    },
    {
      name: 'Clarksville',
      note: 'Clarksville takes its name from the Clark family, who came from Belfast in 1797 under an indenture to Charles Carroll of Carrollton and later owned land here. Today the community centers on the junction of Routes 108 and 32, where the suburban side of the county meets its rural west.',
      highlight: "River Hill, the tenth and last of Columbia's villages, was settled from 1992, and its first neighborhood, Pheasant Ridge, borders the Middle Patuxent Environmental Area. Outside River Hill stand older places such as Montrose, a stone house of 1844 on Brighton Dam Road, and Richland Farm, held by one family for more than 300 years.",
      neighborhoods: [
        { name: 'Pheasant Ridge', text: 'Pheasant Ridge, the first neighborhood of River Hill, took its first families in the spring of 1992 along the northern half of Trotter Road, some of them on lots backing onto the Middle Patuxent Environmental Area.' },
        { name: 'Pointers Run', text: "Pointers Run, River Hill's other neighborhood, shares with Pheasant Ridge a name drawn from the game preserve the Rouse Company ran on River Hill Farm in the mid-1960s." },
        { name: 'Trotter Road', text: 'Trotter Road was home to the wildlife biologist Aelred Geis, who in the late 1960s persuaded James Rouse to keep the Middle Patuxent valley nearby as open space, and its residents association is as old as Columbia.' },
      ],
      geo: { lat: 39.2068, lng: -76.9447 },
      homeTypes: ['suburban-colonial', 'estate'],
      projects: [
        {
          services: ['outdoor-decks'],
          text: 'Where a Clarksville house backs onto woods or open space, we build multi-level decks with stairs down to a walkout patio; in River Hill, a deck also needs an exterior alteration application approved by the village.',
        },
        {
          services: ['kitchen-remodeling'],
          text: "Owners of Clarksville houses from the 1990s and 2000s often ask us to rework the builder kitchens with new cabinetry, islands and appliances.",
        },
        {
          services: ['basement-finishing'],
          text: 'Where a sloping lot gives a house a walkout lower level, we finish it with wet bars, media space and guest rooms.',
        },
        {
          services: ['home-office'],
          text: 'For owners who work from home, we panel and fit out a first-floor study or turn a spare room into an office.',
        },
      ],
      reviews: [{ kind: 'hoa' }],
      sources: [
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-10-26-1995299072-story.html', checked: '2026-11-28', supports: 'Aelred Geis persuaded Rouse in the late 1960s to keep the Middle Patuxent valley open' },
        { url: 'https://www.baltimoresun.com/maryland/howard/ph-ho-n-clarksville-0215-story.html', checked: '2026-11-28', supports: 'Clark brothers from Belfast, 1797 indenture to Charles Carroll of Carrollton, later landowners' },
        { url: 'https://www.baltimoresun.com/business/real-estate/bal-re.insider27apr27-story.html', checked: '2026-11-28', supports: "Clarksville defined by Routes 108 and 32, where the suburban county meets the rural; River Hill the last of Columbia's ten villages" },
        { url: 'https://www.villageofriverhill.org/river-hill-is-20-years-old-celebrating-the-past-with-an-eye-toward-the-future/', checked: '2026-11-28', supports: 'River Hill tenth and final village; game preserve on River Hill Farm behind the names Pheasant Ridge and Pointers Run; Aelred Geis of Trotter Road and James Rouse in 1966' },
        { url: 'http://articles.baltimoresun.com/1992-03-22/news/0207110338_1_new-village-village-of-columbia-columbia-history', checked: '2026-11-28', supports: 'first families in Pheasant Ridge in March 1992 on Trotter Road, lots next to the Middle Patuxent Environmental Area' },
        { url: 'http://articles.baltimoresun.com/1992-07-26/news/1992208169_1_columbia-association-village-board-village-association', checked: '2026-11-28', supports: 'Pheasant Ridge along the northern half of Trotter Road; Trotter Road Citizens Association as old as Columbia' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1256', checked: '2026-11-28', supports: 'Montrose, stone house of 1844 at 13370 Brighton Dam Road (HO-85)' },
        { url: 'https://www.baltimoresun.com/maryland/howard/howard-magazine/bs-mg-ho-guide-clarksville-highland-20220211-mnonocz5fne2za7zvfl2pk2vrq-story.html', checked: '2026-11-28', supports: 'Richland Farm in the same family for more than 300 years' },
        { url: 'https://en.wikipedia.org/wiki/River_Hill,_Columbia,_Maryland', checked: '2026-11-28', supports: 'River Hill divided into two neighborhoods, Pheasant Ridge and Pointers Run; former game preserve' },
      ],
    },
    {
      name: 'Elkridge',
      note: 'Elkridge began as Elkridge Landing, a colonial port on the Patapsco, and the stone arches of the 1835 Thomas Viaduct still carry trains across the river beside the Avalon area of Patapsco Valley State Park.',
      highlight: "The Lawyers Hill Historic District preserves 19th-century summer houses on the hill above the river, and the Elkridge Furnace, founded in 1755, recalls the town's iron-making past. Much of today's housing is far newer, including the condominiums, townhouses and single-family homes that have gone up since about 1990.",
      neighborhoods: [
        { name: 'Lawyers Hill', text: 'Lawyers Hill began as a summer retreat for Baltimore lawyers and doctors once the Thomas Viaduct opened, and its Gothic Revival, Italianate, Queen Anne and Shingle-style houses share the district with a Georgian house of 1738.' },
        { name: 'Elkridge Crossing', text: 'Elkridge Crossing rose from 2008 on the site of a long-closed drive-in theater on Route 1, mixing two-over-two townhomes and condominiums with offices and planned shops facing the highway.' },
        { name: 'Village Towns', text: 'A few turns off Route 1, Village Towns is a community of 259 townhouses on close-set streets, home to many young families.' },
      ],
      geo: { lat: 39.2126, lng: -76.7136 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['window-installation'],
          text: 'For owners bothered by highway or aircraft noise, we often suggest laminated-glass windows that cut it.',
        },
        {
          services: ['outdoor-decks'],
          text: "Where an Elkridge townhome has an elevated rear deck off the main floor, we rebuild it to current code and to the community's design rules.",
        },
        {
          services: ['basement-finishing'],
          text: 'Where a newer Elkridge townhome along the Route 1 corridor still has a bare concrete lower level, we turn it into a family room or a guest room.',
        },
        {
          services: ['crown-molding', 'custom-woodworking'],
          text: 'In older houses, including those in the Lawyers Hill district, we mill trim to match profiles that lumberyards no longer stock.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://dnr.maryland.gov/publiclands/Pages/central/PatapscoValley/History-PatapscoValley.aspx', checked: '2026-11-28', supports: 'Elk Ridge Landing colonial deep-water port from 1690; Elk Ridge Furnace established 1755 by Caleb Dorsey' },
        { url: 'https://dnr.maryland.gov/publiclands/Pages/central/PatapscoValley/Avalon/Historic-Sites.aspx', checked: '2026-11-28', supports: 'Thomas Viaduct completed 1835, at the Avalon Area entrance off U.S. 1 near Elkridge' },
        { url: 'http://www.livingplaces.com/MD/Howard_County/Elkridge/Lawyers_Hill_Historic_District.html', checked: '2026-11-28', supports: 'Lawyers Hill summer community of Baltimore lawyers and doctors after the Thomas Viaduct; Victorian houses along Lawyers Hill and Old Lawyers Hill roads' },
        { url: 'http://www.liquisearch.com/lawyers_hill_historic_district', checked: '2026-11-28', supports: 'Lawyers Hill styles from 1738 Georgian Colonial to Gothic Revival, Italianate, Queen Anne and Shingle style' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-06-21-1995172022-story.html', checked: '2026-11-28', supports: 'new condominiums, townhouses and single-family homes in Elkridge; about 7,300 new residents since 1990' },
        { url: 'http://columbiafuture.blogspot.com/2012/03/elkridge-crossing-lets-right-wrongs.html', checked: '2026-11-28', supports: 'Elkridge Crossing on a former drive-in site, two-over-two townhomes, condos, offices and retail facing Route 1, construction from 2008' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2003-07-02-0307020248-story.html', checked: '2026-11-28', supports: 'long-vacant former drive-in theater site on U.S. 1 in Elkridge' },
        { url: 'http://www.baltimoresun.com/news/maryland/howard/elkridge/ph-ho-cf-village-towns-1003-20131002-story.html', checked: '2026-11-28', supports: 'Village Towns, 259-unit townhouse community a few turns off Route 1, many young families' },
      ],
    },
    {
      name: 'Fulton',
      note: "Fulton took its name in 1882 from Baltimore newspaper editor Charles C. Fulton, and near U.S. 29 and Route 216 it is now home to Maple Lawn, a mixed-use community whose first residents arrived in 2005 on land of the Iager family's Maple Lawn Farms.",
      highlight: 'Maple Lawn mixes townhomes and single-family houses with offices, shops and restaurants, and stretches from Johns Hopkins Road to Route 216. In the late 1990s Fulton sat on the line between the sewered east of the county and the rural west served by wells.',
      neighborhoods: [
        { name: 'Maple Lawn South', text: 'Maple Lawn South was proposed in 2013 for 91 acres of Iager farmland across Route 216 from Reservoir High School, as a residential development of single-family homes, townhouses and apartments.' },
        { name: 'Old Fulton', text: "Fulton was first known as Water's Store, after Richard Waters' blacksmith shop and post office of 1874, in a farming community of German families whose St. Paul's Lutheran Church dates from 1871." },
        { name: 'Mooresfield', text: 'The developer of Mooresfield sold Partnership, a brick house of about 1722 owned by the Moore family from 1851, to be moved to Baltimore County in 1963.' },
      ],
      geo: { lat: 39.1511, lng: -76.9228 },
      homeTypes: ['new-community', 'estate'],
      projects: [
        {
          services: ['custom-closets', 'pantry-organization'],
          text: 'Owners of Maple Lawn townhomes and houses on compact lots ask us for closet systems and pantry organizers that make use of every wall.',
        },
        {
          services: ['basement-finishing'],
          text: 'Outside Maple Lawn, owners often ask us to finish a lower level with a bar, a guest room and a full bath.',
        },
        {
          services: ['bathroom-remodeling'],
          text: "Where a primary bath in a 1990s Fulton house still has its corner tub, we replace the tub with a walk-in shower.",
        },
      ],
      sources: [
        { url: 'http://softbeam.net/txt/time/Time1923/1923-04-07/715276.html', checked: '2026-11-28', supports: 'the Fulton family owned the Baltimore American; Charles C. Fulton its editor' },
        { url: 'https://qeeebo.com/pedia/ful/fa/2f5/fulton-maryland', checked: '2026-11-28', supports: "renamed Fulton in 1882 for Charles C. Fulton; Water's Store post office of 1874; German families and St. Paul's Lutheran by 1871" },
        { url: 'https://en.wikipedia.org/wiki/Maple_Lawn,_Fulton,_Maryland', checked: '2026-11-28', supports: 'Maple Lawn on Iager family farmland; late-1990s Fulton between the sewered east and the well-served west' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2008-07-18-0807170050-story.html', checked: '2026-11-28', supports: 'first Maple Lawn residents moved in in 2005; development between Johns Hopkins Road and Route 216' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2004-12-20-0412200330-story.html', checked: '2026-11-28', supports: 'Maple Lawn townhouses and detached homes with offices, retail and restaurants' },
        { url: 'https://www.baltimoresun.com/maryland/howard/ph-ho-cf-maple-lawn-0425-20130423-story.html', checked: '2026-11-28', supports: 'Maple Lawn South, 91 acres across Route 216 from Reservoir High School, proposed 2013' },
        { url: 'https://en.wikipedia.org/wiki/Partnership_(Fulton,_Maryland)', checked: '2026-11-28', supports: 'Partnership, brick house of 1722, Moore family from 1851, moved in 1963; Mooresfield developer' },
        { url: 'http://www.baltimoresun.com/features/chesapeake-home/ph-mg-cl-fulton-20150526-story.html', checked: '2026-11-28', supports: 'Henry Iager bought 108 acres in 1839 and created Maple Lawn Farms; Maple Lawn opened in 2005 at U.S. 29 and Route 216' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-10-19-1995292171-story.html', checked: '2026-11-28', supports: "first St. Paul's Lutheran church building dedicated in 1871, services half in German" },
        { url: 'http://stpaulslutheran.info/contact-us/archives/?view=mobile', checked: '2026-11-28', supports: 'Waters Store post office established December 29, 1874, Richard Waters postmaster; renamed Fulton March 28, 1882' },
      ],
    },
    {
      name: 'Highland',
      note: 'Highland grew up where Highland Road meets Routes 108 and 216, and its post office took the name Highland in 1878 to reflect the elevation of the crossroads.',
      highlight: 'Most of the crossroads district lies within the 418-acre Hickory Ridge land grant, and one of the earliest businesses there was a tavern opened in 1759. Farms and horse fields are still common in the area, along with country estates, and homes beyond the reach of public sewer rely on septic systems.',
      neighborhoods: [
        { name: 'Paternal Gift Farm', text: "Paternal Gift Farm sets about 30 houses on roughly 123 acres in the triangle of Route 216, Route 108 and Hall Shop Road, and won Home Builders Association of Maryland awards in 1997." },
        { name: 'Highland crossroads', text: "At the four corners, Boarman's meat market has traded on the west corner for more than 50 years, and a shop on the east corner occupies a restored 1880s harness shop." },
      ],
      geo: { lat: 39.1791, lng: -76.9577 },
      homeTypes: ['estate', 'rural'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Where a lot has room to spread out, Highland owners often choose a ground-level addition or screened porch over a second story; before adding a bedroom on a septic system, we check with the Health Department\'s Well and Septic Program.',
        },
        {
          services: ['flooring-installation'],
          text: 'Highland owners who favor a farmhouse interior ask us for wide-plank oak and reclaimed-wood floors to suit it.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'We build timber and reclaimed-beam mantels for farmhouse-style rooms in Highland houses.',
        },
        {
          services: ['custom-woodworking'],
          text: 'Riders here ask for mudrooms with boot benches, cubbies and tack storage, which we build in painted or stained wood.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://www.easternext.com/service-area/highland-md/', checked: '2026-11-28', supports: 'Wells tavern of 1759; post office renamed Highland on December 2, 1878 for the elevation' },
        { url: 'http://en.wikipedia.org/wiki/Highland,_Maryland', checked: '2026-11-28', supports: "junction of Highland Road, Routes 216 and 108; Hickory Ridge land grant; Boarman's on the west corner; restored 1880s harness shop on the east corner" },
        { url: 'http://en.wikipedia.org/wiki/Paternal_Gift_Farm,_Maryland', checked: '2026-11-28', supports: 'Paternal Gift Farm: 30 houses on about 123 acres between Routes 216, 108 and Hall Shop Road; 1997 Home Builders Association of Maryland awards' },
        { url: 'https://www.baltimoresun.com/maryland/howard/howard-magazine/bs-mg-ho-guide-clarksville-highland-20220211-mnonocz5fne2za7zvfl2pk2vrq-story.html', checked: '2026-11-28', supports: 'Highland dotted with horse farms and country estates' },
        { url: 'https://www.howardcountymd.gov/Departments/Finance/Billing-and-Payments/Miscellaneous-Billing/Shared-Septic', checked: '2026-11-28', supports: 'areas not served by public sewer, including Highland Overlook, on septic systems' },
      ],
    },
    {
      name: 'Glenelg',
      note: 'Glenelg takes its palindromic name from the Glenelg estate, where General Joseph Tyson added a front section to an 18th-century Howard family house around 1851 and named it after Glenelg in Scotland.',
      highlight: "Glenelg High School, the second high school opened in Howard County, has served this rural western part of the county since 1958. Under the county's rezoning of the rural west in the early 1990s, new houses could be clustered on lots of about an acre rather than spread across three-acre lots.",
      neighborhoods: [
        { name: 'Folly Quarter Road', text: "Along Folly Quarter Road, the Glenelg estate, now Glenelg Country School, keeps its Gothic Revival villa with a crenellated corner tower, terraced gardens walled in fieldstone and a stone gardener's cottage." },
      ],
      geo: { lat: 39.2642, lng: -76.9925 },
      homeTypes: ['rural', 'estate'],
      projects: [
        {
          services: ['siding-installation', 'roofing-services', 'window-installation'],
          text: "On open hilltop sites that take the full force of winter wind, we pay close attention to house wrap, flashing and fastening when we replace siding, roofing or windows.",
        },
        {
          services: ['basement-finishing'],
          text: 'Where a hillside lot gives a Glenelg house a lower level that opens at grade, we finish it as a bright family room with its own door to the yard.',
        },
        {
          services: ['home-additions'],
          text: 'Three-season rooms that look out over the surrounding fields are a frequent request in Glenelg.',
        },
      ],
      reviews: [{ kind: 'well-septic' }],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=730&FROM=NRMapHO.aspx', checked: '2026-11-28', supports: 'Glenelg Manor (HO-15), 1851, Gothic Revival villa with corner tower, terraced gardens with fieldstone walls, now Glenelg Country School on Folly Quarter Road' },
        { url: 'https://theclio.com/entry/156388', checked: '2026-11-28', supports: 'Joseph Tyson built the present front around 1851 on an 18th-century Howard family house; named after Scottish estates' },
        { url: 'http://the-uncensored-wiki.com:20061/g/l/e/Glenelg_Country_School_83a7.html', checked: '2026-11-28', supports: 'Glenelg named after an old estate in Scotland "because it spelled the same from either end"' },
        { url: 'https://docslib.org/doc/9778/ho-238-glenelg-gardeners-cottage', checked: '2026-11-28', supports: "stone gardener's cottage of the Glenelg estate (HO-238)" },
        { url: 'https://glenelg.org/about/our-campus/manor-house/', checked: '2026-11-28', supports: 'General Joseph Tyson bought the estate in 1848 and, after a trip to Glenelg, Scotland, built the Manor House and named it Glenelg Manor' },
        { url: 'https://en.wikipedia.org/wiki/Glenelg_High_School', checked: '2026-11-28', supports: "Glenelg High School opened 1958, the county's second high school" },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1992-02-09-9213001424-story.html', checked: '2026-11-28', supports: 'comprehensive rezoning of western Howard County in 1992: clustered lots of about an acre, three-acre zoning elsewhere' },
      ],
    },
    {
      name: 'Savage',
      note: 'Savage grew around a cotton mill that the Williams brothers started on the Little Patuxent in the early 1800s and named for John Savage, who lent them the money. The mill, known for its cotton duck, closed in 1947 and now houses shops and restaurants.',
      highlight: 'A Bollman truss bridge, moved to the mill\'s railroad spur in the late 1800s and the last of its design still standing, crosses the river beside the old mill. Brick and frame houses of the mill village line the streets just north of the mill.',
      neighborhoods: [
        { name: 'Savage Mill village', text: 'North of the mill, the old company village sits on a grid of about five by three blocks, bounded by the river and by Foundry, Baltimore and Fair streets.' },
        { name: 'Washington Street', text: 'Washington Street pairs six-bay brick double houses, likely built for mill hands in the 1830s, with the cupola-topped Italianate house the Baldwin family used as a summer home.' },
        { name: 'Commercial Street', text: 'Wood double houses with shared porches line the 8400 block of Commercial Street, where a two-and-a-half-story brick building once held the company store and the village post office.' },
        { name: 'Baltimore Street', text: 'Baltimore Street mixes company-built double houses with single-family frame houses from the third quarter of the 1800s, while 1920s bungalows stand on the east side of the mill village.' },
      ],
      geo: { lat: 39.1353, lng: -76.8269 },
      homeTypes: ['townhome', 'suburban-colonial'],
      projects: [
        {
          services: ['basement-finishing'],
          text: 'Away from the mill village, many Savage owners ask us to make an unfinished basement into a home gym or a guest suite.',
        },
        {
          services: ['outdoor-decks'],
          text: 'Where a newer townhome near Route 1 still has its original wood deck, we replace it with a properly flashed ledger and new footings.',
        },
        {
          services: ['kitchen-remodeling', 'bathroom-remodeling'],
          text: 'In the small mill-era houses, we update kitchens and baths within the existing rooms to keep their proportions.',
        },
        {
          services: ['flooring-installation', 'crown-molding'],
          text: 'In the old mill village we repair worn floors and trim with wood matched to the originals.',
        },
      ],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=270', checked: '2026-11-28', supports: 'Savage Mill Historic District (HO-42): mill from 1816-1823, brick workers housing north of the mill, now shops and a restaurant' },
        { url: 'https://sah-archipedia.org/buildings/MD-01-CM19', checked: '2026-11-28', supports: 'mill village grid bounded by the river and Foundry, Baltimore and Fair streets; Washington, Commercial and Baltimore street houses; company store and post office; Baldwin summer house; 1920s bungalows' },
        { url: 'http://www.liquisearch.com/savage_mill/the_cotton_mill', checked: '2026-11-28', supports: 'Williams brothers named the mill for John Savage, who lent the money; cotton duck; Bollman truss moved to the spur in the 1870s, the only one left; mill shut in 1947' },
        { url: 'https://en.wikipedia.org/wiki/Savage_Mill_Historic_District', checked: '2026-11-28', supports: 'mill chartered in 1812 by the Williams brothers; cotton duck' },
        { url: 'https://www.guilfordmdhistory.org/did-you-know/dyk11-between-the-bridges', checked: '2026-11-28', supports: 'last known Bollman truss bridge, built 1869 and moved to Savage in 1887/1888 when the Patuxent Branch opened' },
      ],
    },
  ],
  sources: [
    { url: 'https://www.howardcountymd.gov/inspections-licenses-permits', checked: '2026-11-28', supports: 'DILP issues building, mechanical, plumbing and electrical permits; George Howard Building' },
    { url: 'https://www.howardcountymd.gov/Departments/Inspections-Licenses-and-Permits', checked: '2026-11-28', supports: 'DILP permit office at the George Howard Building, 3430 Court House Drive, Ellicott City' },
    { url: 'https://nginx-hoco-dpl-main.taoti1.amazee.io/boards-commissions/historic-preservation-commission', checked: '2026-11-28', supports: 'Historic Preservation Commission issues certificates of approval for exterior changes in local historic districts' },
    { url: 'https://www.howardcountymd.gov/Departments/Planning-and-Zoning/Conservation-and-Preservation/Historic', checked: '2026-11-28', supports: 'Ellicott City and Lawyers Hill are local historic districts; certificates of approval for exterior alterations' },
    { url: 'https://www.columbiatowncenter.org/covenant-info/faq/', checked: '2026-11-28', supports: 'Columbia village covenants and architectural review of exterior alterations; similar covenants in every village' },
    { url: 'https://hickoryridgevillage.org/covenants/', checked: '2026-11-28', supports: 'exterior alteration application reviewed by the Resident Architectural Committee, decided by the Architectural Committee' },
    { url: 'http://www.kingscontrivancecommunityassociation.org/node/24', checked: '2026-11-28', supports: 'exterior alteration applications reviewed by the village Resident Architectural Committee' },
    { url: 'https://www.howardcountymd.gov/Departments/Health/Environmental-Health/Well-and-Septic-Program', checked: '2026-11-28', supports: 'Health Department Well and Septic Program reviews septic designs and inspects wells and septic systems' },
    { url: 'https://www.howardcountymd.gov/Departments/Health/Environmental-Health/Well-and-Septic', checked: '2026-11-28', supports: 'Well and Septic Program files include building permit activity on properties with wells and septic systems' },
    { url: 'https://www.baltimoresun.com/news/bs-xpm-1992-01-07-1992007059-story.html', checked: '2026-11-28', supports: 'three-acre rural zoning in the west since 1977; clustering proposed in 1992' },
    { url: 'http://articles.baltimoresun.com/1992-03-22/news/0207110338_1_new-village-village-of-columbia-columbia-history', checked: '2026-11-28', supports: 'Columbia villages with townhomes, apartments and single-family houses; River Hill settled from 1992' },
  ],
};
