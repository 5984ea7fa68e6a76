import type { ServiceArea } from '../../types';

/** Baltimore County: its permit offices, housing stock and the towns we serve there. */
export const baltimore: ServiceArea = {
  name: 'Baltimore County',
  permitOffice: 'Baltimore County Department of Permits, Approvals and Inspections (PAI) at the County Office Building, 111 West Chesapeake Avenue, in Towson.',
  housingStock: 'Brick rowhouses in English Tudor and colonial styles, built from 1931 to 1957 in Rodgers Forge; 1920s-50s bungalows, foursquares, Tudors, Colonials and Capes in Anneslie; Queen Anne, Dutch Colonial and Craftsman houses in Old Catonsville; Victorian houses in Lutherville; single-family houses, rowhouses and apartments in Arbutus; and 1950s-60s houses in Pikesville. Where an older home has plaster walls, narrow stairs and a tight kitchen, we plan careful demolition and cabinetry fitted to the room.',
  notableNeighborhoods: ['Rodgers Forge', 'Stoneleigh', 'Ruxton', 'Sudbrook Park'],
  remodelingNote: 'Several communities, including Rodgers Forge and Academy Heights, enforce deed covenants on exterior changes to their rowhouses, and exterior work in county historic districts such as Lutherville, Sudbrook Park and Glyndon is reviewed by the Baltimore County Landmarks Preservation Commission. On rowhouses we also plan the fire separation at shared walls before the inspection.',
  permits: {
    building: 'the Baltimore County Department of Permits, Approvals and Inspections (PAI)',
    buildingCity: 'Towson',
    electrical: 'PAI',
    plumbing: 'PAI',
    frostDepthInches: 30,
  },
  reviews: [
    {
      kind: 'historic-district',
      text: 'Houses in a Baltimore County historic district, such as Lutherville, Sudbrook Park or Glyndon, or on the county landmarks list need a Certificate of Appropriateness from the Baltimore County Landmarks Preservation Commission for exterior changes, and the county then requires a building permit for that work even where it would not otherwise need one.',
    },
  ],
  cities: [
    {
      name: 'Towson',
      note: 'Towson, the Baltimore County seat since 1854, is home to Towson University and Goucher College, which stand at either end of its business district.',
      highlight: 'Rodgers Forge, built by James Keelty and his sons between 1931 and 1957 and listed on the National Register in 2009, is a district of brick rowhouses in English Tudor and colonial styles. Just north of Towson, the Hampton National Historic Site preserves a Georgian mansion completed in 1790.',
      neighborhoods: [
        { name: 'Stoneleigh', text: 'Stoneleigh was platted in 1922 with curving, tree-lined streets, then enlarged in 1954 with cul-de-sacs after the old Stoneleigh villa at its center was torn down.' },
        { name: 'Anneslie', text: "Anneslie, platted in 1922 on a grid of streets east of York Road, holds 1920s-30s bungalows and foursquares to the north and Tudors, Colonials and Capes of the 1930s-50s farther south." },
        { name: 'Loch Raven Village', text: 'Loch Raven Village, whose first houses on Aberdeen Road were occupied in the winter of 1946-47, holds 1,472 brick Georgian-style row homes on 25 streets given Scottish names.' },
        { name: 'Wiltondale', text: 'Wiltondale, laid out on a former stud farm and named for a thoroughbred, holds more than 350 homes, mostly brick and stone Colonials, between York Road and a tributary of Herring Run.' },
      ],
      geo: { lat: 39.4015, lng: -76.6019 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Reworking the kitchens of Rodgers Forge rowhouses with cabinetry fitted to the tight walls is one of our core Towson projects.',
        },
        {
          services: ['basement-finishing'],
          text: 'Turning rowhouse basements into family rooms is the other project we do most in Towson.',
        },
        {
          services: ['roofing-services'],
          text: 'Where an older Ruxton or Riderwood house has a slate roof with copper flashing and valleys, we repair it rather than tear it off while the slate is sound.',
        },
        {
          services: ['custom-woodworking', 'home-additions'],
          text: 'In older Ruxton and Riderwood houses we build library shelving with traditional profiles and design mudroom additions off the kitchen to match the original house.',
        },
      ],
      reviews: [
        {
          kind: 'hoa',
          text: 'Rodgers Forge deeds carry restrictive covenants: the community association\'s Architectural Committee reviews applications, and its board must approve any exterior change, from roofing materials and window styles to decks, before work begins.',
        },
      ],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1567&FROM=NRMapWA.html', checked: '2026-11-28', supports: 'Rodgers Forge Historic District: Keelty rowhouses 1931-1957, English (Tudor) and colonial styles, listed 2009' },
        { url: 'https://rodgersforge.org/community-association/property-exterior-changes/', checked: '2026-11-28', supports: 'Rodgers Forge deed covenants; board approval of all exterior changes before work begins' },
        { url: 'https://www.rodgersforge.org/info.php?pnum=18', checked: '2026-11-28', supports: 'Rodgers Forge guidelines for roofing, windows and decks' },
        { url: 'https://rodgersforge.org/events/architectural-submission-deadline/', checked: '2026-11-28', supports: 'RFCA Architectural Committee reviews applications for exterior changes; board approval required before work begins' },
        { url: 'https://www.britannica.com/place/Towson', checked: '2026-11-28', supports: 'Towson county seat from 1854; Goucher College and Towson University; Hampton National Historic Site, a Georgian mansion of 1783-90, just to the north' },
        { url: 'https://huntvalleylife.town.news/g/timonium-md/n/220182/edit-towson', checked: '2026-11-28', supports: 'Towson University and Goucher College bookend the Towson business district' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRCrowdList.aspx&NRID=1429&CROWD=Towson&COUNTY=Baltimore%20County&MAP=NRMapBA.aspx', checked: '2026-11-28', supports: 'Stoneleigh platted 1922 with curving streets; enlarged 1954 with cul-de-sacs after the villa was demolished' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRHDCountyList.aspx&NRID=1610&propertyName=Anneslie%20Historic%20District&mapLocation=nrb1610.jpg&COUNTY=Baltimore%20County', checked: '2026-11-28', supports: 'Anneslie platted 1922 east of York Road; bungalows and foursquares to the north, Tudors, Colonials and Capes to the south' },
        { url: 'https://lochravenvillage.com/history-homes', checked: '2026-11-28', supports: 'Loch Raven Village: first homes on Aberdeen Road occupied winter 1946-47; 1,472 homes; 25 Scottish street names; brick Georgian townhomes' },
        { url: 'http://www.latimes.com/bal-cp-wiltondale2-story.html', checked: '2026-11-28', supports: 'Wiltondale a former stud farm named for a thoroughbred; more than 350 homes' },
        { url: 'http://articles.baltimoresun.com/2000-02-13/business/0002150337_1_towson-community-neighborhood-community-pool', checked: '2026-11-28', supports: 'Wiltondale bounded by York Road and a tributary of Herring Run; mostly brick and stone Colonials' },
      ],
    },
    {
      name: 'Catonsville',
      note: 'Catonsville, named for Richard Caton, sits on a broad ridge above the Patapsco River valley, and by the mid-19th century wealthy Baltimoreans were building summer houses there.',
      highlight: 'A horsecar line from Baltimore in 1862, the Catonsville Short Line Railroad in 1884 and a streetcar line in the 1890s made the old summer retreat easy to reach. By the 1890s it was becoming a year-round middle-class community, filling in with smaller foursquares and bungalows.',
      neighborhoods: [
        { name: 'Old Catonsville', text: 'Old Catonsville, listed on the National Register in 2002, fills parallel avenues between Frederick Road and Edmondson Avenue with Queen Anne, Dutch Colonial and Craftsman houses.' },
        { name: 'Summit Park', text: 'South of Frederick Road, Summit Park sits on fairly uniform lots between Rolling Road and Mellor Avenue, near The Summit, a Second Empire summer house of the 1850s.' },
        { name: 'Paradise', text: 'Paradise, stretching along Frederick Road from the Beltway to the city line, mixes bungalows, old Victorians, rowhouses and 1940s Colonials on tree-shaded streets.' },
        { name: 'Academy Heights', text: 'Academy Heights, built in the early 1950s by Welsh Construction, lines Greenlow and Lambeth roads with red-brick row homes in groups of eight kept uniform by covenants.' },
      ],
      geo: { lat: 39.2721, lng: -76.7319 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking'],
          text: 'Where older Catonsville houses keep their original built-ins, we restore them or build new ones to match.',
        },
        {
          services: ['outdoor-decks'],
          text: "We rebuild front porches on Catonsville's older houses, matching the original posts, railings and trim.",
        },
        {
          services: ['kitchen-remodeling'],
          text: 'When we modernize a small, closed-off kitchen in an older Catonsville house, we keep the plaster walls and trim of the rooms around it.',
        },
        {
          services: ['basement-finishing'],
          text: 'Before we finish a basement in an older Catonsville house, we check the foundation for damp and handle any drainage first.',
        },
      ],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=1384', checked: '2026-11-28', supports: 'Old Catonsville Historic District, listed 12/27/2002, between Frederick Road and Edmondson Avenue; Queen Anne, Dutch Colonial, Craftsman houses' },
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?FROM=NRCrowdList.aspx&NRID=1510&CROWD=Catonsville&COUNTY=Baltimore%20County&MAP=NRMapBA.aspx', checked: '2026-11-28', supports: 'Summit Park south of Frederick Road between Rolling Road and Mellor Avenue, uniform lots; The Summit, 1850s Second Empire summer house' },
        { url: 'http://articles.baltimoresun.com/2002-03-24/business/0203220021_1_diane-jones-paradise-rowhouses', checked: '2026-11-28', supports: 'Paradise along Frederick Road from the Beltway to the city line; bungalows, Victorians, rowhouses, 1940s Colonials' },
        { url: 'http://articles.baltimoresun.com/1996-08-04/business/1996217211_1_academy-heights-sense-of-community-covenants', checked: '2026-11-28', supports: 'Academy Heights built early 1950s by Welsh Construction; brick row homes in groups of eight on Greenlow and Lambeth roads; covenants' },
        { url: 'https://saxo.com/dk/catonsville_marsha-wight-wise_paperback_9780738518251', checked: '2026-11-28', supports: 'Catonsville a summer retreat for Baltimore families by the late 1800s on the Frederick Turnpike' },
        { url: 'https://sah-archipedia.org/essays/MD-01-0004-0002-0004', checked: '2026-11-28', supports: 'Catonsville named for Richard Caton; on a broad ridge overlooking the Patapsco valley; summer houses of wealthy Baltimoreans by the mid-19th century; horsecar 1862, Short Line Railroad 1884, streetcar 1890s; year-round middle-class community infilling with foursquares and bungalows' },
      ],
    },
    {
      name: 'Lutherville',
      note: 'Lutherville was founded in 1852 as a village around a Lutheran female seminary, and its Victorian houses still stand in a historic district bounded by Seminary, Bellona and Francke avenues.',
      highlight: 'Lutherville began as a summer resort and suburb of Baltimore, helped by the railroad that reached it in the mid-1850s and now carries the light rail line. Its tree-lined streets are still laid out in a grid, with houses on large lots, and after World War II enclaves of split-level homes were added to its Victorian housing.',
      neighborhoods: [
        { name: 'Lutherville Historic District', text: "The village surveyed into 118 lots in 1854 still has Dr. John Morris's Gothic Revival house Oak Grove of 1852, a stone railroad station and twin houses with mirrored plans." },
        { name: 'Orchard Hills', text: 'Orchard Hills was built in the 1950s on the old Egypt Farms apple orchard, offering seven house designs by architect Benjamin Brotman, with fruit trees kept where possible.' },
        { name: 'Seminary Overlook', text: 'Like Hillside at Seminary, Seminary Overlook is one of the 1980s-90s communities along the West Seminary Avenue corridor, beyond the original village.' },
      ],
      geo: { lat: 39.4212, lng: -76.6261 },
      homeTypes: ['victorian-bungalow', 'split-level', 'postwar'],
      projects: [
        {
          services: ['custom-woodworking'],
          text: 'For Lutherville\'s Victorian houses we mill brackets, cornices and porch posts to match the pieces that survive.',
        },
        {
          services: ['kitchen-remodeling', 'basement-finishing'],
          text: "Owners of Lutherville's mid-century houses mostly ask us to open up their kitchens and rework dated basement rec rooms.",
        },
        {
          services: ['home-additions'],
          text: 'Additions in the historic district have to suit the Victorian houses and pass county landmarks review, so we design them to read as secondary to the original house.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=109', checked: '2026-11-28', supports: 'Lutherville Historic District: founded 1852 as a summer resort and suburb of Baltimore, National Register 1972, stone railroad station, railroad of the mid-1850s now the light rail line, tree-lined grid of large lots' },
        { url: 'https://www.hmdb.org/marker.asp?marker=2298', checked: '2026-11-28', supports: 'founded 1852 by Dr. John G. Morris around the Lutherville Female Seminary; surveyed into 118 lots in 1854; Oak Grove of 1852' },
        { url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000708/html/am708--1928.html', checked: '2026-11-28', supports: "Oak Grove a Gothic Revival house of 1852; twin houses with reversed plans" },
        { url: 'http://timonium.patch.com/articles/then-and-now-orchard-hills-part-i', checked: '2026-11-28', supports: 'Orchard Hills: 1950s, Egypt Farms apple orchard, seven designs by Benjamin Brotman, trees kept where possible' },
        { url: 'http://articles.baltimoresun.com/2002-04-28/business/0204260011_1_lutherville-banker-residential-brokerage-downtown-baltimore', checked: '2026-11-28', supports: 'Seminary Overlook and Hillside at Seminary, 1980s-90s communities on the West Seminary Avenue corridor' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-1995-10-15-1995288211-story.html', checked: '2026-11-28', supports: 'historic district bounded by Bellona, Francke and Seminary avenues, Victorian homes; split-level enclaves added after World War II' },
      ],
    },
    {
      name: 'Timonium',
      note: 'Timonium, where the Maryland State Fair is held each year on the grounds of the former Timonium Race Course, takes its name from an 18th-century mansion called Timonium.',
      highlight: 'The light rail line runs through Timonium, with stops at the fairgrounds and at Timonium Business Park, on the route the Baltimore and Susquehanna Railroad laid in 1831-32. The Greater Timonium Community Council counts the Pot Spring manor house and the Victorian village of Lutherville among the landmarks of its area.',
      neighborhoods: [
        { name: 'Mays Chapel North', text: 'Mays Chapel North is mostly townhomes and condominiums set around Mays Chapel Park, where an elementary school was built in the 2010s over neighbors\' objections.' },
        { name: 'Pot Spring', text: 'Off Pot Spring Road, the stuccoed stone Federal house called Pot Spring, built for Judge David McMechen in 1803 on a 327-acre tract, still stands on Eastlake Road.' },
        { name: 'Dulaney Valley', text: 'The Dulaney Valley Road side of Timonium, home of Villa Maria School, keeps 24.5 acres of ballfields along Kelly Branch that the county bought in 2021 as open space.' },
      ],
      geo: { lat: 39.4372, lng: -76.6198 },
      homeTypes: ['split-level', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Owners of Timonium split-levels and ranchers with closed kitchens typically ask us to remove a wall and open the kitchen to the living space.',
        },
        {
          services: ['bathroom-remodeling'],
          text: 'Updating an original hall bath is the other common Timonium request.',
        },
        {
          services: ['home-additions'],
          text: 'Where a Timonium split-level has room behind it, we build a rear family-room addition at grade.',
        },
        {
          services: ['basement-finishing'],
          text: 'We rebuild tired lower-level dens with new flooring, recessed lighting and built-in shelving.',
        },
      ],
      sources: [
        { url: 'http://www.baltimorecountymd.gov/News/BaltimoreCountyNow/keyword/history', checked: '2026-11-28', supports: 'Timonium named for an 18th-century mansion (after Timon of Athens) demolished for a fairground expansion' },
        { url: 'https://vdocuments.site/ba-70-pot-spring-timonium-rds-lutherville-ne-of-pot-spring-timonium-rds.html', checked: '2026-11-28', supports: 'Pot Spring (BA-70), 2207 Eastlake Road: stuccoed stone Federal house built 1803 by Judge David McMechen on a 327-acre tract' },
        { url: 'https://www.baltimoresun.com/maryland/baltimore-county/bs-md-co-county-buys-timonium-open-space-20210603-6ouuj6hmfjdfrehv4i3nrbwfhe-story.html', checked: '2026-11-28', supports: 'county bought 24.5 acres of ballfields on Dulaney Valley Road along Kelly Branch in 2021, across from Villa Maria School' },
        { url: 'http://timonium.patch.com/groups/schools/p/timonium-community-leader-continues-fight-for-mays-chapel-park', checked: '2026-11-28', supports: 'Mays Chapel largely townhomes and condominiums; school planned on Mays Chapel Park' },
        { url: 'http://www.mayschapelactiongroup.com/index.html', checked: '2026-11-28', supports: 'site work for the elementary school at Mays Chapel Park begun by 2013' },
        { url: 'https://en.wikipedia.org/wiki/?oldid=972056435&title=Timonium%2C_Maryland', checked: '2026-11-28', supports: 'Maryland State Fair held in Timonium on the grounds of the former Timonium Race Course; named for Timonium Mansion' },
        { url: 'https://railfanguides.us/md/timonium/index.htm', checked: '2026-11-28', supports: 'light rail stations Timonium Fairgrounds and Timonium Business Park; Baltimore and Susquehanna Railroad came through in 1831-32' },
        { url: 'https://docslib.org/doc/10062103/gtcc-newsletter-march-2009', checked: '2026-11-28', supports: 'Greater Timonium Community Council lists the Pot Spring manor house and the Victorian village of Lutherville among landmarks of the area' },
      ],
    },
    {
      name: 'Pikesville',
      note: 'Pikesville, along Reisterstown Road just outside the Baltimore city line, includes Sudbrook Park, laid out in 1889 to a plan by Frederick Law Olmsted, and streets of 1950s-60s houses.',
      highlight: 'Sudbrook Park keeps the curving streets and large lots of Olmsted\'s plan, and the Shingle Style predominates among its houses, built mostly from the mid-1890s to the mid-1910s, with gambrel roofs that often extend over a porch. Pikesville also has a large Jewish community, with synagogues along Park Heights Avenue.',
      neighborhoods: [
        { name: 'Dumbarton', text: 'Dumbarton, developed from 1924 into the 1950s between Park Heights Avenue and Old Court Road, has curving, Olmsted-influenced streets and houses by architects such as Palmer and Lamdin.' },
        { name: 'Colonial Village', text: 'Near the Baltimore city line, Colonial Village was built in the 1940s with modest Colonials, Cape Cods and ranchers.' },
        { name: 'Sudbrook Park', text: 'A one-lane bridge over the Western Maryland Railway, first built in 1889 and reopened after a rebuilding in 2005-06 with its single lane kept, leads into Sudbrook Park.' },
      ],
      geo: { lat: 39.3743, lng: -76.7225 },
      homeTypes: ['postwar', 'victorian-bungalow'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'For Pikesville families who keep kosher we plan kitchens with separate sinks, prep zones and double ovens.',
        },
        {
          services: ['home-additions', 'basement-finishing'],
          text: 'For families who want to stay within walking distance of their synagogue, we build larger dining rooms and guest bedrooms and finish basements as playrooms.',
        },
        {
          services: ['outdoor-decks'],
          text: "We restore Sudbrook Park's porches to their original lines, with the county Landmarks Preservation Commission's approval.",
        },
      ],
      reviews: [
        {
          kind: 'historic-district',
          text: "In the Sudbrook Park county historic district, the neighborhood's own Landmarks Committee reviews plans and makes a recommendation before the county Landmarks Preservation Commission decides.",
        },
      ],
      sources: [
        { url: 'https://sudbrookpark.org/shorthistory', checked: '2026-11-28', supports: 'Sudbrook Park designed by Frederick Law Olmsted Sr. in 1889' },
        { url: 'https://en.wikipedia.org/wiki/Sudbrook_Park', checked: '2026-11-28', supports: 'one-lane bridge over the Western Maryland Railway built 1889, closed 2005 for rebuilding, reopened about a year later; Queen Anne and Shingle Style houses; county historic district' },
        { url: 'https://sudbrookpark.com/landmarks', checked: '2026-11-28', supports: 'Sudbrook Park Landmarks Committee recommends, the county Landmarks Preservation Commission approves exterior changes' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=183&COUNTY=Baltimore%25County&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Sudbrook Park: houses mostly mid-1890s to mid-1910s, Shingle Style predominates, gambrel roof often extending over a porch; large lots; Olmsted curving streets' },
        { url: 'https://apps.mht.maryland.gov/nr/NRDetail.aspx?NRID=1580&COUNTY=Baltimore%20County&FROM=NRCountyList.aspx', checked: '2026-11-28', supports: 'Dumbarton Historic District 1924-1956 between Park Heights Avenue and Old Court Road; Olmstedian curving streets; Palmer and Lamdin' },
        { url: 'http://articles.baltimoresun.com/1999-05-02/business/9904300011_1_pikesville-reisterstown-road-businesses', checked: '2026-11-28', supports: 'Colonial Village near the city line, built in the 1940s with Colonials, Cape Cods and ranchers' },
        { url: 'https://www.baltimoresun.com/bal-pikesville-story-story.html', checked: '2026-11-28', supports: 'housing largely 1950s-60s; large Jewish community and synagogues along Park Heights Avenue' },
      ],
    },
    {
      name: 'Arbutus',
      note: 'Arbutus, just southeast of the UMBC campus, grew around a railroad stop opened in 1876 and now holds single-family houses, rowhouses and apartments.',
      highlight: 'Arbutus takes its name from the arbutus flowers that once covered the area, and by 1922 about a dozen businesses dotted the community. Its oldest building is Windcrest, a mansion built by Robert Stevens in 1838, and the Arbutus Oak, a white oak nearly three centuries old, stands between Interstate 695 and a ramp to Interstate 95.',
      neighborhoods: [
        { name: 'Relay', text: 'Relay, south of UMBC on the hillside along Patapsco Valley State Park, has older homes in Victorian, Federal, Georgian and Queen Anne styles, many from the Civil War era, near the curving stone arches of the 1835 Thomas Viaduct.' },
        { name: 'Halethorpe', text: 'Halethorpe, established in the 1890s, hosted the B&O Railroad\'s 1927 Fair of the Iron Horse and its station is a stop on MARC\'s Penn Line along the Northeast Corridor.' },
        { name: 'St. Denis', text: 'Nearby St. Denis has its own stop on the MARC Camden Line.' },
      ],
      geo: { lat: 39.2545, lng: -76.6999 },
      homeTypes: ['postwar'],
      projects: [
        {
          services: ['home-additions'],
          text: 'Where an Arbutus house has a half-story under the roof and little room on the lot to build out, we raise a rear dormer to turn the space into real bedrooms.',
        },
        {
          services: ['basement-finishing'],
          text: 'We rework Arbutus basements into combined laundry rooms and playrooms.',
        },
        {
          services: ['window-installation'],
          text: 'Where an Arbutus house still has old aluminum storm windows over the original sash, we replace both with energy-efficient units.',
        },
        {
          services: ['outdoor-decks'],
          text: 'We also rebuild front porches on Arbutus houses.',
        },
      ],
      sources: [
        { url: 'http://articles.baltimoresun.com/1999-08-01/business/9907300002_1_george-kendrick-arbutus-oak-howard-county-border', checked: '2026-11-28', supports: 'Arbutus southeast of UMBC; named for arbutus flowers; grew from a Baltimore and Potomac Railroad stop of 1876; about a dozen businesses by 1922; Arbutus Oak near 290 years old between I-695 and the ramp to northbound I-95' },
        { url: 'https://www.baltimoresun.com/news/bs-xpm-2004-02-29-0402270036-story.html', checked: '2026-11-28', supports: 'Arbutus housing: single-family houses, rowhouses and apartments; oldest structure Windcrest, built by Robert Stevens in 1838' },
        { url: 'https://www.baltimoresun.com/business/real-estate/bal-cp-relay-story.html', checked: '2026-11-28', supports: 'Relay south of UMBC on the hillside along Patapsco Valley State Park; Victorian, Federal, Georgian and Queen Anne homes, many from the Civil War era' },
        { url: 'http://thomas-viaduct-relay-maryland.blogspot.com/2014_06_01_archive.html', checked: '2026-11-28', supports: 'Thomas Viaduct at Relay, stone arches on a curve, completed 1835' },
        { url: 'https://profilpelajar.com/article/Arbutus,_Maryland', checked: '2026-11-28', supports: 'Relay and Halethorpe part of the Arbutus area; Relay a B&O junction at the Thomas Viaduct' },
        { url: 'https://en.wikipedia.org/wiki/Fair_of_the_Iron_Horse', checked: '2026-11-28', supports: 'Halethorpe established 1893; site of the 1927 Fair of the Iron Horse; MARC Penn Line stop' },
        { url: 'https://en.wikipedia.org/wiki/Halethorpe_station', checked: '2026-11-28', supports: 'Halethorpe station on the Northeast Corridor; St. Denis station on the MARC Camden Line' },
      ],
    },
    {
      name: 'Perry Hall',
      note: 'Perry Hall takes its name from Perry Hall Mansion, begun in 1773 and completed by Harry Dorsey Gough, and lies along Belair Road, which maps of the early 1800s called Perry Hall Road.',
      highlight: 'The county\'s Honeygo Plan of 1994 guided growth in the area bordered by Belair Road and Gunpowder Falls State Park, and Perry Hall Farms became its largest project. Building has gone on since, as at the Reserve at Camp Chapel, where 39 single-family homes went up from 2013 at Chapel and Cross roads.',
      neighborhoods: [
        { name: 'Perry Hall Farms', text: 'Perry Hall Farms, the largest project in the Honeygo area, dropped its planned rental apartments in 1997 and added brick condominiums marketed to older buyers instead.' },
        { name: 'Perry Hall Road', text: 'Along Perry Hall Road, the mansion Harry Dorsey Gough completed in 1776 still overlooks the Gunpowder valley, on plantation land that was sold in 1852 and divided among immigrant families.' },
        { name: 'Reserve at Camp Chapel', text: 'The Reserve at Camp Chapel, 39 single-family homes on 18 acres at Chapel and Cross roads, went up around 2013 and is named for nearby Camp Chapel United Methodist Church.' },
        { name: 'Seven Oaks', text: 'Near the Seven Oaks Senior Center on Seven Courts Drive, the county set aside 8.2 acres as the Seven Oaks Environmental Conservation Area, and in 2024 it created a seven-acre Seven Oaks Park north of the senior center.' },
      ],
      geo: { lat: 39.4126, lng: -76.4636 },
      homeTypes: ['split-level', 'suburban-colonial', 'new-community'],
      projects: [
        {
          services: ['roofing-services', 'siding-installation'],
          text: "In Perry Hall's older subdivisions we replace roofs and siding.",
        },
        {
          services: ['outdoor-decks', 'kitchen-remodeling'],
          text: 'Owners of Perry Hall\'s 2000s houses often ask us to rebuild the original deck and refresh the kitchen.',
        },
        {
          services: ['basement-finishing', 'crown-molding', 'custom-closets'],
          text: 'In the Honeygo area owners mainly ask us for finished basements, upgraded trim and closet systems rather than structural change.',
        },
      ],
      sources: [
        { url: 'https://refract.global.ssl.fastly.net/0xUGVycnlfSGFsbF9NYW5zaW9u', checked: '2026-11-28', supports: 'mansion completed 1776; estate sold in 1852 and subdivided among immigrant families' },
        { url: 'http://historicperryhallmansion.org/pages/themansion.html', checked: '2026-11-28', supports: 'Perry Hall Mansion begun by Corbin Lee in 1773 and completed by Harry Dorsey Gough; above the Gunpowder valley; maps of the early 1800s call Belair Road Perry Hall Road' },
        { url: 'https://en.wikipedia.org/wiki/Perry_Hall_Mansion', checked: '2026-11-28', supports: 'Perry Hall Mansion at 3930 Perry Hall Road, on a hill above the Gunpowder valley; begun under Corbin Lee (d. 1773), completed by Harry Dorsey Gough in 1776; period maps call Bel Air Road Perry Hall Road' },
        { url: 'http://articles.baltimoresun.com/1997-03-06/news/1997065086_1_perry-hall-hall-farms-gardina', checked: '2026-11-28', supports: "Perry Hall Farms, Honeygo's largest project, dropped rental apartments in 1997; brick condominiums for older buyers" },
        { url: 'http://articles.baltimoresun.com/1994-04-26/news/1994116092_1_density-board-members-planning-and-zoning', checked: '2026-11-28', supports: 'Honeygo Plan of 1994; area bordered by Belair Road and Gunpowder Falls State Park' },
        { url: 'http://perryhall.patch.com/groups/politics-and-elections/p/39-home-chapel-road-development-breaking-ground-shortly', checked: '2026-11-28', supports: 'Reserve at Camp Chapel: 39 homes on 18 acres at Chapel and Cross roads, named for Camp Chapel United Methodist Church; built from 2013' },
        { url: 'http://perryhall.patch.com/groups/politics-and-elections/p/38-acres-dedicated-as-perry-hall-green-space-conservation', checked: '2026-11-28', supports: 'Seven Oaks Environmental Conservation Area, 8.2 acres on Seven Courts Drive north of the senior center' },
        { url: 'https://nottinghammd.com/2024/06/04/county-council-creates-seven-oaks-park-protects-65-acres-of-open-space', checked: '2026-11-28', supports: 'seven-acre Seven Oaks Park created in 2024 north of the Seven Oaks Senior Center' },
      ],
    },
    {
      name: 'Reisterstown',
      note: 'Reisterstown was founded in 1758 by John Reister on the road northwest from Baltimore, and its Main Street historic district keeps 18th- and 19th-century log, stone, brick and frame buildings.',
      highlight: 'Neighboring Glyndon began with the Emory Grove camp meeting of 1868 beside the Western Maryland Railroad tracks and is now a Baltimore County historic district. The railroad and the camp meetings opened the area to building, as property owners laid out lots and streets and put up a hotel, a town hall and a general store.',
      neighborhoods: [
        { name: 'Glyndon', text: 'Glyndon, which took shape as a summer resort around 1879, is lined with frame cottages of two and a half stories with jigsawn porch trim.' },
        { name: 'Emory Grove', text: 'Emory Grove, a Methodist camp meeting ground founded in 1868 off Butler Road, keeps its open tabernacle, its 1887 hotel and small cottages that replaced the first tents.' },
        { name: 'Temperance Park', text: "Temperance Park, founded in 1887 across Butler Road from Emory Grove as Maryland's first temperance park, lines a green with thirteen frame cottages." },
        { name: 'Worthington Valley', text: 'Worthington Valley, listed as a historic district in 1976, holds brick and stone farmhouses from the late 1700s onward, among them Bloomfield, Welcome Here and Locust Hill.' },
      ],
      geo: { lat: 39.4696, lng: -76.8294 },
      homeTypes: ['historic-core', 'suburban-colonial'],
      projects: [
        {
          services: ['flooring-installation'],
          text: 'Where older Reisterstown homes keep their original hardwood floors, we refinish them or replace boards in a matching species and width.',
        },
        {
          services: ['fireplace-mantels'],
          text: 'We restore original mantels in the 18th- and 19th-century houses near Main Street, repairing damaged carving and reproducing missing pieces.',
        },
        {
          services: ['interior-painting'],
          text: 'On the stone walls of older houses near Main Street we use breathable finishes that let the masonry dry out.',
        },
        {
          services: ['outdoor-decks', 'kitchen-remodeling'],
          text: 'Owners of newer Reisterstown colonials mostly ask us for a replacement deck and a refreshed kitchen.',
        },
      ],
      reviews: [{ kind: 'historic-district' }],
      sources: [
        { url: 'http://mht.maryland.gov/nr/NRDetail.aspx?NRID=588&FROM=NRMapBA.aspx', checked: '2026-11-28', supports: 'Reisterstown Historic District (1979): founded 1758, log, frame, stone and brick buildings along Main Street' },
        { url: 'http://www.bcpl.info/community/history-reisterstown', checked: '2026-11-28', supports: 'John Reister acquired land on the road in 1758 and opened an inn' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=194', checked: '2026-11-28', supports: 'Glyndon Historic District: summer resort, frame 2 1/2-story cottages with jigsawn porches; Emory Grove and Temperance Park' },
        { url: 'https://americanprofile.com/articles/baltimore-retreat-glyndon-maryland/', checked: '2026-11-28', supports: 'Glyndon founded in 1879 as a summer getaway' },
        { url: 'https://washingtongrovemd.org/history-features/othercamp-meetings-emory-grove-baltimore', checked: '2026-11-28', supports: 'Glyndon began in 1868 with the Emory Grove campground near the Western Maryland Railroad tracks; 1887 hotel, tabernacle, cottages replacing tents; Temperance Park 1887 across Butler Road, first in Maryland, thirteen cottages on a green; railroad and camp meetings opened the area to lots, streets, a hotel, town hall and general store' },
        { url: 'https://www.baltimoresun.com/maryland/baltimore-county/bs-md-ci-kelly-column-emory-20170714-story,amp.html', checked: '2026-11-28', supports: 'Emory Grove off Butler Road in Glyndon' },
        { url: 'https://baltimorecountymd.gov./departments/planning/historic-preservation/historic-districts-landmarks', checked: '2026-11-28', supports: 'Glyndon is one of the 17 Baltimore County historic districts' },
        { url: 'https://mht.maryland.gov/nr/NRDetail.aspx?NRID=416', checked: '2026-11-28', supports: 'Worthington Valley Historic District, listed 12/12/1976; Bloomfield, Welcome Here (brick) and Locust Hill (stone) from the end of the 18th century' },
      ],
    },
  ],
  sources: [
    { url: 'https://baltimorecountymd.gov./departments/pai/building-inspections', checked: '2026-11-28', supports: 'PAI building permits and inspections; footing depth 30 inches below final grade' },
    { url: 'https://www.baltimorecountymd.gov/departments/permits/pdmfaq/pdmfaq_bldginsp.html', checked: '2026-11-28', supports: 'footing (frost) depth in Baltimore County is 30 inches' },
    { url: 'https://www.baltimorecountymd.gov/departments/pai/application/electrical', checked: '2026-11-28', supports: 'electrical permits from PAI, applied for by a Baltimore County licensed electrical contractor' },
    { url: 'https://www.baltimorecountymd.gov/departments/pai/application/plumbing', checked: '2026-11-28', supports: 'plumbing and gasfitting permits from PAI; County Office Building, 111 West Chesapeake Avenue, Towson' },
    { url: 'https://www.baltimorecountymd.gov/departments/planning/historic-preservation/historic-review', checked: '2026-11-28', supports: 'Landmarks Preservation Commission historic review and Certificate of Appropriateness; exterior alterations also need a county building permit' },
    { url: 'https://baltimorecountymd.gov./departments/planning/historic-preservation/historic-districts-landmarks', checked: '2026-11-28', supports: "Baltimore County's 17 local historic districts, incl. Glyndon" },
    { url: 'https://preservationabc.org/suburban-development-in-baltimore-county/', checked: '2026-11-28', supports: 'history of suburban development in Baltimore County' },
    { url: 'https://www.academyheightsmd.org/architectural_guidelines', checked: '2026-11-28', supports: 'Academy Heights covenant of restrictions on exterior changes' },
  ],
};
