/**
 * The manifest files, each with its zod schema and the TypeScript type its JSON Schema is
 * generated from. Adding a manifest file means adding a row here.
 */
import type { z } from 'zod';
import { siteSchema } from './site.ts';
import { localesSchema } from './locales.ts';
import { uiStringsSchema } from './strings.ts';
import { navSchema } from './nav.ts';
import { sidebarsSchema } from './sidebar.ts';
import { feedsSchema } from './feeds.ts';
import { productsSchema } from './products.ts';
import { frontmatterSchema } from './frontmatter.ts';

export interface SchemaEntry {
  /** TypeScript type in schemas/types.ts. */
  typeName: string;
  /** File name in schemas/json/. */
  jsonSchemaFile: string;
  schema: z.ZodType;
}

export const schemaEntries = {
  site: { typeName: 'SiteManifest', jsonSchemaFile: 'site.schema.json', schema: siteSchema },
  locales: { typeName: 'LocalesManifest', jsonSchemaFile: 'locales.schema.json', schema: localesSchema },
  strings: { typeName: 'UiStrings', jsonSchemaFile: 'strings.schema.json', schema: uiStringsSchema },
  nav: { typeName: 'NavManifest', jsonSchemaFile: 'nav.schema.json', schema: navSchema },
  sidebars: { typeName: 'SidebarsManifest', jsonSchemaFile: 'sidebars.schema.json', schema: sidebarsSchema },
  feeds: { typeName: 'FeedsManifest', jsonSchemaFile: 'feeds.schema.json', schema: feedsSchema },
  products: { typeName: 'ProductsManifest', jsonSchemaFile: 'products.schema.json', schema: productsSchema },
  frontmatter: { typeName: 'Frontmatter', jsonSchemaFile: 'frontmatter.schema.json', schema: frontmatterSchema },
} satisfies Record<string, SchemaEntry>;

export {
  siteSchema,
  localesSchema,
  uiStringsSchema,
  navSchema,
  sidebarsSchema,
  feedsSchema,
  productsSchema,
  frontmatterSchema,
};
