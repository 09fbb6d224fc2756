export { DomainError, isDomainError, notFound, type DomainErrorCode } from './errors.ts';
export { type BookingDeps, type Clock, systemClock } from './deps.ts';
export { toCents, toEuros, type Cents } from './money.ts';
export { listExperiences } from './catalog/list-experiences.ts';
export { getExperience } from './catalog/get-experience.ts';
