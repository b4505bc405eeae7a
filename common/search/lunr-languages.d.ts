/** lunr-languages ships plain UMD plugins without types: each takes lunr and registers itself on it. */
declare module 'lunr-languages/lunr.stemmer.support.js' {
  const plugin: (lunr: unknown) => void;
  export default plugin;
}
declare module 'lunr-languages/lunr.zh.js' {
  const plugin: (lunr: unknown) => void;
  export default plugin;
}
declare module 'lunr-languages/lunr.multi.js' {
  const plugin: (lunr: unknown) => void;
  export default plugin;
}
