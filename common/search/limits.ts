/** Result limits of search, apart from the engine so the UI does not pull lunr in. */
export const DEFAULT_RESULT_LIMIT = 7;
export const LIBRARY_RESULT_LIMIT = 1000;
