/**
 * The headline stats of settings/business.json, named. Each stat in the file carries one of these
 * ids, so office staff may reorder the stats (the order of the home page's stat band) without a
 * claim changing its figure: pages read a stat by its id (site.ts), never by its place.
 *
 * site.ts imports this with its `.ts` ending because astro.config.mjs and the security headers
 * load site.ts in plain Node, which needs the full file name. It imports nothing: the settings
 * schema (settings-schema.ts) is built on it.
 */

/** Every headline stat, each exactly once in the settings, in any order. */
export const STAT_IDS = ['projectsAnnually', 'combinedExperience', 'fixedPrice'] as const;

export type StatId = (typeof STAT_IDS)[number];

/** A headline stat as the settings store it (site.ts passes the settings' list, so the two agree). */
export interface HeadlineStat {
  id: StatId;
  value: string;
  label: string;
}

/** A stat as a page shows it. */
type Stat = Omit<HeadlineStat, 'id'>;

/** What each id stands for, in the editor's words (its choices and list). */
export const STAT_ID_LABELS: Record<StatId, string> = {
  projectsAnnually: 'Projects a year',
  combinedExperience: 'Years of combined experience',
  fixedPrice: 'Fixed-price guarantee',
};

/**
 * What is wrong with the ids of the headline stats, or undefined: each of STAT_IDS exactly once.
 * The settings schema and the editor both say it in these words.
 */
export function statIdsProblem(ids: readonly string[]): string | undefined {
  const repeated = STAT_IDS.filter((id) => ids.filter((other) => other === id).length > 1);
  const missing = STAT_IDS.filter((id) => !ids.includes(id));
  const problems = [...repeated.map((id) => `"${id}" is used more than once`), ...missing.map((id) => `"${id}" is missing`)];
  if (problems.length === 0) return undefined;
  return `Each headline stat must appear exactly once (${STAT_IDS.join(', ')}, in any order): ${problems.join('; ')}`;
}

/**
 * The headline stats by id, as { value, label }. A stat the list lacks is left empty here rather
 * than stopping every reader of site.ts (the editor included): the settings schema refuses such
 * a file at every build, naming the id, before a page is written.
 */
export function statsById(stats: readonly HeadlineStat[]): Record<StatId, Stat> {
  const byId = (id: StatId): Stat => {
    const stat = stats.find((candidate) => candidate.id === id);
    return { value: stat?.value ?? '', label: stat?.label ?? '' };
  };
  return Object.fromEntries(STAT_IDS.map((id) => [id, byId(id)])) as Record<StatId, Stat>;
}
