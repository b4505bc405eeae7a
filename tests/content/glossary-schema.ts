/** The Chinese glossary (`content/zh/glossary.json`): one preferred term per concept and per page. */
import { z } from 'zod';

export const glossaryTermSchema = z.strictObject({
  /** The term every Chinese page uses. For a page name it is the page's `#` title. */
  preferred: z.string().min(1),
  /** Variants that fail the check. */
  avoid: z.array(z.string().min(1)).min(1),
  /** What the term means, where it comes from, how to rewrite a variant. */
  note: z.string().min(1),
  /** Names that contain a variant and are not one: the product "Vue CLI" for the variant "CLI". */
  except: z.array(z.string().min(1)).optional(),
  /**
   * Set for a page name (`/guide/basic/static-deploy`): the variants then fail only as the text of a
   * link (as plain words they may mean something else), and `preferred` must equal the page's title.
   */
  page: z.string().startsWith('/').optional(),
});

export const glossarySchema = z.strictObject({
  $comment: z.string().min(1),
  terms: z.array(glossaryTermSchema).min(1),
});

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
