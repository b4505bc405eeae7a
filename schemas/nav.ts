import { z } from 'zod';
import type { NavItemManifest, NavManifest } from './types.ts';
import { localizedSchema } from './localized.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** A top-bar entry: `{"text": {"en": "Guide", "zh": "指南"}, "link": "/guide/start/"}`. */
export const navItemSchema = z.strictObject({
  text: localizedSchema,
  link: z.string().regex(PATTERNS.sitePath.regex, PATTERNS.sitePath.buildMessage),
  activeMatch: z.string().optional(),
  position: z.enum(['left', 'right']).optional(),
});

/** `manifest/nav.json`. */
export const navSchema = z.strictObject({
  $schema: z.string().optional(),
  items: z.array(navItemSchema),
});

proveExact<Exact<z.infer<typeof navItemSchema>, NavItemManifest>>();
proveExact<Exact<z.infer<typeof navSchema>, NavManifest>>();
