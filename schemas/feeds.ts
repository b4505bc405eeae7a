import { z } from 'zod';
import type { FeedManifest, FeedsManifest } from './types.ts';

/** A feed of release announcements in one language and format. */
export const feedSchema: z.ZodType<FeedManifest> = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and hyphens'),
  lang: z.string().min(1),
  url: z.string().startsWith('/'),
  mime: z.enum(['application/rss+xml', 'application/atom+xml']),
  hreflang: z.string().optional(),
  title: z.string().min(1),
  source: z.string().startsWith('/'),
});

/** `manifest/feeds.json`. */
export const feedsSchema: z.ZodType<FeedsManifest> = z.strictObject({
  $schema: z.string().optional(),
  feeds: z.array(feedSchema),
});
