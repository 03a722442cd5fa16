/** `contact-us/save`: stores a message from the contact form; answers with a translated thank-you message. */
import { useMutation } from '@tanstack/react-query';
import type { ContactUsSave } from '@common/schemas';
import { api } from '../../../lib/api';

export type ContactUsPayload = ContactUsSave;

export function useSaveContactUs() {
  return useMutation({
    mutationFn: (body: ContactUsPayload) => api('contactUs', 'save', { body, showErrorToast: false }),
  });
}
