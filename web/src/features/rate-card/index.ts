// The public side of the rate card: the ranges the card in force publishes, for the pricing pages.
export { usePublishedRanges } from './api/published-ranges';
