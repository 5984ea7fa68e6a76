import { cityServiceTimelines, durations, serviceDurations } from '../../content/durations';
import { cityPage, cityServicePage, localPermitWording, neighborhoodPage } from '../../content/local-pages';
import { homeTypes, localFacts } from '../../content/local-facts';
import { localKitchenList } from '../../content/local-kitchens';
import { DESCRIPTION_MAX } from '../../content/limits';
import { business, office, shows, warranties } from '../../content/site';
import type { CountyPermits, FaqItem, LocalKitchenContent, LocalReview, LocationContent, ServiceContent, ServiceSlug } from '../../content/types';
import { fillTemplate, listPhrase, servicesPhrase, withArticle } from '../format';
import { citiesOf, type Area, type City } from './places';
import { pick, summedCodeIndex } from './text-variants';

/** The first sentence of a text (for descriptions built from local notes). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  // A full stop after a lone capital ("George G. Meade", "St.") is an abbreviation, not an end.
  for (const match of trimmed.matchAll(/[.!?](?=\s+[A-Z])/g)) {
    const before = trimmed.slice(0, match.index);
    if (/(?:^|\s)(?:[A-Z]|St|Mt|Ft|Dr|Mr|Mrs|Ms)$/.test(before)) continue;
    return trimmed.slice(0, match.index + 1);
  }
  return trimmed;
}

/**
 * A meta description from whole sentences: the first always, each later one only while the
 * whole stays within the description limit, so a description is never cut mid-sentence.
 */
export function fitDescription(sentences: readonly string[], max: number = DESCRIPTION_MAX): string {
  let out = '';
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence.trim()}` : sentence.trim();
    if (out && next.length > max) continue;
    out = next;
  }
  return out;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Straight-line distance in miles between two points (haversine). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const shop = { lat: office.latitude, lng: office.longitude };

/** Whole miles from the shop, or undefined when the town's position is not known. */
export function milesFromShop(city: Pick<City, 'geo'>): number | undefined {
  return city.geo ? Math.max(1, Math.round(milesBetween(shop, city.geo))) : undefined;
}

/** ", about N miles from our shop in Owings as the crow flies" (", close to our shop" within two miles), or nothing without a position. */
function distancePhrase(city: Pick<City, 'geo'>): string {
  const miles = milesFromShop(city);
  if (miles === undefined) return '';
  return fillTemplate(miles <= 2 ? cityPage.distanceHome : cityPage.distance, { miles, shopTown: office.locality });
}

/** The towns of the same county nearest to this one (by position when known, else list order). */
export function nearbyCities(location: LocationContent, city: City, count: number = cityServicePage.nearbyCount): City[] {
  const others = citiesOf(location).filter((c) => c.county === city.county && c.slug !== city.slug);
  const here = city.geo;
  if (!here) return others.slice(0, count);
  const distance = (c: City) => (c.geo ? milesBetween(here, c.geo) : Number.POSITIVE_INFINITY);
  return [...others].sort((a, b) => distance(a) - distance(b)).slice(0, count);
}

export function cityValues(location: LocationContent, city: City) {
  return {
    city: city.name,
    county: city.county,
    stateCode: city.stateCode,
    phone: location.phone,
    permitOffice: city.area.permitOffice.replace(/\.$/, ''),
    housingStock: city.area.housingStock,
    responseTime: business.responseTime,
    distance: distancePhrase(city),
    kitchenDuration: durations.kitchen,
    bathroomDuration: durations.bathroom,
    woodworkingDuration: durations.woodworkingSimple,
  };
}

export function cityFaq(location: LocationContent, city: City): FaqItem[] {
  const values = cityValues(location, city);
  return cityPage.faq.map((item) => ({
    question: fillTemplate(item.question, values),
    answer: fillTemplate(item.answer, values),
  }));
}

/** Spec 9's city+service timeline: kitchen 6-12 weeks, bathroom 3-6, longer work its own, else 2-8. */
export function cityServiceTimeline(slug: ServiceSlug): string {
  return cityServiceTimelines[slug] ?? cityServiceTimelines.other;
}

/**
 * The offices that issue each permit for a town: its own where it has them (for the homes inside its
 * limits, whom the page is about), else the county's. `outsideLimits` names the county's office for
 * homes outside the limits that share the town's name.
 */
export function permitOffices(city: City): Required<Pick<CountyPermits, 'building' | 'buildingCity' | 'electrical' | 'plumbing'>> & { outsideLimits: string } {
  const county = city.area.permits;
  const countyOffice = (kind: 'building' | 'electrical' | 'plumbing') =>
    county?.[kind] ?? (kind === 'building' ? city.area.permitOffice.replace(/\.$/, '') : localPermitWording.county);
  const own = city.permitOffice !== undefined || city.tradePermits !== undefined;
  return {
    building: city.permitOffice ?? countyOffice('building'),
    buildingCity: [...new Set([...(city.permitOffice ? [city.name] : []), county?.buildingCity ?? city.county])].join(' or '),
    electrical: city.tradePermits?.electrical ?? countyOffice('electrical'),
    plumbing: city.tradePermits?.plumbing ?? countyOffice('plumbing'),
    outsideLimits: own ? fillTemplate(localPermitWording.outsideLimits, { city: city.name, county: countyOffice('building') }) : '',
  };
}

/** "30 inches deep in Baltimore County" where the county's footing depth is known, else the county's own rule. */
export function frostDepth(city: City): string {
  const own = city.area.permits?.frostDepthInches;
  return own ? fillTemplate(localPermitWording.frostDepthKnown, { inches: own, county: city.county }) : localPermitWording.frostDepthUnknown;
}

export function cityServiceValues(location: LocationContent, city: City, service: ServiceContent) {
  const offices = permitOffices(city);
  return {
    ...cityValues(location, city),
    ...offices,
    service: service.name,
    serviceLower: service.name.toLowerCase(),
    serviceTitle: service.title,
    timeline: cityServiceTimeline(service.slug),
    frostDepth: frostDepth(city),
  };
}

/** The warranties of a service as one paragraph. */
function warrantyText(slug: ServiceSlug): string {
  return shownWarranties(slug).map((kind) => warranties[kind].text).join(' ');
}

/** The kinds of warranty that apply to a service, less those the owner has switched off. */
function shownWarranties(slug: ServiceSlug) {
  return localFacts[slug].warranties.filter((kind) => shows(warranties[kind].claim));
}

/**
 * The local section of a city+service page: facts that hold for this town and this service only.
 * The town's note, highlight and neighborhoods describe the place (they name no kind of work);
 * projects and house kinds are filtered or written for the service. Permits and local reviews are
 * answered in the FAQ (cityServiceFaq).
 */
export function cityServiceLocal(city: City, service: ServiceContent) {
  const facts = localFacts[service.slug];
  return {
    about: [city.note, ...(city.highlight ? [city.highlight] : [])],
    neighborhoods: city.neighborhoods ?? [],
    projects: (city.projects ?? []).filter((project) => project.services.includes(service.slug)).map((project) => project.text),
    // The two most common kinds of houses in the town: what the work means for most homeowners there.
    homes: (city.homeTypes ?? []).slice(0, cityServicePage.homeTypesShown).map((type) => ({ type, label: homeTypes[type].label, text: facts.homes[type] })),
    duration: serviceDurations[service.slug],
  };
}

/** The review sentences that apply to a town for the given kinds: its own text, else its county's. */
export function localReviews(city: Pick<City, 'reviews' | 'area'>, kinds: readonly LocalReview[]): string[] {
  return (city.reviews ?? [])
    .filter((review) => kinds.includes(review.kind))
    .map((review) => review.text ?? city.area.reviews?.find((own) => own.kind === review.kind)?.text)
    .filter((text): text is string => text !== undefined);
}

/** The four questions of a city+service page: timeline, permits and local reviews, the town, the warranty. */
export function cityServiceFaq(location: LocationContent, city: City, service: ServiceContent): FaqItem[] {
  const values = cityServiceValues(location, city, service);
  const { faq } = cityServicePage;
  const duration = serviceDurations[service.slug];
  const own = service.slug in cityServiceTimelines;
  const timeline = own ? faq.timelineOwn : faq.timelineOther;
  const facts = localFacts[service.slug];
  const reviews = localReviews(city, facts.reviews).map((text) => ` ${text}`);
  const towns = nearbyCities(location, city, 3).map((town) => town.name);
  const aProject = withArticle(facts.project);
  const filled = {
    ...values,
    aProject,
    AProject: aProject.charAt(0).toUpperCase() + aProject.slice(1),
    onSite: duration ? fillTemplate(faq.onSite, { duration }) : '',
    warranties: warrantyText(service.slug),
    permits: fillTemplate(facts.permits, values),
    reviews: reviews.join(''),
    nearby: towns.length > 0 ? fillTemplate(faq.nearby, { towns: listPhrase(towns) }) : '',
  };
  return [timeline, faq.permits, faq.serve, ...(filled.warranties ? [faq.warranty] : [])].map((item) => ({
    question: fillTemplate(item.question, filled),
    answer: fillTemplate(item.answer, filled),
  }));
}

/** Intro (3 options) and process (4 options) variants, by summed codes of city and service (spec 2). */
export function cityServiceVariant(city: Pick<City, 'name'>, service: Pick<ServiceContent, 'slug'>) {
  return {
    intro: pick(cityServicePage.intros, summedCodeIndex([city.name, service.slug], cityServicePage.intros.length)),
    process: pick(cityServicePage.processVariants, summedCodeIndex([service.slug, city.name], cityServicePage.processVariants.length)),
  };
}

/** The first N other services of the catalogue (spec 2: "the first three others"). */
export function otherServices(all: readonly ServiceSlug[], current: ServiceSlug, count: number = cityServicePage.otherServicesCount): ServiceSlug[] {
  return all.filter((slug) => slug !== current).slice(0, count);
}

export function areaValues(location: LocationContent, area: Area, service: ServiceContent) {
  return {
    area: area.name,
    county: area.county,
    service: service.name,
    serviceLower: service.name.toLowerCase(),
    servicesLower: servicesPhrase(service.name).toLowerCase(),
    benefit: service.benefit,
    phone: location.phone,
    responseTime: business.responseTime,
  };
}

/** The neighbourhood page's local block: the place, then what we do there for this service. */
export function areaLocal(area: Area, service: ServiceContent): string[] {
  return [
    area.note,
    ...(area.highlight ? [area.highlight] : []),
    ...(area.projects ?? []).filter((project) => project.services.includes(service.slug)).map((project) => project.text),
  ];
}

/** The fourth "why choose us" card of a neighbourhood page: the warranty that applies to the service. */
export function areaWarrantyCard(service: ServiceContent) {
  const first = shownWarranties(service.slug)[0] ?? (shows(warranties.installation.claim) ? 'installation' : undefined);
  if (!first) return undefined;
  return { title: warranties[first].title, description: warranties[first].text, icon: neighborhoodPage.warrantyIcon, claim: warranties[first].claim };
}

/** The service the local kitchen pages are about. */
const LOCAL_KITCHEN_SERVICE: ServiceSlug = 'kitchen-remodeling';

/** Local landing pages of a service (the kitchen pages of Bethesda and Potomac), optionally of one town. */
export function localKitchensFor(serviceSlug: ServiceSlug, town?: string): LocalKitchenContent[] {
  if (serviceSlug !== LOCAL_KITCHEN_SERVICE) return [];
  return localKitchenList.filter((kitchen) => town === undefined || kitchen.town === town);
}
