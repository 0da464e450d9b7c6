/** The dispatcher's texts for the Provider Management panel (§5): the admin screens stay English. */
export const ASSIGNMENT_MESSAGES = {
  nameAndPhoneRequired: 'Please enter provider name and phone',
  assigned: { title: 'Provider Assigned!', description: 'The provider and the customer have been texted their links.' },
  linksGenerated: { title: 'Links Generated', description: 'The tracking and job links are ready to copy or open.' },
  assignFailed: { title: 'Error', description: 'Failed to assign provider and generate links' },
  linksFailed: { title: 'Error', description: 'Failed to generate tracking links' },
  reassigned: { title: 'Provider Assigned!', description: 'The job went to the new provider; the previous provider was told it was withdrawn.' },
} as const;
