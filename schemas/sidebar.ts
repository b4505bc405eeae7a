import { z } from 'zod';
import type { SidebarItemManifest, SidebarsManifest } from './types.ts';
import { localizedSchema } from './localized.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

const link = z.string().regex(PATTERNS.sitePath.regex, PATTERNS.sitePath.buildMessage);

/**
 * A sidebar entry: a page path (`"/guide/start/quick-start"`), a link object, a group with items,
 * a divider (`{"dividerType": "dashed"}`) or a section header (`{"sectionHeaderText": "..."}`).
 */
export const sidebarItemSchema: z.ZodType<SidebarItemManifest> = z.lazy(() =>
  z.union([
    link,
    z.strictObject({ link, text: localizedSchema.optional(), tag: z.string().optional() }),
    z.strictObject({
      text: localizedSchema,
      link: link.optional(),
      items: z.array(sidebarItemSchema),
      collapsible: z.boolean().optional(),
      collapsed: z.boolean().optional(),
    }),
    z.strictObject({ dividerType: z.enum(['dashed', 'solid']) }),
    z.strictObject({ sectionHeaderText: localizedSchema, tag: z.string().optional() }),
  ]),
);

/** `manifest/sidebars.json`: `{"sidebars": {"/guide": [...]}}`. */
export const sidebarsSchema = z.strictObject({
  $schema: z.string().optional(),
  sidebars: z.record(z.string(), z.array(sidebarItemSchema)),
});

proveExact<Exact<z.infer<typeof sidebarsSchema>, SidebarsManifest>>();
