/** The business portal's pages; the router's patterns come from the same addresses. */
export const businessPaths = {
  home: '/business',
  newJob: '/business/jobs/new',
  job: (id: string) => `/business/jobs/${encodeURIComponent(id)}`,
  jobPattern: '/business/jobs/:id',
  invoices: '/business/invoices',
  developers: '/business/developers',
  people: '/business/people',
  /** The partner API's reference, served by the API itself. */
  apiDocs: '/api/docs',
} as const;
