/**
 * zod compiles fast object parsers with `new Function`; the server's Content-Security-Policy (script-src 'self',
 * no 'unsafe-eval') refuses it, and Chrome reports every refused probe as a page issue (Lighthouse best practices,
 * issue 22). The browser parses small answers, so its zod runs without that JIT. zod reads this global when it
 * first loads, so the entry imports this module before anything that could load zod.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
export {};
