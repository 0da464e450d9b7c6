/** Which fields of a request, its provider and the provider's position a view is made of. */
export type ViewProjection = {
  request: readonly string[];
  provider: readonly string[];
  position: readonly string[];
};
