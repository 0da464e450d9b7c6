/** Every customer answer to an offer shares this key, so a panel can hold all its buttons while one runs. */
export const offerMutationKey = (trackingId: string) => ['pricing', 'offer', trackingId] as const;
