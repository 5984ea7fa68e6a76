import type { ServiceArea } from '../../types';

/** St. Mary's County: its permit offices, housing stock and the towns we serve there. */
export const stMarys: ServiceArea = {
  name: "St. Mary's County",
  permitOffice: "St. Mary's County Department of Land Use and Growth Management (LUGM) in Leonardtown.",
  housingStock: 'Farmhouses and tenant houses from the 1800s and early 1900s in the rural north, modest 1940s-60s homes in Lexington Park built as Naval Air Station Patuxent River grew, and 1990s-2010s subdivisions in California and Hollywood that house much of the base workforce. Waterfront homes on the Potomac, the Patuxent and dozens of creeks range from small cottages to large custom houses.',
  notableNeighborhoods: ['Wildewood', 'Breton Bay', 'Town Creek', 'Esperanza Farms'],
  remodelingNote: "With hundreds of miles of tidal shoreline, a large share of St. Mary's lots fall inside the Critical Area. Many military households also need work finished before a permanent-change-of-station move or a lease start date, so we agree on a firm completion window in writing before demolition begins.",
  cities: [
    {
      name: 'Leonardtown',
      note: 'Leonardtown, the county seat, has a historic town square and a waterfront wharf park on Breton Bay. Older homes near the square ask for period trim and porch work, while the nearby Breton Bay golf community favors kitchen and bath upgrades.',
      highlight: "Tudor Hall, an 18th-century house that now holds the county historical society's research center, overlooks the bay from the edge of downtown, and modest early 20th-century homes line the streets nearby. Many have shallow crawl spaces and original single-pane windows, so we pair kitchen or bath work with new windows, crawl-space insulation and vapor barriers that tame humid summers.",
    },
    {
      name: 'California',
      note: "California, in St. Mary's County, houses many of the engineers and contractors who work at Pax River, in 1990s-2010s neighborhoods such as Wildewood. Home offices with built-in desks and secure storage, plus finished basements, are the most frequent requests.",
      highlight: 'Along the Patuxent, the older ranch houses and waterfront lots of Town Creek contrast with the cul-de-sacs of Esperanza Farms and the shopping strips of Three Notch Road. Waterside owners ask for screened porches, siding and windows that resist humid river air, while inland families want decks, sunrooms and open kitchens suited to entertaining.',
    },
    {
      name: 'Lexington Park',
      note: 'Lexington Park grew around Naval Air Station Patuxent River after it opened in 1943, so many houses date from the 1940s-60s. Owners preparing to sell or rent after a transfer often ask for fast bathroom remodeling, new flooring and interior painting.',
      highlight: 'The Patuxent River Naval Air Museum sits just outside the base, and the surrounding streets hold many small rentals owned by investors and by service members stationed elsewhere. For those owners we specify hard-wearing finishes, such as tile showers and water-resistant plank flooring, and we manage the work remotely with photo updates when the landlord lives out of state.',
    },
    {
      name: 'Mechanicsville',
      note: "Mechanicsville is northern St. Mary's farm country, with Amish and Mennonite farms nearby and homes on large rural lots. Owners there tend to ask for practical space: heated workshops, big mudrooms and in-law suites for parents moving in.",
      highlight: 'Golden Beach, a former summer colony on the Patuxent, gives the area a waterfront side, with small cottages on tight lots east of Route 5. We rebuild decks, replace rotted sills and siding, and modernize cottage baths there, while farm properties inland keep us busy with porches, roofs and wood-stove surrounds.',
    },
    {
      name: 'Hollywood',
      note: 'Hollywood runs along the Patuxent and includes Sotterley, an 18th-century plantation now open as a museum. Newer subdivisions here favor decks, screened porches and upgraded kitchens.',
      highlight: 'Just up Three Notch Road from the base, Hollywood draws military and contractor families who need room for gear, guests and home offices. Where a house has no basement to finish, we add a bonus room over the garage or a single-story wing instead, and we build mudroom lockers by the door for uniforms, boots and sports equipment.',
    },
    {
      name: 'Great Mills',
      note: "Great Mills sits on the St. Mary's River between Lexington Park and the rural south, with a mix of 1970s-90s homes. Replacement windows, siding and entry doors are common projects for these aging exteriors.",
      highlight: "Cecil's Old Mill on Indian Bridge Road and St. Mary's River State Park, with its lake and wooded trails, are local landmarks in Great Mills. Inside the area's 1970s-90s homes we tear out dated paneling and popcorn ceilings, reconfigure small kitchens and update baths, often for families buying their first house near the base.",
    },
    {
      name: "St. Mary's City",
      note: "St. Mary's City, Maryland's first capital, founded in 1634, is home to Historic St. Mary's City and St. Mary's College of Maryland. Riverfront homes nearby call for weather-resistant decks and careful work around the Critical Area buffer.",
      highlight: 'The land around the old capital is rich in buried archaeology, so we confirm site conditions before excavating for any footing near the historic area. College faculty and retirees drawn to the quiet river setting tend to commission libraries with floor-to-ceiling shelving, bright sunrooms and guest suites for visiting family.',
    },
    {
      name: 'Piney Point',
      note: 'Piney Point on the Potomac takes its name from the Piney Point Lighthouse of 1836, and many homes face open water. Salt exposure makes stainless fasteners, composite decking and quality siding worth the investment here.',
      highlight: 'The bridge to St. George Island and the campus of the Paul Hall Center for Maritime Training define this stretch of the Potomac shore, where Hurricane Isabel pushed water into many homes in 2003. Since then a lot of houses have been raised or rebuilt, and we finish their lower enclosures, stairs and breakaway walls with flood-resistant materials.',
    },
    {
      name: 'Charlotte Hall',
      note: 'Charlotte Hall, at the northern edge of the county, is home to the Maryland veterans home and a popular Amish-run farmers market. Accessibility upgrades such as wider doorways and walk-in showers are frequent requests from retirees in the area.',
      highlight: 'The veterans home stands on the grounds of Charlotte Hall School, a military academy founded in 1774 that closed in 1976. Newer subdivisions along Route 5 bring younger commuting families who ask for finished basements, home offices and decks, so our work here spans several generations of homeowners.',
    },
  ],
};
