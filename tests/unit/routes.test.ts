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

const ctx: LocaleContext = { langs: ['en', 'zh'], defaultLang: 'en' };

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
    ['/', { lang: 'en', routePath: '/' }],
    ['/zh/', { lang: 'zh', routePath: '/' }],
    ['/zh', { lang: 'zh', routePath: '/' }],
    ['/guide/start/', { lang: 'en', routePath: '/guide/start/' }],
    ['/zh/guide/start/quick-start', { lang: 'zh', routePath: '/guide/start/quick-start' }],
    ['/zh/guide/start/quick-start.html', { lang: 'zh', routePath: '/guide/start/quick-start' }],
    ['/zh/zh/guide/', { lang: 'zh', routePath: '/zh/guide/' }],
  ])('parses %s', (path, parsed) => {
    expect(parsePath(path, ctx)).toEqual(parsed);
  });

  it.each([
    [{ lang: 'en', routePath: '/' }, '/'],
    [{ lang: 'zh', routePath: '/' }, '/zh/'],
    [{ lang: 'zh', routePath: '/config/dev/hmr' }, '/zh/config/dev/hmr'],
  ])('builds %j', (parsed, path) => {
    expect(toPath(parsed, ctx)).toBe(path);
  });
});

describe('defaultLangRedirect', () => {
  it('drops an explicit default language', () => {
    expect(defaultLangRedirect('/en/guide/start/', ctx)).toBe('/guide/start/');
    expect(defaultLangRedirect('/en/config/dev/hmr', ctx)).toBe('/config/dev/hmr');
    expect(defaultLangRedirect('/en', ctx)).toBe('/');
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
