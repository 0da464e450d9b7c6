/**
 * Thrown inside a change when the row, read under the change's transaction, shows there is nothing
 * left to do (an offer answered meanwhile, a slip already texted by another worker): the change rolls
 * back with no log entry.
 */
export class NothingToChange extends Error {}
