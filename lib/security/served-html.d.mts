/** Types of served-html.mjs (plain JavaScript, so that server.mjs can run it). */
export declare const HASHES_PLACEHOLDER: string;
export declare function isFrameworkScript(body: string): boolean;
export declare function isReactStreamingScript(body: string): boolean;
export declare function loaderFor(tags: [string, string][][]): string;
export declare function prepareDocument(html: string): { html: string; hashes: string[] };
export declare function fillPolicy(policy: string, hashes: readonly string[]): string;
