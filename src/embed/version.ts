/**
 * The version of the widget as operators embed it (CHANGELOG.md, semver): the folder of the
 * versioned, immutable `embed/<version>/embed.js`. Any change to what embed.js does or is made of
 * is a new version with its CHANGELOG entry; the integrity listed there is checked against the
 * build (scripts/bundles/embed-script.test.ts), so a pinned file never changes under a host page.
 */
export const embedVersion = '1.0.0';
