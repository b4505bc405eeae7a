/* Modules the generator writes into .generated/ and Vite resolves by alias (builder/vite-config.ts).
   An ambient module cannot import by relative path, hence the import() types. */
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:site-data' {
  const siteData: import('../common/types.ts').ClientSiteData;
  export default siteData;
}
declare module 'virtual:page-table' {
  const pageTable: import('../common/types.ts').PageTable;
  export default pageTable;
}
