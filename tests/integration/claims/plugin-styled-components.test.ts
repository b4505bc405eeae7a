/**
 * Claims of the page of `@rsbuild/plugin-styled-components` about the options it passes to the
 * styled-components transform of Rspack 0.6.5's builtin SWC loader, each checked on a tiny project
 * built by the real `@rsbuild/core` 0.6.15. A test title names the page whose claim it proves.
 *
 * The transform only rewrites the source, so styled-components itself is not needed: it is an
 * external (`styled`, never looked up because the bundle is not run). The `.jsx` entry needs no
 * React plugin either: the default SWC config compiles JSX to `React.createElement` calls. JS
 * minification is off so the output shows what the transform wrote.
 */
import type { RsbuildConfig } from '@rsbuild/core';
import { type PluginStyledComponentsOptions, pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Output } from './fixture.ts';

/** What a `tools.swc` function receives: the options of Rspack's builtin SWC loader. */
type SwcOptions = Parameters<Extract<NonNullable<RsbuildConfig['tools']>['swc'], (config: never) => unknown>>[0];
type StyledOptions = NonNullable<NonNullable<SwcOptions['rspackExperiments']>['styledComponents']>;

const outputs: Output[] = [];
afterAll(() => outputs.forEach((output) => output.dispose()));

/** The CSS of a styled template literal with a comment, indentation and doubled spaces. */
const TITLE_CSS = '\n  /* heading colour */\n  color:   rebeccapurple;\n  margin: 0  auto;\n';

const FILES = {
  'src/index.jsx': [
    'import styled from "styled-components";',
    `export const Title = styled.h1\`${TITLE_CSS}\`;`,
    'export const Box = () => <div css="color: teal;">x</div>;',
    'console.log(Title, Box);',
    '',
  ].join('\n'),
};

interface StyledBuild {
  js: string;
  /** The styled-components options as the user's `tools.swc` received them, before it changed them. */
  seen: StyledOptions | undefined;
}

/**
 * Builds FILES with the plugin. `swc` is the user's `tools.swc` function; it runs after the
 * plugin's, and the options it receives are copied first.
 */
async function styledBuild(
  pluginOptions: PluginStyledComponentsOptions,
  swc: (options: SwcOptions) => void = () => {},
): Promise<StyledBuild> {
  let seen: StyledOptions | undefined;
  const output = await build(FILES, {
    plugins: [pluginStyledComponents(pluginOptions)],
    output: { minify: false, externals: { 'styled-components': 'styled' } },
    tools: {
      swc(options) {
        seen = structuredClone(options.rspackExperiments?.styledComponents);
        swc(options);
      },
    },
  });
  outputs.push(output);
  return { js: output.allJs(), seen };
}

/** One build with no plugin options, shared by the tests of defaults. */
let defaultBuild: Promise<StyledBuild> | undefined;
const defaults = () => (defaultBuild ??= styledBuild({}));

/** The element with a `css` prop became a styled component: `styled("div")` with the prop's CSS. */
function expectCssPropTransformed(js: string) {
  expect(js).toContain('React.createElement(_StyledDiv, null, "x")');
  expect(js).toMatch(/var _StyledDiv = \w+\(\)\("div"\)\.withConfig\(\{[^}]*\}\)\(\[\s*"color: teal;"\s*\]\)/);
  expect(js).not.toContain('css:');
}

/** The `css` prop was left alone: a plain `div` with a `css` attribute, and no styled component. */
function expectCssPropKept(js: string) {
  expect(js).toMatch(/React\.createElement\("div", \{\s*css: "color: teal;"\s*\}, "x"\)/);
  expect(js).not.toContain('_StyledDiv');
}

describe.concurrent('claims about @rsbuild/plugin-styled-components', () => {
  it('plugins/list/plugin-styled-components: without options the plugin passes ssr, pure, displayName and transpileTemplateLiterals, and no minify', async () => {
    const { seen } = await defaults();
    expect(seen).toEqual({ ssr: false, pure: true, displayName: true, transpileTemplateLiterals: true });
  });

  it('plugins/list/plugin-styled-components: with minify unset the CSS of a template literal keeps its comments and whitespace', async () => {
    const { js } = await defaults();
    // transpileTemplateLiterals turns the template into an array of strings; the string is as written.
    expect(js).toContain(`.withConfig({\n    displayName: "src__Title"\n})([\n    ${JSON.stringify(TITLE_CSS)}\n])`);
  });

  it('plugins/list/plugin-styled-components: `minify: true` drops the comment and the whitespace around declarations', async () => {
    const { js } = await styledBuild({ minify: true });
    expect(js).not.toContain('heading colour');
    // The doubled space inside a value stays: the transform does not collapse it.
    expect(js).toContain('([\n    "color:rebeccapurple;margin:0  auto;"\n])');
    expect(js).toContain('"color:teal;"');
  });

  it('plugins/list/plugin-styled-components: by default the `css` prop of a JSX element becomes a styled component', async () => {
    expectCssPropTransformed((await defaults()).js);
  });

  it('plugins/list/plugin-styled-components: `cssProps: false` reaches Rspack but is ignored, so the `css` prop is still transformed', async () => {
    const { js, seen } = await styledBuild({ cssProps: false });
    expect(seen).toMatchObject({ cssProps: false });
    expect(seen).not.toHaveProperty('cssProp');
    expectCssPropTransformed(js);
  });

  it('plugins/list/plugin-styled-components: `cssProp: false` added from a tools.swc function turns the `css` prop transform off', async () => {
    // The workaround as the page shows it.
    const { js } = await styledBuild({}, (config) => {
      const styled = config.rspackExperiments?.styledComponents;
      if (styled) {
        Object.assign(styled, { cssProp: false });
      }
    });
    expectCssPropKept(js);
  });

  it('plugins/list/plugin-styled-components: the plugin merges its options with Object.assign, so `cssProp: false` given to it through a cast works too', async () => {
    const { js, seen } = await styledBuild({ cssProp: false } as PluginStyledComponentsOptions);
    expect(seen).toMatchObject({ cssProp: false });
    expectCssPropKept(js);
  });

  it('plugins/list/plugin-styled-components: `pure: true` reaches the transform, yet an unused styled component stays in the minified bundle', async () => {
    const output = await build(
      {
        'src/index.js': [
          'import styled from "styled-components";',
          'const Unused = styled.h1`color: crimson;`;',
          'console.log("app");',
          '',
        ].join('\n'),
      },
      {
        plugins: [pluginStyledComponents({ pure: true })],
        output: { externals: { 'styled-components': 'styled' } },
      },
    );
    outputs.push(output);
    // Were the definition marked pure, the minifier would have dropped it with its CSS.
    expect(output.allJs()).toContain('color: crimson;');
  });
});
