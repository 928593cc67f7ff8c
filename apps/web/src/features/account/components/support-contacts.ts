/** How riders reach support (the FAQ gives the same). */
export const SUPPORT_CONTACTS = {
  phone: '+234 201 330 4400',
  whatsapp: '+234 908 330 4400',
  email: 'support@shuttle.ng',
  hours: 'Monday to Saturday, 6:00 am to 9:00 pm',
} as const;

export const telLink = (phone: string) => `tel:${phone.replaceAll(' ', '')}`;
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
