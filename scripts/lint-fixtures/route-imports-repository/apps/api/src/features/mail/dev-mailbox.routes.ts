import { OutboxRepository } from './outbox.repository.ts';

export const mailboxRoute = () => new OutboxRepository().recent(10);
