import { StoreContactMessage } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The contact form's check with the server's own schema. Its own module, loaded when the visitor
 * first uses the form, so zod is not part of the contact page's first download.
 */
export const contactResolver = zodResolver(StoreContactMessage);
