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
    `When the region opens, Northern Virginia clients will have the same ${serviceCount} services our Maryland customers use, from kitchen remodeling and bathroom remodeling to custom closets and window installation. Every project will be quoted at a fixed price and permitted through the building office of the city, town or county where you live.`,
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
        'City of Alexandria Department of Code Administration for building permits, with zoning review by the Department of Planning & Zoning and, in the historic districts, the Board of Architectural Review.',
      housingStock:
        '18th- and 19th-century brick and frame rowhouses in Old Town, 1900s-1930s bungalows and foursquares in Del Ray and Rosemont, 1940s garden apartments in Parkfairfax, and 1950s-60s colonials and ramblers in Seminary Hill and Beverley Hills. Small lots and shared walls make built-ins, efficient kitchens and carefully planned rear additions the typical projects.',
      notableNeighborhoods: ['Parker-Gray', 'Warwick Village', 'Potomac Yard', 'North Ridge'],
      remodelingNote:
        'Exterior work visible from a public way in the Old and Historic Alexandria District or the Parker-Gray District needs a Certificate of Appropriateness from the Board of Architectural Review, which can specify window, door, roofing and siding materials. Those hearings add weeks, so drawings go in well before the construction date.',
      cities: [
        {
          name: 'Old Town Alexandria',
          note: 'Old Town has one of the largest collections of 18th- and 19th-century buildings in the region, many of them narrow brick rowhouses along cobbled and brick-paved streets near the waterfront. Period-correct trim, wood windows and compact kitchens that fit long, narrow floor plans are the work these houses need.',
        },
        {
          name: 'Del Ray',
          note: 'Del Ray grew as an early 20th-century streetcar suburb, and its bungalows and foursquares line the side streets off Mount Vernon Avenue. Owners typically want rear additions, opened kitchens and restored front porches.',
        },
        {
          name: 'Rosemont',
          note: 'Rosemont, between King Street and the George Washington Masonic Memorial, is known for 1910s-20s Colonial Revival houses and bungalows on hilly streets. Basement finishing here has to deal with slopes and older foundations.',
        },
        {
          name: 'Seminary Hill',
          note: 'Seminary Hill surrounds the Virginia Theological Seminary with mid-century colonials and ramblers on wooded lots. Owners there often keep the original footprint and spend on the kitchen and primary bath instead.',
        },
        {
          name: 'Beverley Hills',
          note: 'Beverley Hills is a leafy neighborhood of 1930s-50s brick colonials and Tudors near Monticello Boulevard. Many of these homes are ready for second-floor additions and new built-ins.',
        },
        {
          name: 'Parkfairfax',
          note: 'Parkfairfax was built in the early 1940s as a garden-apartment community and is now a condominium. Renovations have to fit small units, masonry walls and association approval rules.',
        },
      ],
    },
    {
      name: 'Arlington County',
      permitOffice:
        "Arlington County's permit center, Permit Arlington, run by the Department of Community Planning, Housing and Development at Courthouse Plaza.",
      housingStock:
        '1920s-40s bungalows, kit houses and brick colonials in neighborhoods such as Cherrydale, Lyon Village and Aurora Highlands, 1940s garden-apartment communities like Fairlington, and 1950s ramblers in Westover and Bluemont, alongside condos along the Rosslyn-Ballston corridor. Many small houses have already been expanded up and back, so matching new work to old framing and trim is routine.',
      notableNeighborhoods: ['Maywood', 'Lyon Park', 'Ashton Heights', 'Arlington Ridge'],
      remodelingNote:
        'Arlington limits lot coverage and the footprint of the main house on single-family lots, which constrains additions and even large decks and patios. Houses in local historic districts such as Maywood also need approval from the Historical Affairs and Landmark Review Board for exterior changes.',
      cities: [
        {
          name: 'Clarendon',
          note: 'Clarendon mixes Metro-side condos with 1920s-40s houses on the surrounding blocks. Condo owners ask for custom storage and kitchen refreshes that pass building management rules.',
        },
        {
          name: 'Ballston',
          note: 'Ballston is dominated by mid- and high-rise condos around its Metro station, with older single-family streets just beyond. High-rise kitchen and bath remodels here require coordinated elevator reservations and work-hour limits.',
        },
        {
          name: 'Cherrydale',
          note: "Cherrydale is one of Arlington's oldest neighborhoods, with bungalows and foursquares near Lee Highway. Owners often want attic conversions and restored porches that keep the early 20th-century look.",
        },
        {
          name: 'Lyon Village',
          note: 'Lyon Village was developed in the 1920s with Colonial Revival and Tudor houses within walking distance of Clarendon. Large additions and whole-house renovations here must respect both lot-coverage limits and the streetscape.',
        },
        {
          name: 'Westover',
          note: 'Westover combines 1940s garden apartments with small brick houses near the shops of Westover Village. Efficient kitchens, bathroom updates and basement finishing make the most of modest square footage.',
        },
        {
          name: 'Fairlington',
          note: 'Fairlington was built during World War II as a large Colonial Revival townhouse and garden-apartment complex, now owned as condominiums. Renovations follow association guidelines and often focus on kitchens, bathrooms and reclaiming basement space.',
        },
        {
          name: 'Bluemont',
          note: 'Bluemont borders Bluemont Park and the W&OD Trail, with 1940s-50s Cape Cods and ramblers on wooded streets. Dormers and pop-top second stories are common ways to add bedrooms here.',
        },
        {
          name: 'Aurora Highlands',
          note: 'Aurora Highlands sits near Pentagon City with 1920s-40s houses on small lots. Custom built-ins and space-efficient home offices are natural fits for these compact homes.',
        },
      ],
    },
    {
      name: 'Fairfax County',
      permitOffice: 'Fairfax County Land Development Services (LDS) at the Herrity Building in Fairfax.',
      housingStock:
        '1950s-60s brick ramblers and split-levels in Annandale and Springfield, 1960s-80s contemporaries and townhouses in Reston and Burke, and 1980s-2000s colonials and townhomes in Centreville, Chantilly and Lorton. Split-levels and ramblers are prime candidates for opened kitchens and second-story additions, while the newer colonials mostly want basement finishing and kitchen updates.',
      notableNeighborhoods: ['Burke Centre', 'Lake Anne', 'Kings Park', 'Laurel Hill'],
      remodelingNote:
        "Large parts of the county are governed by associations with design review, including Reston Association's Design Review Board and the Burke Centre Conservancy. Areas of marine clay in eastern Fairfax County can also require engineered footings for additions and decks.",
      cities: [
        {
          name: 'Reston',
          note: 'Reston was founded in 1964 as a planned community, with modernist townhouses at Lake Anne and later clusters spread along wooded paths. Exterior changes need Design Review Board approval, and owners often ask for updated kitchens and decks within those guidelines.',
        },
        {
          name: 'Burke',
          note: 'Burke includes Burke Centre and the area around Burke Lake Park, with 1970s-80s townhouses and colonials. Replacing original decks, windows and kitchens is the most common work.',
        },
        {
          name: 'Springfield',
          note: 'Springfield grew rapidly in the 1950s-60s, and its brick ramblers and split-levels sit close to the interchange known as the Mixing Bowl. Taking out the wall between kitchen and dining room is the most common change we plan for those floor plans.',
        },
        {
          name: 'Annandale',
          note: 'Annandale has a well-known Korean-American business district and streets of 1950s-60s split-levels and ramblers. Kitchen remodels here often call for stronger range ventilation and extra pantry storage.',
        },
        {
          name: 'Centreville',
          note: 'Centreville, near the Bull Run battlefields, grew mostly in the 1980s-2000s with colonials and townhomes. Many of those homes were sold with unfinished basements, so a lower-level family room is often the first big project.',
        },
        {
          name: 'Chantilly',
          note: 'Chantilly is home to the Smithsonian Udvar-Hazy Center, with 1990s-2000s subdivisions nearby. Home offices and custom closets are the popular upgrades for these relatively young houses.',
        },
        {
          name: 'Lorton',
          note: 'Lorton includes Laurel Hill, built on the grounds of the former prison that is now the Workhouse Arts Center. Its 2000s homes call for finished basements, outdoor living and built-in storage.',
        },
        {
          name: 'Clifton',
          note: 'Clifton is a tiny historic town surrounded by horse country and large custom homes. Additions and porches here should match the rural, 19th-century character of the area.',
        },
      ],
    },
    {
      name: 'Loudoun County',
      permitOffice:
        'Loudoun County Department of Building and Development in Leesburg; the Town of Leesburg and the other incorporated towns add their own zoning permit for projects inside town limits.',
      housingStock:
        'Historic brick and stone buildings in Leesburg, Middleburg, Purcellville and Round Hill, 1960s-80s neighborhoods in Sterling, and 1990s-2010s planned communities in Ashburn, Brambleton and Lansdowne, which make up most of the county housing. Young houses with builder-grade finishes mean demand for finished basements, upgraded kitchens and custom closets rather than structural repair.',
      notableNeighborhoods: ['Ashburn Farm', 'Broadlands', 'Ashburn Village', 'Belmont Country Club'],
      remodelingNote:
        "Almost every eastern Loudoun subdivision has an HOA with architectural review for decks, additions and siding, and Leesburg's Old and Historic District has its own Board of Architectural Review. Applications can take several weeks, so we file them with the drawings before scheduling a crew.",
      cities: [
        {
          name: 'Leesburg',
          note: 'Leesburg, the county seat, keeps an Old and Historic District of 18th- and 19th-century buildings, ringed by newer subdivisions. Historic-district projects need town review, while the subdivisions ask mostly for basements and decks.',
        },
        {
          name: 'Ashburn',
          note: "Ashburn grew from farmland into large planned communities such as Ashburn Farm and Broadlands, and its economy is tied to the region's data centers. Owners of these 1990s-2010s homes ask for finished basements, outdoor living and kitchen upgrades.",
        },
        {
          name: 'Sterling',
          note: "Sterling, near Dulles Airport, has some of eastern Loudoun's oldest subdivisions, from the 1960s-80s. Forty- and fifty-year-old windows and siding on those houses are due for replacement, often along with a hall bath.",
        },
        {
          name: 'Brambleton',
          note: 'Brambleton is a 2000s planned community with a town center, and its homeowners association reviews exterior work. Custom closets, pantries and built-ins tailored to busy families are frequent requests.',
        },
        {
          name: 'Lansdowne',
          note: 'Lansdowne on the Potomac sits along the river near Leesburg, with 2000s homes and a resort golf course. Homeowners there ask for high-end kitchens, home offices and screened porches.',
        },
        {
          name: 'Purcellville',
          note: 'Purcellville is a western Loudoun town at the end of the W&OD Trail, surrounded by wineries and farms. Older houses in town need careful updates, while newer homes on acreage favor additions and porches.',
        },
        {
          name: 'Middleburg',
          note: 'Middleburg is the center of Virginia hunt country, with stone buildings and horse farms. Projects lean toward fine millwork, restoration and carriage-house conversions.',
        },
      ],
    },
    {
      name: 'Prince William County',
      permitOffice:
        'Prince William County Department of Development Services, Building Development Division, at the Development Services Building in Woodbridge.',
      housingStock:
        '1960s-70s split-levels and ramblers in Dale City and Woodbridge, 1970s-90s homes around the Occoquan Reservoir in Lake Ridge and around Lake Montclair, and 1990s-2010s colonials and 55-plus communities in Gainesville, Haymarket and Bristow. The older split-levels need updated baths and kitchens, while the western subdivisions are prime territory for basement finishing and decks.',
      notableNeighborhoods: ['Dominion Valley', 'Heritage Hunt', 'Braemar', 'Victory Lakes'],
      remodelingNote:
        'Shoreline lots on the Occoquan Reservoir and Potomac tributaries fall under Virginia Chesapeake Bay Preservation Area rules, with resource protection buffers that limit decks and additions. Communities such as Lake Ridge and Montclair also require their own architectural approval.',
      cities: [
        {
          name: 'Woodbridge',
          note: 'Woodbridge, on the Potomac and the Occoquan, mixes 1960s-80s neighborhoods with newer townhomes near Potomac Mills. New owners there often start by replacing worn carpet with hardwood or luxury vinyl plank and refreshing a dated bathroom.',
        },
        {
          name: 'Lake Ridge',
          note: 'Lake Ridge overlooks the Occoquan Reservoir, with 1970s-90s homes on wooded, sloping lots. Multi-level decks and walkout basement finishing are natural fits for that terrain.',
        },
        {
          name: 'Dale City',
          note: 'Dale City was developed from the mid-1960s as a planned community with neighborhoods named alphabetically. Its split-levels and ramblers are ready for opened kitchens and bathroom remodeling.',
        },
        {
          name: 'Montclair',
          note: 'Montclair surrounds Lake Montclair and a golf course, and its property owners association reviews exterior changes. Lakeside owners ask for decks, screened porches and window replacements.',
        },
        {
          name: 'Gainesville',
          note: 'Gainesville grew quickly in the 2000s, including the 55-plus Heritage Hunt community. In Heritage Hunt the focus is on single-level living, with curbless showers, wider doorways and grab-bar blocking.',
        },
        {
          name: 'Haymarket',
          note: 'Haymarket is a small historic town near Dominion Valley and other 2000s golf and planned communities. Large homes here call for built-in entertainment walls and outdoor kitchens.',
        },
        {
          name: 'Bristow',
          note: 'Bristow is home to the Braemar and Victory Lakes communities and a major outdoor concert venue. Its 1990s-2000s homes often need their first kitchen remodeling and new decks.',
        },
      ],
    },
    {
      name: 'Falls Church',
      permitOffice:
        'City of Falls Church Development Services at City Hall for addresses inside the city; Falls Church mailing addresses outside the city line, such as Pimmit Hills and Lake Barcroft, are permitted by Fairfax County Land Development Services.',
      housingStock:
        'Late 1800s and early 1900s Victorians and foursquares near the historic core of the city, 1940s-50s brick Cape Cods and colonials, and the 1950s ramblers of Pimmit Hills, many of which are being expanded or replaced. Around Lake Barcroft, 1950s-60s contemporaries on wooded, sloping lots call for careful deck and walkout basement work.',
      notableNeighborhoods: ['Sleepy Hollow', 'Poplar Heights', 'Broyhill Park'],
      remodelingNote:
        'A Falls Church mailing address does not mean City of Falls Church permitting, so we confirm which office has authority over the parcel before drawing plans. Inside the city, tree-preservation rules also apply to any work that affects the lot.',
      cities: [
        {
          name: 'Falls Church',
          note: 'The independent City of Falls Church takes its name from The Falls Church, whose 1769 brick church still stands in the city center. Its older Victorians and foursquares sit alongside post-war houses that owners are expanding with second stories.',
        },
        {
          name: 'Pimmit Hills',
          note: 'Pimmit Hills was built in the 1950s as a neighborhood of small ramblers near Tysons. Many owners choose large additions or full renovations instead of teardowns.',
        },
        {
          name: 'Lake Barcroft',
          note: 'Lake Barcroft wraps around a private lake with 1950s-60s homes on hilly, wooded lots. Lakeside decks, walkout basements and window walls facing the water are the signature projects.',
        },
        {
          name: 'Seven Corners',
          note: 'Seven Corners is named for its busy seven-way intersection, and the neighborhoods around it have 1940s-50s brick homes. Bathroom remodeling and kitchen refreshes keep these solid houses current.',
        },
        {
          name: 'West Falls Church',
          note: 'West Falls Church surrounds the Metro station of the same name with 1950s-60s houses on quiet streets. Commuter households often want home offices and finished basements.',
        },
        {
          name: 'Idylwood',
          note: 'Idylwood sits between Falls Church and Tysons along the W&OD Trail, with mid-century split-levels and colonials. Owners ask for opened floor plans and new flooring throughout.',
        },
      ],
    },
    {
      name: 'McLean & Great Falls',
      permitOffice:
        'Fairfax County Land Development Services for building permits, with well and septic approvals for Great Falls properties from the Fairfax County Health Department.',
      housingStock:
        '1950s-60s brick colonials and ramblers in McLean neighborhoods such as Chesterbrook and Kent Gardens, increasingly replaced by large custom homes, alongside estate houses on two-acre-plus lots across Great Falls. Owners here tend to invest in whole-house renovations, high-end kitchens and millwork-heavy libraries and offices.',
      notableNeighborhoods: ['Salona Village', 'Langley Forest', 'Great Falls Village Centre'],
      remodelingNote:
        'Great Falls has almost no public sewer, so additions that add bedrooms need septic capacity confirmed first. Many McLean lots also back onto stream valleys protected as Resource Protection Areas under the county Chesapeake Bay ordinance, which limits how close new work can go.',
      cities: [
        {
          name: 'McLean',
          note: 'McLean ranges from 1950s brick colonials to new custom estates along Chain Bridge Road and Georgetown Pike. High-end kitchen remodeling, paneled studies and wine rooms are the typical requests.',
        },
        {
          name: 'Great Falls',
          note: 'Great Falls is known for its national park on the Potomac and for large homes on two-acre-plus lots served by wells and septic. Additions, outdoor living areas and custom woodworking for libraries and great rooms lead the work here.',
        },
        {
          name: 'Langley',
          note: 'Langley is the McLean neighborhood along the Potomac best known as the site of the CIA headquarters. Its wooded lots hold substantial homes that favor luxury bathroom remodeling and custom millwork.',
        },
        {
          name: 'Chesterbrook',
          note: 'Chesterbrook has 1950s-60s colonials and split-levels, many being expanded rather than replaced. Rear additions with new kitchens and family rooms are common.',
        },
        {
          name: 'Kent Gardens',
          note: 'Kent Gardens is a McLean neighborhood of mid-century brick homes near its well-regarded elementary school. Families here frequently add bedrooms over the garage and finish basements.',
        },
      ],
    },
    {
      name: 'Vienna & Oakton',
      permitOffice:
        'Town of Vienna Department of Planning and Zoning for zoning review inside town limits, with the building permit itself from Fairfax County Land Development Services; Oakton and Dunn Loring go straight to the county.',
      housingStock:
        '1950s-60s ramblers, split-levels and Cape Cods on quarter-acre lots in the Town of Vienna, 1970s-90s colonials on larger wooded lots in Oakton, and condos and townhomes around Tysons, Merrifield and the Dunn Loring Metro. In Vienna many original houses are being expanded with second stories, and older basements often need waterproofing before finishing.',
      notableNeighborhoods: ['Windover Heights', 'Vienna Woods', 'Mosaic District'],
      remodelingNote:
        "The Town of Vienna's Board of Architectural Review looks at exterior changes in the Church Street area and the Windover Heights Historic District, and the town applies its own zoning rules to additions. A second-story addition needs town zoning sign-off before the county will issue a building permit.",
      cities: [
        {
          name: 'Vienna',
          note: 'The Town of Vienna centers on Church Street and the W&OD Trail, with 1950s-60s houses on quarter-acre lots. Second-story additions and kitchen expansions are the most common projects.',
        },
        {
          name: 'Oakton',
          note: 'Oakton has 1970s-90s colonials and contemporaries on larger wooded lots west of Vienna. Decks, screened porches and basement finishing suit these roomy properties.',
        },
        {
          name: 'Dunn Loring',
          note: 'Dunn Loring combines a Metro-centered mix of condos and townhomes with older single-family streets. Storage built-ins and compact bathroom remodels are popular.',
        },
        {
          name: 'Merrifield',
          note: 'Merrifield has changed quickly around the Mosaic District, which opened in the 2010s, with new townhomes beside older houses. Owners ask for custom closets, home offices and upgraded finishes.',
        },
        {
          name: 'Tysons',
          note: 'Tysons is dominated by high-rise condos around its Silver Line stations and shopping centers. Remodeling in a Tysons tower means certificates of insurance, reserved freight elevators and quiet hours set by the building.',
        },
        {
          name: 'Wolf Trap',
          note: 'Wolf Trap takes its name from Wolf Trap National Park for the Performing Arts, and its wooded neighborhoods hold large 1970s-90s homes. Screened porches and decks facing the trees suit the setting, and sunrooms let owners enjoy it year-round.',
        },
      ],
    },
  ],
  services: [...GRID_SERVICE_SLUGS],
  featuredNeighborhoods: [
    {
      name: 'McLean',
      description:
        'McLean homes range from mid-century brick colonials to new custom estates. We plan to bring our shop-built cabinetry and paneled millwork to kitchens, studies and libraries here.',
      badges: ['Luxury Estates', 'Custom Millwork'],
    },
    {
      name: 'Great Falls',
      description:
        'Great Falls estates on wooded multi-acre lots are suited to additions, outdoor living and large-scale woodwork. Planning around wells, septic and stream buffers will be part of every project.',
      badges: ['Luxury Estates', 'Large Lots'],
    },
    {
      name: 'Old Town Alexandria',
      description:
        'Old Town rowhouses from the 18th and 19th centuries need period-correct trim, windows and doors. We will prepare drawings for the Board of Architectural Review before any exterior work.',
      badges: ['Historic Homes', 'Period Trim'],
    },
    {
      name: 'Vienna',
      description:
        'Vienna ramblers and split-levels on quarter-acre lots are prime candidates for second-story additions. We will handle both the town zoning review and the county permit.',
      badges: ['Home Additions', 'Mid-Century Homes'],
    },
    {
      name: 'Reston',
      description:
        "Reston's planned clusters, from Lake Anne's modernist townhouses to later wooded neighborhoods, share design rules. We will prepare Design Review Board applications alongside our plans.",
      badges: ['Planned Community', 'HOA Approvals'],
    },
    {
      name: 'Ashburn',
      description:
        'Ashburn homes built in the 1990s-2010s are ready for finished basements, upgraded kitchens and custom storage. HOA architectural review will be part of our schedule from the first meeting.',
      badges: ['Newer Homes', 'Basement Finishing'],
    },
    {
      name: 'Falls Church',
      description:
        'Falls Church mixes Victorians, post-war Cape Cods and 1950s ramblers on established streets. We will confirm whether the city or Fairfax County permits each address before design begins.',
      badges: ['Historic Homes', 'Home Additions'],
    },
    {
      name: 'Del Ray',
      description:
        'Del Ray bungalows and foursquares from the early 1900s have character worth keeping. Rear additions, opened kitchens and porch restorations are the projects we expect to build most.',
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
        'Yes. Virginia requires contractors to hold a license from the Department of Professional and Occupational Regulation (DPOR), and we will have it before we sign any Virginia contract. The license number will appear on every Virginia estimate and contract.',
    },
    {
      question: 'Who will handle permits in Northern Virginia?',
      answer:
        'We will, just as we do in Maryland. Each city and county has its own office, such as Alexandria Code Administration, Permit Arlington and Fairfax County Land Development Services, and towns like Vienna and Leesburg add their own zoning review for kitchen remodeling, home additions and outdoor decks.',
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
