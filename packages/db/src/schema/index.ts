export * from './experiences.ts';
export * from './slots.ts';
