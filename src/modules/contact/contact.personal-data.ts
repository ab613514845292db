import { erasedAddress, type PersonalDataSource, sameAddress } from '../../server/lib/personal-data';
import { ContactMessageEntity } from './contact-message.entity';

export const contactPersonalData: PersonalDataSource = {
  source: 'contactMessages',
  label: 'Contact messages',
  find: async (em, email) =>
    (await em.find(ContactMessageEntity, { email: sameAddress(email) }, { orderBy: { id: 'asc' } })).map((m) => ({
      id: m.id,
      createdAt: m.createdAt,
      fields: { name: m.name, email: m.email, phone: m.phone, company: m.company, inquiryType: m.inquiryType, subject: m.subject, message: m.message },
    })),
  erase: async (em, email, mode) => {
    const messages = await em.find(ContactMessageEntity, { email: sameAddress(email) });
    for (const message of messages) {
      if (mode === 'delete') em.remove(message);
      // The inquiry type and date stay for the firm's counts; nothing that names the sender does.
      else Object.assign(message, { name: 'Erased', email: erasedAddress(message.id), phone: '', company: '', subject: 'Erased', message: '' });
    }
    await em.flush();
    return messages.length;
  },
};
