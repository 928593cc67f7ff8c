export class OutboxRepository {
  recent(limit: number) {
    return Array.from({ length: limit }, (_, index) => index);
  }
}
