import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeRoutePath, parsePath, stripBase, toPath, withBase, type LocaleContext } from '../../common/routes.ts';

const ctx: LocaleContext = { langs: ['en', 'zh'], defaultLang: 'en' };

const segment = fc
  .stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/)
  .filter((s) => !['en', 'zh', 'index'].includes(s) && !s.endsWith('.html'));
/** A language-free route path as the generator emits them: `/`, `/a/b`, `/a/b/`. */
const routePath = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
  .map(([parts, slash]) => (parts.length === 0 ? '/' : `/${parts.join('/')}${slash ? '/' : ''}`));
const lang = fc.constantFrom('en', 'zh');

describe('route matching properties', () => {
  it('parsePath inverts toPath for every language', () => {
    fc.assert(
      fc.property(routePath, lang, (route, l) => {
        expect(parsePath(toPath({ lang: l, routePath: route }, ctx), ctx)).toEqual({ lang: l, routePath: route });
      }),
    );
  });

  it('normalizeRoutePath is idempotent on any input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizeRoutePath(s);
        expect(normalizeRoutePath(once)).toBe(once);
        expect(once.startsWith('/')).toBe(true);
      }),
    );
  });

  it('every prefix form of a page names the same page', () => {
    fc.assert(
      fc.property(
        routePath.filter((r) => r !== '/' && !r.endsWith('/')),
        lang,
        (route, l) => {
          const canonical = toPath({ lang: l, routePath: route }, ctx);
          for (const variant of [
            `${canonical}.html`,
            canonical.replace(/^\//, '//'),
            `${canonical}?a=1`,
            `${canonical}#x`,
          ]) {
            expect(parsePath(variant, ctx)).toEqual(parsePath(canonical, ctx));
          }
          if (l === 'en') expect(parsePath(`/en${canonical}`, ctx)).toEqual(parsePath(canonical, ctx));
        },
      ),
    );
  });

  it('folder pages answer to /index and /index.html', () => {
    fc.assert(
      fc.property(
        routePath.filter((r) => r.endsWith('/')),
        lang,
        (route, l) => {
          const canonical = toPath({ lang: l, routePath: route }, ctx);
          expect(parsePath(`${canonical}index`, ctx)).toEqual(parsePath(canonical, ctx));
          expect(parsePath(`${canonical}index.html`, ctx)).toEqual(parsePath(canonical, ctx));
        },
      ),
    );
  });

  it('withBase and stripBase round-trip', () => {
    fc.assert(
      fc.property(routePath, fc.constantFrom('/', '/docs/', '/a/b/'), (route, base) => {
        expect(stripBase(withBase(route, base), base)).toBe(route);
      }),
    );
  });
});
