import { z } from 'zod';
import type { FeedManifest, FeedsManifest } from './types.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** A feed of release announcements in one language and format. */
export const feedSchema = z.strictObject({
  id: z.string().regex(PATTERNS.feedId.regex, PATTERNS.feedId.buildMessage),
  lang: z.string().min(1),
  url: z.string().regex(PATTERNS.sitePath.regex, PATTERNS.sitePath.buildMessage),
  mime: z.enum(['application/rss+xml', 'application/atom+xml']),
  hreflang: z.string().optional(),
  title: z.string().min(1),
  source: z.string().regex(PATTERNS.sitePath.regex, PATTERNS.sitePath.buildMessage),
});

/** `manifest/feeds.json`. */
export const feedsSchema = z.strictObject({
  $schema: z.string().optional(),
  feeds: z.array(feedSchema),
});

proveExact<Exact<z.infer<typeof feedSchema>, FeedManifest>>();
proveExact<Exact<z.infer<typeof feedsSchema>, FeedsManifest>>();
