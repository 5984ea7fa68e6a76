/**
 * No import loop in src/ or scripts/ (`npm run check:cycles`, part of `npm test`): a module in a
 * loop needs the others loaded first. Type-only imports count (tsPreCompilationDeps), since a loop
 * of types still ties the modules' order and layers together. dependency-cruiser reads .ts, .tsx,
 * .js and .mjs files, not .astro ones (docs/architecture.md, "The flow").
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: docs/architecture.md ("The flow") gives the layers of src/content that avoid one.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
