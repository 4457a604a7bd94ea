/** The version this bundle was built as (root package.json); a file of its own, so the login carries no zod. */
export const buildVersion: string = __APP_VERSION__;
