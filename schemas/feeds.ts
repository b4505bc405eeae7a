import { z } from 'zod';
import type { Feed, FeedsManifest } from './types.ts';

/** A feed of release announcements in one language and format. */
export const feedSchema: z.ZodType<Feed> = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and hyphens'),
  language: z.enum(['en', 'zh-CN']),
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
