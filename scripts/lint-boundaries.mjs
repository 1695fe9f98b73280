// Writes the import-boundary rules into .oxlintrc.json (STYLE.md rule 18): features never import each
// other, shared code never imports features or the app shell, the gateway and the web app never import
// each other's internals, and rules/ imports neither. rules/ is the one bridge between them.
// Run `node scripts/lint-boundaries.mjs` after adding a feature folder; `npm run lint` enforces them
// and checks (`--check`) that every feature folder has its rules.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const CONFIG = '.oxlintrc.json';
const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const WEB_TO_GATEWAY = {
  group: ['@gateway/**', '**/gateway/**'],
  message: 'The web app never imports the gateway: share pure rules through rules/ (@rules/…).',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const overrides = [
  {
    files: ['gateway/**'],
    rules: restrict({
      group: ['@web/**', '**/web/src/**'],
      message: 'The gateway never imports the web app: share pure rules through rules/.',
    }),
  },
  {
    files: ['rules/**'],
    rules: restrict({
      group: ['@web/**', '@gateway/**', '**/web/src/**', '**/gateway/**'],
      message: 'rules/ holds pure rules that both sides import; it imports neither.',
    }),
  },
  {
    files: ['web/**'],
    rules: restrict(WEB_TO_GATEWAY),
  },
  {
    files: ['web/src/shared/**'],
    rules: restrict(WEB_TO_GATEWAY, {
      group: ['@web/features/**', '@web/app/**', '**/features/**', '../../app/**', '../app/**'],
      message: 'Shared web code never imports features or the app shell.',
    }),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: restrict(WEB_TO_GATEWAY, {
      group: [
        '@web/features/**',
        `!@web/features/${feature}/**`,
        '@web/app/**',
        ...features
          .filter((f) => f !== feature)
          .flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
      ],
      message: `Features never import each other or the app shell: move what ${feature} needs into web/src/shared or rules/.`,
    }),
  })),
];

const written = readFileSync(CONFIG, 'utf8');
const config = JSON.parse(written);
const others = (config.overrides ?? []).filter((o) => !o.rules?.['no-restricted-imports']);
config.overrides = [...others, ...overrides];
const wanted = `${JSON.stringify(config, null, 2)}\n`;
if (process.argv.includes('--check')) {
  // `npm run lint`: a feature folder added without its boundaries fails here instead of going unchecked.
  if (JSON.stringify(JSON.parse(written)) !== JSON.stringify(config)) {
    console.error(
      `${CONFIG} does not hold the import boundaries of every feature folder: run node scripts/lint-boundaries.mjs`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(CONFIG, wanted);
  console.info(`${CONFIG}: import boundaries for ${features.length} features`);
}
