import { z } from 'zod';
import type { Product, ProductsManifest } from './types.ts';

/** One sibling tool in the more-products popover. */
export const productSchema: z.ZodType<Product> = z.strictObject({
  name: z.string().min(1),
  desc: z.string().min(1),
  descEn: z.string().min(1),
  logo: z.string().startsWith('/'),
  logoScale: z.number().positive(),
  url: z.string().startsWith('https://'),
  urlEn: z.string().startsWith('https://'),
});

/** `manifest/products.json`. */
export const productsSchema: z.ZodType<ProductsManifest> = z.strictObject({
  $schema: z.string().optional(),
  lang: z.string().min(1),
  products: z.array(productSchema),
});
