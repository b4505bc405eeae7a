import { z } from 'zod';
import type { Frontmatter } from './types.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** Page front matter (docs/authoring.md); strict, so a misspelt key is reported instead of ignored. */
export const frontmatterSchema = z.strictObject({
  title: z.string().optional(),
  titleSuffix: z.string().optional(),
  description: z.string().optional(),
  pageType: z.enum(['home', 'doc', 'overview', 'custom', 'blank']).optional(),
  navbar: z.boolean().optional(),
  sidebar: z.boolean().optional(),
  outline: z.boolean().optional(),
  footer: z.boolean().optional(),
  overview: z.boolean().optional(),
  'link-rss': z.union([z.string(), z.array(z.string())]).optional(),
  hero: z
    .strictObject({
      name: z.string().optional(),
      text: z.string().optional(),
      tagline: z.string().optional(),
      actions: z
        .array(z.strictObject({ text: z.string(), link: z.string(), theme: z.enum(['brand', 'alt']) }))
        .optional(),
      image: z
        .strictObject({
          src: z.string(),
          alt: z.string(),
          srcset: z.string().optional(),
          sizes: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  features: z
    .array(
      z.strictObject({
        icon: z.string().optional(),
        title: z.string(),
        details: z.string(),
        link: z.string().optional(),
        span: z.number().int().min(1).max(12).optional(),
      }),
    )
    .optional(),
  published_at: z.string().regex(PATTERNS.isoDate.regex, PATTERNS.isoDate.buildMessage).optional(),
});

proveExact<Exact<z.infer<typeof frontmatterSchema>, Frontmatter>>();
