import { cityPage, cityServicePage } from '../content/local-pages';
import type { FaqItem, LocationContent, ServiceContent, ServiceSlug } from '../content/types';
import { fillTemplate } from './format';
import type { Area, City } from './places';
import { pick, summedCodeIndex } from './variants';

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

export function cityValues(location: LocationContent, city: City) {
  return {
    city: city.name,
    county: city.county,
    stateCode: city.stateCode,
    phone: location.phone,
    permitOffice: city.area.permitOffice.replace(/\.$/, ''),
    housingStock: city.area.housingStock,
    noteLead: firstSentence(city.note),
  };
}

export function cityFaq(location: LocationContent, city: City): FaqItem[] {
  const values = cityValues(location, city);
  return cityPage.faq.map((item) => ({
    question: fillTemplate(item.question, values),
    answer: fillTemplate(item.answer, values),
  }));
}

/** Spec 9: kitchen 6-12 weeks, bathroom 3-6, everything else 2-8. */
export function cityServiceTimeline(slug: ServiceSlug): string {
  const timelines: Partial<Record<ServiceSlug, string>> = cityServicePage.timeline;
  return timelines[slug] ?? cityServicePage.timeline.other;
}

export function cityServiceValues(location: LocationContent, city: City, service: ServiceContent) {
  return {
    ...cityValues(location, city),
    service: service.name,
    serviceLower: service.name.toLowerCase(),
    serviceTitle: service.title,
    serviceDescription: service.description,
    timeline: cityServiceTimeline(service.slug),
  };
}

export function cityServiceFaq(location: LocationContent, city: City, service: ServiceContent): FaqItem[] {
  const values = cityServiceValues(location, city, service);
  return cityServicePage.faq.map((options, i) => {
    const item = pick<FaqItem>(options, summedCodeIndex([city.name, service.slug, String(i)], options.length));
    return { question: fillTemplate(item.question, values), answer: fillTemplate(item.answer, values) };
  });
}

/** Intro (3 options) and process (4 options) variants, by summed codes of city and service. */
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
    benefit: service.benefit,
    phone: location.phone,
    note: area.note,
  };
}
