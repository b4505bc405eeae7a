import { z } from 'zod';
import type { NavItemManifest, NavManifest } from './types.ts';
import { localizedSchema } from './localized.ts';

/** A top-bar entry: `{"text": {"en": "Guide", "zh": "指南"}, "link": "/guide/start/"}`. */
export const navItemSchema: z.ZodType<NavItemManifest> = z.strictObject({
  text: localizedSchema,
  link: z.string().startsWith('/'),
  activeMatch: z.string().optional(),
  position: z.enum(['left', 'right']).optional(),
});

/** `manifest/nav.json`. */
export const navSchema: z.ZodType<NavManifest> = z.strictObject({
  $schema: z.string().optional(),
  items: z.array(navItemSchema),
});
