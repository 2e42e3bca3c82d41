/**
 * The Node the portal's commands need: 24 (in-thread module hooks, which the account host and the database loader
 * register). The project installs it as a devDependency (`node@24`), and npm scripts run with it; a command started
 * with another Node (the system's, through `npx tsx …` or an older npm) stops here with that advice instead of
 * failing later on a missing Node API. Imported first by the entry points (start, tests/run.ts).
 */

/** The major version the commands need. */
export const REQUIRED_NODE_MAJOR = 24;

/** What to tell someone running `version` (e.g. `20.20.2`), or undefined when it will do. */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `✘ Mijn Omgeving needs Node ${REQUIRED_NODE_MAJOR}, and this is Node ${version}: run it through the npm scripts ` +
    `(npm start, npm test, …), which use the project's own Node ${REQUIRED_NODE_MAJOR} from node_modules ` +
    '(npm install puts it there).'
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
