/**
 * `npm run conformance -- --origin URL --user NAME --password PASSWORD [--writes] …`: checks a
 * running UI-server against the console's contract and prints one row per check. Runs with tsx;
 * it needs no build of the console. Exit status: 0 no check failed, 1 a check failed, 2 a bad
 * command line (see args.ts for every option).
 */
import { pathToFileURL } from 'node:url';
import { HELP, parseArguments } from './args';
import { runConformance } from './kit';
import { exitStatus, formatRow, formatSummary } from './report';

export async function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<number> {
  const parsed = parseArguments(argv, env);
  if (parsed.kind === 'help') {
    console.log(HELP);
    return 0;
  }
  if (parsed.kind === 'error') {
    console.error(`conformance: ${parsed.message}\nRun with --help for the options.`);
    return 2;
  }
  const { options } = parsed;
  const target = `${options.origin} as ${options.user}${options.writes ? ', with writes' : ''}`;
  console.log(`Checking ${target} against docs/openapi.json\n`);
  const rows = await runConformance(options, { onRow: (row) => console.log(formatRow(row)) });
  console.log(`\n${formatSummary(rows, target)}`);
  return exitStatus(rows);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      // Only a fault of the kit itself gets here (every server fault is a row): say so in one line.
      console.error(`conformance: the kit stopped: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
