import { z } from 'zod';
import type { Product, ProductsManifest } from './types.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** One sibling tool in the more-products popover. */
export const productSchema = z.strictObject({
  name: z.string().min(1),
  desc: z.string().min(1),
  descEn: z.string().min(1),
  logo: z.string().regex(PATTERNS.sitePath.regex, PATTERNS.sitePath.buildMessage),
  logoScale: z.number().positive(),
  url: z.string().regex(PATTERNS.httpsUrl.regex, PATTERNS.httpsUrl.buildMessage),
  urlEn: z.string().regex(PATTERNS.httpsUrl.regex, PATTERNS.httpsUrl.buildMessage),
});

/** `manifest/products.json`. */
export const productsSchema = z.strictObject({
  $schema: z.string().optional(),
  lang: z.string().min(1),
  products: z.array(productSchema),
});

proveExact<Exact<z.infer<typeof productSchema>, Product>>();
proveExact<Exact<z.infer<typeof productsSchema>, ProductsManifest>>();
