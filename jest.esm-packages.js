// Packages that ship as ES modules only, which the Jest tiers (CommonJS) compile too: the ICU message
// libraries, @fastify/static's content-disposition, and the authenticator codes' base32 and hashes
// (wherever npm nests them).
module.exports = ['^(?!.*/node_modules/(content-disposition|@formatjs|intl-messageformat|react-intl|@scure|@noble)/).*/node_modules/'];
