export * from './common.ts';
export * from './experiences.ts';
export * from './health.ts';
