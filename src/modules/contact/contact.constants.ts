// Without zod, so the client's first load can use them; contact.schema.ts builds on them.
export const INQUIRY_TYPES = ['general', 'services', 'partnership', 'careers', 'support'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General Inquiry',
  services: 'Services Information',
  partnership: 'Partnership Opportunities',
  careers: 'Careers Question',
  support: 'Technical Support',
};

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
  inquiryType: 'Please choose an inquiry type',
} as const;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We'll get back to you shortly.";
