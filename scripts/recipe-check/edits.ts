/**
 * The changes `npm run check:recipes` makes in its throwaway copy, each done the way
 * docs/architecture.md ("Where a new thing goes") and docs/content.md tell a maintainer or office
 * staff to do it: a new town, a new service, every headline stat's value, a duration span and the
 * text of a guide. Each edit works on the copy's files as text, as a person would, and fails
 * loudly when the file no longer looks as the recipe expects (the recipe then needs updating).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Edit {
  /** What the edit does, in the recipe's words. */
  what: string;
  apply: (root: string) => void;
}

/** Replaces `anchor` (which must occur exactly once) in a file of the copy. */
function replaceOnce(root: string, file: string, anchor: string | RegExp, replacement: string): void {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  const count = typeof anchor === 'string' ? text.split(anchor).length - 1 : [...text.matchAll(new RegExp(anchor.source, `${anchor.flags.replace('g', '')}g`))].length;
  if (count !== 1) throw new Error(`${file}: expected ${String(anchor)} once, found it ${count} times; docs/architecture.md's recipe and this check disagree`);
  writeFileSync(full, text.replace(anchor, replacement));
}

const write = (root: string, file: string, text: string) => writeFileSync(path.join(root, file), text);

/** The town the check adds: Glen Echo, to Montgomery County (a county that already had ten). */
export const NEW_TOWN = { name: 'Glen Echo', slug: 'glen-echo', county: 'Montgomery County', file: 'src/content/locations/maryland-areas/montgomery.ts' } as const;

const TOWN_SOURCE = `    {
      name: 'Glen Echo',
      note: 'Glen Echo grew up in the 1890s around a Chautauqua assembly on the bluffs above the Potomac, and the town still keeps its narrow wooded lanes.',
      highlight: 'The amusement park that followed the Chautauqua ran until 1968 and is now Glen Echo Park, kept by the National Park Service with its Dentzel carousel. Clara Barton lived in the house she built beside it from 1897 until her death in 1912, which is now a national historic site open to visitors.',
      neighborhoods: [
        { name: 'Oxford Road', text: 'Oxford Road climbs from MacArthur Boulevard past shingled cottages set close to the street on small, steep lots.' },
        { name: 'Minnehaha Creek', text: 'The 8,000-seat amphitheater of the 1891 Chautauqua stood over Minnehaha Creek, and the trestle of the old Glen Echo trolley can still be seen from the bridge over the creek, looking toward MacArthur Boulevard.' },
      ],
      geo: { lat: 38.9693, lng: -77.1397 },
      homeTypes: ['victorian-bungalow', 'postwar'],
      projects: [
        {
          services: ['kitchen-remodeling'],
          text: 'Owners of the small cottages on the steep lots ask us for galley kitchens that borrow a porch or a back hall for light and storage.',
        },
        {
          services: ['basement-finishing', 'window-installation'],
          text: 'Where a cottage steps down its slope, the cellar opens to the yard on the low side, and owners ask us to turn it into a dry walk-out room with new windows toward the creek.',
        },
      ],
      sources: [
        { url: 'https://en.wikipedia.org/wiki/Glen_Echo,_Maryland', checked: '2026-12-01', supports: 'Chautauqua of the 1890s, town on the bluffs above the Potomac, amusement park until 1968' },
        { url: 'https://www.nps.gov/clba/index.htm', checked: '2026-12-01', supports: "Clara Barton's house, 1897 to 1912, a national historic site" },
        { url: 'https://interiornewswire.com/stories/644699848-bridge-over-minnehaha-creek', checked: '2026-12-07', supports: 'the National Park Service on the Chautauqua amphitheater over Minnehaha Creek and the trolley trestle seen from its bridge' },
      ],
    },
`;

/** The service the check adds: a home-grid service, with its gallery category (no project story yet: "Photos Coming Soon"). */
export const NEW_SERVICE = { slug: 'cabinet-refacing', name: 'Cabinet Refacing', category: 'Cabinet Refacing' } as const;

const SERVICE_YAML = `name: Cabinet Refacing
title: Kitchen Cabinet Refacing & New Doors
description: New doors, drawer fronts and veneered face frames on your sound cabinet boxes, fitted in our shop. Its hardware carries our {warranties.hardware.name}.
keywords:
  - cabinet refacing
  - kitchen cabinet refacing
  - new cabinet doors
  - cabinet veneer
features:
  - Solid-wood or painted doors and drawer fronts
  - Veneered face frames and end panels
  - Soft-close hinges and full-extension slides
  - New pulls, crown and light rail
benefit: We keep the cabinet boxes that are still sound and give the kitchen a new face in days, not weeks.
cardTitle: Cabinet Refacing
icon: hammer
galleryCategory: Cabinet Refacing
primaryLabel: Get Refacing Quote
hero:
  badge: A New Face for Sound Cabinets
  heading: Kitchen Cabinet Refacing
  intro: When the cabinet boxes are sound but the doors are tired, refacing replaces everything you see and touch while the counters and plumbing stay where they are.
trustPoints:
  - title: Made in Our Shop
    description: Doors, drawer fronts and panels are built and finished in our shop, matched to the veneer we apply on site.
    icon: award
  - title: Hardware That Lasts
    description: Every door hangs on adjustable soft-close hinges we set and check before we leave. Hinges and slides carry our {warranties.hardware.name}, and our {warranties.craftsmanship.name} covers the woodwork.
    icon: shield-check
  - title: Kitchen Back in Use Quickly
    description: Most of the work happens in the shop, so the kitchen is out of use only while the new fronts go on.
    icon: clock
checklist:
  heading: What Your Refacing Project Includes
  intro: Each refacing project covers the parts of the cabinets you see, fitted to the boxes you keep.
  items:
    - Inspection of every cabinet box for water damage and loose joints
    - New doors and drawer fronts in the style and finish you choose
    - Veneer on face frames and exposed cabinet sides
    - Soft-close hinges and full-extension drawer slides
    - New pulls and knobs
    - Matching crown, light rail and toe kick
process:
  heading: Our Cabinet Refacing Process
  intro: From the first measurement to the last adjusted hinge, refacing follows five steps.
  steps:
    - step: 1
      title: Cabinet Inspection
      description: We check every box for damage and measure each opening.
    - step: 2
      title: Style and Finish
      description: You choose door style, wood or paint, and hardware, priced in writing.
    - step: 3
      title: Shop Work
      description: Doors, drawer fronts and panels are built and finished in our shop.
    - step: 4
      title: Refacing
      description: We veneer the face frames and sides and hang the new fronts.
    - step: 5
      title: Final Adjustment
      description: Every door and drawer is aligned, and we walk through the kitchen with you.
faq:
  - question: When is refacing better than new cabinets?
    answer: When the boxes are sound and the layout works, refacing changes the look for much less than new cabinets.
  - question: Do the countertops have to come off?
    answer: No. Refacing leaves counters, sinks and appliances in place.
  - question: Can you add drawers or pull-outs while refacing?
    answer: Yes. We can convert a base cabinet to drawers or add pull-outs inside the existing boxes.
  - question: How long is the kitchen out of use?
    answer: Doors and panels are made in the shop first, so the kitchen is out of use only while the new fronts and veneer go on.
  - question: Is the hardware covered by a warranty{claim.hardwareWarranty}?
    answer: Hinges and slides carry our {warranties.hardware.name}.
guides:
  - kitchen-materials-guide
  - kitchen-trends-guide
`;

/** What refacing means in each kind of house: the local facts the city+service pages show. */
const LOCAL_FACTS = `import type { ServiceLocalFacts } from '../types';
import { permitSources } from './permit-sources';

/** Cabinet Refacing: what the work means in each kind of Maryland house, and its permits. */
export const cabinetRefacingFacts: ServiceLocalFacts = {
  slug: 'cabinet-refacing',
  project: 'cabinet refacing',
  homes: {
    'historic-core':
      'Kitchens in the oldest houses were often fitted later with site-built cabinets whose boxes are solid but out of square. We scribe new face frames and doors to those boxes rather than forcing standard sizes onto them.',
    'victorian-bungalow':
      'Where original built-in cupboards survive beside a newer kitchen, we match door profiles and stain to the old woodwork so the refaced run reads as part of the house.',
    'bay-cottage':
      'Cottage kitchens near the water see damp air, so we check boxes for swollen particleboard first and choose veneers and finishes that stand up to humidity before any new door goes on.',
    postwar:
      'Post-war kitchens often kept their solid plywood boxes while the doors wore out. Those boxes reface well, and we can add drawers inside them where the original had only shelves.',
    'split-level':
      'Split-level kitchens are small and often open to the dining room, so refacing lets the owners change the look of the whole room without moving walls, counters or plumbing.',
    'suburban-colonial':
      'Builder-grade oak cabinets from the 1980s and 1990s usually have sound boxes. Painted shaker doors and new crown change the kitchen in a way owners of these houses ask us for often.',
    townhome:
      'In narrow townhouse kitchens every cabinet counts, so we pair refacing with pull-outs and a tall pantry door that make the existing boxes hold more without taking floor space.',
    estate:
      'Large kitchens here can have long runs of custom cabinets worth keeping. We reface them in matched veneer from one batch so the grain and color run evenly along the walls and island.',
    rural:
      'Farmhouse kitchens have often been added to over the years, with cabinets of several ages. Refacing gives mismatched runs one style and finish while the sound old boxes stay in use.',
    'new-community':
      'Newer houses usually have solid boxes and a finish the owners have simply tired of, so refacing is often the quickest way to a different kitchen without a full remodel.',
  },
  permits:
    'Refacing existing cabinets needs no permit. Moving a wall or adding outlets while the kitchen is open needs a building permit from {building} and an electrical permit from {electrical}.',
  permitSources: [permitSources.modelCodeExemptions, permitSources.montgomeryAlterations],
  reviews: [],
  warranties: ['craftsmanship', 'hardware'],
};
`;

/** The headline stats' values before and after (the office changes them in Business settings). */
export const NEW_STAT_VALUES = { projectsAnnually: '310+', combinedExperience: '32+', fixedPrice: '99%' } as const;

/** The guide whose text the check rewrites, as staff would in the editor. */
export const EDITED_GUIDE = 'src/content/guides/outdoor-decks-guide.md';

const NEW_GUIDE_BODY = `
A deck is an outdoor room. Before choosing boards, decide how the space will be used: a place to eat, a place to sit in the shade, or a path from the kitchen to the garden.

Composite and PVC boards need little care, while cedar and pressure-treated pine cost less up front and need sealing every few years. Footings, joists and railings are what keep a deck safe, and the county inspects them before the boards go on.

Plan lighting and power early, while the framing is open.
`;

const SERVICE_COST = `{
    assumes: 'New doors, drawer fronts and veneered face frames on the existing cabinet boxes, with new hinges and pulls.',
    drivers: ['lead'],
    materials: 'Thermofoil doors cost least; painted maple and stain-grade cherry or walnut veneers cost the most.',
  }`;

export const EDITS: Edit[] = [
  {
    what: `A town: ${NEW_TOWN.name} added to ${NEW_TOWN.county} in content/locations/maryland-areas/ with its sources`,
    apply: (root) => replaceOnce(root, NEW_TOWN.file, /\n {2}cities: \[\n/, `\n  cities: [\n${TOWN_SOURCE}`),
  },
  {
    what: `A service: ${NEW_SERVICE.slug} in content/services/slugs.ts, its YAML, its local facts (registered in their index), its gallery category (no project yet, no picture yet), its cost ranges and cost copy`,
    apply: (root) => {
      const { slug } = NEW_SERVICE;
      replaceOnce(root, 'src/content/services/slugs.ts', "  'window-installation',\n] as const;", `  'window-installation',\n  '${slug}',\n] as const;`);
      write(root, `src/content/services/${slug}.yaml`, SERVICE_YAML);
      write(root, `src/content/local-facts/${slug}.ts`, LOCAL_FACTS);
      replaceOnce(root, 'src/content/local-facts/index.ts', "import { windowInstallationFacts } from './window-installation';", `import { windowInstallationFacts } from './window-installation';\nimport { cabinetRefacingFacts } from './${slug}';`);
      replaceOnce(root, 'src/content/local-facts/index.ts', "  'window-installation': windowInstallationFacts,\n", `  'window-installation': windowInstallationFacts,\n  '${slug}': cabinetRefacingFacts,\n`);
      replaceOnce(root, 'src/content/gallery-categories.ts', "  'Window Installation',\n] as const;", `  'Window Installation',\n  '${NEW_SERVICE.category}',\n] as const;`);
      // Its typical cost by size (the office's, in the editor's Cost ranges) and what drives it.
      const costsFile = path.join(root, 'src/content/settings/costs.json');
      const costs = JSON.parse(readFileSync(costsFile, 'utf8')) as { ranges: Record<string, unknown> };
      costs.ranges[slug] = [{ size: 'Doors and drawer fronts for a 30-foot kitchen', dollars: { low: 9000, high: 18000 }, confirmed: false }];
      writeFileSync(costsFile, `${JSON.stringify(costs, null, 2)}\n`);
      replaceOnce(root, 'src/content/costs/services.ts', '  },\n};\n', `  },\n  '${slug}': ${SERVICE_COST},\n};\n`);
      // No picture of its own yet: its pages show the placeholder, as the recipe says.
    },
  },
  {
    what: `Every headline stat's value changed in settings/business.json (${Object.values(NEW_STAT_VALUES).join(', ')})`,
    apply: (root) => {
      const file = path.join(root, 'src/content/settings/business.json');
      const settings = JSON.parse(readFileSync(file, 'utf8')) as { stats: { id: keyof typeof NEW_STAT_VALUES; value: string }[] };
      for (const stat of settings.stats) {
        if (stat.value === NEW_STAT_VALUES[stat.id]) throw new Error(`business.json already has ${stat.id} = ${stat.value}`);
        stat.value = NEW_STAT_VALUES[stat.id];
      }
      writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
    },
  },
  {
    what: 'A duration span changed in content/durations.ts (the shower pan flood test, 24 to 48 hours)',
    apply: (root) => replaceOnce(root, 'src/content/durations.ts', 'showerFloodTest: span(24, 24, \'hour\'),', "showerFloodTest: span(48, 48, 'hour'),"),
  },
  {
    what: `The text of a guide rewritten (${path.basename(EDITED_GUIDE)}: a new article text and hero heading)`,
    apply: (root) => {
      const file = path.join(root, EDITED_GUIDE);
      const [, frontMatter] = /^(---\n[\s\S]*?\n---\n)/.exec(readFileSync(file, 'utf8')) ?? [];
      if (!frontMatter) throw new Error(`${EDITED_GUIDE} has no front matter`);
      const heading = /\n {2}heading: .*\n/;
      if (!heading.test(frontMatter)) throw new Error(`${EDITED_GUIDE}: no hero heading`);
      writeFileSync(file, frontMatter.replace(heading, '\n  heading: Planning a Deck You Will Use Every Day\n') + NEW_GUIDE_BODY);
    },
  },
];

/**
 * A change the spec forbids: the kitchen's advertised 6-12 weeks (spec 9) made 8-14. Exactly one
 * suite, the spec's conformance suite, must go red on it.
 */
export const SPEC_DEPARTURE: Edit = {
  what: 'The kitchen span changed from the spec\'s 6-12 weeks to 8-14 weeks',
  apply: (root) => replaceOnce(root, 'src/content/durations.ts', "kitchen: span(6, 12, 'week'),", "kitchen: span(8, 14, 'week'),"),
};
