import { z } from 'zod';
import type { Localized } from './types.ts';

/** A text in every language or one text for all: `"Guide"` or `{"en": "Guide", "zh": "指南"}`. */
export const localizedSchema: z.ZodType<Localized> = z.union([z.string(), z.record(z.string(), z.string())]);
