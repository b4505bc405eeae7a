/** `npm run build`: the static site in dist/. Exit 1 with every problem listed on bad input. */
import { buildSite } from '../builder/build-site.ts';
import { projectRoot, reportFailure } from './cli.ts';

try {
  await buildSite({ root: projectRoot, log: (line) => console.log(`[build] ${line}`) });
} catch (error) {
  reportFailure(error);
}
