import { describe, expect, it } from 'vitest';
import {
  contentPathToRoutePath,
  defaultLangRedirect,
  normalizeBase,
  normalizeRoutePath,
  parsePath,
  routePathToContentPath,
  routePathToHtmlFile,
  stripBase,
  toPath,
  withBase,
  type LocaleContext,
} from '../../common/routes.ts';

const ctx: LocaleContext = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: LocaleContext = {
  langs: ['en', 'zh'],
  defaultLang: 'en',
  versions: ['v1', 'v2'],
  defaultVersion: 'v2',
};

describe('normalizeRoutePath', () => {
  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['', '/'],
    ['//guide///start/', '/guide/start/'],
    ['/zh/config/?x=1#top', '/zh/config/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected);
  });
});

describe('parsePath and toPath', () => {
  it.each([
    ['/', { lang: 'en', version: '', routePath: '/' }],
    ['/zh/', { lang: 'zh', version: '', routePath: '/' }],
    ['/zh', { lang: 'zh', version: '', routePath: '/' }],
    ['/guide/start/', { lang: 'en', version: '', routePath: '/guide/start/' }],
    ['/zh/guide/start/quick-start', { lang: 'zh', version: '', routePath: '/guide/start/quick-start' }],
    ['/zh/guide/start/quick-start.html', { lang: 'zh', version: '', routePath: '/guide/start/quick-start' }],
    ['/zh/zh/guide/', { lang: 'zh', version: '', routePath: '/zh/guide/' }],
  ])('parses %s', (path, parsed) => {
    expect(parsePath(path, ctx)).toEqual(parsed);
  });

  it.each([
    [{ lang: 'en', version: '', routePath: '/' }, '/'],
    [{ lang: 'zh', version: '', routePath: '/' }, '/zh/'],
    [{ lang: 'zh', version: '', routePath: '/config/dev/hmr' }, '/zh/config/dev/hmr'],
    [{ lang: 'en', version: 'v1', routePath: '/guide/' }, '/v1/guide/'],
  ])('builds %j', (parsed, path) => {
    expect(toPath(parsed, versioned.versions.includes(parsed.version) ? versioned : ctx)).toBe(path);
  });

  it('reads version and language prefixes together', () => {
    expect(parsePath('/v1/zh/guide/', versioned)).toEqual({ lang: 'zh', version: 'v1', routePath: '/guide/' });
    expect(parsePath('/guide/', versioned)).toEqual({ lang: 'en', version: 'v2', routePath: '/guide/' });
    expect(toPath({ lang: 'en', version: 'v2', routePath: '/guide/' }, versioned)).toBe('/guide/');
  });
});

describe('defaultLangRedirect', () => {
  it('drops an explicit default language', () => {
    expect(defaultLangRedirect('/en/guide/start/', ctx)).toBe('/guide/start/');
    expect(defaultLangRedirect('/en/config/dev/hmr', ctx)).toBe('/config/dev/hmr');
    expect(defaultLangRedirect('/en', ctx)).toBe('/');
    expect(defaultLangRedirect('/v1/en/guide/', versioned)).toBe('/v1/guide/');
  });
  it('leaves other paths alone', () => {
    expect(defaultLangRedirect('/zh/guide/', ctx)).toBeNull();
    expect(defaultLangRedirect('/guide/en/', ctx)).toBeNull();
    expect(defaultLangRedirect('/', ctx)).toBeNull();
  });
});

describe('content paths and files', () => {
  it.each([
    ['index', '/', 'index.html'],
    ['guide/start/index', '/guide/start/', 'guide/start/index.html'],
    ['guide/start/quick-start', '/guide/start/quick-start', 'guide/start/quick-start.html'],
    ['config/plugins', '/config/plugins', 'config/plugins.html'],
  ])('%s ⇄ %s', (content, route, file) => {
    expect(contentPathToRoutePath(content)).toBe(route);
    expect(routePathToContentPath(route)).toBe(content);
    expect(routePathToHtmlFile(route)).toBe(file);
  });
  it('writes Chinese pages under zh/', () => {
    expect(routePathToHtmlFile('/zh/')).toBe('zh/index.html');
    expect(routePathToHtmlFile('/zh/guide/start/quick-start')).toBe('zh/guide/start/quick-start.html');
  });
});

describe('base path', () => {
  it('normalises, adds and strips the base', () => {
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('/')).toBe('/');
    expect(withBase('/guide/', '/docs/')).toBe('/docs/guide/');
    expect(withBase('/guide/', '/')).toBe('/guide/');
    expect(stripBase('/docs/zh/guide/', '/docs/')).toBe('/zh/guide/');
    expect(stripBase('/docs', '/docs/')).toBe('/');
    expect(stripBase('/other/', '/docs/')).toBe('/other/');
  });
});
