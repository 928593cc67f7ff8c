export const cities = { id: 'id', name: 'name' };
export type City = { id: number; name: string };
