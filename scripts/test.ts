/**
 * `npm test`: every check, in the fewest minutes two cores allow. The static checks (type-check,
 * lint) are single-threaded, so they run beside the pure tests, the integration tests and the build
 * instead of before them. The browser tests need only the build: they start as soon as its lane
 * has passed, while the other lane finishes. Each quiet step's output is printed whole when the
 * step ends, so the log reads as if the steps ran one after another.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** Steps of one lane run in order; the lanes run side by side. Names are package.json scripts. */
const LANES = [
  ['typecheck', 'lint'],
  ['test:unit', 'test:integration', 'build'],
];
/** Runs once the lane that builds the site has passed, beside whatever the other lane still runs. */
const LAST = 'test:e2e';
const BUILD = 'build';

interface StepResult {
  script: string;
  ok: boolean;
  seconds: number;
}

function runScript(script: string, quiet: boolean): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) process.stdout.write(Buffer.concat(output));
      console.log(`\n[test] ${script} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s\n`);
      resolve({ script, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function runLane(scripts: string[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const script of scripts) {
    const result = await runScript(script, true);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

async function runLaneThenBrowserTests(scripts: string[]): Promise<StepResult[]> {
  const results = await runLane(scripts);
  if (!scripts.includes(BUILD) || !results.every((r) => r.ok)) return results;
  return [...results, await runScript(LAST, false)];
}

const started = performance.now();
console.log(
  `[test] running side by side: ${LANES.map((lane) => lane.join(' → ')).join('  |  ')}, then ${LAST} after ${BUILD}`,
);
const results = (await Promise.all(LANES.map(runLaneThenBrowserTests))).flat();
const failed = results.filter((r) => !r.ok).map((r) => r.script);
const notRun = [...LANES.flat(), LAST].filter((script) => !results.some((r) => r.script === script));
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length === 0) console.log(`[test] all passed in ${total} s`);
else console.log(`[test] failed: ${failed.join(', ')}; not run: ${notRun.join(', ') || 'none'} (after ${total} s)`);
process.exitCode = failed.length === 0 ? 0 : 1;
