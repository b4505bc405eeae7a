import { z } from 'zod';
import type { Localized } from './types.ts';
import { proveExact, type Exact } from './exact.ts';

/** A text in every language or one text for all: `"Guide"` or `{"en": "Guide", "zh": "指南"}`. */
export const localizedSchema = z.union([z.string(), z.record(z.string(), z.string())]);

proveExact<Exact<z.infer<typeof localizedSchema>, Localized>>();
