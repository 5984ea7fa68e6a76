/**
 * The properties Google requires or recommends for the rich results this site aims at
 * (LocalBusiness, Article, FAQPage, BreadcrumbList), the business's licenses
 * (EducationalOccupationalCredential), and the review markup the site must not carry, as plain
 * checks over parsed JSON-LD.
 * Each check returns a list of problems (empty when the object passes), so the unit tests of
 * the builders and the browser tests of the built pages share one definition.
 * schema-dts types the builders at compile time; these checks cover what types cannot: presence,
 * formats (ISO dates, absolute URLs, hours), lengths and positions.
 */

type JsonObject = Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/** LocalBusiness and the subtypes a contractor might use. */
export const LOCAL_BUSINESS_TYPES: readonly string[] = [
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'GeneralContractor',
  'HousePainter',
  'RoofingContractor',
  'Electrician',
  'Plumber',
  'HVACBusiness',
  'Locksmith',
  'ProfessionalService',
];

export const ARTICLE_TYPES: readonly string[] = ['Article', 'BlogPosting', 'NewsArticle'];

/** Google truncates longer Article headlines. */
export const MAX_HEADLINE_LENGTH = 110;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: JsonObject): string[] => {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
};

const hasType = (node: unknown, types: readonly string[]): node is JsonObject =>
  isObject(node) && typesOf(node).some((type) => types.includes(type));

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** ISO 8601 date or date-time ("2025-03-01", "2025-03-01T09:30:00Z") that names a real day. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!match) return false;
  const day = match[1] as string;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && !Number.isNaN(Date.parse(value));
}

const DAY = '(Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS = `${DAY}(-${DAY})?(,${DAY}(-${DAY})?)*`;
const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
const OPENING_HOURS = new RegExp(`^${DAYS}( ${TIME}-(${TIME}|24:00))?$`);

/** schema.org openingHours text: "Mo-Fr 08:00-18:00", "Sa 09:00-16:00", "Mo,We 10:00-14:00". */
export function isOpeningHours(value: unknown): boolean {
  return typeof value === 'string' && OPENING_HOURS.test(value);
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** An image given as a URL, a list of URLs or ImageObjects with url/contentUrl. */
function imageProblems(value: unknown, path: string): string[] {
  const images = asList(value);
  if (images.length === 0) return [`${path}: missing`];
  return images.flatMap((image, i) => {
    const url = isObject(image) ? (image['url'] ?? image['contentUrl']) : image;
    return isAbsoluteUrl(url) ? [] : [`${path}[${i}]: not an absolute URL (${JSON.stringify(url)})`];
  });
}

const required = (node: JsonObject, key: string, path: string): string[] =>
  isNonEmptyString(node[key]) ? [] : [`${path}.${key}: missing or empty`];

/** Every JSON-LD block: an object (or list / @graph of objects) with the schema.org context and a type. */
export function checkJsonLdDocument(document: unknown): string[] {
  const roots = Array.isArray(document) ? document : [document];
  if (roots.length === 0) return ['document: empty'];
  return roots.flatMap((root, i) => {
    const path = Array.isArray(document) ? `document[${i}]` : 'document';
    if (!isObject(root)) return [`${path}: not an object`];
    const problems: string[] = [];
    const context = root['@context'];
    const contexts = asList(context);
    if (!contexts.some((c) => c === SCHEMA_CONTEXT || c === `${SCHEMA_CONTEXT}/`)) {
      problems.push(`${path}.@context: expected ${SCHEMA_CONTEXT}, got ${JSON.stringify(context)}`);
    }
    const graph = root['@graph'];
    if (Array.isArray(graph)) {
      graph.forEach((node, j) => {
        if (!isObject(node) || typesOf(node).length === 0) problems.push(`${path}.@graph[${j}]: no @type`);
      });
    } else if (typesOf(root).length === 0) {
      problems.push(`${path}.@type: missing`);
    }
    return problems;
  });
}

/** Every object with an @type in a parsed document, nested ones and @graph members included. */
export function typedNodes(document: unknown): JsonObject[] {
  const nodes: JsonObject[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (typesOf(value).length > 0) nodes.push(value);
      Object.values(value).forEach(visit);
    }
  };
  visit(document);
  return nodes;
}

export interface LocalBusinessCheckOptions {
  /** The page gave the business a phone number, so telephone must be there. */
  requireTelephone?: boolean;
}

/**
 * LocalBusiness (any subtype): name and address are required by Google; url, telephone, geo,
 * openingHours, priceRange and image are recommended, and this site provides all of them.
 * streetAddress is optional here: the office is a service-area business without a public street.
 */
export function checkLocalBusiness(node: unknown, options: LocalBusinessCheckOptions = {}): string[] {
  const path = 'LocalBusiness';
  if (!hasType(node, LOCAL_BUSINESS_TYPES)) return [`${path}: @type is not LocalBusiness or a subtype`];
  const problems = [...required(node, 'name', path)];

  const address = node['address'];
  if (!hasType(address, ['PostalAddress'])) problems.push(`${path}.address: missing or not a PostalAddress`);
  else {
    for (const key of ['addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) {
      problems.push(...required(address, key, `${path}.address`));
    }
    if ('streetAddress' in address) problems.push(...required(address, 'streetAddress', `${path}.address`));
  }

  if (options.requireTelephone || 'telephone' in node) problems.push(...required(node, 'telephone', path));

  const geo = node['geo'];
  if (!hasType(geo, ['GeoCoordinates'])) problems.push(`${path}.geo: missing or not GeoCoordinates`);
  else {
    const latitude = Number(geo['latitude']);
    const longitude = Number(geo['longitude']);
    if (geo['latitude'] === undefined || !(Math.abs(latitude) <= 90)) problems.push(`${path}.geo.latitude: not a latitude`);
    if (geo['longitude'] === undefined || !(Math.abs(longitude) <= 180)) problems.push(`${path}.geo.longitude: not a longitude`);
  }

  const hours = asList(node['openingHours']);
  const specification = asList(node['openingHoursSpecification']);
  if (hours.length === 0 && specification.length === 0) problems.push(`${path}.openingHours: missing`);
  hours.forEach((value, i) => {
    if (!isOpeningHours(value)) problems.push(`${path}.openingHours[${i}]: not schema.org hours (${JSON.stringify(value)})`);
  });
  specification.forEach((value, i) => {
    const ok = hasType(value, ['OpeningHoursSpecification']) && value['dayOfWeek'] !== undefined && isNonEmptyString(value['opens']) && isNonEmptyString(value['closes']);
    if (!ok) problems.push(`${path}.openingHoursSpecification[${i}]: needs dayOfWeek, opens and closes`);
  });

  problems.push(...required(node, 'priceRange', path));
  if (typeof node['priceRange'] === 'string' && node['priceRange'].length >= 100) problems.push(`${path}.priceRange: 100 characters or more`);
  if (!isAbsoluteUrl(node['url'])) problems.push(`${path}.url: not an absolute URL`);
  problems.push(...imageProblems(node['image'], `${path}.image`));
  return problems;
}

function organizationProblems(value: unknown, path: string): string[] {
  const entries = asList(value);
  if (entries.length === 0) return [`${path}: missing`];
  return entries.flatMap((entry, i) => {
    const at = entries.length > 1 ? `${path}[${i}]` : path;
    if (!hasType(entry, ['Organization'])) return [`${at}: @type is not Organization`];
    return required(entry, 'name', at);
  });
}

/** Article: headline (at most 110 characters), image, ISO dates, author and publisher organisations. */
export function checkArticle(node: unknown): string[] {
  const path = 'Article';
  if (!hasType(node, ARTICLE_TYPES)) return [`${path}: @type is not Article`];
  const problems = [...required(node, 'headline', path)];
  const headline = node['headline'];
  if (typeof headline === 'string' && headline.length > MAX_HEADLINE_LENGTH) {
    problems.push(`${path}.headline: ${headline.length} characters, more than ${MAX_HEADLINE_LENGTH}`);
  }
  problems.push(...imageProblems(node['image'], `${path}.image`));
  for (const key of ['datePublished', 'dateModified']) {
    if (!isIsoDate(node[key])) problems.push(`${path}.${key}: not an ISO 8601 date (${JSON.stringify(node[key])})`);
  }
  if (isIsoDate(node['datePublished']) && isIsoDate(node['dateModified'])) {
    if (Date.parse(node['dateModified'] as string) < Date.parse(node['datePublished'] as string)) {
      problems.push(`${path}.dateModified: before datePublished`);
    }
  }
  problems.push(...organizationProblems(node['author'], `${path}.author`));
  problems.push(...organizationProblems(node['publisher'], `${path}.publisher`));
  return problems;
}

/** FAQPage: at least one Question, each with a name and one acceptedAnswer with text. */
export function checkFaqPage(node: unknown): string[] {
  const path = 'FAQPage';
  if (!hasType(node, ['FAQPage'])) return [`${path}: @type is not FAQPage`];
  const questions = asList(node['mainEntity']);
  if (questions.length === 0) return [`${path}.mainEntity: no questions`];
  return questions.flatMap((question, i) => {
    const at = `${path}.mainEntity[${i}]`;
    if (!hasType(question, ['Question'])) return [`${at}: @type is not Question`];
    const problems = required(question, 'name', at);
    const answer = question['acceptedAnswer'];
    if (!hasType(answer, ['Answer'])) problems.push(`${at}.acceptedAnswer: missing or not one Answer`);
    else problems.push(...required(answer, 'text', `${at}.acceptedAnswer`));
    return problems;
  });
}

/** BreadcrumbList: ListItems at positions 1, 2, 3… each with a name and an absolute item URL. */
export function checkBreadcrumbList(node: unknown): string[] {
  const path = 'BreadcrumbList';
  if (!hasType(node, ['BreadcrumbList'])) return [`${path}: @type is not BreadcrumbList`];
  const items = asList(node['itemListElement']);
  if (items.length === 0) return [`${path}.itemListElement: empty`];
  return items.flatMap((item, i) => {
    const at = `${path}.itemListElement[${i}]`;
    if (!hasType(item, ['ListItem'])) return [`${at}: @type is not ListItem`];
    const problems: string[] = [];
    if (item['position'] !== i + 1) problems.push(`${at}.position: expected ${i + 1}, got ${JSON.stringify(item['position'])}`);
    const target = item['item'];
    const url = isObject(target) ? (target['@id'] ?? target['url']) : target;
    const name = item['name'] ?? (isObject(target) ? target['name'] : undefined);
    if (!isNonEmptyString(name)) problems.push(`${at}.name: missing or empty`);
    if (!isAbsoluteUrl(url)) problems.push(`${at}.item: not an absolute URL (${JSON.stringify(url)})`);
    return problems;
  });
}

/**
 * EducationalOccupationalCredential (a contractor license, the business's hasCredential): its
 * name, credentialCategory "license", the number as identifier, and the authority that issued it
 * (recognizedBy, an Organization with a name).
 */
export function checkCredential(node: unknown): string[] {
  const path = 'EducationalOccupationalCredential';
  if (!hasType(node, ['EducationalOccupationalCredential'])) return [`${path}: @type is not EducationalOccupationalCredential`];
  const problems = [...required(node, 'name', path), ...required(node, 'identifier', path)];
  if (node['credentialCategory'] !== 'license') problems.push(`${path}.credentialCategory: expected "license", got ${JSON.stringify(node['credentialCategory'])}`);
  const issuer = node['recognizedBy'];
  if (!hasType(issuer, ['Organization', 'GovernmentOrganization'])) problems.push(`${path}.recognizedBy: missing or not an Organization`);
  else problems.push(...required(issuer, 'name', `${path}.recognizedBy`));
  return problems;
}

/** The licenses a business node states (hasCredential), by the authority that issued each. */
export function credentialsOf(business: unknown): { issuer: string; identifier: string; name: string }[] {
  if (!isObject(business)) return [];
  return asList(business['hasCredential']).flatMap((credential) => {
    if (!isObject(credential)) return [];
    const issuer = isObject(credential['recognizedBy']) ? credential['recognizedBy']['name'] : undefined;
    return [{ issuer: String(issuer), identifier: String(credential['identifier']), name: String(credential['name']) }];
  });
}

/** Types and properties of review markup. */
const REVIEW_TYPES: readonly string[] = ['Review', 'AggregateRating', 'Rating', 'EmployerAggregateRating', 'CriticReview', 'UserReview'];
const REVIEW_PROPERTIES: readonly string[] = ['review', 'reviews', 'aggregateRating', 'reviewRating'];

/**
 * Where a document carries review or rating markup, one line each (empty when none). The site
 * carries none: its testimonials are the business speaking about itself, which search engines do
 * not take as reviews of it (self-serving reviews), so none may become Review or AggregateRating.
 */
export function reviewMarkup(document: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    else if (isObject(value)) {
      const review = typesOf(value).filter((type) => REVIEW_TYPES.includes(type));
      if (review.length > 0) found.push(`${path}: @type ${review.join(', ')}`);
      for (const [key, child] of Object.entries(value)) {
        if (REVIEW_PROPERTIES.includes(key)) found.push(`${path}.${key}: review markup`);
        visit(child, `${path}.${key}`);
      }
    }
  };
  visit(document, 'document');
  return found;
}

/**
 * Runs the check that applies to a node's type (none for types without Google requirements
 * here, such as Organization or Service).
 */
export function checkStructuredDataNode(node: unknown, options: LocalBusinessCheckOptions = {}): string[] {
  if (hasType(node, LOCAL_BUSINESS_TYPES)) return checkLocalBusiness(node, options);
  if (hasType(node, ['EducationalOccupationalCredential'])) return checkCredential(node);
  if (hasType(node, ARTICLE_TYPES)) return checkArticle(node);
  if (hasType(node, ['FAQPage'])) return checkFaqPage(node);
  if (hasType(node, ['BreadcrumbList'])) return checkBreadcrumbList(node);
  return [];
}

export const isLocalBusiness = (node: unknown): boolean => hasType(node, LOCAL_BUSINESS_TYPES);
