// Packages that ship as ES modules only, which the Jest tiers (CommonJS) compile too: the ICU message
// libraries, and @fastify/static's content-disposition.
module.exports = ['^(?!.*/node_modules/content-disposition/).*/node_modules/(?!(@formatjs|intl-messageformat|react-intl)/)'];
