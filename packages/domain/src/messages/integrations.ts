/** Outside services, jobs and e-mail: Brigade's own messages (part of the catalogue, ADR 017). */
export const integrationMessages = {
  emailRecipientRequired: 'Give at least one recipient',
  emailSubjectRequired: 'The e-mail needs a subject',
  emailBodyRequired: 'Write a text or an HTML body',
  jobNotFound: 'This job does not exist (any more)',
  jobNotFailed: 'Only a failed job can be retried',
} as const;
