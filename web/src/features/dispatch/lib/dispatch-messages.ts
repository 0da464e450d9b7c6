/** The spec's texts for the provider job page and the Provider Management panel (§2, §5, §8). */
export const PROVIDER_JOB_MESSAGES = {
  jobNotFound: { title: 'Job Not Found', description: 'This job link does not exist. Check the link in your text or contact dispatch.' },
  expired: { title: 'Link Expired', description: 'This provider job link has expired.' },
  reassigned: { title: 'Job Reassigned', description: 'This job was given to another provider.' },
  declined: {
    title: 'Job Declined',
    description: 'You declined this job, so dispatch will give it to another provider. Nothing more is needed from you.',
  },
  loadFailed: { title: 'Error', description: 'Failed to load job data' },
  agreementDeclined: { title: 'Agreement Declined', description: 'You cannot proceed without accepting the provider agreement' },
  agreementAccepted: { title: 'Agreement Accepted', description: 'You can now work this job.' },
  statusUpdated: 'Status Updated',
  updateFailed: { title: 'Error', description: 'Failed to update status' },
} as const;

export const LINK_EXPIRED_TOAST_ID = 'provider-link-expired';
export const JOB_REASSIGNED_TOAST_ID = 'provider-job-reassigned';

export const ASSIGNMENT_MESSAGES = {
  nameAndPhoneRequired: 'Please enter provider name and phone',
  assigned: { title: 'Provider Assigned!', description: 'The provider and the customer have been texted their links.' },
  linksGenerated: { title: 'Links Generated', description: 'The tracking and job links are ready to copy or open.' },
  assignFailed: { title: 'Error', description: 'Failed to assign provider and generate links' },
  linksFailed: { title: 'Error', description: 'Failed to generate tracking links' },
  reassigned: { title: 'Provider Assigned!', description: 'The job went to the new provider; the previous provider was told it was withdrawn.' },
} as const;
