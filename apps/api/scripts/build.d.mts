/** Types of build.mjs (a plain script, run by node without a TypeScript loader). */
export declare const apiEntry: string;
export declare const apiOutfile: string;
export declare function buildApi(options?: { outfile?: string }): Promise<string>;
export declare function apiSources(): string[];
export declare function apiBuildIsStale(outfile?: string): boolean;
export declare function ensureApiBuild(options?: { force?: boolean; log?: (message: string) => void }): Promise<string>;
